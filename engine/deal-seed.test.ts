/**
 * Every game's deal, through the protocol alone: a seed is a whole number
 * from 0 to 4294967295 (the generator keeps 32 bits, core/prng.ts), and
 * anything else is refused with the same sentence instead of being folded
 * into another seed's deal (found from outside: The Game dealt -1 as
 * 4294967295 and 0.5 as 0; Gress did the same).
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from './games';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];

describe.each(GAMES.map((g) => [g.id, g] as const))('%s: the seed of a deal', (_id, game) => {
  const players = PLAYERS.slice(0, Math.max(game.seats.min, Math.min(4, game.seats.max)));

  test.each([0, 1, 4294967295])('%d deals', (seed) => {
    expect(game.deal(players, seed).ok).toBe(true);
  });

  test.each([
    [-1, '-1'], [0.5, '0.5'], [1e21, '1e+21'], [4294967296, '4294967296'], [Number.NaN, 'NaN'], [Infinity, 'Infinity'],
  ])('%d is refused, not folded', (seed, shown) => {
    const dealt = game.deal(players, seed);
    expect(dealt.ok).toBe(false);
    if (!dealt.ok) expect(dealt.error).toContain(`a seed is a whole number from 0 to 4294967295, got ${shown}`);
  });
});
