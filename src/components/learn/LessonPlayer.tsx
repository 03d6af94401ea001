/**
 * One lesson, played (the island of /<game>/learn/<id>/, through the game's
 * own small island that hands over its kit, lesson-kit.ts): the panel (the
 * goal, the hint, the success), the game's table where the reader acts for
 * their own seat, and under the reader's hand the controls ("Hint", "Start
 * over"). The state lives in useLesson; a finished lesson is recorded with
 * its stars in this browser. The engine runs on the server too, so the first
 * render already shows the table as it will be and hydration changes nothing
 * on screen.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lesson } from '../../../engine/core/lessons';
import { KeepLocale, type Locale, LocaleContext, uiText, useLocale, useUiText } from '../../i18n/ui-text';
import '../sandbox/sandbox-base.css';
import '../sandbox/sandbox.css';
import { LessonControls } from './LessonControls';
import type { LessonKit } from './lesson-kit';
import { LessonPanel } from './LessonPanel';
import { starsText } from './progress';
import { useLesson } from './use-lesson';
import { useLessonFocus } from './use-lesson-focus';
import { useProgress } from './use-progress';
import './learn.css';
import { MarkedText } from '../marks/MarkedText';

const TEXT = uiText({
  en: { lesson: (title: string) => `Lesson: ${title}`, best: 'Your best so far: ' },
  de: { lesson: (title) => `Lektion: ${title}`, best: 'Dein bestes Ergebnis bisher: ' },
});

export interface LessonPlayerProps<S, A extends { readonly seat: number }> {
  readonly kit: LessonKit<S, A>;
  readonly lesson: Lesson<A>;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
  /** The ✓ marks wait for "Hint" (every lesson after the first: lesson-path.ts marksOnHint). */
  readonly marksOnHint?: boolean;
  /** The page's language (Astro.currentLocale); English when not given. */
  readonly lang?: Locale;
}

/** The island's entry: the lesson in the page's language. */
export function LessonPlayer<S, A extends { readonly seat: number }>({ lang, ...props }: LessonPlayerProps<S, A>) {
  return (
    <KeepLocale lang={lang}>
      <LessonPlay {...props} />
    </KeepLocale>
  );
}

function LessonPlay<S, A extends { readonly seat: number }>({ kit, lesson, next, marksOnHint = false }: Omit<LessonPlayerProps<S, A>, 'lang'>) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const [showOthers, setShowOthers] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const { progress, notice, record } = useProgress(kit.paragraphs.gameId);
  const id = lesson.data.id;
  const hides = marksOnHint && kit.hidesMarks;
  const play = useLesson(kit, lesson, hides, (stars) => record(id, stars));
  const { headingRef, rootRef, byReader } = useLessonFocus(play.actions, play.decided);
  useEffect(() => setHydrated(true), []);

  const act = byReader(play.act);
  const startOver = byReader(play.startOver);
  const best = progress.done[id];
  const { Table, Chips } = kit;
  const chips =
    Chips && !play.decided ? <Chips state={play.judged.state} you={lesson.you} lawful={play.lawful} offers={lesson.offers} marks={play.marks} onAction={act} /> : undefined;
  return (
    <div
      class="gs-sandbox not-content lx-lesson"
      role="group"
      aria-label={t.lesson(lesson.data.title)}
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
          {t.best}
          <span aria-hidden="true">
            <MarkedText named={false} text={starsText(best).shown} />
          </span>
          <span class="gs-sr">{starsText(best, locale).words}</span>
        </p>
      )}
      <Table
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
            marksOnHint={hides}
            tapWords={kit.tapWords}
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
