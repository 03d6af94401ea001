/**
 * The panel above the lesson's table, announced as it changes (aria-live):
 * before the reader acts, what the others just did; on the way, the ruling
 * on the reader's last action; after a wrong try, the hint with the
 * paragraph it names (linked to /gress/r/<n>) and "Try again"; once the goal
 * is reached, the stars, why it worked and every ruling with its paragraphs.
 */
import type { Ref } from 'preact';
import { Citation, CitationList } from '../../../components/sandbox/Citation';
import { RulingPanel } from '../../../components/sandbox/RulingPanel';
import type { StepView } from '../view-model';
import type { PanelView } from './lesson-view';

export interface LessonPanelProps {
  readonly panel: PanelView;
  readonly goal: string;
  /** The panel's heading takes focus when a wrong try or the goal is shown. */
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly onTryAgain: () => void;
  readonly onStartOver: () => void;
  /** The next lesson's address and title, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
}

/** One step in a line: the lesson's words for the others' actions, the engine's ruling for the reader's; then its paragraphs. */
function StepLine({ step }: { step: StepView }) {
  return (
    <li class="lx-step">
      {step.says ? <span class="lx-step__says">{step.says}</span> : <span class="lx-step__summary">{step.summary ?? step.action}</span>}{' '}
      {step.citations.length > 0 && (
        <span class="lx-step__cites">
          (<CitationList citations={step.citations} label="decided by paragraphs" />)
        </span>
      )}
    </li>
  );
}

export function LessonPanel({ panel, goal, headingRef, onTryAgain, onStartOver, next }: LessonPanelProps) {
  return (
    <div class={`lx-panel lx-panel--${panel.kind}`} aria-live="polite" data-verdict={panel.kind}>
      {panel.kind === 'start' && (
        <>
          <h2 class="lx-panel__title" tabIndex={-1} ref={headingRef}>
            Your turn to act
          </h2>
          {panel.setup.length > 0 && (
            <>
              <p class="lx-panel__lead">Just before:</p>
              <ul class="lx-steps">
                {panel.setup.map((s) => (
                  <StepLine key={s.index} step={s} />
                ))}
              </ul>
            </>
          )}
          <p class="lx-panel__goal">
            <strong>Goal:</strong> {goal}
          </p>
        </>
      )}
      {panel.kind === 'progress' && (
        <>
          <h2 class="lx-panel__title" tabIndex={-1} ref={headingRef}>
            Good, go on
          </h2>
          <RulingPanel step={panel.last} />
          <p class="lx-panel__goal">
            <strong>Goal:</strong> {goal}
          </p>
        </>
      )}
      {panel.kind === 'wrong' && (
        <>
          <h2 class="lx-panel__title" tabIndex={-1} ref={headingRef}>
            <span aria-hidden="true">✕ </span>Not yet
          </h2>
          <p class="lx-panel__hint">
            {panel.hint}{' '}
            <span class="lx-panel__see">
              See <Citation citation={panel.paragraph} />
              {panel.paragraph.title ? ` (${panel.paragraph.title.replace(/^\S+\s/, '')})` : ''}.
            </span>
          </p>
          <RulingPanel step={panel.last} />
          <div class="lx-panel__buttons">
            <button type="button" class="gs-button lx-button lx-button--main" onClick={onTryAgain}>
              <span aria-hidden="true">↶ </span>Try again
            </button>
            <button type="button" class="gs-button lx-button" onClick={onStartOver}>
              Start over
            </button>
          </div>
        </>
      )}
      {panel.kind === 'reached' && (
        <>
          <h2 class="lx-panel__title" tabIndex={-1} ref={headingRef}>
            <span aria-hidden="true">✓ </span>Goal reached
          </h2>
          <p class="lx-stars">
            <span aria-hidden="true">{panel.starsShown}</span>
            <span class="gs-sr">{panel.starsWords}</span>
          </p>
          <p class="lx-panel__success">{panel.success}</p>
          <p class="lx-panel__lead">What happened:</p>
          <ul class="lx-steps">
            {panel.steps.map((s) => (
              <StepLine key={s.index} step={s} />
            ))}
          </ul>
          <p class="lx-panel__cites">
            <span aria-hidden="true">Rules at work: </span>
            <CitationList citations={panel.citations} label="Rules at work" />
          </p>
          <div class="lx-panel__buttons">
            {next && (
              <a class="gs-button lx-button lx-button--main" href={next.href}>
                Next: {next.title}
              </a>
            )}
            <button type="button" class="gs-button lx-button" onClick={onStartOver}>
              Play it again
            </button>
          </div>
        </>
      )}
    </div>
  );
}
