/**
 * A game's lesson path (the island of /<game>/learn/): every lesson in order with
 * its goal, whether this browser has finished it and with how many stars,
 * and one button to the next lesson not done yet. The server renders the
 * path as not yet started (it cannot see localStorage); once hydrated, the
 * stored progress fills the same places, so nothing moves.
 */
import '../sandbox/sandbox-base.css';
import '../sandbox/sandbox.css';
import { KeepLocale, type Locale, LocaleContext, uiText, useLocale, useUiText } from '../../i18n/ui-text';
import { nextLesson, starsText } from './progress';
import { useProgress } from './use-progress';
import './learn.css';
import { MarkedText } from '../marks/MarkedText';

export interface ListedLesson {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly goal: string;
  readonly href: string;
}

const TEXT = uiText({
  en: {
    allDone: 'All done: play lesson 1 again',
    start: (n: number, title: string) => `Start with lesson ${n}: ${title}`,
    go: (n: number, title: string) => `Continue with lesson ${n}: ${title}`,
    done: (n: number, of: number) => `${n} of ${of} done`,
    lesson: (n: number) => `Lesson ${n}: `,
    doneStars: (stars: string) => `done, ${stars}`,
    next: 'next',
    todo: 'to do',
  },
  de: {
    allDone: 'Alles geschafft: Lektion 1 noch einmal spielen',
    start: (n, title) => `Fang an mit Lektion ${n}: ${title}`,
    go: (n, title) => `Weiter mit Lektion ${n}: ${title}`,
    done: (n, of) => `${n} von ${of} geschafft`,
    lesson: (n) => `Lektion ${n}: `,
    doneStars: (stars) => `geschafft, ${stars}`,
    next: 'als Nächstes',
    todo: 'offen',
  },
});

export interface LessonListProps {
  readonly gameId: string;
  readonly lessons: readonly ListedLesson[];
  /** The page's language (Astro.currentLocale); English when not given. */
  readonly lang?: Locale;
}

/** The island's entry: the path in the page's language. */
export function LessonList({ lang, ...props }: LessonListProps) {
  return (
    <KeepLocale lang={lang}>
      <LessonPath {...props} />
    </KeepLocale>
  );
}

function LessonPath({ gameId, lessons }: Omit<LessonListProps, 'lang'>) {
  const t = useUiText(TEXT);
  const locale = useLocale();
  const { progress, ready, notice } = useProgress(gameId);
  const next = nextLesson(lessons, progress);
  const doneCount = lessons.filter((l) => progress.done[l.id] !== undefined).length;
  const first = lessons[0]!;
  const cta =
    next === null
      ? { href: first.href, text: t.allDone }
      : doneCount === 0
        ? { href: next.href, text: t.start(next.number, next.title) }
        : { href: next.href, text: t.go(next.number, next.title) };
  return (
    <div class="gs-sandbox not-content lx-path" data-ready={ready ? 'true' : 'false'} data-pagefind-ignore>
      {notice && (
        <p class="lx-notice" role="status">
          {notice}
        </p>
      )}
      <div class="lx-path__head">
        <a class="gs-button lx-button lx-button--main lx-path__start" href={cta.href}>
          {cta.text}
        </a>
        <p class="lx-path__count" aria-live="polite">
          {t.done(doneCount, lessons.length)}
        </p>
      </div>
      <ol class="lx-path__list">
        {lessons.map((l) => {
          const stars = progress.done[l.id];
          const classes = ['lx-path__item', stars !== undefined && 'lx-path__item--done', next?.id === l.id && 'lx-path__item--next'].filter(Boolean).join(' ');
          return (
            <li key={l.id} class={classes} data-lesson={l.id}>
              <span class="lx-path__number" aria-hidden="true">
                {l.number}
              </span>
              <span class="lx-path__text">
                <a class="lx-path__link" href={l.href}>
                  <span class="gs-sr">{t.lesson(l.number)}</span>
                  {l.title}
                </a>
                <span class="lx-path__goal">{l.goal}</span>
              </span>
              <span class="lx-path__status" data-done={stars !== undefined ? 'true' : 'false'}>
                {stars !== undefined ? (
                  <>
                    <span aria-hidden="true">
            <MarkedText named={false} text={starsText(stars).shown} />
          </span>
                    <span class="gs-sr">{t.doneStars(starsText(stars, locale).words)}</span>
                  </>
                ) : (
                  <span class="lx-path__todo">{next?.id === l.id ? t.next : t.todo}</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export default LessonList;
