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

/**
 * Each description ends with how strong the level is, from the bench's figures
 * (`npm run bench -- --only=bots`, or SENS alone: `npx tsx
 * bench/bot-tournaments.ts --game=sens --games=1000`, 1,000 matches to 500
 * per pairing, sides swapped every other match): strong beat club in 81.3% of
 * matches (95% interval 78.8-83.6%) and 64.5% of deals; club and strong each
 * won all 1,000 matches against random.
 */
export const BOT_LEVELS: readonly BotLevel[] = [
  { id: 'random', label: 'Random', description: 'Bids, melds and plays at random among the lawful moves: the baseline; it lost all 1,000 bench matches to club and to strong.' },
  { id: 'club', label: 'Club', description: 'Bids on trumps and Saus and takes tricks cheaply; wins every match against random, about 2 in 10 against strong.' },
  { id: 'strong', label: 'Strong', description: 'Deals out the cards it cannot see many ways and plays each choice through; wins about 8 in 10 matches against club.' },
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
