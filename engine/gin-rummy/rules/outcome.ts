/** The result of one rule function, before it becomes a ruling (machine.ts), and small helpers the rules share. */
import { message } from '../../core/messages';
import { sayEnglish, type GinMessage, type GinSpec } from '../messages';
import type { Classification, GinState, HandState, Seat } from '../types';

export interface Outcome {
  readonly state: GinState;
  readonly classification: Classification;
  readonly lawful: boolean;
  /** Paragraphs that decided it, most specific last; never empty. */
  readonly citations: readonly string[];
  /** The English words of `says`. */
  readonly summary: string;
  /** What the rules decided, as a message of the game's catalogue (messages/). */
  readonly says: GinMessage;
}

/** A message of this game, its parameters checked against its id. */
export function msg<Id extends keyof GinSpec & string>(id: Id, params: GinSpec[Id]): GinMessage {
  return message<GinSpec, Id>(id, params) as GinMessage;
}

/** Several sentences said one after another. */
export function sentences(...parts: GinMessage[]): GinMessage {
  return parts.length === 1 ? parts[0] : msg('sentences', { parts });
}

/** An action the rules do not let happen: the state stays exactly as it was. */
export function refuse(state: GinState, citations: readonly string[], says: GinMessage): Outcome {
  return { state, classification: 'refused', lawful: false, citations, summary: sayEnglish(says), says };
}

/** Play the rules ask for or allow. */
export function lawful(state: GinState, citations: readonly string[], says: GinMessage): Outcome {
  return { state, classification: 'lawful', lawful: true, citations, summary: sayEnglish(says), says };
}

/** A breach §14 deals with: accepted, with the consequences §14 attaches. */
export function irregular(state: GinState, citations: readonly string[], says: GinMessage): Outcome {
  return { state, classification: 'irregular', lawful: false, citations, summary: sayEnglish(says), says };
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

