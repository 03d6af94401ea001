/**
 * The performance budgets, one place for `npm run bench` (bench/run.ts) and
 * the test suite. The tests check only what a busy machine cannot change
 * (bytes and elements: tests/e2e/budgets.test.ts); every budget in time or
 * rate is judged by the bench alone.
 */

/** The heaviest rules page may ship at most this many gzipped bytes of JavaScript more than the text-only page. */
export const JS_BUDGET_BYTES = 60 * 1024;

/** The engine must process rulebook events at no less than this fraction of the rate a bare XState actor takes trivial events. */
export const ENGINE_RATIO_BUDGET = 0.2;

/** The heaviest rules page of each game, as served: at most this many bytes of gzipped HTML. */
export const HTML_GZIP_BUDGET_BYTES = 40 * 1024;
/** ... and at most this many DOM elements before the reader interacts (examples asleep as posters). */
export const DOM_ELEMENTS_BUDGET = 1_500;
/**
 * Lighthouse's mobile profile (4x slower CPU, a Fast 3G network), applied by
 * Chromium (bench/lighthouse.ts says why not simulated): time to interactive
 * at most this multiple of the text-only page's.
 */
export const TTI_RATIO_BUDGET = 1.3;
/** ... largest contentful paint at most this multiple. */
export const LCP_RATIO_BUDGET = 1.1;
/** ... and Lighthouse's standard (simulated) performance score at least this (0-100). */
export const LIGHTHOUSE_SCORE_BUDGET = 98;

/**
 * Worst cases (bench/worst-cases.ts), best of several runs: the Gress
 * lawful-actions query on the worst positions the limits accept, per player,
 * under this many milliseconds ...
 */
export const LAWFUL_WORST_MS = 50;
/** ... a share link over the length limit refused within this ... */
export const LONG_LINK_MS = 50;
/** ... a game at the action limit read from its link and replayed within this ... */
export const LIMIT_GAME_REPLAY_MS = 5_000;
/** ... Gin Rummy's best arrangement of 2,000 meld-rich 11-card hands within this ... */
export const GIN_MELD_HANDS_MS = 1_000;
/** ... and a Swiss round of 64 in which 33 have all met paired within this. */
export const SWISS_WORST_MS = 2_000;

/**
 * The phone profile (bench/phone-profile.ts: a mid-range phone's CPU, Fast 3G), median
 * of 5 cold runs (bench/wake.ts): an example whose poster has been on screen
 * for 2 s shows its first step at most this long after the tap, ms ...
 */
export const TAP_TO_INTERACTIVE_BUDGET_MS = 300;
/** ... and a link to a played game (#<example>/play=...) plays at most this long after first paint, ms. */
export const LINK_TO_PLAYABLE_BUDGET_MS = 2_000;
