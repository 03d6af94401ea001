/**
 * An example stepped through: the step bar (sticky), the ruling of the step
 * shown, the table, then the folded step list. The table is drawn as soon
 * as the step's position is known (frame 0 always; later ones once the
 * engine has replayed the steps, use-step-frames.ts).
 */
import type { LeanFrame } from '../../../engine/core/frame';
import type { GameUi } from './game-ui';
import { RulingPanel } from './RulingPanel';
import { StepBar } from './StepBar';
import { StepList } from './StepList';
import { announcement, stepView, stepViews, type Paragraphs } from './step-view';
import type { StepCommand } from './stepper';
import { stateAt, type WholeFrames } from './use-step-frames';
import { useMemo } from 'preact/hooks';
import { uiText, useUiText } from '../../i18n/ui-text';

const TEXT = uiText({
  en: {
    copied: (what: string) => `Link to ${what} copied: `,
    copyThis: 'Copy this link: ',
    thisExample: 'this example',
    step: (n: number) => `step ${n}`,
    working: 'Working out the position…',
    tip: 'Tip: with focus in this example, ',
    step2: ' step, ',
    home: 'Home',
    end: 'End',
    jump: ' jump.',
  },
  de: {
    copied: (what) => `Link zu ${what} kopiert: `,
    copyThis: 'Kopiere diesen Link: ',
    thisExample: 'diesem Beispiel',
    step: (n) => `Schritt ${n}`,
    working: 'Die Stellung wird berechnet …',
    tip: 'Tipp: Steht der Fokus in diesem Beispiel, gehen ',
    step2: ' einen Schritt, ',
    home: 'Pos1',
    end: 'Ende',
    jump: ' springen an Anfang und Ende.',
  },
});

export interface StepModeProps<S, A extends { readonly seat: number }> {
  readonly ui: GameUi<S, A>;
  readonly frames: readonly LeanFrame<S>[];
  readonly whole: WholeFrames<S> | null;
  readonly index: number;
  readonly paragraphs: Paragraphs;
  readonly showHands: boolean;
  readonly onToggleHands: () => void;
  readonly onCommand: (command: StepCommand) => void;
  readonly onSelect: (index: number) => void;
  readonly onPlay: () => void;
  readonly onCopyLink?: () => void;
  /** The link just copied (or to copy by hand when the clipboard refused). */
  readonly stepLink: { readonly url: string; readonly copied: boolean } | null;
}

/** The link to the step shown, once "Link" was pressed. */
export function CopiedLink({ link, what }: { link: { readonly url: string; readonly copied: boolean }; what: string }) {
  const t = useUiText(TEXT);
  return (
    <p class="gs-play__link" role="status">
      <label>
        {link.copied ? t.copied(what) : t.copyThis}
        <input type="text" readOnly value={link.url} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
      </label>
    </p>
  );
}

export function StepMode<S, A extends { readonly seat: number }>(props: StepModeProps<S, A>) {
  const { ui, frames, whole, index, paragraphs, showHands, onToggleHands } = props;
  const Table = ui.Table;
  const steps = useMemo(() => stepViews(frames, paragraphs), [frames, paragraphs]);
  const frame = frames[index];
  const step = frame ? stepView(frame, index, paragraphs) : null;
  const state = stateAt(frames, whole, index);
  const t = useUiText(TEXT);
  return (
    <>
      <StepBar index={index} frameCount={frames.length} step={step} onCommand={props.onCommand} onCopyLink={props.onCopyLink} onPlay={props.onPlay} />
      {props.stepLink && <CopiedLink link={props.stepLink} what={index === 0 ? t.thisExample : t.step(index)} />}
      <p class="gs-sr" aria-live="polite" aria-atomic="true">
        {announcement(frames, index, paragraphs)}
      </p>
      {step && <RulingPanel step={step} compact />}
      {state !== undefined ? (
        <div class="gs-shell__table">
          <Table state={state} showHands={showHands} onToggleHands={onToggleHands} />
        </div>
      ) : typeof whole === 'string' ? (
        <p class="gs-play__error" role="alert">
          {whole}
        </p>
      ) : (
        <p class="gs-muted gs-table-loading">{t.working}</p>
      )}
      <StepList steps={steps} current={index} onSelect={props.onSelect} open={false} />
      <p class="gs-hint gs-hint--keys">
        {t.tip}
        <kbd>←</kbd> <kbd>→</kbd>
        {t.step2}
        <kbd>{t.home}</kbd> <kbd>{t.end}</kbd>
        {t.jump}
      </p>
    </>
  );
}
