import { describe, expect, test } from 'vitest';
import { analyse, handParam, handText, parseHand, toggle } from './model';

const cards = (t: string) => parseHand(t).cards;

describe('parseHand', () => {
  test('spaces, commas, run together, 10 or T, symbols, any case', () => {
    const a = parseHand('AS 2S 3S 7H 7D 7C 9D TD JD KC');
    expect(a.errors).toEqual([]);
    expect(a.cards).toHaveLength(10);
    expect(handText(parseHand('as,2s;3s 7h7d7c 9D 10D jd K♣').cards)).toBe('AS 2S 3S 7H 7D 7C 9D TD JD KC');
    expect(parseHand('A♠ 2♠').cards.map((c) => c.suit)).toEqual(['S', 'S']);
  });
  test('unknown cards named', () => {
    expect(parseHand('AS 2S 3S 7H 7D 7C 9D TD JD 1C').errors).toEqual([
      '"1C" is not a card: write a rank (A 2-9 10 or T, J Q K) and a suit (C D H S), for example 7H or TD.',
    ]);
    expect(parseHand('ZZ XQ').errors[0]).toMatch(/^"ZZ", "XQ" are not cards/);
  });
  test('duplicates named', () => {
    const r = parseHand('AS 2S 3S 7H 7H 7C 9D TD JD KC QC');
    expect(r.errors).toEqual(['7H is entered twice; there is one pack, so each card can be in the hand only once.']);
    expect(r.cards).toHaveLength(10);
  });
  test('wrong counts in words', () => {
    expect(parseHand('').errors).toEqual(['Enter a hand of 10 cards, or 11 to find the best discard.']);
    expect(parseHand('AS 2S 3S').errors).toEqual(['A hand has 10 cards, or 11 before the discard; this one has 3. Add 7.']);
    expect(parseHand('AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS').errors).toEqual(['A hand has 10 cards, or 11 before the discard; this one has 12. Remove 1.']);
  });
  test('the address form is sorted and compact; toggle adds and removes', () => {
    expect(handParam(cards('KC AS 2S'))).toBe('KCAS2S');
    const h = cards('AS 2S');
    expect(handText(toggle(h, cards('3S')[0]))).toBe('AS 2S 3S');
    expect(handText(toggle(h, cards('AS')[0]))).toBe('2S');
  });
});

describe('analyse', () => {
  test('the brief\'s hand: three melds and K♣ = 10, may knock', () => {
    const a = analyse(cards('AS 2S 3S 7H 7D 7C 9D TD JD KC'))!;
    expect(a.arrangement.points).toBe(10);
    expect(a.mayKnock).toBe(true);
    expect(a.gin).toBe(false);
    // Melds lowest rank first; a set's cards in suit order (clubs, diamonds, hearts, spades).
    expect(a.summary).toBe('Best: A♠2♠3♠ · 7♣7♦7♥ · 9♦10♦J♦ — deadwood K♣ = 10: you may knock (§7).');
  });
  test('eleven cards: the best discard, then gin', () => {
    const a = analyse(cards('AS 2S 3S 7H 7D 7C 9D TD JD QD KC'))!;
    expect(a.discard).toEqual({ rank: 13, suit: 'C' });
    expect(a.gin).toBe(true);
    expect(a.summary).toBe('Discard K♣. Best: A♠2♠3♠ · 7♣7♦7♥ · 9♦10♦J♦Q♦ — no deadwood: gin (§11): 20 bonus plus the opponent\'s deadwood.');
  });
  test('too much to knock', () => {
    const a = analyse(cards('AS 3S 5S 7H 9D JD KC 2H 4H 6C'))!;
    // No melds: 1+3+5+7+9+10+10+2+4+6 = 57.
    expect(a.arrangement.points).toBe(57);
    expect(a.summary).toMatch(/no melds — deadwood .* = 57: too much to knock: a knock needs 10 or less \(§7\)\.$/);
  });
  test('not 10 or 11 cards: nothing to analyse', () => {
    expect(analyse(cards('AS 2S'))).toBeNull();
  });
});
