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
import type { Locale } from '../../../engine/core/messages';
import { uiText } from '../../i18n/ui-text';

const WORDS = uiText({
  en: {
    noMelds: 'no melds',
    noDeadwood: 'no deadwood',
    deadwood: (cards: string, points: number) => `deadwood ${cards} = ${points}`,
    discarding: (card: string, words: string) => `Best arrangement, discarding ${card}: ${words}`,
    best: (words: string) => `Best arrangement: ${words}`,
  },
  de: {
    noMelds: 'keine Figuren',
    noDeadwood: 'keine schlechten Karten',
    deadwood: (cards, points) => `schlechte Karten ${cards} = ${points}`,
    discarding: (card, words) => `Beste Aufteilung, wenn ${card} weggeht: ${words}`,
    best: (words) => `Beste Aufteilung: ${words}`,
  },
});

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
export function arrangementWords(melds: readonly (readonly Card[])[], deadwood: readonly Card[], points: number, locale: Locale = 'en'): string {
  const w = WORDS[locale];
  const laid = melds.length === 0 ? w.noMelds : melds.map(meldText).join(' · ');
  const dead = deadwood.length === 0 ? w.noDeadwood : w.deadwood(cardsText(deadwood), points);
  return `${laid} — ${dead}`;
}

/** The best arrangement of a hand (null for an empty hand). */
export function arrangementView(hand: readonly Card[], locale: Locale = 'en'): ArrangementView | null {
  if (hand.length === 0) return null;
  const w = WORDS[locale];
  const face = (c: Card) => cardFace(c, locale);
  if (hand.length === HAND_SIZE + 1) {
    const { discard, arrangement: a } = bestDiscard(hand);
    const melds = a.melds.map((m) => m.cards);
    return {
      discard: face(discard),
      melds: melds.map((m) => m.map(face)),
      deadwood: a.deadwood.map(face),
      points: a.points,
      text: w.discarding(cardFace(discard).text, arrangementWords(melds, a.deadwood, a.points, locale)),
    };
  }
  const a = bestArrangement(hand);
  const melds = a.melds.map((m) => m.cards);
  return {
    discard: null,
    melds: melds.map((m) => m.map(face)),
    deadwood: a.deadwood.map(face),
    points: a.points,
    text: w.best(arrangementWords(melds, a.deadwood, a.points, locale)),
  };
}
