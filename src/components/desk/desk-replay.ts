/**
 * What happened, one action after another, for any game: each line the
 * referee entered (kept as text in the game's action notation, so a line
 * that no longer reads after the table changed is kept, marked and skipped,
 * never lost) goes through the engine's apply() from the disputed table, and
 * each gets the engine's ruling, lawful or not, with its paragraphs.
 */
import type { Game } from '../../../engine/core/game';
import type { Ruling } from '../../../engine/core/ruling';

export interface DeskStep<S, A> {
  /** The action as entered, in the game's notation. */
  readonly text: string;
  readonly action: A | null;
  /** Why the text does not read, or null. */
  readonly error: string | null;
  readonly ruling: Ruling | null;
  /** The table after this step (unchanged by a step that does not read). */
  readonly after: S;
}

export interface Replayed<S, A> {
  readonly steps: readonly DeskStep<S, A>[];
  readonly final: S;
  /** The actions that read, in order: what a link carries. */
  readonly actions: readonly A[];
}

export function replayDesk<S, A extends { readonly seat: number }>(game: Game<S, A, string>, start: S, lines: readonly string[]): Replayed<S, A> {
  const players = game.playersOf(start);
  let state = start;
  const steps: DeskStep<S, A>[] = [];
  const actions: A[] = [];
  for (const text of lines) {
    const parsed = game.parseAction(text, players);
    if (!parsed.ok) {
      steps.push({ text, action: null, error: parsed.error, ruling: null, after: state });
      continue;
    }
    const { state: after, ruling } = game.apply(state, parsed.value);
    state = after;
    actions.push(parsed.value);
    steps.push({ text, action: parsed.value, error: null, ruling, after });
  }
  return { steps, final: state, actions };
}
