import { describe, expect, test } from 'vitest';
import { applyRule } from '../machine';
import { act, actAll, position, top } from '../test-helpers';
import type { TheGameAction } from '../types';

const start = () => position({ tim: { hand: [30, 35, 34, 12, 50, 51] }, sarah: { hand: [2, 3, 4, 5, 6, 7], up: [29] } });

describe('5.1 at least two cards a turn, more if you like', () => {
  test('the turn cannot end with no card or one card laid; nothing changes', () => {
    const s = start();
    const none = act(s, 'Tim end turn');
    expect(none.ruling.classification).toBe('refused');
    expect(none.ruling.citations).toEqual(['5.1']);
    expect(none.state).toEqual(s);
    const one = act(s, 'Tim lay 30 on Tim up').state;
    const r = act(one, 'Tim end turn');
    expect(r.ruling.citations).toEqual(['5.1']);
    expect(r.state).toEqual(one);
  });

  test('after two cards the turn may end: Sarah moves next with nothing laid', () => {
    const steps = actAll(start(), ['Tim lay 30 on Tim up', 'Tim lay 35 on Tim down', 'Tim end turn']);
    expect(steps[2].ruling.lawful).toBe(true);
    expect(steps[2].ruling.classification).toBe('endTurn');
    expect(steps[2].state.toMove).toBe(1);
    expect(steps[2].state.laid).toEqual({ own: 0, opponent: 0 });
  });

  test('all six cards in one turn', () => {
    const s = position({ tim: { hand: [30, 31, 32, 33, 34, 35] }, sarah: { hand: [2, 3, 4, 5, 6, 7] } });
    const steps = actAll(s, [30, 31, 32, 33, 34, 35].map((c) => `Tim lay ${c} on Tim up`));
    expect(steps.every((x) => x.ruling.lawful)).toBe(true);
    expect(steps[5].state.seats[0].hand).toEqual([]);
    const end = act(steps[5].state, 'Tim end turn');
    expect(end.ruling.lawful).toBe(true);
    expect(end.state.seats[0].hand).toHaveLength(2);
  });
});

describe('5.2 one card at a time, any pile, any order', () => {
  test('Tim\u2019s turn from the rulebook: one on his ascending pile, two on his descending pile, one on Sarah\u2019s ascending pile', () => {
    const steps = actAll(start(), ['Tim lay 30 on Tim up', 'Tim lay 35 on Tim down', 'Tim lay 34 on Tim down', 'Tim lay 12 on Sarah up']);
    expect(steps.map((s) => s.ruling.classification)).toEqual(['lay', 'lay', 'lay', 'help']);
    const after = steps[3].state;
    expect([top(after, 0, 'up'), top(after, 0, 'down'), top(after, 1, 'up')]).toEqual([30, 34, 12]);
    expect(after.laid).toEqual({ own: 3, opponent: 1 });
    expect(after.seats[0].hand).toEqual([50, 51]);
  });

  test('the opponent\u2019s card may come first, the own cards after', () => {
    const steps = actAll(start(), ['Tim lay 12 on Sarah up', 'Tim lay 30 on Tim up', 'Tim end turn']);
    expect(steps.every((s) => s.ruling.lawful)).toBe(true);
  });

  test('only cards in the hand: a card in the draw pile or already laid is refused', () => {
    const s = start();
    expect(act(s, 'Tim lay 2 on Tim up').ruling).toMatchObject({ classification: 'refused', citations: ['5.2'] });
    const laid = act(s, 'Tim lay 30 on Tim up').state;
    expect(act(laid, 'Tim lay 30 on Tim down').ruling).toMatchObject({ classification: 'refused', citations: ['5.2'] });
  });

  test('no such card or pile: refused by 1.1 and 1.2', () => {
    const s = start();
    const bad = (action: unknown) => applyRule(s, action as TheGameAction);
    expect(bad({ type: 'lay', seat: 0, card: 60, pile: { owner: 0, row: 'up' } })).toMatchObject({ lawful: false, citations: ['1.1'] });
    expect(bad({ type: 'lay', seat: 0, card: 12.5, pile: { owner: 0, row: 'up' } })).toMatchObject({ lawful: false, citations: ['1.1'] });
    expect(bad({ type: 'lay', seat: 0, card: 30, pile: { owner: 2, row: 'up' } })).toMatchObject({ lawful: false, citations: ['1.2'] });
    expect(bad({ type: 'lay', seat: 0, card: 30, pile: { owner: 0, row: 'middle' } })).toMatchObject({ lawful: false, citations: ['1.2'] });
    expect(bad({ type: 'shuffle', seat: 0 })).toMatchObject({ lawful: false, classification: 'refused' });
    expect(bad({ type: 'shuffle', seat: 0 }).state).toBe(s);
  });
});

describe('5.3 the minimum holds with the draw pile used up', () => {
  const empty = () => position({
    tim: { hand: [30, 31, 32, 33], up: [29], down: [34] },
    sarah: { hand: [10, 11, 12, 13, 14, 15], up: [9], down: [16] },
    rest: 'piles',
  });

  test('one card is still not enough to end the turn', () => {
    const s = empty();
    expect(s.seats[0].draw).toEqual([]);
    const one = act(s, 'Tim lay 30 on Tim up').state;
    const r = act(one, 'Tim end turn');
    expect(r.ruling).toMatchObject({ classification: 'refused', citations: ['5.1', '5.3'] });
  });

  test('with two down the turn ends, and there is nothing to draw (7.3)', () => {
    const steps = actAll(empty(), ['Tim lay 30 on Tim up', 'Tim lay 33 on Tim down', 'Tim end turn']);
    expect(steps[2].ruling).toMatchObject({ classification: 'endTurn', citations: ['5.4', '6.1', '7.3'] });
    expect(steps[2].state.seats[0].hand).toEqual([31, 32]);
    expect(steps[2].state.phase).toBe('playing');
  });
});

describe('5.4 ending the turn, and whose turn it is', () => {
  test('only the player to move lays or ends; the other is refused', () => {
    const s = start();
    for (const text of ['Sarah lay 2 on Sarah down', 'Sarah end turn', 'Sarah lay 28 on Tim up']) {
      const r = act(s, text);
      expect(r.ruling).toMatchObject({ classification: 'refused', lawful: false, citations: ['5.4'] });
      expect(r.state).toEqual(s);
    }
  });

  test('players alternate', () => {
    const steps = actAll(start(), ['Tim lay 30 on Tim up', 'Tim lay 35 on Tim down', 'Tim end turn', 'Sarah lay 2 on Sarah down', 'Sarah lay 3 on Tim up', 'Sarah end turn']);
    expect(steps.map((s) => s.ruling.lawful)).toEqual([true, true, true, true, true, true]);
    expect(steps[5].state.toMove).toBe(0);
  });
});
