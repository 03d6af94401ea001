/**
 * Performance budget: the engine processes rulebook events at no less than 20%
 * of the rate at which a bare XState actor (one state, an assign counter) takes
 * trivial events, both driven by createActor + send in the same process
 * (bench/engine.ts). The games are seeded random whole games played by bots;
 * their recorded actions are replayed through the engine's actor.
 *
 * The figure comes from the same child process `npm run bench` uses
 * (bench/engine-process.ts: the project's Node, types stripped, a fresh JIT),
 * with shorter runs. Made for a loaded 2-core CI machine: engine and bare runs
 * are interleaved round by round and the figure is the median of the per-round
 * ratios, so load that comes and goes hits both sides; an attempt below the
 * budget is measured again, up to ATTEMPTS times. An engine below the budget
 * fails every attempt.
 */
import { expect, test } from 'vitest';
import { ENGINE_RATIO_BUDGET } from '../../bench/budgets';
import type { RatioResult } from '../../bench/engine';
import { measureEngine } from '../../bench/engine-process';
import { fmt, pct } from '../../bench/stats';

const ATTEMPTS = 3;

test(`the engine processes rulebook events at >= ${pct(ENGINE_RATIO_BUDGET)} of a bare XState actor's event rate`, () => {
  const attempts: RatioResult[] = [];
  const lines: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // 24 whole games by the bots (about 9,000 actions), replayed in every round.
    const run = measureEngine({ ratio: { games: 24, bareEvents: 100_000, warmup: 4, rounds: 7 } });
    const r = run.figures.ratio!;
    attempts.push(r);
    lines.push(
      `attempt ${attempt}: engine ${fmt(r.engineEventsPerSecond)} events/s (${fmt(r.engineActionsPerSecond)} actions/s), ` +
        `bare ${fmt(r.bareEventsPerSecond)} events/s, ratio ${pct(r.ratio, 1)} (${run.where}${run.fallback ? `: ${run.fallback}` : ''})`,
    );
    if (r.ratio >= ENGINE_RATIO_BUDGET) break;
  }
  const best = Math.max(...attempts.map((r) => r.ratio));
  console.log(`engine throughput: ${lines.join('; ')}`);
  expect(best, `engine below ${pct(ENGINE_RATIO_BUDGET)} of the bare XState actor's rate in all ${attempts.length} attempts (${lines.join('; ')}); \`npm run bench\` measures it at length`)
    .toBeGreaterThanOrEqual(ENGINE_RATIO_BUDGET);
}, 180_000);
