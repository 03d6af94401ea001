/** 9.1: the end of the active game. */
import type { GressState, Seat } from '../types';
import { owes } from './4-debt-ledger';
import { convertUnpayableDebts } from './10-exceptions/10.2-empty-last-settlement';
import { scoreIfAllDown } from './9-end';

/**
 * 9.1: the active game ends the moment a player has no Marke, no cards in hand
 * and no take debt. Returns that player, or null while the game goes on. A
 * disqualified player (10.8) takes no further part and cannot win.
 */
export function activeGameWinner(state: GressState): Seat | null {
  const seat = state.players.findIndex((_, s) => !state.disqualified[s] && state.hands[s].length === 0 && state.markes[s] === null && owes(state, s) === 0);
  return seat === -1 ? null : seat;
}

/**
 * 9.1: ends the active game if someone has gone out; no events happen after
 * that, so no window can close by an event any more. Two kinds stay open: a
 * "last but one" call still owed (8.1), because calling is no event (10.9
 * lists it with the announcements) and so may still be made, though taking the
 * Marke, an event, may not; and a complaint window for a call already missed
 * (8.2), which lasts until the hands are down (9.3). A call still owed at the
 * end was never missed: its deadline (the next event changing that hand, at the
 * latest the next move) can no longer come, so no 8.2 complaint can be founded
 * on it. Every other window ends with the active game. The winner has nothing
 * to lay down.
 */
export function endIfSomeoneWentOut(state: GressState): GressState {
  // Also while halted: a card laid then is a foul but lies on the pile, and an empty hand is empty (9.1 knows no exception).
  if (state.phase !== 'running' && state.phase !== 'halted') return state;
  const winner = activeGameWinner(state);
  if (winner === null) return state;
  const windows = state.windows.filter((w) => (w.kind === 'lastButOneCall' && !w.data?.called) || w.kind === 'missedCallComplaint');
  // Nobody may be left to lay down (the others disqualified, 10.8, or without cards): then the count follows at once (9.3, 9.4).
  return scoreIfAllDown(convertUnpayableDebts({
    ...state, phase: 'over', winner, windows, swap: null, halt: null,
    laidDown: state.players.map(() => false),
  }));
}
