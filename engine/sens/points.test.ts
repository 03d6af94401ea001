/**
 * 3.1, 3.2: the card points, checked card by card against the sheet's table
 * (typed in by hand below as SHEET), and the pack added up. The sheet says a
 * deal without melds holds 164 with the last trick's 10. Adding its table: a
 * plain suit holds 30 (Sau 11, Ten 10, King 4, Ober 3, Unter 2), the trump
 * suit 64 (the Unter's 20 on top of its 2, the Nine's 14, then as plain), so
 * the pack holds 3 x 30 + 64 = 154 card points whatever the trumps, and
 * 154 + 10 = 164: the trump Unter counts 22, as read. */
import { describe, expect, test } from 'vitest';
import { BASE_TOTAL, LAST_TRICK_POINTS, RANKS, SUITS, cardPoints, fullPack, type Card, type Rank, type Suit } from './cards';
import { trickPoints } from './scoring';
import type { Seat, Trick } from './types';

/** The sheet's table, typed in by hand: [plain, trump] for each rank. */
const SHEET: Record<Rank, [number, number]> = {
  '7': [0, 0], '8': [0, 0], '9': [0, 14], T: [10, 10], U: [2, 22], O: [3, 3], K: [4, 4], A: [11, 11],
};

describe('3.1 the card-point table', () => {
  test.each(SUITS.map((s) => [s]))('trumps %s: every card as the sheet gives it', (trump) => {
    for (const suit of SUITS) {
      for (const rank of RANKS) {
        const card = `${rank}${suit}` as Card;
        expect(cardPoints(card, trump as Suit), card).toBe(SHEET[rank][suit === trump ? 1 : 0]);
      }
    }
  });

  test('a few cards spelt out: the trump Unter 22, the trump Nine 14, a plain Nine 0, a plain Unter 2', () => {
    expect(cardPoints('UH', 'H')).toBe(22);
    expect(cardPoints('9H', 'H')).toBe(14);
    expect(cardPoints('9H', 'E')).toBe(0);
    expect(cardPoints('UH', 'S')).toBe(2);
    expect(cardPoints('AG', 'G')).toBe(11);
    expect(cardPoints('AG', 'H')).toBe(11);
  });
});

describe('3.2 the pack adds up to 164', () => {
  test.each(SUITS.map((s) => [s]))('trumps %s: 154 card points + 10 for the last trick = 164', (trump) => {
    const cards = fullPack().reduce((n, c) => n + cardPoints(c, trump as Suit), 0);
    expect(cards).toBe(154);
    expect(cards + LAST_TRICK_POINTS).toBe(164);
    expect(BASE_TOTAL).toBe(164);
  });

  test.each(SUITS.map((s) => [s]))('trumps %s: eight tricks holding the whole pack count 164 between the sides', (trump) => {
    // Trick i holds the four cards of the i-th rank; the winners alternate sides (who takes what does not change the sum).
    const tricks: Trick[] = RANKS.map((rank, i) => ({
      cards: SUITS.map((suit, seat) => ({ seat: seat as Seat, card: `${rank}${suit}` as Card })),
      winner: (i % 4) as Seat,
    }));
    const [a, b] = trickPoints(tricks, trump as Suit);
    expect(a + b).toBe(164);
  });
});
