/**
 * A lesson of Gin Rummy, played (the island of /gin-rummy/learn/<id>/): the
 * shared lesson player (src/components/learn/LessonPlayer.tsx) with this
 * game's kit.
 */
import type { GinLesson } from '../../../../engine/gin-rummy/lessons';
import { LessonPlayer as SharedPlayer } from '../../../components/learn/LessonPlayer';
import { GIN_LESSON_KIT } from './lesson-kit';

export interface LessonPlayerProps {
  readonly lesson: GinLesson;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
}

export function LessonPlayer(props: LessonPlayerProps) {
  return <SharedPlayer kit={GIN_LESSON_KIT} {...props} />;
}

export default LessonPlayer;
