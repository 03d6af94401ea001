/**
 * The performance budgets, one place for `npm run bench` (bench/run.ts) and
 * the test suite (tests/e2e/budgets.test.ts, engine/gress/throughput.test.ts).
 */

/** The heaviest rules page may ship at most this many gzipped bytes of JavaScript more than the text-only page. */
export const JS_BUDGET_BYTES = 60 * 1024;

/** The engine must process rulebook events at no less than this fraction of the rate a bare XState actor takes trivial events. */
export const ENGINE_RATIO_BUDGET = 0.2;
