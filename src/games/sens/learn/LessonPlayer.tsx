/**
 * A SENS lesson, played (the island of /sens/learn/<id>/ and /de/sens/learn/<id>/):
 * the shared lesson player (src/components/learn/LessonPlayer.tsx) with this
 * game's kit, in the page's language.
 */
import type { SensLesson } from '../../../../engine/sens/lessons';
import { LessonPlayer as SharedPlayer } from '../../../components/learn/LessonPlayer';
import { LocaleContext, type Locale } from '../../../i18n/ui-text';
import { sensLessonKit } from './lesson-kit';

export interface LessonPlayerProps {
  readonly lesson: SensLesson;
  /** The next lesson, or null after the last. */
  readonly next: { readonly href: string; readonly title: string } | null;
  /** The ✓ marks wait for "Hint" (every lesson after the first). */
  readonly marksOnHint?: boolean;
  readonly lang?: Locale;
}

export function LessonPlayer({ lang, ...props }: LessonPlayerProps) {
  return (
    <LocaleContext.Provider value={lang ?? 'en'}>
      <SharedPlayer kit={sensLessonKit(lang ?? 'en')} {...props} />
    </LocaleContext.Provider>
  );
}

export default LessonPlayer;
