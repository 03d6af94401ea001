/** Actions in plain words for newcomers ("Ana discards the Seven of hearts"), beside the notation in step lists. */
import { cardName, type Card } from './cards';
import type { GinAction } from './types';

const named = (c: Card) => {
  try {
    return `the ${cardName(c)}`;
  } catch {
    return 'a card';
  }
};

export function describeAction(action: GinAction, players: readonly string[]): string {
  if (!action || typeof action !== 'object') return 'nothing';
  const who = players[action.seat] ?? `seat ${action.seat}`;
  const melds = (groups: readonly (readonly Card[])[]) => (groups.length === 0 ? 'no melds' : `${groups.length} meld${groups.length === 1 ? '' : 's'}`);
  switch (action.type) {
    case 'deal': return `${who} shuffles (seed ${action.seed}) and deals${action.counts ? `, giving ${action.counts[0]} and ${action.counts[1]} cards` : ''}`;
    case 'draw': return action.count === 1 ? `${who} draws from the stock` : `${who} draws ${action.count} cards from the stock at once`;
    case 'take': return `${who} takes the top card of the discard pile`;
    case 'discard': return `${who} discards ${named(action.card)}`;
    case 'knock': return `${who} ${action.gin ? 'goes gin' : 'knocks'}, ${named(action.discard)} face down, laying out ${melds(action.melds)}`;
    case 'layout': return `${who} lays out ${melds(action.melds)}${action.layoffs.length ? ` and lays off ${action.layoffs.map((l) => named(l.card)).join(', ')}` : ''}`;
    case 'accept': return `${who} accepts the knock`;
    case 'reject': return `${who} sends the knock back`;
    case 'expose': return `${who} exposes the next card of the stock`;
    case 'reshuffle': return `${who} has the stock shuffled (seed ${action.seed})`;
    case 'claim': return action.what === 'dealer' ? `${who} points out that the wrong player dealt` : `${who} points out a wrong number of cards`;
    default: return `${who} does something unknown`;
  }
}
