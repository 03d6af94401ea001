/**
 * Every sheet example file is a test: it must parse and every expectation must
 * hold. Every behavioural paragraph of sections 11 and 12 must have a sheet
 * example embedded on its page, and every embedded example must exist. A
 * malformed file must say which file, which entry and what is wrong.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutCode } from '../core/mdx-text';
import { describe, expect, test } from 'vitest';
import { SECTIONS } from './paragraphs';
import { parseSheetExample, runSheetExample } from './sheet-example';

const ROOT = join(import.meta.dirname, '..', '..');
const SHEETS = join(ROOT, 'content', 'gress', 'sheets');
const PAGES = join(ROOT, 'content', 'gress');
const MALFORMED = join(import.meta.dirname, 'fixtures', 'malformed-sheets');
const files = readdirSync(SHEETS).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();

/** The sections whose paragraphs are illustrated by sheet examples rather than scenarios. */
const SHEET_SECTIONS = ['11', '12'];

describe(`sheet example files (${files.length})`, () => {
  test.each(files)('%s', (file) => {
    const parsed = parseSheetExample(readFileSync(join(SHEETS, file), 'utf8'), `content/gress/sheets/${file}`);
    if (!parsed.ok) throw new Error(parsed.error);
    const { failures, frames } = runSheetExample(parsed.example);
    expect(failures).toEqual([]);
    expect(frames).toHaveLength(parsed.example.data.entries.length + 1);
  });
});

describe('every behavioural paragraph of sections 11 and 12 has a sheet example on its page', () => {
  const embedded = new Map<string, string>();
  for (const page of readdirSync(PAGES).filter((f) => f.endsWith('.mdx'))) {
    for (const m of withoutCode(readFileSync(join(PAGES, page), 'utf8')).matchAll(/<SheetExample\s+id="([^"]+)"/g)) embedded.set(m[1], page);
  }
  const ids = files.map((f) => f.replace(/\.(ya?ml|json)$/, ''));
  const paragraphOf = (id: string) => id.split('-')[0];

  const paragraphs = SECTIONS.filter((s) => SHEET_SECTIONS.includes(s.number)).flatMap((s) => s.paragraphs.filter((p) => p.behaviour));
  test.each(paragraphs.map((p) => p.number))('%s has a sheet example embedded on its page', (number) => {
    const mine = ids.filter((id) => paragraphOf(id) === number);
    expect(mine, `no sheet example named ${number}-*.yaml in content/gress/sheets`).not.toEqual([]);
    const page = SECTIONS.find((s) => s.number === number.split('.')[0])!.page;
    for (const id of mine) expect(embedded.get(id), `${id} is not embedded on ${page}.mdx`).toBe(`${page}.mdx`);
  });

  test('every embedded sheet example exists', () => {
    const missing = [...embedded.keys()].filter((id) => !ids.includes(id));
    expect(missing).toEqual([]);
  });
});

const read = (name: string) => parseSheetExample(readFileSync(join(MALFORMED, name), 'utf8'), `fixtures/malformed-sheets/${name}`);

describe('a malformed sheet example names its file, entry and fault', () => {
  test.each([
    ['11.8-not-yaml.yaml', 'fixtures/malformed-sheets/11.8-not-yaml.yaml: not valid YAML'],
    ['11.8-unknown-player.yaml', 'fixtures/malformed-sheets/11.8-unknown-player.yaml: entry 2: game: "Bob" is not one of the players (Ana, Ben, Cem, Dia)'],
    ['11.8-bad-expectation.yaml', 'fixtures/malformed-sheets/11.8-bad-expectation.yaml: entry 1: expect: Unrecognized key: "total"'],
    ['11.8-game-and-misdeal.yaml', 'fixtures/malformed-sheets/11.8-game-and-misdeal.yaml: entry 2: give exactly one of "game" or "misdeal" (got 2)'],
    ['11.8-unknown-error-code.yaml', 'fixtures/malformed-sheets/11.8-unknown-error-code.yaml: entry 1: expectError: Invalid option'],
    ['11.8-expects-nothing.yaml', 'fixtures/malformed-sheets/11.8-expects-nothing.yaml: expect: a sheet example must expect something'],
    ['11.8-no-setup.yaml', 'fixtures/malformed-sheets/11.8-no-setup.yaml: file: give exactly one of "sheet" or "largeSheet" (got 0)'],
    ['11.8-bad-scribe.yaml', 'fixtures/malformed-sheets/11.8-bad-scribe.yaml: sheet: The scribe "Eve" is not one of the players (11.5).'],
    ['11.8-misdeal-by-table.yaml', 'fixtures/malformed-sheets/11.8-misdeal-by-table.yaml: entry 1: misdeal: on an ordinary sheet a misdeal is given by the dealer\'s name'],
    ['12-round-lines.yaml', 'fixtures/malformed-sheets/12-round-lines.yaml: expect.roundLines: a large sheet has no rounds'],
    ['12-misdeal-by-name.yaml', 'fixtures/malformed-sheets/12-misdeal-by-name.yaml: entry 2: misdeal: on a large sheet a misdeal is given by table'],
    ['12-seating-stranger.yaml', 'fixtures/malformed-sheets/12-seating-stranger.yaml: largeSheet.seatings.1: "Bob" is not one of the players'],
  ])('%s', (file, message) => {
    const r = read(file);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  test('a file whose name does not match its id is refused', () => {
    const text = readFileSync(join(MALFORMED, '11.8-wrong-expectations.yaml'), 'utf8');
    const r = parseSheetExample(text, 'elsewhere/other-name.yaml');
    expect(r.ok || r.error).toBe('elsewhere/other-name.yaml: id "11.8-wrong-expectations" does not match the file name other-name.yaml');
  });

  test('a paragraph that does not exist is refused', () => {
    const text = readFileSync(join(MALFORMED, '11.8-wrong-expectations.yaml'), 'utf8').replace('["11.8"]', '["11.8", "11.12"]');
    const r = parseSheetExample(text, 'fixtures/malformed-sheets/11.8-wrong-expectations.yaml');
    expect(r.ok || r.error).toBe('fixtures/malformed-sheets/11.8-wrong-expectations.yaml: paragraphs: 11.12 is not a paragraph of the rules');
  });
});

describe('an unmet expectation is reported, not hidden', () => {
  test('each failure names the file, the entry and what differed', () => {
    const r = read('11.8-wrong-expectations.yaml');
    if (!r.ok) throw new Error(r.error);
    expect(runSheetExample(r.example).failures).toEqual([
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: entry 1 (game 1): Dia\'s total: expected 6, got 5',
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: entry 2 (game 2): row 2: expected ["4","4","5","8"], got ["4","4","-","8"]',
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: entry 2 (game 2): next dealer: expected Ben, got Dia',
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: entry 3 (game 3): refused (no-winner): Nobody scored 0: the winner of a game scores 0 (11.8). If the game ended without a winner (10.1), say so.',
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: entry 4 (misdeal by Ben): expected it to be refused as sheet-ended, but it was refused as not-the-dealer: Only the dealer can misdeal, and Dia deals game 3 (11.6, 11.9).',
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: entry 5 (misdeal by Dia): expected the model to refuse it (not-the-dealer), but it was accepted',
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: final sheet: columns: expected Ana, Ben, Cem, Dia, got Ben, Cem, Dia, Ana',
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: final sheet: rows: expected 2 rows, got 3',
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: final sheet: lines after games: expected 2, got (none)',
      'fixtures/malformed-sheets/11.8-wrong-expectations.yaml: final sheet: dealer of game 13: the sheet runs to 12 games',
    ]);
  });

  test('a large sheet reports seats, dealers and seatings that cannot be', () => {
    const r = read('12-wrong-expectations.yaml');
    if (!r.ok) throw new Error(r.error);
    expect(runSheetExample(r.example).failures).toEqual([
      'fixtures/malformed-sheets/12-wrong-expectations.yaml: largeSheet.seatings.2: Every one of the 6 players takes exactly one seat (12).',
      'fixtures/malformed-sheets/12-wrong-expectations.yaml: entry 1 (game 1): dealers of game 1 (table 1 first): expected Ana, Dia, got Ana, Cem',
      'fixtures/malformed-sheets/12-wrong-expectations.yaml: largeSheet.seatings.5: the example never reaches game 5; it ends before game 2',
      'fixtures/malformed-sheets/12-wrong-expectations.yaml: final sheet: seating of game 4: the sheet has only reached game 2',
    ]);
  });
});
