/**
 * Above the table on /gress/play/: Start (the bots' clock starts with it, or
 * with the reader's first card), then Practice to pause the clock while the
 * reader thinks (a learning aid: a real table never waits), and the pace of
 * the table's clock (pace.ts), always in sight.
 */
import { PaceControl } from '../../../components/play/PaceControl';
import { GRESS_PACES } from './pace';

export interface ClockBarProps {
  readonly started: boolean;
  /** "relaxed" */
  readonly level: string;
  readonly paused: boolean;
  readonly over: boolean;
  readonly pace: string;
  readonly onStart: () => void;
  readonly onPractice: () => void;
  readonly onPace: (pace: string) => void;
}

export function ClockBar({ started, level, paused, over, pace, onStart, onPractice, onPace }: ClockBarProps) {
  return (
    <div class="gp-clockbar">
      {!started ? (
        // Keyed apart: the Start button goes, and Practice is a new button (a second Enter must not pause the clock).
        <button key="start" type="button" class="gs-button gp-start" onClick={onStart}>
          Start:<span class="gp-start__level"> {level} bots</span>
        </button>
      ) : (
        <button key="practice" type="button" class="gs-button gp-practice" aria-pressed={paused ? 'true' : 'false'} disabled={over} onClick={onPractice} aria-keyshortcuts="P">
          Practice: {paused ? 'paused' : 'pause'}
        </button>
      )}
      <PaceControl options={GRESS_PACES} value={pace} onChange={onPace} label="Speed" class="gp-pace" />
    </div>
  );
}
