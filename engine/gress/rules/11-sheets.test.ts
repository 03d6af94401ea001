/**
 * The score sheet of section 11. Every expected value below is worked out by
 * hand from the rules, never copied from the model's output.
 *
 * The main example: Ana, Ben, Cem, Dia sit clockwise; Ben is the scribe. So the
 * columns (11.7) are Cem, Dia, Ana, Ben, and Cem deals game 1 (11.6). Cem
 * misdeals before game 5 (11.9). After 12 games Ana and Cem share the lowest
 * total, 32, so the sheet gets one more round (11.3); after game 16 Cem leads
 * alone with 37 and wins (11.2).
 */
import { describe, expect, test } from 'vitest';
import { act, position } from '../test-helpers';
import {
  addGame, addMisdeal, baseSheetLength, columnOrder, createSheet, csvField, dealerOf, gameFromState, nextScribe,
  nextSheet, parseSheet, renderSheet, roundLength, sheetStatus, sheetToCsv, SheetErrorCode, toCsv, totalsAfter,
  undoLast, validateGame, type GameInput, type Sheet,
} from './11-sheets';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];

function sheet(players = PLAYERS, scribe = 'Ben'): Sheet {
  const r = createSheet({ players, scribe });
  if (!r.ok) throw new Error(r.errors[0].message);
  return r.value;
}

/** Points per game as [Ana, Ben, Cem, Dia]. */
const GAMES: readonly (readonly [number, number, number, number])[] = [
  [0, 5, 3, 7], [4, 0, 6, 2], [3, 8, 0, 1], [2, 3, 5, 0],
  [6, 0, 2, 4], [0, 7, 1, 3], [5, 2, 0, 6], [1, 4, 3, 0],
  [0, 2, 5, 4], [6, 0, 1, 3], [4, 5, 0, 2], [1, 0, 2, 5],
  // 11.3: the extra round
  [3, 2, 0, 4], [0, 3, 2, 1], [2, 0, 3, 2], [1, 2, 0, 3],
];

const input = ([a, b, c, d]: readonly number[]): GameInput => ({ points: { Ana: a, Ben: b, Cem: c, Dia: d } });

function must(r: ReturnType<typeof addGame>): Sheet {
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join(' / '));
  return r.value;
}

/** Plays games 1..count of GAMES, with Cem's misdeal before game 5. */
function played(count: number): Sheet {
  let s = sheet();
  GAMES.slice(0, count).forEach((points, i) => {
    if (i === 4) s = must(addMisdeal(s, 'Cem'));
    s = must(addGame(s, input(points)));
  });
  return s;
}

describe('11.1, 11.2: rounds and sheet length', () => {
  test.each([
    { players: 3, round: 3, length: 12 },
    { players: 4, round: 4, length: 12 },
    { players: 5, round: 5, length: 15 },
    { players: 6, round: 6, length: 12 },
    { players: 7, round: 7, length: 14 },
    { players: 8, round: 8, length: 16 },
    { players: 9, round: 9, length: 18 },
    { players: 12, round: 12, length: 12 },
    { players: 13, round: 13, length: 13 },
  ])('$players players: a round of $round games, a sheet of $length', ({ players, round, length }) => {
    expect(roundLength(players)).toBe(round);
    expect(baseSheetLength(players)).toBe(length);
  });
});

describe('11.6, 11.7: dealers and columns', () => {
  test('columns in dealing order, the scribe last (11.7)', () => {
    expect(columnOrder(sheet()).map((s) => PLAYERS[s])).toEqual(['Cem', 'Dia', 'Ana', 'Ben']);
    expect(renderSheet(sheet()).columns.map((c) => [c.name, c.scribe])).toEqual([['Cem', false], ['Dia', false], ['Ana', false], ['Ben', true]]);
  });

  test.each([
    { game: 1, dealer: 'Cem' }, { game: 2, dealer: 'Dia' }, { game: 3, dealer: 'Ana' }, { game: 4, dealer: 'Ben' },
    { game: 5, dealer: 'Cem' }, { game: 8, dealer: 'Ben' }, { game: 9, dealer: 'Cem' }, { game: 12, dealer: 'Ben' },
    { game: 13, dealer: 'Cem' }, { game: 16, dealer: 'Ben' },
  ])('game $game is dealt by $dealer', ({ game, dealer }) => {
    expect(PLAYERS[dealerOf(sheet(), game)]).toBe(dealer);
  });

  test.each([
    { after: 0, next: 'Cem' }, { after: 1, next: 'Dia' }, { after: 3, next: 'Ben' }, { after: 4, next: 'Cem' },
    { after: 7, next: 'Ben' }, { after: 11, next: 'Ben' }, { after: 12, next: 'Cem' }, { after: 15, next: 'Ben' },
  ])('after $after games $next deals next', ({ after, next }) => {
    const status = sheetStatus(played(after));
    expect(status.nextDealer === null ? null : PLAYERS[status.nextDealer]).toBe(next);
  });

  test('a misdeal does not move the deal on: the same dealer deals again (11.9)', () => {
    const s = must(addMisdeal(played(4)));
    expect(PLAYERS[sheetStatus(s).nextDealer!]).toBe('Cem');
  });
});

describe('11.8, 11.9: the notation of the main example', () => {
  // Cells in column order Cem, Dia, Ana, Ben; "-" for the game's winner.
  const ROWS = [
    { game: 1, cells: ['3', '7', '-', '5'], roundEnd: false },
    { game: 2, cells: ['9', '9', '4', '-'], roundEnd: false },
    { game: 3, cells: ['-', '10', '7', '13'], roundEnd: false },
    { game: 4, cells: ['14', '-', '9', '16'], roundEnd: true },
    // Cem's misdeal: a tally mark in game 5's row, and 14 + 2 + 4 = 20.
    { game: 5, cells: ['! 20', '14', '15', '-'], roundEnd: false },
    { game: 6, cells: ['21', '17', '-', '23'], roundEnd: false },
    { game: 7, cells: ['-', '23', '20', '25'], roundEnd: false },
    { game: 8, cells: ['24', '-', '21', '29'], roundEnd: true },
    { game: 9, cells: ['29', '27', '-', '31'], roundEnd: false },
    { game: 10, cells: ['30', '30', '27', '-'], roundEnd: false },
    { game: 11, cells: ['-', '32', '31', '36'], roundEnd: false },
    { game: 12, cells: ['32', '37', '32', '-'], roundEnd: true },
    { game: 13, cells: ['-', '41', '35', '38'], roundEnd: false },
    { game: 14, cells: ['34', '42', '-', '41'], roundEnd: false },
    { game: 15, cells: ['37', '44', '37', '-'], roundEnd: false },
    { game: 16, cells: ['-', '47', '38', '43'], roundEnd: true },
  ];
  const table = renderSheet(played(16));

  test.each(ROWS)('game $game: $cells', ({ game, cells, roundEnd }) => {
    const row = table.rows[game - 1];
    expect(row.game).toBe(game);
    expect(row.cells.map((c) => c.text)).toEqual(cells);
    expect(row.roundEnd).toBe(roundEnd);
  });

  test('a dash hides the winner\'s total but the cell still knows it; the misdeal is one tally mark', () => {
    expect(table.rows[0].cells[2]).toMatchObject({ winner: true, total: 0, text: '-' });
    expect(table.rows[4].cells[0]).toMatchObject({ misdeals: 1, total: 20 });
    expect(table.rows.flatMap((r) => r.cells).filter((c) => c.misdeals > 0)).toHaveLength(1);
  });

  test('totals in column order (Cem, Dia, Ana, Ben)', () => {
    expect(table.totals).toEqual([37, 47, 38, 43]);
    expect(totalsAfter(played(16))).toEqual([38, 43, 37, 47]);
  });

  test('a misdeal not yet followed by a game shows as a pending row with the tally only', () => {
    const pending = renderSheet(must(addMisdeal(played(4))));
    const last = pending.rows.at(-1)!;
    expect(last).toMatchObject({ game: 5, pending: true, roundEnd: false });
    expect(last.cells.map((c) => c.text)).toEqual(['!', '', '', '']);
    // Not added to the total before the game is played.
    expect(totalsAfter(must(addMisdeal(played(4))))).toEqual([9, 16, 14, 10]);
    expect(sheetStatus(must(addMisdeal(played(4)))).pendingMisdeals).toEqual([0, 0, 1, 0]);
  });

  test('two misdeals in a row: two tally marks, eight points, still the same dealer', () => {
    let s = must(addMisdeal(played(2)));
    s = must(addMisdeal(s, 'Ana'));
    s = must(addGame(s, input([0, 1, 1, 1])));
    // Before: Ana 4, Ben 5, Cem 9, Dia 9. Ana wins game 3 with 0 and pays 8 for the misdeals.
    expect(renderSheet(s).rows[2].cells.map((c) => c.text)).toEqual(['10', '10', '!! -', '6']);
    expect(totalsAfter(s)).toEqual([12, 6, 10, 10]);
  });
});

describe('11.2, 11.3: end of the sheet, extension by a round', () => {
  test.each([
    { games: 0, ended: false, length: 12, gamesLeft: 12, extensions: 0, round: 1 },
    { games: 4, ended: false, length: 12, gamesLeft: 8, extensions: 0, round: 2 },
    { games: 11, ended: false, length: 12, gamesLeft: 1, extensions: 0, round: 3 },
    // Ana and Cem both 32 after game 12: one more round.
    { games: 12, ended: false, length: 16, gamesLeft: 4, extensions: 1, round: 4 },
    // Cem leads alone after game 13, but the round is played out.
    { games: 13, ended: false, length: 16, gamesLeft: 3, extensions: 1, round: 4 },
    { games: 16, ended: true, length: 16, gamesLeft: 0, extensions: 1, round: 4 },
  ])('after $games games: ended $ended, $gamesLeft left of $length', ({ games, ...expected }) => {
    expect(sheetStatus(played(games))).toMatchObject({ gamesPlayed: games, baseLength: 12, ...expected });
  });

  test('tied leaders are reported, the winner only once the sheet has ended', () => {
    expect(sheetStatus(played(12))).toMatchObject({ winner: null, leaders: [0, 2] });
    expect(sheetStatus(played(16))).toMatchObject({ winner: 2, leaders: [2], nextDealer: null });
  });

  test('the extension repeats for as long as the tie holds at the end of a round', () => {
    // Three players, each round everyone wins once and pays 1 twice: always level.
    let s = sheet(['Ana', 'Ben', 'Cem'], 'Cem');
    const level = [[0, 1, 1], [1, 0, 1], [1, 1, 0]];
    const play = (p: readonly number[]) => (s = must(addGame(s, { points: { Ana: p[0], Ben: p[1], Cem: p[2] } })));
    for (let i = 0; i < 12; i++) play(level[i % 3]);
    expect(sheetStatus(s)).toMatchObject({ length: 15, extensions: 1, ended: false });
    for (let i = 12; i < 18; i++) play(level[i % 3]);
    expect(sheetStatus(s)).toMatchObject({ length: 21, extensions: 3, ended: false, totals: [12, 12, 12] });
    play([0, 2, 2]);
    play([1, 0, 1]);
    play([1, 1, 0]);
    expect(sheetStatus(s)).toMatchObject({ gamesPlayed: 21, length: 21, ended: true, winner: 0, totals: [14, 15, 15] });
  });
});

describe('11.5: the scribe', () => {
  test('the next sheet\'s scribe is the left neighbour, and everyone starts at zero', () => {
    const done = played(16);
    expect(PLAYERS[nextScribe(done)]).toBe('Cem');
    const next = nextSheet(done);
    expect(next.entries).toEqual([]);
    expect(columnOrder(next).map((s) => PLAYERS[s])).toEqual(['Dia', 'Ana', 'Ben', 'Cem']);
    expect(PLAYERS[sheetStatus(next).nextDealer!]).toBe('Dia');
    expect(PLAYERS[nextScribe(nextSheet(nextSheet(next)))]).toBe('Ben');
  });
});

describe('validation: bad input is refused with a code, nothing thrown', () => {
  test.each<{ name: string; points: Record<string, number>; code: SheetErrorCode; players: string[] }>([
    { name: 'negative points', points: { Ana: -1, Ben: 0, Cem: 3, Dia: 2 }, code: SheetErrorCode.NegativePoints, players: ['Ana'] },
    { name: 'a fraction', points: { Ana: 2.5, Ben: 0, Cem: 3, Dia: 2 }, code: SheetErrorCode.NotAnInteger, players: ['Ana'] },
    { name: 'not a number', points: { Ana: Number.NaN, Ben: 0, Cem: 3, Dia: 2 }, code: SheetErrorCode.NotAnInteger, players: ['Ana'] },
    { name: 'nobody with zero', points: { Ana: 1, Ben: 2, Cem: 3, Dia: 2 }, code: SheetErrorCode.NoWinner, players: PLAYERS },
    { name: 'two with zero', points: { Ana: 0, Ben: 0, Cem: 3, Dia: 2 }, code: SheetErrorCode.SeveralWinners, players: ['Ana', 'Ben'] },
    { name: 'an unknown player', points: { Ana: 0, Ben: 1, Cem: 3, Dia: 2, Eve: 4 }, code: SheetErrorCode.UnknownPlayer, players: ['Eve'] },
    { name: 'a missing player', points: { Ana: 0, Ben: 1, Cem: 3 }, code: SheetErrorCode.MissingPoints, players: ['Dia'] },
  ])('$name: $code', ({ points, code, players }) => {
    const s = played(3);
    const r = addGame(s, { points });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({ code, players });
    expect(r.errors[0].message).toMatch(/\w/);
    expect(validateGame(s, { points })[0].code).toBe(code);
  });

  test('10.1: a game without a winner must be flagged, and then nobody may have zero', () => {
    const s = played(1);
    const none = must(addGame(s, { points: { Ana: 2, Ben: 1, Cem: 3, Dia: 2 }, noWinner: true }));
    const row = renderSheet(none).rows[1];
    expect(row.noWinner).toBe(true);
    expect(row.cells.map((c) => c.text)).toEqual(['6', '9', '2', '6']);
    const r = addGame(s, { points: { Ana: 0, Ben: 1, Cem: 3, Dia: 2 }, noWinner: true });
    expect(!r.ok && r.errors[0]).toMatchObject({ code: SheetErrorCode.WinnerInGameWithoutWinner, players: ['Ana'] });
  });

  test.each([
    { name: 'two players', players: ['Ana', 'Ben'], scribe: 'Ana', code: SheetErrorCode.TooFewPlayers },
    { name: 'a duplicate name (case ignored)', players: ['Ana', 'Ben', 'ana'], scribe: 'Ana', code: SheetErrorCode.DuplicateName, index: 2 },
    { name: 'an empty name', players: ['Ana', ' ', 'Cem'], scribe: 'Ana', code: SheetErrorCode.EmptyName, index: 1 },
    { name: 'a very long name', players: ['Ana', 'B'.repeat(25), 'Cem'], scribe: 'Ana', code: SheetErrorCode.NameTooLong, index: 1 },
    { name: 'a scribe who does not play', players: ['Ana', 'Ben', 'Cem'], scribe: 'Eve', code: SheetErrorCode.UnknownPlayer, field: 'scribe' },
    { name: 'no scribe', players: ['Ana', 'Ben', 'Cem'], scribe: '', code: SheetErrorCode.UnknownPlayer, field: 'scribe' },
  ])('setup with $name: $code', ({ name: _name, players, scribe, code, ...where }) => {
    const r = createSheet({ players, scribe });
    expect(!r.ok && r.errors[0]).toMatchObject({ code, ...where });
  });

  test('names are trimmed; umlauts are fine', () => {
    const r = createSheet({ players: [' Jörg ', 'Ben', 'Cem'], scribe: 'Jörg' });
    expect(r.ok && r.value.players).toEqual(['Jörg', 'Ben', 'Cem']);
  });

  test('nothing is entered after the sheet has ended', () => {
    const done = played(16);
    const game = addGame(done, input([0, 1, 1, 1]));
    expect(!game.ok && game.errors[0].code).toBe(SheetErrorCode.SheetEnded);
    expect(!game.ok && game.errors[0].message).toMatch(/Cem won/);
    const misdeal = addMisdeal(done);
    expect(!misdeal.ok && misdeal.errors[0].code).toBe(SheetErrorCode.SheetEnded);
  });

  test('only the dealer misdeals (11.9), and only a player of the sheet', () => {
    const notDealer = addMisdeal(played(4), 'Ana');
    expect(!notDealer.ok && notDealer.errors[0]).toMatchObject({ code: SheetErrorCode.NotTheDealer, players: ['Ana'] });
    const unknown = addMisdeal(played(4), 'Eve');
    expect(!unknown.ok && unknown.errors[0].code).toBe(SheetErrorCode.UnknownPlayer);
  });

  test('undo takes back the last entry, game or misdeal', () => {
    expect(undoLast(played(5))).toEqual({ ok: true, value: must(addMisdeal(played(4))) });
    expect(undoLast(must(addMisdeal(played(4))))).toEqual({ ok: true, value: played(4) });
    const empty = undoLast(sheet());
    expect(!empty.ok && empty.errors[0].code).toBe(SheetErrorCode.NothingToUndo);
  });
});

describe('9.4 into 11.8: a finished engine game as a sheet entry', () => {
  test('the 9.4 example (Ana 0, Ben 8, Cem 2, Dia 8) is entered as a game Ana won', () => {
    let state = position({
      hands: { Ana: ['QS'], Ben: ['9C', 'KD', '7H'], Cem: ['AH', 'TD'], Dia: ['JC', '8D', '7S', 'QH'] },
      markes: { Ben: 'AC', Dia: '9S' },
      playPile: [{ card: '9D', by: 'Dia', as: 'opening' }, { card: '8S', by: 'Ben', as: 'throw' }],
      toMove: 'Ana',
    });
    const unscored = gameFromState(state);
    expect(!unscored.ok && unscored.errors[0].code).toBe(SheetErrorCode.GameNotScored);
    for (const text of ['Ana play QS', 'Ben lay down', 'Cem lay down', 'Dia lay down']) state = act(state, text).state;
    const entry = gameFromState(state);
    expect(entry).toEqual({ ok: true, value: { points: { Ana: 0, Ben: 8, Cem: 2, Dia: 8 } } });
    if (!entry.ok) return;
    const s = must(addGame(sheet(), entry.value));
    expect(renderSheet(s).rows[0].cells.map((c) => c.text)).toEqual(['2', '8', '-', '8']);
  });

  test('a scored game without a winner (10.1) is flagged so', () => {
    expect(gameFromState({ players: ['Ana', 'Ben', 'Cem'], penalties: [3, 1, 2], winner: null })).toEqual({
      ok: true, value: { points: { Ana: 3, Ben: 1, Cem: 2 }, noWinner: true },
    });
  });
});

describe('CSV', () => {
  test.each([
    { name: 'plain', field: 'Ana', csv: 'Ana' },
    { name: 'a comma', field: 'Ana, Jr', csv: '"Ana, Jr"' },
    { name: 'a quote', field: 'Ben "B"', csv: '"Ben ""B"""' },
    { name: 'a line break', field: 'a\nb', csv: '"a\nb"' },
  ])('RFC 4180 field with $name', ({ field, csv }) => {
    expect(csvField(field)).toBe(csv);
  });

  test('records end with CRLF', () => {
    expect(toCsv([['a', 'b'], ['1', '2']])).toBe('a,b\r\n1,2\r\n');
  });

  test('the sheet: seating, labelled columns per player in column order (points, misdeal points, running total), a total line', () => {
    // Worked by hand from GAMES: Ben writes, so Cem deals game 1 and the columns run Cem, Dia, Ana, Ben (11.6, 11.7);
    // Cem's misdeal before game 5 costs him 4 points with that game (11.9).
    const csv = sheetToCsv(played(5)).split('\r\n');
    const player = (n: string) => `${n}: points,${n}: misdeal points,${n}: total`;
    expect(csv).toEqual([
      'Seating order (clockwise),Ana,Ben,Cem,Dia',
      `Game,Round,Dealer,Winner,${['Cem', 'Dia', 'Ana', 'Ben'].map(player).join(',')}`,
      '1,1,Cem,Ana,3,0,3,7,0,7,0,0,0,5,0,5',
      '2,1,Dia,Ben,6,0,9,2,0,9,4,0,4,0,0,5',
      '3,1,Ana,Cem,0,0,9,1,0,10,3,0,7,8,0,13',
      '4,1,Ben,Dia,5,0,14,0,0,10,2,0,9,3,0,16',
      '5,2,Cem,Ben,2,4,20,4,0,14,6,0,15,0,0,16',
      'Total,,,,16,4,20,14,0,14,15,0,15,16,0,16',
      '',
    ]);
  });

  test('a misdeal noted for the next game has a row of its own, counted once that game is entered', () => {
    // Cem deals game 5 and misdeals (11.9): 4 points noted for him, charged when game 5 is entered.
    const csv = sheetToCsv(must(addMisdeal(played(4), 'Cem'))).split('\r\n');
    expect(csv[csv.length - 3]).toBe(',2,Cem,,,4,,,0,,,0,,,0,');
    expect(csv[csv.length - 2]).toBe('Total,,,,14,0,14,10,0,10,9,0,9,16,0,16');
  });

  test('a name a spreadsheet would run as a formula is defused; quoting still applies', () => {
    const s = sheet(['=SUM(A1)', 'Ben, Jr', 'Cem'], 'Cem');
    expect(sheetToCsv(s).split('\r\n')[0]).toBe(`Seating order (clockwise),'=SUM(A1),"Ben, Jr",Cem`);
    expect(sheetToCsv(s).split('\r\n')[1]).toMatch(/^Game,Round,Dealer,Winner,'=SUM\(A1\): points,/);
  });
});

describe('stored sheets', () => {
  test('a sheet survives JSON and is replayed through the checks', () => {
    const s = must(addMisdeal(played(9)));
    expect(parseSheet(JSON.parse(JSON.stringify(s)))).toEqual({ ok: true, value: s });
  });

  test.each([
    { name: 'not an object', data: 'hello' },
    { name: 'players not names', data: { players: [1, 2, 3], scribe: 0, entries: [] } },
    { name: 'scribe out of range', data: { players: PLAYERS, scribe: 9, entries: [] } },
    { name: 'entries not a list', data: { players: PLAYERS, scribe: 1, entries: {} } },
    { name: 'too few players', data: { players: ['Ana', 'Ben'], scribe: 0, entries: [] } },
    { name: 'a game with two winners', data: { players: PLAYERS, scribe: 1, entries: [{ kind: 'game', points: [0, 0, 1, 2], winner: 0 }] } },
    { name: 'a game with the wrong winner', data: { players: PLAYERS, scribe: 1, entries: [{ kind: 'game', points: [0, 1, 1, 2], winner: 1 }] } },
    { name: 'a misdeal by a non-dealer', data: { players: PLAYERS, scribe: 1, entries: [{ kind: 'misdeal', dealer: 0 }] } },
    { name: 'an unknown entry', data: { players: PLAYERS, scribe: 1, entries: [{ kind: 'party' }] } },
    { name: 'points as text', data: { players: PLAYERS, scribe: 1, entries: [{ kind: 'game', points: ['0', 1, 1, 2], winner: 0 }] } },
  ])('refuses $name', ({ data }) => {
    const r = parseSheet(data);
    expect(!r.ok && r.errors[0].code).toBe(SheetErrorCode.InvalidData);
  });
});
