/** Section 1: the cards. Each player's 58 number cards, the row cards, and piles. */
import type { PileCard, PileRef, Row, Seat, TheGameState } from '../types';

/** 1.1: a game is played by two players, each with a colour of their own. */
export const SEATS = 2;

/** 1.1: the number cards of one colour run from 2 to 59. */
export const LOWEST = 2;
export const HIGHEST = 59;

/** 1.1: 58 number cards per player (the other two of the 60 are the row cards). */
export const CARDS_PER_PLAYER = HIGHEST - LOWEST + 1;

/** 1.2: the ascending row card shows 1, the descending one 60. */
export const ROW_CARD: Readonly<Record<Row, number>> = { up: 1, down: 60 };

export const ROWS: readonly Row[] = ['up', 'down'];

/** 1.1: whether `value` is one of the number cards 2-59. */
export function isNumberCard(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= LOWEST && value <= HIGHEST;
}

/** 1.1: one player's 58 number cards, in ascending order. */
export function numberCards(): number[] {
  return Array.from({ length: CARDS_PER_PLAYER }, (_, i) => LOWEST + i);
}

/** 1.1: two players; the other seat. */
export function opponentOf(seat: Seat): Seat {
  return 1 - seat;
}

export function isSeat(seat: unknown): seat is Seat {
  return seat === 0 || seat === 1;
}

/** 1.3: the cards of a pile, bottom first. */
export function pileOf(state: TheGameState, pile: PileRef): readonly PileCard[] {
  return state.seats[pile.owner][pile.row];
}

/**
 * 1.2, 1.3: the number that counts on a pile: its top card, or the row card
 * (1 or 60) while the pile is still empty. Nothing below the top matters.
 */
export function topValue(cards: readonly PileCard[], row: Row): number {
  return cards.length === 0 ? ROW_CARD[row] : cards[cards.length - 1].value;
}

/** 1.2, 1.3: the number showing on a pile of the table. */
export function topOf(state: TheGameState, pile: PileRef): number {
  return topValue(pileOf(state, pile), pile.row);
}

/** Plain words for a pile: "Ben's ascending pile". */
export function pileName(players: readonly string[], pile: PileRef): string {
  return `${players[pile.owner] ?? `seat ${pile.owner}`}'s ${pile.row === 'up' ? 'ascending' : 'descending'} pile`;
}
