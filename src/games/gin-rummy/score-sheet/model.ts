/**
 * The Gin Rummy score sheet's model: pure functions between the engine's
 * match modules and what the page shows, stores and exports. No DOM, no
 * storage access (the island hands strings in and out).
 *
 * A sheet is kept as a small record: the format, the players in draw order
 * (highest first), the target and the entries. Each entry is one line of the
 * sheet: a list of table results (one for two or three players, two or three
 * for partnerships), each a winner (player index) and points, or no winner
 * and 0 for a no-game (§12). Everything else (running totals, who plays next,
 * the bonuses, the settlement) is derived by replaying the record through the
 * engine, so a stored sheet is always one that could have been entered.
 *
 * Formats and how the draw order maps onto the engine:
 * - two (§13): [higher draw, lower draw]; the higher is Vorhand in the first
 *   hand, the lower deals (§3).
 * - rotation (§15.1) and Chouette (§15.2): the draw order is the engine's Order3.
 * - partnership (§16): four or six players; the draw order is the engine's
 *   ranking (the higher half against the lower half).
 */
import { decodeShareLink, parsePlayed } from '../../../../engine/core/share-link';
import { replay } from '../../../../engine/core/played';
import { ginRummy } from '../../../../engine/gin-rummy/index';
import { GIN_BONUS, UNDERCUT_BONUS, MAX_HAND_POINTS, scoreHand, MAX_DEADWOOD } from '../../../../engine/gin-rummy/hand-score';
import {
  MATCH_TARGET, MAX_HANDS_PER_MATCH, nextDealer, parseLedger, settle, sheetLines, type Ledger, type Settlement,
} from '../../../../engine/gin-rummy/match';
import { payments, replayThree, whoPlays, type ChouetteState, type RotationState, type ThreeState } from '../../../../engine/gin-rummy/three-players';
import { partnershipTarget, replayPartnership, settlePartnership, tables, type PartnershipState } from '../../../../engine/gin-rummy/partnership';
import { numberCell, textCell, toCsv } from '../../../components/tools/csv';
import type { Locale, Message } from '../../../../engine/core/messages';
import { failure, reason } from '../../../../engine/core/reasons';
import { sayLinkProblem, sheetEnglish, sheetFailure, sheetReason } from './link-reasons';
import { SHEET_WORDS } from './words';

export const STORAGE_KEY = 'gin-rummy-score-sheet:v1';
export const STORAGE_VERSION = 1;
export const MAX_NAME_LENGTH = 40;

export type Format = 'two' | 'rotation' | 'chouette' | 'partnership';
/** What the setup form offers: partnerships come as four or six players. */
export type Choice = 'two' | 'rotation' | 'chouette' | 'four' | 'six';

export interface TableEntry {
  readonly winner: number | null;
  readonly points: number;
}

export interface SheetRecord {
  readonly format: Format;
  /** In draw order, highest first. */
  readonly players: readonly string[];
  readonly target: number;
  readonly entries: readonly (readonly TableEntry[])[];
}

export type Built =
  | { readonly format: 'two'; readonly record: SheetRecord; readonly ledger: Ledger }
  | { readonly format: 'rotation'; readonly record: SheetRecord; readonly state: RotationState }
  | { readonly format: 'chouette'; readonly record: SheetRecord; readonly state: ChouetteState }
  | { readonly format: 'partnership'; readonly record: SheetRecord; readonly state: PartnershipState };

type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };
const fail = <T>(error: string): Result<T> => ({ ok: false, error });

export const CHOICES: readonly { readonly id: Choice; readonly label: string; readonly players: number; readonly target: number; readonly rules: readonly string[] }[] = [
  { id: 'two', label: 'Two players (§13)', players: 2, target: MATCH_TARGET, rules: ['3', '13'] },
  { id: 'rotation', label: 'Three players, rotation (§15.1)', players: 3, target: MATCH_TARGET, rules: ['15.1'] },
  { id: 'chouette', label: 'Three players, Chouette (§15.2)', players: 3, target: MATCH_TARGET, rules: ['15.2'] },
  { id: 'four', label: 'Four players in partnerships (§16)', players: 4, target: partnershipTarget(4), rules: ['16'] },
  { id: 'six', label: 'Six players in partnerships (§16)', players: 6, target: partnershipTarget(6), rules: ['16'] },
];

export const choiceOf = (record: Pick<SheetRecord, 'format' | 'players'>): Choice =>
  record.format === 'partnership' ? (record.players.length === 6 ? 'six' : 'four') : record.format;

const formatOf = (choice: Choice): Format => (choice === 'four' || choice === 'six' ? 'partnership' : choice);

/** The label of a name field in the setup form. */
export function drawLabel(index: number, count: number, locale: Locale = 'en'): string {
  const w = SHEET_WORDS[locale];
  if (index === 0) return w.highest;
  if (index === count - 1) return w.lowest;
  return w.nthDraw(index + 1);
}

/** A format's name ("Two players (§13)") in a language. */
export const choiceLabel = (choice: Choice, locale: Locale = 'en'): string => SHEET_WORDS[locale].choice[choice];

/** What the draw decides, in words, for the setup form. */
export function drawHint(choice: Choice, locale: Locale = 'en'): string {
  const hints = SHEET_WORDS[locale].drawHint;
  return choice === 'two' || choice === 'rotation' || choice === 'chouette' ? hints[choice] : hints.partnership;
}

// ---------------------------------------------------------------- building

/** Checks names: present, not too long, all different (ignoring case and spaces around). */
export function checkNames(names: readonly string[], locale: Locale = 'en'): { readonly fields: Readonly<Record<number, string>> } | null {
  const w = SHEET_WORDS[locale];
  const fields: Record<number, string> = {};
  const seen = new Map<string, number>();
  names.forEach((raw, i) => {
    const name = raw.trim();
    if (name === '') fields[i] = w.enterName;
    else if (name.length > MAX_NAME_LENGTH) fields[i] = w.atMost(MAX_NAME_LENGTH);
    else if (seen.has(name.toLowerCase())) fields[i] = w.sameName(drawLabel(seen.get(name.toLowerCase())!, names.length, locale));
    else seen.set(name.toLowerCase(), i);
  });
  return Object.keys(fields).length > 0 ? { fields } : null;
}

/** Replays a record through the engine; an error in plain words names what is wrong. */
export function build(record: SheetRecord): Result<Built> {
  const { format, players, target, entries } = record;
  const choice = CHOICES.find((c) => c.id === choiceOf(record));
  if (!choice || formatOf(choice.id) !== format) return sheetFailure(sheetReason('sheet.format', { got: String(JSON.stringify(format)?.slice(0, 30)) }));
  if (!Array.isArray(players) || players.length !== choice.players || players.some((p) => typeof p !== 'string')) return sheetFailure(sheetReason('sheet.players', { choice: choice.id, count: choice.players }));
  if (checkNames(players)) return sheetFailure(sheetReason('sheet.names', {}));
  if (!Array.isArray(entries)) return sheetFailure(sheetReason('sheet.handsList', {}));
  if (entries.length > MAX_HANDS_PER_MATCH) return sheetFailure(sheetReason('sheet.maxLines', { max: MAX_HANDS_PER_MATCH }));
  const width = format === 'partnership' ? players.length / 2 : 1;
  for (const [i, e] of entries.entries()) {
    if (!Array.isArray(e) || e.length !== width) return sheetFailure(sheetReason('sheet.lineWidth', { line: i + 1, width }));
  }
  const flat = entries.map((e) => e[0]);
  if (format === 'two') {
    const r = parseLedger({ target, hands: flat });
    return r.ok ? { ok: true, value: { format, record, ledger: r.value } } : r;
  }
  if (format === 'rotation' || format === 'chouette') {
    const r = replayThree({ mode: format, target, order: [0, 1, 2], hands: flat });
    if (!r.ok) return r;
    return { ok: true, value: format === 'rotation' ? { format, record, state: r.value as RotationState } : { format, record, state: r.value as ChouetteState } };
  }
  const r = replayPartnership({ ranking: players.map((_, i) => i), target, rounds: entries });
  return r.ok ? { ok: true, value: { format, record, state: r.value } } : r;
}

/** A new sheet from the setup form; errors by field ("name-2", "target"). */
export function startSheet(choice: Choice, names: readonly string[], targetText: string, locale: Locale = 'en'): { sheet: Built; errors: null } | { sheet: null; errors: Readonly<Record<string, string>> } {
  const errors: Record<string, string> = {};
  const bad = checkNames(names, locale);
  if (bad) for (const [i, m] of Object.entries(bad.fields)) errors[`name-${i}`] = m;
  const target = parseWhole(targetText);
  if (target === undefined || Number.isNaN(target) || target < 1 || target > 1000) errors.target = locale === 'de' ? 'Das Ziel ist eine ganze Zahl von 1 bis 1000.' : 'The target is a whole number from 1 to 1000.';
  if (Object.keys(errors).length > 0) return { sheet: null, errors };
  const r = build({ format: formatOf(choice), players: names.map((n) => n.trim()), target: target as number, entries: [] });
  if (!r.ok) return { sheet: null, errors: { form: r.error } };
  return { sheet: r.value, errors: null };
}

/** A whole number as typed: undefined when empty, NaN when not a plain whole number. */
export function parseWhole(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\+?\d{1,6}$/.test(t) ? Number(t) : Number.NaN;
}

// ---------------------------------------------------------------- the next hand

/** One table of the coming hand: who deals and who leads (Vorhand); names by index into players. */
export interface Slot {
  readonly dealer: number;
  readonly nonDealer: number;
}

export interface NextHand {
  readonly slots: readonly Slot[];
  readonly sittingOut: number | null;
  /** "Hand 3" or "Round 2". */
  readonly title: string;
  /** "Ben deals hand 3 to Ana; Cem sits out." */
  readonly text: string;
}

export function isOver(b: Built): boolean {
  return next(b) === null;
}

/** Who plays next (§3, §12, §15, §16); null once the match is over. */
export function next(b: Built, locale: Locale = 'en'): NextHand | null {
  const w = SHEET_WORDS[locale];
  const name = (i: number) => b.record.players[i];
  const n = b.record.entries.length + 1;
  if (b.format === 'two') {
    if (settle(b.ledger).ok) return null;
    const dealer = nextDealer(b.ledger, 1);
    const nonDealer = 1 - dealer;
    return { slots: [{ dealer, nonDealer }], sittingOut: null, title: w.hand(n), text: w.nextTwo(name(dealer), n, name(nonDealer)) };
  }
  if (b.format === 'rotation' || b.format === 'chouette') {
    const t = whoPlays(b.state as ThreeState);
    if (t === null) return null;
    return {
      slots: [{ dealer: t.dealer, nonDealer: t.nonDealer }], sittingOut: t.sittingOut, title: w.hand(n),
      text: w.nextThree(name(t.dealer), n, name(t.nonDealer), name(t.sittingOut), b.format === 'chouette'),
    };
  }
  const ts = tables(b.state);
  if (ts === null) return null;
  return {
    slots: ts.map((t) => ({ dealer: t.dealer, nonDealer: t.nonDealer })), sittingOut: null, title: w.round(n),
    text: w.nextRound(n, ts.map((t) => [name(t.dealer), name(t.nonDealer)] as const)),
  };
}

/** Validates one table's entry as typed in the form; null when fine. */
export function entryProblem(winner: number | null | undefined, pointsText: string, locale: Locale = 'en'): { field: 'winner' | 'points'; message: string } | null {
  const w = SHEET_WORDS[locale];
  if (winner === undefined) return { field: 'winner', message: w.chooseWinner };
  if (winner === null) return null;
  const p = parseWhole(pointsText);
  if (p === undefined) return { field: 'points', message: w.enterPoints };
  if (Number.isNaN(p) || p < 1 || p > MAX_HAND_POINTS) return { field: 'points', message: w.pointsRange(MAX_HAND_POINTS) };
  return null;
}

/** Adds one line; the engine's checks decide, and its message is passed on. */
export function addEntry(b: Built, entry: readonly TableEntry[]): Result<Built> {
  return build({ ...b.record, entries: [...b.record.entries, entry] });
}

/** Removes the last line. */
export function undoEntry(b: Built): Built {
  const r = build({ ...b.record, entries: b.record.entries.slice(0, -1) });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

// ---------------------------------------------------------------- the sheet on screen

export interface Column {
  readonly name: string;
}

export interface Row {
  readonly line: number;
  /** "Hand 3" / "Round 2". */
  readonly label: string;
  /** Who played, in words. */
  readonly played: string;
  /** Points written this line, by column; null where nothing is written. */
  readonly points: readonly (number | null)[];
  readonly running: readonly number[];
  /** The column that wrote (null when nobody did). */
  readonly writer: number | null;
  readonly winnerName: string | null;
  readonly noGame: boolean;
  /** This line took a column to the target for the first time. */
  readonly reached: boolean;
}

export interface BonusRow {
  readonly label: string;
  readonly values: readonly number[];
  /** The row of totals. */
  readonly total?: boolean;
}

export interface SheetView {
  readonly title: string;
  readonly columns: readonly Column[];
  readonly rows: readonly Row[];
  readonly over: boolean;
  readonly next: NextHand | null;
  /** Bonus rows and totals, once the match is over. */
  readonly bonuses: readonly BonusRow[] | null;
  /** The outcome in words, once over ("Ana wins by 202 (284 to 82)."). */
  readonly result: string | null;
  /** Who pays whom, once over. */
  readonly payments: readonly string[];
  /** Paragraphs behind the settlement. */
  readonly citations: readonly string[];
  /** Who sits where, in words. */
  readonly seating: readonly string[];
}

const both = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`);

export function columnsOf(b: Built, locale: Locale = 'en'): Column[] {
  const p = b.record.players;
  if (b.format === 'two' || b.format === 'rotation') return p.map((name) => ({ name }));
  if (b.format === 'chouette') return [{ name: p[b.state.single] }, { name: SHEET_WORDS[locale].partners(both(b.state.partners.map((i) => p[i]))) }];
  return b.state.teams.map((team) => ({ name: both(team.map((i) => p[i])) }));
}

export function seatingOf(b: Built, locale: Locale = 'en'): string[] {
  const w = SHEET_WORDS[locale];
  const p = b.record.players;
  const order = w.order(p.join(', '));
  if (b.format === 'two') return [order, w.seatTwo(p[0], p[1])];
  if (b.format === 'rotation') return [order, w.seatRotation(p[1], p[0], p[2])];
  if (b.format === 'chouette') return [order, w.seatChouette(p[0], p[1], p[2])];
  const s = b.state;
  return [order, w.seats(s.seating.map((i) => p[i]).join(', ')), w.teams(both(s.teams[0].map((i) => p[i])), both(s.teams[1].map((i) => p[i])), s.target)];
}

export function sheetView(b: Built, locale: Locale = 'en'): SheetView {
  const w = SHEET_WORDS[locale];
  const p = b.record.players;
  const columns = columnsOf(b, locale);
  const rows: Row[] = [];
  let reachedYet = false;
  const running = columns.map(() => 0);
  const pushRow = (line: number, label: string, played: string, writer: number | null, points: number, winnerName: string | null, noGame: boolean) => {
    if (writer !== null) running[writer] += points;
    const reached = !reachedYet && writer !== null && running[writer] >= b.record.target;
    if (reached) reachedYet = true;
    rows.push({
      line, label, played, points: columns.map((_, i) => (i === writer ? points : null)), running: [...running], writer, winnerName, noGame, reached,
    });
  };
  if (b.format === 'two') {
    let dealer = 1;
    for (const l of sheetLines(b.ledger)) {
      pushRow(l.hand, w.hand(l.hand), w.dealt(p[dealer]), l.winner, l.points, l.winner === null ? null : p[l.winner], l.winner === null);
      if (l.winner !== null) dealer = 1 - l.winner;
    }
  } else if (b.format === 'rotation' || b.format === 'chouette') {
    const s = b.state;
    s.hands.forEach((h, i) => {
      const writer = h.winner === null ? null : b.format === 'rotation' ? h.winner : h.winner === (s as ChouetteState).single ? 0 : 1;
      pushRow(i + 1, w.hand(i + 1), w.dealtTo(p[h.dealer], p[h.nonDealer], p[h.sittingOut], b.format === 'rotation'), writer, h.points, h.winner === null ? null : p[h.winner], h.winner === null);
    });
  } else {
    b.state.rounds.forEach((r, i) => {
      const played = r.tables.map((t) => w.tablePlayed(p[t.dealer], p[t.nonDealer], t.winner === null ? null : p[t.winner], t.points)).join('; ');
      pushRow(i + 1, w.round(i + 1), played, r.writer, r.points, r.writer === null ? null : columns[r.writer].name, r.writer === null);
    });
  }
  const nx = next(b, locale);
  const base = { title: titleOf(b, locale), columns, rows, over: nx === null, next: nx, seating: seatingOf(b, locale) };
  if (nx !== null) return { ...base, bonuses: null, result: null, payments: [], citations: [] };
  return { ...base, ...settlementView(b, columns, locale) };
}

function titleOf(b: Built, locale: Locale): string {
  return choiceLabel(choiceOf(b.record), locale);
}

/** `plural`: the winning column is a side of several players (the Chouette's partners: "win", not "wins"). */
function twoSided(s: Settlement, columns: readonly Column[], locale: Locale, plural: (column: number) => boolean): { bonuses: BonusRow[]; result: string } {
  const w = SHEET_WORDS[locale];
  const bonuses: BonusRow[] = [
    { label: w.handPoints, values: [...s.points] },
    { label: w.boxes, values: [...s.boxes] },
    { label: w.gameBonus, values: [...s.gameBonus] },
    { label: w.shutout, values: [...s.shutout] },
    { label: w.total, values: [...s.totals], total: true },
  ];
  const result = s.winner === null ? w.equal(s.totals[0]) : w.winsBy(columns[s.winner].name, plural(s.winner), s.difference, s.totals[s.winner], s.totals[1 - s.winner]);
  return { bonuses, result };
}

function settlementView(b: Built, columns: readonly Column[], locale: Locale): Pick<SheetView, 'bonuses' | 'result' | 'payments' | 'citations'> {
  const w = SHEET_WORDS[locale];
  const p = b.record.players;
  // English says "win" for a column named "Partners ..." (the Chouette's) and "wins" otherwise, as it always did; German agrees with the number of players.
  const plural = (column: number) => (locale === 'en' ? columns[column].name.startsWith('Partners') : b.format === 'partnership' || (b.format === 'chouette' && column === 1));
  if (b.format === 'two') {
    const s = settle(b.ledger);
    if (!s.ok) throw new Error(s.error);
    const t = twoSided(s.value, columns, locale, plural);
    const pay = s.value.winner === null ? [] : [w.pays(p[1 - s.value.winner], p[s.value.winner], s.value.difference)];
    return { ...t, payments: pay, citations: s.value.citations };
  }
  if (b.format === 'partnership') {
    const s = settlePartnership(b.state);
    if (!s.ok) throw new Error(s.error);
    const t = twoSided(s.value, columns, locale, plural);
    const pay = s.value.winner === null ? [] : [w.teamPays(columns[1 - s.value.winner].name, columns[s.value.winner].name, s.value.difference)];
    return { ...t, payments: pay, citations: s.value.citations };
  }
  if (b.format === 'chouette') {
    const s = payments(b.state);
    if (!s.ok) throw new Error(s.error);
    const t = twoSided(s.value.sides, columns, locale, plural);
    return { ...t, payments: s.value.payments.map(paymentText(p, locale)), citations: s.value.citations };
  }
  const s = payments(b.state);
  if (!s.ok) throw new Error(s.error);
  const v = s.value;
  const bonuses: BonusRow[] = [
    { label: w.handPoints, values: [...v.points] },
    { label: w.boxes, values: [...v.boxes] },
    { label: w.gameBonus, values: [...v.gameBonus] },
    { label: w.total, values: [...v.totals], total: true },
  ];
  const ranked = [0, 1, 2].sort((x, y) => v.totals[y] - v.totals[x] || x - y);
  const result = w.rotationResult(p[ranked[0]], v.totals[ranked[0]]);
  return { bonuses, result, payments: v.payments.map(paymentText(p, locale)), citations: v.citations };
}

const paymentText = (p: readonly string[], locale: Locale) => (x: { from: number; to: number; amount: number; difference: number; shutout: number }) =>
  x.shutout > 0 ? SHEET_WORDS[locale].paysShutout(p[x.from], p[x.to], x.amount, x.difference, x.shutout) : SHEET_WORDS[locale].pays(p[x.from], p[x.to], x.amount);

// ---------------------------------------------------------------- CSV

/**
 * The sheet as CSV: the format, the target and the seating first; then a
 * header and one record per line (its number, who played, each column's
 * points and running total, the winner, a no-game mark "yes"); once over, the
 * bonus rows (label in the first column, values under the points columns),
 * the totals, the result and each payment.
 */
export function sheetToCsv(b: Built): string {
  const v = sheetView(b);
  const cols = v.columns.map((c) => textCell(c.name));
  const unit = b.format === 'partnership' ? 'Round' : 'Hand';
  const records: string[][] = [
    ['Format', textCell(v.title)],
    ['Target', String(b.record.target)],
    ...v.seating.map((s, i) => [i === 0 ? 'Seating' : '', textCell(s)]),
    [unit, 'Played', ...cols.map((c) => `${c}: points`), ...cols.map((c) => `${c}: running total`), 'Winner', 'No game'],
    ...v.rows.map((r) => [
      String(r.line), textCell(r.played), ...r.points.map(numberCell), ...r.running.map(numberCell), r.winnerName === null ? '' : textCell(r.winnerName), r.noGame ? 'yes' : '',
    ]),
  ];
  if (v.bonuses) {
    for (const row of v.bonuses) records.push([row.label, '', ...row.values.map(numberCell)]);
    if (v.result) records.push(['Result', textCell(v.result)]);
    for (const pay of v.payments) records.push(['Payment', textCell(pay)]);
  }
  return toCsv(records);
}

export function csvFileName(b: Built, date: string): string {
  return `gin-rummy-sheet-${b.record.format}-${date}.csv`;
}

// ---------------------------------------------------------------- storage

export type Loaded =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly sheet: Built }
  | { readonly kind: 'corrupt'; readonly message: string };

export function serialise(b: Built): string {
  return JSON.stringify({ version: STORAGE_VERSION, sheet: b.record });
}

/**
 * Reads what storage held (null: nothing), saying what is wrong in `locale`'s words. The sheet is
 * replayed through the engine; anything else is reported, never half-loaded.
 */
export function loadSheet(raw: string | null, locale: Locale = 'en'): Loaded {
  if (raw === null || raw === '') return { kind: 'empty' };
  const w = SHEET_WORDS[locale];
  const corrupt = (why: string): Loaded => ({ kind: 'corrupt', message: w.cannotRead(why) });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return corrupt(w.notJson);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return corrupt(w.notSheet);
  const { version, sheet } = data as Record<string, unknown>;
  if (version !== STORAGE_VERSION) return corrupt(w.savedFormat(String(JSON.stringify(version)?.slice(0, 20)), STORAGE_VERSION));
  if (typeof sheet !== 'object' || sheet === null || Array.isArray(sheet)) return corrupt(w.sheetMissing);
  const s = sheet as Record<string, unknown>;
  const extra = Object.keys(s).find((k) => !['format', 'players', 'target', 'entries'].includes(k));
  if (extra) return corrupt(w.unknownField(extra.slice(0, 30)));
  const r = build(s as unknown as SheetRecord);
  if (!r.ok) return corrupt(`${sayLinkProblem(r, locale)}.`);
  return { kind: 'ok', sheet: r.value };
}

// ---------------------------------------------------------------- helpers for one hand

export interface Worked {
  /** Index into the table's two players [first, second]: 0 or 1; null when nobody writes. */
  readonly winner: 0 | 1 | null;
  readonly points: number;
  readonly summary: string;
  readonly citations: readonly string[];
}

/**
 * §9-§11: a hand's points from the knock: who knocked (0 or 1 of the table's
 * two players), the knocker's deadwood and the opponent's deadwood after his
 * lay-offs; gin needs only the opponent's deadwood (counted without lay-offs, §11).
 */
export function workOutHand(kind: 'knock' | 'gin', knocker: 0 | 1, names: readonly [string, string], knockerText: string, opponentText: string, locale: Locale = 'en'): Result<Worked> {
  const w = SHEET_WORDS[locale];
  const opp = parseWhole(opponentText);
  if (opp === undefined || Number.isNaN(opp) || opp > MAX_DEADWOOD) return fail(w.opponentBad(MAX_DEADWOOD));
  let end: Parameters<typeof scoreHand>[0];
  if (kind === 'gin') end = { kind: 'gin', knocker, opponentDeadwood: opp };
  else {
    const k = parseWhole(knockerText);
    if (k === undefined || Number.isNaN(k) || k > MAX_DEADWOOD) return fail(w.knockerBad(MAX_DEADWOOD));
    if (k > 10) return fail(w.knockTooHigh(k));
    if (k === 0) end = { kind: 'gin', knocker, opponentDeadwood: opp };
    else end = { kind: 'knock', knocker, knockerDeadwood: k, opponentDeadwood: opp };
  }
  const s = scoreHand(end);
  const kn = names[knocker];
  const op = names[1 - knocker];
  let summary: string;
  if (s.reason === 'gin') summary = w.workedGin(kn, op, opp, GIN_BONUS, s.points, end.kind === 'gin' && kind === 'knock');
  else if (s.reason === 'knock') summary = w.workedKnock(kn, (end as { knockerDeadwood: number }).knockerDeadwood, opp, s.points);
  else summary = w.workedUndercut(kn, op, (end as { knockerDeadwood: number }).knockerDeadwood, opp, UNDERCUT_BONUS, s.points);
  return { ok: true, value: { winner: s.winner, points: s.points, summary, citations: s.citations } };
}

export interface LinkedHands {
  readonly players: readonly [string, string];
  /** The hands finished in the linked game (not those already on its start position's sheet), by the link's seats. */
  readonly hands: readonly TableEntry[];
}

/** The engine's reason for a failure, or its English words as they are. */
const whyOf = (f: { readonly error: string; readonly reason?: Message }): Message => f.reason ?? reason('plain', { text: f.error });

/** A sandbox share link ("gin-rummy.1....") replayed: the hands it finished, from the final state's ledger. */
export function handsFromLink(link: string): Result<LinkedHands> {
  const d = decodeShareLink(link);
  if (!d.ok) return failure(`That is not a usable link: ${d.error}.`, sheetReason('sheet.unusable', { why: whyOf(d) }));
  if (d.gameId !== ginRummy.id) return sheetFailure(sheetReason('sheet.otherGame', { game: d.gameId }));
  const played = parsePlayed(ginRummy, d.text);
  if (!played.ok) return failure(`The link's game cannot be read: ${played.error}.`, sheetReason('sheet.unreadable', { why: whyOf(played) }));
  const { start, actions } = played.value;
  const done = replay(ginRummy, start, actions);
  const final = done.frames[done.frames.length - 1].state;
  const hands = final.ledger.slice(start.ledger.length);
  if (hands.length === 0) return sheetFailure(sheetReason('sheet.noHand', {}));
  return { ok: true, value: { players: [final.players[0], final.players[1]], hands } };
}

/**
 * How the link's two players map onto a table's two players: by name when
 * both names match (ignoring case), otherwise the link's first player is the
 * table's first (the one who leads). Returns, for link seat 0 and 1, the
 * index into the table pair.
 */
export function defaultMapping(linkPlayers: readonly [string, string], table: readonly [string, string]): 0 | 1 {
  const eq = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (eq(linkPlayers[0], table[1]) && eq(linkPlayers[1], table[0])) return 1;
  return 0;
}
