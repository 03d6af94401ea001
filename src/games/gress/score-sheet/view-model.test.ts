/**
 * The score-sheet view model: storage, form parsing, where messages go, and the
 * status lines. Expected texts are worked out by hand from section 11.
 *
 * The example: Ana, Ben, Cem clockwise, Cem writes, so Ana deals game 1 and the
 * columns are Ana, Ben, Cem. In each round everyone wins once and pays 1 in the
 * other two games: 8 each after 12 games, a shared lowest total, one more round
 * (11.3). Games 13-15 score Ana 0/1/1, Ben 2/0/1, Cem 2/1/0: Ana 10, Ben 11, Cem 11.
 */
import { describe, expect, test } from 'vitest';
import { addGame, addMisdeal, createSheet, SheetErrorCode, type Sheet } from '../../../../engine/gress/rules/11-sheets';
import {
  csvFileName, enterGame, loadSession, newSession, parsePoints, placeProblems, pointsField, serialiseSession, sheetView,
  startSheet, statusView, STORAGE_KEY, withoutField,
} from './view-model';

function must(r: { ok: true; value: Sheet } | { ok: false; errors: readonly { message: string }[] }): Sheet {
  if (!r.ok) throw new Error(r.errors[0].message);
  return r.value;
}

const LEVEL = [[0, 1, 1], [1, 0, 1], [1, 1, 0]];
const EXTRA = [[0, 2, 2], [1, 0, 1], [1, 1, 0]];

function three(count: number): Sheet {
  let s = must(createSheet({ players: ['Ana', 'Ben', 'Cem'], scribe: 'Cem' }));
  const all = [...Array.from({ length: 12 }, (_, i) => LEVEL[i % 3]), ...EXTRA];
  for (const [a, b, c] of all.slice(0, count)) s = must(addGame(s, { points: { Ana: a, Ben: b, Cem: c } }));
  return s;
}

describe('stored session', () => {
  test('the key carries a version', () => {
    expect(STORAGE_KEY).toMatch(/v1$/);
  });

  test('round trip', () => {
    const session = { ...newSession(must(addMisdeal(three(5)))), number: 3, history: [{ number: 2, sheet: three(15) }] };
    expect(loadSession(serialiseSession(session))).toEqual({ kind: 'ok', session });
  });

  test.each([
    { name: 'nothing saved', raw: null, kind: 'empty' },
    { name: 'an empty string', raw: '', kind: 'empty' },
  ])('$name: empty', ({ raw, kind }) => {
    expect(loadSession(raw).kind).toBe(kind);
  });

  const good = JSON.parse(serialiseSession(newSession(three(2))));
  test.each([
    { name: 'not JSON', raw: '{"version":1,', says: /not valid JSON/ },
    { name: 'a number', raw: '42', says: /not a saved session/ },
    { name: 'another format', raw: JSON.stringify({ ...good, version: 2 }), says: /format 2.*format 1/ },
    { name: 'a game with two winners', raw: JSON.stringify({ ...good, sheet: { ...good.sheet, entries: [{ kind: 'game', points: [0, 0, 3], winner: 0 }] } }), says: /entry 1/ },
    { name: 'a bad sheet number', raw: JSON.stringify({ ...good, number: 0 }), says: /sheet number/ },
    { name: 'a damaged earlier sheet', raw: JSON.stringify({ ...good, history: [{ number: 1, sheet: { players: ['A'] } }] }), says: /earlier sheet 1/ },
  ])('$name: corrupt, with a reason', ({ raw, says }) => {
    const loaded = loadSession(raw);
    expect(loaded.kind).toBe('corrupt');
    expect(loaded.kind === 'corrupt' && loaded.message).toMatch(says);
  });
});

describe('forms', () => {
  test.each([
    { text: '', value: undefined },
    { text: '7', value: 7 },
    { text: ' 12 ', value: 12 },
    { text: '0', value: 0 },
    { text: '-3', value: -3 },
    { text: '2.5', value: 2.5 },
    { text: 'abc', value: Number.NaN },
    { text: '1e3', value: Number.NaN },
  ])('"$text" reads as $value', ({ text, value }) => {
    expect(parsePoints(text)).toEqual(value);
  });

  test('a negative number is refused next to its field, and the sheet is unchanged', () => {
    const s = three(1);
    const r = enterGame(s, { Ana: '-2', Ben: '0', Cem: '3' }, false);
    expect(r.sheet).toBeNull();
    expect(r.errors?.fields[pointsField('Ana')]).toMatch(/cannot be negative/);
    expect(r.errors?.form).toEqual([]);
  });

  test('two winners: one message above the buttons, both fields involved', () => {
    const r = enterGame(three(1), { Ana: '0', Ben: '0', Cem: '3' }, false);
    expect(r.errors?.form).toEqual(['Ana and Ben both scored 0, but a game has one winner (9.1).']);
    expect(r.errors?.involved).toEqual([pointsField('Ana'), pointsField('Ben')]);
  });

  test('an empty field is missing, text is not a whole number', () => {
    const r = enterGame(three(1), { Ana: '', Ben: 'x', Cem: '0' }, false);
    expect(Object.keys(r.errors?.fields ?? {})).toEqual([pointsField('Ana'), pointsField('Ben')]);
    expect(r.errors?.fields[pointsField('Ben')]).toMatch(/whole number/);
  });

  test('a good game is entered', () => {
    const r = enterGame(three(1), { Ana: '4', Ben: '0', Cem: '3' }, false);
    expect(r.sheet?.entries).toHaveLength(2);
  });

  test('the no-winner flag passes through (10.1)', () => {
    const r = enterGame(three(1), { Ana: '4', Ben: '1', Cem: '3' }, true);
    expect(r.sheet && sheetView(r.sheet).rows[1].noWinner).toBe(true);
  });

  test('setup problems go to their fields', () => {
    const dup = startSheet(['Ana', 'Ben', 'ana'], 'Ana');
    expect(dup.errors?.fields).toEqual({ 'player-2': expect.stringMatching(/already player 1/) });
    const scribe = startSheet(['Ana', 'Ben', 'Cem'], '');
    expect(scribe.errors?.fields.scribe).toMatch(/Choose the scribe/);
    const few = startSheet(['Ana', 'Ben'], 'Ana');
    expect(few.errors?.form[0]).toMatch(/at least 3 players/);
    expect(startSheet(['Ana', 'Ben', 'Cem'], 'Cem').sheet?.scribe).toBe(2);
  });

  test.each([
    { name: 'Ana', id: 'Ana' },
    { name: 'Ana Lee', id: 'Ana_20_Lee' },
    { name: 'Jörg', id: 'J_f6_rg' },
    { name: 'a_b', id: 'a_5f_b' },
  ])('"$name" in an element id: $id', ({ name, id }) => {
    expect(pointsField(name)).toBe(`points-${id}`);
  });

  test('editing a field clears its message only', () => {
    const errors = { fields: { a: 'x', b: 'y' }, form: ['z'], involved: [] };
    expect(withoutField(errors, 'a')).toEqual({ fields: { b: 'y' }, form: ['z'], involved: [] });
    expect(withoutField(errors, 'c')).toBe(errors);
  });

  test('a problem without players goes above the buttons', () => {
    expect(placeProblems([{ code: SheetErrorCode.SheetEnded, message: 'ended' }])).toEqual({ fields: {}, form: ['ended'], involved: [] });
  });
});

describe('status lines', () => {
  test.each([
    { games: 0, nextDealer: 'Ana deals game 1.', remaining: '12 of 12 games left.', round: 'Round 1 of 4.', extension: null, result: null },
    { games: 4, nextDealer: 'Ben deals game 5.', remaining: '8 of 12 games left.', round: 'Round 2 of 4.', extension: null, result: null },
    {
      games: 12, nextDealer: 'Ana deals game 13.', remaining: '3 of 15 games left.', round: 'Round 5 of 5.',
      extension: 'Ana, Ben and Cem shared the lowest total at the end of game 12: the sheet is extended by one round (11.3).', result: null,
    },
    {
      games: 15, nextDealer: null, remaining: 'All 15 games played.', round: 'Round 5 of 5.',
      extension: 'The lowest total was shared at the end of game 12, so the sheet was extended by 1 round (11.3).',
      result: 'The sheet has ended after 15 games. Ana wins with 10 penalty points (11.2).',
    },
  ])('after $games games', ({ games, ...expected }) => {
    expect(statusView(three(games))).toMatchObject({ ...expected, ended: games === 15 });
  });

  test('a pending misdeal is spelled out', () => {
    expect(statusView(must(addMisdeal(three(1)))).misdeals).toBe(
      'Ben misdealt: 4 penalty points per misdeal, noted as ! and added after the next game (11.9).',
    );
  });
});

describe('the sheet on screen', () => {
  test('rows, marks, words for screen readers, round lines', () => {
    const view = sheetView(must(addMisdeal(three(3))));
    expect(view.columns).toEqual([{ name: 'Ana', scribe: false }, { name: 'Ben', scribe: false }, { name: 'Cem', scribe: true }]);
    expect(view.rows.map((r) => r.cells.map((c) => c.text))).toEqual([['-', '1', '1'], ['1', '-', '2'], ['2', '2', '-'], ['!', '', '']]);
    expect(view.rows.map((r) => r.roundEnd)).toEqual([false, false, true, false]);
    expect(view.rows[3]).toMatchObject({ game: '4 (next)', pending: true, dealer: 'Ana' });
    expect(view.rows[0].cells[0]).toMatchObject({ label: 'Ana: won, total 0', dealer: true });
    expect(view.rows[3].cells[0].label).toBe('Ana: 1 misdeal');
    expect(view.totals).toEqual([2, 2, 2]);
  });

  test('file name for the CSV', () => {
    expect(csvFileName(three(0), 2)).toBe('gress-sheet-2-scribe-Cem.csv');
    expect(csvFileName(must(createSheet({ players: ['Jörg M.', 'B', 'C'], scribe: 'Jörg M.' })), 1)).toBe('gress-sheet-1-scribe-JörgM.csv');
  });
});
