/**
 * Limits on what reaches the engine from outside (notation, scenario files). The
 * rules fix the card range (2-59, 1.1) and so every pile's and hand's size; the
 * engine only adds bounds on text.
 */

/** Letters in a player's name. */
export const MAX_NAME_LENGTH = 32;

/** Characters in one action line ("Ana lay 45 on Ana down" is 22). */
export const MAX_ACTION_CHARS = 200;

/** Characters in one position line; a full table with long names is well under 1,000. */
export const MAX_POSITION_CHARS = 2_000;
