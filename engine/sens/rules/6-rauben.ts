/**
 * 6.1, 6.2: Rauben. Once a game is taken with the turned card's suit as
 * trumps (so only after a first-round bid, the reading at 6.1), a player other than the
 * dealer who holds the trump Seven among the first five cards may swap it for
 * the turned card: the turned card goes into the robber's hand and the Seven
 * lies in its place, the dealer's now. The bidder may rob too. It must happen
 * before the dealer deals the rest (6.2).
 */
import type { Card, Suit } from '../cards';
import type { SensAction, SensState } from '../types';
import { lawful, msg, nameOf, refuse, setAt, type Outcome } from './outcome';

/** 6.1: the trump Seven. */
export function trumpSeven(trump: Suit): Card {
  return `7${trump}` as Card;
}

/** 6.1, 6.2 (the reading at 6.1): `seat` robs the turned card with the trump Seven. */
export function rob(state: SensState, action: Extract<SensAction, { type: 'rob' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  if (state.phase === 'bidding') return refuse(state, ['6.1'], msg('rob.refuse.noGame', {}));
  if (state.phase === 'play') return refuse(state, ['6.2'], msg('rob.refuse.tooLate', { dealer: nameOf(state, deal.dealer) }));
  if (state.phase !== 'taken') return refuse(state, ['6.1'], msg('rob.refuse.none', {}));
  const game = deal.game!;
  if (game.round !== 1) return refuse(state, ['6.1'], msg('rob.refuse.secondRound', { trump: game.trump }));
  if (action.seat === deal.dealer) return refuse(state, ['6.1'], msg('rob.refuse.dealer', { who }));
  if (deal.robbedBy !== null) return refuse(state, ['6.1'], msg('rob.refuse.already', { robber: nameOf(state, deal.robbedBy) }));
  const seven = trumpSeven(game.trump);
  const hand = deal.hands[action.seat];
  if (!hand.includes(seven)) return refuse(state, ['6.1'], msg('rob.refuse.noSeven', { who, trump: game.trump }));
  const turned = deal.turned!;
  const hands = setAt(deal.hands, action.seat, [...hand.filter((c) => c !== seven), turned]);
  return lawful({ ...state, deal: { ...deal, hands, turned: seven, robbedBy: action.seat } }, ['6.1', '6.2'],
    msg('rob.done', { who, turned, trump: game.trump, dealer: nameOf(state, deal.dealer) }));
}
