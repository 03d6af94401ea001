/**
 * The strong level's cost of feeding the opponent (bot-strong.ts `danger`),
 * worked out by hand from §4 (a set of three or four of a rank, a run of three
 * or more in a suit) and the baseline's habit of letting go its highest loose
 * card: after a low discard, ways that need a high card count for less.
 */
import { describe, expect, test } from 'vitest';
import { parseCard, type Card } from './cards';
import { cardCode } from './melds';
import { danger } from './bot-strong';

const card = (t: string): Card => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(c.error);
  return c.value;
};

/** Every card unseen but those listed (the seat's hand, the pile). */
const unseenBut = (list: string): Uint8Array => {
  const u = new Uint8Array(52).fill(1);
  for (const t of list.split(' ')) u[cardCode(card(t))] = 0;
  return u;
};

describe('danger: ways a discard could make a meld for the opponent (§4)', () => {
  // Seen: KS and the hearts 9H TH (so of the runs through KH only JH QH is open).
  const unseen = unseenBut('KS 9H TH');

  test('KH with KC KD unseen (one set) and JH QH unseen (one run): 2 ways', () => {
    expect(danger(card('KH'), unseen)).toBe(2);
  });

  test('after the opponent let go a 5, its loose cards are 5 or less: both ways need cards worth 10 and count 0.3 each', () => {
    expect(danger(card('KH'), unseen, 5, 0.3)).toBeCloseTo(0.6, 10);
  });

  test('3H after a 5: the set needs Threes (3) and the runs AH 2H, 2H 4H, 4H 5H need no card above 5: all 5 ways count in full', () => {
    // Threes: 3C 3D 3S unseen, any two of them: counted as 2 ways (three mates less one); runs A-2, 2-4, 4-5: 3.
    expect(danger(card('3H'), unseen, 5, 0.3)).toBe(5);
  });

  test('6H after a 5: 4H 5H counts in full, 5H 7H and 7H 8H need a 7 or 8 (0.3 each), the Sixes need a 6 (two ways, 0.3 each)', () => {
    expect(danger(card('6H'), unseen, 5, 0.3)).toBeCloseTo(1 + 0.3 + 0.3 + 2 * 0.3, 10);
  });
});
