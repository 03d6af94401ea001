/**
 * A Gress lesson, played (the island of /gress/learn/<id>/): the shared
 * lesson player (src/components/learn/LessonPlayer.tsx) with Gress's kit.
 */
import type { Lesson } from '../../../../engine/gress/lessons';
import { LessonPlayer as SharedPlayer } from '../../../components/learn/LessonPlayer';
import { GRESS_LESSON_KIT } from './lesson-kit';
import { InLocale, type LangProp } from '../in-locale';

export interface LessonPlayerProps extends LangProp {
  readonly lesson: Lesson;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
  /** The ✓ marks wait for "Hint" (every lesson after the first: lesson-path.ts marksOnHint). */
  readonly marksOnHint?: boolean;
}

export function LessonPlayer({ lang, ...props }: LessonPlayerProps) {
  return (
    <InLocale lang={lang}>
      <SharedPlayer kit={GRESS_LESSON_KIT} {...props} />
    </InLocale>
  );
}

export default LessonPlayer;
