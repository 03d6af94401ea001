/**
 * What one seat may see of the table (2.5, 2.7, 2.8): its own hand, the play
 * pile, everyone's number of cards, which Markes still lie there (face down),
 * debts, who is to move, throw permission and the open windows (calls and
 * announcements are made aloud). It may not see other hands, any Marke's face
 * (its own included, 2.8) or the draw pile's order.
 *
 * A bot decides from this view only. The hidden cards are replaced by one
 * stand-in card, so the view is the same whatever the hidden cards are and
 * wherever they lie: a bot cannot be swayed by them even by accident (the
 * leak test in seat-view.test.ts checks this on positions from bot games).
 * The stand-in keeps every count, which is all the rules need to judge the
 * seat's own actions.
 */
import type { Card } from '../../core/cards';
import type { GressState, Seat } from '../types';

/** The face every hidden card shows in a seat's view: its back, as far as the bot is concerned. */
export const HIDDEN_CARD: Card = Object.freeze({ rank: '7', suit: 'clubs', deck: 99 });

const hide = (cards: readonly Card[]): Card[] => cards.map(() => HIDDEN_CARD);

/** One state as `seat` sees it, without the history kept for 10.4. */
function visible(state: GressState, seat: Seat): GressState {
  return {
    ...state,
    pack: hide(state.pack),
    hands: state.hands.map((hand, s) => (s === seat ? hand : hide(hand))),
    markes: state.markes.map((m) => (m ? HIDDEN_CARD : null)),
    // 3.6: the card the dealer peeked at is the dealer's to see.
    peeked: state.peeked && (seat === state.dealer ? state.peeked : HIDDEN_CARD),
    drawPile: hide(state.drawPile),
  };
}

/**
 * The table as `seat` may see it. The states kept for a withdrawal (10.4) are
 * hidden the same way, so the view carries no earlier hand either.
 */
export function seatView(state: GressState, seat: Seat): GressState {
  return { ...visible(state, seat), recentPlays: state.recentPlays.map((p) => ({ ...p, before: visible(p.before, seat) })) };
}
