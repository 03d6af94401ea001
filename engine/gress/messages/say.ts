/**
 * Gress's helpers for the catalogues: how each language names a card, a suit,
 * a ruling's classification. English keeps the short labels the rulings always
 * used ("Q♥", "Q♥ (deck 2)"); German names cards the way the German rulebook
 * does, suit and rank joined by a hyphen ("Kreuz-Dame", "Karo-Zehn"), so the
 * terms match the printed rules (TERMS.md).
 */
import { cardLabel, parseCard, type Card, type Rank, type Suit } from '../../core/cards';
import type { Say } from '../../core/messages';

/** German noun cases a card name takes in a sentence; only "Bube" changes ("den Kreuz-Buben"). */
export type Case = 'nom' | 'acc' | 'dat';

export interface GressSay extends Say {
  /** One card by its notation id. `grammaticalCase` matters in German only. */
  card(id: string, grammaticalCase?: Case): string;
  /** A suit by its identifier ("hearts"). */
  suit(suit: Suit): string;
}

/** A card id as a card, or null when it is not one (then the id itself is shown). */
function cardOf(id: string): Card | null {
  const parsed = parseCard(id);
  return parsed.ok ? parsed.card : null;
}

/** English: the labels of engine/core/cards.ts; suits by their identifier, as the rulings always wrote them. */
export function englishHelpers(): Omit<GressSay, keyof Say> {
  return {
    card: (id) => {
      const card = cardOf(id);
      return card ? cardLabel(card) : id;
    },
    suit: (suit) => suit,
  };
}

export const GERMAN_SUITS: Record<Suit, string> = { clubs: 'Kreuz', spades: 'Pik', hearts: 'Herz', diamonds: 'Karo' };
const GERMAN_RANKS: Record<Rank, string> = {
  '7': 'Sieben', '8': 'Acht', '9': 'Neun', '10': 'Zehn', J: 'Bube', Q: 'Dame', K: 'König', A: 'Ass',
};

/** German: "Herz-Dame", "Kreuz-Buben" in the accusative and dative, "(Kartensatz 2)" for a second deck (1.4). */
export function germanCard(id: string, grammaticalCase: Case = 'nom'): string {
  const card = cardOf(id);
  if (!card) return id;
  const rank = card.rank === 'J' && grammaticalCase !== 'nom' ? 'Buben' : GERMAN_RANKS[card.rank];
  return `${GERMAN_SUITS[card.suit]}-${rank}${card.deck === 1 ? '' : ` (Kartensatz ${card.deck})`}`;
}

export function germanHelpers(): Omit<GressSay, keyof Say> {
  return { card: germanCard, suit: (suit) => GERMAN_SUITS[suit] };
}
