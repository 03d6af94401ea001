/**
 * §6 and §12: the drawn hand. The stock is never drawn below two cards (the
 * two cross-laid bottom cards of §3 mark them). A player who takes the
 * third-last stock card and then only discards, without knocking or going
 * gin, ends the hand as "no game": nobody scores, the last discard and the two
 * stock cards stay where they are, and the same dealer deals again.
 *
 * Reading: any turn that ends (with a discard, or a draw without a discard
 * while a hand is short, §14.10) with two or fewer cards left in the stock
 * ends the hand this way; the engine never lets the stock drop below two.
 */
import { cite } from '../../core/ruling';
import type { GinState } from '../types';
import { STOCK_RESERVE } from './3-dealing';
import { finishHand } from './13-match';
import { nameOf } from './outcome';

/** §12: whether `count` more cards may come off the stock: never the last two. */
export function mayDrawFromStock(state: GinState, count: number): boolean {
  return state.hand.stock.length - count >= STOCK_RESERVE;
}

/** §6, §12: the stock is down to its last two cards. */
export function stockIsDown(state: GinState): boolean {
  return state.hand.stock.length <= STOCK_RESERVE;
}

/**
 * §6, §12: ends the hand as "no game" if the turn that just ended left the
 * stock at two cards; otherwise null. Nobody scores; the dealer deals again.
 */
export function noGameIfStockDown(state: GinState, citations: readonly string[], summary: string): { state: GinState; citations: string[]; summary: string } | null {
  if (!stockIsDown(state)) return null;
  const dealer = nameOf(state, state.hand.dealer);
  return {
    state: finishHand(state, { kind: 'no-game' }),
    citations: cite(citations, ['6', '12']),
    summary: `${summary} Only the stock's last two cards are left and nobody knocked: no game. Nobody scores, nothing more may be taken, and ${dealer} deals again.`,
  };
}
