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
import { uiText, useUiText } from '../../i18n/ui-text';
import { CitationList } from './Citation';
import { shownClassification, STATUS_TEXT } from './StepBar';
import type { StepView } from './step-view';
import { Mark } from '../marks/Mark';

const TEXT = uiText({
  en: {
    start: 'Nothing has happened yet. Step forward to see the first action and how the rules decide it.',
    startKicker: 'Starting position',
    classifiedAs: 'classified as ',
    decidedBy: 'Decided by ',
    decidedByParagraphs: 'Decided by paragraphs',
    what: 'What just happened',
    pending: 'Also applies, not modelled yet',
  },
  de: {
    start: 'Noch ist nichts passiert. Geh einen Schritt weiter, dann siehst du die erste Aktion und wie die Regeln sie entscheiden.',
    startKicker: 'Ausgangsstellung',
    classifiedAs: 'eingeordnet als ',
    decidedBy: 'Entschieden nach ',
    decidedByParagraphs: 'Entschieden nach den Regeln',
    what: 'Was gerade passiert ist',
    pending: 'Gilt auch, noch nicht nachgebildet',
  },
});

function StartPanel({ step, compact }: { step: StepView; compact: boolean }) {
  const t = useUiText(TEXT);
  if (compact) {
    return (
      <div class="gs-ruling gs-ruling--start gs-ruling--compact">
        <p class="gs-ruling__summary">{step.says ?? t.start}</p>
      </div>
    );
  }
  return (
    <div class="gs-ruling gs-ruling--start">
      <p class="gs-ruling__kicker">{t.startKicker}</p>
      <p class="gs-ruling__summary">{t.start}</p>
      {step.says && <p class="gs-ruling__says">{step.says}</p>}
    </div>
  );
}

function Verdict({ step, tone }: { step: StepView; tone: string }) {
  const t = useUiText(TEXT);
  const v = useUiText(STATUS_TEXT);
  return (
    <>
      {shownClassification(step, v.lawful) && (
        <span class={`gs-class gs-class--${tone}`}>
          <span class="gs-sr">{t.classifiedAs}</span>
          {step.classification}
        </span>
      )}
      {step.lawful !== null && (
        <span class={`gs-verdict gs-verdict--${tone}`}>
          <Mark kind={step.lawful ? 'check' : 'cross'} />
          {step.lawful ? v.lawful : v.notLawful}
        </span>
      )}
    </>
  );
}

export function RulingPanel({ step, compact = false }: { step: StepView; compact?: boolean }) {
  const t = useUiText(TEXT);
  if (step.index === 0) return <StartPanel step={step} compact={compact} />;
  const tone = step.lawful === false ? 'foul' : step.lawful === true ? 'lawful' : 'none';
  const decided = step.citations.length > 0 && (
    <p class="gs-ruling__meta">
      <span aria-hidden="true">{t.decidedBy}</span>
      <CitationList citations={step.citations} label={t.decidedByParagraphs} />
    </p>
  );
  return (
    <div class={`gs-ruling gs-ruling--${tone}${compact ? ' gs-ruling--compact' : ''}`} role={compact ? 'group' : undefined} aria-label={compact ? t.what : undefined}>
      {!compact && <p class="gs-ruling__kicker">{t.what}</p>}
      <p class="gs-ruling__head">
        <code class="gs-ruling__action">{step.action}</code>
        <Verdict step={step} tone={tone} />
        {compact && <CitationList citations={step.citations} label={t.decidedByParagraphs} />}
      </p>
      {step.summary && <p class="gs-ruling__summary">{step.summary}</p>}
      {step.says && <p class="gs-ruling__says">{step.says}</p>}
      {!compact && decided}
      {step.pending.length > 0 && (
        <p class="gs-ruling__meta gs-ruling__pending">
          <span aria-hidden="true">{t.pending}: </span>
          <CitationList citations={step.pending} label={t.pending} />
        </p>
      )}
    </div>
  );
}
