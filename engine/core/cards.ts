/**
 * Cards and decks, game-agnostic: the 32-card piquet pack (Seven to Ace in four
 * suits) and any number of copies of it. A card is a value plus the deck it came
 * from, so two identical cards from different decks can lie on one table.
 */

export const SUITS = ['clubs', 'spades', 'hearts', 'diamonds'] as const;
export type Suit = (typeof SUITS)[number];

/** Ascending order of the 32-card pack; games define their own rank order on top. */
export const RANKS = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
  /** Which physical deck the card belongs to, 1-based. */
  readonly deck: number;
}

const RANK_CHARS: Record<Rank, string> = { '7': '7', '8': '8', '9': '9', '10': 'T', J: 'J', Q: 'Q', K: 'K', A: 'A' };
const SUIT_CHARS: Record<Suit, string> = { clubs: 'C', spades: 'S', hearts: 'H', diamonds: 'D' };
const RANK_BY_CHAR = new Map<string, Rank>(RANKS.map((r) => [RANK_CHARS[r], r]));
const SUIT_BY_CHAR = new Map<string, Suit>(SUITS.map((s) => [SUIT_CHARS[s], s]));

export const RANK_NAMES: Record<Rank, string> = {
  '7': 'Seven', '8': 'Eight', '9': 'Nine', '10': 'Ten', J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace',
};

export type CardId = string;

/**
 * The card's notation and identity: rank char (7 8 9 T J Q K A), suit char
 * (C S H D), and the deck number when it is not 1. `QH` is the Queen of hearts
 * of deck 1, `QH2` the same card from deck 2.
 */
export function formatCard(card: Card): CardId {
  return RANK_CHARS[card.rank] + SUIT_CHARS[card.suit] + (card.deck === 1 ? '' : String(card.deck));
}

export type CardParseError = { ok: false; error: string };

/** The highest deck number a card may carry; games set their own, lower limit on packs in play. */
export const MAX_DECK_NUMBER = 99;

/** Parses `QH`, `qh`, `10H`, `TH2`. Never throws: bad text gives a message saying what was expected. */
export function parseCard(text: string): { ok: true; card: Card } | CardParseError {
  const m = /^(10|[789TJQKA])([CSHD])([1-9][0-9]?)?$/i.exec(text.trim());
  if (!m) {
    return {
      ok: false,
      error: `"${text.slice(0, 40)}" is not a card: expected a rank (7 8 9 T J Q K A), a suit (C S H D) and an optional deck number from 1 to ${MAX_DECK_NUMBER}, e.g. QH or TH2`,
    };
  }
  const rankText = m[1].toUpperCase() === '10' ? 'T' : m[1].toUpperCase();
  return {
    ok: true,
    card: {
      rank: RANK_BY_CHAR.get(rankText)!,
      suit: SUIT_BY_CHAR.get(m[2].toUpperCase())!,
      deck: m[3] ? Number(m[3]) : 1,
    },
  };
}

/** Parses a card the program itself wrote; a failure here is a programming error. */
export function card(text: string): Card {
  const r = parseCard(text);
  if (!r.ok) throw new Error(r.error);
  return r.card;
}

export function sameCard(a: Card, b: Card): boolean {
  return a.rank === b.rank && a.suit === b.suit && a.deck === b.deck;
}

/** Same rank and suit, whatever the deck. */
export function sameFace(a: Card, b: Card): boolean {
  return a.rank === b.rank && a.suit === b.suit;
}

/** One complete pack in a fixed, documented order: suits as in SUITS, ranks ascending. */
export function makeDeck(deck = 1): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit, deck })));
}

/** `decks` complete packs, one after the other. */
export function makeDecks(decks: number): Card[] {
  if (!Number.isInteger(decks) || decks < 1) throw new Error(`decks must be a whole number >= 1, got ${decks}`);
  return Array.from({ length: decks }, (_, i) => makeDeck(i + 1)).flat();
}

/** A readable English name, e.g. "Queen of hearts" (deck 2: "Queen of hearts (deck 2)"). */
export function cardName(card: Card): string {
  return `${RANK_NAMES[card.rank]} of ${card.suit}${card.deck === 1 ? '' : ` (deck ${card.deck})`}`;
}

const SUIT_SYMBOLS: Record<Suit, string> = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' };

/** A short label for rulings and logs, e.g. "Q♥" or "Q♥ (deck 2)". */
export function cardLabel(card: Card): string {
  return `${card.rank}${SUIT_SYMBOLS[card.suit]}${card.deck === 1 ? '' : ` (deck ${card.deck})`}`;
}
