/**
 * The Game: Face to Face in the bot tournaments (bench/bot-tournaments.ts):
 * whole games from fresh deals, the level sitting first in every other game;
 * a game is always won by one of the two (7.1 by laying all 58, or 7.2 with
 * the opponent stuck). The strong level plans its turn with a search of up to
 * three cards (engine/the-game/bot-strong.ts), so its decisions get the strong
 * levels' time budget.
 */
import { prng } from '../engine/core/prng';
import { theGame } from '../engine/the-game/index';
import type { TheGameState } from '../engine/the-game/types';
import { type Clock, dealt, type GameBench, lawfully, MAX_ACTIONS, type PairingResult, result } from './bot-common';

/** Whole games; the level sits first in every other game. */
function theGameTournament(level: string, opponent: string, games: number, clock: Clock): PairingResult {
  let won = 0;
  let wonByLayingAll = 0;
  for (let g = 0; g < games; g++) {
    const mine = g % 2;
    let s: TheGameState = dealt(theGame, ['A', 'B'], 1_000_000 + g);
    const random = prng(g + 1);
    for (let n = 0; !theGame.isOver(s); n++) {
      if (n > MAX_ACTIONS) throw new Error(`the-game game ${g}: no end`);
      const who = s.toMove === mine ? level : opponent;
      s = lawfully(theGame, s, clock.time('the-game', who, () => theGame.botChoice(s, random, who)), `the-game game ${g}`);
    }
    if (s.result!.winner === mine) {
      won++;
      if (s.result!.by === '7.1') wonByLayingAll++;
    }
  }
  return result('the-game', 'games', level, opponent, games, games, won, { wonByLayingAll });
}

export const THE_GAME_BENCH: GameBench = {
  game: 'the-game',
  title: 'The Game: Face to Face',
  design: 'two players, seats swapped every other game',
  levels: ['random', 'club', 'strong'],
  strong: ['strong'],
  play: (level, opponent, games, clock) => [theGameTournament(level, opponent, games, clock)],
  describe: (r) => `; ${r.extra.wonByLayingAll} of its wins by laying all 58 (7.1), the rest with the opponent stuck (7.2)`,
};
