/** The result of one rule function, before the statechart wraps it into a ruling. */
import { told, type GressMessage } from './messages';
import type { Classification, GressRuling, GressState, Seat } from './types';

export interface Outcome {
  readonly state: GressState;
  readonly classification: Classification;
  readonly lawful: boolean;
  readonly citations: readonly string[];
  /** The English rendering of `says`. */
  readonly summary: string;
  /** What happened, as a message of the Gress catalogues (messages/). */
  readonly says: GressMessage;
  readonly events: readonly number[];
  readonly pending?: readonly string[];
  /** 10.9: the rulings of simultaneous actions, in the order they were resolved. */
  readonly parts?: readonly GressRuling[];
}

/** An action the engine cannot carry out: the state stays exactly as it was. */
export function refuse(state: GressState, citations: readonly string[], says: GressMessage): Outcome {
  return { state, classification: 'refused', lawful: false, citations, ...told(says), events: [] };
}

export function nameOf(state: GressState, seat: Seat): string {
  return state.players[seat] ?? `seat ${seat}`;
}

/** Replaces one seat's entry of a per-seat array. */
export function setAt<T>(items: readonly T[], seat: Seat, value: T): T[] {
  return items.map((old, i) => (i === seat ? value : old));
}
