/**
 * A lesson of The Game, played (the island of /the-game/learn/<id>/): the
 * shared lesson player (src/components/learn/LessonPlayer.tsx) with this
 * game's kit.
 */
import type { TheGameLesson } from '../../../../engine/the-game/lessons';
import { LessonPlayer as SharedPlayer } from '../../../components/learn/LessonPlayer';
import { THE_GAME_LESSON_KIT } from './lesson-kit';

export interface LessonPlayerProps {
  readonly lesson: TheGameLesson;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
}

export function LessonPlayer(props: LessonPlayerProps) {
  return <SharedPlayer kit={THE_GAME_LESSON_KIT} {...props} />;
}

export default LessonPlayer;
