/**
 * The bot levels of The Game: Face to Face, weakest first, and the one entry
 * point that plays any of them. Every level decides from what the player to
 * move may see (own hand, the piles, the height of the own draw pile, and so
 * which numbers are still to come); none looks at the opponent's hand or the
 * order of a draw pile (bot-levels.test.ts swaps those and checks).
 *
 * Without a level the club bot plays: it was the game's only bot before there
 * were levels, and the sandbox, the tests and the shared games replay with it.
 */
import type { BotLevel } from '../core/game';
import { chooseFromView, clubChoice } from './bot-club';
import { randomChoice } from './bot-random';
import { strongChoice } from './bot-strong';
import type { TheGameAction, TheGameState } from './types';

export { chooseFromView };

export const BOT_LEVELS: readonly BotLevel[] = [
  { id: 'random', label: 'Random', description: 'Lays any card that fits, anywhere, and stops at random: the baseline the others are measured against.' },
  { id: 'club', label: 'Club', description: 'Lays the card closest to a pile, uses the backwards trick, helps you only for the refill, and mostly stops at two.' },
  { id: 'strong', label: 'Strong', description: 'Plans the whole turn, counts which numbers are still to come on both sides, and gives you the least useful help.' },
];

/** The level played when none is named. */
export const DEFAULT_LEVEL = 'club';

/** A level's choice for the player to move; null once the game is over. An unknown level is a caller's mistake and throws. */
export function botChoice(state: TheGameState, random: () => number, level: string = DEFAULT_LEVEL): TheGameAction | null {
  switch (level) {
    case 'random': return randomChoice(state, random);
    case 'club': return clubChoice(state, random);
    case 'strong': return strongChoice(state);
    default: throw new Error(`There is no bot level "${String(level).slice(0, 40)}" for The Game; the levels are ${BOT_LEVELS.map((l) => l.id).join(', ')}.`);
  }
}
