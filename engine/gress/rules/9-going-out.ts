/** 9.1: the end of the active game. */
import type { GressState, Seat } from '../types';
import { owes } from './4-debt-ledger';
import { convertUnpayableDebts } from './10-exceptions/10.2-empty-last-settlement';

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
 * that, so every window closes. A "last but one" call still owed at that moment
 * can no longer be made: it becomes a complaint window (8.2) that lasts until
 * the hands are laid down (9.3). The winner has nothing to lay down.
 */
export function endIfSomeoneWentOut(state: GressState): GressState {
  if (state.phase !== 'running') return state;
  const winner = activeGameWinner(state);
  if (winner === null) return state;
  const lastEvent = state.nextEventId - 1;
  const windows = state.windows
    .filter((w) => (w.kind === 'lastButOneCall' && !w.data?.called) || w.kind === 'missedCallComplaint')
    .map((w) => (w.kind === 'missedCallComplaint' ? w : {
      ...w, id: `missedCallComplaint@${lastEvent}:${w.owner}`, kind: 'missedCallComplaint' as const, paragraph: '8.2',
      openedBy: lastEvent, closing: { on: 'nextMoveByOther' as const, seat: w.owner }, data: { event: lastEvent },
    }));
  return convertUnpayableDebts({
    ...state, phase: 'over', winner, windows, swap: null,
    laidDown: state.players.map(() => false),
  });
}
