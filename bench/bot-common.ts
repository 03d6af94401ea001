/**
 * What every game's part of the bot tournaments shares (bench/bot-tournaments.ts
 * runs them): the shape of one pairing's result, the 95% intervals, the clock
 * that times each level's decisions, and `GameBench`, the one thing a game's
 * file (bench/bots-gress.ts, bench/bots-the-game.ts, ...) hands the report.
 *
 * A game lists its levels weakest first; the report plays each against the
 * one before it (the next lower level) and judges that the level wins clearly:
 * the whole 95% interval of its share above one half. A game may add
 * pairings of its own (against random, or a published baseline).
 */
import type { Game } from '../engine/core/game';

/** A game, hand, deal or match longer than this many actions is a bug, not a long game. */
export const MAX_ACTIONS = 20_000;

/** A decision's p99 (CPU time) must stay under this, so a page answering the reader never stutters ... */
export const DECISION_P99_MS = 5;
/** ... and under this for a game's strong levels, which search (issue 28, item 4: still feels instant). */
export const STRONG_DECISION_P99_MS = 100;

/** One pairing's outcome in one game, counted in `unit`. */
export interface PairingResult {
  readonly game: string;
  readonly unit: 'games' | 'hands' | 'deals' | 'matches';
  readonly level: string;
  readonly opponent: string;
  readonly played: number;
  /** Those with a winner (a drawn hand, a thrown-in deal or a deal of equal points has none). */
  readonly decided: number;
  readonly won: number;
  /** won / decided, and its 95% Wilson interval. */
  readonly share: number;
  readonly low: number;
  readonly high: number;
  /** Figures of the game (Gin Rummy's deadwood at knock, SENS's margin per deal, Gress's penalty points, ...), which its `describe` puts in words. */
  readonly extra: Readonly<Record<string, number>>;
}

/** Decision times of one level in one game, over every pairing it played. */
export interface DecisionTimes {
  readonly game: string;
  readonly level: string;
  readonly decisions: number;
  /** CPU milliseconds per decision. */
  readonly p50: number;
  readonly p99: number;
  /** Wall-clock milliseconds per decision, for comparison. */
  readonly wallP99: number;
}

/** A PASS/FAIL line for bench/run.ts. */
export interface BotVerdict {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** One game's part of the tournaments. */
export interface GameBench {
  /** Its id in the report and in `--game=` (the engine's id). */
  readonly game: string;
  /** Its name for the report's heading. */
  readonly title: string;
  /** How a pairing is played, in a few words for the heading (seats, tables). */
  readonly design: string;
  /** Its levels, weakest first: each after the first plays the one before it. */
  readonly levels: readonly string[];
  /** The levels that search: their decisions are judged by STRONG_DECISION_P99_MS, the others by DECISION_P99_MS. */
  readonly strong: readonly string[];
  /** Pairings beyond the ladder, level first (e.g. strong against random, or against a published baseline). */
  readonly extra?: readonly (readonly [string, string])[];
  /** How many of its units a pairing plays when the run asks for `games`; default `games`. */
  readonly count?: (games: number) => number;
  /** Verdicts of the game's own on a pairing, beside the common ones (e.g. a target share against a baseline); default none. */
  readonly judge?: (r: PairingResult) => readonly BotVerdict[];
  /** Plays `level` against `opponent` over `games` (of the game's own unit; SENS gives deals and matches), timing each decision on `clock`. */
  readonly play: (level: string, opponent: string, games: number, clock: Clock) => readonly PairingResult[];
  /** The figures of `extra` in words, after the share ('' for none). */
  readonly describe: (r: PairingResult) => string;
}

/** The pairings a game plays, level first: each level against the next lower one, then the game's extra pairings. */
export function pairingsOf(bench: GameBench): (readonly [string, string])[] {
  const ladder = bench.levels.slice(1).map((level, i) => [level, bench.levels[i]] as const);
  return [...ladder, ...(bench.extra ?? [])];
}

/** Whether `opponent` is the level just below `level` in the game's list. */
export function isNextLower(bench: GameBench, level: string, opponent: string): boolean {
  const i = bench.levels.indexOf(level);
  return i > 0 && bench.levels[i - 1] === opponent;
}

/** The 95% Wilson score interval of `won` out of `n` (0..1 both ends; [0, 1] for nothing played). */
export function wilson(won: number, n: number): { readonly low: number; readonly high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.959964;
  const p = won / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denominator = 1 + (z * z) / n;
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/** The mean of `values` with its 95% interval (normal approximation; the samples here run to hundreds). */
export function meanInterval(values: readonly number[]): { readonly mean: number; readonly low: number; readonly high: number } {
  const n = values.length;
  if (n === 0) return { mean: 0, low: -Infinity, high: Infinity };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : Infinity;
  const half = 1.959964 * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}

/** The value below which `share` of the sorted `values` lie. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/** Collects each level's decision times in each game. */
export class Clock {
  private readonly cpu = new Map<string, number[]>();
  private readonly wall = new Map<string, number[]>();

  /** Runs `decide` and files its CPU and wall-clock time under game and level. */
  time<T>(game: string, level: string, decide: () => T): T {
    const key = `${game}\u0000${level}`;
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    const result = decide();
    const wall = performance.now() - wall0;
    const cpu = process.cpuUsage(cpu0);
    (this.cpu.get(key) ?? this.cpu.set(key, []).get(key)!).push((cpu.user + cpu.system) / 1000);
    (this.wall.get(key) ?? this.wall.set(key, []).get(key)!).push(wall);
    return result;
  }

  figures(): DecisionTimes[] {
    return [...this.cpu.entries()].map(([key, values]) => {
      const [game, level] = key.split('\u0000');
      const cpu = [...values].sort((a, b) => a - b);
      const wall = [...this.wall.get(key)!].sort((a, b) => a - b);
      return { game, level, decisions: cpu.length, p50: percentile(cpu, 0.5), p99: percentile(cpu, 0.99), wallP99: percentile(wall, 0.99) };
    });
  }
}

/** A pairing's result with its share and interval worked out. */
export function result(game: string, unit: PairingResult['unit'], level: string, opponent: string, played: number, decided: number, won: number, extra: Record<string, number>): PairingResult {
  const { low, high } = wilson(won, decided);
  return { game, unit, level, opponent, played, decided, won, share: decided ? won / decided : 0, low, high, extra };
}

/** A fresh deal of `game`, or an error naming the seed. */
export function dealt<S>(game: Game<S, { readonly seat: number }, string>, players: readonly string[], seed: number): S {
  const r = game.deal(players, seed);
  if (!r.ok) throw new Error(`${game.id} seed ${seed}: ${r.error}`);
  return r.value;
}

/** `action` applied; a bot that finds nothing or acts unlawfully is a bug and stops the bench. */
export function lawfully<S, A extends { readonly seat: number }>(game: Game<S, A, string>, state: S, action: A | null, where: string): S {
  if (!action) throw new Error(`${where}: the bot found nothing to do`);
  const applied = game.apply(state, action);
  if (!applied.ruling.lawful) throw new Error(`${where}: ${applied.ruling.action} refused: ${applied.ruling.summary}`);
  return applied.state;
}

/** 0.612 -> "61.2%" */
export const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** Milliseconds, with more digits when small. */
export const ms = (x: number) => (x < 0.1 ? x.toFixed(3) : x.toFixed(2));
/** A signed number: "+2.6", "-0.4". */
export const signed = (x: number, digits = 1) => `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
