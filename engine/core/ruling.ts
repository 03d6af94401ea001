/**
 * Rulings: what the engine answers for every action. Not just the next state but
 * what the action was classified as, whether it was lawful, and the paragraphs
 * that decided it, so the sandbox and a referee can follow the reasoning.
 */

import type { Message } from './messages';

/** A paragraph number such as "4.11". */
export type Citation = string;

export interface Ruling<C extends string = string> {
  /** The action as written in the game's notation. */
  readonly action: string;
  /** What the action counts as, e.g. "move", "throw", "settlement", "foul", "refused". */
  readonly classification: C;
  /** False for fouls and refused actions. */
  readonly lawful: boolean;
  /** Paragraphs that decided the ruling, most specific last. Never empty. */
  readonly citations: readonly Citation[];
  /** One line in plain English: what happened and why (the English catalogue's rendering of `says`, where a game has it). */
  readonly summary: string;
  /** The summary as data: a message id of the game's catalogue and its parameters, for other languages (engine/core/messages.ts). */
  readonly says?: Message;
  /** Ids of the events (in the rulebook's sense) this action produced; empty if none. */
  readonly events: readonly number[];
  /** Paragraphs whose behaviour the engine does not model yet but that would apply here. */
  readonly pending?: readonly Citation[];
}

/** Merges citation lists keeping first occurrence order. */
export function cite(...lists: (readonly Citation[] | Citation)[]): Citation[] {
  const out: Citation[] = [];
  for (const l of lists) for (const c of typeof l === 'string' ? [l] : l) if (!out.includes(c)) out.push(c);
  return out;
}

/** What a game's rule function decided, before it becomes a ruling: the parts every game shares. */
export interface Decided<C extends string = string> {
  readonly classification: C;
  readonly lawful: boolean;
  readonly citations: readonly Citation[];
  readonly summary: string;
  readonly says?: Message;
  readonly events?: readonly number[];
  readonly pending?: readonly Citation[];
}

/** The ruling for an action (already written in the game's notation) and what the rules decided. */
export function rulingOf<C extends string>(action: string, decided: Decided<C>): Ruling<C> {
  return {
    action,
    classification: decided.classification,
    lawful: decided.lawful,
    citations: decided.citations,
    summary: decided.summary,
    ...(decided.says ? { says: decided.says } : {}),
    events: decided.events ?? [],
    ...(decided.pending && decided.pending.length > 0 ? { pending: decided.pending } : {}),
  };
}
