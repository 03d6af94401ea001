/**
 * Section 1: cards and terms. The pack itself (1.1) is engine/core/cards.ts;
 * here are the Gress-specific properties: the cyclic rank order and colour.
 */
import { type Card, type Rank, RANKS, sameCard, formatCard } from '../../core/cards';

/** 1.1: one pack has 32 cards, each combination of rank and suit once. */
export const PACK_SIZE = 32;

/**
 * 1.2: the rank one step below `rank` in the cyclic order
 * A > K > Q > J > 10 > 9 > 8 > 7 > A: the Seven's lower neighbour is the Ace.
 */
export function rankBelow(rank: Rank): Rank {
  const i = RANKS.indexOf(rank);
  return i === 0 ? 'A' : RANKS[i - 1];
}

export type Colour = 'red' | 'black';

/** 1.3: hearts and diamonds are red, clubs and spades black. */
export function colour(card: Card): Colour {
  return card.suit === 'hearts' || card.suit === 'diamonds' ? 'red' : 'black';
}

/**
 * 1.4: any number of complete packs may be combined; identical faces from
 * different decks coexist, but one physical card (rank, suit and deck) exists
 * once. Returns the id of the first card that occurs twice, if any.
 */
export function findDuplicateCard(cards: readonly Card[]): string | null {
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) if (sameCard(cards[i], cards[j])) return formatCard(cards[i]);
  }
  return null;
}
