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

/**
 * How strong each level is (the end of each description, and the German
 * words in src/games/the-game/play/levels.ts) comes from
 * `npx tsx bench/bot-tournaments.ts --game=the-game` (1,000 games a pairing,
 * seats swapped every other game): club beat random in 1,000 of 1,000,
 * strong beat club in 825 (95% interval 80.0%-84.7%; bench of 29 Nov 2026).
 */
export const BOT_LEVELS: readonly BotLevel[] = [
  { id: 'random', label: 'Random', description: 'Lays any card that fits, anywhere, and stops at random: the baseline, which the club bot beats in every game.' },
  { id: 'club', label: 'Club', description: 'Lays the card closest to a pile, uses the backwards trick, mostly stops at two; beats random in all of 1,000 games.' },
  { id: 'strong', label: 'Strong', description: 'Plans the whole turn and counts the numbers still to come on both sides; wins about 8 games of 10 against club.' },
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
