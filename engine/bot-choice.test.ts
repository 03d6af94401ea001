/**
 * Every game on the shelf, every bot level, through the protocol alone: a bot
 * never picks an action its own engine refuses (botChoice promises a lawful
 * action), and a game that is not over always leaves it one, so no limit of
 * the engine is a trap (the faults found from outside: Gin Rummy at its 200th
 * hand and SENS at its 1000th deal offered nothing, were not over, and the
 * bots chose the refused deal).
 *
 * The walks start from seeded deals and from positions at each game's own
 * limit (Gin Rummy's last hand, SENS's last deal); counts are fixed by seeds.
 */
import { describe, expect, test } from 'vitest';
import type { Game } from './core/game';
import { prng } from './core/prng';
import { GAMES } from './games';

/** Seeded walks per game and level, and actions per walk: enough to cross hands and deals, small enough for the suite. */
const WALKS = 4;
const MAX_STEPS = 400;

type AnyGame = Game<any, any, any>;
const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia', 'Eva', 'Finn', 'Gus', 'Hal'];

/** Positions at a game's own limit, written in its notation from a seeded deal. */
const AT_THE_LIMIT: Readonly<Record<string, (game: AnyGame, seed: number) => unknown>> = {
  // §13: 199 hands written (no-games), so the hand on the table is the 200th and last.
  'gin-rummy': (game, seed) => withLedger(game, seed, 2, Array.from({ length: 199 }, () => ({ winner: null, points: 0 }))),
  // 10.1: 999 deals written (thrown in), so the deal on the table is the 1000th and last.
  sens: (game, seed) => withLedger(game, seed, 4, Array.from({ length: 999 }, () => [0, 0])),
};

function withLedger(game: AnyGame, seed: number, seats: number, ledger: unknown[]): unknown {
  const dealt = game.deal(PLAYERS.slice(0, seats), seed);
  if (!dealt.ok) throw new Error(dealt.error);
  const read = game.parsePosition(game.formatPosition({ ...dealt.value, ledger }));
  if (!read.ok) throw new Error(`${game.id}: ${read.error}`);
  return read.value;
}

/** Plays `level` for every seat from `start`; returns the first broken promise, or null. */
function walk(game: AnyGame, start: unknown, level: string, seed: number): string | null {
  const random = prng(seed);
  let state = start;
  for (let step = 0; step < MAX_STEPS && !game.isOver(state); step++) {
    const choice = game.botChoice(state, random, level);
    if (choice === null) {
      const seats = game.playersOf(state).map((_, seat) => game.lawfulActions(state, seat).length);
      return `step ${step}: the game is not over, yet the bot has nothing to do (lawful actions by seat: ${seats.join(', ')})`;
    }
    const applied = game.apply(state, choice);
    if (!applied.ruling.lawful) {
      return `step ${step}: the bot chose ${game.formatAction(choice, game.playersOf(state))}, ruled ${applied.ruling.classification}: ${applied.ruling.summary}`;
    }
    state = applied.state;
  }
  return null;
}

for (const game of GAMES) {
  const levels = (game.botLevels ?? [{ id: undefined }]).map((l) => l.id as string);
  const seats = game.seats.min === 2 ? 2 : Math.min(game.seats.max, 4);
  describe(`${game.title}: bots choose only what the engine allows, and always have a choice until the end`, () => {
    test.each(levels)('level %s, from seeded deals', (level) => {
      for (let seed = 1; seed <= WALKS; seed++) {
        const dealt = game.deal(PLAYERS.slice(0, seats), seed);
        if (!dealt.ok) throw new Error(dealt.error);
        expect(walk(game, dealt.value, level, seed), `seed ${seed}`).toBeNull();
      }
    });

    const limit = AT_THE_LIMIT[game.id];
    if (limit) {
      test.each(levels)('level %s, from the last hand or deal the engine keeps to the end of the match', (level) => {
        for (let seed = 1; seed <= WALKS; seed++) {
          const start = limit(game, seed);
          expect(walk(game, start, level, seed), `seed ${seed}`).toBeNull();
        }
      });
    }
  });
}

describe('the limit walks reach the end of the match', () => {
  test.each(Object.keys(AT_THE_LIMIT))('%s', (id) => {
    const game = GAMES.find((g) => g.id === id)!;
    let state = AT_THE_LIMIT[id](game, 1);
    const random = prng(1);
    for (let step = 0; step < MAX_STEPS && !game.isOver(state); step++) state = game.apply(state, game.botChoice(state, random)!).state;
    expect(game.isOver(state)).toBe(true);
  });
});
