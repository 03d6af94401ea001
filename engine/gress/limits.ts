/**
 * Limits on everything that reaches the engine from outside: share links,
 * position and game notation, scenario files. The rulebook sets no upper bound
 * on players (2.1), packs (1.4) or debts (4.12); the engine does, so that every
 * accepted input is answered quickly and in bounded memory. Each limit is far
 * above any real table and is named in the error that enforces it.
 */

/** 2.1 sets a minimum of three; beyond five the rulebook itself advises splitting the table (12). */
export const MAX_PLAYERS = 12;

/** 1.4: complete packs combined. Four packs (128 cards) serve any table of twelve. */
export const MAX_DECKS = 4;

/** Cards in one debt (4.12). The largest debt real play makes is a long Seven chain. */
export const MAX_DEBT_CARDS = 256;

/** Debts, windows and play-pile cards a position may list. */
export const MAX_DEBTS = 256;
export const MAX_WINDOWS = 256;

/** Event ids (4.3); a real game has a few hundred events. */
export const MAX_EVENT_ID = 1_000_000;

/** Cards taken in one draw action ("Ben draw 3"). */
export const MAX_DRAW_COUNT = 999;

/** Cards laid in one play (a packet, 6.1): every card of the packs in play. */
export const MAX_PACKET_CARDS = MAX_DECKS * 32;

/** Actions joined as happening at the same moment (10.9). */
export const MAX_SIMULTANEOUS = 2 * MAX_PLAYERS;

/** Length of a player's name. */
export const MAX_NAME_LENGTH = 24;

/** Actions in one game (a share link or an exported game): the platform's link limit (engine/core/share-link.ts). */
export { MAX_LINK_ACTIONS as MAX_GAME_ACTIONS } from '../core/share-link';

/** Characters of a share link, and of a game text read from one. */
export { MAX_LINK_CHARS } from '../core/share-link';

/** Steps and characters of example files hold for every game. */
export { MAX_SCENARIO_STEPS, MAX_EXAMPLE_FILE_CHARS } from '../core/limits';
