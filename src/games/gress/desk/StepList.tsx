/**
 * The rulings, one per action entered: the action (notation and words), what
 * the engine classified it as, lawful or not (in words, not colour alone),
 * its summary and the paragraphs that decided it; actions at the same moment
 * (10.9) list each part in the order of priority they took effect.
 */
import { describeAction } from '../../../../engine/gress/describe';
import type { GressRuling } from '../../../../engine/gress/types';
import { CiteLinks } from './controls';
import type { DeskStep } from './replay';

const CLASS_WORDS: Record<string, string> = {
  move: 'Move',
  throw: 'Throw',
  defence: 'Defence',
  foul: 'Foul',
  settlement: 'Settlement',
  refused: 'Refused',
  simultaneous: 'At the same moment',
  announcement: 'Announcement',
  complaint: 'Complaint',
  withdrawal: 'Withdrawal',
  marke: 'Marke taken',
  give: 'Card given',
  swap: 'Swap',
  halt: 'Halt',
  resume: 'Resumed',
  layDown: 'Hand laid down',
  disqualification: 'Disqualification',
};

export const classWords = (c: string) => CLASS_WORDS[c] ?? c;

function Ruling({ ruling }: { ruling: GressRuling }) {
  return (
    <>
      <p class="gd-ruling__head">
        <span class="gd-ruling__class" data-classification={ruling.classification}>
          {classWords(ruling.classification)}
        </span>
        <span class={`gd-ruling__verdict--${ruling.lawful ? 'lawful' : 'foul'}`}>
          <span aria-hidden="true">{ruling.lawful ? '✓ ' : '✕ '}</span>
          {ruling.lawful ? 'lawful' : 'not lawful'}
        </span>
      </p>
      <p>{ruling.summary}</p>
      <p>
        <span aria-hidden="true">Decided by </span>
        <CiteLinks numbers={ruling.citations} label="Decided by paragraphs" />
        {ruling.pending && ruling.pending.length > 0 && (
          <>
            <span aria-hidden="true">; also applies, not modelled yet: </span>
            <CiteLinks numbers={ruling.pending} label="Also applies, not modelled yet" />
          </>
        )}
      </p>
    </>
  );
}

/** One action and its ruling; `n` is its number among the actions entered. */
export function StepItem({ step, n, players }: { step: DeskStep; n: number; players: readonly string[] }) {
  const tone = step.ruling ? (step.ruling.lawful ? 'lawful' : 'foul') : 'unread';
  return (
    <li class={`gd-ruling gd-ruling--${tone}`} data-step={n}>
      <p class="gd-ruling__head">
        <strong>{n}.</strong>
        <code>{step.text}</code>
        {step.action && <span class="gd-hint">{describeAction(step.action, players)}</span>}
        {step.fromPosition && <span class="gd-hint">(the card that just landed)</span>}
      </p>
      {step.error && <p class="gd-error">This action no longer reads and is skipped: {step.error}</p>}
      {step.ruling && <Ruling ruling={step.ruling} />}
      {step.ruling?.parts && (
        <ol class="gd-ruling__parts" aria-label="In order of priority (10.9)">
          {step.ruling.parts.map((part, j) => (
            <li key={j} class={`gd-ruling gd-ruling--${part.lawful ? 'lawful' : 'foul'}`}>
              <p>
                <code>{part.action}</code>
              </p>
              <Ruling ruling={part} />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** The rulings in order; `first` is the number of the first one shown. */
export function StepList({ steps, players, first = 1, label = 'Rulings' }: { steps: readonly DeskStep[]; players: readonly string[]; first?: number; label?: string }) {
  return (
    <ol class="gd-steps" aria-label={label}>
      {steps.map((step, i) => (
        <StepItem key={first + i} step={step} n={first + i} players={players} />
      ))}
    </ol>
  );
}
