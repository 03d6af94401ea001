/**
 * The rulings, one per action entered, for any game: the action (notation,
 * and words where the game gives them), what the engine classified it as,
 * lawful or not (in words, not colour alone), its summary and the paragraphs
 * that decided it. A line that no longer reads is kept and marked.
 */
import type { Ruling } from '../../../engine/core/ruling';
import { Cites } from './Cites';
import type { DeskStep } from './desk-replay';

export interface RulingsProps<S, A> {
  readonly gameId: string;
  readonly steps: readonly DeskStep<S, A>[];
  readonly titleOf: (n: string) => string | null;
  readonly describe?: (action: A) => string;
}

function Verdict({ ruling, gameId, titleOf }: { ruling: Ruling; gameId: string; titleOf: (n: string) => string | null }) {
  return (
    <>
      <p class="gd-ruling__head">
        <span class="gd-ruling__class" data-classification={ruling.classification}>
          {ruling.classification}
        </span>
        <span class={`gd-ruling__verdict--${ruling.lawful ? 'lawful' : 'foul'}`}>
          <span aria-hidden="true">{ruling.lawful ? '✓ ' : '✕ '}</span>
          {ruling.lawful ? 'lawful' : 'not lawful'}
        </span>
      </p>
      <p data-summary>{ruling.summary}</p>
      <p>
        <span aria-hidden="true">Decided by </span>
        <Cites gameId={gameId} numbers={ruling.citations} label="Decided by paragraphs" titleOf={titleOf} />
        {ruling.pending && ruling.pending.length > 0 && (
          <>
            <span aria-hidden="true">; also applies, not modelled yet: </span>
            <Cites gameId={gameId} numbers={ruling.pending} label="Also applies, not modelled yet" titleOf={titleOf} />
          </>
        )}
      </p>
    </>
  );
}

export function Rulings<S, A>({ gameId, steps, titleOf, describe }: RulingsProps<S, A>) {
  return (
    <ol class="gd-steps" aria-label="Rulings">
      {steps.map((step, i) => (
        <li key={i} class={`gd-ruling gd-ruling--${step.ruling ? (step.ruling.lawful ? 'lawful' : 'foul') : 'unread'}`} data-step={i + 1}>
          <p class="gd-ruling__head">
            <strong>{i + 1}.</strong>
            <code>{step.text}</code>
            {step.action && describe && <span class="gd-hint">{describe(step.action)}</span>}
          </p>
          {step.error && <p class="gd-error">This action does not read and is skipped: {step.error}</p>}
          {step.ruling && <Verdict ruling={step.ruling} gameId={gameId} titleOf={titleOf} />}
        </li>
      ))}
    </ol>
  );
}
