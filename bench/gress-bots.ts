/**
 * The Gress bot levels, measured: a tournament on the real-time driver
 * (engine/gress/play/) in which each playing level sits at tables of 3 to 5
 * with the random-lawful baseline (seats alternating, so both sit everywhere
 * in turn; 1 or 2 packs), and the time one bot decision takes.
 *
 *   each level against random: mean penalty points per seat (9.4) and the
 *     share of games its seats win (go out first, 9.1), per seat
 *   the three playing levels at one table (who beats whom)
 *   decision time p50/p99 over positions from those games, every seat and level
 *
 * Verdicts: each level scores at most LEVEL_POINTS_RATIO x the baseline's mean
 * points at the same tables, and a decision's p99 is under DECISION_P99_MS.
 *
 * Called by bench/run.ts (`benchGressBots({ quick })`), or alone:
 *   npx tsx bench/gress-bots.ts [--quick]
 * --quick plays 150 games instead of 1,000.
 */
import { fileURLToPath } from 'node:url';
import { prng } from '../engine/core/prng';
import { playBotGame } from '../engine/gress/play/bot-game';
import { applyAction, type TableSetup } from '../engine/gress/play/driver';
import { GRESS_BOT_LEVELS, type GressBotLevelId } from '../engine/gress/play/levels';
import { decide } from '../engine/gress/play/strategy';
import type { GressState } from '../engine/gress/types';
import { fmt, pct } from './stats';

/** A playing level must score at most this share of the baseline's mean penalty points: a clear margin, not noise. */
export const LEVEL_POINTS_RATIO = 0.75;
/** A bot decides within this at the 99th percentile, so a page's clock never stutters. */
export const DECISION_P99_MS = 5;

const NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli'];
const PLAYING: readonly GressBotLevelId[] = ['relaxed', 'club', 'tournament'];

export interface BotBenchResult {
  readonly lines: readonly string[];
  readonly verdicts: readonly { readonly name: string; readonly ok: boolean; readonly detail: string }[];
}

interface Tally {
  points: number;
  seats: number;
  wins: number;
}

const tally = (): Tally => ({ points: 0, seats: 0, wins: 0 });
const mean = (t: Tally) => (t.seats > 0 ? t.points / t.seats : 0);

/** Game `g` of a level's series: 3, 4, 5 players in turn, 1 or 2 packs, the level on every other seat (rotating). */
function tableFor(level: GressBotLevelId, g: number): TableSetup {
  const n = 3 + (g % 3);
  return {
    players: NAMES.slice(0, n),
    packs: 1 + (Math.floor(g / 3) % 2),
    seed: 40_000 + g,
    levels: Array.from({ length: n }, (_, s) => ((s + g) % 2 === 0 ? level : 'random')),
  };
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function benchGressBots(options: { readonly quick?: boolean } = {}): Promise<BotBenchResult> {
  const total = options.quick ? 150 : 1000;
  const perLevel = Math.floor(total / PLAYING.length);
  const lines: string[] = [];
  const verdicts: { name: string; ok: boolean; detail: string }[] = [];
  const sample: GressState[] = [];
  const started = performance.now();
  let games = 0;
  let steps = 0;
  let unfinished = 0;
  let clock = 0;
  let together = 0;

  for (const level of PLAYING) {
    const mine = tally();
    const base = tally();
    for (let g = 0; g < perLevel; g++) {
      const setup = tableFor(level, g);
      const result = playBotGame(setup);
      if (!result.ok) throw new Error(result.error);
      games++;
      const { table } = result;
      steps += table.log.length;
      clock += table.now;
      together += table.log.filter((e) => e.action.type === 'simultaneous').length;
      if (!result.finished) {
        unfinished++;
        continue;
      }
      const { penalties, winner } = table.state;
      penalties!.forEach((p, seat) => {
        const t = setup.levels[seat] === level ? mine : base;
        t.points += p;
        t.seats++;
        if (winner === seat) t.wins++;
      });
      // Positions for the decision timing: every fifth state of the first games.
      if (g < 40) {
        let state = table.start;
        table.log.forEach((e, k) => {
          state = applyAction(state, e.action).state;
          if (k % 5 === 0 && state.phase !== 'scored') sample.push(state);
        });
      }
    }
    const ratio = mean(mine) / mean(base);
    lines.push(
      `gress bots: ${level} vs random over ${fmt(perLevel)} games (3-5 players, 1-2 packs): mean penalty points per seat ${mean(mine).toFixed(2)} vs ${mean(base).toFixed(2)} ` +
        `(${ratio.toFixed(2)}x); games won per seat ${pct(mine.wins / mine.seats, 1)} vs ${pct(base.wins / base.seats, 1)}`,
    );
    verdicts.push({
      name: `Gress bots: ${level} beats random`,
      ok: ratio <= LEVEL_POINTS_RATIO,
      detail: `${mean(mine).toFixed(2)} vs ${mean(base).toFixed(2)} mean penalty points, ${ratio.toFixed(2)}x (budget <= ${LEVEL_POINTS_RATIO}x)`,
    });
  }

  // The three playing levels at one table of three, each seat in turn (one pack and two).
  const mixed = new Map<GressBotLevelId, Tally>(PLAYING.map((l) => [l, tally()]));
  const mixedGames = Math.floor(perLevel / 2);
  for (let g = 0; g < mixedGames; g++) {
    const levels = PLAYING.map((_, s) => PLAYING[(s + g) % 3]);
    const result = playBotGame({ players: NAMES.slice(0, 3), packs: 1 + (g % 2), seed: 70_000 + g, levels });
    if (!result.ok) throw new Error(result.error);
    games++;
    steps += result.table.log.length;
    clock += result.table.now;
    if (!result.finished) {
      unfinished++;
      continue;
    }
    result.table.state.penalties!.forEach((p, seat) => {
      const t = mixed.get(levels[seat])!;
      t.points += p;
      t.seats++;
      if (result.table.state.winner === seat) t.wins++;
    });
  }
  lines.push(
    `gress bots: the playing levels at one table of three (${fmt(mixedGames)} games): ` +
      PLAYING.map((l) => `${l} ${mean(mixed.get(l)!).toFixed(2)} points, ${pct(mixed.get(l)!.wins / Math.max(1, mixed.get(l)!.seats), 0)} won`).join('; '),
  );
  const seconds = (performance.now() - started) / 1000;
  lines.push(
    `gress bots: ${fmt(games)} games in ${seconds.toFixed(1)} s (${fmt(games / seconds, 1)} games/s), ${fmt(steps / games)} steps and ${(clock / games / 1000).toFixed(0)} s of table time per game, ` +
      `${pct(together / Math.max(1, steps), 1)} of steps simultaneous (10.9)${unfinished > 0 ? `; ${unfinished} unfinished` : ''}`,
  );
  verdicts.push({ name: 'Gress bots: games finish', ok: unfinished === 0, detail: `${unfinished} of ${games} games did not reach the count` });

  // Decision time: every seat and level on the sampled positions, after a warm-up.
  for (const state of sample.slice(0, 100)) for (let seat = 0; seat < state.players.length; seat++) decide(state, seat, { level: GRESS_BOT_LEVELS[2], seed: 1, next: prng(seat) });
  const times: number[] = [];
  sample.forEach((state, k) => {
    for (let seat = 0; seat < state.players.length; seat++) {
      for (const level of GRESS_BOT_LEVELS) {
        const t = performance.now();
        decide(state, seat, { level, seed: 1, next: prng(k * 5 + seat) });
        times.push(performance.now() - t);
      }
    }
  });
  times.sort((a, b) => a - b);
  const p50 = quantile(times, 0.5);
  const p99 = quantile(times, 0.99);
  lines.push(`gress bots: decision time p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms, max ${times.at(-1)!.toFixed(2)} ms (${fmt(times.length)} decisions on ${fmt(sample.length)} positions)`);
  verdicts.push({ name: 'Gress bots: decision time', ok: p99 < DECISION_P99_MS, detail: `p99 ${p99.toFixed(2)} ms (budget < ${DECISION_P99_MS} ms)` });
  return { lines, verdicts };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchGressBots({ quick: process.argv.includes('--quick') })
    .then(({ lines, verdicts }) => {
      for (const line of lines) console.log(line);
      for (const v of verdicts) console.log(`${v.ok ? 'PASS' : 'FAIL'} ${v.name}: ${v.detail}`);
      if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    });
}
