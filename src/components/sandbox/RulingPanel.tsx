/**
 * "What just happened": the current step's ruling, prominent, styled lawful or
 * not lawful (with words, not colour alone), with the paragraphs that decided
 * it and any paragraphs the engine does not model yet.
 *
 * `compact` (the sandbox shell, where the step bar above says which step
 * this is): no kicker line (the panel is a group named "What just
 * happened" instead), and the paragraphs sit on the ruling's first line, so
 * the panel takes as few lines as its text needs. Either way no
 * line is ever clipped: the panel grows with its text.
 */
import { CitationList } from './Citation';
import type { StepView } from './step-view';

const START = 'Nothing has happened yet. Step forward to see the first action and how the rules decide it.';

function StartPanel({ step, compact }: { step: StepView; compact: boolean }) {
  if (compact) {
    return (
      <div class="gs-ruling gs-ruling--start gs-ruling--compact">
        <p class="gs-ruling__summary">{step.says ?? START}</p>
      </div>
    );
  }
  return (
    <div class="gs-ruling gs-ruling--start">
      <p class="gs-ruling__kicker">Starting position</p>
      <p class="gs-ruling__summary">{START}</p>
      {step.says && <p class="gs-ruling__says">{step.says}</p>}
    </div>
  );
}

function Verdict({ step, tone }: { step: StepView; tone: string }) {
  return (
    <>
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
    </>
  );
}

export function RulingPanel({ step, compact = false }: { step: StepView; compact?: boolean }) {
  if (step.index === 0) return <StartPanel step={step} compact={compact} />;
  const tone = step.lawful === false ? 'foul' : step.lawful === true ? 'lawful' : 'none';
  const decided = step.citations.length > 0 && (
    <p class="gs-ruling__meta">
      <span aria-hidden="true">Decided by </span>
      <CitationList citations={step.citations} label="Decided by paragraphs" />
    </p>
  );
  return (
    <div class={`gs-ruling gs-ruling--${tone}${compact ? ' gs-ruling--compact' : ''}`} role={compact ? 'group' : undefined} aria-label={compact ? 'What just happened' : undefined}>
      {!compact && <p class="gs-ruling__kicker">What just happened</p>}
      <p class="gs-ruling__head">
        <code class="gs-ruling__action">{step.action}</code>
        <Verdict step={step} tone={tone} />
        {compact && <CitationList citations={step.citations} label="Decided by paragraphs" />}
      </p>
      {step.summary && <p class="gs-ruling__summary">{step.summary}</p>}
      {step.says && <p class="gs-ruling__says">{step.says}</p>}
      {!compact && decided}
      {step.pending.length > 0 && (
        <p class="gs-ruling__meta gs-ruling__pending">
          <span aria-hidden="true">Also applies, not modelled yet: </span>
          <CitationList citations={step.pending} label="Also applies, not modelled yet" />
        </p>
      )}
    </div>
  );
}
