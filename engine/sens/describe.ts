/** Actions in plain words for newcomers ("Ben takes the game with Herz as trumps"), beside the notation in step lists. */
import { cardName, isCard, SUIT_NAMES, type Suit } from './cards';
import { meldOf } from './melds';
import { KIND_NAMES } from './rules/7-melding';
import type { SensAction } from './types';

const named = (c: unknown) => (typeof c === 'string' && isCard(c) ? `the ${cardName(c)}` : 'a card');

export function describeAction(action: SensAction, players: readonly string[]): string {
  if (!action || typeof action !== 'object') return 'nothing';
  const who = players[action.seat] ?? `seat ${action.seat}`;
  switch (action.type) {
    case 'deal': return Array.isArray(action.counts)
      ? `${who} shuffles (seed ${action.seed}) and deals wrong counts: ${action.counts.join(', ')} cards`
      : `${who} shuffles (seed ${action.seed}) and deals five cards each, turning up the next`;
    case 'bid': return `${who} takes the game with ${SUIT_NAMES[action.suit as Suit] ?? 'some suit'} as trumps`;
    case 'pass': return `${who} passes`;
    case 'rob': return `${who} robs the turned card with the trump Seven`;
    case 'rest': return `${who} deals the rest: three more cards each, two to ${who}`;
    case 'meld': {
      const shape = Array.isArray(action.cards) ? meldOf(action.cards) : null;
      return shape ? `${who} announces a ${KIND_NAMES[shape.kind]} worth ${shape.points}` : `${who} announces a meld`;
    }
    case 'bella': return `${who} announces Bella`;
    case 'play': return `${who} plays ${named(action.card)}`;
    case 'takeBack': return `${who} takes the wrong card back`;
    case 'claim': return `${who} points out a wrong card played earlier`;
    case 'misdeal': return `${who} points out a misdeal`;
    case 'vorlauf': return `${who} calls Vorlauf`;
    case 'look': return `${who} looks at the last trick again`;
    default: return `${who} does something unknown`;
  }
}
