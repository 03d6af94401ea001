/**
 * One lesson's state as a hook: the reader's actions, judged afresh on every
 * change by the lesson judge (engine/core/lessons/judge.ts), the wrong tries
 * and the hint of this attempt, and what the table and the panel show.
 *
 * Stars count the wrong tries of one attempt, and asking for the hint counts
 * as one (progress.ts lessonStars): "Try again" takes the mistake back and
 * keeps the count, "Start over" before the goal keeps it too; the count and
 * the hint start afresh only after the goal.
 */
import { useMemo, useState } from 'preact/hooks';
import { judge, type Judged, type Lesson } from '../../../engine/core/lessons';
import type { Message } from '../../../engine/core/messages';
import { useLocale } from '../../i18n/ui-text';
import { describeIn } from '../desk/describe-in';
import type { LessonKit } from './lesson-kit';
import { panelView, type PanelView } from './lesson-view';
import { lessonStars, type Stars } from './progress';

export interface LessonPlay<S, A> {
  readonly judged: Judged<S>;
  readonly actions: readonly A[];
  /** A wrong try or the goal is on show: the table takes no taps until the reader goes on. */
  readonly decided: boolean;
  /** The reader's lawful actions now (empty while decided). */
  readonly lawful: readonly A[];
  /** Whether the ✓ marks are on show: from the start in lesson 1, after "Hint" in the others. */
  readonly marks: boolean;
  readonly panel: PanelView;
  /** What the attempt earns if the goal is reached with the next action. */
  readonly stars: Stars;
  readonly act: (action: A) => void;
  readonly tryAgain: () => void;
  readonly startOver: () => void;
  /** "Hint" shows the marks, or hides them again; asked once, it counts for the stars all the same. */
  readonly toggleHint: () => void;
}

/**
 * @param marksOnHint the lesson hides its ✓ marks until the reader asks (lesson-path.ts marksOnHint)
 * @param onReached told the stars when the goal is reached
 */
export function useLesson<S, A extends { readonly seat: number }>(
  kit: LessonKit<S, A>,
  lesson: Lesson<A>,
  marksOnHint: boolean,
  onReached: (stars: Stars) => void,
): LessonPlay<S, A> {
  const [actions, setActions] = useState<readonly A[]>([]);
  const [wrongTries, setWrongTries] = useState(0);
  const [hint, setHint] = useState({ on: false, used: false });
  const hintUsed = marksOnHint && hint.used;
  const { game } = kit.lessons;
  const locale = useLocale();

  const judged = useMemo(() => judge(kit.lessons, lesson, actions), [kit, lesson, actions]);
  const kind = judged.verdict.kind;
  const decided = kind === 'wrong' || kind === 'reached';
  const lawful = useMemo(() => (decided ? [] : game.lawfulActions(judged.state, lesson.you)), [game, judged, decided, lesson]);
  const stars = lessonStars(wrongTries, hintUsed);
  const marks = !marksOnHint || hint.on;
  // On a German page the rulings are said in German and the citations lead into the German edition.
  const paragraphs = locale === 'en' ? kit.paragraphs : { ...kit.paragraphs, locale, ...(game.say ? { say: (m: Message) => game.say!(m, locale) } : {}) };
  const words = { describe: (a: A, players: readonly string[]) => describeIn(game, players, locale)?.(a) ?? null, paragraphs };

  const act = (action: A) => {
    const tried = [...actions.slice(0, judged.judged), action];
    const after = judge(kit.lessons, lesson, tried);
    if (after.verdict.kind === 'wrong') setWrongTries((n) => n + 1);
    if (after.verdict.kind === 'reached') onReached(stars);
    setActions(tried);
  };
  const tryAgain = () => setActions(actions.slice(0, Math.max(0, judged.judged - 1)));
  const startOver = () => {
    if (kind === 'reached') {
      setWrongTries(0);
      setHint({ on: false, used: false });
    }
    setActions([]);
  };
  return {
    judged,
    actions,
    decided,
    lawful,
    marks,
    panel: panelView(lesson, judged, actions, stars, words, locale),
    stars,
    act,
    tryAgain,
    startOver,
    toggleHint: () => setHint((h) => ({ on: !h.on, used: true })),
  };
}
