/**
 * 1.4, 3.2, 4.5, 11.1, 11.2, 12.1: what each side writes for a deal. A deal
 * played out is counted (card points, the last trick, melds), then the taking
 * side either made its game or is "gezogen" (Ziehen), and a side taking every
 * trick adds the Dackeln bonus. A wrong card claimed later (1.4) and a strict
 * misdeal (4.5) write fixed amounts instead.
 *
 * Readings, stated on the page: the threshold and "all the points" (11.1),
 * Dackeln (11.2), the wrong card found later (1.4), the misdeal (4.5).
 */
import { BASE_TOTAL, LAST_TRICK_POINTS, cardPoints, type Suit } from './cards';
import type { DealEnd, Seat, Side, Trick } from './types';

export type Counted = Extract<DealEnd, { kind: 'counted' }>;

/** 11.2: what Dackeln adds to the taking side's points. */
export const DACKELN_BONUS = 100;

/** A deal has eight tricks (32 cards, four players). */
export const TRICKS_PER_DEAL = 8;

/** 11.1 (reading at 11.1): what the taking side needs of a deal's `total` points: half of it plus one (the total is always even). */
export function pointsToMakeGame(total: number): number {
  return total / 2 + 1;
}

const sideOf = (seat: Seat): Side => (seat % 2) as Side;

/**
 * 3.1, 3.2, 12.1: the card points of the tricks each side took in. When all
 * eight tricks are given, the side that took the eighth also gets the last
 * trick's 10; fewer tricks (a deal still being played, or the tricks secured
 * by a Vorlauf call) count their cards only.
 */
export function trickPoints(tricks: readonly Trick[], trump: Suit): [number, number] {
  const points: [number, number] = [0, 0];
  for (const t of tricks) for (const p of t.cards) points[sideOf(t.winner)] += cardPoints(p.card, trump);
  if (tricks.length === TRICKS_PER_DEAL) points[sideOf(tricks[TRICKS_PER_DEAL - 1].winner)] += LAST_TRICK_POINTS;
  return points;
}

/**
 * 12.1, 3.2, 11.1, 11.2 (readings at 11.1 and 11.2): count a deal whose eight tricks are all
 * taken in. `meldPoints` are the meld points per side that count after 7.2,
 * Bella included. The total is 164 plus every counting meld point; the taking
 * side needs at least half of it plus one (the total is always even).
 *  - Made: each side writes its card points and meld points; if the taking
 *    side took all eight tricks (Dackeln) it writes 100 more.
 *  - Short (Ziehen): the other side writes the whole total, the taking side's
 *    melds included; the taking side writes nothing.
 * `dackeln` reports that the taking side took every trick. In the rare deal
 * where it did and was still gezogen (the defenders' melds outweigh all 164
 * card points) no bonus is written: the bonus goes to the side that won the
 * deal, and a gezogen side writes nothing (this site's reading of 11.1/11.2).
 * Fewer or more than eight tricks is a caller's mistake and throws.
 */
export function countDeal(input: {
  readonly tricks: readonly Trick[];
  readonly trump: Suit;
  readonly taker: Side;
  readonly meldPoints: readonly [number, number];
}): Counted {
  const { tricks, trump, taker, meldPoints } = input;
  if (tricks.length !== TRICKS_PER_DEAL) throw new Error(`countDeal: a deal has ${TRICKS_PER_DEAL} tricks, got ${tricks.length}`);
  const cards = trickPoints(tricks, trump);
  const total = BASE_TOTAL + meldPoints[0] + meldPoints[1];
  const own = cards[taker] + meldPoints[taker];
  const made = own >= pointsToMakeGame(total);
  const dackeln = tricks.every((t) => sideOf(t.winner) === taker);
  const other = (1 - taker) as Side;
  const written: [number, number] = [0, 0];
  if (made) {
    written[taker] = own + (dackeln ? DACKELN_BONUS : 0);
    written[other] = cards[other] + meldPoints[other];
  } else {
    written[other] = total;
  }
  return { kind: 'counted', cardPoints: cards, meldPoints: [meldPoints[0], meldPoints[1]], total, made, dackeln, written };
}

/**
 * 1.4 (reading at 1.4): a wrong card claimed later: the offender's opponents write 164
 * plus every meld point that counts at that moment (both sides' melds); the
 * offender's side writes nothing.
 */
export function foulWritten(offender: Seat, meldPoints: readonly [number, number]): [number, number] {
  const all = BASE_TOTAL + meldPoints[0] + meldPoints[1];
  return sideOf(offender) === 0 ? [0, all] : [all, 0];
}

/** 4.5 (reading at 4.5): a misdeal. Strict: the dealer's opponents write 164. Mild: nothing is written (the same dealer deals again). */
export function misdealWritten(dealer: Seat, variant: 'strict' | 'mild'): [number, number] {
  if (variant === 'mild') return [0, 0];
  return sideOf(dealer) === 0 ? [0, BASE_TOTAL] : [BASE_TOTAL, 0];
}
