/**
 * A lesson of The Game, played (the island of /the-game/learn/<id>/): the
 * shared lesson player (src/components/learn/LessonPlayer.tsx) with this
 * game's kit, in the page's language.
 */
import type { TheGameLesson } from '../../../../engine/the-game/lessons';
import { LessonPlayer as SharedPlayer } from '../../../components/learn/LessonPlayer';
import { LocaleContext, type Locale } from '../../../i18n/ui-text';
import { THE_GAME_LESSON_KITS } from './lesson-kit';

export interface LessonPlayerProps {
  readonly lesson: TheGameLesson;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
  readonly lang?: Locale;
}

export function LessonPlayer({ lang, ...props }: LessonPlayerProps) {
  const locale = lang ?? 'en';
  return (
    <LocaleContext.Provider value={locale}>
      <SharedPlayer kit={THE_GAME_LESSON_KITS[locale]} {...props} />
    </LocaleContext.Provider>
  );
}

export default LessonPlayer;
