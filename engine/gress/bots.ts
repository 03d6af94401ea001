/**
 * A bot that plays Gress by chance but always lawfully: the players in random
 * order, the first one with a lawful action picks one of them at random. Used by
 * the whole-games test and the benchmark; deterministic for a given generator.
 */
import { shuffle } from '../core/prng';
import { lawfulActions, seemsFounded } from './lawful';
import type { GressAction, GressState } from './types';

export function botChoice(state: GressState, next: () => number): GressAction | null {
  const seats = shuffle(state.players.map((_, seat) => seat), Math.floor(next() * 2 ** 31));
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
