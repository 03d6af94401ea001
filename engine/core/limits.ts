/**
 * Limits that hold for every game on the platform: the size of an example file
 * read at build time and its number of steps. Each game adds its own limits
 * (players, cards, notation lengths) in engine/<game>/limits.ts.
 */

/** Steps in one scenario file. */
export const MAX_SCENARIO_STEPS = 500;

/** Characters in one scenario or sheet-example file. */
export const MAX_EXAMPLE_FILE_CHARS = 256_000;
