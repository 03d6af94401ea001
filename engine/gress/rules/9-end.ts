/** Section 9: the end of a game. */
import type { GressState, Seat } from '../types';
import { owes } from './4-take-debts';

/**
 * 9.1: the active game ends the moment a player has no Marke, no cards in hand
 * and no take debt. Returns that player, or null while the game goes on.
 */
export function activeGameWinner(state: GressState): Seat | null {
  const seat = state.players.findIndex((_, s) => state.hands[s].length === 0 && state.markes[s] === null && owes(state, s) === 0);
  return seat === -1 ? null : seat;
}

/** 9.1: ends the active game if someone has gone out; no events happen after that. */
export function endIfSomeoneWentOut(state: GressState): GressState {
  if (state.phase !== 'running') return state;
  const winner = activeGameWinner(state);
  return winner === null ? state : { ...state, phase: 'over', winner, windows: [] };
}
