/**
 * §1 (with §2): the pack and its cards as the engine holds them. One pack of
 * 52 is in play per hand (each player owns one; the dealer deals from their
 * own, §3), so rank and suit name a card. Seats are 0 and 1.
 */
import { cardText, fullPack, RANKS, sameCard, SUITS, type Card } from '../cards';
import type { GinState, PackColour, Seat } from '../types';
import { message } from '../../core/messages';
import type { CardPlace, GinMessage, GinSpec } from '../messages/spec';

const fault = <Id extends keyof GinSpec & string>(id: Id, params: GinSpec[Id]) => message<GinSpec, Id>(id, params) as GinMessage;

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
export function placesOf(state: GinState): [CardPlace, readonly Card[]][] {
  const { hand, players } = state;
  const places: [CardPlace, readonly Card[]][] = [
    [{ where: 'hand', player: players[0] }, hand.hands[0]],
    [{ where: 'hand', player: players[1] }, hand.hands[1]],
    [{ where: 'stock' }, hand.stock],
    [{ where: 'discards' }, hand.discards],
  ];
  if (hand.knock) {
    const player = players[hand.knock.by];
    places.push([{ where: 'buried', player }, [hand.knock.buried]], [{ where: 'melds', player }, hand.knock.melds.flat()], [{ where: 'deadwood', player }, hand.knock.deadwood]);
  }
  if (hand.layout && hand.knock) {
    const player = players[opponentOf(hand.knock.by)];
    places.push([{ where: 'melds', player }, hand.layout.melds.flat()], [{ where: 'layoffs', player }, hand.layout.layoffs.map((l) => l.card)], [{ where: 'deadwood', player }, hand.layout.deadwood]);
  }
  return places;
}

/** §1: each of the 52 cards exactly once on the table; null if so, else what is wrong (a message: English through sayEnglish). */
export function conservationProblem(state: GinState): GinMessage | null {
  const where = new Map<string, CardPlace>();
  for (const [place, cards] of placesOf(state)) {
    for (const c of cards) {
      if (!isCard(c)) return fault('cards.notCard', { got: String(JSON.stringify(c)), place });
      const t = cardText(c);
      const before = where.get(t);
      if (before) return fault('cards.twice', { card: t, first: before, again: place });
      where.set(t, place);
    }
  }
  const missing = fullPack().filter((c) => !where.has(cardText(c)));
  if (missing.length > 0) return fault('cards.nowhere', { cards: missing.map(cardText), pack: PACK_SIZE });
  return null;
}

/** Cards as text, space-separated ("AS 2S 3S"); "no cards" for none. */
export function cardsText(cards: readonly Card[]): string {
  return cards.length === 0 ? 'no cards' : cards.map(cardText).join(' ');
}

export { sameCard };
