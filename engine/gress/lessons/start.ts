/**
 * Where a lesson starts for the reader: the file's position, then its
 * scripted setup (what the others do before the reader acts), each setup
 * action with its ruling so the page can say what just happened.
 */
import { gress } from '../game';
import type { GressRuling, GressState } from '../types';
import type { Lesson } from './read-lesson';

/** One action on the lesson's table with the engine's ruling on it. */
export interface JudgedStep {
  /** The action in notation, as the ruling writes it: "Ana play 7C". */
  readonly action: string;
  /** Who acted: the reader, or another player in the setup or a scripted reply. */
  readonly by: 'you' | 'setup' | 'reply';
  readonly ruling: GressRuling;
  /** The lesson's line for a setup step or a reply; null for the reader's own actions. */
  readonly says: string | null;
}

export type LessonStart = { ok: true; state: GressState; steps: readonly JudgedStep[] } | { ok: false; error: string };

export function lessonStart(lesson: Pick<Lesson, 'data' | 'setup'>): LessonStart {
  const start = gress.scenarios.start('position', lesson.data.position, lesson.data.players);
  if (!start.ok) return { ok: false, error: `position: ${start.error}` };
  let state = start.value;
  const steps: JudgedStep[] = [];
  for (const [i, action] of lesson.setup.entries()) {
    const applied = gress.apply(state, action);
    if (applied.ruling.classification === 'refused') {
      return { ok: false, error: `setup step ${i + 1}: the engine refuses "${applied.ruling.action}": ${applied.ruling.summary}` };
    }
    state = applied.state;
    steps.push({ action: applied.ruling.action, by: 'setup', ruling: applied.ruling, says: lesson.data.setup?.[i]?.says ?? null });
  }
  return { ok: true, state, steps };
}
