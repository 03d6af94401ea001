/**
 * What happened, one action after another: each action of the referee's list
 * (kept as text in the action notation, engine/gress/notation.ts, so renaming
 * or removing a player never loses it) goes through the engine from the
 * position, and each gets the engine's ruling. A line that no longer reads
 * (a player who has left the table) is kept, marked, and skipped.
 */
import { applyAction } from '../../../../engine/gress/game';
import { formatAction, parseAction } from '../../../../engine/gress/notation';
import type { GressAction, GressRuling, GressState } from '../../../../engine/gress/types';
import type { Message } from '../../../../engine/core/messages';

export interface DeskStep {
  /** The action as entered, in the notation. */
  readonly text: string;
  readonly action: GressAction | null;
  /** Why the text does not read, or null. */
  readonly error: string | null;
  /** The same as a message (engine/gress/messages/notation.ts), for a page in another language. */
  readonly reason?: Message;
  readonly ruling: GressRuling | null;
  /** The table after this step (unchanged by a step that does not read). */
  readonly after: GressState;
  /** Laying the just-landed top card, which the position itself asks for. */
  readonly fromPosition: boolean;
}

export interface Replayed {
  readonly steps: readonly DeskStep[];
  readonly final: GressState;
  /** The actions that read, in order (what a link carries). */
  readonly actions: readonly GressAction[];
}

export function replay(start: GressState, prefix: readonly GressAction[], lines: readonly string[]): Replayed {
  let state = start;
  const steps: DeskStep[] = [];
  const actions: GressAction[] = [];
  const run = (text: string, action: GressAction, fromPosition: boolean) => {
    const { state: after, ruling } = applyAction(state, action);
    state = after;
    actions.push(action);
    steps.push({ text, action, error: null, ruling, after, fromPosition });
  };
  for (const action of prefix) run(formatAction(action, start.players), action, true);
  for (const text of lines) {
    const parsed = parseAction(text, start.players);
    if (parsed.ok) run(text, parsed.action, false);
    else steps.push({ text, action: null, error: parsed.error, reason: parsed.reason, ruling: null, after: state, fromPosition: false });
  }
  return { steps, final: state, actions };
}
