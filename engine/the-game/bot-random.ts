/**
 * The random level (bots.ts lists the levels): the player to move picks one
 * of their lawful actions (lawful.ts) at random, each as likely as the next,
 * ending the turn included once two cards are down (5.1). It is the baseline
 * the other levels are measured against (bench/bot-tournaments.ts). It looks
 * at nothing but the list of lawful actions, which depends only on the
 * player's own hand and the piles.
 */
import { lawfulActions } from './lawful';
import type { TheGameAction, TheGameState } from './types';

export function randomChoice(state: TheGameState, random: () => number): TheGameAction | null {
  if (state.phase !== 'playing') return null;
  const actions = lawfulActions(state, state.toMove);
  return actions.length === 0 ? null : actions[Math.floor(random() * actions.length)];
}
