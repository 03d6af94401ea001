/**
 * 1.1: four players in two partnerships sitting crosswise. Seats 0-3 go
 * clockwise; partners sit opposite, so a seat's side is `seat % 2` (Ana and
 * Cem, seats 0 and 2, against Ben and Dia, seats 1 and 3). The dealer's left
 * is Vorhand, the dealer's right cuts (4.2).
 */
import { isCard, type Card } from '../cards';
import type { DealState, Seat, Side } from '../types';

/** 1.1: four players. */
export const SEATS = 4;

export function isSeat(seat: unknown): seat is Seat {
  return seat === 0 || seat === 1 || seat === 2 || seat === 3;
}

/** 1.1: partners sit crosswise and score together. */
export function sideOf(seat: Seat): Side {
  return (seat % 2) as Side;
}

export function otherSide(side: Side): Side {
  return (1 - side) as Side;
}

/** The seat `steps` places clockwise from `seat`. */
export function seatAfter(seat: Seat, steps = 1): Seat {
  return (((seat + steps) % SEATS) + SEATS) % SEATS as Seat;
}

/** 9.1: Vorhand sits left of the dealer. */
export function vorhandOf(dealer: Seat): Seat {
  return seatAfter(dealer, 1);
}

/** 4.2: the player on the dealer's right cuts. */
export function cutterOf(dealer: Seat): Seat {
  return seatAfter(dealer, 3);
}

/** Whether `value` is a list of distinct cards of the pack (no card twice: one pack, 2.1). */
export function isCardList(value: unknown): value is Card[] {
  return Array.isArray(value) && value.every((c) => typeof c === 'string' && isCard(c)) && new Set(value).size === value.length;
}

/** `cards` without the cards of `gone`. */
export function without(cards: readonly Card[], gone: readonly Card[]): Card[] {
  return cards.filter((c) => !gone.includes(c));
}

/** The cards `seat` has played in this deal: its cards in the tricks taken in and in the trick on the table. */
export function playedBy(deal: Pick<DealState, 'tricks' | 'trick'>, seat: Seat): Card[] {
  return [...deal.tricks.flatMap((t) => t.cards), ...deal.trick].filter((p) => p.seat === seat).map((p) => p.card);
}

/** Whether any card has been played in this deal. */
export function anyCardPlayed(deal: Pick<DealState, 'tricks' | 'trick'>): boolean {
  return deal.tricks.length > 0 || deal.trick.length > 0;
}

/** The seat to lead the trick on the table: Vorhand for the first (9.1), then the last trick's winner (the reading at 9.1). */
export function leaderOf(deal: Pick<DealState, 'tricks' | 'dealer'>): Seat {
  return deal.tricks.length === 0 ? vorhandOf(deal.dealer) : deal.tricks[deal.tricks.length - 1].winner;
}
