/**
 * The random level (bots.ts lists the levels): one of the lawful actions
 * (lawful.ts) picked at random, each as likely as the next: a bid or a pass,
 * any meld or card the duties allow, robbing or not, even Vorlauf. It is the
 * baseline the other levels are measured against (bench/bot-tournaments.ts).
 *
 * Who acts: the player whose turn it is; once a game is taken, the dealer
 * (dealing the rest) or a holder of the trump Seven (robbing, 6.1), whichever
 * the draw names. Looking at the last trick (1.5) changes nothing, so it is
 * never chosen. The lists depend only on each seat's own hand and the table;
 * a deal's seed is drawn from `random` (any seed is as lawful).
 */
import { lawfulActions } from './lawful';
import type { SensAction, SensState, Seat } from './types';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

export function randomChoice(state: SensState, random: () => number): SensAction | null {
  if (state.phase === 'match-over') return null;
  const d = state.deal;
  const seats = state.phase === 'taken' ? SEATS : [d.turn];
  const actions = seats.flatMap((seat) => lawfulActions(state, seat)).filter((a) => a.type !== 'look');
  if (actions.length === 0) return null;
  const action = actions[Math.floor(random() * actions.length)];
  return action.type === 'deal' ? { ...action, seed: Math.floor(random() * 0x1_0000_0000) >>> 0 } : action;
}
