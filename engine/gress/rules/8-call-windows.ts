/** 8.1, 8.2: the "last but one" call window and, when it ends uncalled, the complaint window. */
import type { Window } from '../../core/windows';
import type { GressState } from '../types';
import { openWindow } from '../windows';
import { windowClosing } from '../window-kinds';

/**
 * 8.1: after an event, every player whose hand now has exactly two cards, and
 * had another number before it, must call "last but one". The duty lasts until
 * the next event that changes that hand's size, at the latest the next move.
 */
export function openCallWindows(before: GressState, after: GressState, event: number): GressState {
  let state = after;
  after.hands.forEach((hand, seat) => {
    if (hand.length === 2 && before.hands[seat].length !== 2) {
      state = openWindow(state, 'lastButOneCall', seat, '8.1', event, windowClosing('lastButOneCall', seat), { called: false });
    }
  });
  return state;
}

/**
 * 8.2: a call window that closed uncalled opens the window for complaints,
 * which lasts until the next move by a player other than the one accused. The
 * debt a complaint brings is tied to `event`, the event that closed the call window.
 */
export function afterCallWindowsClosed(state: GressState, closed: readonly Window[], event: number): GressState {
  let out = state;
  for (const w of closed) {
    if (w.kind !== 'lastButOneCall' || (w.data as { called?: boolean } | undefined)?.called) continue;
    out = openWindow(out, 'missedCallComplaint', w.owner, '8.2', event, windowClosing('missedCallComplaint', w.owner), { event });
  }
  return out;
}
