/**
 * The oracle's count of a deal (3.1, 3.2, 11.1, 11.2, 12.1 with the readings at 11.1, 11.2), for
 * tests only (ARCHITECTURE.md "Trust"). Its own point table from the sheet,
 * its own trick winners (oracle/duties.ts), nothing from the engine but the
 * card type.
 */
import type { Card, Suit } from '../cards';
import { oracleWinnerIndex } from './duties';

/** 3.1: the sheet's table, by rank letter: [as a plain card, as a trump]. The trump Unter is 20 plus its own 2. */
const POINTS: Readonly<Record<string, readonly [number, number]>> = {
  '7': [0, 0],
  '8': [0, 0],
  '9': [0, 14],
  T: [10, 10],
  U: [2, 22],
  O: [3, 3],
  K: [4, 4],
  A: [11, 11],
};

/** 3.2: the last trick's extra points, and the deal's total without melds. */
export const ORACLE_LAST_TRICK = 10;
export const ORACLE_BASE_TOTAL = 164;
/** 11.2: Dackeln's bonus. */
export const ORACLE_DACKELN_BONUS = 100;

/** The 32 cards, built from the oracle's own letters. */
export const ORACLE_PACK: readonly Card[] = ['E', 'G', 'H', 'S'].flatMap((s) => ['7', '8', '9', 'T', 'U', 'O', 'K', 'A'].map((r) => `${r}${s}` as Card));

/** 3.1: one card's points with `trump` as the trump suit. */
export function oracleCardPoints(card: Card, trump: Suit): number {
  return POINTS[card.charAt(0)][card.charAt(1) === trump ? 1 : 0];
}

export interface OraclePlayed {
  readonly seat: number;
  readonly card: Card;
}

export interface OracleCount {
  readonly cardPoints: [number, number];
  readonly meldPoints: readonly [number, number];
  readonly total: number;
  readonly made: boolean;
  readonly dackeln: boolean;
  readonly written: [number, number];
}

/**
 * 12.1, 11.1, 11.2: the count of eight tricks (each led card first, seats
 * 0-3, side = seat % 2). Each trick's taker is worked out here again (9.5);
 * the last trick adds 10. the reading at 11.1: the taking side makes its game with at least
 * half of all points plus one, where all points are 164 plus every counting
 * meld point; short of that the other side writes everything. the reading at 11.2: the taking
 * side taking all eight tricks writes 100 more (when it made its game: the
 * bonus is the winner's).
 */
export function oracleCount(tricks: readonly (readonly OraclePlayed[])[], trump: Suit, taker: 0 | 1, meldPoints: readonly [number, number]): OracleCount {
  const cardPoints: [number, number] = [0, 0];
  const tricksWon = [0, 0];
  tricks.forEach((trick, i) => {
    const side = trick[oracleWinnerIndex(trick.map((p) => p.card), trump)].seat % 2;
    tricksWon[side]++;
    for (const p of trick) cardPoints[side] += oracleCardPoints(p.card, trump);
    if (i === tricks.length - 1) cardPoints[side] += ORACLE_LAST_TRICK;
  });
  const total = ORACLE_BASE_TOTAL + meldPoints[0] + meldPoints[1];
  const other = (1 - taker) as 0 | 1;
  const takerCount = cardPoints[taker] + meldPoints[taker];
  const made = takerCount >= total / 2 + 1;
  const dackeln = tricksWon[taker] === tricks.length && tricks.length === 8;
  const written: [number, number] = [0, 0];
  if (made) {
    written[taker] = takerCount + (dackeln ? ORACLE_DACKELN_BONUS : 0);
    written[other] = cardPoints[other] + meldPoints[other];
  } else {
    written[other] = total;
  }
  return { cardPoints, meldPoints, total, made, dackeln, written };
}
