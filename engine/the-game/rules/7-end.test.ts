import { describe, expect, test } from 'vitest';
import { positionFromSetup } from '../setup';
import { act, actAll, position, PLAYERS } from '../test-helpers';
import { canStillLayMinimum, hasLaidAll } from './7-end';

/** Ben with his last card in hand (30), nothing to draw, every other card on his piles (2-29 up, 59-31 down). */
const lastCard = (hand = [30]) => position({
  ben: { hand, up: [29], down: [31], rest: 'piles' },
  ana: { hand: [10, 11, 12, 13, 14, 15], up: [9] },
});

describe('7.1 all 58 laid: a win at once', () => {
  test('Ben lays his last card as the first of his turn and wins; the minimum of two never comes into it', () => {
    const s = lastCard();
    expect(s.seats[0].draw).toEqual([]);
    expect(s.seats[0].up).toHaveLength(28);
    const r = act(s, 'Ben lay 30 on Ben up');
    expect(r.ruling).toMatchObject({ lawful: true, classification: 'lay', citations: ['3.1', '7.1'] });
    expect(r.ruling.summary).toContain('wins at once');
    expect(r.state.phase).toBe('over');
    expect(r.state.result).toEqual({ winner: 0, loser: 1, by: '7.1' });
    expect(hasLaidAll(r.state, 0)).toBe(true);
  });

  test('in the middle of a turn: the third card is the last one, and the game ends without ending the turn', () => {
    const s = lastCard([30, 32, 33]);
    const steps = actAll(s, ['Ben lay 30 on Ben up', 'Ben lay 32 on Ben up', 'Ben lay 33 on Ben up']);
    expect(steps.map((x) => x.state.phase)).toEqual(['playing', 'playing', 'over']);
    expect(steps[2].state.result).toEqual({ winner: 0, loser: 1, by: '7.1' });
  });

  test('after the end every action is refused, citing 7.1, and changes nothing', () => {
    const over = act(lastCard(), 'Ben lay 30 on Ben up').state;
    for (const text of ['Ben end turn', 'Ana lay 10 on Ana up', 'Ana end turn']) {
      const r = act(over, text);
      expect(r.ruling).toMatchObject({ classification: 'refused', lawful: false, citations: ['7.1'] });
      expect(r.state).toEqual(over);
    }
  });

  test('a game in play where someone has laid everything makes no sense', () => {
    const r = positionFromSetup({ players: PLAYERS, turn: 'Ana', seats: [{ hand: [], up: [30], down: [31], rest: 'piles' }, { hand: [10, 11, 12, 13, 14, 15] }] });
    expect(r).toMatchObject({ ok: false });
    expect(!r.ok && r.error).toContain('7.1');
  });
});

describe('7.2 cannot lay two: a loss at once', () => {
  test('one card left, nothing to draw, and it fits nowhere: Ben loses as soon as his turn begins', () => {
    // Ben: 30 in hand; 2-34 except 25 and 30 under his ascending 35, 59-36 under his descending 25. Ana has just laid two.
    const s = position({
      turn: 'Ana', laid: { own: 2, opponent: 0 },
      ben: { hand: [30], up: [35], down: [25], rest: 'piles' },
      ana: { hand: [40, 41, 42, 43], up: [10, 20] },
    });
    const r = act(s, 'Ana end turn');
    expect(r.ruling).toMatchObject({ lawful: true, classification: 'endTurn', citations: ['5.4', '6.1', '5.3', '7.2'] });
    expect(r.ruling.summary).toContain('Ben loses at once');
    expect(r.state.phase).toBe('over');
    expect(r.state.toMove).toBe(0);
    expect(r.state.result).toEqual({ winner: 1, loser: 0, by: '7.2' });
    expect(act(r.state, 'Ben lay 30 on Ben up').ruling.citations).toEqual(['7.2']);
  });

  test('one card for Ana and then nothing of his own fits: Ben has laid one card, not two, and loses', () => {
    const s = position({
      ben: { hand: [30, 45, 26, 27, 28, 29], up: [35], down: [25] },
      ana: { hand: [2, 3, 4, 5, 6, 7], up: [33], down: [40] },
    });
    const bad = act(s, 'Ben lay 45 on Ana down');
    expect(bad.ruling).toMatchObject({ lawful: true, classification: 'help', citations: ['4.1', '4.2', '7.2'] });
    expect(bad.state.result).toEqual({ winner: 1, loser: 0, by: '7.2' });
    // The other order keeps him in the game.
    const good = actAll(s, ['Ben lay 45 on Ben up', 'Ben lay 30 on Ana up', 'Ben end turn']);
    expect(good.every((x) => x.ruling.lawful && x.state.phase === 'playing')).toBe(true);
  });

  test('one card fits but nothing can follow it: Ben cannot lay two, and loses at the start of his turn without laying', () => {
    // 36 fits his ascending 35; after it, 30 fits none of the four piles (35 up/25 down for Ben, 20 up/40 down for Ana).
    const setup = {
      ben: { hand: [30, 36], up: [35], down: [25] },
      ana: { hand: [41, 42, 43, 44], up: [10, 20], down: [40] },
    };
    const s = position({ turn: 'Ana', laid: { own: 2, opponent: 0 }, ...setup });
    const r = act(s, 'Ana end turn');
    expect(r.ruling.citations).toEqual(['5.4', '6.1', '7.2']);
    expect(r.state.result).toEqual({ winner: 1, loser: 0, by: '7.2' });
    expect(r.state.seats[0].hand).toEqual([30, 36]);
    // Such a position with Ben to move is over already, so it is no position in play.
    const asPlay = positionFromSetup({ players: PLAYERS, turn: 'Ben', seats: [setup.ben, { ...setup.ana, hand: [41, 42, 43, 44, 45, 46] }] });
    expect(!asPlay.ok && asPlay.error).toContain('7.2');
  });

  test('the look-ahead: reaching two in some order is enough, and two laid ask for nothing more', () => {
    const view = (hand: number[], laid = { own: 0, opponent: 0 }, drawLeft = 10) => ({ hand, tops: { own: { up: 35, down: 25 }, opponent: { up: 20, down: 40 } }, laid, drawLeft });
    expect(canStillLayMinimum(view([30, 36]))).toBe(false);
    expect(canStillLayMinimum(view([36, 37]))).toBe(true);
    expect(canStillLayMinimum(view([36, 45]))).toBe(true); // 36 own, 45 for Ana's descending
    expect(canStillLayMinimum(view([30], { own: 2, opponent: 0 }))).toBe(true);
    expect(canStillLayMinimum(view([36]))).toBe(false); // one fitting card, more in the draw pile: not two
    expect(canStillLayMinimum(view([36], { own: 0, opponent: 0 }, 0))).toBe(true); // ...but the last card of all wins (7.1)
    expect(canStillLayMinimum(view([], { own: 1, opponent: 0 }))).toBe(false);
  });
});

describe('7.3 a used-up draw pile: play goes on', () => {
  test('Ben draws nothing and Ana moves; the game is not over', () => {
    const s = position({
      ben: { hand: [30, 31, 32, 33], up: [29], down: [34] },
      ana: { hand: [10, 11, 12, 13, 14, 15], up: [9], down: [16] },
      rest: 'piles',
    });
    const steps = actAll(s, ['Ben lay 30 on Ben up', 'Ben lay 31 on Ben up', 'Ben end turn', 'Ana lay 10 on Ana up', 'Ana lay 15 on Ana down', 'Ana end turn']);
    expect(steps.every((x) => x.ruling.lawful && x.state.phase === 'playing')).toBe(true);
    expect(steps[2].ruling.citations).toContain('7.3');
    expect(steps[5].state.seats[0].hand).toEqual([32, 33]);
  });
});
