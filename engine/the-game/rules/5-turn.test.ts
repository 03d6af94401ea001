import { describe, expect, test } from 'vitest';
import { applyRule } from '../machine';
import { act, actAll, position, top } from '../test-helpers';
import type { TheGameAction } from '../types';

const start = () => position({ ben: { hand: [30, 35, 34, 12, 50, 51] }, ana: { hand: [2, 3, 4, 5, 6, 7], up: [29] } });

describe('5.1 at least two cards a turn, more if you like', () => {
  test('the turn cannot end with no card or one card laid; nothing changes', () => {
    const s = start();
    const none = act(s, 'Ben end turn');
    expect(none.ruling.classification).toBe('refused');
    expect(none.ruling.citations).toEqual(['5.1']);
    expect(none.state).toEqual(s);
    const one = act(s, 'Ben lay 30 on Ben up').state;
    const r = act(one, 'Ben end turn');
    expect(r.ruling.citations).toEqual(['5.1']);
    expect(r.state).toEqual(one);
  });

  test('after two cards the turn may end: Ana moves next with nothing laid', () => {
    const steps = actAll(start(), ['Ben lay 30 on Ben up', 'Ben lay 35 on Ben down', 'Ben end turn']);
    expect(steps[2].ruling.lawful).toBe(true);
    expect(steps[2].ruling.classification).toBe('endTurn');
    expect(steps[2].state.toMove).toBe(1);
    expect(steps[2].state.laid).toEqual({ own: 0, opponent: 0 });
  });

  test('all six cards in one turn', () => {
    const s = position({ ben: { hand: [30, 31, 32, 33, 34, 35] }, ana: { hand: [2, 3, 4, 5, 6, 7] } });
    const steps = actAll(s, [30, 31, 32, 33, 34, 35].map((c) => `Ben lay ${c} on Ben up`));
    expect(steps.every((x) => x.ruling.lawful)).toBe(true);
    expect(steps[5].state.seats[0].hand).toEqual([]);
    const end = act(steps[5].state, 'Ben end turn');
    expect(end.ruling.lawful).toBe(true);
    expect(end.state.seats[0].hand).toHaveLength(2);
  });
});

describe('5.2 one card at a time, any pile, any order', () => {
  test('the rulebook\u2019s example turn: one card on the own ascending pile, two on the own descending pile, one on the opponent\u2019s ascending pile', () => {
    const steps = actAll(start(), ['Ben lay 30 on Ben up', 'Ben lay 35 on Ben down', 'Ben lay 34 on Ben down', 'Ben lay 12 on Ana up']);
    expect(steps.map((s) => s.ruling.classification)).toEqual(['lay', 'lay', 'lay', 'help']);
    const after = steps[3].state;
    expect([top(after, 0, 'up'), top(after, 0, 'down'), top(after, 1, 'up')]).toEqual([30, 34, 12]);
    expect(after.laid).toEqual({ own: 3, opponent: 1 });
    expect(after.seats[0].hand).toEqual([50, 51]);
  });

  test('the opponent\u2019s card may come first, the own cards after', () => {
    const steps = actAll(start(), ['Ben lay 12 on Ana up', 'Ben lay 30 on Ben up', 'Ben end turn']);
    expect(steps.every((s) => s.ruling.lawful)).toBe(true);
  });

  test('only cards in the hand: a card in the draw pile or already laid is refused', () => {
    const s = start();
    expect(act(s, 'Ben lay 2 on Ben up').ruling).toMatchObject({ classification: 'refused', citations: ['5.2'] });
    const laid = act(s, 'Ben lay 30 on Ben up').state;
    expect(act(laid, 'Ben lay 30 on Ben down').ruling).toMatchObject({ classification: 'refused', citations: ['5.2'] });
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
    ben: { hand: [30, 31, 32, 33], up: [29], down: [34] },
    ana: { hand: [10, 11, 12, 13, 14, 15], up: [9], down: [16] },
    rest: 'piles',
  });

  test('one card is still not enough to end the turn', () => {
    const s = empty();
    expect(s.seats[0].draw).toEqual([]);
    const one = act(s, 'Ben lay 30 on Ben up').state;
    const r = act(one, 'Ben end turn');
    expect(r.ruling).toMatchObject({ classification: 'refused', citations: ['5.1', '5.3'] });
  });

  test('with two down the turn ends, and there is nothing to draw (7.3)', () => {
    const steps = actAll(empty(), ['Ben lay 30 on Ben up', 'Ben lay 33 on Ben down', 'Ben end turn']);
    expect(steps[2].ruling).toMatchObject({ classification: 'endTurn', citations: ['5.4', '6.1', '7.3'] });
    expect(steps[2].state.seats[0].hand).toEqual([31, 32]);
    expect(steps[2].state.phase).toBe('playing');
  });
});

describe('5.4 ending the turn, and whose turn it is', () => {
  test('only the player to move lays or ends; the other is refused', () => {
    const s = start();
    for (const text of ['Ana lay 2 on Ana down', 'Ana end turn', 'Ana lay 28 on Ben up']) {
      const r = act(s, text);
      expect(r.ruling).toMatchObject({ classification: 'refused', lawful: false, citations: ['5.4'] });
      expect(r.state).toEqual(s);
    }
  });

  test('players alternate', () => {
    const steps = actAll(start(), ['Ben lay 30 on Ben up', 'Ben lay 35 on Ben down', 'Ben end turn', 'Ana lay 2 on Ana down', 'Ana lay 3 on Ben up', 'Ana end turn']);
    expect(steps.map((s) => s.ruling.lawful)).toEqual([true, true, true, true, true, true]);
    expect(steps[5].state.toMove).toBe(0);
  });
});
