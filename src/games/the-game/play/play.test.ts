/**
 * The Game against the bot: the reader's view of the table and the end
 * screen's words. The fresh deal of seed 7 (test-fixtures.ts): Ben and Ana
 * each hold six cards and have 52 in their draw piles (2.3: 58 cards each,
 * six in hand).
 */
import { describe, expect, test } from 'vitest';
import type { TheGameState } from '../../../../engine/the-game/types';
import { fresh } from '../test-fixtures';
import { theGameBreakdown } from './breakdown';
import { cardsLeft, theGameOutcome } from './outcome';
import { readerView } from './reader-view';

describe("the reader's view of the table", () => {
  test('the reader at the bottom with the hand face up, the bot on top face down', () => {
    const asBen = readerView({ state: fresh(), reader: 0, showHands: false });
    expect(asBen.seats.map((s) => [s.seat, s.side])).toEqual([[1, 'top'], [0, 'bottom']]);
    expect(asBen.seats[1]).toMatchObject({ name: 'Ben (you)', hand: { faceUp: true, count: 6 } });
    expect(asBen.seats[0].hand).toMatchObject({ faceUp: false, count: 6, cards: [] });

    const asAna = readerView({ state: fresh(), reader: 1, showHands: false });
    expect(asAna.seats.map((s) => [s.seat, s.side])).toEqual([[0, 'top'], [1, 'bottom']]);
    expect(asAna.seats[1].name).toBe('Ana (you)');
  });

  test("the learning toggle shows the bot's hand, which is never the reader's to tap", () => {
    const s = fresh();
    const view = readerView({ state: s, reader: s.toMove, showHands: true, lawful: [] });
    expect(view.seats[0].hand.faceUp).toBe(true);
    expect(view.seats[0].hand.selectable).toBe(false);
    expect(view.toggleLabel).toBe('Hide hands');
  });
});

describe('the end of the game', () => {
  const ended = (winner: 0 | 1, by: '7.1' | '7.2'): TheGameState => ({ ...fresh(), phase: 'over', result: { winner, loser: winner === 0 ? 1 : 0, by } });

  test('cards still to lay: hand and draw pile, 6 + 52 = 58 at the deal (1.1, 2.3)', () => {
    expect(cardsLeft(fresh(), 0)).toBe(58);
    expect(cardsLeft(fresh(), 1)).toBe(58);
  });

  test.each([
    [1, '7.2', 0, 'You lose: you cannot lay the two cards your turn needs.', false],
    [1, '7.2', 1, 'You win: Ben cannot lay the two cards a turn needs.', true],
    [0, '7.1', 0, 'You win: you have laid all 58 of your cards.', true],
    [0, '7.1', 1, 'Ben wins by laying all 58 cards.', false],
  ] as const)('winner seat %i by %s, the reader at seat %i: "%s"', (winner, by, reader, heading, won) => {
    const outcome = theGameOutcome(ended(winner, by), reader);
    expect(outcome.heading).toBe(heading);
    expect(outcome.readerWon).toBe(won);
    expect(outcome.match).toBeNull();
    expect(outcome.result?.citations.map((c) => c.number)).toEqual([by]);
    expect(outcome.breakdowns).toHaveLength(1);
  });
});

describe('the cards each player still had to lay', () => {
  test('Ben laid his last card (7.1); Ana holds 4 with 9 in her draw pile: 13 left, Ben 0', () => {
    const s = fresh();
    const state: TheGameState = {
      ...s,
      phase: 'over',
      result: { winner: 0, loser: 1, by: '7.1' },
      seats: [
        { ...s.seats[0], hand: [], draw: [] },
        { ...s.seats[1], hand: [12, 30, 41, 55], draw: [2, 3, 4, 5, 6, 7, 8, 9, 10] },
      ],
    };
    const b = theGameBreakdown(state, 1);
    expect(b.parts.map((p) => p.key)).toEqual(['hand', 'draw']);
    expect(b.columns.map((c) => [c.who, c.reader, c.cells.hand.points, c.cells.draw.points, c.total])).toEqual([
      ['Ben', false, 0, 0, 0],
      ['Ana (you)', true, 4, 9, 13],
    ]);
    expect(b.total.citations.map((c) => c.number)).toEqual(['1.1', '7.1']);
    expect(b.columns[1].cells.hand.detail).toBe('cards');
  });
});
