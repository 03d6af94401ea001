/**
 * What the Gress rules charge, in one place: take debts (cards a player must
 * pick up, 4.12) and penalty points (9.4, 10.2, 11.9), each with the paragraph
 * that sets it. The rule modules read their numbers from here and the one-page
 * reference lists every entry, so the page cannot drift from the engine.
 *
 * penalty-formula.ts stays a second, independent reading of 9.4 and 10.2 (it
 * imports nothing from here); the tests compare the two.
 */
import type { Debt, Seat } from './types';

export interface TakeDebtRule {
  /** Cards owed for one occurrence (per Seven for 6.5). */
  readonly cards: number;
  readonly paragraph: string;
}

export const TAKE_DEBTS = {
  /** 5.2: a move with a King: every other player owes this many. */
  king: { cards: 1, paragraph: '5.2' },
  /** 6.5: a move with Sevens: the skipped player owes this many per Seven (a Seven defence passes it on, adding its own). */
  sevens: { cards: 2, paragraph: '6.5' },
  /** 8.2: a "last but one" call missed and complained about in time: the accused owes this many. */
  missedCall: { cards: 2, paragraph: '8.2' },
  /** 9.3: laying the hand down while still owing cards. */
  layDownInDebt: { cards: 2, paragraph: '9.3' },
  /**
   * 10.1: the halter who reshuffles takes at least this many cards. If the
   * play pile holds only its top card the game ends instead, and the halter
   * (owing nothing else) owes this many, which the empty pile turns into
   * penalty points (10.2).
   */
  reshuffleHalter: { cards: 1, paragraph: '10.1' },
  /** 10.4: a wrong card taken back that would not have been correct just before another player's last card. */
  smallFoul: { cards: 1, paragraph: '10.4' },
  /** 10.5: a founded complaint about wrongly played cards: the offender owes this many. */
  wrongPlay: { cards: 2, paragraph: '10.5' },
  /** 10.5: an unfounded complaint about wrongly played cards: the complainer owes this many. */
  unfoundedPlayComplaint: { cards: 2, paragraph: '10.5' },
  /** 10.7: a Marke taken when 8.1 did not allow it, complained about in time: the accused owes this many. */
  wrongMarke: { cards: 1, paragraph: '10.7' },
  /** 10.7: an unfounded complaint about a Marke: the complainer owes this many. */
  unfoundedMarkeComplaint: { cards: 2, paragraph: '10.7' },
} as const satisfies Record<string, TakeDebtRule>;
export type TakeDebtKind = keyof typeof TAKE_DEBTS;

/** A debt of `kind` for `seat`, tied to `event` (4.12); `times` for the Sevens of a packet (6.5). */
export function debtOf(kind: TakeDebtKind, seat: Seat, event: number, times = 1): Debt {
  const rule = TAKE_DEBTS[kind];
  return { seat, cards: rule.cards * times, event, paragraph: rule.paragraph };
}

export interface PenaltyPointRule {
  /** Points for one occurrence. */
  readonly points: number;
  readonly paragraph: string;
}

export const PENALTY_POINTS = {
  /** 9.4: every card of the laid-down hand. */
  cardInHand: { points: 1, paragraph: '9.4' },
  /** 9.4: every black Nine of the laid-down hand, on top of its point as a card. */
  blackNine: { points: 1, paragraph: '9.4' },
  /** 9.4: a Marke still held at the end (face down; what it is does not matter). */
  marke: { points: 4, paragraph: '9.4' },
  /** 10.2: every card still owed that the used-up draw pile could not supply. */
  unpaidCard: { points: 1, paragraph: '10.2' },
  /** 11.9: a misdeal costs the dealer this many (the same dealer deals again; it is no game). */
  misdeal: { points: 4, paragraph: '11.9' },
} as const satisfies Record<string, PenaltyPointRule>;
export type PenaltyPointKind = keyof typeof PENALTY_POINTS;
