import { describe, expect, test } from 'vitest';
import { dealGame, positionFromSetup } from './setup';
import { PLAYERS } from './test-helpers';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('2.1-2.4 the seeded deal', () => {
  const deal = (seed: number) => {
    const r = dealGame(PLAYERS, seed);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  };

  test('2.1-2.3: piles empty (row cards showing), six in hand, 52 face down, nothing laid yet', () => {
    const s = deal(42);
    expect(s.phase).toBe('playing');
    expect(s.laid).toEqual({ own: 0, opponent: 0 });
    expect(s.result).toBeNull();
    for (const seat of s.seats) {
      expect(seat.up).toEqual([]);
      expect(seat.down).toEqual([]);
      expect(seat.hand).toHaveLength(6);
      expect(seat.draw).toHaveLength(52);
      // 2.2: all 58 cards of the player, shuffled; 2.3: the hand is the top six.
      expect([...seat.hand, ...seat.draw].sort((a, b) => a - b)).toEqual(range(2, 59));
    }
  });

  test('2.2: each player has their own shuffle; the same seed deals the same game', () => {
    const s = deal(42);
    expect(deal(42)).toEqual(s);
    expect([...s.seats[0].hand, ...s.seats[0].draw]).not.toEqual([...s.seats[1].hand, ...s.seats[1].draw]);
    expect(deal(43)).not.toEqual(s);
  });

  test('2.4: the seed decides who starts; over many seeds each player starts about half the time', () => {
    const starts = range(1, 400).map((seed) => deal(seed).toMove);
    const ben = starts.filter((seat) => seat === 0).length;
    expect(ben).toBeGreaterThan(150);
    expect(ben).toBeLessThan(250);
  });

  test('exactly two players with distinct usable names', () => {
    expect(dealGame(['Ben'], 1)).toMatchObject({ ok: false });
    expect(dealGame(['Ben', 'Ana', 'Bob'], 1)).toMatchObject({ ok: false });
    expect(dealGame(['Ben', 'ben'], 1)).toMatchObject({ ok: false });
    expect(dealGame(['Ben', 'Ana Jane'], 1)).toMatchObject({ ok: false });
    expect(dealGame(['Ben', 'Ana'], Number.NaN)).toMatchObject({ ok: false });
  });

  test('2.2: a seed is a whole number from 0 to 4294967295; others are refused, not folded into that range', () => {
    expect(dealGame(PLAYERS, 0).ok).toBe(true);
    expect(dealGame(PLAYERS, 4294967295).ok).toBe(true);
    for (const [seed, shown] of [[1e21, '1e+21'], [-1, '-1'], [0.5, '0.5'], [4294967296, '4294967296'], [Number.POSITIVE_INFINITY, 'Infinity']] as const) {
      expect(dealGame(PLAYERS, seed)).toEqual({ ok: false, error: `seed: a seed is a whole number from 0 to 4294967295, got ${shown}` });
    }
  });
});

describe('explicit positions for scenarios', () => {
  test('unlisted cards become the draw pile, lowest on top', () => {
    const r = positionFromSetup({ players: PLAYERS, turn: 'Ana', seats: [{ hand: [2, 3, 4, 5, 6, 7] }, { hand: [10, 20, 30, 40, 50, 55], up: [8] }] });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.toMove).toBe(1);
    expect(r.value.seats[0].draw).toEqual(range(8, 59));
    expect(r.value.seats[1].draw.slice(0, 4)).toEqual([2, 3, 4, 5]);
    expect(r.value.seats[1].draw).toHaveLength(58 - 7);
  });

  test('rest: piles lays the unlisted cards under the listed ones, in an order the rules allow', () => {
    const r = positionFromSetup({ players: PLAYERS, turn: 'Ben', rest: 'piles', seats: [{ hand: [30], up: [29], down: [31] }, { hand: [10, 11], up: [9], down: [12] }] });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.seats[0].up.map((c) => c.value)).toEqual(range(2, 29));
    expect(r.value.seats[0].down.map((c) => c.value)).toEqual([...range(31, 59)].reverse());
    expect(r.value.seats[0].draw).toEqual([]);
  });

  test('a card on the opponent\u2019s pile is written { value, foreign: true }', () => {
    const r = positionFromSetup({ players: PLAYERS, turn: 'Ben', laid: { own: 0, opponent: 1 }, seats: [{ hand: [40, 41, 42, 43, 44] }, { hand: [2, 3, 4, 5, 6, 7], up: [29, { value: 12, foreign: true }] }] });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.seats[1].up).toEqual([{ value: 29, by: 1 }, { value: 12, by: 0 }]);
    expect(r.value.seats[0].draw).not.toContain(12);
  });

  test('bad set-ups are reported, not thrown', () => {
    expect(positionFromSetup({ players: PLAYERS, turn: 'Bob', seats: [{ hand: [] }, { hand: [] }] })).toMatchObject({ ok: false });
    const twice = positionFromSetup({ players: PLAYERS, turn: 'Ben', seats: [{ hand: [2, 3], up: [2] }, { hand: [4, 5] }] });
    expect(!twice.ok && twice.error).toMatch(/^cards: Ben's 2 is in Ben's hand and again in Ben's ascending pile/);
    const seven = positionFromSetup({ players: PLAYERS, turn: 'Ben', seats: [{ hand: [2, 3, 4, 5, 6, 7, 8] }, { hand: [4, 5] }] });
    expect(!seven.ok && seven.error).toMatch(/^hands: Ben holds 7 .*at most 6/);
    const gap = positionFromSetup({ players: PLAYERS, turn: 'Ben', rest: 'piles', seats: [{ hand: [30], up: [20], down: [40] }, { hand: [4, 5] }] });
    expect(!gap.ok && gap.error).toMatch(/^rest: Ben's 21 fits under neither/);
  });
});
