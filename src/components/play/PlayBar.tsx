/**
 * The bar above the game against the bots: what the table waits for (the
 * status line, which takes focus after a new hand so the keyboard stays in
 * the game), "Undo my move" (or, while the bots' moves come one at a time,
 * "Show all moves" in its place, so the bar keeps its size), and the bots'
 * pace. On a phone the two buttons show their icons only (play.css).
 */
import type { Ref } from 'preact';
import { uiText, useUiText } from '../../i18n/ui-text';
import { PaceControl } from './PaceControl';
import { PACE_TEXT } from './play-words';
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

const TEXT = uiText({
  en: { showAll: 'Show all moves', undo: 'Undo my move', pace: 'Bot moves' },
  de: { showAll: 'Alle Züge zeigen', undo: 'Meinen Zug zurücknehmen', pace: 'Züge der Bots' },
});

export function PlayBar({ headline, headRef, canUndo, onUndo, onShowAll, pace, onPace }: PlayBarProps) {
  const t = useUiText(TEXT);
  const paceNames = useUiText(PACE_TEXT);
  const paces = PACES.map((p) => ({ id: p.id, label: paceNames[p.id] ?? p.label }));
  return (
    <div class="gs-controls pv-bar">
      <p class="gs-counter pv-headline" tabIndex={-1} ref={headRef}>
        {headline}
      </p>
      <div class="gs-controls__buttons pv-bar__buttons">
        {onShowAll ? (
          // While the bots' moves come one at a time there is nothing to undo yet: the same place shows them all.
          <button key="all" type="button" class="gs-button pv-undo" onClick={onShowAll} aria-label={t.showAll}>
            {/* Drawn, as the sandbox's step icons are: ⏭ is missing from many system fonts. */}
            <svg class="gs-button__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M3 3v10l7-5zM11 3h2v10h-2z" fill="currentColor" />
            </svg>
            <span class="pv-undo__more" aria-hidden="true">
              {' '}
              {t.showAll}
            </span>
          </button>
        ) : (
          <button key="undo" type="button" class="gs-button pv-undo" disabled={!canUndo} onClick={onUndo} aria-label={t.undo}>
            <span aria-hidden="true">↶</span>
            <span class="pv-undo__more" aria-hidden="true">
              {' '}
              {t.undo}
            </span>
          </button>
        )}
        <PaceControl options={paces} value={pace} onChange={onPace} label={t.pace} />
      </div>
    </div>
  );
}
