/**
 * The lesson judge: given a lesson and the actions the reader has taken on
 * its table, says where the reader stands. Pure; the page calls it after
 * every action, replaying from the start (lessons are a handful of actions).
 *
 *   start     nothing done yet
 *   progress  every action so far was lawful and follows one of the
 *             lesson's solutions, which goes on from here
 *   reached   the goal holds after the reader's last action, and every action
 *             of the reader was lawful (in a game where a foul stands until
 *             someone complains, Gress 10.5, a foul could fake a goal; it
 *             never counts)
 *   wrong     anything else: the lesson's own hint when it lists this
 *             mistake, else a hint built from the ruling's citations (hint.ts)
 *
 * The other players are frozen: they act only in the lesson's scripted setup
 * and in scripted replies, which follow a reader who is on a solution's path.
 * A rival who answers at random would make the same lesson different each
 * time; a lesson is a still picture in which only the reader moves.
 */
import { cite, type Ruling } from '../ruling';
import { unmetGoal } from './goals';
import { genericHint, type Hint } from './hint';
import type { LessonGame } from './lesson-game';
import type { Lesson } from './read-lesson';
import { lessonStart, type JudgedStep } from './start';

export type Verdict =
  | { readonly kind: 'start' }
  | { readonly kind: 'progress' }
  /** `citations`: every paragraph the reader's rulings cited, in order. */
  | { readonly kind: 'reached'; readonly citations: readonly string[] }
  | { readonly kind: 'wrong'; readonly hint: Hint };

export interface Judged<S, C extends string = string> {
  readonly verdict: Verdict;
  /** The table now: after the last judged action (for a wrong try, with the mistake on it). */
  readonly state: S;
  /** Setup, then the reader's judged actions with any scripted replies. */
  readonly steps: readonly JudgedStep<C>[];
  /** How many of the reader's actions were judged: actions after a goal or a mistake are not. */
  readonly judged: number;
}

const startsWith = (whole: readonly string[], part: readonly string[]) => part.length <= whole.length && part.every((t, i) => whole[i] === t);

export function judge<S, A extends { readonly seat: number }, C extends string>(lessons: LessonGame<S, A, C>, lesson: Lesson<A>, actions: readonly A[]): Judged<S, C> {
  const { game } = lessons;
  /** Actions compared as the notation writes them (one canonical text per action). */
  const texts = (list: readonly A[]) => list.map((a) => game.formatAction(a, lesson.data.players));
  const onPath = (done: readonly string[]) => lesson.solutions.some((s) => startsWith(texts(s), done));
  const listedWrong = (done: readonly string[]): Hint | null => {
    const found = lesson.wrong.find((w) => w.actions.length === done.length && startsWith(texts(w.actions), done));
    return found ? { text: found.hint, paragraph: found.paragraph, listed: true } : null;
  };
  const start = lessonStart(lessons, lesson);
  // readLesson has built this start already; a lesson that reaches here without one was not read by it.
  if (!start.ok) throw new Error(`${lesson.file}: ${start.error}`);
  let state = start.state;
  const steps: JudgedStep<C>[] = [...start.steps];
  const rulings: Ruling<C>[] = [];
  if (actions.length === 0) return { verdict: { kind: 'start' }, state, steps, judged: 0 };

  const done: string[] = [];
  for (const [i, action] of actions.entries()) {
    const applied = game.apply(state, action);
    state = applied.state;
    rulings.push(applied.ruling);
    steps.push({ action: applied.ruling.action, by: 'you', ruling: applied.ruling, says: null });
    done.push(game.formatAction(action, lesson.data.players));
    const following = onPath(done);
    if (following) {
      for (const reply of lesson.replies.filter((r) => r.after === i + 1)) {
        for (const [k, replyAction] of reply.actions.entries()) {
          const answered = game.apply(state, replyAction);
          state = answered.state;
          steps.push({ action: answered.ruling.action, by: 'reply', ruling: answered.ruling, says: k === 0 ? reply.says : null });
        }
      }
    }
    const allLawful = rulings.every((r) => r.lawful);
    if (allLawful && unmetGoal(lessons.goals, lesson.data.goal.check, state, applied.ruling).length === 0) {
      return { verdict: { kind: 'reached', citations: cite(...rulings.map((r) => r.citations)) }, state, steps, judged: i + 1 };
    }
    if (!following || !applied.ruling.lawful) {
      const hint = listedWrong(done) ?? genericHint(lesson, applied.ruling, lessons.classificationWords, lessons.classificationWordsIn);
      return { verdict: { kind: 'wrong', hint }, state, steps, judged: i + 1 };
    }
  }
  return { verdict: { kind: 'progress' }, state, steps, judged: actions.length };
}
