/**
 * One line of the SENS score sheet: how a deal ended, as the table writes it
 * down, and what each side writes for it. The table enters either each
 * side's card points and meld points (the sheet then checks that the card
 * points make 164, 12.1, and applies Ziehen and Dackeln, 11.1 and 11.2), or
 * the written points directly, or one of the deals that write fixed amounts:
 * a wrong play found later (1.4), a misdeal (4.5), a deal thrown in (5.3).
 *
 * The engine counts deals from their tricks (scoring.ts countDeal); a paper
 * sheet has only the counts, so the arithmetic of a played-out deal is done
 * here, by the same readings (the readings at 11.1, 11.2): the fixed amounts come from the
 * engine's foulWritten and misdealWritten. No DOM.
 */
import { BASE_TOTAL, SUITS, type Suit } from '../../../../engine/sens/cards';
import { DACKELN_BONUS, foulWritten, misdealWritten, pointsToMakeGame } from '../../../../engine/sens/scoring';
import type { Seat, Side } from '../../../../engine/sens/types';
import type { Locale } from '../../../../engine/core/messages';
import { entryReason, sayEntry, type EntryMessage, type EntryNumber } from './entry-reasons';

/** A side's meld points in one deal, at most (far above any real hand: four Unters are 200). */
export const MAX_MELD_POINTS = 1000;
/** What a side can write in one deal, at most: 164, Dackeln and both sides' melds at their limit. */
export const MAX_WRITTEN = BASE_TOTAL + DACKELN_BONUS + 2 * MAX_MELD_POINTS;
/** 10.3: a call comes before the last trick is taken in, so its 10 is never secured. */
export const MAX_SECURED = BASE_TOTAL - 10;

export type MisdealRule = 'strict' | 'mild';

/** 10.3: the first Vorlauf call of the deal: the calling side and the card points of the tricks it had taken in then. */
export interface VorlaufCall {
  readonly side: Side;
  readonly securedCardPoints: number;
}

export type DealEntry =
  /** Played out and counted: card points (tricks and the last trick's 10) and meld points that count (Bella included), per side. */
  | {
    readonly kind: 'counted';
    readonly dealer: Seat;
    readonly taker: Seat;
    readonly trump: Suit;
    readonly cardPoints: readonly [number, number];
    readonly meldPoints: readonly [number, number];
    /** 11.2: the taking side took all eight tricks. */
    readonly dackeln: boolean;
    readonly vorlauf: VorlaufCall | null;
  }
  /** Played out; the table enters what each side writes (Ziehen and Dackeln already applied). */
  | { readonly kind: 'written'; readonly dealer: Seat; readonly taker: Seat; readonly trump: Suit; readonly written: readonly [number, number] }
  /** 1.4: a wrong play found later; the meld points that counted at that moment, per side. */
  | { readonly kind: 'foul'; readonly dealer: Seat; readonly offender: Seat; readonly meldPoints: readonly [number, number] }
  /** 4.5: a misdeal claimed before the first card. */
  | { readonly kind: 'misdeal'; readonly dealer: Seat }
  /** 5.3: nobody took the game. */
  | { readonly kind: 'thrown-in'; readonly dealer: Seat };

export type EntryKind = DealEntry['kind'];
export const ENTRY_KINDS: readonly EntryKind[] = ['counted', 'written', 'foul', 'misdeal', 'thrown-in'];

export const sideOf = (seat: Seat): Side => (seat % 2) as Side;
const otherSide = (side: Side): Side => (1 - side) as Side;

/** A problem with one field of an entry: its English words (with the full stop) and the message for other languages. */
export interface Problem {
  readonly field: string;
  readonly message: string;
  readonly says: EntryMessage;
}

const problem = (field: string, says: EntryMessage): Problem => ({ field, message: `${sayEntry(says, 'en')}.`, says });

const isWhole = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;

function meldProblem(melds: readonly [number, number]): Problem | null {
  for (const side of [0, 1] as const) {
    const m = melds[side];
    if (!isWhole(m, MAX_MELD_POINTS)) return problem(`melds-${side}`, entryReason('problem.meldRange', { max: MAX_MELD_POINTS }));
    if (m % 10 !== 0) return problem(`melds-${side}`, entryReason('problem.meldTens', {}));
  }
  return null;
}

/** 10.3: the secured card points of a Vorlauf call: whole, part of the caller's card points, never the last trick's. */
function securedProblem(call: VorlaufCall, cardPoints: readonly [number, number]): Problem | null {
  const { side, securedCardPoints: s } = call;
  if (!isWhole(s, BASE_TOTAL)) return problem('secured', entryReason('problem.securedRange', { max: MAX_SECURED }));
  if (s > cardPoints[side]) return problem('secured', entryReason('problem.securedMore', { cards: cardPoints[side] }));
  if (s > MAX_SECURED) return problem('secured', entryReason('problem.securedMax', { max: MAX_SECURED }));
  return null;
}

/**
 * 12.1, 11.2, 10.3: whether an entry can have happened: the card points of
 * both sides make 164 (every card and the last trick, 3.2), meld points come
 * in tens, Dackeln means all 164 card points, the secured card points are
 * part of the caller's; written points add up to a deal's total. Null when
 * the entry is fine.
 */
export function entryProblem(entry: DealEntry): Problem | null {
  switch (entry.kind) {
    case 'counted': {
      const [a, b] = entry.cardPoints;
      for (const side of [0, 1] as const) {
        if (!isWhole(entry.cardPoints[side], BASE_TOTAL)) return problem(`cards-${side}`, entryReason('problem.cardRange', { max: BASE_TOTAL }));
      }
      if (a + b !== BASE_TOTAL) return problem('cards-1', entryReason('problem.cardSum', { sum: a + b, total: BASE_TOTAL }));
      const melds = meldProblem(entry.meldPoints);
      if (melds) return melds;
      const taking = sideOf(entry.taker);
      if (entry.dackeln && entry.cardPoints[taking] !== BASE_TOTAL) {
        return problem('dackeln', entryReason('problem.dackeln', { total: BASE_TOTAL, got: entry.cardPoints[taking] }));
      }
      return entry.vorlauf ? securedProblem(entry.vorlauf, entry.cardPoints) : null;
    }
    case 'written': {
      for (const side of [0, 1] as const) {
        if (!isWhole(entry.written[side], MAX_WRITTEN)) return problem(`written-${side}`, entryReason('problem.writtenRange', { max: MAX_WRITTEN }));
      }
      const [a, b] = entry.written;
      if (a + b < BASE_TOTAL) return problem('written-1', entryReason('problem.writtenLow', { total: BASE_TOTAL, sum: a + b }));
      if ((a + b) % 2 !== 0) return problem('written-1', entryReason('problem.writtenOdd', { sum: a + b }));
      const taking = sideOf(entry.taker);
      if (entry.written[taking] > 0 && entry.written[taking] <= entry.written[otherSide(taking)]) return problem(`written-${taking}`, entryReason('problem.writtenTaker', {}));
      return null;
    }
    case 'foul':
      return meldProblem(entry.meldPoints);
    default:
      return null;
  }
}

/** What a line writes and what the match decision needs from it. */
export interface Outcome {
  readonly written: readonly [number, number];
  /** The taking side; null when no game was played out (foul, misdeal, thrown in). */
  readonly taker: Side | null;
  /** 11.1: the taking side made its game. */
  readonly made: boolean;
  /** Meld points that count per side (Bella included), as the Vorlauf count needs them; zero when not entered. */
  readonly meldPoints: readonly [number, number];
  readonly vorlauf: VorlaufCall | null;
  /** 11.1: 164 plus every meld point that counts; null when not known (points entered directly, fixed amounts). */
  readonly total: number | null;
  /** 11.1: the taking side was short and the other side wrote everything. */
  readonly ziehen: boolean;
  /** 11.2: the Dackeln bonus written (100 or 0). */
  readonly dackelnBonus: number;
  readonly citations: readonly string[];
}

/**
 * 11.1, 11.2, 12.1 (the readings at 11.1, 11.2): a counted deal. The total is 164 plus every
 * meld point that counts; the taking side needs half of it plus one. Made:
 * each side writes its count, and Dackeln adds 100. Short (Ziehen): the
 * other side writes the whole total, the taking side nothing, and no bonus
 * (a gezogen side writes nothing, as the engine's countDeal reads it).
 */
function countedOutcome(entry: Extract<DealEntry, { kind: 'counted' }>): Outcome {
  const taker = sideOf(entry.taker);
  const other = otherSide(taker);
  const { cardPoints: cards, meldPoints: melds } = entry;
  const total = BASE_TOTAL + melds[0] + melds[1];
  const own = cards[taker] + melds[taker];
  const made = own >= pointsToMakeGame(total);
  const bonus = made && entry.dackeln ? DACKELN_BONUS : 0;
  const written: [number, number] = [0, 0];
  if (made) {
    written[taker] = own + bonus;
    written[other] = cards[other] + melds[other];
  } else written[other] = total;
  const citations = ['12.1', '11.1', ...(bonus > 0 ? ['11.2'] : []), ...(entry.vorlauf ? ['10.3'] : [])];
  return { written, taker, made, meldPoints: melds, vorlauf: entry.vorlauf, total, ziehen: !made, dackelnBonus: bonus, citations };
}

/** What each side writes for a line (the entry already checked by entryProblem). */
export function outcomeOf(entry: DealEntry, misdeal: MisdealRule): Outcome {
  const none = { taker: null, made: false, meldPoints: [0, 0] as const, vorlauf: null, total: null, ziehen: false, dackelnBonus: 0 };
  switch (entry.kind) {
    case 'counted':
      return countedOutcome(entry);
    case 'written': {
      // A side that made its game writes at least half the total plus one; a gezogen one writes 0.
      const taker = sideOf(entry.taker);
      const made = entry.written[taker] > 0;
      return { ...none, written: entry.written, taker, made, ziehen: !made, citations: ['12.1', '11.1'] };
    }
    case 'foul':
      return {
        ...none,
        written: foulWritten(entry.offender, entry.meldPoints),
        total: BASE_TOTAL + entry.meldPoints[0] + entry.meldPoints[1],
        citations: ['1.4'],
      };
    case 'misdeal':
      return { ...none, written: misdealWritten(entry.dealer, misdeal), citations: ['4.5'] };
    case 'thrown-in':
      return { ...none, written: [0, 0], citations: ['5.3'] };
  }
}

/** 4.6, 4.5 (the reading at 4.6): the next player clockwise deals, except after a mild misdeal, when the same dealer deals again. */
export function nextDealer(entry: DealEntry, misdeal: MisdealRule): Seat {
  if (entry.kind === 'misdeal' && misdeal === 'mild') return entry.dealer;
  return ((entry.dealer + 1) % 4) as Seat;
}

// ---------------------------------------------------------------- the entry form

/** The entry form's fields as typed (strings as in the inputs; seats and sides as option values). */
export interface EntryInput {
  readonly kind: EntryKind;
  readonly dealer: string;
  readonly taker: string;
  readonly trump: string;
  readonly cards: readonly [string, string];
  readonly melds: readonly [string, string];
  readonly dackeln: boolean;
  /** '' for no call, '0' or '1' for the calling side. */
  readonly vorlauf: string;
  readonly secured: string;
  readonly written: readonly [string, string];
  readonly offender: string;
}

/** A whole number as typed: undefined when empty, NaN when not a plain whole number. */
export function parseWhole(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\+?\d{1,6}$/.test(t) ? Number(t) : Number.NaN;
}

const seatOf = (text: string): Seat | null => (/^[0-3]$/.test(text) ? (Number(text) as Seat) : null);

/**
 * The form's fields as an entry, or every problem found, by field. Empty
 * meld fields mean 0 (most deals have none); empty card points are asked for.
 */
export type ReadEntry =
  | { readonly entry: DealEntry; readonly errors: null }
  | { readonly entry: null; readonly errors: Readonly<Record<string, string>> };

export function readEntry(input: EntryInput, locale: Locale = 'en'): ReadEntry {
  const errors: Record<string, string> = {};
  const ask = (m: EntryMessage) => sayEntry(m, locale);
  const choose = (what: 'dealer' | 'taker' | 'trump' | 'offender' | 'kind') => ask(entryReason('form.choose', { what }));
  const dealer = seatOf(input.dealer);
  if (dealer === null) errors.dealer = choose('dealer');
  const number = (field: string, text: string, what: EntryNumber, emptyIsZero: boolean): number => {
    const n = parseWhole(text);
    if (n === undefined && emptyIsZero) return 0;
    if (n === undefined) errors[field] = ask(entryReason('form.enter', { what, whole: false }));
    else if (Number.isNaN(n)) errors[field] = ask(entryReason('form.enter', { what, whole: true }));
    return n ?? Number.NaN;
  };
  let entry: DealEntry | null = null;
  const played = () => {
    const taker = seatOf(input.taker);
    if (taker === null) errors.taker = choose('taker');
    const trump = (SUITS as readonly string[]).includes(input.trump) ? (input.trump as Suit) : null;
    if (trump === null) errors.trump = choose('trump');
    return { taker, trump };
  };
  switch (input.kind) {
    case 'counted': {
      const { taker, trump } = played();
      const cards = [0, 1].map((s) => number(`cards-${s}`, input.cards[s], 'cards', false)) as [number, number];
      const melds = [0, 1].map((s) => number(`melds-${s}`, input.melds[s], 'melds', true)) as [number, number];
      let vorlauf: VorlaufCall | null = null;
      if (input.vorlauf === '0' || input.vorlauf === '1') {
        vorlauf = { side: Number(input.vorlauf) as Side, securedCardPoints: number('secured', input.secured, 'secured', false) };
      }
      if (dealer !== null && taker !== null && trump !== null) {
        entry = { kind: 'counted', dealer, taker, trump, cardPoints: cards, meldPoints: melds, dackeln: input.dackeln, vorlauf };
      }
      break;
    }
    case 'written': {
      const { taker, trump } = played();
      const written = [0, 1].map((s) => number(`written-${s}`, input.written[s], 'written', false)) as [number, number];
      if (dealer !== null && taker !== null && trump !== null) entry = { kind: 'written', dealer, taker, trump, written };
      break;
    }
    case 'foul': {
      const offender = seatOf(input.offender);
      if (offender === null) errors.offender = choose('offender');
      const melds = [0, 1].map((s) => number(`melds-${s}`, input.melds[s], 'melds', true)) as [number, number];
      if (dealer !== null && offender !== null) entry = { kind: 'foul', dealer, offender, meldPoints: melds };
      break;
    }
    case 'misdeal':
    case 'thrown-in':
      if (dealer !== null) entry = { kind: input.kind, dealer };
      break;
    default:
      errors.kind = choose('kind');
  }
  if (Object.keys(errors).length > 0 || entry === null) return { entry: null, errors };
  const p = entryProblem(entry);
  if (p) return { entry: null, errors: { [p.field]: locale === 'en' ? p.message : `${ask(p.says)}.` } };
  return { entry, errors: null };
}
