/**
 * Every format example file (content/gin-rummy/formats) is a test: it must
 * parse and every expectation must hold. A malformed file must say which
 * file, which step and what is wrong; an unmet expectation must be reported,
 * naming the step and what differed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FORMAT_RUNNER, formatExampleAnchor } from './coverage';
import { parseFormatExample, runFormatExample } from './runner';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const DIR = join(ROOT, 'content', 'gin-rummy', 'formats');
const files = readdirSync(DIR).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();
const textOf = (file: string) => readFileSync(join(DIR, file), 'utf8');

describe(`format example files (${files.length})`, () => {
  test.each(files)('%s', (file) => {
    const parsed = parseFormatExample(textOf(file), `content/gin-rummy/formats/${file}`);
    if (!parsed.ok) throw new Error(parsed.error);
    const { failures, frames } = runFormatExample(parsed.example);
    expect(failures).toEqual([]);
    expect(frames).toHaveLength(parsed.example.data.steps.length + 1);
  });

  test('every format and paragraph of §15-§17 has an example', () => {
    const formats = new Set<string>();
    const paragraphs = new Set<string>();
    for (const file of files) {
      const parsed = parseFormatExample(textOf(file), file);
      if (!parsed.ok) throw new Error(parsed.error);
      formats.add(parsed.example.data.format);
      paragraphs.add(parsed.example.data.paragraphs[0]);
    }
    expect([...formats].sort()).toEqual(['chouette', 'partnership', 'rotation', 'round-robin', 'swiss']);
    expect([...paragraphs].sort()).toEqual(['15.1', '15.2', '16', '17']);
  });

  test('the coverage runner reads them: title, paragraphs, no failures', () => {
    const r = FORMAT_RUNNER.run(textOf('15.1-the-rulebooks-settlement.yaml'), 'content/gin-rummy/formats/15.1-the-rulebooks-settlement.yaml');
    expect(r).toMatchObject({ ok: true, paragraphs: ['15.1', '13', '13.1', '13.2', '13.3'], failures: [] });
    expect(FORMAT_RUNNER.dir).toBe('content/gin-rummy/formats');
    expect(FORMAT_RUNNER.anchor('15.1-the-rulebooks-settlement')).toBe('format-example-15-1-the-rulebooks-settlement');
    expect(formatExampleAnchor('16-two-partnerships')).toBe('format-example-16-two-partnerships');
  });
});

describe('the frames say what happened, in words and numbers', () => {
  const run = (file: string) => {
    const parsed = parseFormatExample(textOf(file), file);
    if (!parsed.ok) throw new Error(parsed.error);
    return runFormatExample(parsed.example).frames;
  };

  test('§15.1: the draw, each hand, the settlement', () => {
    const frames = run('15.1-the-rulebooks-settlement.yaml');
    expect(frames[0].next).toEqual(['Drawn: A 3, B 9, C K.', 'Next hand: B deals, C leads, A sits out.']);
    expect(frames[1].step?.lines).toEqual(['B deals to C: B wins 17 from C.', 'C lost and sits out; A comes in and deals.']);
    const last = frames[frames.length - 1];
    expect(last.over).toBe(true);
    expect(last.step?.cites).toEqual(['15.1', '13.1', '13.2', '13.3']);
    expect(last.table?.rows.find((r) => r.head === 'Total')?.cells).toEqual(['262', '37', '0']);
    expect(last.settlement).toEqual(['B pays A 225.', 'C pays A 362 (262 + 100 shutout).', 'C pays B 37.']);
  });

  test('§16: a round adds both tables and names who writes', () => {
    const frames = run('16-two-partnerships.yaml');
    expect(frames[1].step?.lines).toEqual([
      'C deals to A: C wins 18 from A.',
      'D deals to B: B wins 25 from D.',
      'A+B: \u221218 +25 = +7; C+D: +18 \u221225 = \u22127.',
      'A+B write 7 and win the round\u2019s box.'.replace('\u2019', "'"),
    ]);
  });

  test('§17: no table before the first round; standings after each', () => {
    const frames = run('17-swiss-no-rematch.yaml');
    expect(frames[0].table).toBeNull();
    expect(frames[2].table?.rows[0]).toEqual({ head: '1. Ann', cells: ['+160', '2'] });
    expect(frames[3].settlement).toEqual(['Ann wins the tournament with +200.']);
  });
});

// ---------------------------------------------------------------- malformed files

const BASE = textOf('15.1-the-rulebooks-settlement.yaml');
const FILE = 'content/gin-rummy/formats/15.1-the-rulebooks-settlement.yaml';
const parseWith = (text: string, file = FILE) => parseFormatExample(text, file);
const errorOf = (text: string, file = FILE) => {
  const r = parseWith(text, file);
  return r.ok ? 'parsed' : r.error;
};
const swap = (from: string, to: string, text = BASE) => {
  if (!text.includes(from)) throw new Error(`fixture: "${from}" is not in the file`);
  return text.replace(from, to);
};

describe('a malformed format example names its file, step and fault', () => {
  test.each([
    ['not YAML', swap('format: rotation', 'format: [rotation'), `${FILE}: not valid YAML`],
    ['a stranger wins a hand', swap('hand: {winner: A, loser: B, points: 30}', 'hand: {winner: Bob, loser: B, points: 30}'), `${FILE}: step 2: hand: "Bob" is not one of the players (A, B, C)`],
    ['a misspelt expectation', swap('      wins: {B: 1}', '      win: {B: 1}'), `${FILE}: step 1: expect: Unrecognized key: "win"`],
    ['two kinds in one step', swap('  - hand: {winner: A, loser: C, points: 40}', '  - hand: {winner: A, loser: C, points: 40}\n    matches: []'), `${FILE}: step 3: give exactly one of "hand", "round", "matches" or "nextMatch" (got 2)`],
    ['a round in a rotation', swap('  - hand: {winner: A, loser: C, points: 40}', '  - round: [{winner: A, loser: C, points: 40}]'), `${FILE}: step 3: round: a rotation example is stepped by "hand"`],
    ['tables in a rotation', swap('      score: {A: 70, B: 17, C: 0}', '      tables: [{deals: B, leads: A}]'), `${FILE}: step 3: expect.tables: only a partnership (§16) plays at several tables`],
    ['a stranger in an expectation', swap('      firstTo: A', '      firstTo: Z'), `${FILE}: step 4: expect.firstTo: "Z" is not one of the players (A, B, C)`],
    ['a stranger in a team column', swap('  score: {A: 102, B: 17, C: 0}', '  score: {A+Q: 102}'), `${FILE}: expect.score: "Q" is not one of the players`],
    ['a player who did not draw', swap('draw: {A: 3, B: 9, C: K}', 'draw: {A: 3, B: 9}'), `${FILE}: draw: no card for C`],
    ['a card that does not exist', swap('draw: {A: 3, B: 9, C: K}', 'draw: {A: 3, B: 9, C: 14}'), `${FILE}: draw.C:`],
    ['a tie nobody drew again', swap('draw: {A: 3, B: 9, C: K}', 'draw: {A: 9, B: 9, C: K}'), `${FILE}: draw: players 0, 1 are tied`],
    ['four players in a rotation', swap('players: [A, B, C]', 'players: [A, B, C, D]'), `${FILE}: players: rotation needs 3 players, not 4`],
    ['a tournament field in a rotation', swap('format: rotation', 'format: rotation\nseed: 4'), `${FILE}: seed: only a tournament (round-robin, swiss) has a seed`],
    ['no draw', swap('draw: {A: 3, B: 9, C: K}\n', ''), `${FILE}: file: give exactly one of "draw" or "drawSeed" (got 0)`],
    ['an unknown format', swap('format: rotation', 'format: carousel'), `${FILE}: format: Invalid option`],
  ])('%s', (_, text, message) => {
    expect(errorOf(text)).toContain(message);
  });

  test('a file that expects nothing is refused: it could never fail', () => {
    const text = [
      'id: 15.1-nothing', 'title: Nothing', 'paragraphs: ["15.1"]', 'format: rotation', 'players: [A, B, C]',
      'draw: {A: 3, B: 9, C: K}', 'steps:', '  - hand: {winner: B, points: 17}',
    ].join('\n');
    expect(errorOf(text, 'x/15.1-nothing.yaml')).toBe('x/15.1-nothing.yaml: expect: a format example must expect something (a "start", a final "expect", a step "expect" or "expectError"), or it can never fail');
  });

  test('a file whose name does not match its id is refused', () => {
    expect(errorOf(BASE, 'elsewhere/other-name.yaml')).toBe('elsewhere/other-name.yaml: id "15.1-the-rulebooks-settlement" does not match the file name other-name.yaml');
  });

  test('a paragraph that does not exist is refused', () => {
    expect(errorOf(swap('paragraphs: ["15.1", ', 'paragraphs: ["15.1", "15.3", '))).toBe(`${FILE}: paragraphs: 15.3 is not a paragraph of the rules`);
  });

  test('§17: a Swiss first round that leaves an entrant out', () => {
    const text = swap('pairs: [[Ann, Eve], [Ben, Fay], [Cat, Gus], [Dan, Hal]]', 'pairs: [[Ann, Eve], [Ben, Fay], [Cat, Gus]]', textOf('17-swiss-no-rematch.yaml'));
    expect(errorOf(text, 'content/gin-rummy/formats/17-swiss-no-rematch.yaml')).toBe('content/gin-rummy/formats/17-swiss-no-rematch.yaml: firstRound: Dan and Hal are not drawn; every entrant plays or has the bye');
  });
});

// ---------------------------------------------------------------- unmet expectations and refusals

function failuresOf(text: string, file = FILE): string[] {
  const r = parseWith(text, file);
  if (!r.ok) throw new Error(r.error);
  return runFormatExample(r.example).failures;
}

describe('an unmet expectation is reported, not hidden', () => {
  test('each failure names the file, the step and what differed', () => {
    let text = swap('      score: {A: 0, B: 17, C: 0}', '      score: {A: 0, B: 18, C: 0}');
    text = swap('      next: {deals: C, leads: A, sitsOut: B}', '      next: {deals: B, leads: A, sitsOut: C}', text);
    text = swap('      - {from: C, to: A, amount: 362, shutout: 100}', '      - {from: C, to: A, amount: 262}', text);
    text = swap('  next: {deals: B, leads: C, sitsOut: A}', '  next: {deals: C, leads: B}', text);
    text = swap('      over: false', '      over: true\n      winner: A', text);
    expect(failuresOf(text)).toEqual([
      `${FILE}: start: next hand: expected C deals, B leads, got B deals, C leads, A sits out`,
      `${FILE}: step 1 (hand 1): score of B: expected 18, got 17`,
      `${FILE}: step 2 (hand 2): next hand: expected B deals, A leads, C sits out, got C deals, A leads, B sits out`,
      `${FILE}: step 3 (hand 3): over: expected true, got false`,
      `${FILE}: step 3 (hand 3): winner: expected A, got nobody`,
      `${FILE}: at the end: payments: expected B pays A 225; C pays A 262; C pays B 37, got B pays A 225; C pays A 362 (100 of it shutout); C pays B 37`,
    ]);
  });

  test('a column that does not exist, and a settlement before the end', () => {
    const text = swap('      wins: {B: 1}', '      wins: {B+C: 1}\n      settlement: {totals: {A: 0}}');
    expect(failuresOf(text)).toEqual([
      `${FILE}: step 1 (hand 1): wins: there is no column "B+C"; the columns are A, B, C`,
      `${FILE}: step 1 (hand 1): settlement: there is none yet: the match is not over`,
    ]);
  });

  test('§16 and §17: tables, pairings and standings that differ', () => {
    const four = 'content/gin-rummy/formats/16-two-partnerships.yaml';
    let text = swap('        - {deals: C, leads: B}\n        - {deals: D, leads: A}\n  - round:\n      - {winner: C, loser: B', '        - {deals: C, leads: A}\n        - {deals: D, leads: B}\n  - round:\n      - {winner: C, loser: B', textOf('16-two-partnerships.yaml'));
    text = swap('  score: {A+B: 130, C+D: 42}', '  score: {B+A: 130, D+C: 40}', text);
    expect(failuresOf(text, four)).toEqual([
      `${four}: step 1 (round 1): next round: expected C deals to A; D deals to B, got C deals to B; D deals to A`,
      `${four}: at the end: score of D+C: expected 40, got 42`,
    ]);
    const swiss = 'content/gin-rummy/formats/17-swiss-no-rematch.yaml';
    text = swap('      pairings: [[Ann, Dan], [Ben, Cat], [Hal, Fay], [Gus, Eve]]', '      pairings: [[Ann, Ben], [Dan, Cat], [Hal, Fay], [Gus, Eve]]', textOf('17-swiss-no-rematch.yaml'));
    text = swap('  standings: [Ann, Cat, Dan, Ben, Fay, Hal, Eve, Gus]', '  standings: [Ann, Cat, Ben, Dan, Fay, Hal, Eve, Gus]', text);
    expect(failuresOf(text, swiss)).toEqual([
      `${swiss}: step 2 (round 2): pairings of the next round: expected Ann v Ben, Cat v Dan, Eve v Gus, Fay v Hal, got Ann v Dan, Ben v Cat, Eve v Gus, Fay v Hal`,
      `${swiss}: at the end: standings: expected Ann, Cat, Ben, Dan, Fay, Hal, Eve, Gus, got Ann, Cat, Dan, Ben, Fay, Hal, Eve, Gus`,
    ]);
  });

  test('a result the model refuses is a failure naming the step, and nothing changes', () => {
    const text = swap('  - hand: {winner: A, loser: B, points: 30}', '  - hand: {winner: C, loser: B, points: 30}');
    const failures = failuresOf(text);
    expect(failures[0]).toBe(`${FILE}: step 2 (hand 2): refused: C sits this hand out and cannot win it (A deals to B, C sits out)`);
    expect(failures[1]).toBe(`${FILE}: step 2 (hand 2): next hand: expected C deals, A leads, B sits out, got A deals, B leads, C sits out`);
  });

  test('the model\'s own checks reach the file too: points, wrong opponents, hands after the end', () => {
    expect(failuresOf(swap('hand: {winner: B, loser: C, points: 17}', 'hand: {winner: B, loser: C, points: 0}'))[0]).toMatch(
      new RegExp(`^${FILE.replace(/\./g, '\\.')}: step 1 \\(hand 1\\): refused: hand 1: points must be between 1 and \\d+, not 0`),
    );
    expect(failuresOf(swap('hand: {winner: B, loser: C, points: 17}', 'hand: {winner: B, loser: A, points: 17}'))[0]).toBe(`${FILE}: step 1 (hand 1): refused: B plays C, not A (B deals to C, A sits out)`);
    const after = `${BASE}`.replace('expect:\n  played: 4', '  - hand: {winner: B, points: 5}\n    expectError: the match is over\nexpect:\n  played: 4');
    expect(failuresOf(after)).toEqual([]);
    const wrong = after.replace('expectError: the match is over', 'expectError: no such thing');
    expect(failuresOf(wrong)).toEqual([`${FILE}: step 5 (hand 5): expected a refusal containing "no such thing", but it was refused with: the match is over: the target of 100 has been reached (§15), so no more hands can be added`]);
  });

  test('§16: a table with two results, a table without one', () => {
    const four = 'content/gin-rummy/formats/16-two-partnerships.yaml';
    const text = swap('      - {winner: B, loser: D, points: 25}', '      - {winner: A, loser: C, points: 25}', textOf('16-two-partnerships.yaml'));
    expect(failuresOf(text, four)[0]).toBe(`${four}: step 1 (round 1): refused: result 2: the table where C deals to A has two results`);
    const short = swap('      - {winner: B, loser: D, points: 25}\n', '', textOf('16-two-partnerships.yaml'));
    expect(failuresOf(short, four)[0]).toBe(`${four}: step 1 (round 1): refused: no result for the table where D deals to B; every table's hand must be finished (§16)`);
  });

  test('§17: a match that is not on the round\'s schedule', () => {
    const rr = 'content/gin-rummy/formats/17-round-robin.yaml';
    const text = swap('      - {winner: Dan, loser: Cat, margin: 40}', '      - {winner: Dan, loser: Ann, margin: 40}', textOf('17-round-robin.yaml'));
    expect(failuresOf(text, rr)[0]).toBe(`${rr}: step 1 (round 1): refused: Dan and Ann do not meet in round 1 (its matches: Ben v Eve, Cat v Dan), or their result is given twice`);
    const swiss = 'content/gin-rummy/formats/17-swiss-no-rematch.yaml';
    const s = swap('      - {winner: Ann, loser: Ben, margin: 10}', '      - {winner: Ann, loser: Cat, margin: 10}', textOf('17-swiss-no-rematch.yaml'));
    expect(failuresOf(s, swiss)[0]).toBe(`${swiss}: step 2 (round 2): refused: round 2: Ann and Cat are not paired this round, or their result is given twice`);
  });
});

describe('seeded draws instead of cards given', () => {
  test('a rotation drawn from a seed: the order follows the cards the seed deals', () => {
    const text = ['id: 15.1-seeded', 'title: Seeded', 'paragraphs: ["15.1"]', 'format: rotation', 'players: [A, B, C]', 'drawSeed: 7', 'steps:', '  - hand: {noGame: true}', '    expect: {played: 1}'].join('\n');
    const r = parseFormatExample(text, 'x/15.1-seeded.yaml');
    if (!r.ok) throw new Error(r.error);
    const run = runFormatExample(r.example);
    expect(run.failures).toEqual([]);
    const [drawn, next] = run.frames[0].next;
    // Whoever drew highest leads, the second deals, the lowest sits out.
    const cards = [...drawn.matchAll(/([ABC]) ([^,.]+)/g)].map((m) => ({ name: m[1], rank: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(m[2].split(' then ')[0]) }));
    expect(cards).toHaveLength(3);
    const lowest = [...cards].sort((x, y) => x.rank - y.rank)[0].name;
    expect(next).toContain(`${lowest} sits out`);
  });

  test('a Swiss first round drawn from a seed pairs everyone once', () => {
    const text = ['id: 17-seeded', 'title: Seeded', 'paragraphs: ["17"]', 'format: swiss', 'players: [P1, P2, P3, P4, P5]', 'seed: 3', 'start: {rounds: 3, round: 1}', 'steps:', '  - matches: []', '    expectError: expected 2 results'].join('\n');
    const r = parseFormatExample(text, 'x/17-seeded.yaml');
    if (!r.ok) throw new Error(r.error);
    const run = runFormatExample(r.example);
    expect(run.failures).toEqual([]);
    const line = run.frames[0].next[1];
    const named = line.match(/P\d/g) ?? [];
    expect(new Set(named).size).toBe(5);
    expect(line).toMatch(/has the bye\.$/);
  });
});
