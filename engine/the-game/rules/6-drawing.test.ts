import { describe, expect, test } from 'vitest';
import { act, actAll, position } from '../test-helpers';
import { cardsDue } from './6-drawing';

const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

describe('6.1 only own piles used: draw two', () => {
  test('3 cards laid, all on the own piles: 2 drawn (the rulebook\u2019s example)', () => {
    // Her draw pile is her other cards, lowest on top: 2 and 3 come next.
    const s = position({ turn: 'Ana', ben: { hand: [40, 41, 42, 43, 44, 45] }, ana: { hand: [10, 20, 30, 40, 50, 55] } });
    const steps = actAll(s, ['Ana lay 10 on Ana up', 'Ana lay 20 on Ana up', 'Ana lay 55 on Ana down', 'Ana end turn']);
    const end = steps[3];
    expect(end.ruling).toMatchObject({ classification: 'endTurn', citations: ['5.4', '6.1'] });
    expect(end.state.seats[1].hand).toEqual([30, 40, 50, 2, 3]);
    expect(end.state.seats[1].draw).toHaveLength(58 - 6 - 2);
    expect(end.state.seats[1].draw[0]).toBe(4);
  });

  test('two, however many were laid: six laid leaves a hand of two', () => {
    expect(cardsDue(0, { own: 6, opponent: 0 })).toEqual({ count: 2, paragraph: '6.1' });
    expect(cardsDue(4, { own: 2, opponent: 0 })).toEqual({ count: 2, paragraph: '6.1' });
  });
});

describe('6.2 a card on the opponent: refill to six', () => {
  test('5 cards laid, 4 on the own piles and 1 on the opponent\u2019s: the hand fills back up to 6 (the rulebook\u2019s example)', () => {
    const s = position({ ben: { hand: [30, 31, 32, 33, 12, 50] }, ana: { hand: [2, 3, 4, 5, 6, 7], up: [29] } });
    const steps = actAll(s, ['Ben lay 30 on Ben up', 'Ben lay 31 on Ben up', 'Ben lay 32 on Ben up', 'Ben lay 33 on Ben up', 'Ben lay 12 on Ana up', 'Ben end turn']);
    const end = steps[5];
    expect(end.ruling).toMatchObject({ classification: 'endTurn', citations: ['5.4', '6.2'] });
    // His other cards, lowest first, are his draw pile: 2, 3, 4, 5, 6 are the five he draws.
    expect(end.state.seats[0].hand).toEqual([50, 2, 3, 4, 5, 6]);
  });

  test('the smallest such turn: one own card and one for the opponent, then back to six', () => {
    const s = position({ ben: { hand: [30, 31, 32, 33, 12, 50] }, ana: { hand: [2, 3, 4, 5, 6, 7], up: [29] } });
    const steps = actAll(s, ['Ben lay 12 on Ana up', 'Ben lay 50 on Ben down', 'Ben end turn']);
    expect(steps[2].ruling.citations).toEqual(['5.4', '6.2']);
    expect(steps[2].state.seats[0].hand).toHaveLength(6);
  });

  test('the count is what brings the hand to six', () => {
    expect(cardsDue(1, { own: 4, opponent: 1 })).toEqual({ count: 5, paragraph: '6.2' });
    expect(cardsDue(4, { own: 1, opponent: 1 })).toEqual({ count: 2, paragraph: '6.2' });
    expect(cardsDue(0, { own: 5, opponent: 1 })).toEqual({ count: 6, paragraph: '6.2' });
  });
});

describe('6.1, 6.2 with 7.3: a draw pile too short takes what is left', () => {
  // Ben's cards: 30-35 in hand, 2-29 on his ascending pile, 59 and 56-36 on his descending pile; the rest in the draw pile.
  const ben = (draw: number[], down: number[]) => ({ hand: range(30, 35), draw, up: range(2, 29), down });

  test('one card left where two are due: Ben draws it', () => {
    const s = position({ ben: ben([58], [59, ...range(57, 36)]), ana: { hand: [2, 3, 4, 5, 6, 7] } });
    const steps = actAll(s, ['Ben lay 30 on Ben up', 'Ben lay 31 on Ben up', 'Ben end turn']);
    expect(steps[2].ruling.citations).toEqual(['5.4', '6.1', '7.3']);
    expect(steps[2].state.seats[0].hand).toEqual([32, 33, 34, 35, 58]);
    expect(steps[2].state.seats[0].draw).toEqual([]);
  });

  test('three left where five are due for the refill: Ben takes the three', () => {
    const s = position({ ben: ben([57, 58, 59], range(56, 36)), ana: { hand: [2, 3, 4, 5, 6, 7], down: [34] } });
    const steps = actAll(s, ['Ben lay 30 on Ben up', 'Ben lay 31 on Ben up', 'Ben lay 32 on Ben up', 'Ben lay 33 on Ben up', 'Ben lay 35 on Ana down', 'Ben end turn']);
    expect(steps.every((x) => x.ruling.lawful)).toBe(true);
    expect(steps[5].ruling.citations).toEqual(['5.4', '6.2', '7.3']);
    expect(steps[5].state.seats[0].hand).toEqual([34, 57, 58, 59]);
  });

  test('only one\u2019s own draw pile: Ana\u2019s is untouched by Ben\u2019s draw', () => {
    const s = position({ ben: ben([58], [59, ...range(57, 36)]), ana: { hand: [2, 3, 4, 5, 6, 7] } });
    const end = actAll(s, ['Ben lay 30 on Ben up', 'Ben lay 31 on Ben up', 'Ben end turn'])[2].state;
    expect(end.seats[1]).toEqual(s.seats[1]);
    expect(act(end, 'Ana end turn').ruling.citations).toEqual(['5.1']);
  });
});
