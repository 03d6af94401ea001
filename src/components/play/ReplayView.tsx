/**
 * The game against the bots replayed step by step with the sandbox's own
 * parts: its step controls (and keys), ruling panel and step list, the
 * played actions (the reader's and the bots') being the frames. The table
 * shows every hand by default, since the hand is over and the point is to
 * see what the bots held.
 */
import { useMemo, useState } from 'preact/hooks';
import type { Frame } from '../../../engine/core/frame';
import { uiText, useUiText } from '../../i18n/ui-text';
import { Controls } from '../sandbox/Controls';
import { RulingPanel } from '../sandbox/RulingPanel';
import { stepCounter, stepView, stepViews, type Paragraphs } from '../sandbox/step-view';
import { StepList } from '../sandbox/StepList';
import { applyCommand, clampStep, commandForKey } from '../sandbox/stepper';
import type { BotTableProps } from './play-ui';
import type { ComponentType } from 'preact';

export interface ReplayViewProps<S, A> {
  readonly frames: readonly Frame<S>[];
  /** The step to show first (the start of the last hand). */
  readonly initial: number;
  readonly paragraphs: Paragraphs;
  readonly Table: ComponentType<BotTableProps<S, A>>;
  readonly reader: number;
  readonly onClose: () => void;
}

const TEXT = uiText({
  en: { replay: 'Replay step by step', back: 'Back to the game', tip: ['Tip: with focus in the replay, ', ' step, ', ' jump.'] as readonly [string, string, string] },
  de: { replay: 'Schritt für Schritt nachspielen', back: 'Zurück zum Spiel', tip: ['Tipp: Mit dem Fokus im Nachspielen gehen ', ' einen Schritt, ', ' an den Anfang oder ans Ende.'] },
});

export function ReplayView<S, A>({ frames, initial, paragraphs, Table, reader, onClose }: ReplayViewProps<S, A>) {
  const t = useUiText(TEXT);
  const [at, setAt] = useState(() => clampStep(initial, frames.length));
  const [showHands, setShowHands] = useState(true);
  const steps = useMemo(() => stepViews(frames, paragraphs), [frames, paragraphs]);
  const frame = frames[at];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
    const target = e.target as Element | null;
    if (target && typeof target.closest === 'function' && target.closest('input, select, textarea')) return;
    const cmd = commandForKey(e.key);
    if (!cmd) return;
    e.preventDefault();
    setAt(applyCommand(cmd, at, frames.length));
  };
  return (
    <div class="pv-replay" role="group" aria-label={t.replay} onKeyDown={onKeyDown}>
      <p class="pv-replay__bar">
        <button type="button" class="gs-button pv-primary" onClick={onClose}>
          {t.back}
        </button>
      </p>
      <Controls index={at} frameCount={frames.length} counter={stepCounter(at, frames.length)} onCommand={(cmd) => setAt(applyCommand(cmd, at, frames.length))} />
      <p class="gs-sr" aria-live="polite" aria-atomic="true">
        {stepCounter(at, frames.length)}
      </p>
      <RulingPanel step={stepView(frame, at, paragraphs)} />
      <Table state={frame.state} reader={reader} showHands={showHands} onToggleHands={() => setShowHands((v) => !v)} />
      <StepList steps={steps} current={at} onSelect={(i) => setAt(clampStep(i, frames.length))} />
      <p class="gs-hint gs-hint--keys">
        {t.tip[0]}
        <kbd>←</kbd> <kbd>→</kbd>
        {t.tip[1]}
        <kbd>Home</kbd> <kbd>End</kbd>
        {t.tip[2]}
      </p>
    </div>
  );
}
