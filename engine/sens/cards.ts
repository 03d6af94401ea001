/**
 * 2.1-2.4, 3.1: the Bavarian 32-card pack. A card is a rank char and a suit
 * char: ranks 7 8 9 T (Zehn) U (Unter) O (Ober) K (König) A (Sau), suits
 * E (Eichel) G (Gras) H (Herz) S (Schellen). `UE` is the Eichel-Unter, `AS`
 * the Schellen-Sau, `9H` the Herz-Nine. One pack, so rank and suit name a card.
 *
 * Three orders (2.2-2.4): the plain order for tricks outside trumps, the trump
 * order, and the meld order used for runs. The sheet's list of the plain order
 * was a picture that did not survive; 2.2 says how this site derives it.
 */
import type { Parsed } from '../core/game';

export const SUITS = ['E', 'G', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];
/** The meld order (2.4), low to high: also the order cards are listed in. */
export const RANKS = ['7', '8', '9', 'T', 'U', 'O', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];
export type Card = `${Rank}${Suit}`;

export const SUIT_NAMES: Record<Suit, string> = { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' };
/** 2.1: the French suits a table with a French pack reads them as. */
export const FRENCH_SUITS: Record<Suit, string> = { E: 'clubs', G: 'spades', H: 'hearts', S: 'diamonds' };
export const RANK_NAMES: Record<Rank, string> = { '7': 'Seven', '8': 'Eight', '9': 'Nine', T: 'Ten', U: 'Unter', O: 'Ober', K: 'King', A: 'Sau' };
/** 2.1: the French ranks (Unter = Jack, Ober = Queen, Sau = Ace). */
export const FRENCH_RANKS: Record<Rank, string> = { '7': 'Seven', '8': 'Eight', '9': 'Nine', T: 'Ten', U: 'Jack', O: 'Queen', K: 'King', A: 'Ace' };

/** 2.2 (derived, see there): plain suits, low to high. */
export const PLAIN_ORDER: readonly Rank[] = ['7', '8', '9', 'U', 'O', 'K', 'T', 'A'];
/** 2.3: trumps, low to high: the Unter is highest, then the Nine. */
export const TRUMP_ORDER: readonly Rank[] = ['7', '8', 'O', 'K', 'T', 'A', '9', 'U'];
/** 2.4: runs (Dreiständer, Quart, Fuss) follow this order, Seven up to Sau. */
export const MELD_ORDER: readonly Rank[] = RANKS;

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** The 32 cards, suit by suit in meld order. */
export function fullPack(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}` as Card));
}

/** "Herz-Unter" (or "Jack of hearts" with the French pack). */
export function cardName(card: Card, pack: 'bavarian' | 'french' = 'bavarian'): string {
  const rank = rankOf(card);
  const suit = suitOf(card);
  return pack === 'french' ? `${FRENCH_RANKS[rank]} of ${FRENCH_SUITS[suit]}` : `${SUIT_NAMES[suit]}-${RANK_NAMES[rank]}`;
}

/** Reads `UE`, `ue`, `10H`, `TH`, `AS`. Never throws. */
export function parseCard(text: string): Parsed<Card> {
  const m = /^(10|[789TUOKA])([EGHS])$/i.exec(text.trim());
  if (!m) return { ok: false, error: `"${text.slice(0, 40)}" is not a card: expected a rank (7 8 9 T U O K A) and a suit (E G H S), e.g. UE or 9H` };
  const rank = m[1] === '10' ? 'T' : m[1].toUpperCase();
  return { ok: true, value: `${rank}${m[2].toUpperCase()}` as Card };
}

export function isCard(text: string): text is Card {
  return /^[789TUOKA][EGHS]$/.test(text);
}

/** 3.1: what a card counts in the tricks, as a plain card and as a trump (the trump Unter 20 + the 2 it has anyway). */
export const PLAIN_POINTS: Readonly<Record<Rank, number>> = { '7': 0, '8': 0, '9': 0, T: 10, U: 2, O: 3, K: 4, A: 11 };
export const TRUMP_POINTS: Readonly<Record<Rank, number>> = { '7': 0, '8': 0, '9': 14, T: 10, U: 22, O: 3, K: 4, A: 11 };

/** 3.1: the card's points when `trump` is the trump suit. */
export function cardPoints(card: Card, trump: Suit): number {
  return (suitOf(card) === trump ? TRUMP_POINTS : PLAIN_POINTS)[rankOf(card)];
}

/** 3.2: the last trick counts 10 for the side that takes it. */
export const LAST_TRICK_POINTS = 10;
/** 3.2: the pack's points plus the last trick, without melds. */
export const BASE_TOTAL = 164;

/** 2.2, 2.3: the card's strength within its suit (higher beats lower); trumps by the trump order. */
export function strength(card: Card, trump: Suit): number {
  return (suitOf(card) === trump ? TRUMP_ORDER : PLAIN_ORDER).indexOf(rankOf(card));
}

/** A stable order for showing a hand: trumps first when known, then by suit, each in its playing order high to low. */
export function compareForDisplay(a: Card, b: Card, trump: Suit | null): number {
  const suitRank = (c: Card) => (suitOf(c) === trump ? -1 : SUITS.indexOf(suitOf(c)));
  return suitRank(a) - suitRank(b) || (trump ? strength(b, trump) - strength(a, trump) : PLAIN_ORDER.indexOf(rankOf(b)) - PLAIN_ORDER.indexOf(rankOf(a)));
}
