/**
 * Engine throughput, measured against XState itself.
 *
 * - Whole games: seeded random games played by bots that choose among the
 *   lawful actions of all players (as engine/gress/whole-games.test.ts does),
 *   from the deal to the penalty count. Timed as a whole (bots included), this
 *   gives games per second.
 * - Engine rate: the action lists of those games replayed through a fresh
 *   `createActor(gressMachine)` + `send`, timed. The rulebook events the games
 *   produced (final `state.events`) divided by that time is the engine's rate
 *   in events per second; actions per second is given beside it. The bots'
 *   search (lawfulActions) is not part of this figure.
 * - Bare rate: a one-state machine whose only transition assigns a counter,
 *   driven the same way (createActor + send), in trivial events per second.
 *
 * The ratio engine/bare says how much the rules (and the statechart around
 * them) cost on top of XState's own dispatch, independent of the machine's
 * speed. Engine and bare runs are interleaved, and the figure is the median of
 * the per-round ratios, so load that comes and goes hits both sides alike.
 */
import { assign, createActor, setup } from 'xstate';
import { prng } from '../engine/core/prng';
import { botChoice } from '../engine/gress/bots';
import { gressMachine } from '../engine/gress/machine';
import { dealActions, newGame } from '../engine/gress/setup';
import type { GressAction, GressState } from '../engine/gress/types';
import { median } from './stats';

const NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli'];
const MAX_ACTIONS = 4000;

/** One whole game as the bots played it: the table before the deal and every action from the shuffle on. */
export interface RecordedGame {
  readonly seed: number;
  readonly input: GressState;
  readonly actions: readonly GressAction[];
  /** Rulebook events in the final state (4.3). */
  readonly events: number;
  /** Whether the game reached the penalty count (9.4) within MAX_ACTIONS. */
  readonly finished: boolean;
}

/** Plays one whole game from `seed` (3 to 5 players, two decks for five), as whole-games.test.ts does. */
export function playGame(seed: number): RecordedGame {
  const players = NAMES.slice(0, 3 + (seed % 3));
  const fresh = newGame({ players, dealer: players[seed % players.length], decks: players.length === 5 ? 2 : 1 });
  if (!fresh.ok) throw new Error(fresh.error);
  const actor = createActor(gressMachine, { input: fresh.state }).start();
  const actions: GressAction[] = dealActions(fresh.state, seed);
  for (const action of actions) actor.send(action);
  const next = prng(seed ^ 0x5eed);
  let state = actor.getSnapshot().context.game;
  for (let n = 0; n < MAX_ACTIONS && state.phase !== 'scored'; n++) {
    const action = botChoice(state, next);
    if (!action) throw new Error(`game ${seed}: nobody has a lawful action in phase ${state.phase}`);
    actions.push(action);
    actor.send(action);
    state = actor.getSnapshot().context.game;
  }
  actor.stop();
  return { seed, input: fresh.state, actions, events: state.events.length, finished: state.phase === 'scored' };
}

/** Games for seeds first .. first+count-1. */
export function playGames(first: number, count: number): RecordedGame[] {
  return Array.from({ length: count }, (_, i) => playGame(first + i));
}

export interface Totals {
  readonly games: number;
  readonly actions: number;
  readonly events: number;
}

export function totals(games: readonly RecordedGame[]): Totals {
  return {
    games: games.length,
    actions: games.reduce((n, g) => n + g.actions.length, 0),
    events: games.reduce((n, g) => n + g.events, 0),
  };
}

/** Replays recorded games through the engine's actor; returns the milliseconds taken. */
export function replayGames(games: readonly RecordedGame[]): number {
  const start = performance.now();
  let events = 0;
  for (const game of games) {
    const actor = createActor(gressMachine, { input: game.input }).start();
    for (const action of game.actions) actor.send(action);
    events += actor.getSnapshot().context.game.events.length;
    actor.stop();
  }
  const ms = performance.now() - start;
  // A replay that differs from the recording would measure some other game.
  const expected = games.reduce((n, g) => n + g.events, 0);
  if (events !== expected) throw new Error(`replay produced ${events} events, the recording ${expected}: the engine is not deterministic`);
  return ms;
}

/** The yardstick: XState's own cost per event, with nothing to decide. */
const bareMachine = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'tick' } },
}).createMachine({
  id: 'bare',
  context: { count: 0 },
  on: { tick: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

/** Sends `count` trivial events to a fresh bare actor; returns the milliseconds taken. */
export function bareActor(count: number): number {
  const tick = { type: 'tick' } as const;
  const start = performance.now();
  const actor = createActor(bareMachine).start();
  for (let i = 0; i < count; i++) actor.send(tick);
  const counted = actor.getSnapshot().context.count;
  actor.stop();
  const ms = performance.now() - start;
  if (counted !== count) throw new Error(`bare actor counted ${counted} of ${count} events`);
  return ms;
}

export interface RatioOptions {
  /** Games replayed per engine run (seeds 1..games). */
  readonly games: number;
  /** Trivial events per bare run. */
  readonly bareEvents: number;
  /** Unmeasured rounds first, for the JIT. */
  readonly warmup: number;
  /** Measured rounds, each one engine run and one bare run. */
  readonly rounds: number;
  /** Already recorded games to replay (default: played here). */
  readonly recorded?: readonly RecordedGame[];
}

export interface RatioResult {
  readonly totals: Totals;
  /** Median rates over the measured rounds. */
  readonly engineEventsPerSecond: number;
  readonly engineActionsPerSecond: number;
  readonly bareEventsPerSecond: number;
  /** Median over the rounds of (engine events/s) / (bare events/s) in the same round. */
  readonly ratio: number;
  readonly roundRatios: readonly number[];
}

/** Engine and bare actor, interleaved round by round. */
export function measureRatio(options: RatioOptions): RatioResult {
  const games = options.recorded ?? playGames(1, options.games);
  const t = totals(games);
  const engineEvents: number[] = [];
  const engineActions: number[] = [];
  const bare: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < options.warmup + options.rounds; round++) {
    // Alternate which side goes first, so neither always follows the other's garbage.
    let engineMs: number;
    let bareMs: number;
    if (round % 2 === 0) {
      engineMs = replayGames(games);
      bareMs = bareActor(options.bareEvents);
    } else {
      bareMs = bareActor(options.bareEvents);
      engineMs = replayGames(games);
    }
    if (round < options.warmup) continue;
    const e = (t.events / engineMs) * 1000;
    const b = (options.bareEvents / bareMs) * 1000;
    engineEvents.push(e);
    engineActions.push((t.actions / engineMs) * 1000);
    bare.push(b);
    ratios.push(e / b);
  }
  return {
    totals: t,
    engineEventsPerSecond: median(engineEvents),
    engineActionsPerSecond: median(engineActions),
    bareEventsPerSecond: median(bare),
    ratio: median(ratios),
    roundRatios: ratios,
  };
}

export interface GamesRateResult {
  readonly gamesPerSecond: number;
  readonly totals: Totals;
  readonly unfinished: number;
}

/** Random whole games per second, bots' search included: median of `runs` runs over the same seeds, after one warm-up run. */
export function measureGamesPerSecond(first: number, count: number, runs: number): GamesRateResult {
  playGames(first, Math.max(1, Math.floor(count / 3)));
  const rates: number[] = [];
  let last: RecordedGame[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    last = playGames(first, count);
    rates.push((count / (performance.now() - start)) * 1000);
  }
  return { gamesPerSecond: median(rates), totals: totals(last), unfinished: last.filter((g) => !g.finished).length };
}

/** What bench/engine-child.ts is asked to measure. */
export interface EngineJob {
  readonly ratio?: Omit<RatioOptions, 'recorded'>;
  readonly games?: { readonly count: number; readonly runs: number };
}

export interface EngineFigures {
  ratio?: RatioResult;
  games?: GamesRateResult;
}

/** Runs `job` here, in this process. */
export function runEngineJob(job: EngineJob): EngineFigures {
  const figures: EngineFigures = {};
  if (job.ratio) figures.ratio = measureRatio({ ...job.ratio, recorded: playGames(1, job.ratio.games) });
  if (job.games) figures.games = measureGamesPerSecond(1, job.games.count, job.games.runs);
  return figures;
}
