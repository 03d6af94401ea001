/** The result of one rule function, before the statechart wraps it into a ruling. */
import { said, type TheGameMessage } from './messages';
import type { Classification, Seat, TheGameState } from './types';

export interface Outcome {
  readonly state: TheGameState;
  readonly classification: Classification;
  readonly lawful: boolean;
  /** Paragraphs that decided it, most specific last; never empty. */
  readonly citations: readonly string[];
  /** The English words of `says`. */
  readonly summary: string;
  readonly says: TheGameMessage;
}

/** An action the rules do not allow: the state stays exactly as it was. */
export function refuse(state: TheGameState, citations: readonly string[], why: TheGameMessage): Outcome {
  return { state, classification: 'refused', lawful: false, citations, ...said(why) };
}

export function nameOf(state: TheGameState, seat: Seat): string {
  return state.players[seat] ?? `seat ${seat}`;
}

/** Replaces one seat's entry of a per-seat array. */
export function setAt<T>(items: readonly T[], seat: Seat, value: T): T[] {
  return items.map((old, i) => (i === seat ? value : old));
}
