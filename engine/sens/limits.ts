/**
 * Limits on what reaches the SENS engine from outside (action and position
 * notation, scenario files, `deal`). The rules fix the pack (32 cards, 2.1),
 * the hands (eight, 4.4, 5.4) and the tricks (eight a deal); the engine adds
 * bounds on text, seeds, scores and the length of a match.
 */

/** Letters in a player's name. */
export const MAX_NAME_LENGTH = 32;

/** Characters in one action line; a meld of eight cards with a long name is well under 100. */
export const MAX_ACTION_CHARS = 200;

/** Seeds are unsigned 32-bit numbers (engine/core/prng.ts, seed.ts). */
export { MAX_SEED } from '../core/seed';

/** 4.5: cards a wrong deal may give one seat in the first round; the four together leave at least the card to turn. */
export const MAX_DEAL_COUNT = 8;

/**
 * Deals in one match's ledger. A match to 500 (10.1) takes a handful of
 * counted deals, but thrown-in deals (5.3) and mild misdeals (4.5) write
 * nothing, so only this bound ends an endless run of them.
 */
export const MAX_LEDGER_DEALS = 1000;

/** Points a side may hold or write in one deal in a position (a deal writes at most a few hundred). */
export const MAX_SCORE = 99_999;

/** Characters in one position line (four hands, the tricks, the melds and a ledger of MAX_LEDGER_DEALS). */
export const MAX_POSITION_CHARS = 16_000;

/** Actions in one deal before a driver should give up (whole-deals tests, bots): a deal takes about 50. */
export const MAX_ACTIONS_PER_DEAL = 400;

/** Actions in one match before a driver should give up. */
export const MAX_ACTIONS_PER_MATCH = 20_000;
