/**
 * 1.1, 10.1-10.4: the match to 500. After each deal the running totals grow
 * by what the deal wrote; a side at or past 500 wins, unless both are, and a
 * Vorlauf call decides the match on the caller's secured count instead.
 *
 * Readings, stated on the page: both past 500 without a call, the higher
 * total wins and equal totals play another deal (reading at 10.2); the first
 * call counts, it ends the match after the deal, and the caller's count is its
 * total before the deal, the card points of the tricks it had taken in when
 * calling and the meld points that count for it, Bella announced after the call
 * included (reading at 10.3); the taking side must also have made its game, and
 * a failed call loses whatever the other side's total (10.4 and its reading).
 */
import type { Suit } from './cards';
import { trickPoints } from './scoring';
import type { Side, Trick } from './types';

/** 1.1, 10.1: the score that wins the match. */
export const TARGET = 500;

export interface MatchDecision {
  /** The running totals after the deal (the ledger: what the deal wrote, Ziehen and Dackeln applied). */
  readonly scores: readonly [number, number];
  /** The side that won the match; null while it goes on (or for a match cut short level, see `cutShort`). */
  readonly winner: Side | null;
  /** The match ended at the engine's deal limit (decideAtLimit) rather than by 10.1-10.4. */
  readonly cutShort?: true;
  readonly citations: readonly string[];
  /** One line in plain English. */
  readonly reason: string;
}

/**
 * 10.3 (reading at 10.3): the card points of the tricks `side` had taken in when Vorlauf
 * was called (`taken` = how many tricks of the deal were taken in then, as in
 * DealState.vorlauf.tricks). A call comes before the eighth trick is taken in,
 * so the last trick's 10 is never part of it. This is how the machine computes
 * `securedCardPoints` for decideMatch (which takes the number, not the tricks).
 */
export function securedCardPoints(tricks: readonly Trick[], trump: Suit, side: Side, taken: number): number {
  return trickPoints(tricks.slice(0, taken), trump)[side];
}

const SIDE_NAMES = ['side 0 (seats 0 and 2)', 'side 1 (seats 1 and 3)'] as const;

/**
 * 10.1 (the site's reading at the engine's limit, limits.ts MAX_LEDGER_DEALS):
 * a match that has had that many deals with nobody at 500 (only a long run of
 * deals thrown in, 5.3, or mild misdeals, 4.5, gets there) ends with its last
 * deal, so the limit never leaves a match that can neither go on nor end. The
 * higher total wins; equal totals end it level, with no winner.
 */
export function decideAtLimit(scores: readonly [number, number], deals: number): MatchDecision {
  const level = scores[0] === scores[1];
  const winner: Side | null = level ? null : scores[0] > scores[1] ? 0 : 1;
  const reason = `the match has had ${deals} deals, the most the engine keeps, and nobody has ${TARGET}: it ends, `
    + (winner === null ? 'level' : `and ${SIDE_NAMES[winner]} wins with the higher total`);
  return { scores, winner, cutShort: true, citations: ['10.1'], reason };
}

/**
 * 10.1-10.4 (readings at 10.2, 10.3, 10.4): the totals after a deal and whether the match is over.
 *  - A Vorlauf call (the first one of the deal): the caller's count is
 *    `before` + `securedCardPoints` + its `meldPoints` (computed outside with
 *    securedCardPoints above). At least 500, and for the taking side also its
 *    game made (`made`, 11.1): the caller wins; otherwise the other side wins,
 *    whatever the totals say.
 *  - No call: one side at or past 500 wins (10.1); both past 500, the higher
 *    total wins, and equal totals mean another deal (reading at 10.2).
 * `taker` is null for a deal with no taking side (a misdeal, say).
 */
export function decideMatch(input: {
  readonly before: readonly [number, number];
  readonly written: readonly [number, number];
  readonly taker: Side | null;
  readonly made: boolean;
  readonly meldPoints: readonly [number, number];
  readonly vorlauf: { readonly side: Side; readonly securedCardPoints: number } | null;
}): MatchDecision {
  const { before, written, taker, made, meldPoints, vorlauf } = input;
  const scores: [number, number] = [before[0] + written[0], before[1] + written[1]];
  if (vorlauf !== null) {
    const caller = vorlauf.side;
    const other = (1 - caller) as Side;
    const count = before[caller] + vorlauf.securedCardPoints + meldPoints[caller];
    const name = SIDE_NAMES[caller];
    if (count < TARGET) {
      const reason = `${name} called Vorlauf but its secured count is ${count}, short of ${TARGET}: the other side wins`;
      return { scores, winner: other, citations: ['10.3', '10.4'], reason };
    }
    if (caller === taker && !made) {
      const reason = `${name} called Vorlauf with ${count} secured but did not make its game: the other side wins`;
      return { scores, winner: other, citations: ['10.3', '10.4', '11.1'], reason };
    }
    const reason = `${name} called Vorlauf and its secured count of ${count} reaches ${TARGET}: it wins`;
    return { scores, winner: caller, citations: ['10.2', '10.3'], reason };
  }
  const [a, b] = [scores[0] >= TARGET, scores[1] >= TARGET];
  if (a && b) {
    if (scores[0] === scores[1]) {
      const reason = `both sides passed ${TARGET} with ${scores[0]} each and nobody called Vorlauf: another deal is played`;
      return { scores, winner: null, citations: ['10.2'], reason };
    }
    const winner: Side = scores[0] > scores[1] ? 0 : 1;
    const reason = `both sides passed ${TARGET} and nobody called Vorlauf: ${SIDE_NAMES[winner]} wins with the higher total, `
      + `${scores[winner]} to ${scores[1 - winner]}`;
    return { scores, winner, citations: ['10.2'], reason };
  }
  if (a || b) {
    const winner: Side = a ? 0 : 1;
    return { scores, winner, citations: ['10.1'], reason: `${SIDE_NAMES[winner]} reaches ${scores[winner]}, at least ${TARGET}: it wins` };
  }
  return { scores, winner: null, citations: ['1.1'], reason: `${scores[0]} to ${scores[1]}: neither side has ${TARGET} yet, the match goes on` };
}
