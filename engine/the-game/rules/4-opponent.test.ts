import { describe, expect, test } from 'vitest';
import { act, actAll, position, top } from '../test-helpers';
import { improves, mayLayOnOpponent } from './4-opponent';

describe('4.2 the card for the opponent must improve their pile', () => {
  test('Ana\u2019s ascending pile shows 29: Ben lays 12 on it and so improves it for her', () => {
    const start = position({ ben: { hand: [12, 40, 41, 42, 43, 44] }, ana: { hand: [2, 3, 4, 5, 6, 7], up: [29] } });
    const r = act(start, 'Ben lay 12 on Ana up');
    expect(r.ruling.lawful).toBe(true);
    expect(r.ruling.classification).toBe('help');
    expect(r.ruling.citations).toEqual(['4.1', '4.2']);
    expect(top(r.state, 1, 'up')).toBe(12);
    // The card lies on Ana's pile but is still Ben's (it counts among his 58).
    expect(r.state.seats[1].up).toEqual([{ value: 29, by: 1 }, { value: 12, by: 0 }]);
    expect(r.state.laid).toEqual({ own: 0, opponent: 1 });
  });

  test('Ben\u2019s piles show 18 (ascending) and 40 (descending): Ana needs lower than 18 or higher than 40', () => {
    const start = position({ turn: 'Ana', ben: { hand: [2, 3, 4, 5, 6, 7], up: [18], down: [40] }, ana: { hand: [17, 2, 19, 41, 39, 28] } });
    const verdict = (card: number, row: 'up' | 'down') => act(start, `Ana lay ${card} on Ben ${row}`).ruling.classification;
    expect(verdict(17, 'up')).toBe('help');
    expect(verdict(2, 'up')).toBe('help');
    expect(verdict(19, 'up')).toBe('refused');
    expect(verdict(41, 'down')).toBe('help');
    expect(verdict(39, 'down')).toBe('refused');
  });

  test('the same number of the other colour is no improvement', () => {
    expect(improves(18, 18, 'up')).toBe(false);
    expect(improves(40, 40, 'down')).toBe(false);
  });

  test('own-pile rules do not apply: no backwards trick and no ordinary direction on the opponent\u2019s pile', () => {
    const start = position({ turn: 'Ana', ben: { hand: [2, 3, 4, 5, 6, 7], up: [18], down: [40] }, ana: { hand: [17, 8, 28, 19, 30, 50] } });
    for (const text of ['Ana lay 28 on Ben up', 'Ana lay 19 on Ben up', 'Ana lay 30 on Ben down']) {
      const r = act(start, text);
      expect(r.ruling.classification).toBe('refused');
      expect(r.ruling.citations).toEqual(['4.2']);
      expect(r.ruling.summary).toContain('do not apply');
      expect(r.state).toEqual(start);
    }
    // 10 below their ascending top improves it like any lower card: a help, not a trick.
    expect(act(start, 'Ana lay 8 on Ben up').ruling.classification).toBe('help');
    expect(act(start, 'Ana lay 50 on Ben down').ruling.classification).toBe('help');
  });

  test('nothing improves an empty pile: no number card is below 1 or above 60', () => {
    for (let card = 2; card <= 59; card++) {
      expect(improves(card, 1, 'up')).toBe(false);
      expect(improves(card, 60, 'down')).toBe(false);
    }
  });
});

describe('4.1 at most one card per turn on the opponent\u2019s piles', () => {
  const start = position({ ben: { hand: [12, 11, 45, 46, 47, 48] }, ana: { hand: [2, 3, 4, 5, 6, 7], up: [29], down: [30] } });

  test('a second card for Ana is refused, on either of her piles, and changes nothing', () => {
    const [first] = actAll(start, ['Ben lay 12 on Ana up']);
    for (const text of ['Ben lay 11 on Ana up', 'Ben lay 45 on Ana down']) {
      const r = act(first.state, text);
      expect(r.ruling.classification).toBe('refused');
      expect(r.ruling.citations).toEqual(['4.1']);
      expect(r.state).toEqual(first.state);
    }
  });

  test('the limit counts per turn: the next turn allows one again', () => {
    expect(mayLayOnOpponent({ own: 3, opponent: 0 })).toBe(true);
    expect(mayLayOnOpponent({ own: 3, opponent: 1 })).toBe(false);
    const steps = actAll(start, ['Ben lay 12 on Ana up', 'Ben lay 45 on Ben up', 'Ben end turn', 'Ana lay 7 on Ana down', 'Ana lay 6 on Ana down', 'Ana end turn']);
    expect(steps.every((s) => s.ruling.lawful)).toBe(true);
    expect(act(steps[5].state, 'Ben lay 11 on Ana up').ruling.classification).toBe('help');
  });
});

describe('4.2 with 3.1-3.3: the owner goes on from the helping card by the own-pile rules', () => {
  test('Ana\u2019s ascending pile shows Ben\u2019s 12: she may lay higher, or exactly 10 lower; her own 12 fits neither way', () => {
    const start = position({ ben: { hand: [12, 40, 41, 42, 43, 44] }, ana: { hand: [2, 12, 13, 22, 30, 31], up: [29] } });
    const helped = actAll(start, ['Ben lay 12 on Ana up', 'Ben lay 40 on Ben up', 'Ben end turn']).at(-1)!.state;
    expect(helped.toMove).toBe(1);
    expect(act(helped, 'Ana lay 13 on Ana up').ruling.classification).toBe('lay');
    expect(act(helped, 'Ana lay 2 on Ana up').ruling.classification).toBe('trick');
    expect(act(helped, 'Ana lay 12 on Ana up').ruling).toMatchObject({ classification: 'refused', citations: ['3.1', '3.3'] });
  });
});
