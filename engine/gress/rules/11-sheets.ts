/**
 * Section 11: games, rounds and the score sheet (Zettel). A pure model of one
 * sheet: who plays, who writes, the games and misdeals in the order they
 * happened. Everything else (totals, dealers, length, winner, the standard
 * notation) is derived. Bad input never throws: it comes back as a Result
 * with string-coded problems, each with an English message and the same
 * sentence as data for other languages (messages/spec-sheets.ts).
 */
import { leftNeighbour, MIN_PLAYERS } from './2-table';
import type { GressState, Seat } from '../types';
import { PENALTY_POINTS } from '../penalties';
import { msg, say } from '../messages';
import type { SheetMessage } from '../messages/spec-sheets';

// ---------------------------------------------------------------- results

/** Why a sheet refuses an entry: string codes, kept as a plain object so the engine runs under Node's type stripping. */
export const SheetErrorCode = {
  TooFewPlayers: 'too-few-players',
  EmptyName: 'empty-name',
  NameTooLong: 'name-too-long',
  DuplicateName: 'duplicate-name',
  UnknownPlayer: 'unknown-player',
  MissingPoints: 'missing-points',
  NotAnInteger: 'not-an-integer',
  NegativePoints: 'negative-points',
  NoWinner: 'no-winner',
  SeveralWinners: 'several-winners',
  WinnerInGameWithoutWinner: 'winner-in-game-without-winner',
  NotTheDealer: 'not-the-dealer',
  SheetEnded: 'sheet-ended',
  NothingToUndo: 'nothing-to-undo',
  GameNotScored: 'game-not-scored',
  InvalidData: 'invalid-data',
  /** Section 12 only. */
  TooFewTables: 'too-few-tables',
  TableTooSmall: 'table-too-small',
  SeatsMismatch: 'seats-mismatch',
  UnknownTable: 'unknown-table',
  InvalidSeating: 'invalid-seating',
} as const;
export type SheetErrorCode = (typeof SheetErrorCode)[keyof typeof SheetErrorCode];

export interface SheetProblem {
  readonly code: SheetErrorCode;
  /** One English sentence, citing the paragraph where a rule decides (the English rendering of `says`). */
  readonly message: string;
  /** The sentence as data, for other languages (messages/spec-sheets.ts); optional so a caller may build a plain problem. */
  readonly says?: SheetMessage;
  /** The players the problem is about (names), so a form can mark their fields. */
  readonly players?: readonly string[];
  /** For name problems: the position in the setup's player list. */
  readonly index?: number;
  /** For setup problems: which field. */
  readonly field?: 'players' | 'scribe';
}

export type SheetResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly SheetProblem[] };

const ok = <T>(value: T): SheetResult<T> => ({ ok: true, value });
const fail = <T>(...errors: SheetProblem[]): SheetResult<T> => ({ ok: false, errors });

/** A problem of `code` saying `says`, with the English sentence as its message; `about` marks the fields or players it concerns. */
export function sheetProblem(code: SheetErrorCode, says: SheetMessage, about: Pick<SheetProblem, 'players' | 'index' | 'field'> = {}): SheetProblem {
  return { code, ...about, message: say(says, 'en'), says };
}

// ---------------------------------------------------------------- vocabulary

/** 11.2: a sheet has at least this many games. */
export const MIN_SHEET_GAMES = 12;
/** 11.9: what a misdeal costs the dealer. */
export const MISDEAL_POINTS = PENALTY_POINTS.misdeal.points;
/** 11.7: longest name the sheet accepts; a column must stay narrow. */
export const MAX_NAME_LENGTH = 24;

export interface SheetSetup {
  /** Names in clockwise seating order: the next name is the left neighbour (2.2). */
  readonly players: readonly string[];
  readonly scribe: string;
}

export interface GameEntry {
  readonly kind: 'game';
  /** Penalty points of this game by seat, without misdeal points. */
  readonly points: readonly number[];
  /** The player with zero points; null only for a game ended without a winner (10.1). */
  readonly winner: Seat | null;
}

export interface MisdealEntry {
  readonly kind: 'misdeal';
  /** 11.9: always the dealer of the game that follows, who deals again. */
  readonly dealer: Seat;
}

export type SheetEntry = GameEntry | MisdealEntry;

export interface Sheet {
  readonly players: readonly string[];
  readonly scribe: Seat;
  /** Games and misdeals in the order they happened. */
  readonly entries: readonly SheetEntry[];
}

/** One game's result as a person (or a finished sandbox game) reports it. */
export interface GameInput {
  /** Penalty points by player name; every player of the sheet exactly once. */
  readonly points: Readonly<Record<string, number>>;
  /** 10.1: the game ended with an empty play pile and nobody went out. */
  readonly noWinner?: boolean;
}

// ---------------------------------------------------------------- 11.1, 11.2

/** 11.1: a round is as many games as there are players, so everyone deals once. */
export function roundLength(players: number): number {
  return players;
}

/** 11.2: the fewest complete rounds that make at least twelve games (3: 12, 5: 15, 7: 14). */
export function baseSheetLength(players: number): number {
  const round = roundLength(players);
  return Math.ceil(MIN_SHEET_GAMES / round) * round;
}

/**
 * 11.2: a new sheet for players listed clockwise; everyone starts at zero.
 * Names are trimmed; they must be distinct (ignoring case) and the scribe one of them.
 */
export function createSheet(setup: SheetSetup): SheetResult<Sheet> {
  const problems = checkNames(setup.players);
  const players = setup.players.map((name) => name.trim());
  const scribeName = setup.scribe.trim();
  const scribe = players.indexOf(scribeName);
  if (scribe < 0) {
    const says = scribeName === '' ? msg('sheet.chooseScribe', {}) : msg('sheet.scribeUnknown', { scribe: scribeName });
    problems.push(sheetProblem(SheetErrorCode.UnknownPlayer, says, { field: 'scribe' }));
  }
  return problems.length > 0 ? fail(...problems) : ok({ players, scribe, entries: [] });
}

/** 2.1, 11.7: name checks shared with the large sheet: at least three, none empty, none twice (a column each). */
export function checkNames(names: readonly string[]): SheetProblem[] {
  const problems: SheetProblem[] = [];
  if (names.length < MIN_PLAYERS) {
    problems.push(sheetProblem(SheetErrorCode.TooFewPlayers, msg('sheet.tooFewPlayers', { min: MIN_PLAYERS, count: names.length }), { field: 'players' }));
  }
  const seen = new Map<string, number>();
  names.forEach((raw, index) => {
    const name = raw.trim();
    if (name === '') {
      problems.push(sheetProblem(SheetErrorCode.EmptyName, msg('sheet.emptyName', { position: index + 1 }), { field: 'players', index }));
    } else if (name.length > MAX_NAME_LENGTH) {
      problems.push(sheetProblem(SheetErrorCode.NameTooLong, msg('sheet.nameTooLong', { name, max: MAX_NAME_LENGTH }), { field: 'players', index }));
    } else if (seen.has(name.toLowerCase())) {
      const says = msg('sheet.duplicateName', { name, position: seen.get(name.toLowerCase())! + 1 });
      problems.push(sheetProblem(SheetErrorCode.DuplicateName, says, { field: 'players', index, players: [name] }));
    } else {
      seen.set(name.toLowerCase(), index);
    }
  });
  return problems;
}

/** 11.1, 11.9: the games of the sheet in order; a misdeal is no game. */
export function games(sheet: Sheet): GameEntry[] {
  return sheet.entries.filter((e): e is GameEntry => e.kind === 'game');
}

/** 11.1: how many games have been played on the sheet. */
export function gamesPlayed(sheet: Sheet): number {
  return games(sheet).length;
}

/**
 * 11.2, 11.9: each player's total after `count` games (default: all played),
 * counting the misdeals before those games; a misdeal after the last of them is
 * still pending and not yet added.
 */
export function totalsAfter(sheet: Sheet, count = gamesPlayed(sheet)): number[] {
  return runningTotals(sheet.players.length, sheet.entries, count);
}

/**
 * 11.2, 11.9 (and 12): totals after `count` games from a list of games and
 * misdeals; a misdeal's four points count with the game that follows it.
 * Shared by the ordinary and the large sheet.
 */
export function runningTotals(
  players: number,
  entries: readonly ({ kind: 'misdeal'; dealer: number } | { kind: 'game'; points: readonly number[] })[],
  count: number,
): number[] {
  const totals = Array.from({ length: players }, () => 0);
  let pending = totals.map(() => 0);
  let played = 0;
  for (const entry of entries) {
    if (played >= count) break;
    if (entry.kind === 'misdeal') {
      pending[entry.dealer] += MISDEAL_POINTS;
      continue;
    }
    entry.points.forEach((p, seat) => (totals[seat] += p + pending[seat]));
    pending = pending.map(() => 0);
    played++;
  }
  return totals;
}

/** 11.2, 11.3: the seats sharing the lowest total (one seat: a clear leader). */
export function leaders(totals: readonly number[]): Seat[] {
  const low = Math.min(...totals);
  return totals.flatMap((t, seat) => (t === low ? [seat] : []));
}

// ---------------------------------------------------------------- 11.2, 11.3

export interface SheetStatus {
  readonly gamesPlayed: number;
  /** 11.2 */
  readonly baseLength: number;
  /** Games the sheet has as things stand: the base length plus any rounds added (11.3). */
  readonly length: number;
  /** 11.3: rounds added because the lowest total was shared at the end. */
  readonly extensions: number;
  readonly gamesLeft: number;
  readonly ended: boolean;
  /** 11.2: the lowest total once the sheet has ended. */
  readonly winner: Seat | null;
  /** Seats with the lowest total after the games played. */
  readonly leaders: readonly Seat[];
  readonly totals: readonly number[];
  /** 11.6: who deals the next game; null once the sheet has ended. */
  readonly nextDealer: Seat | null;
  /** 11.1: the round of the next game (1-based); of the last game once ended. */
  readonly round: number;
  /** 11.9: misdeal tally marks waiting for the next game, by seat. */
  readonly pendingMisdeals: readonly number[];
}

/**
 * 11.3: the sheet's length as it stands: the base length, plus one whole round
 * each time the lowest total is shared at the end of it.
 */
export function sheetLength(sheet: Sheet): number {
  const played = gamesPlayed(sheet);
  const round = roundLength(sheet.players.length);
  let length = baseSheetLength(sheet.players.length);
  while (played >= length && leaders(totalsAfter(sheet, length)).length > 1) length += round;
  return length;
}

/** 11.2, 11.3, 11.6: where the sheet stands. */
export function sheetStatus(sheet: Sheet): SheetStatus {
  const played = gamesPlayed(sheet);
  const baseLength = baseSheetLength(sheet.players.length);
  const length = sheetLength(sheet);
  const totals = totalsAfter(sheet);
  const ended = played >= length;
  const lead = leaders(totals);
  const round = roundLength(sheet.players.length);
  return {
    gamesPlayed: played, baseLength, length, extensions: (length - baseLength) / round,
    gamesLeft: Math.max(0, length - played), ended, winner: ended ? lead[0] : null, leaders: lead, totals,
    nextDealer: ended ? null : dealerOf(sheet, played + 1),
    round: Math.floor((ended ? played - 1 : played) / round) + 1,
    pendingMisdeals: pendingMisdeals(sheet),
  };
}

function pendingMisdeals(sheet: Sheet): number[] {
  const tally = sheet.players.map(() => 0);
  for (let i = sheet.entries.length - 1; i >= 0; i--) {
    const entry = sheet.entries[i];
    if (entry.kind === 'game') break;
    tally[entry.dealer]++;
  }
  return tally;
}

// ---------------------------------------------------------------- 11.5, 11.6, 11.7

/** 11.5: the next sheet's scribe is the left neighbour of this sheet's scribe. */
export function nextScribe(sheet: Sheet): Seat {
  return leftNeighbour(sheet.scribe, sheet.players.length);
}

/** 11.5, 11.2: the following sheet: same table, next scribe, everyone back to zero. */
export function nextSheet(sheet: Sheet): Sheet {
  return { players: sheet.players, scribe: nextScribe(sheet), entries: [] };
}

/**
 * 11.6: game 1 (numbers start at 1) is dealt by the scribe's left neighbour,
 * every later game by the previous dealer's left neighbour. A misdeal is not a
 * game, so it does not move the deal on.
 */
export function dealerOf(sheet: Sheet, game: number): Seat {
  const n = sheet.players.length;
  return (((sheet.scribe + game) % n) + n) % n;
}

/** 11.6: who deals next, or null once the sheet has ended. */
export function nextDealer(sheet: Sheet): Seat | null {
  return sheetStatus(sheet).nextDealer;
}

/** 11.7: the columns from left to right in dealing order, the scribe's left neighbour first (so the scribe last). */
export function columnOrder(sheet: Sheet): Seat[] {
  return sheet.players.map((_, i) => dealerOf(sheet, i + 1));
}

// ---------------------------------------------------------------- entering games

/**
 * 11.8 with 9.1, 9.4 and 10.1: checks one game's points against the sheet; an
 * empty list means it can be entered. Points are whole numbers from 0; exactly
 * one player (the winner) has 0, unless the game is flagged as ended without a
 * winner (10.1), in which case nobody has 0.
 */
export function validateGame(sheet: Sheet, input: GameInput): SheetProblem[] {
  if (sheetStatus(sheet).ended) return [endedProblem(sheet)];
  const problems: SheetProblem[] = [];
  const known = new Set(sheet.players);
  for (const name of Object.keys(input.points)) {
    if (!known.has(name)) problems.push(sheetProblem(SheetErrorCode.UnknownPlayer, msg('sheet.unknownPlayer', { name }), { players: [name] }));
  }
  const zeros: string[] = [];
  for (const name of sheet.players) {
    const has = Object.prototype.hasOwnProperty.call(input.points, name);
    const points = has ? input.points[name] : undefined;
    if (points === undefined) {
      problems.push(sheetProblem(SheetErrorCode.MissingPoints, msg('sheet.missingPoints', { name, large: false }), { players: [name] }));
    } else if (typeof points !== 'number' || !Number.isSafeInteger(points)) {
      problems.push(sheetProblem(SheetErrorCode.NotAnInteger, msg('sheet.notInteger', { name }), { players: [name] }));
    } else if (points < 0) {
      problems.push(sheetProblem(SheetErrorCode.NegativePoints, msg('sheet.negative', { name }), { players: [name] }));
    } else if (points === 0) {
      zeros.push(name);
    }
  }
  if (problems.length > 0) return problems;
  if (input.noWinner) {
    if (zeros.length > 0) {
      problems.push(sheetProblem(SheetErrorCode.WinnerInGameWithoutWinner, msg('sheet.winnerWithoutWinner', { names: zeros }), { players: zeros }));
    }
  } else if (zeros.length === 0) {
    problems.push(sheetProblem(SheetErrorCode.NoWinner, msg('sheet.noWinner', {}), { players: sheet.players }));
  } else if (zeros.length > 1) {
    problems.push(sheetProblem(SheetErrorCode.SeveralWinners, msg('sheet.severalWinners', { names: zeros }), { players: zeros }));
  }
  return problems;
}

/** 11.8: enters one game; the player with 0 points is its winner. */
export function addGame(sheet: Sheet, input: GameInput): SheetResult<Sheet> {
  const problems = validateGame(sheet, input);
  if (problems.length > 0) return fail(...problems);
  const points = sheet.players.map((name) => input.points[name]);
  const winner = input.noWinner ? null : points.indexOf(0);
  return ok({ ...sheet, entries: [...sheet.entries, { kind: 'game', points, winner }] });
}

/**
 * 11.9: a misdeal costs the dealer four points and the same dealer deals again;
 * it is no game. `player`, if given, must be the dealer.
 */
export function addMisdeal(sheet: Sheet, player?: string): SheetResult<Sheet> {
  const status = sheetStatus(sheet);
  if (status.nextDealer === null) return fail(endedProblem(sheet));
  const dealer = status.nextDealer;
  if (player !== undefined) {
    const seat = sheet.players.indexOf(player);
    if (seat < 0) return fail(sheetProblem(SheetErrorCode.UnknownPlayer, msg('sheet.unknownPlayer', { name: player }), { players: [player] }));
    if (seat !== dealer) {
      return fail(sheetProblem(SheetErrorCode.NotTheDealer, msg('sheet.notTheDealer', { dealer: sheet.players[dealer], game: status.gamesPlayed + 1 }), { players: [player] }));
    }
  }
  return ok({ ...sheet, entries: [...sheet.entries, { kind: 'misdeal', dealer }] });
}

/** 11.4: the sheet kept on another medium may be corrected: takes back the last entry, a game or a misdeal. */
export function undoLast(sheet: Sheet): SheetResult<Sheet> {
  if (sheet.entries.length === 0) return fail(sheetProblem(SheetErrorCode.NothingToUndo, msg('sheet.nothingToUndo', {})));
  return ok({ ...sheet, entries: sheet.entries.slice(0, -1) });
}

/**
 * 9.4 into 11.8: the result of a finished engine game (for instance from the
 * sandbox) as a game to enter. A game that ended with no winner (10.1) is marked so.
 */
export function gameFromState(state: Pick<GressState, 'players' | 'penalties' | 'winner'>): SheetResult<GameInput> {
  const penalties = state.penalties;
  if (!penalties) {
    return fail(sheetProblem(SheetErrorCode.GameNotScored, msg('sheet.notScored', {})));
  }
  const points: Record<string, number> = {};
  state.players.forEach((name, seat) => (points[name] = penalties[seat]));
  return ok(state.winner === null ? { points, noWinner: true } : { points });
}

function endedProblem(sheet: Sheet): SheetProblem {
  const status = sheetStatus(sheet);
  const winner = status.winner === null ? {} : { winner: sheet.players[status.winner] };
  return sheetProblem(SheetErrorCode.SheetEnded, msg('sheet.ended', { games: status.length, ...winner }));
}

// ---------------------------------------------------------------- 11.7, 11.8, 11.9: the notation

export interface SheetCell {
  readonly seat: Seat;
  /** The running total after this game, misdeal points included. */
  readonly total: number;
  /** 11.8: the winner gets a dash instead of the total. */
  readonly winner: boolean;
  /** 11.9: tally marks for misdeals before this game. */
  readonly misdeals: number;
  /** The cell as written: "17", "-", "! 21"; a pending row holds only "!". */
  readonly text: string;
}

export interface SheetRow {
  /** Game number, from 1. */
  readonly game: number;
  /** 11.1: round number, from 1. */
  readonly round: number;
  readonly dealer: Seat;
  /** In column order (11.7). */
  readonly cells: readonly SheetCell[];
  /** 11.8: a line is drawn below this row, the last game of a round. */
  readonly roundEnd: boolean;
  /** 10.1: no dash in this row. */
  readonly noWinner: boolean;
  /** 11.9: misdeals noted for the next game, which has not been played yet. */
  readonly pending: boolean;
}

export interface SheetColumn {
  readonly seat: Seat;
  readonly name: string;
  readonly scribe: boolean;
}

export interface SheetTable {
  readonly columns: readonly SheetColumn[];
  readonly rows: readonly SheetRow[];
  /** Totals after the games played, in column order. */
  readonly totals: readonly number[];
}

const cellText = (misdeals: number, value: string) => (misdeals > 0 ? `${'!'.repeat(misdeals)}${value === '' ? '' : ` ${value}`}` : value);

/** 11.7-11.9: the sheet in the standard notation, row by row. */
export function renderSheet(sheet: Sheet): SheetTable {
  const order = columnOrder(sheet);
  const round = roundLength(sheet.players.length);
  const rows: SheetRow[] = [];
  const totals = sheet.players.map(() => 0);
  let tally = sheet.players.map(() => 0);
  for (const entry of sheet.entries) {
    if (entry.kind === 'misdeal') {
      tally[entry.dealer]++;
      continue;
    }
    const game = rows.length + 1;
    entry.points.forEach((p, seat) => (totals[seat] += p + tally[seat] * MISDEAL_POINTS));
    rows.push({
      game, round: Math.ceil(game / round), dealer: dealerOf(sheet, game), roundEnd: game % round === 0,
      noWinner: entry.winner === null, pending: false,
      cells: order.map((seat) => {
        const winner = entry.winner === seat;
        return { seat, total: totals[seat], winner, misdeals: tally[seat], text: cellText(tally[seat], winner ? '-' : String(totals[seat])) };
      }),
    });
    tally = tally.map(() => 0);
  }
  if (tally.some((t) => t > 0)) {
    const game = rows.length + 1;
    rows.push({
      game, round: Math.ceil(game / round), dealer: dealerOf(sheet, game), roundEnd: false, noWinner: false, pending: true,
      cells: order.map((seat) => ({ seat, total: totals[seat], winner: false, misdeals: tally[seat], text: cellText(tally[seat], '') })),
    });
  }
  return {
    columns: order.map((seat) => ({ seat, name: sheet.players[seat], scribe: seat === sheet.scribe })),
    rows,
    totals: order.map((seat) => totals[seat]),
  };
}

// ---------------------------------------------------------------- CSV

/** 11.4: one CSV field per RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** 11.4: records joined with CRLF (RFC 4180), ending with a line break. */
export function toCsv(records: readonly (readonly string[])[]): string {
  return records.map((record) => record.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * 11.4: a name as a spreadsheet cell: one starting with = + - @ (or a tab or carriage
 * return) would be read as a formula, so it gets a leading apostrophe.
 */
export function safeName(name: string): string {
  return /^[=+\-@\t\r]/.test(name) ? `'${name}` : name;
}

/**
 * 11.4, 11.8, 11.9: the sheet as CSV for a spreadsheet, every figure in its own
 * labelled column: a first record with the seating order (11.5, 11.6), a
 * header, then one record per game with its round, dealer and winner (empty
 * when nobody won, 10.1) and, for each player in the sheet's column order
 * (11.7), the points of that game, the misdeal points charged with it (11.9)
 * and the running total. A player's two point columns add up to the total; a
 * misdeal noted for a game not yet played has a row without a game number,
 * and its points count once that game is entered. The last record holds the
 * sums and the totals.
 */
export function sheetToCsv(sheet: Sheet): string {
  const table = renderSheet(sheet);
  const name = (seat: Seat) => safeName(sheet.players[seat]);
  const before = new Map<Seat, number>(table.columns.map((c) => [c.seat, 0]));
  const sums = new Map<Seat, { points: number; misdeals: number }>(table.columns.map((c) => [c.seat, { points: 0, misdeals: 0 }]));
  const records = table.rows.map((row) => {
    const winner = row.cells.find((c) => c.winner);
    const cells = row.cells.flatMap((c) => {
      const misdealPoints = c.misdeals * MISDEAL_POINTS;
      if (row.pending) return ['', String(misdealPoints), ''];
      const points = c.total - before.get(c.seat)! - misdealPoints;
      before.set(c.seat, c.total);
      const sum = sums.get(c.seat)!;
      sum.points += points;
      sum.misdeals += misdealPoints;
      return [String(points), String(misdealPoints), String(c.total)];
    });
    return [row.pending ? '' : String(row.game), String(row.round), name(row.dealer), winner ? name(winner.seat) : '', ...cells];
  });
  return toCsv([
    ['Seating order (clockwise)', ...sheet.players.map(safeName)],
    ['Game', 'Round', 'Dealer', 'Winner', ...table.columns.flatMap((c) => [`${name(c.seat)}: points`, `${name(c.seat)}: misdeal points`, `${name(c.seat)}: total`])],
    ...records,
    ['Total', '', '', '', ...table.columns.flatMap((c, i) => [String(sums.get(c.seat)!.points), String(sums.get(c.seat)!.misdeals), String(table.totals[i])])],
  ]);
}

// ---------------------------------------------------------------- stored sheets

/** A problem's message; every problem this module makes carries one (a problem made elsewhere keeps its own words). */
function whyOf(problem: SheetProblem): SheetMessage {
  return problem.says ?? msg('sheet.plain', { text: problem.message });
}

/**
 * 11.4: reads a sheet from untrusted data (e.g. JSON from storage) by replaying it
 * through the same checks as live input, so a stored sheet is always one that
 * could have been entered.
 */
export function parseSheet(data: unknown): SheetResult<Sheet> {
  const bad = (says: SheetMessage) => fail<Sheet>(sheetProblem(SheetErrorCode.InvalidData, says));
  if (typeof data !== 'object' || data === null) return bad(msg('stored.notObject', {}));
  const { players, scribe, entries } = data as Record<string, unknown>;
  if (!Array.isArray(players) || !players.every((p): p is string => typeof p === 'string')) return bad(msg('stored.players', {}));
  if (typeof scribe !== 'number' || !Number.isInteger(scribe) || scribe < 0 || scribe >= players.length) return bad(msg('stored.scribe', {}));
  if (!Array.isArray(entries)) return bad(msg('stored.entries', {}));
  const created = createSheet({ players, scribe: players[scribe] });
  if (!created.ok) return bad(msg('stored.playersInvalid', { why: whyOf(created.errors[0]) }));
  let sheet = created.value;
  for (const [i, entry] of entries.entries()) {
    const kind = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).kind : undefined;
    let next: SheetResult<Sheet>;
    if (kind === 'misdeal') {
      const dealer = (entry as Record<string, unknown>).dealer;
      next = typeof dealer === 'number' && Number.isInteger(dealer) && dealer >= 0 && dealer < players.length
        ? addMisdeal(sheet, players[dealer])
        : bad(msg('stored.dealer', {}));
    } else if (kind === 'game') {
      const { points, winner } = entry as Record<string, unknown>;
      if (!Array.isArray(points) || points.length !== players.length) {
        next = bad(msg('stored.scores', {}));
      } else {
        const byName: Record<string, number> = {};
        players.forEach((name, seat) => (byName[name] = points[seat] as number));
        next = addGame(sheet, { points: byName, noWinner: winner === null });
        if (next.ok && winner !== null && games(next.value).at(-1)!.winner !== winner) next = bad(msg('stored.winner', {}));
      }
    } else {
      next = bad(msg('stored.kind', {}));
    }
    if (!next.ok) return bad(msg('stored.entry', { entry: i + 1, why: whyOf(next.errors[0]) }));
    sheet = next.value;
  }
  return ok(sheet);
}
