/** Actions in plain words for newcomers ("Ben takes the game with Herz as trumps"), beside the notation in step lists. */
import { isCard, SUITS, type Suit } from './cards';
import { meldOf } from './melds';
import { en } from './messages';
import type { SensMessage } from './messages/spec';
import { msg } from './rules/outcome';
import type { SensAction } from './types';

/** The action as a message (any language); `describeAction` is its English. */
export function describeMessage(action: SensAction, players: readonly string[]): SensMessage {
  if (!action || typeof action !== 'object') return msg('describe.nothing', {});
  const who = players[action.seat] ?? `seat ${action.seat}`;
  switch (action.type) {
    case 'deal': return Array.isArray(action.counts)
      ? msg('describe.dealWrong', { who, seed: action.seed, counts: action.counts })
      : msg('describe.deal', { who, seed: action.seed });
    case 'bid': return msg('describe.bid', { who, suit: (SUITS as readonly string[]).includes(action.suit) ? (action.suit as Suit) : null });
    case 'meld': {
      const shape = Array.isArray(action.cards) ? meldOf(action.cards) : null;
      return shape ? msg('describe.meld', { who, kind: shape.kind, points: shape.points }) : msg('describe.meldUnknown', { who });
    }
    case 'play': return msg('describe.play', { who, card: typeof action.card === 'string' && isCard(action.card) ? action.card : null });
    case 'pass': case 'rob': case 'rest': case 'bella': case 'takeBack': case 'claim': case 'misdeal': case 'vorlauf': case 'look':
      return msg(`describe.${action.type}`, { who });
    default: return msg('describe.unknown', { who });
  }
}

export function describeAction(action: SensAction, players: readonly string[]): string {
  return en(describeMessage(action, players));
}
