/**
 * Where each player's penalty points come from at the end of a Gress game
 * (9.4, 10.2): the parts are the engine's (penaltyParts), laid out per
 * player, and the total is the count the engine wrote.
 */
import { describe, expect, test } from 'vitest';
import { playBotGame } from '../../../../engine/gress/play/bot-game';
import { tableSetup } from '../../../../engine/gress/play/test-games';
import { over, scored } from '../test-fixtures';
import { penaltyBreakdown } from './breakdown';

const table = (b: NonNullable<ReturnType<typeof penaltyBreakdown>>) =>
  b.columns.map((c) => [c.who, Object.fromEntries(Object.entries(c.cells).map(([k, v]) => [k, v.points])), c.total]);

describe('the penalty count broken down', () => {
  test('Anna laid down K♥ 9♣ and owed a card the pile could not give: 2 + 1 + 1 = 4; Ben went out; Carla 7♣ with her Marke: 1 + 4 = 5', () => {
    const b = penaltyBreakdown(scored, 0)!;
    expect(b.parts.map((p) => [p.key, p.citations.map((c) => c.number)])).toEqual([
      ['cards', ['9.4']],
      ['black-nines', ['9.4']],
      ['marke', ['9.4']],
      ['unpaid', ['10.2']],
    ]);
    expect(table(b)).toEqual([
      ['Anna (you)', { cards: 2, 'black-nines': 1, marke: 0, unpaid: 1 }, 4],
      ['Ben ★', { cards: 0, 'black-nines': 0, marke: 0, unpaid: 0 }, 0],
      ['Carla', { cards: 1, 'black-nines': 0, marke: 4, unpaid: 0 }, 5],
    ]);
    expect(b.columns[0].cells.cards.detail).toBe('2 cards');
    expect(b.note?.text).toBe('Ben went out: no cards, no Marke, no debt.');
    expect(b.note?.mark).toBe('star');
  });

  test('no unpaid row when nobody owed anything at the end; nothing before the count', () => {
    const plain = { ...scored, unpaid: [0, 0, 0], penalties: [3, 0, 5] };
    expect(penaltyBreakdown(plain, 1)!.parts.map((p) => p.key)).toEqual(['cards', 'black-nines', 'marke']);
    expect(penaltyBreakdown(over, 0)).toBeNull();
  });

  test.each([0, 1, 2, 3, 4, 5])('bot game %i: the parts of every player add up to the count the engine wrote', (i) => {
    const game = playBotGame(tableSetup(i));
    if (!game.ok) throw new Error(game.error);
    const state = game.table.state;
    if (state.phase !== 'scored') return expect(state.phase).toBe('scored');
    const b = penaltyBreakdown(state, 0)!;
    for (const c of b.columns) expect(Object.values(c.cells).reduce((n, v) => n + v.points, 0)).toBe(c.total);
    expect(b.columns.map((c) => c.total)).toEqual(state.penalties);
  });
});
