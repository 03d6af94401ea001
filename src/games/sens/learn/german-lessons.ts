/**
 * The SENS lesson path in German, for /de/sens/learn/: the English path
 * (lesson-path.ts) with each lesson's words from its overlay
 * (content/de/sens/lessons/<file>.yaml, engine/core/text-overlay.ts), the
 * addresses under /de/ and "Lektion N" titles. A stand-in until the shared
 * lesson pages read overlays themselves: the German pages call only
 * `germanLessonPath`, so swapping it is one import.
 */
import { parse } from 'yaml';
import { withOverlay } from '../../../../engine/core/text-overlay';
import type { Lesson } from '../../../../engine/core/lessons';
import type { SensAction } from '../../../../engine/sens/types';
import type { PathEntry } from '../../../components/learn/lesson-path';
import { withBase, withoutBase } from '../../../base-path';
import { inEdition } from '../../../i18n/editions';
import { sensLessonPath } from './lesson-path';

/** "Lektion 5: ..." */
export const numberedDe = (n: number, title: string) => `Lektion ${n}: ${title}`;

/** An English lesson with the overlay's words: the file's texts, and the hints and replies the judge hands out. */
export function germanLesson(lesson: Lesson<SensAction>, overlay: unknown): Lesson<SensAction> {
  const data = withOverlay(lesson.data, overlay);
  return {
    ...lesson,
    data,
    wrong: lesson.wrong.map((w, i) => ({ ...w, hint: data.wrong[i]?.hint ?? w.hint })),
    replies: lesson.replies.map((r, i) => ({ ...r, says: data.replies?.[i]?.says ?? r.says })),
  };
}

/** A path's address in German: "/sens/learn/robbing/" -> "/de/sens/learn/robbing/" (under the site's base). */
const germanHref = (href: string) => withBase(inEdition(withoutBase(href), 'de'));

/**
 * @param english lesson texts keyed by path ("/content/sens/lessons/03-robbing.yaml")
 * @param german their overlays keyed by path ("/content/de/sens/lessons/03-robbing.yaml"); a lesson without one fails the build
 */
export function germanLessonPath(english: Readonly<Record<string, string>>, german: Readonly<Record<string, string>>): PathEntry<SensAction>[] {
  const overlays = Object.fromEntries(Object.entries(german).map(([path, text]) => [path.split('/').pop()!, parse(text) as unknown]));
  const path = sensLessonPath(english).map((entry) => {
    const file = entry.lesson.file.split('/').pop()!;
    if (!(file in overlays)) throw new Error(`content/de/sens/lessons/${file} is missing: every SENS lesson needs its German words`);
    return { ...entry, lesson: germanLesson(entry.lesson, overlays[file]) };
  });
  const link = (e: PathEntry<SensAction> | undefined) => (e ? { href: germanHref(e.href), title: numberedDe(e.number, e.lesson.data.title) } : null);
  return path.map((entry, i) => ({ ...entry, title: entry.lesson.data.title, href: germanHref(entry.href), previous: link(path[i - 1]), next: link(path[i + 1]) }));
}
