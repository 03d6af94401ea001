/**
 * A game's lesson path (the island of /<game>/learn/): every lesson in order with
 * its goal, whether this browser has finished it and with how many stars,
 * and one button to the next lesson not done yet. The server renders the
 * path as not yet started (it cannot see localStorage); once hydrated, the
 * stored progress fills the same places, so nothing moves.
 */
import '../sandbox/sandbox-base.css';
import '../sandbox/sandbox.css';
import { nextLesson, starsText } from './progress';
import { useProgress } from './use-progress';
import './learn.css';

export interface ListedLesson {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly goal: string;
  readonly href: string;
}

export function LessonList({ gameId, lessons }: { gameId: string; lessons: readonly ListedLesson[] }) {
  const { progress, ready, notice } = useProgress(gameId);
  const next = nextLesson(lessons, progress);
  const doneCount = lessons.filter((l) => progress.done[l.id] !== undefined).length;
  const first = lessons[0]!;
  const cta =
    next === null
      ? { href: first.href, text: 'All done: play lesson 1 again' }
      : doneCount === 0
        ? { href: next.href, text: `Start with lesson ${next.number}: ${next.title}` }
        : { href: next.href, text: `Continue with lesson ${next.number}: ${next.title}` };
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
          {doneCount} of {lessons.length} done
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
                  <span class="gs-sr">Lesson {l.number}: </span>
                  {l.title}
                </a>
                <span class="lx-path__goal">{l.goal}</span>
              </span>
              <span class="lx-path__status" data-done={stars !== undefined ? 'true' : 'false'}>
                {stars !== undefined ? (
                  <>
                    <span aria-hidden="true">{starsText(stars).shown}</span>
                    <span class="gs-sr">done, {starsText(stars).words}</span>
                  </>
                ) : (
                  <span class="lx-path__todo">{next?.id === l.id ? 'next' : 'to do'}</span>
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
