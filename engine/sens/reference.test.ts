/**
 * The SENS quick reference against the engine and the rules sheet: every meld
 * kind, every duty in a trick and every point constant the engine exports has
 * its place on the page, every cited paragraph exists, and the points, orders
 * and thresholds are checked by hand against the sheet.
 */
import { describe, expect, test } from 'vitest';
import { citedParagraphs, keyDrift, shapeProblems } from '../core/reference';
import * as cards from './cards';
import { BASE_TOTAL, PLAIN_POINTS, RANKS, TRUMP_POINTS, type Card, type Suit } from './cards';
import { TARGET } from './match';
import * as melds from './melds';
import { findParagraph } from './paragraphs';
import { DUTY_WORDS, MELD_WORDS, pointGroups, POINTS_SHOWN, sensReference, vierstaenderGroups } from './reference';
import { KIND_NAMES } from './rules/7-melding';
import { dutyParagraph } from './rules/9-tricks';
import * as scoring from './scoring';
import { pointsToMakeGame } from './scoring';

const reference = sensReference();
const rows = (id: string) => reference.tables.find((t) => t.id === id)!.rows.map((r) => r.cells.join(' | '));

describe('the SENS quick reference describes everything the engine has', () => {
  test('its tables are well formed and every cited paragraph exists', () => {
    expect(shapeProblems(reference)).toEqual([]);
    expect(citedParagraphs(reference).filter((n) => !findParagraph(n))).toEqual([]);
  });

  test('every meld kind has words and a row', () => {
    expect(keyDrift(Object.keys(KIND_NAMES), Object.keys(MELD_WORDS))).toEqual({ missing: [], unknown: [] });
    for (const name of Object.values(KIND_NAMES)) expect(rows('melds').some((r) => r.startsWith(`${name} |`))).toBe(true);
  });

  test('every duty the engine names for a card added to a trick has words', () => {
    // Herz trumps; hands that meet each situation: trumps led, a plain suit led and held, and led but not held.
    const trump: Suit = 'H';
    const found = new Set<string>();
    const hands: Card[][] = [['7H', 'AE'], ['AE', '7G'], ['7G', '8S'], ['9H']];
    const tricks: Card[][] = [['UH'], ['KE'], ['TE'], ['AS'], []];
    for (const hand of hands) for (const trick of tricks) {
      const duty = dutyParagraph(hand, trick, trump);
      if (duty !== null) found.add(duty);
    }
    expect(keyDrift([...found], Object.keys(DUTY_WORDS))).toEqual({ missing: [], unknown: [] });
  });

  test('every point or bonus constant the engine exports is shown on the page', () => {
    const exported = Object.keys({ ...cards, ...melds, ...scoring }).filter((name) => /_(POINTS|BONUS)$/.test(name));
    expect(keyDrift(exported, [...POINTS_SHOWN])).toEqual({ missing: [], unknown: [] });
  });

  test('the point groups hold every rank once, and the Vierständer rows every rank that makes one', () => {
    expect(pointGroups().flatMap((g) => g.ranks)).toEqual([...RANKS]);
    expect(vierstaenderGroups().flatMap((g) => g.ranks).sort()).toEqual(Object.keys(melds.VIERSTAENDER_POINTS).sort());
  });
});

describe('the numbers are the sheet\'s (worked out by hand)', () => {
  test('3.1: Ten 10, Unter 2, Ober 3, King 4, Sau 11; as trumps the Nine 14 and the Unter 20 + 2', () => {
    expect(PLAIN_POINTS).toEqual({ '7': 0, '8': 0, '9': 0, T: 10, U: 2, O: 3, K: 4, A: 11 });
    expect(TRUMP_POINTS).toEqual({ '7': 0, '8': 0, '9': 14, T: 10, U: 22, O: 3, K: 4, A: 11 });
    expect(rows('card-points')).toContain('Unter | 2 | 22');
  });

  test('3.2: three plain suits of 30 and a trump suit of 64, with the last trick\'s 10, make 164', () => {
    // Plain: 10 + 2 + 3 + 4 + 11 = 30; trump: 14 + 10 + 22 + 3 + 4 + 11 = 64; 3 x 30 + 64 + 10 = 164.
    const suit = (table: Record<string, number>) => Object.values(table).reduce((a, b) => a + b, 0);
    expect(3 * suit(PLAIN_POINTS) + suit(TRUMP_POINTS) + 10).toBe(164);
    expect(BASE_TOTAL).toBe(164);
  });

  test('11.1: the taking side needs 164 / 2 + 1 = 83 without melds, 93 when a Dreiständer makes the total 184', () => {
    expect(pointsToMakeGame(164)).toBe(83);
    expect(pointsToMakeGame(184)).toBe(93);
    expect(rows('scoring')[0]).toContain('83 of 164');
  });

  test('8.1, 8.2, 7.3, 11.2, 10.1: Dreiständer 20, Quart 50, Fuss 100, Vierständer 100 / 150 (Nines) / 200 (Unters), Bella 20, Dackeln 100, the match to 500', () => {
    const melded = rows('melds');
    expect(melded).toContain('Dreiständer | three in a row, one suit | 20');
    expect(melded).toContain('Quart | four in a row, one suit | 50');
    expect(melded.some((r) => r.startsWith('Fuss | five in a row') && r.endsWith('| 100'))).toBe(true);
    expect(melded).toContain('Vierständer | all four Tens, Obers, Kings, Saus | 100');
    expect(melded).toContain('Vierständer | all four Nines | 150');
    expect(melded).toContain('Vierständer | all four Unters | 200');
    expect(melded.some((r) => r.startsWith('Bella |') && r.endsWith('| 20'))).toBe(true);
    expect([melds.BELLA_POINTS, scoring.DACKELN_BONUS, TARGET]).toEqual([20, 100, 500]);
  });

  test('2.3 and 8.4: the trump order and the order of two Vierständer as the sheet lists them', () => {
    expect(rows('card-order')).toContain('Trumps | Seven, Eight, Ober, King, Ten, Sau, Nine, Unter');
    expect(rows('meld-comparison')).toContain('Two Vierständer | Unters > Nines > Saus > Tens > Kings > Obers');
    expect(rows('meld-comparison')).toContain('Kind first | Vierständer > Fuss > Quart > Dreiständer, whatever the points.');
  });
});
