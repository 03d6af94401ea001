/**
 * The score-sheet page's view model: pure functions between the engine's sheet
 * model (engine/gress/rules/11-sheets.ts) and what the island shows and keeps.
 * It parses form text into numbers, maps the engine's problems onto form
 * fields, words the status lines, and reads and writes the stored session.
 * No DOM, no storage access: the island does that and hands the strings here.
 */
import type { Locale } from '../../../i18n/ui-text';
import { say } from '../../../../engine/gress/messages';
import { SHEET_WORDS } from './sheet-words';
import {
  addGame, createSheet, leaders, MISDEAL_POINTS, parseSheet, renderSheet, sheetStatus, sheetToCsv, totalsAfter, type GameInput,
  type Sheet, type SheetProblem, type SheetResult,
} from '../../../../engine/gress/rules/11-sheets';

/** Versioned so a later format can tell old data apart (and migrate or refuse it). */
export const STORAGE_KEY = 'gress-score-sheet:v1';
export const STORAGE_VERSION = 1;
/** Finished sheets kept in the session, newest last. */
export const HISTORY_LIMIT = 20;

export interface FinishedSheet {
  readonly number: number;
  readonly sheet: Sheet;
}

export interface Session {
  readonly version: typeof STORAGE_VERSION;
  /** The sheet being written. */
  readonly sheet: Sheet;
  /** 1 for the session's first sheet. */
  readonly number: number;
  /** Earlier sheets of the session (11.5: each had the next scribe). */
  readonly history: readonly FinishedSheet[];
}

export type Loaded =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly session: Session }
  | { readonly kind: 'corrupt'; readonly message: string };

export function newSession(sheet: Sheet): Session {
  return { version: STORAGE_VERSION, sheet, number: 1, history: [] };
}

export function serialiseSession(session: Session): string {
  return JSON.stringify(session);
}

/**
 * Reads what storage held under STORAGE_KEY (null if nothing). Every sheet is
 * replayed through the engine's checks, so a loaded session is one that could
 * have been entered; anything else is reported, never half-loaded.
 */
export function loadSession(raw: string | null, locale: Locale = 'en'): Loaded {
  if (raw === null || raw === '') return { kind: 'empty' };
  const w = SHEET_WORDS[locale];
  const corrupt = (why: string): Loaded => ({ kind: 'corrupt', message: w.cannotRead(why) });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return corrupt(w.notJson);
  }
  if (typeof data !== 'object' || data === null) return corrupt(w.notSession);
  const { version, sheet, number, history } = data as Record<string, unknown>;
  if (version !== STORAGE_VERSION) return corrupt(w.format(JSON.stringify(version), STORAGE_VERSION));
  const current = parseSheet(sheet);
  if (!current.ok) return corrupt(problemWords(current.errors[0], locale));
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) return corrupt(w.badNumber);
  if (!Array.isArray(history)) return corrupt(w.noList);
  const earlier: FinishedSheet[] = [];
  for (const item of history) {
    const parsed = typeof item === 'object' && item !== null ? parseSheet((item as Record<string, unknown>).sheet) : null;
    const n = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).number : null;
    if (!parsed || !parsed.ok || typeof n !== 'number' || !Number.isInteger(n)) return corrupt(w.earlierDamaged(earlier.length + 1));
    earlier.push({ number: n, sheet: parsed.value });
  }
  return { kind: 'ok', session: { version: STORAGE_VERSION, sheet: current.value, number, history: earlier } };
}

// ---------------------------------------------------------------- forms

/** Messages for the setup form: by field key ("player-0", "scribe") and for the form as a whole. */
export interface FormErrors {
  readonly fields: Readonly<Record<string, string>>;
  readonly form: readonly string[];
  /** Fields that take part in a form-level problem (marked invalid, described by the form message). */
  readonly involved: readonly string[];
}

export const NO_ERRORS: FormErrors = { fields: {}, form: [], involved: [] };

export const playerField = (index: number) => `player-${index}`;

/** The errors once a field has been edited: its own message goes, form-level ones stay until the next try. */
export function withoutField(errors: FormErrors, key: string): FormErrors {
  if (!(key in errors.fields)) return errors;
  const fields = { ...errors.fields };
  delete fields[key];
  return { ...errors, fields };
}
/**
 * A name made safe for an element id (ids are also listed, space-separated, in
 * aria-describedby): anything but ASCII letters, digits and "-" becomes _hex_.
 * "_" itself is encoded, so two names never share an id.
 */
export function idSafe(name: string): string {
  return name.replace(/[^A-Za-z0-9-]/gu, (c) => `_${c.codePointAt(0)!.toString(16)}_`);
}

export const pointsField = (name: string) => `points-${idSafe(name)}`;

/** 11.2, 11.5: a sheet from the setup form, or messages for its fields. */
export function startSheet(names: readonly string[], scribe: string, locale: Locale = 'en'): { sheet: Sheet; errors: null } | { sheet: null; errors: FormErrors } {
  const r = createSheet({ players: names, scribe });
  if (r.ok) return { sheet: r.value, errors: null };
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const problem of r.errors) {
    const key = problem.field === 'scribe' ? 'scribe' : problem.index !== undefined ? playerField(problem.index) : null;
    if (key && !fields[key]) fields[key] = problemWords(problem, locale);
    else if (!key) form.push(problemWords(problem, locale));
  }
  return { sheet: null, errors: { fields, form, involved: [] } };
}

/**
 * A points field as typed: empty means not entered; anything but a plain
 * (signed) number becomes NaN, which the engine reports as not a whole number.
 */
export function parsePoints(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** Where a problem is shown: next to the one field it names, or above the buttons when it concerns several. */
/** A problem's sentence in `locale`: its English message, or its message rendered by the catalogue. */
export function problemWords(problem: Pick<SheetProblem, 'message' | 'says'>, locale: Locale): string {
  return locale === 'en' || !problem.says ? problem.message : say(problem.says, locale);
}

export function placeProblems(problems: readonly SheetProblem[], locale: Locale = 'en'): FormErrors {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  const involved: string[] = [];
  for (const problem of problems) {
    const players = problem.players ?? [];
    if (players.length === 1) {
      const key = pointsField(players[0]);
      if (!fields[key]) fields[key] = problemWords(problem, locale);
    } else {
      form.push(problemWords(problem, locale));
      for (const name of players) if (!involved.includes(pointsField(name))) involved.push(pointsField(name));
    }
  }
  return { fields, form, involved };
}

/** 11.8: enters a game from the form's texts (by player name); the sheet stays as it was on any problem. */
export function enterGame(sheet: Sheet, texts: Readonly<Record<string, string>>, noWinner: boolean, locale: Locale = 'en'): { sheet: Sheet; errors: null } | { sheet: null; errors: FormErrors } {
  const points: Record<string, number> = {};
  for (const name of sheet.players) {
    const value = parsePoints(texts[name] ?? '');
    if (value !== undefined) points[name] = value;
  }
  const input: GameInput = noWinner ? { points, noWinner: true } : { points };
  const r = addGame(sheet, input);
  return r.ok ? { sheet: r.value, errors: null } : { sheet: null, errors: placeProblems(r.errors, locale) };
}

/** The first message of a failed result, for actions without a form (undo, misdeal). */
export function firstMessage<T>(r: SheetResult<T>, locale: Locale = 'en'): string | null {
  return r.ok ? null : problemWords(r.errors[0], locale);
}

// ---------------------------------------------------------------- the sheet on screen

export interface CellView {
  /** What is written in the cell: "17", "-", "! 21". */
  readonly text: string;
  readonly winner: boolean;
  readonly tally: number;
  readonly dealer: boolean;
  /** For screen readers, instead of "!" and "-". */
  readonly label: string;
}

export interface RowView {
  readonly key: string;
  /** "5", or "5 (next)" for misdeal marks before game 5 is played. */
  readonly game: string;
  readonly dealer: string;
  readonly roundEnd: boolean;
  readonly pending: boolean;
  readonly noWinner: boolean;
  readonly cells: readonly CellView[];
}

export interface StatusView {
  readonly ended: boolean;
  /** "Cem deals game 5." or null once ended. */
  readonly nextDealer: string | null;
  readonly dealerName: string | null;
  /** "8 of 12 games left." */
  readonly remaining: string;
  /** "Round 2 of 3." */
  readonly round: string;
  /** 11.3 while it applies; null otherwise. */
  readonly extension: string | null;
  /** Who won, once ended. */
  readonly result: string | null;
  /** Pending misdeal marks. */
  readonly misdeals: string | null;
}

export interface SheetView {
  readonly columns: readonly { readonly name: string; readonly scribe: boolean }[];
  readonly rows: readonly RowView[];
  readonly totals: readonly number[];
  readonly scribe: string;
  readonly status: StatusView;
}

/** 11.2, 11.3, 11.6, 11.9: the status lines under the sheet. */
export function statusView(sheet: Sheet, locale: Locale = 'en'): StatusView {
  const w = SHEET_WORDS[locale];
  const s = sheetStatus(sheet);
  const name = (seat: number) => sheet.players[seat];
  const rounds = s.length / sheet.players.length;
  const low = Math.min(...s.totals);
  const extension = s.extensions > 0
    ? s.ended
      ? w.extendedBy(s.length - sheet.players.length, s.extensions)
      : w.isExtended(leadersAtEnd(sheet).map(name), s.length - sheet.players.length)
    : null;
  const pending = s.pendingMisdeals.flatMap((count, seat) => (count > 0 ? [w.misdealt(name(seat), count)] : []));
  return {
    ended: s.ended,
    nextDealer: s.nextDealer === null ? null : w.deals(name(s.nextDealer), s.gamesPlayed + 1),
    dealerName: s.nextDealer === null ? null : name(s.nextDealer),
    remaining: s.ended ? w.allPlayed(s.length) : w.left(s.gamesLeft, s.length),
    round: w.round(s.round, rounds),
    extension,
    result: s.ended && s.winner !== null
      ? w.result(s.length, name(s.winner), low)
      : null,
    misdeals: pending.length > 0
      ? w.misdeals(pending, MISDEAL_POINTS)
      : null,
  };
}

/** 11.3: the players who shared the lowest total at the end of the round before the current extension. */
function leadersAtEnd(sheet: Sheet): number[] {
  return leaders(totalsAfter(sheet, sheetStatus(sheet).length - sheet.players.length));
}

/** 11.7, 11.8: the sheet laid out for the table. */
export function sheetView(sheet: Sheet, locale: Locale = 'en'): SheetView {
  const w = SHEET_WORDS[locale];
  const table = renderSheet(sheet);
  return {
    columns: table.columns.map((c) => ({ name: c.name, scribe: c.scribe })),
    scribe: sheet.players[sheet.scribe],
    totals: table.totals,
    status: statusView(sheet, locale),
    rows: table.rows.map((row) => ({
      key: row.pending ? `pending-${row.game}` : `game-${row.game}`,
      game: row.pending ? w.next(row.game) : String(row.game),
      dealer: sheet.players[row.dealer],
      roundEnd: row.roundEnd,
      pending: row.pending,
      noWinner: row.noWinner,
      cells: row.cells.map((cell) => {
        const name = sheet.players[cell.seat];
        const marks = cell.misdeals > 0 ? `${w.misdealCount(cell.misdeals)}, ` : '';
        const label = row.pending
          ? `${name}: ${cell.misdeals > 0 ? w.misdealCount(cell.misdeals) : w.nothingYet}`
          : `${name}: ${marks}${cell.winner ? w.won : ''}${w.total(cell.total)}`;
        return { text: cell.text, winner: cell.winner, tally: cell.misdeals, dealer: cell.seat === row.dealer, label };
      }),
    })),
  };
}

/** A file name for the CSV download: gress-sheet-2-scribe-Ben.csv (unsafe characters dropped). */
export function csvFileName(sheet: Sheet, number: number): string {
  const scribe = sheet.players[sheet.scribe].replace(/[^\p{L}\p{N}_-]+/gu, '') || 'scribe';
  return `gress-sheet-${number}-scribe-${scribe}.csv`;
}

export { sheetToCsv };
