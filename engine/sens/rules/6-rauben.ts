/**
 * 6.1, 6.2: Rauben. Once a game is taken with the turned card's suit as
 * trumps (so only after a first-round bid, the reading at 6.1), a player other than the
 * dealer who holds the trump Seven among the first five cards may swap it for
 * the turned card: the turned card goes into the robber's hand and the Seven
 * lies in its place, the dealer's now. The bidder may rob too. It must happen
 * before the dealer deals the rest (6.2).
 */
import { SUIT_NAMES, type Card, type Suit } from '../cards';
import type { SensAction, SensState } from '../types';
import { lawful, nameOf, refuse, setAt, theCard, type Outcome } from './outcome';

/** 6.1: the trump Seven. */
export function trumpSeven(trump: Suit): Card {
  return `7${trump}` as Card;
}

/** 6.1, 6.2 (the reading at 6.1): `seat` robs the turned card with the trump Seven. */
export function rob(state: SensState, action: Extract<SensAction, { type: 'rob' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  if (state.phase === 'bidding') return refuse(state, ['6.1'], 'Nobody has taken a game yet: the turned card can be robbed only after a game is announced (6.1).');
  if (state.phase === 'play') return refuse(state, ['6.2'], `${nameOf(state, deal.dealer)} has dealt the rest: it is too late to rob (6.2).`);
  if (state.phase !== 'taken') return refuse(state, ['6.1'], 'There is no turned card to rob now.');
  const game = deal.game!;
  if (game.round !== 1) return refuse(state, ['6.1'], `The game was taken in the second round with ${SUIT_NAMES[game.trump]} as trumps: the turned card is ` +
    `no trump, and only the trump card can be robbed (6.1).`);
  if (action.seat === deal.dealer) return refuse(state, ['6.1'], `The turned card is ${who}'s own already: the dealer does not rob (6.1).`);
  if (deal.robbedBy !== null) return refuse(state, ['6.1'], `${nameOf(state, deal.robbedBy)} has robbed the turned card already.`);
  const seven = trumpSeven(game.trump);
  const hand = deal.hands[action.seat];
  if (!hand.includes(seven)) return refuse(state, ['6.1'], `${who} does not hold the ${SUIT_NAMES[game.trump]}-Seven, which is needed to rob (6.1).`);
  const turned = deal.turned!;
  const hands = setAt(deal.hands, action.seat, [...hand.filter((c) => c !== seven), turned]);
  return lawful({ ...state, deal: { ...deal, hands, turned: seven, robbedBy: action.seat } }, ['6.1', '6.2'],
    `${who} robs: ${who} takes ${theCard(turned)} and puts the ${SUIT_NAMES[game.trump]}-Seven face up in ` +
      `its place; the Seven is ${nameOf(state, deal.dealer)}'s now (6.1). This had to happen before the rest ` +
      `is dealt (6.2).`);
}
