/**
 * A Gin Rummy card as the table shows it: rank and suit symbol ("10♦"), its
 * name for screen readers ("Ten of diamonds") and whether its suit is red.
 * Text only, so a card costs one DOM element and no SVG (the stylesheet asks
 * for the symbols' text presentation, font-variant-emoji, not coloured emoji).
 */
import { cardName, cardText, compareCards, type Card } from '../../../engine/gin-rummy/cards';
import type { Locale } from '../../../engine/core/messages';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SYMBOLS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

/** German card names as the German pages write them: suit, hyphen, rank ("Herz-Sieben", glossary). */
const DE_SUITS = { C: 'Kreuz', D: 'Karo', H: 'Herz', S: 'Pik' } as const;
const DE_RANKS = ['', 'Ass', 'Zwei', 'Drei', 'Vier', 'Fünf', 'Sechs', 'Sieben', 'Acht', 'Neun', 'Zehn', 'Bube', 'Dame', 'König'] as const;

/** A card's name for screen readers: "Seven of hearts", "Herz-Sieben". */
export function cardNameIn(card: Card, locale: Locale = 'en'): string {
  return locale === 'de' ? `${DE_SUITS[card.suit]}-${DE_RANKS[card.rank]}` : cardName(card);
}

export interface CardFace {
  /** The notation ("TD"): a stable key, and what tests and data attributes use. */
  readonly code: string;
  /** "10♦" */
  readonly text: string;
  /** "Ten of diamonds" */
  readonly name: string;
  readonly red: boolean;
}

export function cardFace(card: Card, locale: Locale = 'en'): CardFace {
  return { code: cardText(card), text: `${RANKS[card.rank]}${SYMBOLS[card.suit]}`, name: cardNameIn(card, locale), red: card.suit === 'D' || card.suit === 'H' };
}

/** The cards in display order (by suit, then rank), as faces. */
export function sortedFaces(cards: readonly Card[], locale: Locale = 'en'): CardFace[] {
  return [...cards].sort(compareCards).map((card) => cardFace(card, locale));
}

/** "3♣4♣5♣": a meld written together, as in the rulebook's examples. */
export function meldText(cards: readonly Card[]): string {
  return cards.map((c) => cardFace(c).text).join('');
}

/** "K♣ Q♠": cards apart, for deadwood. */
export function cardsText(cards: readonly Card[]): string {
  return cards.map((c) => cardFace(c).text).join(' ');
}

/** Sentence case for a card name inside a sentence ("the Seven of hearts"). */
export function theCard(card: Card): string {
  return `the ${cardName(card)}`;
}
