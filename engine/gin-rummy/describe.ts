/** Actions in plain words for newcomers ("Ana discards the Seven of hearts"), beside the notation in step lists. */
import { cardText, type Card } from './cards';
import { say, type GinMessage } from './messages';
import { msg } from './rules/outcome';
import type { GinAction } from './types';
import type { Locale } from '../core/messages';

/** A card's code for a message; undefined for something that is no card (the words then say "a card"). */
const code = (c: Card): string | undefined => {
  try {
    return cardText(c);
  } catch {
    return undefined;
  }
};

/** The action as a message of the catalogue (messages/). */
export function describeMessage(action: GinAction, players: readonly string[]): GinMessage {
  if (!action || typeof action !== 'object') return msg('do.nothing', {});
  const who = players[action.seat] ?? `seat ${action.seat}`;
  switch (action.type) {
    case 'deal': return msg('do.deal', { who, seed: String(action.seed), ...(action.counts ? { counts: action.counts } : {}) });
    case 'draw': return msg('do.draw', { who, count: action.count });
    case 'take': return msg('do.take', { who });
    case 'discard': return msg('do.discard', { who, card: code(action.card) });
    case 'knock': return msg('do.knock', { who, gin: Boolean(action.gin), card: code(action.discard), melds: action.melds.length });
    case 'layout': return msg('do.layout', { who, melds: action.melds.length, layoffs: action.layoffs.map((l) => code(l.card)) });
    case 'accept': return msg('do.accept', { who });
    case 'reject': return msg('do.reject', { who });
    case 'expose': return msg('do.expose', { who });
    case 'reshuffle': return msg('do.reshuffle', { who, seed: String(action.seed) });
    case 'claim': return msg('do.claim', { who, dealer: action.what === 'dealer' });
    default: return msg('do.unknown', { who });
  }
}

/** The action in `locale`'s words (English by default, as the step lists show it). */
export function describeAction(action: GinAction, players: readonly string[], locale: Locale = 'en'): string {
  return say(describeMessage(action, players), locale);
}
