/**
 * Section 12: the large sheet (Großzettel). Several tables play at once; the
 * seats are numbered consecutively across the tables, and before every game
 * the players are drawn onto the seats afresh. There are no rounds: twelve
 * games, then single extra games while the lowest total is shared. Everything
 * else of section 11 (penalty points, misdeals, the notation) carries over.
 */
import { shuffle } from '../../core/prng';
import { msg } from '../messages';
import { MIN_PLAYERS } from './2-table';
import {
  checkNames, leaders, MIN_SHEET_GAMES, MISDEAL_POINTS, safeName, SheetErrorCode, sheetProblem, toCsv,
  type SheetProblem, type SheetResult,
  runningTotals,
} from './11-sheets';

/** Index into the large sheet's player list (the order names were entered in, not a seating). */
export type PlayerId = number;

export interface LargeSheetSetup {
  readonly players: readonly string[];
  /** Seats per table, in seat-number order: [4, 3] means seats 1-4 and 5-7. */
  readonly tables: readonly number[];
  /** Whoever writes the sheet; not tied to a seat (12). */
  readonly scribe: string;
  /** Seeds every seating draw of this sheet. */
  readonly seed: number;
}

export interface LargeGameEntry {
  readonly kind: 'game';
  /** Penalty points by player id, without misdeal points. */
  readonly points: readonly number[];
  /** One winner per table (the player with 0 there); null where that table's game had none (10.1). */
  readonly winners: readonly (PlayerId | null)[];
}

export interface LargeMisdealEntry {
  readonly kind: 'misdeal';
  /** 11.9 at one table: its dealer pays and deals again. Tables are numbered from 1. */
  readonly table: number;
  readonly dealer: PlayerId;
}

export type LargeSheetEntry = LargeGameEntry | LargeMisdealEntry;

export interface LargeSheet {
  readonly players: readonly string[];
  readonly tables: readonly number[];
  readonly scribe: PlayerId;
  readonly seed: number;
  readonly entries: readonly LargeSheetEntry[];
  /**
   * Seatings drawn by hand (lots at the table) instead of from the seed, by
   * game: index g - 1 for game g; a missing or null slot means the seed's draw.
   */
  readonly seatings: readonly (readonly PlayerId[] | null)[];
}

export interface LargeGameInput {
  readonly points: Readonly<Record<string, number>>;
  /** 10.1: tables (numbered from 1) whose game ended without a winner. */
  readonly noWinnerAt?: readonly number[];
}

/** One table in one game: its seats by number and who sits there. */
export interface TableSeating {
  /** From 1. */
  readonly table: number;
  readonly seats: readonly { readonly seat: number; readonly player: PlayerId }[];
  /** 12: the player on the lowest seat number deals. */
  readonly dealer: PlayerId;
}

const ok = <T>(value: T): SheetResult<T> => ({ ok: true, value });
const fail = <T>(...errors: SheetProblem[]): SheetResult<T> => ({ ok: false, errors });

/** 12: the tables are fixed and every seat is numbered, from 1, across all tables. */
export function createLargeSheet(setup: LargeSheetSetup): SheetResult<LargeSheet> {
  const problems = checkNames(setup.players);
  const players = setup.players.map((name) => name.trim());
  if (setup.tables.length < 2) {
    problems.push(sheetProblem(SheetErrorCode.TooFewTables, msg('large.tooFewTables', {}), { field: 'players' }));
  }
  setup.tables.forEach((size, i) => {
    if (!Number.isInteger(size) || size < MIN_PLAYERS) {
      problems.push(sheetProblem(SheetErrorCode.TableTooSmall, msg('large.tableTooSmall', { table: i + 1, size, min: MIN_PLAYERS }), { field: 'players' }));
    }
  });
  const seats = setup.tables.reduce((a, b) => a + b, 0);
  if (seats !== players.length) {
    problems.push(sheetProblem(SheetErrorCode.SeatsMismatch, msg('large.seatsMismatch', { seats, players: players.length }), { field: 'players' }));
  }
  const scribe = players.indexOf(setup.scribe.trim());
  if (scribe < 0) problems.push(sheetProblem(SheetErrorCode.UnknownPlayer, msg('sheet.scribeUnknown', { scribe: setup.scribe.trim() }), { field: 'scribe' }));
  if (!Number.isInteger(setup.seed)) problems.push(sheetProblem(SheetErrorCode.NotAnInteger, msg('large.seedNotInteger', {})));
  return problems.length > 0 ? fail(...problems) : ok({ players, tables: [...setup.tables], scribe, seed: setup.seed >>> 0, entries: [], seatings: [] });
}

/** 12: the seed of the draw before game `game` (from 1): a different, reproducible draw for every game of the sheet. */
export function seatingSeed(seed: number, game: number): number {
  return (seed ^ Math.imul(game, 0x9e3779b9)) >>> 0;
}

/** 12: before each game the players are drawn onto the seats; index k holds the player on seat k + 1. */
export function drawSeating(sheet: LargeSheet, game: number): PlayerId[] {
  return shuffle(sheet.players.map((_, id) => id), seatingSeed(sheet.seed, game));
}

/** 12: the seating of game `game` (from 1): the one drawn by hand if it was entered, else the seed's draw. */
export function seatingOf(sheet: LargeSheet, game: number): readonly PlayerId[] {
  return sheet.seatings[game - 1] ?? drawSeating(sheet, game);
}

/**
 * 12: enters the seating of the next game as drawn by hand: names in seat-number
 * order. Refused once a misdeal has been noted for that game (it was dealt in
 * the other seating: undo it first) and after the sheet has ended.
 */
export function setNextSeating(sheet: LargeSheet, names: readonly string[]): SheetResult<LargeSheet> {
  const status = largeSheetStatus(sheet);
  if (status.ended) return fail(sheetProblem(SheetErrorCode.SheetEnded, msg('large.endedNoSeating', {})));
  if (sheet.entries.at(-1)?.kind === 'misdeal') {
    return fail(sheetProblem(SheetErrorCode.InvalidSeating, msg('large.misdealNoted', {})));
  }
  const ids = names.map((name) => sheet.players.indexOf(name.trim()));
  const unknown = names.filter((_, k) => ids[k] < 0);
  if (unknown.length > 0) return fail(sheetProblem(SheetErrorCode.UnknownPlayer, msg('large.unknownPlayers', { names: unknown }), { players: unknown }));
  if (names.length !== sheet.players.length || new Set(ids).size !== ids.length) {
    return fail(sheetProblem(SheetErrorCode.InvalidSeating, msg('large.seatEach', { players: sheet.players.length })));
  }
  const game = status.gamesPlayed + 1;
  const filled = Array.from({ length: Math.max(sheet.seatings.length, game) }, (_, i) => sheet.seatings[i] ?? null);
  filled[game - 1] = ids;
  return ok({ ...sheet, seatings: filled });
}

/**
 * 12: splits a seating into tables by seat number; at each table the player
 * on the lowest seat number deals.
 */
export function tablesOf(seating: readonly PlayerId[], tables: readonly number[]): TableSeating[] {
  let first = 0;
  return tables.map((size, i) => {
    const seats = seating.slice(first, first + size).map((player, k) => ({ seat: first + k + 1, player }));
    first += size;
    return { table: i + 1, seats, dealer: seats[0].player };
  });
}

/** 12: who sits where, at which table, and who deals there, in game `game` (from 1). */
export function tablesForGame(sheet: LargeSheet, game: number): TableSeating[] {
  return tablesOf(seatingOf(sheet, game), sheet.tables);
}

/** 12: the columns are the players in seat-number order of the first game's draw. */
export function largeColumnOrder(sheet: LargeSheet): PlayerId[] {
  return [...seatingOf(sheet, 1)];
}

function gameEntries(sheet: LargeSheet): LargeGameEntry[] {
  return sheet.entries.filter((e): e is LargeGameEntry => e.kind === 'game');
}

/** 12 with 11.9: totals after `count` games, by player id; misdeals count after the game that follows them (11.9). */
export function largeTotalsAfter(sheet: LargeSheet, count = gameEntries(sheet).length): number[] {
  return runningTotals(sheet.players.length, sheet.entries, count);
}

/** 12: twelve games, then one single game more for as long as the lowest total is shared. */
export function largeSheetLength(sheet: LargeSheet): number {
  const played = gameEntries(sheet).length;
  let length = MIN_SHEET_GAMES;
  while (played >= length && leaders(largeTotalsAfter(sheet, length)).length > 1) length++;
  return length;
}

export interface LargeSheetStatus {
  readonly gamesPlayed: number;
  readonly length: number;
  /** Single games added because of a shared lowest total. */
  readonly extraGames: number;
  readonly gamesLeft: number;
  readonly ended: boolean;
  readonly winner: PlayerId | null;
  readonly totals: readonly number[];
  /** The next game's tables and dealers; null once ended. */
  readonly nextTables: readonly TableSeating[] | null;
}

/** 12: where the large sheet stands. */
export function largeSheetStatus(sheet: LargeSheet): LargeSheetStatus {
  const played = gameEntries(sheet).length;
  const length = largeSheetLength(sheet);
  const totals = largeTotalsAfter(sheet);
  const ended = played >= length;
  return {
    gamesPlayed: played, length, extraGames: length - MIN_SHEET_GAMES, gamesLeft: Math.max(0, length - played), ended,
    winner: ended ? leaders(totals)[0] : null, totals, nextTables: ended ? null : tablesForGame(sheet, played + 1),
  };
}

/** 12 with 9.1: checks one game of all tables; each table has its own winner, unless its game ended without one (10.1). */
export function validateLargeGame(sheet: LargeSheet, input: LargeGameInput): SheetProblem[] {
  const status = largeSheetStatus(sheet);
  if (status.ended || !status.nextTables) {
    return [sheetProblem(SheetErrorCode.SheetEnded, msg('large.ended', { games: status.length }))];
  }
  const problems: SheetProblem[] = [];
  const known = new Set(sheet.players);
  for (const name of Object.keys(input.points)) {
    if (!known.has(name)) problems.push(sheetProblem(SheetErrorCode.UnknownPlayer, msg('sheet.unknownPlayer', { name }), { players: [name] }));
  }
  for (const name of sheet.players) {
    const points = Object.prototype.hasOwnProperty.call(input.points, name) ? input.points[name] : undefined;
    if (points === undefined) problems.push(sheetProblem(SheetErrorCode.MissingPoints, msg('sheet.missingPoints', { name, large: true }), { players: [name] }));
    else if (typeof points !== 'number' || !Number.isSafeInteger(points)) problems.push(sheetProblem(SheetErrorCode.NotAnInteger, msg('sheet.notInteger', { name }), { players: [name] }));
    else if (points < 0) problems.push(sheetProblem(SheetErrorCode.NegativePoints, msg('sheet.negative', { name }), { players: [name] }));
  }
  if (problems.length > 0) return problems;
  const noWinner = new Set(input.noWinnerAt ?? []);
  for (const table of status.nextTables) {
    const names = table.seats.map((s) => sheet.players[s.player]);
    const zeros = names.filter((name) => input.points[name] === 0);
    if (noWinner.has(table.table)) {
      if (zeros.length > 0) problems.push(sheetProblem(SheetErrorCode.WinnerInGameWithoutWinner, msg('large.winnerWithoutWinner', { table: table.table, names: zeros }), { players: zeros }));
    } else if (zeros.length === 0) {
      problems.push(sheetProblem(SheetErrorCode.NoWinner, msg('large.noWinner', { table: table.table }), { players: names }));
    } else if (zeros.length > 1) {
      problems.push(sheetProblem(SheetErrorCode.SeveralWinners, msg('large.severalWinners', { table: table.table, names: zeros }), { players: zeros }));
    }
  }
  return problems;
}

/** 12: enters one game of all tables. */
export function addLargeGame(sheet: LargeSheet, input: LargeGameInput): SheetResult<LargeSheet> {
  const problems = validateLargeGame(sheet, input);
  if (problems.length > 0) return fail(...problems);
  const points = sheet.players.map((name) => input.points[name]);
  const noWinner = new Set(input.noWinnerAt ?? []);
  const winners = largeSheetStatus(sheet).nextTables!.map((t) =>
    noWinner.has(t.table) ? null : t.seats.find((s) => points[s.player] === 0)!.player,
  );
  return ok({ ...sheet, entries: [...sheet.entries, { kind: 'game', points, winners }] });
}

/** 12 with 11.4: takes back the last entry, a game or a misdeal; seatings entered by hand stay. */
export function undoLargeLast(sheet: LargeSheet): SheetResult<LargeSheet> {
  if (sheet.entries.length === 0) return fail(sheetProblem(SheetErrorCode.NothingToUndo, msg('sheet.nothingToUndo', {})));
  return ok({ ...sheet, entries: sheet.entries.slice(0, -1) });
}

/** 11.9 at table `table` (from 1) of the coming game: its dealer pays four points and deals again. */
export function addLargeMisdeal(sheet: LargeSheet, table: number): SheetResult<LargeSheet> {
  const next = largeSheetStatus(sheet).nextTables;
  if (!next) return fail(sheetProblem(SheetErrorCode.SheetEnded, msg('large.endedNoDeal', {})));
  const at = next.find((t) => t.table === table);
  if (!at) return fail(sheetProblem(SheetErrorCode.UnknownTable, msg('large.unknownTable', { table, tables: next.length })));
  return ok({ ...sheet, entries: [...sheet.entries, { kind: 'misdeal', table, dealer: at.dealer }] });
}

export interface LargeSheetCell {
  readonly player: PlayerId;
  readonly total: number;
  /** The player won at their table: a dash instead of the total (11.8). */
  readonly winner: boolean;
  readonly misdeals: number;
  /** The seat the player had in this game. */
  readonly seat: number;
  readonly text: string;
}

export interface LargeSheetRow {
  readonly game: number;
  readonly cells: readonly LargeSheetCell[];
}

export interface LargeSheetTable {
  readonly columns: readonly { readonly player: PlayerId; readonly name: string }[];
  readonly rows: readonly LargeSheetRow[];
  readonly totals: readonly number[];
}

/** 12 with 11.8, 11.9: one row per game, a dash for each table's winner, no round lines (there are no rounds). */
export function renderLargeSheet(sheet: LargeSheet): LargeSheetTable {
  const order = largeColumnOrder(sheet);
  const totals = sheet.players.map(() => 0);
  let tally = sheet.players.map(() => 0);
  const rows: LargeSheetRow[] = [];
  for (const entry of sheet.entries) {
    if (entry.kind === 'misdeal') {
      tally[entry.dealer]++;
      continue;
    }
    const game = rows.length + 1;
    const seatOf = new Map(seatingOf(sheet, game).map((player, k) => [player, k + 1]));
    entry.points.forEach((p, id) => (totals[id] += p + tally[id] * MISDEAL_POINTS));
    rows.push({
      game,
      cells: order.map((player) => {
        const winner = entry.winners.includes(player);
        const value = winner ? '-' : String(totals[player]);
        return { player, total: totals[player], winner, misdeals: tally[player], seat: seatOf.get(player)!, text: tally[player] > 0 ? `${'!'.repeat(tally[player])} ${value}` : value };
      }),
    });
    tally = tally.map(() => 0);
  }
  return { columns: order.map((player) => ({ player, name: sheet.players[player] })), rows, totals: order.map((p) => totals[p]) };
}

/** 12 with 11.4: the large sheet as CSV: "Game", the names in column order, one record per game, then "Total". */
export function largeSheetToCsv(sheet: LargeSheet): string {
  const table = renderLargeSheet(sheet);
  return toCsv([
    ['Game', ...table.columns.map((c) => safeName(c.name))],
    ...table.rows.map((row) => [String(row.game), ...row.cells.map((c) => c.text)]),
    ['Total', ...table.totals.map(String)],
  ]);
}
