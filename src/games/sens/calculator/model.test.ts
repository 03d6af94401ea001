/**
 * The meld calculator's model: what a hand holds (8.1, 8.2, the reading at 8.1), Bella (7.3),
 * its best meld, and two best melds compared (8.3, 8.4, the readings at 8.4, 8.3). Expected
 * values worked out by hand from the sheet's tables.
 */
import { describe, expect, test } from 'vitest';
import type { Card } from '../../../../engine/sens/cards';
import { analyse, compareHands, handParam, handSummary, meldLine, parseHandParam, toggle } from './model';

const hand = (text: string) => text.split(' ') as Card[];

describe('what a hand holds', () => {
  test('a Dreiständer and four Unters: 220, the Unters put forward', () => {
    // Herz 7-8-9 is a run of three (the Ten is missing, so the Unter does not join it); all four Unters.
    const a = analyse(hand('7H 8H 9H UE UG UH US AS'), 'H');
    expect(a.melds.map((m) => meldLine(m, 'bavarian'))).toEqual(['Dreiständer: Herz 7, 8, 9 (20)', 'Vierständer: four Unters (200)']);
    expect(a.total).toBe(220);
    expect(a.bella).toBe(false);
    expect(a.best?.kind).toBe('vierstaender');
  });
  test('a Fuss in trumps holds Bella', () => {
    // Gras 10, U, O, K, Sau: five in a row, 100; Eichel 7, 8, 9: 20. Trump Gras: Ober and King make Bella.
    const a = analyse(hand('TG UG OG KG AG 7E 8E 9E'), 'G');
    expect(a.melds.map((m) => meldLine(m, 'bavarian'))).toEqual(['Dreiständer: Eichel 7, 8, 9 (20)', 'Fuss: Gras 10, U, O, K, S (100)']);
    expect(a.total).toBe(120);
    expect(a.bella).toBe(true);
    expect(handSummary(a, 'G', 'bavarian')).toEqual([
      '2 melds: 120 points.',
      'Bella: the Gras Ober and King, 20 more with the run that holds them, no announcement of its own needed; it counts whatever the comparison of melds says (7.3).',
      'Put forward in a comparison: the Fuss Gras 10, U, O, K, S (8.3).',
      "In all: 140 points with Bella (the melds' 120 only if they win the comparison, 7.2).",
    ]);
  });
  test('the same hand with another trump has no Bella', () => {
    expect(analyse(hand('TG UG OG KG AG 7E 8E 9E'), 'H').bella).toBe(false);
  });
  test('Bella outside a run must be announced', () => {
    // Herz Ober and King with Herz trumps, and no run: Bella alone.
    const a = analyse(hand('OH KH 7E 9G'), 'H');
    expect(a).toMatchObject({ bella: true, bellaInRun: false, total: 0 });
    expect(handSummary(a, 'H', 'bavarian')).toEqual([
      'No melds.',
      'Bella: the Herz Ober and King, 20 more if announced before either card is played; it counts whatever the comparison of melds says (7.3).',
    ]);
  });
  test('six in a row are one Fuss (the reading at 8.1); French faces', () => {
    const a = analyse(hand('7S 8S 9S TS US OS'), 'E');
    expect(a.melds.map((m) => meldLine(m, 'french'))).toEqual(['Fuss: diamonds 7, 8, 9, 10, J, Q (100, 6 in a row count as one Fuss)']);
  });
  test('two equal runs in one hand: either is put forward', () => {
    const a = analyse(hand('7E 8E 9E 7G 8G 9G'), 'H');
    expect(a.total).toBe(40);
    expect(a.bestTied).toBe(true);
  });
  test('no melds', () => {
    const a = analyse(hand('7E 9G UH AS'), 'H');
    expect(handSummary(a, 'H', 'bavarian')).toEqual(['No melds.']);
  });
});

describe('8.3, 8.4: the sides\' best melds compared', () => {
  const vs = (mine: string, theirs: string, trump: 'E' | 'G' | 'H' | 'S') => compareHands(analyse(hand(mine), trump), analyse(hand(theirs), trump), trump, 'bavarian');

  test('four Kings (100) beat a Fuss (100): the kind decides, not the points', () => {
    expect(vs('KE KG KH KS', '7E 8E 9E TE UE', 'E')).toMatchObject({ winner: 'yours', rule: '8.3' });
    expect(vs('7E 8E 9E TE UE', 'KE KG KH KS', 'E')).toMatchObject({ winner: 'theirs', rule: '8.3' });
  });
  test('four Tens (100) beat a Quart (50)', () => {
    const c = vs('TE TG TH TS 7E', '9H UH OH KH AH', 'S');
    // Herz 9, U, O, K, Sau is not a run (the Ten is missing): the opponents hold Herz U, O, K, Sau, a Quart.
    expect(c.winner).toBe('yours');
    expect(c.rule).toBe('8.3');
    expect(c.text).toBe("Yours: a Vierständer beats a Quart, whatever the points; the kinds rank Vierständer, Fuss, Quart, Dreiständer (8.3). Your side scores every meld of both partners, 100 from this hand; the opponents score none (7.2).");
  });
  test('four Saus beat four Kings; four Tens beat four Kings (the reading at 8.4)', () => {
    expect(vs('KE KG KH KS', 'AE AG AH AS', 'E')).toMatchObject({ winner: 'theirs', rule: '8.4' });
    const c = vs('TE TG TH TS', 'KE KG KH KS', 'E');
    expect(c.winner).toBe('yours');
    expect(c.text).toContain('the four Tens beat the four Kings; the order is Unters, Nines, Saus, Tens, Kings, Obers (8.4)');
  });
  test('two Quarts: the higher top card wins', () => {
    const c = vs('9H TH UH OH', 'TE UE OE KE', 'S');
    expect(c.winner).toBe('theirs');
    expect(c.text).toBe('Theirs: two Quarts, and the higher top card wins: King over Ober, in the run order Seven to Sau (8.3, 2.4). The opponents score every meld of both partners, 50 from their hand; your side none (7.2).');
  });
  test('equal tops: the run in trumps wins, else both cancel (the reading at 8.3)', () => {
    expect(vs('8E 9E TE', '8H 9H TH', 'H')).toMatchObject({ winner: 'theirs', text: expect.stringContaining('the one in trumps (Herz) wins (8.3)') });
    expect(vs('8E 9E TE', '8H 9H TH', 'G')).toEqual({
      winner: 'cancel', rule: '8.3',
      text: "They cancel: two Dreiständer with the same top card (Ten) and neither in trumps, so neither side's melds count (8.3).",
    });
  });
  test('only one side has a meld; neither has', () => {
    expect(vs('7E 8E 9E', '7H AS', 'H')).toMatchObject({ winner: 'yours', rule: '7.2' });
    expect(vs('7E AS', '7H 8H 9H', 'H')).toMatchObject({ winner: 'theirs', rule: '7.2' });
    expect(vs('7E', '7H', 'H')).toMatchObject({ winner: 'none', rule: '7.2' });
  });
});

describe('hands in and out', () => {
  test('toggle adds, removes, refuses a ninth card', () => {
    const eight = hand('7E 8E 9E TE UE OE KE AE');
    expect(toggle(eight, '7G')).toEqual({ hand: eight, refused: 'A hand holds 8 cards: take one out before adding another.' });
    expect(toggle(eight, '7E').hand).toHaveLength(7);
    expect(toggle([], 'UH')).toEqual({ hand: ['UH'], refused: null });
  });
  test('the address form: pack order, read back', () => {
    expect(handParam(hand('KE UH 7E'))).toBe('7EKEUH');
    expect(parseHandParam('7ekeuh')).toEqual({ hand: ['7E', 'KE', 'UH'], error: null });
  });
  test('bad addresses in words', () => {
    expect(parseHandParam('UEUE').error).toBe('The link\'s hand holds UE twice; there is one pack.');
    expect(parseHandParam('UEZZ').error).toBe('The link\'s hand holds "ZZ", which is not a card (ranks 7 8 9 T U O K A, suits E G H S).');
    expect(parseHandParam('7E8E9ETEUEOEKEAE7G').error).toContain('is not up to 8 cards');
  });
});
