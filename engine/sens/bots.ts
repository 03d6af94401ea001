/**
 * The bot levels of SENS, weakest first, and the one entry point that plays
 * any of them. Every level decides from what the acting seat may see (its own
 * hand, the turned card, the bidding, the cards played, the melds shown, the
 * scores); none looks at another hand or the pack's order (bot-levels.test.ts
 * swaps those and checks).
 *
 * Without a level the club bot plays: it was the game's only bot before there
 * were levels, and the sandbox, the tests and the shared games replay with it.
 */
import type { BotLevel } from '../core/game';
import { clubChoice } from './bot-club';
import { randomChoice } from './bot-random';
import { strongChoice } from './bot-strong';
import type { SensAction, SensState } from './types';

export const BOT_LEVELS: readonly BotLevel[] = [
  { id: 'random', label: 'Random', description: 'Bids, melds and plays at random among the lawful moves: the baseline the others are measured against.' },
  { id: 'club', label: 'Club', description: 'Bids on trumps and Saus, leads trumps once its side has the game, and takes tricks as cheaply as it can.' },
  { id: 'strong', label: 'Strong', description: 'Counts the cards played, bids on what its side can make, pulls trumps when strong, and smears points to a winning partner.' },
];

/** The level played when none is named. */
export const DEFAULT_LEVEL = 'club';

/** A level's choice: who acts and what; null once the match is over. An unknown level is a caller's mistake and throws. */
export function botChoice(state: SensState, random: () => number, level: string = DEFAULT_LEVEL): SensAction | null {
  switch (level) {
    case 'random': return randomChoice(state, random);
    case 'club': return clubChoice(state, random);
    case 'strong': return strongChoice(state, random);
    default: throw new Error(`There is no bot level "${String(level).slice(0, 40)}" for SENS; the levels are ${BOT_LEVELS.map((l) => l.id).join(', ')}.`);
  }
}
