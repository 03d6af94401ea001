/**
 * The quick reference of The Game: Face to Face against the engine and the
 * rulebook: every kind of lawful action has its row, every paragraph of the
 * game is on the page (it is short enough for all of them), the engine decides
 * the rulebook's own examples as the rows say, and the numbers are checked by
 * hand against the rulebook.
 */
import { describe, expect, test } from 'vitest';
import { citedParagraphs, keyDrift, shapeProblems } from '../core/reference';
import { findParagraph, PARAGRAPH_NUMBERS } from './paragraphs';
import { enginePlayKinds, PLAY_WORDS, theGameReference } from './reference';
import { CARDS_PER_PLAYER, HIGHEST, LOWEST, ROW_CARD } from './rules/1-material';
import { HAND_SIZE } from './rules/2-setup';
import { BACKWARDS_STEP, judgeOwnLay } from './rules/3-own-piles';
import { improves, MAX_ON_OPPONENT } from './rules/4-opponent';
import { MINIMUM } from './rules/5-turn';
import { cardsDue, DRAW_AFTER_OWN_TURN } from './rules/6-drawing';

const reference = theGameReference();
const cells = (id: string) => reference.tables.find((t) => t.id === id)!.rows.map((r) => r.cells.join(' | '));

describe('the quick reference describes the whole game', () => {
  test('its tables are well formed and every cited paragraph exists', () => {
    expect(shapeProblems(reference)).toEqual([]);
    expect(citedParagraphs(reference).filter((n) => !findParagraph(n))).toEqual([]);
  });

  test('every paragraph of the rules is cited somewhere on the page', () => {
    const cited = citedParagraphs(reference);
    expect(PARAGRAPH_NUMBERS.filter((n) => !cited.includes(n))).toEqual([]);
  });

  test('every kind of lawful action the engine rules on has words, and no words describe a kind it lacks', () => {
    expect(enginePlayKinds()).toEqual(['lay', 'trick', 'help', 'endTurn']);
    expect(keyDrift(enginePlayKinds(), Object.keys(PLAY_WORDS))).toEqual({ missing: [], unknown: [] });
  });
});

describe('the engine decides the rulebook\'s examples as the rows say', () => {
  test('3.3: on your ascending pile showing 27 the 17 goes down as the backwards trick (the rulebook\'s example)', () => {
    expect(judgeOwnLay(17, 27, 'up')).toMatchObject({ ok: true, how: 'trick' });
    // Its second example: a descending pile showing 35; the 45 is the trick, a 44 is nothing.
    expect(judgeOwnLay(45, 35, 'down')).toMatchObject({ ok: true, how: 'trick' });
    expect(judgeOwnLay(44, 35, 'down').ok).toBe(false);
  });

  test('4.2: on the opponent\'s ascending 18 only lower cards help, on their descending 40 only higher ones', () => {
    expect(improves(12, 18, 'up')).toBe(true);
    expect(improves(28, 18, 'up')).toBe(false);
    expect(improves(8, 18, 'up')).toBe(true);
    expect(improves(41, 40, 'down')).toBe(true);
    expect(improves(30, 40, 'down')).toBe(false);
  });

  test('6.1, 6.2: three cards on her own piles, Ana draws 2; four own and one on Ana\'s, Ben refills from 1 to 6, drawing 5', () => {
    expect(cardsDue(6 - 3, { own: 3, opponent: 0 })).toEqual({ count: 2, paragraph: '6.1' });
    expect(cardsDue(6 - 5, { own: 4, opponent: 1 })).toEqual({ count: 5, paragraph: '6.2' });
  });
});

describe('the numbers are the rulebook\'s (worked out by hand)', () => {
  test('58 number cards from 2 to 59, row cards 1 and 60, six in hand, two a turn, one for the opponent, back by exactly 10, draw 2', () => {
    // "60 Karten einer Farbe": two row cards (1-59 and 60-2) and 58 number cards; six in hand; at least
    // two a turn; at most one card on the opponent; the trick goes back by exactly 10; draw two after own piles only.
    expect([LOWEST, HIGHEST, CARDS_PER_PLAYER, ROW_CARD.up, ROW_CARD.down]).toEqual([2, 59, 58, 1, 60]);
    expect([HAND_SIZE, MINIMUM, MAX_ON_OPPONENT, BACKWARDS_STEP, DRAW_AFTER_OWN_TURN]).toEqual([6, 2, 1, 10, 2]);
  });

  test('the rows carry those numbers', () => {
    expect(cells('set-up')).toContain('Number cards | 2 to 59: 58 each');
    expect(cells('set-up')).toContain('Hand | 6 cards from your own draw pile');
    expect(cells('where').some((c) => c.includes('Exactly 10 lower on your ascending pile, exactly 10 higher on your descending one'))).toBe(true);
    expect(cells('where').some((c) => c.startsWith('Your opponent\u2019s piles | At most 1 card a turn'))).toBe(true);
    expect(cells('drawing')).toContain('Only your own piles used | Draw 2, however many you laid.');
    expect(cells('drawing')).toContain('A card on the opponent\u2019s piles | Draw back up to 6 in hand.');
  });
});
