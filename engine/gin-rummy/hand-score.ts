/**
 * §9-§12 with §14.7-§14.8 and §14.11-§14.13: what one two-player hand scores,
 * worked out from how it ended. The hand engine establishes the facts (who
 * knocked, the deadwood each side is left with after lay-offs, how many cards
 * each held); this module only applies the scoring rules, so a score sheet can
 * check a hand's entry without replaying the hand.
 *
 * Deadwood fields are the §2 value of the unmatched cards a player actually
 * holds. Card counts are optional (ten when absent); when a count is short,
 * `scoreHand` itself adds the §14.11/§14.12 penalty of ten per missing card,
 * so callers must not add it a second time.
 */
import type { Parsed } from '../core/game';
import { message } from '../core/messages';
import { sayEnglish, type GinMessage, type GinSpec } from './messages';

export type Player = 0 | 1;

/** §7: a player may knock with at most this much deadwood. */
export const KNOCK_LIMIT = 10;
/** §10: the bonus for undercutting the knocker. */
export const UNDERCUT_BONUS = 10;
/** §11: the bonus for going gin. */
export const GIN_BONUS = 20;
/** §14.11, §14.12: what each card missing from a ten-card hand counts. */
export const MISSING_CARD_POINTS = 10;
/** §3: cards in a hand between turns. */
export const HAND_SIZE = 10;
/** §1, §2: the value of the whole pack (4 suits x (1+...+9 + four tens)); no hand's deadwood can exceed it. */
export const PACK_POINTS = 340;
/** Limit on a reported deadwood: a hand can hold no more than the pack (§1). */
export const MAX_DEADWOOD = PACK_POINTS;
/** Limit on cards one player may be reported to hold: the whole pack. */
export const MAX_CARDS_HELD = 52;
/** The most one hand can score: gin's bonus plus the largest deadwood (§11). */
export const MAX_HAND_POINTS = GIN_BONUS + MAX_DEADWOOD;

/** §7-§10: a knock; the deadwood is counted after the opponent's lay-offs (§8). */
export interface KnockEnd {
  readonly kind: 'knock';
  readonly knocker: Player;
  readonly knockerDeadwood: number;
  readonly opponentDeadwood: number;
  /** §14.11: cards the knocker held when knocking; ten when absent. */
  readonly knockerCards?: number;
  /** §14.12, §14.13: cards the opponent held; ten when absent. */
  readonly opponentCards?: number;
}

/** §11: gin; the opponent's deadwood is counted without lay-offs (the engine refuses them). */
export interface GinEnd {
  readonly kind: 'gin';
  readonly knocker: Player;
  readonly opponentDeadwood: number;
  /** §14.12, §14.13: cards the opponent held; ten when absent. */
  readonly opponentCards?: number;
}

/** §12: the stock ran down to two cards without a knock. */
export interface NoGameEnd {
  readonly kind: 'no-game';
}

export type HandEnd = KnockEnd | GinEnd | NoGameEnd;

export type HandReason = 'knock' | 'undercut' | 'gin' | 'no-game';

export interface HandScore {
  /** Who writes the points; null when nobody does (§12, §14.13). */
  readonly winner: Player | null;
  /** Everything the winner writes for this hand, bonuses included. */
  readonly points: number;
  readonly reason: HandReason;
  /** The part of `points` that is §10's bonus (0 or 10). */
  readonly undercutBonus: number;
  /** The part of `points` that is §11's bonus (0 or 20). */
  readonly ginBonus: number;
  /** Paragraphs that decided the score: the scoring rule (§9-§12) first, then the irregularities of §14 that changed it. */
  readonly citations: readonly string[];
  /** One line in plain English for the sheet and the ruling panel: the English words of `says`. */
  readonly summary: string;
  /** The same line as a message of the game's catalogue (messages/), for other languages. */
  readonly says: GinMessage;
}

/** A message of the score catalogue with its English words, as a HandScore carries them. */
function told<Id extends keyof GinSpec & string>(id: Id, params: GinSpec[Id]): { summary: string; says: GinMessage } {
  const says = message<GinSpec, Id>(id, params) as GinMessage;
  return { summary: sayEnglish(says), says };
}

/** §14.11, §14.12: ten points for each card a hand is short of `expected`; nothing for a full or overfull hand. */
export function missingCardPoints(cardsHeld: number, expected: number = HAND_SIZE): number {
  return Math.max(0, expected - cardsHeld) * MISSING_CARD_POINTS;
}

const other = (p: Player): Player => (p === 0 ? 1 : 0);

/**
 * §9-§12: the score of a finished hand.
 *
 * - §12: a hand without a knock scores nothing for either player.
 * - §9: a knocker with strictly less deadwood than the opponent writes the difference.
 * - §10: an opponent with equal or less deadwood writes the difference (possibly 0) plus 10.
 * - §11: gin writes 20 plus the opponent's deadwood and cannot be undercut.
 *
 * Wrong card counts: each card the knocker (§14.11) or the opponent (§14.12)
 * is short counts ten. A knock over the limit of §7 (which a short hand
 * usually makes) is scored as it lies, because a knock that is being scored
 * is one that stood: the opponent accepted it (§14.7) or noticed too late
 * (§14.8). An opponent holding too many cards (§14.13) cannot win the hand:
 * with more deadwood the knocker scores as usual; with less the hand is void
 * and redealt. The rulebook does not say what equal deadwood does there; it
 * would be an undercut (§10), a win for the overfull opponent, so this reads
 * it the same way as "less": the hand is void. Gin cannot be undercut at all,
 * so against an overfull opponent it scores as usual.
 *
 * A "knock" with no deadwood in exactly ten cards is gin by §11's definition
 * (all ten cards melded) and is scored as gin; `parseHandEnd` refuses such an
 * input, since §11 also forbids the lay-offs its opponent deadwood may include.
 */
export function scoreHand(end: HandEnd): HandScore {
  if (end.kind === 'no-game') {
    return { winner: null, points: 0, reason: 'no-game', undercutBonus: 0, ginBonus: 0, citations: ['12'], ...told('score.noGame', {}) };
  }
  const citations: string[] = [];
  const opponentCards = end.opponentCards ?? HAND_SIZE;
  const opponentShort = missingCardPoints(opponentCards);
  const opponent = end.opponentDeadwood + opponentShort;
  const overfull = opponentCards > HAND_SIZE;
  const knocker = end.knocker;
  const knockerCards = end.kind === 'knock' ? (end.knockerCards ?? HAND_SIZE) : HAND_SIZE;
  const knockerShort = end.kind === 'knock' ? missingCardPoints(knockerCards) : 0;
  const knock = end.kind === 'knock' ? end.knockerDeadwood + knockerShort : 0;

  if (end.kind === 'gin' || (knock === 0 && knockerCards === HAND_SIZE)) {
    citations.push('11');
    if (opponentShort > 0) citations.push('14.12');
    if (overfull) citations.push('14.13');
    return {
      winner: knocker, points: GIN_BONUS + opponent, reason: 'gin', undercutBonus: 0, ginBonus: GIN_BONUS, citations,
      ...told('score.gin', { knocker, bonus: GIN_BONUS, opponent, opponentShort }),
    };
  }

  const extras: string[] = [];
  if (knockerShort > 0) extras.push('14.11');
  if (knock > KNOCK_LIMIT) extras.push('14.7', '14.8');
  if (opponentShort > 0) extras.push('14.12');
  if (overfull) {
    if (opponent > knock) {
      citations.push('9', ...extras, '14.13');
      return {
        winner: knocker, points: opponent - knock, reason: 'knock', undercutBonus: 0, ginBonus: 0, citations,
        ...told('score.overfullLoses', { knocker, knock, opponent }),
      };
    }
    citations.push(...extras, '14.13');
    return {
      winner: null, points: 0, reason: 'no-game', undercutBonus: 0, ginBonus: 0, citations,
      ...told('score.void', { knocker, knock, opponent }),
    };
  }
  if (knock < opponent) {
    citations.push('9', ...extras);
    return {
      winner: knocker, points: opponent - knock, reason: 'knock', undercutBonus: 0, ginBonus: 0, citations,
      ...told('score.knock', { knocker, knock, opponent, knockerShort, opponentShort }),
    };
  }
  citations.push('10', ...extras);
  const points = knock - opponent + UNDERCUT_BONUS;
  return {
    winner: other(knocker), points, reason: 'undercut', undercutBonus: UNDERCUT_BONUS, ginBonus: 0, citations,
    ...told('score.undercut', { knocker, knock, opponent, knockerShort, opponentShort, bonus: UNDERCUT_BONUS, points }),
  };
}

// ---------------------------------------------------------------- boundary

const KEYS: Record<HandEnd['kind'], readonly string[]> = {
  'knock': ['kind', 'knocker', 'knockerDeadwood', 'opponentDeadwood', 'knockerCards', 'opponentCards'],
  'gin': ['kind', 'knocker', 'opponentDeadwood', 'opponentCards'],
  'no-game': ['kind'],
};

/** An integer in [min, max], or a plain-English reason why not. */
export function checkInteger(value: unknown, what: string, min: number, max: number): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return `${what} must be a whole number, not ${JSON.stringify(value)?.slice(0, 40)}`;
  if (value < min || value > max) return `${what} must be between ${min} and ${max}, not ${value}`;
  return null;
}

/**
 * §7-§12, §14.11-§14.13: reads a hand's end from outside (a score sheet, a
 * scenario file). Deadwood 0..MAX_DEADWOOD, card counts 0..MAX_CARDS_HELD,
 * no unknown fields, and a zero-deadwood ten-card knock must be reported as gin.
 */
export function parseHandEnd(value: unknown): Parsed<HandEnd> {
  const fail = (error: string): Parsed<HandEnd> => ({ ok: false, error: `hand end: ${error}` });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected an object such as {"kind": "knock", "knocker": 0, "knockerDeadwood": 5, "opponentDeadwood": 17}');
  const v = value as Record<string, unknown>;
  if (v.kind !== 'knock' && v.kind !== 'gin' && v.kind !== 'no-game') return fail(`kind must be "knock", "gin" or "no-game", not ${JSON.stringify(v.kind)?.slice(0, 40)}`);
  const kind = v.kind;
  const unknown = Object.keys(v).filter((k) => !KEYS[kind].includes(k));
  if (unknown.length > 0) return fail(`a ${kind} has no field "${unknown[0].slice(0, 40)}"`);
  if (kind === 'no-game') return { ok: true, value: { kind } };
  if (v.knocker !== 0 && v.knocker !== 1) return fail('knocker must be 0 or 1');
  const checks = [
    checkInteger(v.opponentDeadwood, 'opponentDeadwood', 0, MAX_DEADWOOD),
    v.opponentCards === undefined ? null : checkInteger(v.opponentCards, 'opponentCards', 0, MAX_CARDS_HELD),
  ];
  if (kind === 'knock') {
    checks.push(checkInteger(v.knockerDeadwood, 'knockerDeadwood', 0, MAX_DEADWOOD));
    checks.push(v.knockerCards === undefined ? null : checkInteger(v.knockerCards, 'knockerCards', 0, MAX_CARDS_HELD));
  }
  const problem = checks.find((c) => c !== null);
  if (problem) return fail(problem);
  if (kind === 'gin') {
    const end: GinEnd = { kind, knocker: v.knocker, opponentDeadwood: v.opponentDeadwood as number, ...(v.opponentCards === undefined ? {} : { opponentCards: v.opponentCards as number }) };
    return { ok: true, value: end };
  }
  const end: KnockEnd = {
    kind, knocker: v.knocker, knockerDeadwood: v.knockerDeadwood as number, opponentDeadwood: v.opponentDeadwood as number,
    ...(v.knockerCards === undefined ? {} : { knockerCards: v.knockerCards as number }),
    ...(v.opponentCards === undefined ? {} : { opponentCards: v.opponentCards as number }),
  };
  if (end.knockerDeadwood === 0 && (end.knockerCards ?? HAND_SIZE) === HAND_SIZE) {
    return fail('a knock with all ten cards melded is gin (§11): report it as {"kind": "gin"}, with the opponent\'s deadwood counted without lay-offs');
  }
  return { ok: true, value: end };
}
