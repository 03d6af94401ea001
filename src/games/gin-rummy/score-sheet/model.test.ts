import { describe, expect, test } from 'vitest';
import { encodeShareLink, formatPlayed } from '../../../../engine/core/share-link';
import { prng } from '../../../../engine/core/prng';
import { ginRummy, dealMatch, type GinAction } from '../../../../engine/gin-rummy/index';
import {
  addEntry, build, defaultMapping, entryProblem, handsFromLink, loadSheet, next, serialise, sheetToCsv, sheetView, startSheet, undoEntry,
  workOutHand, STORAGE_VERSION, type Built, type Choice, type TableEntry,
} from './model';

function start(choice: Choice, names: string[], target = ''): Built {
  const r = startSheet(choice, names, target || ({ two: '100', rotation: '100', chouette: '100', four: '125', six: '150' })[choice]);
  if (!r.sheet) throw new Error(JSON.stringify(r.errors));
  return r.sheet;
}
function play(b: Built, entries: TableEntry[][]): Built {
  for (const e of entries) {
    const r = addEntry(b, e);
    if (!r.ok) throw new Error(r.error);
    b = r.value;
  }
  return b;
}
const A = 0, B = 1;
/** §13's example: A 23, 27, B 32, A 35, B 10, A 19. */
const P13: TableEntry[][] = [[{ winner: A, points: 23 }], [{ winner: A, points: 27 }], [{ winner: B, points: 32 }], [{ winner: A, points: 35 }], [{ winner: B, points: 10 }], [{ winner: A, points: 19 }]];

describe('§13 two players', () => {
  const b = play(start('two', ['Ana', 'Ben']), P13);
  const v = sheetView(b);
  test('running totals line by line as in the rulebook: 23, 50, 32, 85, 42, 104', () => {
    expect(v.rows.map((r) => r.running)).toEqual([[23, 0], [50, 0], [50, 32], [85, 32], [85, 42], [104, 42]]);
    expect(v.rows.map((r) => r.points)).toEqual([[23, null], [27, null], [null, 32], [35, null], [null, 10], [19, null]]);
    expect(v.rows[5].reached).toBe(true);
  });
  test('boxes 80/40, game 100 to A, totals 284/82, A by 202', () => {
    expect(v.over).toBe(true);
    expect(v.bonuses).toEqual([
      { label: 'Hand points', values: [104, 42] },
      { label: 'Boxes, 20 per hand won (§13.3)', values: [80, 40] },
      { label: 'Game bonus (§13.1)', values: [100, 0] },
      { label: 'Shutout bonus (§13.2)', values: [0, 0] },
      { label: 'Total', values: [284, 82], total: true },
    ]);
    expect(v.result).toBe('Ana wins by 202 (284 to 82).');
    expect(v.payments).toEqual(['Ben pays Ana 202.']);
  });
  test('no more hands after the end; undo reopens', () => {
    expect(addEntry(b, [{ winner: A, points: 5 }]).ok).toBe(false);
    const u = undoEntry(b);
    expect(next(u)?.title).toBe('Hand 6');
    // §3: Ben lost hand 4... Ana lost hand 5, so Ana deals hand 6.
    expect(next(u)?.text).toBe('Ana deals hand 6; Ben leads.');
  });
  test('dealer: the lower draw deals first; a no-game keeps the dealer (§12)', () => {
    const s = start('two', ['Ana', 'Ben']);
    expect(next(s)?.text).toBe('Ben deals hand 1; Ana leads.');
    expect(next(play(s, [[{ winner: null, points: 0 }]]))?.text).toBe('Ben deals hand 2; Ana leads.');
    expect(next(play(s, [[{ winner: B, points: 4 }]]))?.text).toBe('Ana deals hand 2; Ben leads.');
  });
  test('CSV: seating, labelled columns, every line, the bonus rows', () => {
    const csv = sheetToCsv(b).split('\r\n');
    expect(csv.slice(0, 8)).toEqual([
      'Format,Two players (§13)',
      'Target,100',
      'Seating,"Draw order, highest first: Ana, Ben."',
      ',Ana led the first hand and Ben dealt it (§3).',
      'Hand,Played,Ana: points,Ben: points,Ana: running total,Ben: running total,Winner,No game',
      '1,Ben dealt,23,,23,0,Ana,',
      '2,Ben dealt,27,,50,0,Ana,',
      '3,Ben dealt,,32,50,32,Ben,',
    ]);
    expect(csv.slice(10)).toEqual([
      '6,Ana dealt,19,,104,42,Ana,',
      'Hand points,,104,42',
      '"Boxes, 20 per hand won (§13.3)",,80,40',
      'Game bonus (§13.1),,100,0',
      'Shutout bonus (§13.2),,0,0',
      'Total,,284,82',
      'Result,Ana wins by 202 (284 to 82).',
      'Payment,Ben pays Ana 202.',
      '',
    ]);
  });
  test('shutout: the loser wrote nothing', () => {
    const s = play(start('two', ['Ana', 'Ben']), [[{ winner: A, points: 60 }], [{ winner: null, points: 0 }], [{ winner: A, points: 40 }]]);
    const v2 = sheetView(s);
    expect(v2.rows[1].noGame).toBe(true);
    expect(v2.bonuses?.find((r) => r.total)?.values).toEqual([100 + 40 + 100 + 100, 0]);
  });
});

describe('§15.1 rotation', () => {
  // Draw: C highest, B second, A lowest; so A sits out first, B deals, C leads.
  const s0 = start('rotation', ['C', 'B', 'A']);
  const [c, b, a] = [0, 1, 2];
  test('the first table from the draw', () => {
    expect(next(s0)?.text).toBe('B deals hand 1; C leads; A sits out.');
  });
  test('B beats C 17, A beats B 30, A beats C 40, A beats B 32: A 262, B 37, C 0 and the payments', () => {
    let s = play(s0, [[{ winner: b, points: 17 }]]);
    expect(next(s)?.text).toBe('A deals hand 2; B leads; C sits out.');
    s = play(s, [[{ winner: a, points: 30 }]]);
    expect(next(s)?.text).toBe('C deals hand 3; A leads; B sits out.');
    s = play(s, [[{ winner: a, points: 40 }]]);
    expect(next(s)?.text).toBe('B deals hand 4; A leads; C sits out.');
    s = play(s, [[{ winner: a, points: 32 }]]);
    const v = sheetView(s);
    expect(v.over).toBe(true);
    expect(v.rows.map((r) => r.running)).toEqual([[0, 17, 0], [0, 17, 30], [0, 17, 70], [0, 17, 102]]);
    expect(v.bonuses?.find((r) => r.total)?.values).toEqual([0, 37, 262]);
    expect(v.payments).toEqual(['B pays A 225.', 'C pays A 362 (262 plus the 100 shutout bonus).', 'C pays B 37.']);
  });
  test('the player sitting out cannot win', () => {
    const r = addEntry(s0, [{ winner: a, points: 5 }]);
    expect(r.ok).toBe(false);
  });
});

describe('§15.2 Chouette and §16 partnerships', () => {
  test('Chouette: the single player against the partners\' column', () => {
    const s = start('chouette', ['Sol', 'Pia', 'Max']);
    expect(next(s)?.text).toBe('Pia deals hand 1; Sol leads; Max waits and may advise his partner (§15.2).');
    const t = play(s, [[{ winner: 1, points: 20 }], [{ winner: 0, points: 50 }], [{ winner: 0, points: 60 }]]);
    const v = sheetView(t);
    expect(v.columns.map((col) => col.name)).toEqual(['Sol', 'Partners Pia & Max']);
    expect(v.bonuses?.find((r) => r.total)?.values).toEqual([110 + 40 + 100, 20 + 20]);
    expect(v.payments).toEqual(['Pia pays Sol 210.', 'Max pays Sol 210.']);
  });
  test('four players: per-round net of the two tables (A -18, B +25 writes 7)', () => {
    const s = start('four', ['H1', 'H2', 'L1', 'L2']);
    const nx = next(s)!;
    expect(nx.slots).toHaveLength(2);
    // Table results: a high player loses 18 at one table, the other high player wins 25.
    const [t0, t1] = nx.slots;
    const lowAt0 = t0.dealer, highAt1 = t1.nonDealer;
    const t = play(s, [[{ winner: lowAt0, points: 18 }, { winner: highAt1, points: 25 }]]);
    const v = sheetView(t);
    expect(v.rows[0].points).toEqual([7, null]);
    expect(v.rows[0].winnerName).toBe('H1 & H2');
  });
  test('six players play to 150 with three tables', () => {
    const s = start('six', ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(s.record.target).toBe(150);
    expect(next(s)!.slots).toHaveLength(3);
  });
});

describe('setup and entry checks', () => {
  test('names must be given and differ', () => {
    const r = startSheet('rotation', ['Ana', ' ana ', ''], '100');
    expect(r.errors).toEqual({ 'name-1': 'Same name as the highest draw; use different names.', 'name-2': 'Enter a name.' });
  });
  test('target must be a whole number', () => {
    expect(startSheet('two', ['a', 'b'], '1.5').errors).toEqual({ target: 'The target is a whole number from 1 to 1000.' });
  });
  test('entry problems in words', () => {
    expect(entryProblem(undefined, '')?.field).toBe('winner');
    expect(entryProblem(0, '')?.message).toBe('Enter the points the winner writes.');
    expect(entryProblem(0, '0')?.field).toBe('points');
    expect(entryProblem(0, '12')).toBeNull();
    expect(entryProblem(null, '')).toBeNull();
  });
});

describe('storage', () => {
  const b = play(start('two', ['Ana', 'Ben']), P13.slice(0, 3));
  test('round trip', () => {
    const l = loadSheet(serialise(b));
    expect(l.kind).toBe('ok');
    if (l.kind === 'ok') expect(l.sheet.record).toEqual(b.record);
    expect(JSON.parse(serialise(b)).version).toBe(STORAGE_VERSION);
  });
  test('nothing stored', () => {
    expect(loadSheet(null)).toEqual({ kind: 'empty' });
  });
  test('corrupt data is reported in words, never half-loaded', () => {
    expect(loadSheet('{oops')).toEqual({ kind: 'corrupt', message: 'The saved score sheet cannot be read: it is not valid JSON.' });
    expect(loadSheet('{"version":2,"sheet":{}}')).toEqual({ kind: 'corrupt', message: 'The saved score sheet cannot be read: it was saved in format 2, and this page reads format 1.' });
    const bad = JSON.parse(serialise(b));
    bad.sheet.entries.push([{ winner: 0, points: 0 }]);
    const l = loadSheet(JSON.stringify(bad));
    expect(l.kind).toBe('corrupt');
    if (l.kind === 'corrupt') expect(l.message).toMatch(/hand 4: points must be between 1 and 360/);
    const extra = JSON.parse(serialise(b));
    extra.sheet.more = 1;
    expect(loadSheet(JSON.stringify(extra))).toEqual({ kind: 'corrupt', message: 'The saved score sheet cannot be read: it has an unknown field "more".' });
  });

  test('on a German page the notice is German, the engine\'s fault included (English as above)', () => {
    const de = (raw: string) => {
      const l = loadSheet(raw, 'de');
      return l.kind === 'corrupt' ? l.message : l.kind;
    };
    const lead = 'Der gespeicherte Spielzettel lässt sich nicht lesen: ';
    expect(de('{oops')).toBe(`${lead}Das ist kein gültiges JSON.`);
    expect(de('[1]')).toBe(`${lead}Das ist kein gespeicherter Zettel.`);
    expect(de('{"version":2,"sheet":{}}')).toBe(`${lead}Gespeichert wurde er im Format 2, diese Seite liest Format 1.`);
    expect(de('{"version":1}')).toBe(`${lead}Der Zettel selbst fehlt.`);
    const saved = () => JSON.parse(serialise(b));
    const extra = saved();
    extra.sheet.more = 1;
    expect(de(JSON.stringify(extra))).toBe(`${lead}Darin steht das unbekannte Feld „more“.`);
    // Hand 4 won by Ana for 0 points: a won hand writes 1 to 360 (§9-§11); the ledger's fault, without its "ledger:" lead.
    const zero = saved();
    zero.sheet.entries.push([{ winner: 0, points: 0 }]);
    expect(loadSheet(JSON.stringify(zero))).toEqual({
      kind: 'corrupt', message: 'The saved score sheet cannot be read: ledger: hand 4: points must be between 1 and 360, not 0 (a won hand scores at least 1, §9-§11).',
    });
    expect(de(JSON.stringify(zero))).toBe(`${lead}Spiel 4: die Punkte liegen zwischen 1 und 360; da steht 0 (wer ein Spiel gewinnt, schreibt mindestens 1, §9-§11).`);
    // Three names on a sheet for two.
    const three = saved();
    three.sheet.players = ['Ana', 'Ben', 'Cem'];
    expect(loadSheet(JSON.stringify(three))).toEqual({ kind: 'corrupt', message: 'The saved score sheet cannot be read: a Two players (§13) sheet needs 2 player names.' });
    expect(de(JSON.stringify(three))).toBe(`${lead}ein Zettel für „Zwei Spieler (§13)“ braucht 2 Spielernamen.`);
  });
});

describe('working out a hand', () => {
  const names = ['Ana', 'Ben'] as const;
  test('§9 knock: 5 against 17 writes 12 for the knocker', () => {
    const r = workOutHand('knock', 0, names, '5', '17');
    expect(r).toMatchObject({ ok: true, value: { winner: 0, points: 12 } });
  });
  test('§10 undercut: 8 against 6 writes 2 + 10 for the opponent', () => {
    const r = workOutHand('knock', 1, names, '8', '6');
    expect(r).toMatchObject({ ok: true, value: { winner: 0, points: 12, summary: 'Ben knocked with 8 but Ana has 6: undercut, 2 plus 10 bonus makes 12 for Ana (§10).' } });
  });
  test('§11 gin: 20 plus the opponent\'s 31', () => {
    expect(workOutHand('gin', 1, names, '', '31')).toMatchObject({ ok: true, value: { winner: 1, points: 51 } });
  });
  test('bad input in words', () => {
    expect(workOutHand('knock', 0, names, '12', '30')).toMatchObject({ ok: false });
    expect(workOutHand('knock', 0, names, 'x', '30')).toMatchObject({ ok: false, error: 'Enter the knocker\'s deadwood as a whole number from 0 to 340.' });
  });
  test('on a German page, in German (worked out by hand); English as always', () => {
    const said = (r: ReturnType<typeof workOutHand>) => (r.ok ? r.value.summary : r.error);
    expect(said(workOutHand('knock', 0, names, '5', '17'))).toBe('Ana knocked with 5 against 17: Ana writes the difference, 12 (§9).');
    expect(said(workOutHand('knock', 0, names, '5', '17', 'de'))).toBe('Ana klopft mit 5 gegen 17: Ana schreibt den Unterschied auf, 12 (§9).');
    expect(said(workOutHand('knock', 1, names, '8', '6', 'de'))).toBe('Ben klopft mit 8, Ana hat aber nur 6: unterboten; 2 und 10 Prämie, zusammen 12 für Ana (§10).');
    expect(said(workOutHand('gin', 1, names, '', '31'))).toBe('Gin by Ben: 20 bonus plus Ana\'s 31 deadwood makes 51 for Ben (§11).');
    expect(said(workOutHand('gin', 1, names, '', '31', 'de'))).toBe('Gin von Ben: 20 Prämie und dazu die 31 Schlechtpunkte von Ana, zusammen 51 für Ben (§11).');
    // A knock with 0 deadwood is gin (§11): 20 + 10.
    expect(said(workOutHand('knock', 0, names, '0', '10'))).toBe('Gin by Ana (no deadwood left): 20 bonus plus Ben\'s 10 deadwood makes 30 for Ana (§11).');
    expect(said(workOutHand('knock', 0, names, '0', '10', 'de'))).toBe('Gin von Ana (keine Schlechtpunkte übrig): 20 Prämie und dazu die 10 Schlechtpunkte von Ben, zusammen 30 für Ana (§11).');
    expect(said(workOutHand('knock', 0, names, '12', '30', 'de'))).toBe('Klopfen darf nur, wer höchstens 10 Schlechtpunkte hat (§7); 12 sind zu viel. Hat der Gegner das Klopfen trotzdem gelten lassen (§14.7), trag das Ergebnis direkt ein.');
    expect(said(workOutHand('knock', 0, names, '12', '30'))).toBe('A knock needs 10 or less deadwood (§7); 12 is more. If the opponent accepted it anyway (§14.7), enter the result directly.');
    expect(said(workOutHand('knock', 0, names, 'x', '30', 'de'))).toBe('Trag die Schlechtpunkte des Klopfers als ganze Zahl von 0 bis 340 ein.');
    expect(said(workOutHand('gin', 0, names, '', '', 'de'))).toBe('Trag die Schlechtpunkte des Gegners als ganze Zahl von 0 bis 340 ein.');
    expect(said(workOutHand('gin', 0, names, '', ''))).toBe('Enter the opponent\'s deadwood as a whole number from 0 to 340.');
  });
});

describe('hands from a share link', () => {
  function finishedLink(): string {
    const start = dealMatch(['Ana', 'Ben'], 7);
    if (!start.ok) throw new Error(start.error);
    const random = prng(3);
    const actions: GinAction[] = [];
    let state = start.value;
    for (let i = 0; i < 400 && state.ledger.length === 0; i++) {
      const a = ginRummy.botChoice(state, random);
      if (!a) break;
      actions.push(a);
      state = ginRummy.apply(state, a).state;
    }
    expect(state.ledger.length).toBe(1);
    return encodeShareLink('gin-rummy', formatPlayed(ginRummy, { start: start.value, actions }));
  }
  test('the finished hand comes from the final ledger', () => {
    const link = finishedLink();
    const r = handsFromLink(link);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.players).toEqual(['Ana', 'Ben']);
    expect(r.value.hands).toHaveLength(1);
    expect(link.startsWith('gin-rummy.1.')).toBe(true);
    expect(r.value.hands[0].points).toBeGreaterThan(0);
  });
  test('errors in words', () => {
    expect(handsFromLink('nonsense')).toMatchObject({ ok: false });
    expect(handsFromLink(encodeShareLink('gress', 'x'))).toMatchObject({ ok: false, error: 'That link is for another game ("gress"), not Gin Rummy.' });
    const start = dealMatch(['Ana', 'Ben'], 7);
    if (!start.ok) throw new Error(start.error);
    const unfinished = encodeShareLink('gin-rummy', formatPlayed(ginRummy, { start: start.value, actions: [] }));
    expect(handsFromLink(unfinished)).toMatchObject({ ok: false, error: expect.stringContaining('no finished hand') });
  });
  test('mapping by name, else in order', () => {
    expect(defaultMapping(['Ana', 'Ben'], ['ben', 'Ana'])).toBe(1);
    expect(defaultMapping(['Ana', 'Ben'], ['Ana', 'Ben'])).toBe(0);
    expect(defaultMapping(['X', 'Y'], ['Ana', 'Ben'])).toBe(0);
  });
});

test('build refuses a record of the wrong shape', () => {
  expect(build({ format: 'two', players: ['a'], target: 100, entries: [] }).ok).toBe(false);
  expect(build({ format: 'partnership', players: ['a', 'b', 'c', 'd'], target: 125, entries: [[{ winner: null, points: 0 }]] }).ok).toBe(false);
});
