/**
 * Gin Rummy's link preview data, worked out by hand from the rulebook's
 * undercut of §10 (test-fixtures.ts). Ana, Vorhand, holds eleven after
 * drawing: 2♣3♣4♣, 8♦8♥8♠ and J♠Q♠K♠ are melds, 5♦ and K♣ left over, so
 * discarding K♣ leaves deadwood 5. Ben holds 7♥7♦7♣7♠ and 9♥10♥J♥Q♥, with
 * 8♣ and 4♥ left over: deadwood 12. 52 - 21 = 31 cards in the stock, none
 * discarded yet.
 */
import { describe, expect, test } from 'vitest';
import { frenchCard as f } from '../../components/og/french-card';
import { ginPreview } from './preview';
import { undercutKnocked, undercutStart } from './test-fixtures';
import { dealLine, phaseLine } from './view-model';

describe('ginPreview', () => {
  const preview = ginPreview(undercutStart);

  test('both hands face up by suit and rank, with their deadwood; the player to act first, and marked', () => {
    expect(preview.seats).toEqual([
      {
        name: 'Ana',
        badges: ['to act', 'deadwood 5'],
        acting: true,
        cards: [f('2', 'clubs'), f('3', 'clubs'), f('4', 'clubs'), f('K', 'clubs'), f('5', 'diamonds'), f('8', 'diamonds'), f('8', 'hearts'), f('8', 'spades'), f('J', 'spades'), f('Q', 'spades'), f('K', 'spades')],
        hidden: 0,
      },
      {
        name: 'Ben',
        badges: ['dealer', 'deadwood 12'],
        acting: false,
        cards: [f('7', 'clubs'), f('8', 'clubs'), f('7', 'diamonds'), f('4', 'hearts'), f('7', 'hearts'), f('9', 'hearts'), f('10', 'hearts'), f('J', 'hearts'), f('Q', 'hearts'), f('7', 'spades')],
        hidden: 0,
      },
    ]);
  });

  test('the stock face down and the empty discard pile (§5)', () => {
    expect(preview.piles).toEqual([
      { label: 'Stock', cards: [], faceDown: 31, note: undefined },
      { label: 'Discard pile · 0', cards: [], faceDown: 0 },
    ]);
  });

  test("the status is the table's own line of whose turn it is, then the deal", () => {
    expect(preview.status).toEqual([phaseLine(undercutStart), dealLine(undercutStart)]);
  });

  test('after the knock the knocker\u2019s cards lie on the table, melds first, then the deadwood (§7)', () => {
    const ana = ginPreview(undercutKnocked).seats[0];
    expect(ana.cards).toEqual([f('2', 'clubs'), f('3', 'clubs'), f('4', 'clubs'), f('8', 'diamonds'), f('8', 'hearts'), f('8', 'spades'), f('J', 'spades'), f('Q', 'spades'), f('K', 'spades'), f('5', 'diamonds')]);
    expect(ana.badges).toEqual(['knocked', 'deadwood 5']);
    // §7: the card knocked with lies face down apart, not on the discard pile.
    expect(ginPreview(undercutKnocked).piles[1].cards).toEqual([]);
  });
});
