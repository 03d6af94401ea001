/**
 * Actions in plain words for newcomers ("Dia shuffles (seed 7)", "Ben plays
 * Q♠"), shown beside the notation in the step lists. The notation
 * (notation.ts) stays the exact form; this is only for reading.
 */
import { cardLabel, parseCard } from '../core/cards';
import type { GressAction, Seat } from './types';

const card = (id: string) => {
  const parsed = parseCard(id);
  return parsed.ok ? cardLabel(parsed.card) : id;
};

const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

export function describeAction(action: GressAction, players: readonly string[]): string {
  const name = (seat: Seat) => players[seat] ?? `seat ${seat}`;
  const who = name(action.seat);
  const holding = 'hand' in action && action.hand === 'holding' ? ' with the holding hand' : '';
  switch (action.type) {
    case 'shuffle': return `${who} shuffles (seed ${action.seed})`;
    case 'reshuffle': return `${who} shuffles the old play pile into a new draw pile (seed ${action.seed})`;
    case 'dealHands': return `${who} deals the hands`;
    case 'dealMarkes': return `${who} deals the Markes`;
    case 'buildDrawPile': return `${who} lays down the draw pile`;
    case 'pickUpHand': return `${who} picks up the hand${holding}`;
    case 'peek': return `${who} looks at the top card${holding}`;
    case 'open': return `${who} opens the game${holding}`;
    case 'haltForReshuffle': return `${who} halts the game to reshuffle${holding}`;
    case 'play': return `${who} plays ${list(action.cards.map(card))}${holding}`;
    case 'draw': return `${who} draws ${action.count === 1 ? 'a card' : `${action.count} cards`}${holding}`;
    case 'give': return `${who} gives ${card(action.card)} to ${name(action.to)}${holding}`;
    case 'announceSwap': return `${who} announces a swap with ${list(action.partners.map(name))}`;
    case 'acceptSwap': return `${who} accepts the swap${holding}`;
    case 'completeSwap': return `${who} completes the swap${holding}`;
    case 'wish': return `${who} wishes ${action.suit}`;
    case 'call': return `${who} calls "last but one"`;
    case 'takeMarke': return `${who} takes the Marke${holding}`;
    case 'complain': return `${who} complains about ${name(action.against)}'s ${action.about === 'call' ? 'missing call' : action.about === 'marke' ? 'Marke' : 'card'}`;
    case 'layDown': return `${who} lays down the hand`;
    case 'withdraw': return `${who} takes back the wrong card${holding}`;
    case 'disqualify': return `The referee disqualifies ${who}`;
    case 'simultaneous': return `At the same moment: ${action.actions.map((a) => describeAction(a, players)).join('; ')}`;
  }
}
