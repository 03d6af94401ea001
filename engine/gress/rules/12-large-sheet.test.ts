/**
 * The large sheet of section 12. Expected values are worked out by hand.
 *
 * The main example: six players at two tables of three (seats 1-3 and 4-6),
 * Ada writes. The seatings are entered by hand so the example can be followed
 * on paper: game g seats the list Ada, Bo, Cy, Di, Ed, Fe turned by g - 1
 * places (game 2: Bo, Cy, Di | Ed, Fe, Ada). At each table the player on
 * seat 1 or 4 deals (lowest seat number) and, in games 1-13, wins with 0; the
 * next seat scores 1, the next 2. Over six games everyone sits once on every
 * seat, so everyone gains 6 per six games. Fe misdeals before game 3 (+4).
 *
 * After game 11: Ada 11, Bo 10, Cy 12, Di 11, Ed 10, Fe 16 (game 12 seats like game 6).
 * After game 12: Ada, Bo, Cy, Di, Ed 12 each, Fe 16: shared, one game more.
 * Game 13 (seated as game 1): Ada 12, Bo 13, Cy 14, Di 12, Ed 13, Fe 18: shared.
 * Game 14 (seated as game 2: Bo, Cy, Di | Ed, Fe, Ada), points Bo 0, Cy 1, Di 3,
 * Ed 0, Fe 1, Ada 2: Ada 14, Bo 13, Cy 15, Di 15, Ed 13, Fe 19: Bo and Ed share.
 * Game 15 (Cy, Di, Ed | Fe, Ada, Bo), points Cy 0, Di 1, Ed 2, Fe 0, Ada 2, Bo 1:
 * Ada 16, Bo 14, Cy 15, Di 16, Ed 15, Fe 19. Bo alone lowest: the sheet ends.
 */
import { describe, expect, test } from 'vitest';
import { SheetErrorCode, type SheetResult } from './11-sheets';
import {
  addLargeGame, addLargeMisdeal, createLargeSheet, drawSeating, largeColumnOrder, largeSheetStatus, largeSheetToCsv,
  largeTotalsAfter, renderLargeSheet, seatingOf, setNextSeating, tablesForGame, tablesOf, undoLargeLast,
  type LargeSheet,
} from './12-large-sheet';

const SIX = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fe'];

function must<T>(r: SheetResult<T>): T {
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join(' / '));
  return r.value;
}

const fresh = (seed = 1): LargeSheet => must(createLargeSheet({ players: SIX, tables: [3, 3], scribe: 'Ada', seed }));

/** Game g's hand-drawn seating: the list turned by g - 1 places. */
const turned = (game: number) => SIX.map((_, k) => SIX[(k + game - 1) % 6]);

/** Seat-order points for games 1-13: seats 1-6 score 0, 1, 2, 0, 1, 2. */
const BY_SEAT = [0, 1, 2, 0, 1, 2];

function pointsBySeat(game: number, bySeat: readonly number[]): Record<string, number> {
  return Object.fromEntries(turned(game).map((name, k) => [name, bySeat[k]]));
}

function played(count: number): LargeSheet {
  let s = fresh();
  const extra: Record<number, readonly number[]> = { 14: [0, 1, 3, 0, 1, 2], 15: [0, 1, 2, 0, 2, 1] };
  for (let game = 1; game <= count; game++) {
    s = must(setNextSeating(s, turned(game)));
    if (game === 3) s = must(addLargeMisdeal(s, 2));
    s = must(addLargeGame(s, { points: pointsBySeat(game, extra[game] ?? BY_SEAT) }));
  }
  return s;
}

describe('12: tables, seats and dealers', () => {
  test('seats are numbered across the tables; the lowest seat at each table deals', () => {
    expect(tablesOf([4, 0, 2, 5, 1, 3, 6], [4, 3])).toEqual([
      { table: 1, seats: [{ seat: 1, player: 4 }, { seat: 2, player: 0 }, { seat: 3, player: 2 }, { seat: 4, player: 5 }], dealer: 4 },
      { table: 2, seats: [{ seat: 5, player: 1 }, { seat: 6, player: 3 }, { seat: 7, player: 6 }], dealer: 1 },
    ]);
  });

  test.each([
    { game: 1, dealers: ['Ada', 'Di'] },
    { game: 2, dealers: ['Bo', 'Ed'] },
    { game: 3, dealers: ['Cy', 'Fe'] },
    { game: 6, dealers: ['Fe', 'Cy'] },
  ])('game $game (hand-drawn): dealers $dealers', ({ game, dealers }) => {
    const s = must(setNextSeating(played(game - 1), turned(game)));
    expect(tablesForGame(s, game).map((t) => SIX[t.dealer])).toEqual(dealers);
  });

  test('the seed draws a full seating before every game, the same one every time, no Math.random', () => {
    const s = fresh(20061020);
    const draws = Array.from({ length: 12 }, (_, i) => drawSeating(s, i + 1));
    for (const d of draws) expect([...d].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(drawSeating(fresh(20061020), 5)).toEqual(draws[4]);
    expect(new Set(draws.map((d) => d.join())).size).toBeGreaterThan(1);
    // Without a hand-drawn seating the seed decides, and the dealers follow from it.
    expect(seatingOf(s, 3)).toEqual(draws[2]);
    expect(tablesForGame(s, 3).map((t) => t.dealer)).toEqual([draws[2][0], draws[2][3]]);
  });

  test('the columns are the first game\'s seating by seat number', () => {
    const s = fresh(7);
    expect(largeColumnOrder(s)).toEqual(drawSeating(s, 1));
    expect(renderLargeSheet(must(setNextSeating(fresh(), ['Fe', 'Ed', 'Di', 'Cy', 'Bo', 'Ada']))).columns.map((c) => c.name))
      .toEqual(['Fe', 'Ed', 'Di', 'Cy', 'Bo', 'Ada']);
  });

  test('the scribe is independent of the seats', () => {
    expect(played(3).scribe).toBe(0);
  });
});

describe('12 with 11.8, 11.9: the notation of the main example', () => {
  // Columns: Ada, Bo, Cy, Di, Ed, Fe (game 1's seating).
  const ROWS = [
    { game: 1, cells: ['-', '1', '2', '-', '1', '2'] },
    { game: 2, cells: ['2', '-', '3', '2', '-', '3'] },
    // Game 3: Cy, Di, Ed | Fe, Ada, Bo; Fe won table 2 after misdealing there: 3 + 0 + 4.
    { game: 3, cells: ['3', '3', '-', '3', '3', '! -'] },
    { game: 13, cells: ['-', '13', '14', '-', '13', '18'] },
    { game: 14, cells: ['14', '-', '15', '15', '-', '19'] },
    { game: 15, cells: ['16', '14', '-', '16', '15', '-'] },
  ];
  const table = renderLargeSheet(played(15));

  test.each(ROWS)('game $game: $cells', ({ game, cells }) => {
    expect(table.rows[game - 1].cells.map((c) => c.text)).toEqual(cells);
  });

  test('each cell knows the seat its player had, the total behind a dash and the misdeal', () => {
    expect(table.rows[2].cells[5]).toMatchObject({ seat: 4, winner: true, total: 7, misdeals: 1 });
    expect(table.rows[1].cells.map((c) => c.seat)).toEqual([6, 1, 2, 3, 4, 5]);
    expect(table.totals).toEqual([16, 14, 15, 16, 15, 19]);
  });
});

describe('12: twelve games, then single games while the lowest total is shared', () => {
  test.each([
    { games: 11, length: 12, gamesLeft: 1, extraGames: 0, ended: false, totals: [11, 10, 12, 11, 10, 16] },
    { games: 12, length: 13, gamesLeft: 1, extraGames: 1, ended: false, totals: [12, 12, 12, 12, 12, 16] },
    { games: 13, length: 14, gamesLeft: 1, extraGames: 2, ended: false, totals: [12, 13, 14, 12, 13, 18] },
    { games: 14, length: 15, gamesLeft: 1, extraGames: 3, ended: false, totals: [14, 13, 15, 15, 13, 19] },
    { games: 15, length: 15, gamesLeft: 0, extraGames: 3, ended: true, totals: [16, 14, 15, 16, 15, 19] },
  ])('after $games games: $gamesLeft left of $length', ({ games, ...expected }) => {
    expect(largeSheetStatus(played(games))).toMatchObject({ gamesPlayed: games, ...expected });
  });

  test('Bo wins; nothing is entered after the end', () => {
    const done = played(15);
    expect(largeSheetStatus(done)).toMatchObject({ winner: 1, nextTables: null });
    const r = addLargeGame(done, { points: pointsBySeat(16, BY_SEAT) });
    expect(!r.ok && r.errors[0].code).toBe(SheetErrorCode.SheetEnded);
    expect(largeTotalsAfter(done, 2)).toEqual([2, 1, 3, 2, 1, 3]);
  });
});

describe('12: validation', () => {
  const s = must(setNextSeating(fresh(), turned(1)));
  test.each([
    { name: 'two winners at one table', bySeat: [0, 0, 2, 0, 1, 2], code: SheetErrorCode.SeveralWinners, players: ['Ada', 'Bo'] },
    { name: 'no winner at table 2', bySeat: [0, 1, 2, 3, 1, 2], code: SheetErrorCode.NoWinner, players: ['Di', 'Ed', 'Fe'] },
    { name: 'negative points', bySeat: [0, -1, 2, 0, 1, 2], code: SheetErrorCode.NegativePoints, players: ['Bo'] },
  ])('$name: $code', ({ bySeat, code, players }) => {
    const r = addLargeGame(s, { points: pointsBySeat(1, bySeat) });
    expect(!r.ok && r.errors[0]).toMatchObject({ code, players });
  });

  test('10.1 at one table: flagged, that table has no dash', () => {
    const r = must(addLargeGame(s, { points: pointsBySeat(1, [0, 1, 2, 3, 1, 2]), noWinnerAt: [2] }));
    expect(renderLargeSheet(r).rows[0].cells.map((c) => c.text)).toEqual(['-', '1', '2', '3', '1', '2']);
    expect(r.entries[0]).toMatchObject({ winners: [0, null] });
  });

  test('an unknown player', () => {
    const r = addLargeGame(s, { points: { ...pointsBySeat(1, BY_SEAT), Eve: 3 } });
    expect(!r.ok && r.errors[0]).toMatchObject({ code: SheetErrorCode.UnknownPlayer, players: ['Eve'] });
  });

  test.each([
    { name: 'one table', tables: [6], code: SheetErrorCode.TooFewTables },
    { name: 'a table of two', tables: [4, 2], code: SheetErrorCode.TableTooSmall },
    { name: 'seats for five', tables: [3, 2], code: SheetErrorCode.TableTooSmall },
    { name: 'seats for seven', tables: [4, 3], code: SheetErrorCode.SeatsMismatch },
  ])('setup with $name: $code', ({ tables, code }) => {
    const r = createLargeSheet({ players: SIX, tables, scribe: 'Ada', seed: 1 });
    expect(!r.ok && r.errors.map((e) => e.code)).toContain(code);
  });

  test('a hand-drawn seating must seat everyone once, and not after a misdeal in the old one', () => {
    const twice = setNextSeating(fresh(), ['Ada', 'Ada', 'Cy', 'Di', 'Ed', 'Fe']);
    expect(!twice.ok && twice.errors[0].code).toBe(SheetErrorCode.InvalidSeating);
    const stranger = setNextSeating(fresh(), ['Eve', 'Bo', 'Cy', 'Di', 'Ed', 'Fe']);
    expect(!stranger.ok && stranger.errors[0]).toMatchObject({ code: SheetErrorCode.UnknownPlayer, players: ['Eve'] });
    const afterMisdeal = setNextSeating(must(addLargeMisdeal(s, 1)), turned(2));
    expect(!afterMisdeal.ok && afterMisdeal.errors[0].code).toBe(SheetErrorCode.InvalidSeating);
    const noTable = addLargeMisdeal(s, 3);
    expect(!noTable.ok && noTable.errors[0].code).toBe(SheetErrorCode.UnknownTable);
  });

  test('undo takes back the last entry', () => {
    const r = must(undoLargeLast(played(3)));
    expect(r.entries.map((e) => e.kind)).toEqual(['game', 'game', 'misdeal']);
    expect(r.entries[2]).toMatchObject({ table: 2, dealer: 5 });
  });
});

describe('12: CSV', () => {
  test('header in column order, one record per game, no round lines', () => {
    expect(largeSheetToCsv(played(2)).split('\r\n')).toEqual([
      'Game,Ada,Bo,Cy,Di,Ed,Fe',
      '1,-,1,2,-,1,2',
      '2,2,-,3,2,-,3',
      'Total,2,1,3,2,1,3',
      '',
    ]);
  });
});
