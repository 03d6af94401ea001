/**
 * The bar above the game against the bots: what the table waits for (the
 * status line, which takes focus after a new hand so the keyboard stays in
 * the game), "Undo my move" (or, while the bots' moves come one at a time,
 * "Show all moves" in its place, so the bar keeps its size), and the bots'
 * pace. On a phone the two buttons show their icons only (play.css).
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
        {onShowAll ? (
          // While the bots' moves come one at a time there is nothing to undo yet: the same place shows them all.
          <button key="all" type="button" class="gs-button pv-undo" onClick={onShowAll} aria-label="Show all moves">
            {/* Drawn, as the sandbox's step icons are: ⏭ is missing from many system fonts. */}
            <svg class="gs-button__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M3 3v10l7-5zM11 3h2v10h-2z" fill="currentColor" />
            </svg>
            <span class="pv-undo__more" aria-hidden="true">
              {' '}
              Show all moves
            </span>
          </button>
        ) : (
          <button key="undo" type="button" class="gs-button pv-undo" disabled={!canUndo} onClick={onUndo} aria-label="Undo my move">
            <span aria-hidden="true">↶</span>
            <span class="pv-undo__more" aria-hidden="true">
              {' '}
              Undo my move
            </span>
          </button>
        )}
        <PaceControl options={PACES} value={pace} onChange={onPace} label="Bot moves" />
      </div>
    </div>
  );
}
