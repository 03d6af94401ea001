/**
 * §1 (with §2): the pack and its cards as the engine holds them. One pack of
 * 52 is in play per hand (each player owns one; the dealer deals from their
 * own, §3), so rank and suit name a card. Seats are 0 and 1.
 */
import { cardText, fullPack, RANKS, sameCard, SUITS, type Card } from '../cards';
import type { GinState, PackColour, Seat } from '../types';

/** §1: two players, two packs. */
export const SEATS = 2;

/** §1: the number of cards in a pack (no jokers). */
export const PACK_SIZE = 52;

/** §1: the two colours of back that tell the packs apart. */
export const PACK_COLOURS: readonly PackColour[] = ['red', 'blue'];

export function isSeat(seat: unknown): seat is Seat {
  return seat === 0 || seat === 1;
}

/** §1: the other player. */
export function opponentOf(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

/** §1: whether `value` is one of the 52 cards (a rank 1-13 and a suit C D H S). */
export function isCard(value: unknown): value is Card {
  if (!value || typeof value !== 'object') return false;
  const c = value as { rank?: unknown; suit?: unknown };
  return (RANKS as readonly unknown[]).includes(c.rank) && (SUITS as readonly unknown[]).includes(c.suit);
}

export function holds(cards: readonly Card[], card: Card): boolean {
  return cards.some((c) => sameCard(c, card));
}

/** `cards` without one copy of each card of `gone` (cards not there are ignored). */
export function without(cards: readonly Card[], gone: readonly Card[]): Card[] {
  return cards.filter((c) => !gone.some((g) => sameCard(g, c)));
}

/** The first card named twice in `cards`, or null. */
export function repeated(cards: readonly Card[]): Card | null {
  const seen = new Set<string>();
  for (const c of cards) {
    const t = cardText(c);
    if (seen.has(t)) return c;
    seen.add(t);
  }
  return null;
}

/** Every place a card can be during a hand, with the cards there. */
export function placesOf(state: GinState): [string, readonly Card[]][] {
  const { hand, players } = state;
  const places: [string, readonly Card[]][] = [
    [`${players[0]}'s hand`, hand.hands[0]],
    [`${players[1]}'s hand`, hand.hands[1]],
    ['the stock', hand.stock],
    ['the discard pile', hand.discards],
  ];
  if (hand.knock) {
    const k = players[hand.knock.by];
    places.push([`${k}'s face-down discard`, [hand.knock.buried]], [`${k}'s melds`, hand.knock.melds.flat()], [`${k}'s deadwood`, hand.knock.deadwood]);
  }
  if (hand.layout && hand.knock) {
    const o = players[opponentOf(hand.knock.by)];
    places.push([`${o}'s melds`, hand.layout.melds.flat()], [`${o}'s lay-offs`, hand.layout.layoffs.map((l) => l.card)], [`${o}'s deadwood`, hand.layout.deadwood]);
  }
  return places;
}

/** §1: each of the 52 cards exactly once on the table; null if so, else what is wrong. */
export function conservationProblem(state: GinState): string | null {
  const where = new Map<string, string>();
  for (const [place, cards] of placesOf(state)) {
    for (const c of cards) {
      if (!isCard(c)) return `cards: ${JSON.stringify(c)} in ${place} is not a card of the pack (§1)`;
      const t = cardText(c);
      const before = where.get(t);
      if (before) return `cards: ${t} is in ${before} and again in ${place}; a pack holds each card once (§1)`;
      where.set(t, place);
    }
  }
  const missing = fullPack().filter((c) => !where.has(cardText(c)));
  if (missing.length > 0) return `cards: ${missing.map(cardText).join(' ')} ${missing.length === 1 ? 'is' : 'are'} nowhere; all 52 cards of the pack are in play (§1)`;
  return null;
}

/** Cards as text, space-separated ("AS 2S 3S"); "no cards" for none. */
export function cardsText(cards: readonly Card[]): string {
  return cards.length === 0 ? 'no cards' : cards.map(cardText).join(' ');
}

export { sameCard };
