/**
 * What must hold of a lesson beyond its schema, checked by playing it through
 * the judge: the goal is not met before the reader acts, every accepted
 * solution reaches it with its last action (and not before, or its tail
 * would never be played), and every listed wrong try is judged wrong with
 * its own hint. The build runs this on every lesson (catalog.ts), and each
 * game's tests run each part on its own.
 */
import { unmetGoal } from './goals';
import { judge } from './judge';
import type { LessonGame } from './lesson-game';
import type { Lesson } from './read-lesson';
import { lessonStart } from './start';

export function lessonFaults<S, A extends { readonly seat: number }, C extends string>(lessons: LessonGame<S, A, C>, lesson: Lesson<A>): string[] {
  const faults: string[] = [];
  const show = (actions: readonly A[]) => actions.map((a) => lessons.game.formatAction(a, lesson.data.players)).join('; ');
  const start = lessonStart(lessons, lesson);
  if (!start.ok) return [start.error];
  const check = lesson.data.goal.check;
  const lastSetup = start.steps.at(-1)?.ruling ?? null;
  if (unmetGoal(lessons.goals, check, start.state, lastSetup).length === 0) faults.push('goal: already met before the reader acts');
  lesson.solutions.forEach((solution, n) => {
    const which = n === 0 ? 'solution' : `accepted solution ${n}`;
    for (let k = 1; k < solution.length; k++) {
      const early = judge(lessons, lesson, solution.slice(0, k));
      if (early.verdict.kind === 'progress') continue;
      faults.push(`${which}: after ${k} of ${solution.length} actions the judge says ${early.verdict.kind}, not progress`);
    }
    const end = judge(lessons, lesson, solution);
    if (end.verdict.kind !== 'reached') {
      const last = end.steps.filter((s) => s.by === 'you').at(-1)?.ruling ?? null;
      const missing = unmetGoal(lessons.goals, check, end.state, last);
      faults.push(`${which} (${show(solution)}) does not reach the goal: ${end.verdict.kind}${missing.length ? `; ${missing.join('; ')}` : ''}`);
    }
  });
  lesson.wrong.forEach((w, n) => {
    const judged = judge(lessons, lesson, w.actions);
    const which = `wrong try ${n + 1} (${show(w.actions)})`;
    if (judged.verdict.kind !== 'wrong') faults.push(`${which} is judged ${judged.verdict.kind}, not wrong`);
    else if (!judged.verdict.hint.listed || judged.verdict.hint.text !== w.hint) faults.push(`${which} does not get its own hint`);
    else if (judged.judged !== w.actions.length) faults.push(`${which} is judged after ${judged.judged} actions, before its last`);
  });
  return faults;
}
