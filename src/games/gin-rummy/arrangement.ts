/**
 * A hand's best arrangement in words, for the table and the poster: what a
 * player could lay out now ("Best arrangement: 3♣4♣5♣ · 8♦8♥8♠ — deadwood
 * K♣ Q♠ = 20"). With eleven cards (after the draw, before the discard) the
 * best face-down card comes first, since §7 leaves that card out. Found by
 * the engine's own search (melds.ts), so the table never argues with a ruling.
 */
import type { Card } from '../../../engine/gin-rummy/cards';
import { bestArrangement, bestDiscard } from '../../../engine/gin-rummy/melds';
import { HAND_SIZE } from '../../../engine/gin-rummy/hand-score';
import { cardFace, cardsText, meldText, type CardFace } from './card-face';

export interface ArrangementView {
  /** Eleven cards: the card whose discard leaves the least deadwood; null otherwise. */
  readonly discard: CardFace | null;
  readonly melds: readonly (readonly CardFace[])[];
  readonly deadwood: readonly CardFace[];
  /** §2 value of the deadwood. */
  readonly points: number;
  /** The whole line in words. */
  readonly text: string;
}

/** The words after "Best arrangement": melds apart by " · ", then the deadwood and its value. */
export function arrangementWords(melds: readonly (readonly Card[])[], deadwood: readonly Card[], points: number): string {
  const laid = melds.length === 0 ? 'no melds' : melds.map(meldText).join(' · ');
  const dead = deadwood.length === 0 ? 'no deadwood' : `deadwood ${cardsText(deadwood)} = ${points}`;
  return `${laid} — ${dead}`;
}

/** The best arrangement of a hand (null for an empty hand). */
export function arrangementView(hand: readonly Card[]): ArrangementView | null {
  if (hand.length === 0) return null;
  if (hand.length === HAND_SIZE + 1) {
    const { discard, arrangement: a } = bestDiscard(hand);
    const melds = a.melds.map((m) => m.cards);
    return {
      discard: cardFace(discard),
      melds: melds.map((m) => m.map(cardFace)),
      deadwood: a.deadwood.map(cardFace),
      points: a.points,
      text: `Best arrangement, discarding ${cardFace(discard).text}: ${arrangementWords(melds, a.deadwood, a.points)}`,
    };
  }
  const a = bestArrangement(hand);
  const melds = a.melds.map((m) => m.cards);
  return {
    discard: null,
    melds: melds.map((m) => m.map(cardFace)),
    deadwood: a.deadwood.map(cardFace),
    points: a.points,
    text: `Best arrangement: ${arrangementWords(melds, a.deadwood, a.points)}`,
  };
}
