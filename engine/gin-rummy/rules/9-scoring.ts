/**
 * §9-§11 (with §14.11-§14.13): scoring a knock once the opponent has laid out.
 * The facts come from the table (the knocker's deadwood and cards laid out,
 * the opponent's deadwood after lay-offs and cards held); hand-score.ts
 * applies the rules: the knocker with less deadwood scores the difference
 * (§9); an opponent with equal or less scores the difference and 10 (§10);
 * gin scores 20 and the opponent's deadwood (§11); each card missing from a
 * ten-card hand counts 10 (§14.11, §14.12); an opponent with too many cards
 * cannot win, and with no more deadwood than the knocker voids the hand (§14.13).
 */
import { deadwoodPoints } from '../melds';
import { scoreHand } from '../hand-score';
import type { HandEnd, Knock, Layout, Seat } from '../types';
import { isGin, knockDeadwood, laidOut } from './7-knock';

/** §9-§11, §14.11-§14.13: the end of a hand whose knock `knock` was answered by `layout` from a hand of `opponentCards` cards. */
export function scoreKnock(knock: Knock, layout: Pick<Layout, 'deadwood'>, opponentCards: number): Extract<HandEnd, { kind: 'score' }> {
  const knockerDeadwood = knockDeadwood(knock);
  const opponentDeadwood = deadwoodPoints(layout.deadwood);
  const knockerCards = laidOut(knock);
  const knocker = knock.by as Seat;
  const score = isGin(knock)
    ? scoreHand({ kind: 'gin', knocker, opponentDeadwood, opponentCards })
    : scoreHand({ kind: 'knock', knocker, knockerDeadwood, opponentDeadwood, knockerCards, opponentCards });
  return { kind: 'score', knockerDeadwood, opponentDeadwood, knockerCards, opponentCards, score };
}

/** §14.11, §14.12: what a hand counts, with 10 for each card it is short of ten. */
export function chargedDeadwood(points: number, cards: number): number {
  return points + Math.max(0, 10 - cards) * 10;
}
