/** The result of one rule function, before it becomes a ruling (machine.ts), and small helpers the rules share. */
import type { Classification, GinState, HandState, Seat } from '../types';

export interface Outcome {
  readonly state: GinState;
  readonly classification: Classification;
  readonly lawful: boolean;
  /** Paragraphs that decided it, most specific last; never empty. */
  readonly citations: readonly string[];
  readonly summary: string;
}

/** An action the rules do not let happen: the state stays exactly as it was. */
export function refuse(state: GinState, citations: readonly string[], summary: string): Outcome {
  return { state, classification: 'refused', lawful: false, citations, summary };
}

/** Play the rules ask for or allow. */
export function lawful(state: GinState, citations: readonly string[], summary: string): Outcome {
  return { state, classification: 'lawful', lawful: true, citations, summary };
}

/** A breach §14 deals with: accepted, with the consequences §14 attaches. */
export function irregular(state: GinState, citations: readonly string[], summary: string): Outcome {
  return { state, classification: 'irregular', lawful: false, citations, summary };
}

export function nameOf(state: Pick<GinState, 'players'>, seat: number): string {
  return state.players[seat] ?? `seat ${seat}`;
}

/** The state with its current hand changed. */
export function withHand(state: GinState, change: Partial<HandState>): GinState {
  return { ...state, hand: { ...state.hand, ...change } };
}

/** Replaces one seat's entry of a per-seat array. */
export function setAt<T>(items: readonly T[], seat: Seat, value: T): T[] {
  return items.map((old, i) => (i === seat ? value : old));
}

/** "1 card", "2 cards". */
export function cardsWord(n: number): string {
  return `${n} card${n === 1 ? '' : 's'}`;
}
