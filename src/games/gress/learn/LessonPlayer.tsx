/**
 * One lesson, played (the island of /gress/learn/<id>/): the panel (the goal,
 * the hint, the success), the table where the reader acts for their own seat
 * by tapping cards, the draw pile and chips, and under the reader's hand the
 * controls ("Hint", "Start over"). The state lives in useLesson; a finished
 * lesson is recorded with its stars in this browser. The engine runs on the
 * server too, so the first render already shows the table as it will be and
 * hydration changes nothing on screen.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lesson } from '../../../../engine/gress/lessons';
import '../../../components/sandbox/sandbox-base.css';
import '../../../components/sandbox/sandbox.css';
import { LessonChips } from './LessonChips';
import { LessonControls } from './LessonControls';
import { LessonPanel } from './LessonPanel';
import { LessonTable } from './LessonTable';
import { starsText } from './progress';
import { useLesson } from './use-lesson';
import { useLessonFocus } from './use-lesson-focus';
import { useProgress } from './use-progress';
import './learn.css';

export interface LessonPlayerProps {
  readonly lesson: Lesson;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
  /** The ✓ marks wait for "Hint" (every lesson after the first: lesson-path.ts marksOnHint). */
  readonly marksOnHint?: boolean;
}

export function LessonPlayer({ lesson, next, marksOnHint = false }: LessonPlayerProps) {
  const [showOthers, setShowOthers] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const { progress, notice, record } = useProgress();
  const id = lesson.data.id;
  const play = useLesson(lesson, marksOnHint, (stars) => record(id, stars));
  const { headingRef, rootRef, byReader } = useLessonFocus(play.actions, play.decided);
  useEffect(() => setHydrated(true), []);

  const act = byReader(play.act);
  const startOver = byReader(play.startOver);
  const best = progress.done[id];
  const chips = play.chips && play.chips.chips.length > 0 ? <LessonChips view={play.chips} marks={play.marks} onAction={act} /> : undefined;
  return (
    <div
      class="gs-sandbox not-content lx-lesson"
      role="group"
      aria-label={`Lesson: ${lesson.data.title}`}
      tabIndex={-1}
      ref={rootRef}
      data-lesson={id}
      data-marks={play.marks ? 'shown' : 'hidden'}
      data-ready={hydrated ? 'true' : 'false'}
      data-pagefind-ignore
    >
      {notice && (
        <p class="lx-notice" role="status">
          {notice}
        </p>
      )}
      <LessonPanel panel={play.panel} goal={lesson.data.goal.text} headingRef={headingRef} onTryAgain={byReader(play.tryAgain)} onStartOver={startOver} next={next} />
      {play.panel.kind === 'reached' && best !== undefined && best > play.stars && (
        <p class="lx-best">
          Your best so far: <span aria-hidden="true">{starsText(best).shown}</span>
          <span class="gs-sr">{starsText(best).words}</span>
        </p>
      )}
      <LessonTable
        state={play.judged.state}
        you={lesson.you}
        lawful={play.marks ? play.lawful : []}
        act={play.decided ? null : act}
        showOthers={showOthers}
        controls={
          <LessonControls
            actions={chips}
            live={!play.decided}
            marks={play.marks}
            marksOnHint={marksOnHint}
            onToggleHint={play.toggleHint}
            started={play.actions.length > 0}
            onStartOver={startOver}
            showOthers={showOthers}
            onToggleOthers={() => setShowOthers((v) => !v)}
          />
        }
      />
    </div>
  );
}

export default LessonPlayer;
