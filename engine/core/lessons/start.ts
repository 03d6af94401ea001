/**
 * Where a lesson starts for the reader: the file's position, then its
 * scripted setup (what the others do before the reader acts), each setup
 * action with its ruling so the page can say what just happened.
 */
import type { Ruling } from '../ruling';
import type { LessonGame } from './lesson-game';
import type { Lesson } from './read-lesson';

/** One action on the lesson's table with the engine's ruling on it. */
export interface JudgedStep<C extends string = string> {
  /** The action in notation, as the ruling writes it: "Ana play 7C". */
  readonly action: string;
  /** Who acted: the reader, or another player in the setup or a scripted reply. */
  readonly by: 'you' | 'setup' | 'reply';
  readonly ruling: Ruling<C>;
  /** The lesson's line for a setup step or a reply; null for the reader's own actions. */
  readonly says: string | null;
}

export type LessonStart<S, C extends string = string> = { ok: true; state: S; steps: readonly JudgedStep<C>[] } | { ok: false; error: string };

export function lessonStart<S, A extends { readonly seat: number }, C extends string>(
  lessons: LessonGame<S, A, C>,
  lesson: Pick<Lesson<A>, 'data' | 'setup'>,
): LessonStart<S, C> {
  const start = lessons.start(lesson.data.position, lesson.data.players);
  if (!start.ok) return { ok: false, error: `position: ${start.error}` };
  let state = start.value;
  const steps: JudgedStep<C>[] = [];
  for (const [i, action] of lesson.setup.entries()) {
    const applied = lessons.game.apply(state, action);
    if (applied.ruling.classification === 'refused') {
      return { ok: false, error: `setup step ${i + 1}: the engine refuses "${applied.ruling.action}": ${applied.ruling.summary}` };
    }
    state = applied.state;
    steps.push({ action: applied.ruling.action, by: 'setup', ruling: applied.ruling, says: lesson.data.setup?.[i]?.says ?? null });
  }
  return { ok: true, state, steps };
}
