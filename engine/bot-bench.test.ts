/**
 * The bot tournaments' design (bench/bot-tournaments.ts, bench/bot-common.ts,
 * bench/bots-gress.ts), checked by counts: who plays whom, and that a Gress
 * pairing is fair by construction. How strong a level is, the bench alone
 * measures (issue 28: no win rates in the test suite).
 */
import { describe, expect, test } from 'vitest';
import { isNextLower, meanInterval, pairingsOf, wilson } from '../bench/bot-common';
import { GAME_BENCHES } from '../bench/bot-tournaments';
import { GRESS_BENCH, gressTable } from '../bench/bots-gress';
import { THE_GAME_BENCH } from '../bench/bots-the-game';
import { GRESS_BOT_LEVEL_IDS } from './gress/play/levels';
import { BOT_LEVELS } from './the-game/bots';

describe('who plays whom', () => {
  test('each level plays the next lower one, weakest pair first', () => {
    expect(pairingsOf(GRESS_BENCH)).toEqual([['relaxed', 'random'], ['club', 'relaxed'], ['tournament', 'club']]);
    expect(pairingsOf(THE_GAME_BENCH)).toEqual([['club', 'random'], ['strong', 'club']]);
    expect(isNextLower(GRESS_BENCH, 'club', 'relaxed')).toBe(true);
    expect(isNextLower(GRESS_BENCH, 'tournament', 'relaxed')).toBe(false);
    expect(isNextLower(GRESS_BENCH, 'random', 'tournament')).toBe(false);
  });

  test("the bench's ladders are the engines' levels, in the engines' order", () => {
    expect(GRESS_BENCH.levels).toEqual([...GRESS_BOT_LEVEL_IDS]);
    expect(THE_GAME_BENCH.levels).toEqual(BOT_LEVELS.map((l) => l.id));
    expect(GAME_BENCHES.map((b) => b.game)).toEqual(['gress', 'the-game', 'gin-rummy', 'sens']);
  });
});

describe('a Gress pairing is fair by construction', () => {
  test('two seats each, alternating; the next game deals the same cards with the seats swapped', () => {
    const [a, b, c, d] = [0, 1, 2, 3].map((g) => gressTable('club', 'relaxed', g));
    expect(a.levels).toEqual(['club', 'relaxed', 'club', 'relaxed']);
    expect(b.levels).toEqual(['relaxed', 'club', 'relaxed', 'club']);
    expect(b.seed).toBe(a.seed);
    expect(b.packs).toBe(a.packs);
    expect(c.seed).not.toBe(a.seed);
    expect([a.packs, b.packs, c.packs, d.packs]).toEqual([1, 1, 2, 2]);
    expect(a.players).toHaveLength(4);
  });
});

describe('intervals', () => {
  test('Wilson: 50 of 100 is centred on one half; nothing played says nothing', () => {
    const w = wilson(50, 100);
    // z = 1.96: centre 0.5, half-width 1.96 * sqrt(0.25/100 + 1.96^2/40000) / (1 + 1.96^2/100) = 0.0962.
    expect(w.low).toBeCloseTo(0.4038, 3);
    expect(w.high).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  test('a mean: 1, 2, 3, 4, 5 has mean 3 and sample deviation sqrt(2.5)', () => {
    const m = meanInterval([1, 2, 3, 4, 5]);
    // 1.96 * sqrt(2.5 / 5) = 1.386.
    expect(m.mean).toBe(3);
    expect(m.low).toBeCloseTo(1.614, 3);
    expect(m.high).toBeCloseTo(4.386, 3);
  });
});
