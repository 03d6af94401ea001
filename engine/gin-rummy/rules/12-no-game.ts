/**
 * §6 and §12: the drawn hand. The stock is never drawn below two cards (the
 * two cross-laid bottom cards of §3 mark them). A player who takes the
 * third-last stock card and then only discards, without knocking or going
 * gin, ends the hand as "no game": nobody scores, the last discard and the two
 * stock cards stay where they are, and the same dealer deals again.
 *
 * Readings:
 *  - a turn that ends (with a discard, or a draw without a discard while a
 *    hand is short, §14.10) with two cards left in the stock ends the hand
 *    this way; the engine never lets the stock drop below two.
 *  - With §14.4: the end belongs to the player who took the third-last card
 *    (`thirdLast`). If that player took it by drawing early, before the other
 *    had discarded, the other's discard does not end the hand: the early
 *    drawer still has the turn §14.4 leaves them (a discard, or a knock), and
 *    only a plain discard then makes it no game. Taken the normal way, the
 *    taker's own discard ends it at once, as before.
 */
import { cite } from '../../core/ruling';
import type { GinState, Seat } from '../types';
import { HAND_SIZE, STOCK_RESERVE } from './3-dealing';
import { finishHand, matchEnd } from './13-match';
import { msg, nameOf, sentences } from './outcome';
import type { GinMessage } from '../messages';

/** §12: whether `count` more cards may come off the stock: never the last two. */
export function mayDrawFromStock(state: GinState, count: number): boolean {
  return state.hand.stock.length - count >= STOCK_RESERVE;
}

/**
 * §12 with §14.4: the turn of `seat` has ended with the stock at two, but the
 * other player took the third-last card by an early draw and, holding more
 * than ten, still has that turn to play (§14.4): the hand goes on to it.
 */
export function thirdLastStillToPlay(state: GinState, seat: Seat): boolean {
  const taker = state.hand.thirdLast;
  return taker !== null && taker !== seat && state.hand.hands[taker].length > HAND_SIZE;
}

/** §6, §12: the stock is down to its last two cards. */
export function stockIsDown(state: GinState): boolean {
  return state.hand.stock.length <= STOCK_RESERVE;
}

/**
 * §6, §12: ends the hand as "no game" if the turn that just ended left the
 * stock at two cards; otherwise null. Nobody scores; the dealer deals again.
 */
export function noGameIfStockDown(state: GinState, citations: readonly string[], says: GinMessage): { state: GinState; citations: string[]; says: GinMessage } | null {
  if (!stockIsDown(state)) return null;
  const next = finishHand(state, { kind: 'no-game' });
  const ended = matchEnd(next);
  return {
    state: next,
    citations: cite(citations, ['6', '12'], next.phase === 'match-over' ? next.settlement!.citations : []),
    says: sentences(says, msg('hand.noGame', { dealer: nameOf(state, state.hand.dealer), ...(ended ? { matchEnd: ended } : {}) })),
  };
}
