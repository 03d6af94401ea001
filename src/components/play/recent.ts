/**
 * "What just happened" against the bots, as data: the reader's last action
 * up to the frame on screen, and the bots' moves after it (not reaching back
 * past the start of the current hand).
 */
import type { Played } from '../../../engine/core/played';
import { stepView, type Paragraphs, type StepView } from '../sandbox/step-view';

export interface Recent {
  readonly mine: StepView | null;
  readonly bots: readonly StepView[];
}

export function recentMoves<S, A extends { readonly seat: number }>(played: Played<S, A> | null, at: number, reader: number, paragraphs: Paragraphs, handOver: (state: S) => boolean): Recent {
  if (!played) return { mine: null, bots: [] };
  const bots: StepView[] = [];
  for (let i = at; i >= 1; i--) {
    const frame = played.frames[i];
    if (played.actions[i - 1].seat === reader) return { mine: stepView(frame, i, paragraphs), bots };
    bots.unshift(stepView(frame, i, paragraphs));
    if (handOver(played.frames[i - 1].state)) break;
  }
  return { mine: null, bots };
}

/** Where the last hand began: the replay starts there. */
export function handStart<S, A>(played: Played<S, A> | null, handOver: (state: S) => boolean): number {
  if (!played) return 0;
  for (let i = played.frames.length - 2; i >= 0; i--) if (handOver(played.frames[i].state)) return i + 1;
  return 0;
}
