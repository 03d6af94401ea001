/**
 * The step bar of an example (issue 24, "one screen"): First / Back /
 * Forward / Last, the step counter and the status of the step shown (its
 * classification and verdict), a link to the step and "Play from here".
 * Sticky (shell.css): it stays at the top of the screen while the example
 * is on it, so the reader never scrolls between Forward and the table. On a
 * phone it takes two rows and the step buttons show their icons only (their
 * words stay their accessible names); nothing in it is cut off.
 */
import { BUTTONS, isDisabled } from './Controls';
import type { StepView } from './step-view';
import type { StepCommand } from './stepper';

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
export function stepCount(index: number, frameCount: number): string {
  return `Step ${index} of ${Math.max(0, frameCount - 1)}`;
}

/** The step's status in a few words: its classification and verdict, or `start` before the first step. */
export function StepStatus({ step, start = 'Starting position' }: { step: StepView | null; start?: string }) {
  if (!step || step.index === 0) return <p class="gs-stepbar__status">{start}</p>;
  const tone = step.lawful === false ? 'foul' : step.lawful === true ? 'lawful' : 'none';
  return (
    <p class="gs-stepbar__status">
      {step.classification && <span class={`gs-class gs-class--${tone}`}>{step.classification}</span>}
      {step.lawful !== null && (
        <span class={`gs-verdict gs-verdict--${tone}`}>
          <span aria-hidden="true">{step.lawful ? '✓ ' : '✕ '}</span>
          {step.lawful ? 'lawful' : 'not lawful'}
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
  return (
    <div class="gs-controls gs-stepbar" role="group" aria-label="Step through the example">
      <div class="gs-controls__buttons">
        {BUTTONS.map((b) => (
          <button
            key={b.command}
            type="button"
            class={`gs-button gs-button--${b.command}`}
            data-command={b.command}
            disabled={isDisabled(b.command, index, frameCount)}
            aria-keyshortcuts={b.keys}
            aria-label={b.text}
            title={b.text}
            onClick={() => onCommand(b.command)}
          >
            <svg class="gs-button__icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d={b.icon} fill="currentColor" />
            </svg>
            <span>{b.text}</span>
          </button>
        ))}
      </div>
      <div class="gs-stepbar__where">
        <p class="gs-counter">{stepCount(index, frameCount)}</p>
        <StepStatus step={step} />
      </div>
      <div class="gs-stepbar__end">
        {onCopyLink && (
          <button type="button" class="gs-button gs-button--link" onClick={onCopyLink} aria-label="Link" title="Copy a link to this example at this step">
            <LinkIcon />
            <span>Link</span>
          </button>
        )}
        <button type="button" class="gs-button gs-button--play" onClick={onPlay} title="Act for any player from this step on; the rules judge every action">
          Play from here
        </button>
      </div>
    </div>
  );
}
