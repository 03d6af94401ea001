/**
 * Limits on what reaches the Gin Rummy engine from outside (action and
 * position notation, scenario files, `deal`). The rules fix the pack (52
 * cards, §1) and so the size of every hand, pile and meld; the engine adds
 * bounds on text, seeds, counts and the length of a match.
 */

/** Letters in a player's name. */
export const MAX_NAME_LENGTH = 32;

/** Characters in one action line; a lay-out of all ten cards with lay-offs and long names is well under 300. */
export const MAX_ACTION_CHARS = 400;

/** Characters in one position line (two hands, stock, pile, melds and a ledger of MAX_LEDGER_HANDS). */
export const MAX_POSITION_CHARS = 8_000;

/** Seeds are unsigned 32-bit numbers (engine/core/prng.ts). */
export { MAX_SEED } from '../core/seed';

/** Cards one `draw` may name (§14.5 draws several at once); the stock never holds more than 31. */
export const MAX_DRAW_COUNT = 31;

/** Cards a (mis)deal may give one player (§14.9); the two counts together leave at least two in the stock. */
export const MAX_DEAL_COUNT = 25;

/**
 * §14.5 (the site's reading): the most cards one hand may ever hold, the same
 * as a deal may give: half of the 50 cards that can leave the stock (§12 keeps
 * the last two). A draw that would take a hand past it is refused, so every
 * hand stays within what the arrangement search (melds.ts, 31 cards) and the
 * bots handle.
 */
export const MAX_HAND_CARDS = MAX_DEAL_COUNT;

/** Hands in one match's ledger: match.ts's MAX_HANDS_PER_MATCH (a match to 100, §13, ends long before). */
export { MAX_HANDS_PER_MATCH as MAX_LEDGER_HANDS } from "./match";

/** Actions in one hand before a driver should give up (whole-hands tests, bots): far above any real hand. */
export const MAX_ACTIONS_PER_HAND = 400;

/** Actions in one match before a driver should give up. */
export const MAX_ACTIONS_PER_MATCH = 20_000;
