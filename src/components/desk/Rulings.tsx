/**
 * The rulings, one per action entered, for any game: the action (notation,
 * and words where the game gives them), what the engine classified it as,
 * lawful or not (in words, not colour alone), its summary and the paragraphs
 * that decided it. A line that no longer reads is kept and marked.
 */
import { uiText, useUiText } from '../../i18n/ui-text';
import type { Ruling } from '../../../engine/core/ruling';
import { Cites } from './Cites';
import type { DeskStep } from './desk-replay';
import { Mark } from '../marks/Mark';

export interface RulingsProps<S, A> {
  readonly gameId: string;
  readonly steps: readonly DeskStep<S, A>[];
  readonly titleOf: (n: string) => string | null;
  readonly describe?: (action: A) => string;
  /** The ruling's one line in the page's language (game.say of its `says`); its English summary without. */
  readonly say?: (ruling: Ruling) => string;
}

const TEXT = uiText({
  en: {
    lawful: 'lawful',
    notLawful: 'not lawful',
    decidedBy: 'Decided by ',
    decidedByParagraphs: 'Decided by paragraphs',
    alsoApplies: '; also applies, not modelled yet: ',
    alsoAppliesLabel: 'Also applies, not modelled yet',
    rulings: 'Rulings',
    skipped: (error: string) => `This action does not read and is skipped: ${error}`,
  },
  de: {
    lawful: 'erlaubt',
    notLawful: 'nicht erlaubt',
    decidedBy: 'Entschieden nach ',
    decidedByParagraphs: 'Entschieden nach den Absätzen',
    alsoApplies: '; gilt auch, noch nicht nachgebildet: ',
    alsoAppliesLabel: 'Gilt auch, noch nicht nachgebildet',
    rulings: 'Entscheidungen',
    skipped: (error) => `Diese Aktion lässt sich nicht lesen und wird übersprungen: ${error}`,
  },
});

function Verdict({ ruling, gameId, titleOf, say }: { ruling: Ruling; gameId: string; titleOf: (n: string) => string | null; say?: (ruling: Ruling) => string }) {
  const t = useUiText(TEXT);
  return (
    <>
      <p class="gd-ruling__head">
        <span class="gd-ruling__class" data-classification={ruling.classification}>
          {ruling.classification}
        </span>
        <span class={`gd-ruling__verdict--${ruling.lawful ? 'lawful' : 'foul'}`}>
          <Mark kind={ruling.lawful ? 'check' : 'cross'} />
          {ruling.lawful ? t.lawful : t.notLawful}
        </span>
      </p>
      <p data-summary>{say ? say(ruling) : ruling.summary}</p>
      <p>
        <span aria-hidden="true">{t.decidedBy}</span>
        <Cites gameId={gameId} numbers={ruling.citations} label={t.decidedByParagraphs} titleOf={titleOf} />
        {ruling.pending && ruling.pending.length > 0 && (
          <>
            <span aria-hidden="true">{t.alsoApplies}</span>
            <Cites gameId={gameId} numbers={ruling.pending} label={t.alsoAppliesLabel} titleOf={titleOf} />
          </>
        )}
      </p>
    </>
  );
}

export function Rulings<S, A>({ gameId, steps, titleOf, describe, say }: RulingsProps<S, A>) {
  const t = useUiText(TEXT);
  return (
    <ol class="gd-steps" aria-label={t.rulings}>
      {steps.map((step, i) => (
        <li key={i} class={`gd-ruling gd-ruling--${step.ruling ? (step.ruling.lawful ? 'lawful' : 'foul') : 'unread'}`} data-step={i + 1}>
          <p class="gd-ruling__head">
            <strong>{i + 1}.</strong>
            <code>{step.text}</code>
            {step.action && describe && <span class="gd-hint">{describe(step.action)}</span>}
          </p>
          {step.error && <p class="gd-error">{t.skipped(step.error)}</p>}
          {step.ruling && <Verdict ruling={step.ruling} gameId={gameId} titleOf={titleOf} say={say} />}
        </li>
      ))}
    </ol>
  );
}
