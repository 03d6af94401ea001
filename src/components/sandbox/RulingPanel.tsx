/**
 * "What just happened": the current step's ruling, prominent, styled lawful or
 * not lawful (with words, not colour alone), with the paragraphs that decided
 * it and any paragraphs the engine does not model yet.
 */
import { CitationList } from './Citation';
import type { StepView } from './step-view';

export function RulingPanel({ step }: { step: StepView }) {
  if (step.index === 0) {
    return (
      <div class="gs-ruling gs-ruling--start">
        <p class="gs-ruling__kicker">Starting position</p>
        <p class="gs-ruling__summary">Nothing has happened yet. Step forward to see the first action and how the rules decide it.</p>
        {step.says && <p class="gs-ruling__says">{step.says}</p>}
      </div>
    );
  }
  const tone = step.lawful === false ? 'foul' : step.lawful === true ? 'lawful' : 'none';
  return (
    <div class={`gs-ruling gs-ruling--${tone}`}>
      <p class="gs-ruling__kicker">What just happened</p>
      <p class="gs-ruling__head">
        <code class="gs-ruling__action">{step.action}</code>
        {step.classification && (
          <span class={`gs-class gs-class--${tone}`}>
            <span class="gs-sr">classified as </span>
            {step.classification}
          </span>
        )}
        {step.lawful !== null && (
          <span class={`gs-verdict gs-verdict--${tone}`}>
            <span aria-hidden="true">{step.lawful ? '✓ ' : '✕ '}</span>
            {step.lawful ? 'lawful' : 'not lawful'}
          </span>
        )}
      </p>
      {step.summary && <p class="gs-ruling__summary">{step.summary}</p>}
      {step.says && <p class="gs-ruling__says">{step.says}</p>}
      {step.citations.length > 0 && (
        <p class="gs-ruling__meta">
          <span aria-hidden="true">Decided by </span>
          <CitationList citations={step.citations} label="Decided by paragraphs" />
        </p>
      )}
      {step.pending.length > 0 && (
        <p class="gs-ruling__meta gs-ruling__pending">
          <span aria-hidden="true">Also applies, not modelled yet: </span>
          <CitationList citations={step.pending} label="Also applies, not modelled yet" />
        </p>
      )}
    </div>
  );
}
