/** Section 4: the one card a player may lay on the opponent's piles in a turn. */
import type { Row, TurnCount } from '../types';

/** 4.1: the most cards a player may lay on the opponent's piles in one turn. */
export const MAX_ON_OPPONENT = 1;

/** 4.1: whether this turn still allows a card on the opponent's piles. */
export function mayLayOnOpponent(laid: TurnCount): boolean {
  return laid.opponent < MAX_ON_OPPONENT;
}

/**
 * 4.2: a card on the opponent's pile must improve it for them, by any amount:
 * lower than the top of their ascending pile, higher than the top of their
 * descending pile. The rules for one's own piles do not apply, so there is no
 * backwards trick here (a card 10 higher on their ascending pile would make it
 * worse). On an empty pile nothing fits: no number card is below 1 or above 60.
 */
export function improves(card: number, top: number, row: Row): boolean {
  return row === 'up' ? card < top : card > top;
}
