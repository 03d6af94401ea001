/**
 * The rulings, one per action entered: the action (notation and words), what
 * the engine classified it as, lawful or not (in words, not colour alone),
 * its summary and the paragraphs that decided it; actions at the same moment
 * (10.9) list each part in the order of priority they took effect.
 */
import type { GressRuling } from '../../../../engine/gress/types';
import { CiteLinks } from './controls';
import type { DeskStep } from './replay';
import { sayNotationFailure } from '../../../../engine/gress/messages/notation';
import { useLocale, useUiText, type Locale } from '../../../i18n/ui-text';
import { classificationWord, describer, rulingWords } from '../say-in';
import { RULING_WORDS } from './ruling-words';
import { Mark } from '../../../components/marks/Mark';

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

/** A classification as the desk's tag shows it: "Move"; in German the catalogue's word, capitalised ("Zug", "Gleichzeitig"). */
export function classWords(c: string, locale: Locale = 'en'): string {
  if (locale === 'en') return CLASS_WORDS[c] ?? c;
  const word = classificationWord(c, locale);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function Ruling({ ruling }: { ruling: GressRuling }) {
  const locale = useLocale();
  const w = RULING_WORDS[locale];
  return (
    <>
      <p class="gd-ruling__head">
        <span class="gd-ruling__class" data-classification={ruling.classification}>
          {classWords(ruling.classification, locale)}
        </span>
        <span class={`gd-ruling__verdict--${ruling.lawful ? 'lawful' : 'foul'}`}>
          <Mark kind={ruling.lawful ? 'check' : 'cross'} />
          {ruling.lawful ? w.lawful : w.notLawful}
        </span>
      </p>
      <p>{rulingWords(ruling, locale)}</p>
      <p>
        <span aria-hidden="true">{w.decidedBy}</span>
        <CiteLinks numbers={ruling.citations} label={w.decidedByLabel} />
        {ruling.pending && ruling.pending.length > 0 && (
          <>
            <span aria-hidden="true">{w.alsoApplies}</span>
            <CiteLinks numbers={ruling.pending} label={w.alsoAppliesLabel} />
          </>
        )}
      </p>
    </>
  );
}

/** One action and its ruling; `n` is its number among the actions entered. */
export function StepItem({ step, n, players }: { step: DeskStep; n: number; players: readonly string[] }) {
  const locale = useLocale();
  const w = RULING_WORDS[locale];
  const tone = step.ruling ? (step.ruling.lawful ? 'lawful' : 'foul') : 'unread';
  return (
    <li class={`gd-ruling gd-ruling--${tone}`} data-step={n}>
      <p class="gd-ruling__head">
        <strong>{n}.</strong>
        <code>{step.text}</code>
        {step.action && <span class="gd-hint">{describer(players, locale)(step.action)}</span>}
        {step.fromPosition && <span class="gd-hint">{w.justLanded}</span>}
      </p>
      {step.error && (
        <p class="gd-error">
          {w.unreadable}
          {sayNotationFailure({ error: step.error, reason: step.reason }, locale)}
        </p>
      )}
      {step.ruling && <Ruling ruling={step.ruling} />}
      {step.ruling?.parts && (
        <ol class="gd-ruling__parts" aria-label={w.priority}>
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
export function StepList({ steps, players, first = 1, label }: { steps: readonly DeskStep[]; players: readonly string[]; first?: number; label?: string }) {
  const w = useUiText(RULING_WORDS);
  return (
    <ol class="gd-steps" aria-label={label ?? w.rulings}>
      {steps.map((step, i) => (
        <StepItem key={first + i} step={step} n={first + i} players={players} />
      ))}
    </ol>
  );
}
