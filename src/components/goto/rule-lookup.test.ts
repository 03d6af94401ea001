/**
 * The "go to a rule" box's reading of a typed number, and the neighbours it
 * names for an unknown one. Expectations worked out from the games'
 * paragraph lists (engine/<game>/paragraphs.ts): Gress has sections 0 to 12,
 * section 4 runs 4.1 to 4.15, 5 starts with 5.1, section 12 is the single
 * paragraph 12; The Game ends with section 7 (7.1 to 7.3); Gin Rummy's
 * sections 1 to 12 are one paragraph each, 13 has 13 and 13.1 to 13.3, 14 has
 * 14.1 to 14.13 and no paragraph 14; SENS section 9 runs 9.1 to 9.5.
 */
import { describe, expect, test } from 'vitest';
import { gameById } from '../../../engine/games';
import { examplesOf } from './answer-view';
import { ruleIndex } from './rule-index';
import { compareRuleNumbers, lookUpRule, packRuleIndex, parseRuleNumber, unpackRuleIndex, type RuleIndex } from './rule-lookup';

const index = (id: string): RuleIndex => ruleIndex(gameById(id)!);
const gress = index('gress');
const theGame = index('the-game');
const ginRummy = index('gin-rummy');
const sens = index('sens');

/** The neighbours named for an unknown number, as "number (note)". */
function nearest(rules: RuleIndex, text: string): string[] {
  const found = lookUpRule(rules, text);
  if (found.kind !== 'unknown') throw new Error(`${text} is not unknown in ${rules.game}: ${found.kind}`);
  return found.nearest.map((n) => (n.note ? `${n.entry.number} (${n.note})` : n.entry.number));
}

describe('parseRuleNumber', () => {
  test.each([
    ['7.3', '7.3'],
    ['§10', '10'],
    ['§ 10', '10'],
    ['r 7.3', '7.3'],
    ['R7.3', '7.3'],
    ['rule 7.3', '7.3'],
    ['para 4.11', '4.11'],
    ['section 10', '10'],
    ['7,3', '7.3'],
    ['7-3', '7.3'],
    ['#7-3', '7.3'],
    ['07.03', '7.3'],
    ['4.10', '4.10'],
    ['  14.5. ', '14.5'],
    ['https://example.org/rulebook/gress/r/4.11/', '4.11'],
    ['/gress/r/7', '7'],
  ])('%j reads as %s', (text, number) => {
    expect(parseRuleNumber(text)?.number).toBe(number);
  });

  test('a number without a dot is a section number, one with a dot is not', () => {
    expect(parseRuleNumber('§10')?.section).toBe(true);
    expect(parseRuleNumber('10')?.section).toBe(true);
    expect(parseRuleNumber('10.1')?.section).toBe(false);
  });

  test.each(['', 'jack', '§', '7.3a', '4..1', 'r', 'gress'])('%j is no rule number', (text) => {
    expect(parseRuleNumber(text)).toBeNull();
  });
});

test('rule numbers sort as numbers, part by part', () => {
  const sorted = ['5.1', '4.10', '5', '4.9', '4.15', '13.1', '13'].sort(compareRuleNumbers);
  expect(sorted).toEqual(['4.9', '4.10', '4.15', '5', '5.1', '13', '13.1']);
  expect(compareRuleNumbers('12', '12')).toBe(0);
});

describe('a known number goes where its permalink goes', () => {
  test('Gress 7.3 is the heading 7-3 on the page of section 7, the Jacks', () => {
    const found = lookUpRule(gress, '7.3');
    expect(found.kind === 'found' && found.entry.href).toBe('/gress/7-jacks/#7-3');
    expect(found.kind === 'found' && found.entry.label.startsWith('7.3 ')).toBe(true);
  });

  test('Gress 7 is the whole section page (no paragraph is numbered 7)', () => {
    const found = lookUpRule(gress, '§7');
    expect(found.kind === 'found' && found.entry).toMatchObject({ href: '/gress/7-jacks/', paragraph: false, section: '7' });
  });

  test('Gin Rummy §10 is paragraph 10, the heading 10 on the page of section 10', () => {
    const found = lookUpRule(ginRummy, '§10');
    expect(found.kind === 'found' && found.entry).toMatchObject({ href: '/gin-rummy/10-the-opponent-wins/#10', paragraph: true, section: '10' });
  });

  test('Gin Rummy 14 is the page of the irregularities (14.1 to 14.13; no paragraph 14)', () => {
    const found = lookUpRule(ginRummy, '14');
    expect(found.kind === 'found' && found.entry.href).toBe('/gin-rummy/14-irregularities/');
  });

  test('SENS 9.4 is on the page of the tricks', () => {
    const found = lookUpRule(sens, 'r 9.4');
    expect(found.kind === 'found' && found.entry.href).toBe('/sens/9-the-tricks/#9-4');
  });

  test('every game lists each paragraph and each section without a paragraph of its number', () => {
    // Gress: 76 paragraphs (4+8+7+15+7+5+5+2+4+9+9+1), sections 0 to 11 besides; 12 is a paragraph.
    expect(gress.entries.length).toBe(76 + 12);
    // The Game: 3+4+4+2+4+2+3 paragraphs and its seven sections.
    expect(theGame.entries.length).toBe(22 + 7);
    // Gin Rummy: 12 single paragraphs, 4 in 13, 13 in 14, 2 in 15, 16 and 17; sections 14 and 15 besides.
    expect(ginRummy.entries.length).toBe(12 + 4 + 13 + 2 + 2 + 2);
    // SENS: 5+4+2+6+4+2+3+4+5+4+2+2 paragraphs and its twelve sections.
    expect(sens.entries.length).toBe(43 + 12);
  });
});

describe('an unknown number names its nearest paragraphs', () => {
  test('Gress 4.99: 4.15, the last of section 4, and 5.1, the first of section 5', () => {
    expect(nearest(gress, '4.99')).toEqual(['4.15 (last of section 4)', '5.1 (first of section 5)']);
  });

  test('Gress 4.0: 3.7, the last of section 3, and 4.1, the first of section 4', () => {
    expect(nearest(gress, '4.0')).toEqual(['3.7 (last of section 3)', '4.1 (first of section 4)']);
  });

  test('Gress 13, past the end: its last paragraph, 12, which is a whole section too', () => {
    expect(nearest(gress, '13')).toEqual(['12 (the last paragraph)']);
  });

  test('Gress 0.5: the overview (section 0, no paragraphs) and 1.1', () => {
    expect(nearest(gress, '0.5')).toEqual(['0', '1.1 (first of section 1)']);
  });

  test('The Game 14.5, past the end: its last section, 7, and its last paragraph, 7.3', () => {
    expect(nearest(theGame, '14.5')).toEqual(['7 (the last section)', '7.3 (the last paragraph)']);
    const found = lookUpRule(theGame, '14.5');
    expect(found.kind === 'unknown' && found.nearest.map((n) => n.entry.href)).toEqual(['/the-game/7-end/', '/the-game/7-end/#7-3']);
  });

  test('The Game 0, before the start: its first section and its first paragraph', () => {
    expect(nearest(theGame, '0')).toEqual(['1 (the first section)', '1.1 (the first paragraph)']);
  });

  test('Gin Rummy 13.4: 13.3, the last of section 13, and 14.1, the first of section 14', () => {
    expect(nearest(ginRummy, '13.4')).toEqual(['13.3 (last of section 13)', '14.1 (first of section 14)']);
  });

  test('Gin Rummy 9.1: sections 9 and 10, each a single paragraph', () => {
    expect(nearest(ginRummy, '9.1')).toEqual(['9', '10']);
  });

  test('SENS 9.6: 9.5, the last of section 9, and 10.1', () => {
    expect(nearest(sens, '9.6')).toEqual(['9.5 (last of section 9)', '10.1 (first of section 10)']);
  });

  test('the unknown number is kept as asked, for the answer', () => {
    const found = lookUpRule(gress, '§ 4,99');
    expect(found.kind === 'unknown' && found.asked).toEqual({ number: '4.99', section: false });
  });
});

test('text that is no number gets no lookup at all', () => {
  expect(lookUpRule(gress, 'jack').kind).toBe('invalid');
});

test('an index packed into a page comes back unchanged', () => {
  for (const rules of [gress, theGame, ginRummy, sens]) expect(unpackRuleIndex(JSON.parse(JSON.stringify(packRuleIndex(rules))))).toEqual(rules);
});

test('the box suggests a dotted paragraph and a section that each game has', () => {
  expect(examplesOf(gress)).toEqual({ paragraph: '1.1', section: '12' });
  expect(examplesOf(theGame)).toEqual({ paragraph: '1.1', section: '7' });
  // Gin Rummy's first paragraphs are whole sections: 13.1 is its first with a dot.
  expect(examplesOf(ginRummy)).toEqual({ paragraph: '13.1', section: '17' });
  expect(examplesOf(sens)).toEqual({ paragraph: '1.1', section: '12' });
});

describe('the German edition (issue 27)', () => {
  const german = ruleIndex(gameById('gress')!, 'de');

  test('every number leads into /de/ to the same page and anchor as in English', () => {
    expect(german.locale).toBe('de');
    expect(german.entries.map((e) => e.href)).toEqual(gress.entries.map((e) => `/de${e.href}`));
    const found = lookUpRule(german, '7.3');
    expect(found.kind === 'found' && found.entry.href).toBe('/de/gress/7-jacks/#7-3');
  });

  test('the edition survives packing; an English index packs as before, with no locale', () => {
    expect(unpackRuleIndex(JSON.parse(JSON.stringify(packRuleIndex(german))))).toEqual(german);
    expect(packRuleIndex(gress)).not.toHaveProperty('locale');
  });
});
