/** Section 3: laying a card on one of your own two piles. */
import { msg, type TheGameMessage } from '../messages';
import type { Row } from '../types';

/** 3.3: how far back the backwards trick goes: exactly this much. */
export const BACKWARDS_STEP = 10;

/** 3.1: on your own ascending pile a card must be higher than the top; the gap may be anything. */
export function risesOnAscending(card: number, top: number): boolean {
  return card > top;
}

/** 3.2: on your own descending pile a card must be lower than the top; the gap may be anything. */
export function fallsOnDescending(card: number, top: number): boolean {
  return card < top;
}

/**
 * 3.3: the backwards trick, the one way back on your own piles: a card exactly
 * 10 lower than the top of your ascending pile, or exactly 10 higher than the
 * top of your descending pile. Only ever on your own piles (see 4.2).
 */
export function isBackwardsTrick(card: number, top: number, row: Row): boolean {
  return row === 'up' ? card === top - BACKWARDS_STEP : card === top + BACKWARDS_STEP;
}

export type OwnVerdict =
  | { readonly ok: true; readonly how: 'lay' | 'trick'; readonly citations: readonly string[] }
  | { readonly ok: false; readonly citations: readonly string[]; readonly why: TheGameMessage };

/**
 * 3.1-3.4: whether `card` may go on one's own `row` pile showing `top`: in the
 * pile's direction (3.1, 3.2) or as the backwards trick (3.3). 3.4 puts no limit
 * on tricks: any number per turn, mixed with ordinary cards in any order. A trick
 * after other own cards of the same turn (`earlierOwn` > 0) cites 3.4 as well.
 *
 * Only the number showing counts (1.3), whoever laid it: when the opponent's
 * card lies on top of one's own pile (4.2), the owner goes on from that number
 * by these same rules, backwards trick included. So an own card with the same
 * number as the opponent's card on top fits neither way (it is not higher, not
 * lower, and not 10 away).
 */
export function judgeOwnLay(card: number, top: number, row: Row, earlierOwn = 0): OwnVerdict {
  const direction = row === 'up' ? '3.1' : '3.2';
  if (row === 'up' ? risesOnAscending(card, top) : fallsOnDescending(card, top)) return { ok: true, how: 'lay', citations: [direction] };
  if (isBackwardsTrick(card, top, row)) return { ok: true, how: 'trick', citations: earlierOwn > 0 ? ['3.3', '3.4'] : ['3.3'] };
  const why = row === 'up'
    ? msg('why.notHigher', { card, top, step: BACKWARDS_STEP, trickCard: top - BACKWARDS_STEP })
    : msg('why.notLower', { card, top, step: BACKWARDS_STEP, trickCard: top + BACKWARDS_STEP });
  return { ok: false, citations: [direction, '3.3'], why };
}
