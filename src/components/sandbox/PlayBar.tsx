/**
 * Play mode's bar, sticky like the step bar (shell.css): how many actions
 * the game has, the status of the latest one, "Back to the example" and
 * "Copy link". Also drawn, disabled, while play mode loads (PlayLoading),
 * so nothing moves when it arrives.
 */
import type { Ref } from 'preact';
import { StepStatus } from './StepBar';
import type { StepView } from './step-view';

export interface PlayBarProps {
  /** "Playing: 3 actions", "Loading the rules engine…", "No game". */
  readonly counter: string;
  /** The step shown (null before the game has loaded). */
  readonly step: StepView | null;
  /** Present where there is an example to go back to. */
  readonly onLeave?: () => void;
  /** Absent while there is no game to link to. */
  readonly onCopyLink?: () => void;
  readonly counterRef?: Ref<HTMLParagraphElement>;
}

/** "Playing: 1 action". */
export function playingCount(at: number): string {
  return `Playing: ${at} ${at === 1 ? 'action' : 'actions'}`;
}

export function PlayBar({ counter, step, onLeave, onCopyLink, counterRef }: PlayBarProps) {
  return (
    <div class="gs-controls gs-stepbar gs-playbar" role="group" aria-label="Your game">
      <div class="gs-stepbar__where">
        <p class="gs-counter" tabIndex={-1} ref={counterRef}>
          {counter}
        </p>
        <StepStatus step={step} start="Act for any player" />
      </div>
      <div class="gs-stepbar__end">
        {onLeave && (
          <button type="button" class="gs-button" onClick={onLeave}>
            Back to the example
          </button>
        )}
        <button type="button" class="gs-button" disabled={!onCopyLink} onClick={onCopyLink}>
          Copy link
        </button>
      </div>
    </div>
  );
}

/** The ruling panel before the first action of the reader's game. */
export function StartRuling() {
  return (
    <div class="gs-ruling gs-ruling--start gs-ruling--compact">
      <p class="gs-ruling__summary">
        Your game: act for any player<span class="gs-ruling__more">; the rules judge every action, lawful or not</span>.
      </p>
    </div>
  );
}
