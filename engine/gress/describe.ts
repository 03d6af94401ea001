/**
 * Actions in plain words for newcomers ("Dia shuffles (seed 7)", "Ben plays
 * Q♠"), shown beside the notation in the step lists. The notation
 * (notation.ts) stays the exact form; this is only for reading. The words live
 * in the catalogues (messages/); here the action becomes a message.
 */
import { msg, say, type GressMessage } from './messages';
import type { GressAction, Seat } from './types';

/** An action as a message: who does what, with which cards and which hand. */
export function describeMessage(action: GressAction, players: readonly string[]): GressMessage {
  const name = (seat: Seat) => players[seat] ?? `seat ${seat}`;
  const who = name(action.seat);
  const holding = 'hand' in action && action.hand === 'holding';
  switch (action.type) {
    case 'shuffle': return msg('do.shuffle', { who, seed: action.seed });
    case 'reshuffle': return msg('do.reshuffle', { who, seed: action.seed });
    case 'dealHands': return msg('do.dealHands', { who });
    case 'dealMarkes': return msg('do.dealMarkes', { who });
    case 'buildDrawPile': return msg('do.buildDrawPile', { who });
    case 'pickUpHand': return msg('do.pickUpHand', { who, holding });
    case 'peek': return msg('do.peek', { who, holding });
    case 'open': return msg('do.open', { who, holding });
    case 'haltForReshuffle': return msg('do.haltForReshuffle', { who, holding });
    case 'play': return msg('do.play', { who, cards: action.cards, holding });
    case 'draw': return msg('do.draw', { who, count: action.count, holding });
    case 'give': return msg('do.give', { who, card: action.card, to: name(action.to), holding });
    case 'announceSwap': return msg('do.announceSwap', { who, partners: action.partners.map(name) });
    case 'acceptSwap': return msg('do.acceptSwap', { who, holding });
    case 'completeSwap': return msg('do.completeSwap', { who, holding });
    case 'wish': return msg('do.wish', { who, suit: action.suit });
    case 'call': return msg('do.call', { who });
    case 'takeMarke': return msg('do.takeMarke', { who, holding });
    case 'complain': return msg('do.complain', { who, against: name(action.against), about: action.about });
    case 'layDown': return msg('do.layDown', { who });
    case 'withdraw': return msg('do.withdraw', { who, holding });
    case 'disqualify': return msg('do.disqualify', { who });
    case 'simultaneous': return msg('do.simultaneous', { actions: action.actions.map((a) => describeMessage(a, players)) });
  }
}

/** The action in English words (the step lists' reference wording). */
export function describeAction(action: GressAction, players: readonly string[]): string {
  return say(describeMessage(action, players), 'en');
}
