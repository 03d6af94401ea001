/**
 * The lesson judge: given a lesson and the actions the reader has taken on
 * its table, says where the reader stands. Pure; the page calls it after
 * every action, replaying from the start (lessons are a handful of actions).
 *
 *   start     nothing done yet
 *   progress  every action so far was lawful and follows one of the
 *             lesson's solutions, which goes on from here
 *   reached   the goal holds after the reader's last action, and every action
 *             of the reader was lawful (a foul is presumed valid until someone
 *             complains, 10.5, so a foul could fake a goal; it never counts)
 *   wrong     anything else: the lesson's own hint when it lists this
 *             mistake, else a hint built from the ruling's citations (hint.ts)
 *
 * The other players are frozen: they act only in the lesson's scripted setup
 * and in scripted replies, which follow a reader who is on a solution's path
 * (say, the others lay their hands down once the reader has gone out). Gress
 * is played in real time, and a rival who answers at random would make the
 * same lesson different each time; a lesson is a still picture in which only
 * the reader moves, and the intro says so when speed would matter at a table.
 */
import { cite } from '../../core/ruling';
import { gress } from '../game';
import type { GressAction, GressRuling, GressState } from '../types';
import { unmetGoal } from './goal';
import { genericHint, type Hint } from './hint';
import type { Lesson } from './read-lesson';
import { lessonStart, type JudgedStep } from './start';

export type Verdict =
  | { readonly kind: 'start' }
  | { readonly kind: 'progress' }
  /** `citations`: every paragraph the reader's rulings cited, in order. */
  | { readonly kind: 'reached'; readonly citations: readonly string[] }
  | { readonly kind: 'wrong'; readonly hint: Hint };

export interface Judged {
  readonly verdict: Verdict;
  /** The table now: after the last judged action (for a wrong try, with the mistake on it). */
  readonly state: GressState;
  /** Setup, then the reader's judged actions with any scripted replies. */
  readonly steps: readonly JudgedStep[];
  /** How many of the reader's actions were judged: actions after a goal or a mistake are not. */
  readonly judged: number;
}

/** Actions compared as the notation writes them (one canonical text per action). */
const texts = (lesson: Lesson, actions: readonly GressAction[]) => actions.map((a) => gress.formatAction(a, lesson.data.players));

const startsWith = (whole: readonly string[], part: readonly string[]) => part.length <= whole.length && part.every((t, i) => whole[i] === t);

/** Whether the reader's actions so far follow one of the lesson's solutions. */
function onPath(lesson: Lesson, done: readonly string[]): boolean {
  return lesson.solutions.some((s) => startsWith(texts(lesson, s), done));
}

/** The listed wrong try that is exactly these actions, if any. */
function listedWrong(lesson: Lesson, done: readonly string[]): Hint | null {
  const found = lesson.wrong.find((w) => {
    const t = texts(lesson, w.actions);
    return t.length === done.length && startsWith(t, done);
  });
  return found ? { text: found.hint, paragraph: found.paragraph, listed: true } : null;
}

export function judge(lesson: Lesson, actions: readonly GressAction[]): Judged {
  const start = lessonStart(lesson);
  // readLesson has built this start already; a lesson that reaches here without one was not read by it.
  if (!start.ok) throw new Error(`${lesson.file}: ${start.error}`);
  let state = start.state;
  const steps: JudgedStep[] = [...start.steps];
  const rulings: GressRuling[] = [];
  if (actions.length === 0) return { verdict: { kind: 'start' }, state, steps, judged: 0 };

  const done: string[] = [];
  for (const [i, action] of actions.entries()) {
    const applied = gress.apply(state, action);
    state = applied.state;
    rulings.push(applied.ruling);
    steps.push({ action: applied.ruling.action, by: 'you', ruling: applied.ruling, says: null });
    done.push(gress.formatAction(action, lesson.data.players));
    const following = onPath(lesson, done);
    if (following) {
      for (const reply of lesson.replies.filter((r) => r.after === i + 1)) {
        for (const [k, replyAction] of reply.actions.entries()) {
          const answered = gress.apply(state, replyAction);
          state = answered.state;
          steps.push({ action: answered.ruling.action, by: 'reply', ruling: answered.ruling, says: k === 0 ? reply.says : null });
        }
      }
    }
    const allLawful = rulings.every((r) => r.lawful);
    if (allLawful && unmetGoal(lesson.data.goal.check, state, applied.ruling).length === 0) {
      return { verdict: { kind: 'reached', citations: cite(...rulings.map((r) => r.citations)) }, state, steps, judged: i + 1 };
    }
    if (!following || !applied.ruling.lawful) {
      const hint = listedWrong(lesson, done) ?? genericHint(lesson, applied.ruling);
      return { verdict: { kind: 'wrong', hint }, state, steps, judged: i + 1 };
    }
  }
  return { verdict: { kind: 'progress' }, state, steps, judged: actions.length };
}
