/**
 * A SENS lesson, played (the island of /sens/learn/<id>/ and /de/sens/learn/<id>/):
 * the shared lesson player (src/components/learn/LessonPlayer.tsx) with this
 * game's kit, in the page's language.
 */
import type { SensLesson } from '../../../../engine/sens/lessons';
import { LessonPlayer as SharedPlayer } from '../../../components/learn/LessonPlayer';
import { KeepLocale, type Locale, LocaleContext } from '../../../i18n/ui-text';
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
    <KeepLocale lang={lang}>
      <SharedPlayer kit={sensLessonKit(lang ?? 'en')} {...props} />
    </KeepLocale>
  );
}

export default LessonPlayer;
