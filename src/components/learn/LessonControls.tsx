/**
 * The lesson's controls, right under the reader's hand where the thumb
 * already is, in one wrapping row: the reader's other actions (chips), "Hint"
 * (from lesson 2 on the ✓ marks wait for it; a switch, so the marks can go
 * again, but once asked it counts as one wrong try for the stars), "Start
 * over" and the switch that hides or shows the others' hands; then, in small
 * print, what a tap does.
 */
import type { ComponentChildren } from 'preact';
import { uiText, useUiText } from '../../i18n/ui-text';
import { Mark } from '../marks/Mark';
import { MarkedText } from '../marks/MarkedText';

const TEXT = uiText({
  en: {
    asItStands: 'The table as it stands now.',
    hintMarks: 'The hint marks what the rules allow with ✓ and counts as a wrong try.',
    marksAfterHint: '✓: what the rules allow now (the hint counts as a wrong try).',
    marksNow: '✓ marks what the rules allow now.',
    hint: 'Hint',
    hintMore: ': mark what the rules allow now (counts as a wrong try)',
    startOver: 'Start over',
    hideOthers: "Hide others' hands",
    showOthers: "Show others' hands",
  },
  de: {
    asItStands: 'Der Tisch, wie er jetzt steht.',
    hintMarks: 'Der Tipp markiert mit ✓, was die Regeln erlauben, und zählt als Fehlversuch.',
    marksAfterHint: '✓: was die Regeln jetzt erlauben (der Tipp zählt als Fehlversuch).',
    marksNow: '✓ markiert, was die Regeln jetzt erlauben.',
    hint: 'Tipp',
    hintMore: ': markieren, was die Regeln jetzt erlauben (zählt als Fehlversuch)',
    startOver: 'Von vorn',
    hideOthers: 'Hände der anderen verbergen',
    showOthers: 'Hände der anderen zeigen',
  },
});

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

function tapLine(t: typeof TEXT.en, tap: string, live: boolean, marks: boolean, marksOnHint: boolean): string {
  if (!live) return t.asItStands;
  if (!marks) return `${tap} ${t.hintMarks}`;
  return marksOnHint ? `${tap} ${t.marksAfterHint}` : `${tap} ${t.marksNow}`;
}

export function LessonControls({ actions, live, marks, marksOnHint, tapWords, onToggleHint, started, onStartOver, showOthers, onToggleOthers }: LessonControlsProps) {
  const t = useUiText(TEXT);
  return (
    <div class="lx-controls">
      <p class="gs-hint lx-controls__hint">
        <MarkedText text={tapLine(t, tapWords, live, marks, marksOnHint)} />
      </p>
      <div class="lx-controls__buttons">
        {actions}
        {live && marksOnHint && (
          <button type="button" class="gs-button lx-button lx-hint" aria-pressed={marks ? 'true' : 'false'} onClick={onToggleHint}>
            <Mark kind="check" />{t.hint}<span class="gs-sr">{t.hintMore}</span>
          </button>
        )}
        {live && (
          <button type="button" class="gs-button lx-button" disabled={!started} onClick={onStartOver}>
            {t.startOver}
          </button>
        )}
        <button type="button" class="gs-button lx-button" aria-pressed={showOthers ? 'false' : 'true'} onClick={onToggleOthers}>
          {showOthers ? t.hideOthers : t.showOthers}
        </button>
      </div>
    </div>
  );
}
