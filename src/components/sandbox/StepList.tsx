/**
 * The scenario's steps as an ordered list: action, the author's explanation,
 * the engine's classification and its citations. Each step has a button that
 * jumps to it (the whole row is clickable too, for mouse users); the current
 * step carries aria-current="step". The list folds away (a details element);
 * `open` says whether it starts open (the sandbox shell starts it folded, so
 * the table and the ruling fit one screen; the ruling shows the step's
 * explanation anyway).
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import { CitationList } from './Citation';
import type { StepView } from './step-view';

const TEXT = uiText({
  en: { steps: 'Steps', start: 'Starting position', step: (n: number) => `Step ${n}: `, notLawful: ' (not lawful)', paragraphs: 'Paragraphs' },
  de: { steps: 'Schritte', start: 'Ausgangsstellung', step: (n) => `Schritt ${n}: `, notLawful: ' (regelwidrig)', paragraphs: 'Absätze' },
});

export interface StepListProps {
  steps: readonly StepView[];
  current: number;
  onSelect: (index: number) => void;
  /** Whether the list starts unfolded (default); afterwards the reader's choice stands. */
  open?: boolean;
}

export function StepList({ steps, current, onSelect, open = true }: StepListProps) {
  const t = useUiText(TEXT);
  const rowClick = (index: number) => (e: MouseEvent) => {
    // Links inside the row (citations) navigate; anywhere else jumps to the step.
    const target = e.target as Element | null;
    if (target && typeof target.closest === 'function' && target.closest('a, button')) return;
    onSelect(index);
  };
  return (
    // A disclosure, so a reader on a phone can fold the list away.
    <details class="gs-steplist" open={open}>
      <summary class="gs-subhead">
        {t.steps} <span class="gs-muted">({steps.length})</span>
      </summary>
      <div role="group" aria-label={t.steps}>
      <button
        type="button"
        class={`gs-step__start${current === 0 ? ' gs-step__start--current' : ''}`}
        aria-current={current === 0 ? 'step' : undefined}
        onClick={() => onSelect(0)}
      >
        {t.start}
      </button>
      <ol class="gs-steps">
        {steps.map((s) => {
          const isCurrent = s.index === current;
          const tone = s.lawful === false ? 'foul' : s.lawful === true ? 'lawful' : 'none';
          return (
            <li
              key={s.index}
              class={`gs-step${isCurrent ? ' gs-step--current' : ''}${s.index < current ? ' gs-step--done' : ''}`}
              onClick={rowClick(s.index)}
            >
              <div class="gs-step__line">
                <button
                  type="button"
                  class="gs-step__action"
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => onSelect(s.index)}
                >
                  <span class="gs-sr">{t.step(s.index)}</span>
                  {s.label && <span class="gs-step__label">{s.label} </span>}
                  <code>{s.action}</code>
                </button>
                {s.classification && (
                  <span class={`gs-class gs-class--${tone}`}>
                    {s.classification}
                    {s.lawful === false && <span class="gs-sr">{t.notLawful}</span>}
                  </span>
                )}
                <CitationList citations={s.citations} label={t.paragraphs} />
              </div>
              {s.says && <p class="gs-step__says">{s.says}</p>}
            </li>
          );
        })}
      </ol>
      </div>
    </details>
  );
}
