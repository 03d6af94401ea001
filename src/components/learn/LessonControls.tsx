/**
 * The lesson's controls, right under the reader's hand where the thumb
 * already is, in one wrapping row: the reader's other actions (chips), "Hint"
 * (from lesson 2 on the ✓ marks wait for it; a switch, so the marks can go
 * again, but once asked it counts as one wrong try for the stars), "Start
 * over" and the switch that hides or shows the others' hands; then, in small
 * print, what a tap does.
 */
import type { ComponentChildren } from 'preact';

export interface LessonControlsProps {
  /** The reader's other actions (LessonChips), first in the row. */
  readonly actions?: ComponentChildren;
  /** The table takes taps (no wrong try or goal on show). */
  readonly live: boolean;
  /** The ✓ marks are on show. */
  readonly marks: boolean;
  /** The marks wait for the hint in this lesson. */
  readonly marksOnHint: boolean;
  /** What a tap on the table does, in one sentence (LessonKit.tapWords). */
  readonly tapWords: string;
  readonly onToggleHint: () => void;
  /** Something to start over from. */
  readonly started: boolean;
  readonly onStartOver: () => void;
  readonly showOthers: boolean;
  readonly onToggleOthers: () => void;
}

function tapLine(tap: string, live: boolean, marks: boolean, marksOnHint: boolean): string {
  if (!live) return 'The table as it stands now.';
  if (!marks) return `${tap} The hint marks what the rules allow with ✓ and counts as a wrong try.`;
  return marksOnHint ? `${tap} ✓: what the rules allow now (the hint counts as a wrong try).` : `${tap} ✓ marks what the rules allow now.`;
}

export function LessonControls({ actions, live, marks, marksOnHint, tapWords, onToggleHint, started, onStartOver, showOthers, onToggleOthers }: LessonControlsProps) {
  return (
    <div class="lx-controls">
      <p class="gs-hint lx-controls__hint">{tapLine(tapWords, live, marks, marksOnHint)}</p>
      <div class="lx-controls__buttons">
        {actions}
        {live && marksOnHint && (
          <button type="button" class="gs-button lx-button lx-hint" aria-pressed={marks ? 'true' : 'false'} onClick={onToggleHint}>
            <span aria-hidden="true">✓ </span>Hint<span class="gs-sr">: mark what the rules allow now (counts as a wrong try)</span>
          </button>
        )}
        {live && (
          <button type="button" class="gs-button lx-button" disabled={!started} onClick={onStartOver}>
            Start over
          </button>
        )}
        <button type="button" class="gs-button lx-button" aria-pressed={showOthers ? 'false' : 'true'} onClick={onToggleOthers}>
          {showOthers ? "Hide others' hands" : "Show others' hands"}
        </button>
      </div>
    </div>
  );
}
