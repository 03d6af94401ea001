/**
 * One lesson, played (the island of /gress/learn/<id>/): the panel (what to
 * do, the hint, the success), the table where the reader acts for their own
 * seat by tapping cards, the draw pile and chips, and "Start over". Every
 * action goes to the lesson judge (engine/gress/lessons/judge.ts), which
 * replays the lesson from its start and says progress, wrong (with a hint)
 * or reached; a finished lesson is recorded with its stars in this browser.
 * The engine runs on the server too, so the first render already shows the
 * table with its ✓ marks and hydration changes nothing on screen.
 *
 * Stars count the wrong tries of one attempt: "Try again" takes the mistake
 * back and keeps the count; the count starts afresh only after the goal.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { judge, type Lesson } from '../../../../engine/gress/lessons';
import { lawfulActions, seemsFounded } from '../../../../engine/gress/lawful';
import type { GressAction } from '../../../../engine/gress/types';
import '../../../components/sandbox/sandbox-base.css';
import '../../../components/sandbox/sandbox.css';
import { LessonChips } from './LessonChips';
import { LessonPanel } from './LessonPanel';
import { LessonTable } from './LessonTable';
import { lessonChips, panelView } from './lesson-view';
import { starsFor, starsText } from './progress';
import { useProgress } from './use-progress';
import './learn.css';

export interface LessonPlayerProps {
  readonly lesson: Lesson;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
}

export function LessonPlayer({ lesson, next }: LessonPlayerProps) {
  const [actions, setActions] = useState<readonly GressAction[]>([]);
  const [wrongTries, setWrongTries] = useState(0);
  const [showOthers, setShowOthers] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const acted = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { progress, notice, record } = useProgress();
  const id = lesson.data.id;

  const judged = useMemo(() => judge(lesson, actions), [lesson, actions]);
  const kind = judged.verdict.kind;
  const decided = kind === 'wrong' || kind === 'reached';
  const lawful = useMemo(() => (decided ? [] : lawfulActions(judged.state, lesson.you)), [judged, decided, lesson]);
  const chips = useMemo(
    () =>
      decided
        ? null
        : lessonChips({ state: judged.state, you: lesson.you, lawful, offers: lesson.offers, founded: (a) => seemsFounded(judged.state, a) }),
    [judged, decided, lawful, lesson],
  );
  const panel = panelView(lesson, judged, actions, wrongTries);

  useEffect(() => setHydrated(true), []);
  // After the reader's own action: a decided lesson brings its panel into view and focus; otherwise
  // keep focus inside the lesson when the tapped card's button has gone with the card.
  useEffect(() => {
    if (!acted.current) return;
    if (decided) {
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ block: 'nearest' });
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) rootRef.current?.focus({ preventScroll: true });
  }, [actions, decided]);

  const act = (action: GressAction) => {
    acted.current = true;
    const tried = [...actions.slice(0, judged.judged), action];
    const after = judge(lesson, tried);
    if (after.verdict.kind === 'wrong') setWrongTries((n) => n + 1);
    if (after.verdict.kind === 'reached') record(id, starsFor(wrongTries));
    setActions(tried);
  };
  const tryAgain = () => {
    acted.current = true;
    setActions(actions.slice(0, Math.max(0, judged.judged - 1)));
  };
  const startOver = () => {
    acted.current = true;
    if (kind === 'reached') setWrongTries(0);
    setActions([]);
  };

  const best = progress.done[id];
  return (
    <div
      class="gs-sandbox not-content lx-lesson"
      role="group"
      aria-label={`Lesson: ${lesson.data.title}`}
      tabIndex={-1}
      ref={rootRef}
      data-lesson={id}
      data-ready={hydrated ? 'true' : 'false'}
      data-pagefind-ignore
    >
      {notice && (
        <p class="lx-notice" role="status">
          {notice}
        </p>
      )}
      <LessonPanel panel={panel} goal={lesson.data.goal.text} headingRef={headingRef} onTryAgain={tryAgain} onStartOver={startOver} next={next} />
      {kind === 'reached' && best !== undefined && best > starsFor(wrongTries) && (
        <p class="lx-best">
          Your best so far: <span aria-hidden="true">{starsText(best).shown}</span>
          <span class="gs-sr">{starsText(best).words}</span>
        </p>
      )}
      <LessonTable
        state={judged.state}
        you={lesson.you}
        lawful={lawful}
        act={decided ? null : act}
        showOthers={showOthers}
        onToggleOthers={() => setShowOthers((v) => !v)}
        actions={chips && chips.chips.length > 0 ? <LessonChips view={chips} onAction={act} /> : undefined}
      />
      {!decided && (
        <div class="lx-below">
          <button type="button" class="gs-button lx-button" disabled={actions.length === 0} onClick={startOver}>
            Start over
          </button>
        </div>
      )}
    </div>
  );
}

export default LessonPlayer;
