/** The result of one rule function, before it becomes a ruling (machine.ts), and small helpers the rules share. */
import { en } from '../messages';
import type { Pair, SensMessage, SensSpec } from '../messages/spec';
import type { Classification, DealState, SensState, Seat, Side } from '../types';

export interface Outcome {
  readonly state: SensState;
  readonly classification: Classification;
  readonly lawful: boolean;
  /** Paragraphs that decided it, most specific last; never empty. */
  readonly citations: readonly string[];
  /** The English words of `says`. */
  readonly summary: string;
  /** What the rules decided, as a message of the SENS catalogues (messages/). */
  readonly says: SensMessage;
}

/** A message of the SENS spec, its parameters checked against its id. */
export function msg<Id extends keyof SensSpec & string>(id: Id, params: SensSpec[Id]): SensMessage {
  return { id, params } as SensMessage;
}

/** An action the rules do not let happen: the state stays exactly as it was. */
export function refuse(state: SensState, citations: readonly string[], says: SensMessage): Outcome {
  return { state, classification: 'refused', lawful: false, citations, summary: en(says), says };
}

/** Play the rules ask for or allow. */
export function lawful(state: SensState, citations: readonly string[], says: SensMessage): Outcome {
  return { state, classification: 'lawful', lawful: true, citations, summary: en(says), says };
}

/** A card against a duty, or a misdeal: accepted as done, with the consequences 1.3, 1.4 and 4.5 give. */
export function foul(state: SensState, citations: readonly string[], says: SensMessage): Outcome {
  return { state, classification: 'foul', lawful: false, citations, summary: en(says), says };
}

export function nameOf(state: Pick<SensState, 'players'>, seat: number): string {
  return state.players[seat] ?? `seat ${seat}`;
}

/** A side as its two players' names, for a message. */
export function pairOf(state: Pick<SensState, 'players'>, side: Side): Pair {
  return [nameOf(state, side), nameOf(state, side + 2)];
}

/** The state with its current deal changed. */
export function withDeal(state: SensState, change: Partial<DealState>): SensState {
  return { ...state, deal: { ...state.deal, ...change } };
}

/** Replaces one seat's entry of a per-seat array. */
export function setAt<T>(items: readonly T[], seat: Seat, value: T): T[] {
  return items.map((old, i) => (i === seat ? value : old));
}
