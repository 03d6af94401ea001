/**
 * The result of one rule function before the statechart wraps it into a ruling,
 * plus the bookkeeping every event shares: numbering (4.3) and closing the
 * rule windows that the event ends.
 */
import { closeWindows, type EventFacts } from '../core/windows';
import type { Classification, GameEvent, GressState, Seat } from './types';

export interface Outcome {
  readonly state: GressState;
  readonly classification: Classification;
  readonly lawful: boolean;
  readonly citations: readonly string[];
  readonly summary: string;
  readonly events: readonly number[];
  readonly pending?: readonly string[];
}

/** An action the engine cannot carry out: the state stays exactly as it was. */
export function refuse(state: GressState, citations: readonly string[], summary: string): Outcome {
  return { state, classification: 'refused', lawful: false, citations, summary, events: [] };
}

export function nameOf(state: GressState, seat: Seat): string {
  return state.players[seat] ?? `seat ${seat}`;
}

export interface EventInfo {
  readonly kind: GameEvent['kind'];
  readonly seat: Seat;
  readonly summary: string;
  readonly isMove: boolean;
  readonly isThrow: boolean;
}

/**
 * 4.3: records one event on `after` (the state with the event's changes made),
 * giving it the next id, and closes every window that this event ends.
 * Rule functions read `before.nextEventId` as the id their event will get,
 * e.g. to tie a debt to it (4.12) or to open a window.
 */
export function recordEvent(before: GressState, after: GressState, info: EventInfo): GressState {
  const id = before.nextEventId;
  const handSizeChanged = after.hands.flatMap((h, seat) => (h.length !== before.hands[seat].length ? [seat] : []));
  const facts: EventFacts = { id, actor: info.seat, isMove: info.isMove, isThrow: info.isThrow, handSizeChanged };
  const { open } = closeWindows(after.windows, facts);
  return {
    ...after,
    windows: open,
    nextEventId: id + 1,
    events: [...after.events, { id, kind: info.kind, seat: info.seat, summary: info.summary }],
  };
}

/** Replaces one seat's entry of a per-seat array. */
export function setAt<T>(items: readonly T[], seat: Seat, value: T): T[] {
  return items.map((old, i) => (i === seat ? value : old));
}
