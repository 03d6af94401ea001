/**
 * A game played from a seeded deal and exported as a scenario file
 * (engine/core/export-played.ts) is a scenario of its game that replays to the
 * very same table: for every game on the shelf, bot games of a few dozen
 * actions, read back by the scenario reader and run by the runner.
 */
import { describe, expect, test } from 'vitest';
import { exportPlayed } from './core/export-played';
import { prng } from './core/prng';
import { parseScenario, runScenario } from './core/scenario';
import { GAMES } from './games';

const NAMES = ['Ana', 'Ben', 'Cem', 'Dia'];
const playersOf = (game: (typeof GAMES)[number]) => NAMES.slice(0, Math.min(Math.max(3, game.seats.min), game.seats.max, 4));

/** Gress's scenario deal names its dealer, so Gress keeps its own exporter (engine/gress/export-scenario.ts). */
const FROM_SEED = GAMES.filter((game) => game.id !== 'gress');

test("a game whose scenario deal needs more than the seed is refused in words, not written wrongly (Gress names the dealer)", () => {
  const gress = GAMES.find((game) => game.id === 'gress')!;
  const players = ['Ana', 'Ben', 'Cem'];
  const dealt = gress.deal(players, 5);
  if (!dealt.ok) throw new Error(dealt.error);
  const action = gress.botChoice(dealt.value, prng(5))!;
  const r = exportPlayed(gress, { players, seed: 5, actions: [action] });
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error).toContain('does not read back as a scenario');
});

describe.each(FROM_SEED.map((game) => ({ game, id: game.id })))('$id', ({ game }) => {
  test('a bot game exported from its deal reads back as a scenario and replays to the same table, every step as ruled', () => {
    for (const seed of [3, 17, 4242]) {
      const players = playersOf(game);
      const dealt = game.deal(players, seed);
      if (!dealt.ok) throw new Error(dealt.error);
      const random = prng(seed);
      const actions = [];
      let state = dealt.value;
      for (let i = 0; i < 60 && !game.isOver(state); i++) {
        const action = game.botChoice(state, random);
        if (!action) break;
        actions.push(action);
        state = game.apply(state, action).state;
      }
      const exported = exportPlayed(game, { players, seed, actions });
      if (!exported.ok) throw new Error(exported.error);
      const id = /^id: (.+)$/m.exec(exported.value)![1];
      expect(id).toMatch(new RegExp(`-played-game-${seed}$`));
      const parsed = parseScenario(game, exported.value, `${id}.yaml`);
      if (!parsed.ok) throw new Error(parsed.error);
      const run = runScenario(game, parsed.scenario);
      expect(run.failures).toEqual([]);
      expect(run.frames).toHaveLength(actions.length + 1);
      expect(game.formatPosition(run.frames.at(-1)!.state)).toBe(game.formatPosition(state));
    }
  });

  test('nothing played, or more steps than a scenario holds, is refused in words', () => {
    const r = exportPlayed(game, { players: playersOf(game), seed: 1, actions: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('nothing has been played');
  });
});
