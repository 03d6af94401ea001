/**
 * 7.2, 7.3, 8.1-8.4: melds. Expectations are worked out from the sheet's meld
 * tables and its two examples (8-9-10 in Herz against Eichel with Herz trumps;
 * Unter-Ober-King in Herz against Gras cancelling), with the readings at 8.4, 8.1, 8.3, 7.2.
 */
import { describe, expect, test } from 'vitest';
import type { Card, Suit } from './cards';
import { BELLA_POINTS, bellaCards, compareMelds, meldOf, meldsIn, runHoldsBella, settleMelds, type MeldShape } from './melds';
import type { Meld, Seat } from './types';

const cards = (text: string) => text.split(' ') as Card[];
/** meldOf that must succeed. */
const shape = (text: string): MeldShape => {
  const s = meldOf(cards(text));
  if (s === null) throw new Error(`${text} is no meld`);
  return s;
};
/** An announced meld, kind and points as 8.1/8.2 give them. */
const meld = (seat: Seat, text: string): Meld => {
  const s = shape(text);
  return { seat, kind: s.kind, cards: s.cards, points: s.points };
};
const sign = (n: number) => Math.sign(n);

describe('8.1 runs: the sheet\u2019s tables, row by row', () => {
  // The sheet lists every run of each length in the meld order 7 8 9 10 U O K Sau (2.4).
  test.each([
    ['7H 8H 9H', 20], ['8H 9H TH', 20], ['9H TH UH', 20], ['TH UH OH', 20], ['UH OH KH', 20], ['OH KH AH', 20],
  ])('Dreiständer %s is worth %i', (text, points) => {
    expect(shape(text)).toMatchObject({ kind: 'dreistaender', points, top: cards(text)[2] });
  });

  test.each([
    ['7E 8E 9E TE', 50], ['8E 9E TE UE', 50], ['9E TE UE OE', 50], ['TE UE OE KE', 50], ['UE OE KE AE', 50],
  ])('Quart %s is worth %i', (text, points) => {
    expect(shape(text)).toMatchObject({ kind: 'quart', points, top: cards(text)[3] });
  });

  test.each([
    ['7G 8G 9G TG UG', 100], ['8G 9G TG UG OG', 100], ['9G TG UG OG KG', 100], ['TG UG OG KG AG', 100],
  ])('Fuss %s is worth %i', (text, points) => {
    expect(shape(text)).toMatchObject({ kind: 'fuss', points, top: cards(text)[4] });
  });

  test('the reading at 8.1: six, seven and eight in a row are one Fuss of 100, topped by the run\u2019s highest card', () => {
    expect(shape('8S 9S TS US OS KS')).toMatchObject({ kind: 'fuss', points: 100, top: 'KS' });
    expect(shape('8S 9S TS US OS KS AS')).toMatchObject({ kind: 'fuss', points: 100, top: 'AS' });
    expect(shape('7S 8S 9S TS US OS KS AS')).toMatchObject({ kind: 'fuss', points: 100, top: 'AS' });
  });

  test('the order of the input does not matter; the meld lists its cards low to high', () => {
    expect(shape('UH 9H TH').cards).toEqual(['9H', 'TH', 'UH']);
    expect(shape('AE KE OE UE').cards).toEqual(['UE', 'OE', 'KE', 'AE']);
  });

  test('runs use the meld order of 2.4, not the playing order: 9-10-Unter is a run, 9-Unter-Ober is not', () => {
    expect(meldOf(cards('9H TH UH'))).not.toBeNull();
    expect(meldOf(cards('9H UH OH'))).toBeNull(); // the Ten is missing in between
    expect(meldOf(cards('KH TH AH'))).toBeNull(); // K-10-Sau follow in the plain order (2.2) only
  });

  test('not a meld: gaps, two suits, too few cards, a card twice, a string that is no card', () => {
    expect(meldOf(cards('7H 8H TH'))).toBeNull();
    expect(meldOf(cards('7H 8H 9E'))).toBeNull();
    expect(meldOf(cards('7H 8H'))).toBeNull();
    expect(meldOf([])).toBeNull();
    expect(meldOf(cards('7H 7H 8H'))).toBeNull();
    expect(meldOf(cards('7H 8H 9H 9H'))).toBeNull();
    expect(meldOf(['7H', '8H', 'XX'] as unknown as Card[])).toBeNull();
  });
});

describe('8.2 Vierständer', () => {
  test.each([
    ['TE TG TH TS', 100], ['OE OG OH OS', 100], ['KE KG KH KS', 100], ['AE AG AH AS', 100],
    ['9E 9G 9H 9S', 150], ['UE UG UH US', 200],
  ])('%s is worth %i', (text, points) => {
    expect(shape(text)).toMatchObject({ kind: 'vierstaender', points });
  });

  test('none of Sevens or of Eights', () => {
    expect(meldOf(cards('7E 7G 7H 7S'))).toBeNull();
    expect(meldOf(cards('8S 8H 8G 8E'))).toBeNull();
  });

  test('three of a rank is nothing; the four in any order come back in suit order', () => {
    expect(meldOf(cards('UE UG UH'))).toBeNull();
    expect(shape('US UH UE UG').cards).toEqual(['UE', 'UG', 'UH', 'US']);
  });
});

describe('meldsIn: every meld a hand holds', () => {
  test('a Fuss and four Unters sharing the Herz-Unter are both there', () => {
    const found = meldsIn(cards('7H 8H 9H TH UH UE UG US'));
    expect(found.map((m) => [m.kind, m.cards.join(' ')])).toEqual([
      ['fuss', '7H 8H 9H TH UH'],
      ['vierstaender', 'UE UG UH US'],
    ]);
  });

  test('one meld per run (its longest form), two runs in one suit when a card is missing between them', () => {
    const found = meldsIn(cards('7E 8E 9E UE OE KE AG 7S'));
    expect(found.map((m) => m.cards.join(' '))).toEqual(['7E 8E 9E', 'UE OE KE']);
  });

  test('a whole suit is one Fuss of eight; a hand without melds has none', () => {
    expect(meldsIn(cards('AG 7G KG 8G OG 9G UG TG')).map((m) => [m.kind, m.cards.length, m.top])).toEqual([['fuss', 8, 'AG']]);
    expect(meldsIn(cards('7E 9E UE 7G 9G UG 7H 9H'))).toEqual([]);
  });

  test('runs come suit by suit (Eichel, Gras, Herz, Schellen), then Vierständer', () => {
    const found = meldsIn(cards('OS KS AS 7E 8E 9E AG AH'));
    expect(found.map((m) => m.cards.join(' '))).toEqual(['7E 8E 9E', 'OS KS AS']);
    const withFour = meldsIn(cards('OS KS AS 7E 8E 9E AG AH AE'));
    expect(withFour.map((m) => m.cards.join(' '))).toEqual(['7E 8E 9E', 'OS KS AS', 'AE AG AH AS']);
  });
});

describe('8.3, 8.4 comparing melds', () => {
  test('a stronger kind wins whatever the top card or trumps: a Quart beats a Dreiständer', () => {
    expect(compareMelds(shape('7S 8S 9S TS'), shape('OH KH AH'), 'H')).toBeGreaterThan(0);
    expect(compareMelds(shape('OH KH AH'), shape('7S 8S 9S TS'), 'H')).toBeLessThan(0);
  });

  test('Vierständer beats Fuss beats Quart (the reading at 8.3), even four Tens (100) against a Fuss (100)', () => {
    expect(compareMelds(shape('TE TG TH TS'), shape('TH UH OH KH AH'), 'H')).toBeGreaterThan(0);
    expect(compareMelds(shape('OE OG OH OS'), shape('7S 8S 9S TS US OS KS AS'), 'S')).toBeGreaterThan(0);
    expect(compareMelds(shape('7G 8G 9G TG UG'), shape('UE OE KE AE'), 'E')).toBeGreaterThan(0);
  });

  test('sheet example: 8-9-10 in Herz against the same in Eichel, Herz trumps: the Herz one counts', () => {
    expect(compareMelds(shape('8H 9H TH'), shape('8E 9E TE'), 'H')).toBeGreaterThan(0);
    expect(compareMelds(shape('8E 9E TE'), shape('8H 9H TH'), 'H')).toBeLessThan(0);
  });

  test('sheet example: 8-9-10 in Herz and in Eichel with neither trumps cancel', () => {
    expect(compareMelds(shape('8H 9H TH'), shape('8E 9E TE'), 'G')).toBe(0);
    expect(compareMelds(shape('8H 9H TH'), shape('8E 9E TE'), 'S')).toBe(0);
  });

  test('sheet example: Unter-Ober-King in Herz and in Gras cancel, unless one of them is trumps', () => {
    expect(compareMelds(shape('UH OH KH'), shape('UG OG KG'), 'E')).toBe(0);
    expect(compareMelds(shape('UH OH KH'), shape('UG OG KG'), 'H')).toBeGreaterThan(0);
    expect(compareMelds(shape('UH OH KH'), shape('UG OG KG'), 'G')).toBeLessThan(0);
  });

  test('two Dreiständer with equal top card, Herz (trumps) and Eichel: Herz wins', () => {
    expect(compareMelds(shape('TE UE OE'), shape('TH UH OH'), 'H')).toBeLessThan(0);
  });

  test('equal kinds go by the top card first: a plain Ober-King-Sau beats a trump 7-8-9', () => {
    expect(compareMelds(shape('OG KG AG'), shape('7H 8H 9H'), 'H')).toBeGreaterThan(0);
    expect(compareMelds(shape('9S TS US OS'), shape('8S 9S TS US'), 'E')).toBeGreaterThan(0);
  });

  test('the readings at 8.1, 8.3: a six-card and a five-card Fuss are the same kind: equal tops cancel, a higher top wins', () => {
    expect(compareMelds(shape('8S 9S TS US OS KS'), shape('9E TE UE OE KE'), 'G')).toBe(0);
    expect(compareMelds(shape('8S 9S TS US OS KS'), shape('9E TE UE OE KE'), 'E')).toBeLessThan(0);
    expect(compareMelds(shape('9S TS US OS KS AS'), shape('8E 9E TE UE OE KE'), 'E')).toBeGreaterThan(0);
  });

  test('8.4 (the reading at 8.4): four Unters beat four Nines, then Saus, Tens, Kings, Obers', () => {
    const ranking = ['UE UG UH US', '9E 9G 9H 9S', 'AE AG AH AS', 'TE TG TH TS', 'KE KG KH KS', 'OE OG OH OS'].map(shape);
    for (let i = 0; i < ranking.length; i++) {
      for (let j = 0; j < ranking.length; j++) {
        const expected = i < j ? 1 : i > j ? -1 : 0;
        expect(sign(compareMelds(ranking[i], ranking[j], 'H')), `${ranking[i].top} vs ${ranking[j].top}`).toBe(expected);
      }
    }
  });

  test('trumps do not change the order of Vierständer', () => {
    expect(compareMelds(shape('OE OG OH OS'), shape('KE KG KH KS'), 'H')).toBeLessThan(0);
  });

  test('the comparison is antisymmetric over a mixed set of melds and trump suits', () => {
    const all = ['7H 8H 9H', '8E 9E TE', '8H 9H TH', 'OG KG AG', '9S TS US OS', 'UE OE KE AE', '7G 8G 9G TG UG',
      '9S TS US OS KS AS', 'TE TG TH TS', 'UE UG UH US'].map(shape);
    for (const trump of ['E', 'G', 'H', 'S'] as Suit[]) {
      for (const a of all) for (const b of all) expect(sign(compareMelds(a, b, trump))).toBe(-sign(compareMelds(b, a, trump)) || 0);
    }
  });
});

describe('7.2 settling the melds', () => {
  test('no melds: nothing counts', () => {
    expect(settleMelds([], 'H')).toEqual({ side: null, points: [0, 0], shown: [] });
  });

  test('melds on one side only: they count', () => {
    const m = meld(3, '7S 8S 9S');
    expect(settleMelds([m], 'H')).toEqual({ side: 1, points: [0, 20], shown: [m] });
  });

  test('the reading at 7.2: the best meld brings in the partner\u2019s lower meld, even below the opponents\u2019 best', () => {
    const quart = meld(0, '7E 8E 9E TE');
    const small = meld(2, '7G 8G 9G');
    const theirs = meld(1, 'OS KS AS');
    expect(settleMelds([quart, theirs, small], 'H')).toEqual({ side: 0, points: [70, 0], shown: [quart, small] });
  });

  test('each side\u2019s best meld decides, not the sum: four Unters (200) beat four Nines and a Quart (200)', () => {
    const unters = meld(0, 'UE UG UH US');
    const nines = meld(1, '9E 9G 9H 9S');
    const quart = meld(3, 'US OS KS AS');
    expect(settleMelds([nines, unters, quart], 'H')).toEqual({ side: 0, points: [200, 0], shown: [unters] });
  });

  test('sheet example: 8-9-10 in Herz (seat 0) and in Eichel (seat 1): with Herz trumps side 0 scores 20', () => {
    const herz = meld(0, '8H 9H TH');
    const eichel = meld(1, '8E 9E TE');
    expect(settleMelds([herz, eichel], 'H')).toEqual({ side: 0, points: [20, 0], shown: [herz] });
    expect(settleMelds([herz, eichel], 'E')).toEqual({ side: 1, points: [0, 20], shown: [eichel] });
  });

  test('the reading at 8.3: best melds that cancel leave both sides without meld points, the partner\u2019s meld included', () => {
    const herz = meld(0, 'UH OH KH');
    const gras = meld(1, 'UG OG KG');
    const partner = meld(2, '7E 8E 9E');
    expect(settleMelds([herz, gras, partner], 'S')).toEqual({ side: null, points: [0, 0], shown: [] });
    expect(settleMelds([herz, gras, partner], 'H')).toEqual({ side: 0, points: [40, 0], shown: [herz, partner] });
  });

  test('melds are judged by their cards: cards forming no meld count nothing, the same meld twice counts once', () => {
    const bogus: Meld = { seat: 1, kind: 'fuss', cards: cards('7S 8S TS'), points: 100 };
    const real = meld(0, '7E 8E 9E');
    expect(settleMelds([bogus, real], 'H')).toEqual({ side: 0, points: [20, 0], shown: [real] });
    const overstated: Meld = { seat: 1, kind: 'vierstaender', cards: cards('7G 8G 9G'), points: 200 };
    expect(settleMelds([overstated, real], 'H').side).toBe(null); // 7-8-9 Gras against 7-8-9 Eichel, Herz trumps: they cancel
    expect(settleMelds([real, real], 'H')).toEqual({ side: 0, points: [20, 0], shown: [real] });
  });
});

describe('7.3 Bella', () => {
  test('the trump Ober and King, worth 20', () => {
    expect(bellaCards('H')).toEqual(['OH', 'KH']);
    expect(bellaCards('E')).toEqual(['OE', 'KE']);
    expect(BELLA_POINTS).toBe(20);
  });

  test('a run holding both counts Bella without its own announcement; the suit must be trumps', () => {
    expect(runHoldsBella(shape('UH OH KH'), 'H')).toBe(true);
    expect(runHoldsBella(shape('OH KH AH'), 'H')).toBe(true);
    expect(runHoldsBella(shape('TH UH OH KH AH'), 'H')).toBe(true);
    expect(runHoldsBella(shape('UH OH KH'), 'G')).toBe(false);
    expect(runHoldsBella(shape('9H TH UH OH'), 'H')).toBe(false);
    expect(runHoldsBella(shape('OE OG OH OS'), 'H')).toBe(false);
  });
});
