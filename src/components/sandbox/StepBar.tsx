/**
 * The step bar of an example (issue 24, "one screen"): First / Back /
 * Forward / Last, the step counter and the status of the step shown (its
 * classification and verdict), a link to the step and "Play from here".
 * Sticky (shell.css): it stays at the top of the screen while the example
 * is on it, so the reader never scrolls between Forward and the table. On a
 * phone it takes two rows and the step buttons show their icons only (their
 * words stay their accessible names); nothing in it is cut off.
 */
import type { Locale } from '../../../engine/core/messages';
import { uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { BUTTONS, CONTROLS_TEXT, isDisabled } from './Controls';
import type { StepView } from './step-view';
import type { StepCommand } from './stepper';
import { Mark } from '../marks/Mark';

/** The status words every bar shares (PlayBar too). */
export const STATUS_TEXT = uiText({
  en: { start: 'Starting position', lawful: 'lawful', notLawful: 'not lawful' },
  de: { start: 'Ausgangsstellung', lawful: 'regelgerecht', notLawful: 'regelwidrig' },
});

const TEXT = uiText({
  en: { play: 'Play from here', playTitle: 'Act for any player from this step on; the rules judge every action' },
  de: { play: 'Ab hier spielen', playTitle: 'Ab diesem Schritt für jeden Spieler handeln; die Regeln beurteilen jede Aktion' },
});

export interface StepBarProps {
  readonly index: number;
  readonly frameCount: number;
  /** The step shown, for its status. */
  readonly step: StepView | null;
  readonly onCommand: (command: StepCommand) => void;
  /** Copies a link to the example at the step shown; no Link button without it. */
  readonly onCopyLink?: () => void;
  readonly onPlay: () => void;
}

/** "Step 2 of 5". */
export function stepCount(index: number, frameCount: number, locale: Locale = 'en'): string {
  return locale === 'de' ? `Schritt ${index} von ${Math.max(0, frameCount - 1)}` : `Step ${index} of ${Math.max(0, frameCount - 1)}`;
}

/**
 * The step's classification when it says more than the verdict beside it: a
 * game whose lawful plays are classified "lawful" (SENS, Gin Rummy) would
 * otherwise show "lawful ✓ lawful".
 */
export function shownClassification(step: StepView, lawfulWord: string): string | null {
  if (!step.classification) return null;
  return step.lawful === true && step.classification === lawfulWord ? null : step.classification;
}

/** The step's status in a few words: its classification and verdict, or `start` (default: the starting position) before the first step. */
export function StepStatus({ step, start }: { step: StepView | null; start?: string }) {
  const t = useUiText(STATUS_TEXT);
  if (!step || step.index === 0) return <p class="gs-stepbar__status">{start ?? t.start}</p>;
  const tone = step.lawful === false ? 'foul' : step.lawful === true ? 'lawful' : 'none';
  return (
    <p class="gs-stepbar__status">
      {shownClassification(step, t.lawful) && <span class={`gs-class gs-class--${tone}`}>{step.classification}</span>}
      {step.lawful !== null && (
        <span class={`gs-verdict gs-verdict--${tone}`}>
          <Mark kind={step.lawful ? 'check' : 'cross'} />
          {step.lawful ? t.lawful : t.notLawful}
        </span>
      )}
    </p>
  );
}

const LinkIcon = () => (
  <svg class="gs-button__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
    <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8" stroke="currentColor" stroke-width="1.6" fill="none" />
  </svg>
);

export function StepBar({ index, frameCount, step, onCommand, onCopyLink, onPlay }: StepBarProps) {
  const c = useUiText(CONTROLS_TEXT);
  const t = useUiText(TEXT);
  const locale = useLocale();
  return (
    <div class="gs-controls gs-stepbar" role="group" aria-label={c.group}>
      <div class="gs-controls__buttons">
        {BUTTONS.map((b) => (
          <button
            key={b.command}
            type="button"
            class={`gs-button gs-button--${b.command}`}
            data-command={b.command}
            disabled={isDisabled(b.command, index, frameCount)}
            aria-keyshortcuts={b.keys}
            aria-label={c[b.command]}
            title={c[b.command]}
            onClick={() => onCommand(b.command)}
          >
            <svg class="gs-button__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d={b.icon} fill="currentColor" />
            </svg>
            <span>{c[b.command]}</span>
          </button>
        ))}
      </div>
      <div class="gs-stepbar__where">
        <p class="gs-counter">{stepCount(index, frameCount, locale)}</p>
        <StepStatus step={step} />
      </div>
      <div class="gs-stepbar__end">
        {onCopyLink && (
          <button type="button" class="gs-button gs-button--link" onClick={onCopyLink} aria-label={c.link} title={c.linkTitle}>
            <LinkIcon />
            <span>{c.link}</span>
          </button>
        )}
        <button type="button" class="gs-button gs-button--play" onClick={onPlay} title={t.playTitle}>
          {t.play}
        </button>
      </div>
    </div>
  );
}
