import { describe, expect, test } from 'vitest';
import { act, actAll, position, top } from '../test-helpers';
import { fallsOnDescending, isBackwardsTrick, judgeOwnLay, risesOnAscending } from './3-own-piles';

const chainFits = (values: number[], fits: (card: number, top: number) => boolean, start: number) =>
  values.every((v, i) => fits(v, i === 0 ? start : values[i - 1]));

describe('3.1 ascending pile', () => {
  test('each card higher than the one before, with any gap (the rulebook\u2019s 3, 11, 12, 13, 18, 20, 34)', () => {
    expect(chainFits([3, 11, 12, 13, 18, 20, 34], risesOnAscending, 1)).toBe(true);
    expect(risesOnAscending(12, 13)).toBe(false);
    expect(risesOnAscending(13, 13)).toBe(false);
  });

  test('Ana lays 4, then 8, then 13 on her ascending pile', () => {
    const start = position({ turn: 'Ana', ben: { hand: [2, 3, 5, 6, 7, 9] }, ana: { hand: [4, 8, 13, 50, 51, 52] } });
    const steps = actAll(start, ['Ana lay 4 on Ana up', 'Ana lay 8 on Ana up', 'Ana lay 13 on Ana up']);
    for (const s of steps) {
      expect(s.ruling.classification).toBe('lay');
      expect(s.ruling.citations).toEqual(['3.1']);
    }
    expect(steps[2].state.seats[1].up.map((c) => c.value)).toEqual([4, 8, 13]);
    expect(steps[2].state.seats[1].hand).toEqual([50, 51, 52]);
  });

  test('a lower card that is not exactly 10 lower is refused and changes nothing', () => {
    const start = position({ ben: { hand: [16, 26, 40, 41, 42, 43], up: [27] }, ana: { hand: [2, 3, 4, 5, 6, 7] } });
    for (const card of [16, 26]) {
      const r = act(start, `Ben lay ${card} on Ben up`);
      expect(r.ruling.classification).toBe('refused');
      expect(r.ruling.lawful).toBe(false);
      expect(r.ruling.citations).toEqual(['3.1', '3.3']);
      expect(r.state).toEqual(start);
    }
  });
});

describe('3.2 descending pile', () => {
  test('each card lower than the one before, with any gap (the rulebook\u2019s 54, 50, 48, 41, 40, 37)', () => {
    expect(chainFits([54, 50, 48, 41, 40, 37], fallsOnDescending, 60)).toBe(true);
    expect(fallsOnDescending(41, 40)).toBe(false);
  });

  test('on the empty descending pile (row card 60) any number card goes, even 2', () => {
    const start = position({ ben: { hand: [2, 30, 31, 32, 33, 34] }, ana: { hand: [2, 3, 4, 5, 6, 7] } });
    const r = act(start, 'Ben lay 2 on Ben down');
    expect(r.ruling.classification).toBe('lay');
    expect(r.ruling.citations).toEqual(['3.2']);
    expect(top(r.state, 0, 'down')).toBe(2);
  });
});

describe('3.3 the backwards trick', () => {
  test('Ben\u2019s ascending pile shows 27: his 17, exactly 10 lower, may go on it', () => {
    const start = position({ ben: { hand: [17, 40, 41, 42, 43, 44], up: [27] }, ana: { hand: [2, 3, 4, 5, 6, 7] } });
    const r = act(start, 'Ben lay 17 on Ben up');
    expect(r.ruling.lawful).toBe(true);
    expect(r.ruling.classification).toBe('trick');
    expect(r.ruling.citations).toEqual(['3.3']);
    expect(top(r.state, 0, 'up')).toBe(17);
    expect(r.state.seats[0].up).toEqual([{ value: 27, by: 0 }, { value: 17, by: 0 }]);
  });

  test('Ana\u2019s descending pile shows 35: her 45, exactly 10 higher, may go on it', () => {
    const start = position({ turn: 'Ana', ben: { hand: [2, 3, 4, 5, 6, 7] }, ana: { hand: [45, 10, 11, 12, 13, 14], down: [35] } });
    const r = act(start, 'Ana lay 45 on Ana down');
    expect(r.ruling.classification).toBe('trick');
    expect(r.ruling.citations).toEqual(['3.3']);
    expect(top(r.state, 1, 'down')).toBe(45);
  });

  test('exactly 10, never 9 or 11, and only in the backwards direction of each pile', () => {
    expect(isBackwardsTrick(17, 27, 'up')).toBe(true);
    expect(isBackwardsTrick(18, 27, 'up')).toBe(false);
    expect(isBackwardsTrick(16, 27, 'up')).toBe(false);
    expect(isBackwardsTrick(37, 27, 'up')).toBe(false);
    expect(isBackwardsTrick(45, 35, 'down')).toBe(true);
    expect(isBackwardsTrick(25, 35, 'down')).toBe(false);
    expect(judgeOwnLay(46, 35, 'down')).toMatchObject({ ok: false, citations: ['3.2', '3.3'] });
  });

  test('no trick from a row card: nothing is 10 below 1 or 10 above 60, so every card is an ordinary lay there', () => {
    for (let card = 2; card <= 59; card++) {
      expect(judgeOwnLay(card, 1, 'up')).toMatchObject({ ok: true, how: 'lay' });
      expect(judgeOwnLay(card, 60, 'down')).toMatchObject({ ok: true, how: 'lay' });
    }
  });
});

describe('3.4 as many tricks as you like in a turn', () => {
  test('normal, trick, two normal, trick again (the rulebook\u2019s pattern), then the turn ends', () => {
    const start = position({ ben: { hand: [25, 15, 16, 18, 8, 40], up: [20] }, ana: { hand: [2, 3, 4, 5, 6, 7] } });
    const steps = actAll(start, [
      'Ben lay 25 on Ben up', 'Ben lay 15 on Ben up', 'Ben lay 16 on Ben up', 'Ben lay 18 on Ben up', 'Ben lay 8 on Ben up', 'Ben end turn',
    ]);
    expect(steps.map((s) => s.ruling.classification)).toEqual(['lay', 'trick', 'lay', 'lay', 'trick', 'endTurn']);
    expect(steps[1].ruling.citations).toEqual(['3.3', '3.4']);
    expect(steps[4].ruling.citations).toEqual(['3.3', '3.4']);
    expect(steps[4].state.seats[0].up.map((c) => c.value)).toEqual([20, 25, 15, 16, 18, 8]);
    expect(steps[5].state.toMove).toBe(1);
  });
});
