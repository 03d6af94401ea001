/**
 * Reading and running sheet example files (content/gress/sheets/*.yaml): worked
 * score sheets for sections 11 and 12. The same code serves the test suite and
 * the site's build, so an example on a page cannot drift from the sheet model
 * (rules/11-sheets.ts, rules/12-large-sheet.ts).
 */
import { describeIssueIn, readExampleFile } from '../core/example-file';
import type { Locale } from '../core/messages';
import { say } from './messages';
import { findParagraph } from './paragraphs';
import {
  addGame, addMisdeal, createSheet, dealerOf, leaders, nextScribe, nextSheet, renderSheet, sheetStatus,
  type Sheet, type SheetProblem, type SheetResult, type SheetTable,
} from './rules/11-sheets';
import {
  addLargeGame, addLargeMisdeal, createLargeSheet, largeSheetStatus, renderLargeSheet, setNextSeating, tablesForGame,
  type LargeSheet, type LargeSheetTable,
} from './rules/12-large-sheet';
import {
  LARGE_ONLY, ORDINARY_ONLY, sheetExampleSchema, type SheetExampleEntry, type SheetExampleFile, type SheetExpectation,
} from './sheet-example-schema';

export interface SheetExample {
  readonly file: string;
  readonly data: SheetExampleFile;
}

export type SheetExampleParse = { ok: true; example: SheetExample } | { ok: false; error: string };

// ---------------------------------------------------------------- what a run produces

/** One table of a large sheet in one game: who sat on which seat, and who dealt (12). */
export interface TableView {
  readonly table: number;
  readonly seats: readonly { readonly seat: number; readonly name: string }[];
  readonly dealer: string;
}

/** Where the sheet stands, with names instead of seats. */
export interface SheetExampleStatus {
  readonly gamesPlayed: number;
  /** 11.2, 11.3, 12: the games the sheet runs to as things stand. */
  readonly length: number;
  readonly gamesLeft: number;
  readonly ended: boolean;
  readonly winner: string | null;
  /** Everyone sharing the lowest total now. */
  readonly leaders: readonly string[];
  /** The number of the next game; null once the sheet has ended. */
  readonly nextGame: number | null;
  /** 11.6: who deals the next game (ordinary sheet); null once ended, and on a large sheet. */
  readonly nextDealer: string | null;
  /** 11.1: the round of the next game (of the last once ended) and the rounds in the sheet; null on a large sheet. */
  readonly round: number | null;
  readonly rounds: number | null;
  /** 11.3: rounds added; 12: single games added. */
  readonly extensions: number;
  /** 11.9: misdeals noted for the next game and not yet added, in column order. */
  readonly pendingMisdeals: readonly { readonly name: string; readonly count: number }[];
}

/** One entry of the example as the reader sees it. */
export interface EntryView {
  /** From 1, in file order. */
  readonly number: number;
  readonly kind: 'game' | 'misdeal';
  /** The game this entry belongs to: the one played, or the one being dealt when the misdeal happened. */
  readonly game: number;
  /** "game 3", "misdeal by Cem", "misdeal at table 2": used in failures. */
  readonly label: string;
  /** A game's points: column order on an ordinary sheet, seat order on a large one; unknown names last. */
  readonly points: readonly { readonly name: string; readonly points: number }[];
  /** 10.1: the game ended without a winner (ordinary sheet), or the tables where it did (large sheet). */
  readonly noWinner: boolean;
  readonly noWinnerAt: readonly number[];
  /** The misdealing dealer's name (as written, for an ordinary sheet), or the table (large sheet). */
  readonly misdealBy: string | null;
  readonly misdealAt: number | null;
  /** Large sheet: the tables of the game this entry belongs to; null on an ordinary sheet. */
  readonly tables: readonly TableView[] | null;
  /** The model's messages when it refused the entry (the sheet then stays as it was); null when accepted. */
  readonly refused: string | null;
  /** The author asked to show the sheet after this entry. */
  readonly show: boolean;
}

interface FrameBase {
  /** null for frame 0, the blank sheet. */
  readonly entry: EntryView | null;
  /** The author's line for this entry (frame 0: the description). */
  readonly says: string | null;
  readonly scribe: string;
  readonly status: SheetExampleStatus;
}

export type SheetFrame =
  | (FrameBase & { readonly kind: 'sheet'; readonly table: SheetTable })
  | (FrameBase & { readonly kind: 'large'; readonly table: LargeSheetTable });

export interface SheetExampleRun {
  /** Frame 0 is the blank sheet; frame i the sheet after entry i. */
  readonly frames: SheetFrame[];
  /** Unmet expectations, each naming the file and the entry; empty when the example holds. */
  readonly failures: string[];
}

export interface SheetExampleSummary {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly description: string | null;
  readonly kind: 'sheet' | 'large';
  readonly players: readonly string[];
}

// ---------------------------------------------------------------- parsing


/** Player names an expectation mentions, so a typo is caught when the file is read. */
function namesIn(exp: SheetExpectation): string[] {
  return [
    ...(exp.columns ?? []), ...Object.keys(exp.totals ?? {}), ...(exp.nextDealer ? [exp.nextDealer] : []),
    ...Object.values(exp.dealerOf ?? {}), ...(exp.nextScribe ? [exp.nextScribe] : []),
    ...(exp.nextSheetDealer ? [exp.nextSheetDealer] : []), ...(exp.winner ? [exp.winner] : []), ...(exp.leaders ?? []),
    ...Object.values(exp.seating ?? {}).flat(), ...Object.values(exp.dealers ?? {}).flat(),
  ];
}

/** Checks an expectation against the kind of sheet and its players; returns the first fault or null. */
function expectationFault(exp: SheetExpectation, large: boolean, players: readonly string[]): string | null {
  const wrongKind = large ? ORDINARY_ONLY : LARGE_ONLY;
  for (const key of wrongKind) {
    if (exp[key] !== undefined) {
      return large
        ? `expect.${key}: a large sheet has no ${key === 'roundLines' ? 'rounds' : 'dealing order'}; its seats are drawn before every game (12)`
        : `expect.${key}: only a large sheet draws seats (12)`;
    }
  }
  for (const n of namesIn(exp)) if (!players.includes(n)) return `expect: "${n}" is not one of the players (${players.join(', ')})`;
  return null;
}

/** Checks one entry against the kind of sheet and its players; returns the first fault or null. */
function entryFault(entry: SheetExampleEntry, large: boolean, players: readonly string[]): string | null {
  if (large) {
    if (typeof entry.misdeal === 'string') return `misdeal: on a large sheet a misdeal is given by table, e.g. misdeal: {table: 2} (12, 11.9)`;
    if (entry.noWinner !== undefined) return 'noWinner: on a large sheet name the tables whose game had no winner, e.g. noWinnerAt: [2] (10.1)';
  } else {
    if (entry.misdeal !== undefined && typeof entry.misdeal !== 'string') return 'misdeal: on an ordinary sheet a misdeal is given by the dealer\'s name, e.g. misdeal: Cem (11.9)';
    if (entry.noWinnerAt !== undefined) return 'noWinnerAt: an ordinary sheet has one table; write noWinner: true (10.1)';
  }
  // A refused entry may name a stranger on purpose, to show the model's answer.
  if (entry.expectError === undefined) {
    for (const n of Object.keys(entry.game ?? {})) if (!players.includes(n)) return `game: "${n}" is not one of the players (${players.join(', ')})`;
    if (typeof entry.misdeal === 'string' && !players.includes(entry.misdeal)) return `misdeal: "${entry.misdeal}" is not one of the players (${players.join(', ')})`;
  }
  return entry.expect ? expectationFault(entry.expect, large, players) : null;
}

const firstMessage = (r: SheetResult<unknown>) => (r.ok ? '' : r.errors.map((e) => e.message).join(' '));

/** The model's refusal as the reader sees it: its own messages in `locale` (English: each problem's `message`, as written). */
export const refusedLine = (errors: readonly SheetProblem[], locale: Locale): string =>
  errors.map((e) => (locale === 'en' || !e.says ? e.message : say(e.says, locale))).join(' ');

/**
 * Reads a sheet example from YAML (or JSON) text. `file` is used in every error
 * and must be named after the example's id (`<id>.yaml`).
 */
export function parseSheetExample(text: string, file: string): SheetExampleParse {
  const fail = (fault: string): SheetExampleParse => ({ ok: false, error: `${file}: ${fault}` });
  const read = readExampleFile(text, file, sheetExampleSchema, describeIssueIn('entries', 'entry'), (n) => findParagraph(n) !== undefined);
  if (!read.ok) return read;
  const data = read.data;

  const large = data.largeSheet !== undefined;
  const start = startSheet(data);
  if (!start.ok) return fail(`${large ? 'largeSheet' : 'sheet'}: ${firstMessage(start)}`);
  const players = start.value.sheet.players;
  for (const [game, names] of Object.entries(data.largeSheet?.seatings ?? {})) {
    for (const n of names) if (!players.includes(n)) return fail(`largeSheet.seatings.${game}: "${n}" is not one of the players (${players.join(', ')})`);
  }
  for (const [i, entry] of data.entries.entries()) {
    const fault = entryFault(entry, large, players);
    if (fault) return fail(`entry ${i + 1}: ${fault}`);
  }
  if (data.expect) {
    const fault = expectationFault(data.expect, large, players);
    if (fault) return fail(fault);
  }
  return { ok: true, example: { file, data } };
}

export function summarizeSheetExample(example: SheetExample): SheetExampleSummary {
  const { id, title, paragraphs, description, sheet, largeSheet } = example.data;
  return {
    id, title, paragraphs, description: description ?? null,
    kind: largeSheet ? 'large' : 'sheet',
    players: (largeSheet ?? sheet)!.players.map((n) => n.trim()),
  };
}

// ---------------------------------------------------------------- running

type Current = { readonly kind: 'sheet'; readonly sheet: Sheet } | { readonly kind: 'large'; readonly sheet: LargeSheet };

function startSheet(data: SheetExampleFile): SheetResult<Current> {
  if (data.largeSheet) {
    const { players, tables, scribe, seed } = data.largeSheet;
    const r = createLargeSheet({ players, tables, scribe, seed });
    return r.ok ? { ok: true, value: { kind: 'large', sheet: r.value } } : r;
  }
  const r = createSheet(data.sheet!);
  return r.ok ? { ok: true, value: { kind: 'sheet', sheet: r.value } } : r;
}

const gamesOf = (current: Current) => current.sheet.entries.filter((e) => e.kind === 'game').length;

function tableViews(sheet: LargeSheet, game: number): TableView[] {
  return tablesForGame(sheet, game).map((t) => ({
    table: t.table,
    seats: t.seats.map((s) => ({ seat: s.seat, name: sheet.players[s.player] })),
    dealer: sheet.players[t.dealer],
  }));
}

function pendingMisdeals(current: Current, order: readonly number[]): { name: string; count: number }[] {
  const tally = new Map<number, number>();
  const entries = current.sheet.entries;
  for (let i = entries.length - 1; i >= 0 && entries[i].kind === 'misdeal'; i--) {
    const dealer = (entries[i] as { dealer: number }).dealer;
    tally.set(dealer, (tally.get(dealer) ?? 0) + 1);
  }
  return order.filter((id) => tally.has(id)).map((id) => ({ name: current.sheet.players[id], count: tally.get(id)! }));
}

function statusOf(current: Current): SheetExampleStatus {
  const names = (ids: readonly number[]) => ids.map((id) => current.sheet.players[id]);
  if (current.kind === 'sheet') {
    const sheet = current.sheet;
    const s = sheetStatus(sheet);
    const order = renderSheet(sheet).columns.map((c) => c.seat);
    return {
      gamesPlayed: s.gamesPlayed, length: s.length, gamesLeft: s.gamesLeft, ended: s.ended,
      winner: s.winner === null ? null : sheet.players[s.winner], leaders: names(s.leaders),
      nextGame: s.ended ? null : s.gamesPlayed + 1, nextDealer: s.nextDealer === null ? null : sheet.players[s.nextDealer],
      round: s.round, rounds: s.length / sheet.players.length, extensions: s.extensions,
      pendingMisdeals: pendingMisdeals(current, order),
    };
  }
  const sheet = current.sheet;
  const s = largeSheetStatus(sheet);
  const order = renderLargeSheet(sheet).columns.map((c) => c.player);
  return {
    gamesPlayed: s.gamesPlayed, length: s.length, gamesLeft: s.gamesLeft, ended: s.ended,
    winner: s.winner === null ? null : sheet.players[s.winner], leaders: names(leaders(s.totals)),
    nextGame: s.ended ? null : s.gamesPlayed + 1, nextDealer: null, round: null, rounds: null, extensions: s.extraGames,
    pendingMisdeals: pendingMisdeals(current, order),
  };
}

function frameOf(current: Current, entry: EntryView | null, says: string | null): SheetFrame {
  const scribe = current.sheet.players[current.sheet.scribe];
  const base = { entry, says, scribe, status: statusOf(current) };
  return current.kind === 'sheet'
    ? { ...base, kind: 'sheet', table: renderSheet(current.sheet) }
    : { ...base, kind: 'large', table: renderLargeSheet(current.sheet) };
}

/** The entry as the reader sees it, described against the sheet before it is applied. */
function entryView(current: Current, entry: SheetExampleEntry, number: number): Omit<EntryView, 'refused'> {
  const game = gamesOf(current) + 1;
  const players = current.sheet.players;
  const tables = current.kind === 'large' ? tableViews(current.sheet, game) : null;
  const order = tables ? tables.flatMap((t) => t.seats.map((s) => s.name)) : renderSheet(current.sheet as Sheet).columns.map((c) => c.name);
  const given = Object.entries(entry.game ?? {});
  const points = [
    ...order.flatMap((name) => given.filter(([n]) => n.trim() === name)),
    ...given.filter(([n]) => !players.includes(n.trim())),
  ].map(([name, points]) => ({ name, points }));
  const misdealBy = typeof entry.misdeal === 'string' ? entry.misdeal : null;
  const misdealAt = typeof entry.misdeal === 'object' ? entry.misdeal.table : null;
  const label = entry.game !== undefined ? `game ${game}` : misdealBy !== null ? `misdeal by ${misdealBy}` : `misdeal at table ${misdealAt}`;
  return {
    number, kind: entry.game !== undefined ? 'game' : 'misdeal', game, label, points,
    noWinner: entry.noWinner ?? false, noWinnerAt: entry.noWinnerAt ?? [], misdealBy, misdealAt, tables, show: entry.show ?? false,
  };
}

function apply(current: Current, entry: SheetExampleEntry): SheetResult<Current> {
  const wrap = <S extends Sheet | LargeSheet>(kind: Current['kind'], r: SheetResult<S>): SheetResult<Current> =>
    r.ok ? { ok: true, value: { kind, sheet: r.value } as Current } : r;
  if (current.kind === 'sheet') {
    if (entry.game !== undefined) return wrap('sheet', addGame(current.sheet, entry.noWinner ? { points: entry.game, noWinner: true } : { points: entry.game }));
    return wrap('sheet', addMisdeal(current.sheet, entry.misdeal as string));
  }
  if (entry.game !== undefined) return wrap('large', addLargeGame(current.sheet, { points: entry.game, noWinnerAt: entry.noWinnerAt ?? [] }));
  return wrap('large', addLargeMisdeal(current.sheet, (entry.misdeal as { table: number }).table));
}

/**
 * 12: the seating drawn by hand for the next game, if the file gives one. It is
 * entered before anything else happens in that game (a misdeal is dealt in it).
 */
function seatNextGame(current: Current, data: SheetExampleFile): SheetResult<Current> {
  if (current.kind !== 'large') return { ok: true, value: current };
  const game = gamesOf(current) + 1;
  const names = data.largeSheet?.seatings?.[String(game)];
  if (!names || largeSheetStatus(current.sheet).ended) return { ok: true, value: current };
  const r = setNextSeating(current.sheet, names);
  return r.ok ? { ok: true, value: { kind: 'large', sheet: r.value } } : r;
}

/** Runs the entries through the sheet model and checks each expectation; refusals are shown in `locale`, failures stay English. */
export function runSheetExample(example: SheetExample, locale: Locale = 'en'): SheetExampleRun {
  const { file, data } = example;
  const started = startSheet(data);
  if (!started.ok) return { frames: [], failures: [`${file}: ${data.largeSheet ? 'largeSheet' : 'sheet'}: ${firstMessage(started)}`] };
  const failures: string[] = [];
  const seat = (current: Current): Current => {
    const r = seatNextGame(current, data);
    if (r.ok) return r.value;
    failures.push(`${file}: largeSheet.seatings.${gamesOf(current) + 1}: ${firstMessage(r)}`);
    return current;
  };
  let current = seat(started.value);
  const frames: SheetFrame[] = [frameOf(current, null, data.description ?? null)];
  data.entries.forEach((entry, i) => {
    const view = entryView(current, entry, i + 1);
    const where = `${file}: entry ${i + 1} (${view.label})`;
    const result = apply(current, entry);
    const refused = result.ok ? null : result.errors.map((e) => e.message).join(' ');
    const shown = result.ok ? null : refusedLine(result.errors, locale);
    if (entry.expectError !== undefined) {
      if (result.ok) failures.push(`${where}: expected the model to refuse it (${entry.expectError}), but it was accepted`);
      else if (!result.errors.some((e) => e.code === entry.expectError)) {
        failures.push(`${where}: expected it to be refused as ${entry.expectError}, but it was refused as ${codes(result.errors)}: ${refused}`);
      }
    } else if (!result.ok) {
      failures.push(`${where}: refused (${codes(result.errors)}): ${refused}`);
    }
    if (result.ok) current = entry.game !== undefined ? seat(result.value) : result.value;
    frames.push(frameOf(current, { ...view, refused: shown }, entry.says ?? null));
    for (const f of checkSheetExpectation(current, entry.expect ?? {})) failures.push(`${where}: ${f}`);
  });
  const beyond = Object.keys(data.largeSheet?.seatings ?? {}).map(Number).filter((g) => g > gamesOf(current) + 1);
  for (const g of beyond) failures.push(`${file}: largeSheet.seatings.${g}: the example never reaches game ${g}; it ends before game ${gamesOf(current) + 1}`);
  for (const f of checkSheetExpectation(current, data.expect ?? {})) failures.push(`${file}: final sheet: ${f}`);
  return { frames, failures };
}

const codes = (errors: readonly SheetProblem[]) => [...new Set(errors.map((e) => e.code))].join(', ');

// ---------------------------------------------------------------- expectations

const show = (cells: readonly string[]) => JSON.stringify(cells);
const listOf = (names: readonly string[]) => (names.length === 0 ? '(none)' : names.join(', '));

/** Each unmet expectation as one sentence: what was expected and what the sheet shows. */
function checkSheetExpectation(current: Current, exp: SheetExpectation): string[] {
  const fails: string[] = [];
  const players = current.sheet.players;
  const eq = (what: string, expected: unknown, actual: unknown) => {
    if (expected !== actual) fails.push(`${what}: expected ${String(expected)}, got ${String(actual)}`);
  };
  const status = statusOf(current);
  const table = current.kind === 'sheet' ? renderSheet(current.sheet) : renderLargeSheet(current.sheet);
  const columns = table.columns.map((c) => c.name);

  if (exp.columns) eq('columns', listOf(exp.columns), listOf(columns));
  if (exp.rows) {
    const got = table.rows.map((row) => row.cells.map((c) => c.text));
    if (exp.rows.length !== got.length) fails.push(`rows: expected ${exp.rows.length} rows, got ${got.length}`);
    const rowName = (k: number) => {
      const row = table.rows[k];
      return row && 'pending' in row && row.pending ? `row ${k + 1} (misdeal marks before game ${row.game})` : `row ${k + 1}`;
    };
    for (let k = 0; k < Math.min(exp.rows.length, got.length); k++) {
      if (show(exp.rows[k]) !== show(got[k])) fails.push(`${rowName(k)}: expected ${show(exp.rows[k])}, got ${show(got[k])}`);
    }
  }
  if (exp.roundLines && current.kind === 'sheet') {
    const got = renderSheet(current.sheet).rows.filter((r) => r.roundEnd).map((r) => r.game);
    eq('lines after games', listOf(exp.roundLines.map(String)), listOf(got.map(String)));
  }
  const totalsByName = new Map(table.columns.map((c, k) => [c.name, table.totals[k]]));
  for (const [name, total] of Object.entries(exp.totals ?? {})) eq(`${name}'s total`, total, totalsByName.get(name));
  if (exp.length !== undefined) eq('length of the sheet (games)', exp.length, status.length);
  if (exp.gamesLeft !== undefined) eq('games left', exp.gamesLeft, status.gamesLeft);
  if (exp.ended !== undefined) eq('ended', exp.ended, status.ended);
  if (exp.winner !== undefined) eq('winner of the sheet', exp.winner ?? 'nobody', status.winner ?? 'nobody');
  if (exp.leaders) eq('lowest total shared by', listOf([...exp.leaders].sort()), listOf([...status.leaders].sort()));

  if (current.kind === 'sheet') {
    const sheet = current.sheet;
    if (exp.nextDealer !== undefined) eq('next dealer', exp.nextDealer ?? 'nobody (the sheet has ended)', status.nextDealer ?? 'nobody (the sheet has ended)');
    for (const [game, name] of Object.entries(exp.dealerOf ?? {})) {
      const g = Number(game);
      if (g > status.length) fails.push(`dealer of game ${g}: the sheet runs to ${status.length} games`);
      else eq(`dealer of game ${g}`, name, players[dealerOf(sheet, g)]);
    }
    if (exp.nextScribe !== undefined) eq('scribe of the next sheet', exp.nextScribe, players[nextScribe(sheet)]);
    if (exp.nextSheetDealer !== undefined) eq('first dealer of the next sheet', exp.nextSheetDealer, players[dealerOf(nextSheet(sheet), 1)]);
  } else {
    const sheet = current.sheet;
    const reached = status.gamesPlayed + 1;
    const tablesAt = (g: number) => (g > reached ? null : tableViews(sheet, g));
    for (const [game, names] of Object.entries(exp.seating ?? {})) {
      const tables = tablesAt(Number(game));
      if (!tables) fails.push(`seating of game ${game}: the sheet has only reached game ${reached}`);
      else eq(`seating of game ${game}`, listOf(names), listOf(tables.flatMap((t) => t.seats.map((s) => s.name))));
    }
    for (const [game, names] of Object.entries(exp.dealers ?? {})) {
      const tables = tablesAt(Number(game));
      if (!tables) fails.push(`dealers of game ${game}: the sheet has only reached game ${reached}`);
      else eq(`dealers of game ${game} (table 1 first)`, listOf(names), listOf(tables.map((t) => t.dealer)));
    }
  }
  return fails;
}
