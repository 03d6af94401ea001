/**
 * A lesson of Gin Rummy, played (the island of /gin-rummy/learn/<id>/): the
 * shared lesson player (src/components/learn/LessonPlayer.tsx) with this
 * game's kit, in the page's language.
 */
import type { GinLesson } from '../../../../engine/gin-rummy/lessons';
import { LessonPlayer as SharedPlayer } from '../../../components/learn/LessonPlayer';
import { LocaleContext, type Locale } from '../../../i18n/ui-text';
import { ginLessonKit } from './lesson-kit';

export interface LessonPlayerProps {
  readonly lesson: GinLesson;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
  readonly lang?: Locale;
}

export function LessonPlayer({ lang, ...props }: LessonPlayerProps) {
  const locale = lang ?? 'en';
  return (
    <LocaleContext.Provider value={locale}>
      <SharedPlayer kit={ginLessonKit(locale)} {...props} />
    </LocaleContext.Provider>
  );
}

export default LessonPlayer;
