/**
 * The bot levels of Gin Rummy, weakest first, and the one entry point that
 * plays any of them. Every level decides from what the seat to act may see
 * (its own hand, the discard pile, the size of the stock, the knocker's cards
 * on the table, the score); none looks at the opponent's hand or the order of
 * the stock (bot-levels.test.ts swaps those and checks).
 *
 * Without a level the club bot plays: it was the game's only bot before there
 * were levels, and the sandbox, the tests and the shared games replay with it.
 */
import type { BotLevel } from '../core/game';
import { clubChoice } from './bot-club';
import { randomChoice } from './bot-random';
import { simpleChoice } from './bot-simple';
import { strongChoice } from './bot-strong';
import type { GinAction, GinState } from './types';

/**
 * How strong each level is, in one line, from the bench's figures at its seeds
 * (`npm run bench -- --only=bots`, or Gin Rummy alone:
 * `npx tsx bench/bot-tournaments.ts --game=gin-rummy --games=1000`): simple won
 * 996 of 1,000 hands against random; club 49.0% of hands against simple;
 * strong 57.4% of hands against club and 60.5% of 2,000 matches to 100
 * against simple (95% interval 58.3%-62.6%; 30 Nov, knocking at once,
 * fearing less to feed a meld that needs a card above the opponent's last
 * discard, and crediting the draws to come less after a low one).
 */
export const BOT_LEVELS: readonly BotLevel[] = [
  { id: 'random', label: 'Random', description: 'Draws, takes, discards and knocks at random among the lawful moves; the simple level wins nearly every hand against it.' },
  { id: 'simple', label: 'Simple', description: 'The EAAI 2021 challenge baseline: takes a discard only for a meld, throws its highest loose card, knocks at once.' },
  { id: 'club', label: 'Club', description: 'Keeps its deadwood low and knocks at ten or below; about even with the simple level (49 of 100 hands).' },
  { id: 'strong', label: 'Strong', description: 'Looks a draw ahead; under this site\'s rules wins about 60 of 100 matches against the EAAI 2021 baseline (simple).' },
];

/** The level played when none is named. */
export const DEFAULT_LEVEL = 'club';

/** A level's choice for the seat to act; null once the match is over. An unknown level is a caller's mistake and throws. */
export function botChoice(state: GinState, random: () => number, level: string = DEFAULT_LEVEL): GinAction | null {
  switch (level) {
    case 'random': return randomChoice(state, random);
    case 'simple': return simpleChoice(state, random);
    case 'club': return clubChoice(state, random);
    case 'strong': return strongChoice(state, random);
    default: throw new Error(`There is no bot level "${String(level).slice(0, 40)}" for Gin Rummy; the levels are ${BOT_LEVELS.map((l) => l.id).join(', ')}.`);
  }
}
