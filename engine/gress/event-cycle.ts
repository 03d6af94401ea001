/**
 * What happens around every event (4.3): it gets the next id, it closes the
 * windows it ends, and the rules attached to a window's end or to a changed hand
 * size take effect: a pending swap becomes binding or lapses (5.5), a missed
 * "last but one" call opens the complaint window (8.2), a hand that comes to two
 * cards opens the call window (8.1), and a player who is out ends the game (9.1).
 */
import { closeWindows, type EventFacts } from '../core/windows';
import { told, type GressMessage } from './messages';
import { nameOf } from './outcome';
import { settleSwapDefence } from './rules/5-swap-binding';
import { afterCallWindowsClosed, openCallWindows } from './rules/8-call-windows';
import { endIfSomeoneWentOut } from './rules/9-going-out';
import type { GameEvent, GressState, Seat } from './types';

export interface EventInfo {
  readonly kind: GameEvent['kind'];
  readonly seat: Seat;
  /** What the event was, as a message; the log keeps its English rendering as `summary` too. */
  readonly says: GressMessage;
  readonly isMove: boolean;
  readonly isThrow: boolean;
  readonly presumed?: 'move' | 'throw';
}

/**
 * 4.3: records one event on `after` (the state with the event's own changes
 * made). Rule functions read `before.nextEventId` as the id their event will
 * get, e.g. to tie a debt to it (4.12) or to open a window it starts.
 */
export function recordEvent(before: GressState, after: GressState, info: EventInfo): GressState {
  const id = before.nextEventId;
  const handSizeChanged = after.hands.flatMap((h, seat) => (h.length !== before.hands[seat].length ? [seat] : []));
  const facts: EventFacts = { id, actor: info.seat, isMove: info.isMove, isThrow: info.isThrow, handSizeChanged };
  const { open, closed } = closeWindows(after.windows, facts);
  let state: GressState = {
    ...after,
    windows: open,
    nextEventId: id + 1,
    events: [...after.events, { id, kind: info.kind, seat: info.seat, ...told(info.says), ...(info.presumed ? { presumed: info.presumed } : {}) }],
  };
  state = settleSwapDefence(state, closed, facts);
  state = afterCallWindowsClosed(state, closed, id);
  state = openCallWindows(before, state, id);
  return endIfSomeoneWentOut(state);
}

export { nameOf };
