/**
 * Bot games and the positions they pass through, for the play/ tests: a few
 * tables of 3 to 5 players with 1 or 2 packs and every level seated.
 */
import { playBotGame } from './bot-game';
import { applyAction, type TableSetup } from './driver';
import type { GressBotLevelId } from './levels';
import type { GressState } from '../types';

export const NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli'] as const;
const MIX: readonly GressBotLevelId[] = ['random', 'relaxed', 'club', 'tournament'];

/** Table `i`: 3, 4 or 5 players in turn, 1 or 2 packs, the levels seated round from a different one each time. */
export function tableSetup(i: number, seedBase = 100): TableSetup {
  const n = 3 + (i % 3);
  return {
    players: NAMES.slice(0, n),
    packs: 1 + (Math.floor(i / 3) % 2),
    seed: seedBase + i,
    levels: Array.from({ length: n }, (_, s) => MIX[(s + i) % MIX.length]),
  };
}

/** The running, halted and over positions of games 0..count-1 (every `every`-th one), each a state a bot may face. */
export function positionsFromBotGames(count: number, every = 1): GressState[] {
  const out: GressState[] = [];
  for (let i = 0; i < count; i++) {
    const game = playBotGame(tableSetup(i));
    if (!game.ok) throw new Error(game.error);
    let state = game.table.start;
    game.table.log.forEach((entry, k) => {
      state = applyAction(state, entry.action).state;
      if (k % every === 0 && state.phase !== 'scored') out.push(state);
    });
  }
  return out;
}
