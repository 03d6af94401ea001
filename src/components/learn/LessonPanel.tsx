/**
 * The panel above the lesson's table, announced as it changes (aria-live),
 * kept short so that it, the table and the reader's hand fit one screen:
 * before the reader acts, the goal and what the others just did (in one
 * paragraph); on the way,
 * the ruling on the reader's last action; after a wrong try, the hint with
 * the paragraph it names (linked to /<game>/r/<n>) and "Try again", the full
 * ruling folded; once the goal is reached, the stars, why it worked and the
 * way on, every ruling with its paragraphs folded.
 */
import type { Ref } from 'preact';
import { uiText, useUiText } from '../../i18n/ui-text';
import { useCitationTitle } from '../cite/use-paragraph-titles';
import { Citation, CitationList } from '../sandbox/Citation';
import { RulingPanel } from '../sandbox/RulingPanel';
import type { StepView } from '../sandbox/step-view';
import type { PanelView } from './lesson-view';
import { Mark } from '../marks/Mark';
import { MarkedText } from '../marks/MarkedText';

type Next = { readonly href: string; readonly title: string } | null;

const TEXT = uiText({
  en: {
    decidedBy: 'decided by paragraphs',
    goal: 'Goal:',
    yourTurn: 'Your turn to act',
    justBefore: 'Just before:',
    theRuling: 'The ruling: ',
    lawful: ', lawful',
    notLawful: ', not lawful',
    notYet: 'Not yet',
    see: 'See ',
    tryAgain: 'Try again',
    startOver: 'Start over',
    next: 'Next: ',
    reached: 'Goal reached',
    again: 'Play it again',
    happened: 'What happened, with the rules at work',
    atWork: 'Rules at work',
    goOn: 'Good, go on',
  },
  de: {
    decidedBy: 'entschieden nach den Paragraphen',
    goal: 'Ziel:',
    yourTurn: 'Du bist dran',
    justBefore: 'Kurz davor:',
    theRuling: 'Die Entscheidung: ',
    lawful: ', erlaubt',
    notLawful: ', nicht erlaubt',
    notYet: 'Noch nicht',
    see: 'Siehe ',
    tryAgain: 'Noch einmal',
    startOver: 'Von vorn',
    next: 'Weiter: ',
    reached: 'Ziel erreicht',
    again: 'Noch einmal spielen',
    happened: 'Was passiert ist, mit den Regeln dazu',
    atWork: 'Angewandte Regeln',
    goOn: 'Gut, weiter so',
  },
});

export interface LessonPanelProps {
  readonly panel: PanelView;
  readonly goal: string;
  /** The panel's heading takes focus when a wrong try or the goal is shown. */
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onTryAgain: () => void;
  readonly onStartOver: () => void;
  /** The next lesson's address and title, or null after the last. */
  readonly next: Next;
}

/** One step: the lesson's words for the others' actions, the engine's ruling for the reader's; then its paragraphs. */
function StepText({ step }: { step: StepView }) {
  const t = useUiText(TEXT);
  return (
    <>
      {step.says ? <span class="lx-step__says">{step.says}</span> : <span class="lx-step__summary">{step.summary ?? step.action}</span>}{' '}
      {step.citations.length > 0 && (
        <span class="lx-step__cites">
          (<CitationList citations={step.citations} label={t.decidedBy} />)
        </span>
      )}
    </>
  );
}

function StepLine({ step }: { step: StepView }) {
  return (
    <li class="lx-step">
      <StepText step={step} />
    </li>
  );
}

function Goal({ goal }: { goal: string }) {
  const t = useUiText(TEXT);
  return (
    <p class="lx-panel__goal">
      <strong>{t.goal}</strong> {goal}
    </p>
  );
}

function StartPanel({ setup, goal, headingRef }: { setup: readonly StepView[]; goal: string; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useUiText(TEXT);
  return (
    <>
      <h2 class="lx-panel__title gs-sr" tabIndex={-1} ref={headingRef}>
        {t.yourTurn}
      </h2>
      <Goal goal={goal} />
      {setup.length > 0 && (
        <p class="lx-panel__before">
          <strong>{t.justBefore}</strong>
          {setup.map((s) => (
            <span key={s.index}>
              {' '}
              <StepText step={s} />
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/** The engine's full ruling on the reader's last action, folded under a line that names it. */
function RulingMore({ step }: { step: StepView }) {
  const t = useUiText(TEXT);
  const verdict = step.lawful === null ? '' : step.lawful ? t.lawful : t.notLawful;
  return (
    <details class="lx-panel__more">
      <summary>
        {t.theRuling}
        {step.label ?? step.action}
        {step.classification ? `, ${step.classification}${verdict}` : ''}
      </summary>
      <RulingPanel step={step} />
    </details>
  );
}

function WrongPanel({ panel, headingRef, onTryAgain, onStartOver }: Omit<LessonPanelProps, 'goal' | 'next' | 'panel'> & { panel: Extract<PanelView, { kind: 'wrong' }> }) {
  const t = useUiText(TEXT);
  // The paragraph's heading in the page's language (the German one from the German edition's list).
  const title = useCitationTitle(panel.paragraph);
  return (
    <>
      <h2 class="lx-panel__title" tabIndex={-1} ref={headingRef}>
        <Mark kind="cross" />
        {t.notYet}
      </h2>
      <p class="lx-panel__hint">
        {panel.hint}{' '}
        {/* "See 4.11" stays on one line; the paragraph's title after it may be a long one and wrap. */}
        <span class="lx-panel__see">
          {t.see}
          <Citation citation={panel.paragraph} />
        </span>
        {title ? ` (${title.replace(/^\S+\s/, '')})` : ''}.
      </p>
      <div class="lx-panel__buttons">
        <button type="button" class="gs-button lx-button lx-button--main" onClick={onTryAgain}>
          <span aria-hidden="true">↶ </span>
          {t.tryAgain}
        </button>
        <button type="button" class="gs-button lx-button" onClick={onStartOver}>
          {t.startOver}
        </button>
      </div>
      <RulingMore step={panel.last} />
    </>
  );
}

/** "Next: Lesson 6" on the button, the lesson's title read on for screen readers and shown on hover: one short row on a phone. */
function NextLink({ next }: { next: NonNullable<Next> }) {
  const at = next.title.indexOf(': ');
  const [shown, rest] = at === -1 ? [next.title, ''] : [next.title.slice(0, at), next.title.slice(at)];
  const t = useUiText(TEXT);
  return (
    <a class="gs-button lx-button lx-button--main" href={next.href} title={next.title}>
      {t.next}
      {shown}
      {rest && <span class="gs-sr">{rest}</span>}
    </a>
  );
}

function ReachedPanel({ panel, headingRef, onStartOver, next }: Omit<LessonPanelProps, 'goal' | 'onTryAgain' | 'panel'> & { panel: Extract<PanelView, { kind: 'reached' }> }) {
  const t = useUiText(TEXT);
  return (
    <>
      <div class="lx-panel__head">
        <h2 class="lx-panel__title" tabIndex={-1} ref={headingRef}>
          <Mark kind="check" />
          {t.reached}
        </h2>
        <p class="lx-stars">
          <span aria-hidden="true">
            <MarkedText named={false} text={panel.starsShown} />
          </span>
          <span class="gs-sr">{panel.starsWords}</span>
        </p>
      </div>
      <p class="lx-panel__success">{panel.success}</p>
      <div class="lx-panel__buttons">
        {next && <NextLink next={next} />}
        <button type="button" class="gs-button lx-button" onClick={onStartOver}>
          {t.again}
        </button>
      </div>
      <details class="lx-panel__more">
        <summary>{t.happened}</summary>
        <ul class="lx-steps">
          {panel.steps.map((s) => (
            <StepLine key={s.index} step={s} />
          ))}
        </ul>
        <p class="lx-panel__cites">
          <span aria-hidden="true">{t.atWork}: </span>
          <CitationList citations={panel.citations} label={t.atWork} />
        </p>
      </details>
    </>
  );
}

export function LessonPanel(props: LessonPanelProps) {
  const { panel, goal, headingRef } = props;
  const t = useUiText(TEXT);
  return (
    <div class={`lx-panel lx-panel--${panel.kind}`} aria-live="polite" data-verdict={panel.kind}>
      {panel.kind === 'start' && <StartPanel setup={panel.setup} goal={goal} headingRef={headingRef} />}
      {panel.kind === 'progress' && (
        <>
          <h2 class="lx-panel__title" tabIndex={-1} ref={headingRef}>
            {t.goOn}
          </h2>
          <RulingPanel step={panel.last} />
          <Goal goal={goal} />
        </>
      )}
      {panel.kind === 'wrong' && <WrongPanel {...props} panel={panel} />}
      {panel.kind === 'reached' && <ReachedPanel {...props} panel={panel} />}
    </div>
  );
}
