/**
 * The Gin Rummy quick reference against the engine and the rulebook: every
 * bonus the engine exports, every meld kind and every way a hand can score has
 * its row, every cited paragraph exists, and the values and the rulebook's own
 * worked examples come out as worked by hand.
 */
import { describe, expect, test } from 'vitest';
import { citedParagraphs, keyDrift, shapeProblems } from '../core/reference';
import { cardValue } from './cards';
import { GIN_BONUS, KNOCK_LIMIT, scoreHand, UNDERCUT_BONUS, type HandReason } from './hand-score';
import { BOX_BONUS, GAME_BONUS, MATCH_TARGET, SHUTOUT_BONUS } from './match';
import { MELD_KINDS, MIN_MELD_CARDS } from './melds';
import { findParagraph } from './paragraphs';
import { BONUS_WORDS, ENGINE_RANKS, engineBonuses, exampleSettlement, ginRummyReference, MELD_WORDS, REASON_WORDS, VALUE_GROUPS } from './reference';

const reference = ginRummyReference();
const rows = (id: string) => reference.tables.find((t) => t.id === id)!.rows.map((r) => r.cells.join(' | '));

describe('the Gin Rummy quick reference describes everything the engine has', () => {
  test('its tables are well formed and every cited paragraph exists', () => {
    expect(shapeProblems(reference)).toEqual([]);
    expect(citedParagraphs(reference).filter((n) => !findParagraph(n))).toEqual([]);
  });

  test('every bonus the engine exports has words and a row, and no words describe a bonus it lacks', () => {
    const names = engineBonuses().map((b) => b.name);
    expect(names.sort()).toEqual(['BOX_BONUS', 'GAME_BONUS', 'GIN_BONUS', 'SHUTOUT_BONUS', 'UNDERCUT_BONUS']);
    expect(keyDrift(names, Object.keys(BONUS_WORDS))).toEqual({ missing: [], unknown: [] });
    expect(rows('bonuses')).toHaveLength(names.length);
  });

  test('every meld kind has words', () => {
    expect(keyDrift(MELD_KINDS, Object.keys(MELD_WORDS))).toEqual({ missing: [], unknown: [] });
  });

  test('every way scoreHand can end a hand has words (found by scoring a grid of hand ends)', () => {
    const reasons = new Set<HandReason>();
    for (let knock = 0; knock <= 14; knock++) {
      for (let opponent = 0; opponent <= 30; opponent += 3) {
        for (const cards of [9, 10, 11]) {
          reasons.add(scoreHand({ kind: 'knock', knocker: 0, knockerDeadwood: knock, opponentDeadwood: opponent, opponentCards: cards }).reason);
        }
        reasons.add(scoreHand({ kind: 'gin', knocker: 1, opponentDeadwood: opponent }).reason);
      }
    }
    reasons.add(scoreHand({ kind: 'no-game' }).reason);
    expect(keyDrift([...reasons], Object.keys(REASON_WORDS))).toEqual({ missing: [], unknown: [] });
  });

  test('the value groups hold every rank exactly once', () => {
    expect(VALUE_GROUPS.flat().sort((a, b) => a - b)).toEqual([...ENGINE_RANKS]);
  });
});

describe('the numbers are the rulebook\'s (worked out by hand)', () => {
  test('§2: Ace 1, Two to Nine their pips, Ten and the court cards 10', () => {
    expect([1, 2, 5, 9, 10, 11, 12, 13].map((rank) => cardValue({ rank: rank as 1, suit: 'H' }))).toEqual([1, 2, 5, 9, 10, 10, 10, 10]);
    expect(rows('card-values')).toEqual(['Ace | 1 point', 'Two to Nine | their pips (2 to 9)', 'Ten, Jack, Queen, King | 10 points']);
  });

  test('§4, §7, §10, §11, §13: melds of 3, knock at 10 or less, undercut 10, gin 20, boxes 20, game and shutout 100, the match to 100', () => {
    expect([MIN_MELD_CARDS, KNOCK_LIMIT, UNDERCUT_BONUS, GIN_BONUS, BOX_BONUS, GAME_BONUS, SHUTOUT_BONUS, MATCH_TARGET]).toEqual([3, 10, 10, 20, 20, 100, 100, 100]);
    expect(rows('bonuses')).toContain('Undercut | 10 points | for the player who undercuts the knocker, on top of the difference');
    expect(rows('hand').some((r) => r.startsWith('Knock | Deadwood (cards in no meld) of 10 or less'))).toBe(true);
  });

  test('§9 and §10 with the rulebook\'s figures: knocking with 5 against 17 writes 12; against 4 left after laying off, the other writes 1 + 10 = 11', () => {
    expect(rows('scoring')[0]).toContain('5 against 17: 12 points');
    expect(rows('scoring')[1]).toContain('5 against 4 left after laying off: 11 points');
    // §11: gin against 23 deadwood is 20 + 23.
    expect(rows('scoring')[2]).toContain('gin against 23: 43 points');
  });

  test('§13 with the rulebook\'s settlement: 104 and four hands won plus the game bonus against 42 and two hands is 284 to 82, 202 apart', () => {
    // 104 + 4 x 20 + 100 = 284; 42 + 2 x 20 = 82 (the loser wrote something, so no shutout).
    const s = exampleSettlement();
    expect([s.totals[0], s.totals[1], s.difference]).toEqual([284, 82, 202]);
    expect(rows('match')[1]).toContain('284 to 82, a difference of 202');
  });
});
