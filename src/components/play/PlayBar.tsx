/**
 * The bar above the game against the bots: what the table waits for (the
 * status line, which takes focus after a new hand so the keyboard stays in
 * the game), "Undo my move", "Show all moves" while the bots' moves come one
 * at a time, and the bots' pace.
 */
import type { Ref } from 'preact';
import { PaceControl } from './PaceControl';
import { PACES } from './play-prefs';

export interface PlayBarProps {
  readonly headline: string;
  readonly headRef: Ref<HTMLParagraphElement>;
  readonly canUndo: boolean;
  readonly onUndo: () => void;
  /** Present while the bots' moves are still coming one at a time. */
  readonly onShowAll: (() => void) | null;
  readonly pace: string;
  readonly onPace: (pace: string) => void;
}

export function PlayBar({ headline, headRef, canUndo, onUndo, onShowAll, pace, onPace }: PlayBarProps) {
  return (
    <div class="gs-controls pv-bar">
      <p class="gs-counter pv-headline" tabIndex={-1} ref={headRef}>
        {headline}
      </p>
      <div class="gs-controls__buttons pv-bar__buttons">
        <button type="button" class="gs-button pv-undo" disabled={!canUndo} onClick={onUndo} aria-label="Undo my move">
          <span aria-hidden="true">↶</span>
          <span class="pv-undo__more" aria-hidden="true">
            {' '}
            Undo my move
          </span>
        </button>
        {onShowAll && (
          <button type="button" class="gs-button" onClick={onShowAll}>
            Show all moves
          </button>
        )}
        <PaceControl options={PACES} value={pace} onChange={onPace} label="Bot moves" />
      </div>
    </div>
  );
}
