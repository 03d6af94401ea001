/**
 * How a playing bot weighs cards: which move to make, which card to throw or
 * give away, which suit to wish. Plain scores from what the cards do (section
 * 5, 6.5, 9.4), so the reasons can be read off: playing beats drawing, packets
 * shed more cards, Sevens and Kings make others pick up, black Nines cost a
 * point extra at the end (9.4), a Jack fits anywhere (7.1) and is worth keeping.
 */
import { type Card, type Suit, parseCard, sameCard, SUITS } from '../../core/cards';
import { colour } from '../rules/1-cards';
import { fitsAsNormalMove } from '../rules/4-moves-and-throws';
import type { GressState, Seat } from '../types';

export const cardsOf = (ids: readonly string[]): Card[] => ids.flatMap((id) => {
  const r = parseCard(id);
  return r.ok ? [r.card] : [];
});

/** `hand` without one copy of each of `cards` (physical cards: deck included, 1.4). */
export function withoutCards(hand: readonly Card[], cards: readonly Card[]): Card[] {
  const rest = [...hand];
  for (const card of cards) {
    const i = rest.findIndex((c) => sameCard(c, card));
    if (i !== -1) rest.splice(i, 1);
  }
  return rest;
}

const isBlackNine = (c: Card) => c.rank === '9' && colour(c) === 'black';

/** The others still taking part (10.8), with their number of cards. */
function rivals(view: GressState, seat: Seat): { seat: Seat; cards: number }[] {
  return view.players.flatMap((_, s) => (s === seat || view.disqualified[s] ? [] : [{ seat: s, cards: view.hands[s].length }]));
}

/** The rival holding the fewest cards (the nearest to going out); ties go to the earlier seat after `seat`. */
export function leader(view: GressState, seat: Seat): { seat: Seat; cards: number } | null {
  const n = view.players.length;
  const list = rivals(view, seat).sort((a, b) => a.cards - b.cards || ((a.seat - seat + n) % n) - ((b.seat - seat + n) % n));
  return list[0] ?? null;
}

/** The rival holding the most cards. */
export function trailer(view: GressState, seat: Seat): { seat: Seat; cards: number } | null {
  return rivals(view, seat).sort((a, b) => b.cards - a.cards || a.seat - b.seat)[0] ?? null;
}

/** How many of `rest` could follow on `top` as a move (same rank or suit, or a Jack, 4.5, 7.1). */
function followers(rest: readonly Card[], top: Card): number {
  return rest.filter((c) => c.rank === 'J' ? top.rank !== 'J' : fitsAsNormalMove(c, top)).length;
}

export interface MoveScoreOptions {
  /** Count how playable the cards kept in hand stay (7.4 aside). */
  readonly plansHand: boolean;
  /** Whether the seat's Marke still lies on the table (9.1: nobody goes out with one). */
  readonly holdsMarke: boolean;
}

/**
 * The worth of moving with `cards` (one card or a packet, bottom first) from
 * `hand`; drawing is worth 0. A move that would take the hand below two cards
 * while the Marke still lies there is poor: the Marke can only be taken with
 * exactly two cards (8.1), and nobody goes out holding one (9.1).
 */
export function moveScore(view: GressState, seat: Seat, hand: readonly Card[], cards: readonly Card[], options: MoveScoreOptions): number {
  const rest = withoutCards(hand, cards);
  const top = cards[cards.length - 1];
  const first = cards[0];
  const rival = leader(view, seat);
  let score = 10 + 4 * (cards.length - 1);
  switch (first.rank) {
    case '7': score += 6 * cards.length; break; // 6.5: the skipped player picks up two per Seven
    case '8': score += 4; break; // 5.7: the next player is skipped
    case 'K': score += 5; break; // 5.2: every other player picks up one
    case '10': score += rest.length > 0 ? 5 : 0; break; // 5.4: one more card can leave the hand
    case 'A': score += followers(rest, top) > 0 ? 6 : -2; break; // 5.1: moving again only helps with a card to follow
    case '9':
      if (cards.length === 2 || colour(first) === 'red') score += rival && rival.cards < rest.length ? 6 : 0; // 5.5, 6.3: a swap with the leader
      else score += 4; // 9.4: a black Nine costs an extra point at the end
      break;
    case 'Q': score += 1; break;
    case 'J': score -= 6; break; // 7.1: fits on almost anything, so keep it for when nothing else does
  }
  score += 3 * cards.filter(isBlackNine).length - (isBlackNine(first) ? 3 : 0);
  if (options.holdsMarke && rest.length < 2) score -= 20;
  if (options.plansHand) score += 1.5 * followers(rest, top);
  return score;
}

/** The worth of throwing `card` (4.11): every throw sheds a card; black Nines first, Jacks (a move, 7.3) last. */
export function throwScore(card: Card): number {
  return 10 + (isBlackNine(card) ? 3 : 0) - (card.rank === 'J' ? 4 : 0);
}

/** 5.4: the card to give away: a black Nine first (9.4), never a Jack or Seven if anything else will do, else one of a suit held least. */
export function cardToGive(hand: readonly Card[]): Card | null {
  if (hand.length === 0) return null;
  const count = (suit: Suit) => hand.filter((c) => c.suit === suit).length;
  const worth = (c: Card) => (isBlackNine(c) ? -10 : 0) + (c.rank === 'J' || c.rank === '7' ? 10 : 0) + count(c.suit);
  return [...hand].sort((a, b) => worth(a) - worth(b))[0];
}

/** 7.4: the suit to wish: the one the hand holds most of (Jacks aside); ties by the order of SUITS. */
export function suitToWish(hand: readonly Card[]): Suit {
  const count = (suit: Suit) => hand.filter((c) => c.suit === suit && c.rank !== 'J').length;
  return [...SUITS].sort((a, b) => count(b) - count(a))[0];
}
