/**
 * A SENS lesson, played (the island of /sens/learn/<id>/): the shared lesson
 * player (src/components/learn/LessonPlayer.tsx) with this game's kit.
 */
import type { SensLesson } from '../../../../engine/sens/lessons';
import { LessonPlayer as SharedPlayer } from '../../../components/learn/LessonPlayer';
import { SENS_LESSON_KIT } from './lesson-kit';

export interface LessonPlayerProps {
  readonly lesson: SensLesson;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
  /** The ✓ marks wait for "Hint" (every lesson after the first). */
  readonly marksOnHint?: boolean;
}

export function LessonPlayer(props: LessonPlayerProps) {
  return <SharedPlayer kit={SENS_LESSON_KIT} {...props} />;
}

export default LessonPlayer;
