/**
 * The strong level's fast deadwood count (bot-deadwood.ts): hands worked out
 * by hand from §2 and §4, and agreement with melds.ts (`bestArrangement`,
 * `bestDiscard`), the engine's own arrangement search, on seeded hands.
 */
import { describe, expect, test } from 'vitest';
import { shuffle } from '../core/prng';
import { compareCards, fullPack, parseCard, type Card } from './cards';
import { leastDeadwood, masksOf } from './bot-deadwood';
import { bestArrangement, bestDiscard, cardCode } from './melds';

const cards = (list: string) => list.split(' ').map((t) => {
  const c = parseCard(t);
  if (!c.ok) throw new Error(c.error);
  return c.value;
});
const least = (hand: readonly Card[], spare = false) => leastDeadwood(...masksOf(hand.map(cardCode)), spare);

describe('least deadwood, by hand', () => {
  test('no cards, no deadwood; a lone King 10, a lone Ace 1 (§2)', () => {
    expect(least([])).toBe(0);
    expect(least(cards('KS'))).toBe(10);
    expect(least(cards('AH'))).toBe(1);
  });

  test('a run and a set leave the rest: 2C 3C 4C + 9D 9H 9S + 5H KD = 15', () => {
    expect(least(cards('2C 3C 4C 9D 9H 9S 5H KD'))).toBe(15);
  });

  test('a card in a run and a set goes where it saves more: 4C 5C 6C 7C 6D 6H as the run 4C-7C leaves 6D 6H (12), as three Sixes 4C 5C 7C (16): 12', () => {
    expect(least(cards('4C 5C 6C 7C 6D 6H'))).toBe(12);
  });

  test('four of a rank may give one card to a run: 7C 7D 7H 7S + 8S 9S = 0 (7C 7D 7H and 7S 8S 9S)', () => {
    expect(least(cards('7C 7D 7H 7S 8S 9S'))).toBe(0);
  });

  test('Ace low only (§1, §4): QH KH AH is no run, 21 points; AH 2H 3H is', () => {
    expect(least(cards('QH KH AH'))).toBe(21);
    expect(least(cards('AH 2H 3H'))).toBe(0);
  });

  test('with a card to spare, the best one goes: 2C 3C 4C + KD 5H: KD goes, 5 left', () => {
    expect(least(cards('2C 3C 4C KD 5H'), true)).toBe(5);
  });
});

describe('least deadwood agrees with the engine\'s arrangement search', () => {
  test('on 400 seeded hands of ten (no card free) and eleven (one free, as a knock buries one)', () => {
    const pack = fullPack();
    for (let seed = 1; seed <= 400; seed++) {
      // Every other hand from a narrow slice of ranks, so melds are common.
      const pool = seed % 2 ? pack : [...pack].sort((a, b) => a.rank - b.rank || compareCards(a, b)).slice(16, 36);
      const eleven = shuffle(pool, seed).slice(0, 11);
      expect(least(eleven.slice(0, 10))).toBe(bestArrangement(eleven.slice(0, 10)).points);
      expect(least(eleven, true)).toBe(bestDiscard(eleven).arrangement.points);
    }
  });
});
