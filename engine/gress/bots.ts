/**
 * Bots for the Game protocol (engine/core/game.ts botChoice). The default
 * level, 'random', plays Gress by chance but always lawfully: the players in
 * random order, the first one with a lawful action picks one of them at random.
 * Used by the whole-games test and the benchmark; deterministic for a given
 * generator. The other levels (play/levels.ts) go through the same seats in
 * random order and let each decide as a player would, from what that seat may
 * see (play/strategy.ts); the real-time play against a reader uses them
 * through play/driver.ts.
 */
import { shuffle } from '../core/prng';
import { lawfulActions, seemsFounded } from './lawful';
import { DEFAULT_BOT_LEVEL, findBotLevel, GRESS_BOT_LEVEL_IDS } from './play/levels';
import { decide } from './play/strategy';
import type { GressAction, GressState } from './types';

export function botChoice(state: GressState, next: () => number, level?: string): GressAction | null {
  const chosen = level === undefined ? DEFAULT_BOT_LEVEL : findBotLevel(level);
  if (!chosen) throw new Error(`botChoice: "${level}" is not a Gress bot level (${GRESS_BOT_LEVEL_IDS.join(', ')})`);
  const seats = shuffle(state.players.map((_, seat) => seat), Math.floor(next() * 2 ** 31));
  if (!chosen.randomLawful) {
    // Slips and noticing are keyed by a seed; without a game seed here, one is drawn per call.
    const seed = Math.floor(next() * 2 ** 31);
    for (const seat of seats) {
      const decision = decide(state, seat, { level: chosen, seed, next });
      if (decision) return decision.action;
    }
    return null;
  }
  for (const seat of seats) {
    // A bot complains only with cause: an unfounded complaint is lawful but costs two cards (10.5, 10.7).
    const mine = lawfulActions(state, seat).filter((a) => seemsFounded(state, a));
    if (mine.length === 0) continue;
    const action = mine[Math.floor(next() * mine.length)];
    // A reshuffle's seed is the bot's own choice (lawfulActions lists it with seed 0).
    return action.type === 'reshuffle' ? { ...action, seed: Math.floor(next() * 2 ** 31) } : action;
  }
  return null;
}
