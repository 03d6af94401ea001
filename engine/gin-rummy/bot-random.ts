/**
 * The random level (bots.ts lists the levels): the seat to act picks one of
 * its lawful actions (lawful.ts) at random, each as likely as the next: a
 * draw or a take, any discard, any knock the cards allow. It is the baseline
 * the other levels are measured against (bench/bot-tournaments.ts). The list
 * of lawful actions depends only on the seat's own hand and the table; the
 * next dealer deals with a seed drawn from `random` (any seed is as lawful).
 */
import { lawfulActions } from './lawful';
import type { GinAction, GinState } from './types';

export function randomChoice(state: GinState, random: () => number): GinAction | null {
  if (state.phase === 'match-over') return null;
  const seat = state.hand.turn;
  const actions = lawfulActions(state, seat);
  if (actions.length === 0) return null;
  const action = actions[Math.floor(random() * actions.length)];
  return action.type === 'deal' ? { ...action, seed: Math.floor(random() * 0x1_0000_0000) >>> 0 } : action;
}
