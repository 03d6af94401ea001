/**
 * §1-§2: the 52-card pack without jokers, Ace low. A card is a rank 1-13
 * (Ace 1, Jack 11, Queen 12, King 13) and a suit; notation is rank char
 * (A 2-9 T J Q K) then suit char (C D H S): `AS`, `TD`, `KH`.
 */
import type { Parsed } from '../core/game';

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

const RANK_CHARS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUIT_NAMES: Record<Suit, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
export const RANK_NAMES = ['', 'Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King'] as const;

/** The card's notation and identity (one pack in play, so rank and suit name it). */
export function cardText(card: Card): string {
  return RANK_CHARS[card.rank] + card.suit;
}

/** "Queen of hearts". */
export function cardName(card: Card): string {
  return `${RANK_NAMES[card.rank]} of ${SUIT_NAMES[card.suit]}`;
}

/** Reads `QH`, `qh`, `10H`, `TH`, `AS`. Never throws. */
export function parseCard(text: string): Parsed<Card> {
  const m = /^(10|[2-9TJQKA])([CDHS])$/i.exec(text.trim());
  if (!m) return { ok: false, error: `"${text.slice(0, 40)}" is not a card: expected a rank (A 2-9 T J Q K) and a suit (C D H S), e.g. QH or 7S` };
  const rankChar = m[1] === '10' ? 'T' : m[1].toUpperCase();
  return { ok: true, value: { rank: RANK_CHARS.indexOf(rankChar as (typeof RANK_CHARS)[number]) as Rank, suit: m[2].toUpperCase() as Suit } };
}

/** §2: Ace 1, court cards 10, the others their pips. */
export function cardValue(card: Card): number {
  return Math.min(card.rank, 10);
}

export function sameCard(a: Card, b: Card): boolean {
  return a.rank === b.rank && a.suit === b.suit;
}

/** §1: the 52 cards, suit by suit, Ace to King. */
export function fullPack(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));
}

/** A stable order for showing a hand: by suit, then rank. */
export function compareCards(a: Card, b: Card): number {
  return SUITS.indexOf(a.suit) - SUITS.indexOf(b.suit) || a.rank - b.rank;
}
