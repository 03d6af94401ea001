/**
 * Above the table on /gress/play/: Start (the bots' clock starts with it, or
 * with the reader's first card), then Practice to pause the clock while the
 * reader thinks (a learning aid: a real table never waits), and the pace of
 * the table's clock (pace.ts), always in sight.
 */
import { PaceControl } from '../../../components/play/PaceControl';
import { GRESS_PACES } from './pace';
import { useUiText } from '../../../i18n/ui-text';
import { PLAY_TEXT } from './play-text';

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
  const t = useUiText(PLAY_TEXT);
  const paces = GRESS_PACES.map((p) => ({ ...p, label: t.paces[p.id] }));
  return (
    <div class="gp-clockbar">
      {!started ? (
        // Keyed apart: the Start button goes, and Practice is a new button (a second Enter must not pause the clock).
        <button key="start" type="button" class="gs-button gp-start" onClick={onStart}>
          {t.start}
          <span class="gp-start__level">{t.startLevel(level)}</span>
        </button>
      ) : (
        <button key="practice" type="button" class="gs-button gp-practice" aria-pressed={paused ? 'true' : 'false'} disabled={over} onClick={onPractice} aria-keyshortcuts="P">
          {t.practice(paused)}
        </button>
      )}
      <PaceControl options={paces} value={pace} onChange={onPace} label={t.speed} class="gp-pace" />
    </div>
  );
}
