/**
 * The SENS score sheet's model: a partnership match to 500 (1.1, 10.1-10.4)
 * kept as a small record, and everything the page shows, stores and exports
 * derived from it. No DOM, no storage access (the island hands strings in
 * and out).
 *
 * The record: the four names in seat order (clockwise, so partners are
 * seats 0 and 2 against 1 and 3), the first dealer (4.1), the table's misdeal
 * rule (4.5) and one entry per deal (deal-entry.ts). Replaying it line by
 * line gives what each side wrote, the running totals, the match decision
 * after each deal (the engine's decideMatch) and the next dealer, so a stored
 * sheet is always one that could have been entered.
 */
import type { Locale, Message } from '../../../../engine/core/messages';
import { failure, reason } from '../../../../engine/core/reasons';
import { saySheetProblem, sheetFailure, sheetReason } from './sheet-reasons';
import { SHEET_WORDS } from './sheet-words';
import { FRENCH_SUITS, SUIT_NAMES, SUITS, type Suit } from '../../../../engine/sens/cards';
import { decideMatch, TARGET, type MatchDecision } from '../../../../engine/sens/match';
import { pointsToMakeGame } from '../../../../engine/sens/scoring';
import type { Seat, Side } from '../../../../engine/sens/types';
import { numberCell, textCell, toCsv } from '../../../components/tools/csv';
import {
  entryProblem, nextDealer, outcomeOf, sideOf, ENTRY_KINDS, type DealEntry, type EntryKind, type MisdealRule, type Outcome, type VorlaufCall,
} from './deal-entry';

export const STORAGE_KEY = 'sens-score-sheet:v1';
export const STORAGE_VERSION = 1;
export const MAX_NAME_LENGTH = 40;
/** Lines on one sheet, at most (a match to 500 takes a handful of deals; thrown-in deals write nothing). */
export const MAX_DEALS = 200;
export { TARGET };

export interface SheetRecord {
  /** Seat order, clockwise: seats 0 and 2 are partners, and so are 1 and 3. */
  readonly players: readonly string[];
  readonly firstDealer: Seat;
  readonly misdeal: MisdealRule;
  readonly deals: readonly DealEntry[];
}

/** One deal replayed. */
export interface Line {
  readonly entry: DealEntry;
  readonly outcome: Outcome;
  readonly before: readonly [number, number];
  readonly decision: MatchDecision;
}

export interface Built {
  readonly record: SheetRecord;
  readonly lines: readonly Line[];
  readonly scores: readonly [number, number];
  /** The side that won the match, once decided. */
  readonly winner: Side | null;
  /** Who deals the next deal (meaningless once the match is over). */
  readonly nextDealer: Seat;
}

type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };
/** The reason a failure carries, or its English words as they are. */
const whyOf = (f: { readonly error: string; readonly reason?: Message }): Message => f.reason ?? reason('plain', { text: f.error });

export const SEAT_LABELS = ['1st seat', '2nd seat', '3rd seat', '4th seat'] as const;

/** "Ana & Cem": a side by its two players (seats s and s + 2). */
export function sideName(players: readonly string[], side: Side): string {
  return `${players[side]} & ${players[side + 2]}`;
}

/** "Herz (hearts)". */
export function suitLabel(suit: Suit, locale: Locale = 'en'): string {
  return SHEET_WORDS[locale].suit(SUIT_NAMES[suit], locale === 'de' ? GERMAN_FRENCH_SUITS[suit] : FRENCH_SUITS[suit]);
}

/** 2.1: the French suits by their German names. */
const GERMAN_FRENCH_SUITS: Record<Suit, string> = { E: 'Kreuz', G: 'Pik', H: 'Herz', S: 'Karo' };

// ---------------------------------------------------------------- building

/** Names: present, not too long, all different (ignoring case and spaces around). */
export function checkNames(names: readonly string[], locale: Locale = 'en'): Readonly<Record<number, string>> | null {
  const w = SHEET_WORDS[locale];
  const fields: Record<number, string> = {};
  const seen = new Map<string, number>();
  names.forEach((raw, i) => {
    const name = raw.trim();
    if (name === '') fields[i] = w.enterName;
    else if (name.length > MAX_NAME_LENGTH) fields[i] = w.atMost(MAX_NAME_LENGTH);
    else if (seen.has(name.toLowerCase())) fields[i] = w.sameName(seen.get(name.toLowerCase())!);
    else seen.set(name.toLowerCase(), i);
  });
  return Object.keys(fields).length > 0 ? fields : null;
}

const isSeat = (v: unknown): v is Seat => v === 0 || v === 1 || v === 2 || v === 3;
const isPoints = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v);
const isPair = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every(isPoints);

const FIELDS: Readonly<Record<EntryKind, readonly string[]>> = {
  counted: ['kind', 'dealer', 'taker', 'trump', 'cardPoints', 'meldPoints', 'dackeln', 'vorlauf'],
  written: ['kind', 'dealer', 'taker', 'trump', 'written'],
  foul: ['kind', 'dealer', 'offender', 'meldPoints'],
  misdeal: ['kind', 'dealer'],
  'thrown-in': ['kind', 'dealer'],
};

/** The shape of a stored entry (the numbers' sense is checked by entryProblem). */
function parseEntry(raw: unknown): Result<DealEntry> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return sheetFailure(sheetReason('entry.notEntry', {}));
  const e = raw as Record<string, unknown>;
  if (!ENTRY_KINDS.includes(e.kind as EntryKind)) return sheetFailure(sheetReason('entry.kind', { got: String(JSON.stringify(e.kind)?.slice(0, 20)) }));
  const kind = e.kind as EntryKind;
  const extra = Object.keys(e).find((k) => !FIELDS[kind].includes(k));
  if (extra) return sheetFailure(sheetReason('entry.field', { got: extra.slice(0, 30) }));
  const missing = FIELDS[kind].find((k) => !(k in e));
  if (missing) return sheetFailure(sheetReason('entry.missing', { key: missing }));
  if (!isSeat(e.dealer)) return sheetFailure(sheetReason('entry.seat', { role: 'dealer' }));
  if ('taker' in e && !isSeat(e.taker)) return sheetFailure(sheetReason('entry.seat', { role: 'taker' }));
  if ('offender' in e && !isSeat(e.offender)) return sheetFailure(sheetReason('entry.seat', { role: 'offender' }));
  if ('trump' in e && !(SUITS as readonly unknown[]).includes(e.trump)) return sheetFailure(sheetReason('entry.trump', {}));
  for (const k of ['cardPoints', 'meldPoints', 'written']) if (k in e && !isPair(e[k])) return sheetFailure(sheetReason('entry.pair', { key: k }));
  if ('dackeln' in e && typeof e.dackeln !== 'boolean') return sheetFailure(sheetReason('entry.dackeln', {}));
  if ('vorlauf' in e && e.vorlauf !== null) {
    const v = e.vorlauf as Record<string, unknown>;
    if (typeof v !== 'object' || Array.isArray(v) || Object.keys(v).length !== 2 || (v.side !== 0 && v.side !== 1) || !isPoints(v.securedCardPoints)) {
      return sheetFailure(sheetReason('entry.vorlauf', {}));
    }
  }
  const entry = raw as DealEntry;
  const p = entryProblem(entry);
  return p ? sheetFailure(sheetReason('entry.problem', { why: p.says })) : { ok: true, value: entry };
}

/** Replays a record; an error in plain words names what is wrong and where. */
export function build(record: SheetRecord): Result<Built> {
  const { players, firstDealer, misdeal, deals } = record;
  if (!Array.isArray(players) || players.length !== 4 || players.some((p) => typeof p !== 'string')) return sheetFailure(sheetReason('sheet.fourNames', {}));
  if (checkNames(players)) return sheetFailure(sheetReason('sheet.names', {}));
  if (!isSeat(firstDealer)) return sheetFailure(sheetReason('sheet.firstDealer', {}));
  if (misdeal !== 'strict' && misdeal !== 'mild') return sheetFailure(sheetReason('sheet.misdealRule', {}));
  if (!Array.isArray(deals)) return sheetFailure(sheetReason('sheet.dealsList', {}));
  if (deals.length > MAX_DEALS) return sheetFailure(sheetReason('sheet.maxDeals', { max: MAX_DEALS }));
  const lines: Line[] = [];
  let scores: readonly [number, number] = [0, 0];
  let dealer: Seat = firstDealer;
  let winner: Side | null = null;
  for (const [i, raw] of deals.entries()) {
    if (winner !== null) return sheetFailure(sheetReason('sheet.decided', { deal: i }));
    const parsed = parseEntry(raw);
    if (!parsed.ok) return failure(`deal ${i + 1}: ${parsed.error}`, sheetReason('sheet.deal', { deal: i + 1, why: whyOf(parsed) }));
    const entry = parsed.value;
    const outcome = outcomeOf(entry, misdeal);
    const { written, taker, made, meldPoints, vorlauf } = outcome;
    const decision = decideMatch({ before: scores, written, taker, made, meldPoints, vorlauf });
    lines.push({ entry, outcome, before: scores, decision });
    scores = decision.scores;
    winner = decision.winner;
    dealer = nextDealer(entry, misdeal);
  }
  return { ok: true, value: { record, lines, scores, winner, nextDealer: dealer } };
}

/** A new sheet from the setup form; errors by field ("name-2", "first-dealer", "misdeal"). */
export type Started = { sheet: Built; errors: null } | { sheet: null; errors: Readonly<Record<string, string>> };

export function startSheet(names: readonly string[], firstDealer: string, misdeal: string, locale: Locale = 'en'): Started {
  const errors: Record<string, string> = {};
  const w = SHEET_WORDS[locale];
  const bad = checkNames(names, locale);
  if (bad) for (const [i, m] of Object.entries(bad)) errors[`name-${i}`] = m;
  if (!/^[0-3]$/.test(firstDealer)) errors['first-dealer'] = w.chooseDealer;
  if (misdeal !== 'strict' && misdeal !== 'mild') errors.misdeal = w.chooseMisdeal;
  if (Object.keys(errors).length > 0) return { sheet: null, errors };
  const r = build({ players: names.map((n) => n.trim()), firstDealer: Number(firstDealer) as Seat, misdeal: misdeal as MisdealRule, deals: [] });
  if (!r.ok) return { sheet: null, errors: { form: saySheetProblem(r, locale) } };
  return { sheet: r.value, errors: null };
}

/** Adds one deal; refused (with the reason) once the match is over or when the entry cannot have happened. */
export function addDeal(b: Built, entry: DealEntry): Result<Built> {
  if (b.winner !== null) return sheetFailure(sheetReason('sheet.over', {}));
  return build({ ...b.record, deals: [...b.record.deals, entry] });
}

/** Removes the last deal. */
export function undoDeal(b: Built): Built {
  const r = build({ ...b.record, deals: b.record.deals.slice(0, -1) });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

// ---------------------------------------------------------------- words

/** "Deal 4: Dia deals, Ana leads (Vorhand)." (4.6, 9.1) */
export function nextText(b: Built, locale: Locale = 'en'): string {
  const p = b.record.players;
  const d = b.nextDealer;
  return SHEET_WORDS[locale].next(b.lines.length + 1, p[d], p[(d + 1) % 4]);
}

/** What one line wrote, in words (also the entry form's preview). */
export function lineSummary(players: readonly string[], entry: DealEntry, o: Outcome, misdeal: MisdealRule, locale: Locale = 'en'): string {
  const w = SHEET_WORDS[locale];
  const side = (s: Side) => sideName(players, s);
  const wrote = w.wrote(side(0), o.written[0], side(1), o.written[1]);
  switch (entry.kind) {
    case 'counted': {
      const t = o.taker as Side;
      const total = o.total as number;
      const own = entry.cardPoints[t] + entry.meldPoints[t];
      const start = w.start(players[entry.taker], SUIT_NAMES[entry.trump], side(t), own, total, pointsToMakeGame(total));
      if (o.ziehen) return w.short(start, side((1 - t) as Side), total, side(t), entry.dackeln ? w.allTricks : '');
      return w.made(start, o.dackelnBonus ? w.dackeln : '', wrote);
    }
    case 'written':
      return w.written(players[entry.taker], SUIT_NAMES[entry.trump], wrote, o.ziehen);
    case 'foul': {
      const to = (1 - sideOf(entry.offender)) as Side;
      const melds = entry.meldPoints[0] + entry.meldPoints[1];
      return w.foul(players[entry.offender], side(to), melds ? w.foulMelds(melds, o.written[to]) : '', side((1 - to) as Side));
    }
    case 'misdeal':
      return misdeal === 'strict' ? w.misdealStrict(players[entry.dealer], side((1 - sideOf(entry.dealer)) as Side)) : w.misdealMild(players[entry.dealer]);
    case 'thrown-in':
      return w.thrownIn;
  }
}

/** The Vorlauf count of a line, in words: "430 before the deal, 52 secured, 20 in melds: 502". */
function vorlaufCount(line: Line, call: VorlaufCall, locale: Locale): { count: number; text: string } {
  const before = line.before[call.side];
  const melds = line.outcome.meldPoints[call.side];
  const count = before + call.securedCardPoints + melds;
  return { count, text: SHEET_WORDS[locale].count(before, call.securedCardPoints, melds, count) };
}

/** How the match ended (or why it goes on), with names, from the engine's decision. */
export function decisionText(players: readonly string[], line: Line, locale: Locale = 'en'): string {
  const w = SHEET_WORDS[locale];
  const d = line.decision;
  const call = line.outcome.vorlauf;
  const side = (s: Side) => sideName(players, s);
  if (call) {
    const { count, text } = vorlaufCount(line, call, locale);
    const caller = side(call.side);
    if (d.winner === call.side) return w.vorlaufWon(caller, text, TARGET);
    if (count < TARGET) return w.vorlaufShort(caller, text, TARGET, side((1 - call.side) as Side));
    return w.vorlaufNotMade(caller, count, side((1 - call.side) as Side));
  }
  const [a, b] = d.scores;
  if (a >= TARGET && b >= TARGET) {
    if (d.winner === null) return w.bothLevel(TARGET, a);
    return w.bothHigher(TARGET, side(d.winner), d.scores[d.winner], d.scores[1 - d.winner]);
  }
  if (d.winner !== null) return w.reached(side(d.winner), d.scores[d.winner], d.scores[1 - d.winner]);
  return w.notYet(a, b, TARGET);
}

// ---------------------------------------------------------------- the sheet on screen

export interface Row {
  readonly line: number;
  readonly dealer: string;
  /** "Ana, Herz" for a played game; what else happened otherwise. */
  readonly game: string;
  readonly written: readonly [number, number];
  readonly running: readonly [number, number];
  /** Short marks: "Ziehen", "Dackeln +100", "Vorlauf: Ana & Cem", "Misdeal", "Wrong card: Ben", "Thrown in", "Entered directly". */
  readonly marks: readonly string[];
  readonly summary: string;
  /** This line decided the match. */
  readonly decided: boolean;
}

export interface SheetView {
  readonly sides: readonly [string, string];
  readonly rows: readonly Row[];
  readonly scores: readonly [number, number];
  readonly over: boolean;
  /** The next deal in words; null once over. */
  readonly next: string | null;
  /** The last line's decision in words (why it is over, or why it goes on past 500); null before any line. */
  readonly result: string | null;
  readonly citations: readonly string[];
  readonly seating: readonly string[];
}

/** The marks a line carries, short. */
export function marksOf(players: readonly string[], line: Line, locale: Locale = 'en'): string[] {
  const w = SHEET_WORDS[locale];
  const e = line.entry;
  const o = line.outcome;
  const marks: string[] = [];
  if (e.kind === 'written') marks.push(w.markDirect);
  if (o.ziehen) marks.push('Ziehen');
  if (o.dackelnBonus > 0) marks.push(w.markDackeln(o.dackelnBonus));
  if (o.vorlauf) marks.push(w.markVorlauf(sideName(players, o.vorlauf.side), o.vorlauf.securedCardPoints));
  if (e.kind === 'foul') marks.push(w.markFoul(players[e.offender]));
  if (e.kind === 'misdeal') marks.push(w.markMisdeal);
  if (e.kind === 'thrown-in') marks.push(w.markThrownIn);
  return marks;
}

function gameText(players: readonly string[], e: DealEntry): string {
  return e.kind === 'counted' || e.kind === 'written' ? `${players[e.taker]}, ${SUIT_NAMES[e.trump]}` : '';
}

export function seatingLines(record: SheetRecord, locale: Locale = 'en'): string[] {
  const w = SHEET_WORDS[locale];
  const p = record.players;
  return [w.clockwise(p.join(', '), sideName(p, 0), sideName(p, 1)), w.firstDealer(p[record.firstDealer], record.misdeal === 'strict')];
}

export function sheetView(b: Built, locale: Locale = 'en'): SheetView {
  const p = b.record.players;
  const rows = b.lines.map((l, i): Row => ({
    line: i + 1,
    dealer: p[l.entry.dealer],
    game: gameText(p, l.entry),
    written: l.outcome.written,
    running: l.decision.scores,
    marks: marksOf(p, l, locale),
    summary: lineSummary(p, l.entry, l.outcome, b.record.misdeal, locale),
    decided: l.decision.winner !== null,
  }));
  const last = b.lines[b.lines.length - 1];
  const over = b.winner !== null;
  const showDecision = last && (over || last.decision.scores.some((s) => s >= TARGET));
  return {
    sides: [sideName(p, 0), sideName(p, 1)],
    rows,
    scores: b.scores,
    over,
    next: over ? null : nextText(b, locale),
    result: showDecision ? decisionText(p, last, locale) : null,
    citations: last ? last.decision.citations : [],
    seating: seatingLines(b.record, locale),
  };
}

// ---------------------------------------------------------------- CSV

const KIND_WORDS: Readonly<Record<EntryKind, string>> = {
  counted: 'card points and melds', written: 'points entered directly', foul: 'wrong card found later', misdeal: 'misdeal', 'thrown-in': 'thrown in',
};

/**
 * The sheet as CSV: the seating and the table's options first; then a header
 * and one record per deal: who dealt, who took the game and the trump, how
 * it was entered, each side's card points and melds (when entered), the
 * points written and the running totals in their own columns, and the marks
 * (Ziehen, Dackeln, Vorlauf, misdeal, wrong card, thrown in), each in a
 * labelled column; last the result.
 */
export function sheetToCsv(b: Built): string {
  const p = b.record.players;
  const [a, c] = [sideName(p, 0), sideName(p, 1)].map(textCell);
  const records: string[][] = [
    ['SENS score sheet', `played to ${TARGET} (1.1)`],
    ['Seating (clockwise)', ...p.map(textCell)],
    ['Partners (across)', `${a} against ${c}`],
    ['First dealer', textCell(p[b.record.firstDealer])],
    ['Misdeal rule (4.5)', b.record.misdeal],
    [],
    [
      'Deal', 'Dealt by', 'Game taken by', 'Trump', 'Entered as',
      `${a}: card points`, `${a}: melds`, `${c}: card points`, `${c}: melds`,
      `${a}: points written`, `${c}: points written`, `${a}: running total`, `${c}: running total`,
      'Ziehen (11.1)', 'Dackeln bonus (11.2)', 'Vorlauf called by (10.3)', 'Vorlauf secured card points',
      'Misdeal (4.5)', 'Wrong card by (1.4)', 'Thrown in (5.3)',
    ],
  ];
  b.lines.forEach((l, i) => {
    const e = l.entry;
    const o = l.outcome;
    const played = e.kind === 'counted' || e.kind === 'written';
    const cards = e.kind === 'counted' ? e.cardPoints : null;
    const melds = e.kind === 'counted' || e.kind === 'foul' ? e.meldPoints : null;
    records.push([
      String(i + 1), textCell(p[e.dealer]), played ? textCell(p[e.taker]) : '', played ? suitLabel(e.trump) : '', KIND_WORDS[e.kind],
      numberCell(cards?.[0]), numberCell(melds?.[0]), numberCell(cards?.[1]), numberCell(melds?.[1]),
      numberCell(o.written[0]), numberCell(o.written[1]), numberCell(l.decision.scores[0]), numberCell(l.decision.scores[1]),
      o.ziehen ? 'yes' : '', o.dackelnBonus ? String(o.dackelnBonus) : '',
      o.vorlauf ? textCell(sideName(p, o.vorlauf.side)) : '', numberCell(o.vorlauf?.securedCardPoints),
      e.kind === 'misdeal' ? b.record.misdeal : '', e.kind === 'foul' ? textCell(p[e.offender]) : '', e.kind === 'thrown-in' ? 'yes' : '',
    ]);
  });
  const v = sheetView(b);
  records.push([]);
  records.push(['Totals', '', '', '', '', '', '', '', '', '', '', numberCell(b.scores[0]), numberCell(b.scores[1])]);
  if (v.result) records.push(['Result', textCell(v.result)]);
  else if (v.next) records.push(['Next', textCell(v.next)]);
  return toCsv(records);
}

export function csvFileName(date: string): string {
  return `sens-score-sheet-${date}.csv`;
}

// ---------------------------------------------------------------- storage

export type Loaded =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly sheet: Built }
  | { readonly kind: 'corrupt'; readonly message: string };

export function serialise(b: Built): string {
  return JSON.stringify({ version: STORAGE_VERSION, sheet: b.record });
}

/** Reads what storage held (null: nothing), saying what is wrong in `locale`'s words. The sheet is replayed; anything wrong is reported, never half-loaded. */
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
  const extra = Object.keys(s).find((k) => !['players', 'firstDealer', 'misdeal', 'deals'].includes(k));
  if (extra) return corrupt(w.unknownField(extra.slice(0, 30)));
  const r = build(s as unknown as SheetRecord);
  if (!r.ok) return corrupt(`${saySheetProblem(r, locale)}.`);
  return { kind: 'ok', sheet: r.value };
}
