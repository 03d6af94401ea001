/**
 * The "Learn Gress" path in German, for /de/gress/learn/: the English path
 * (lesson-path.ts) with each lesson's words taken from its overlay
 * (content/de/gress/lessons/<file>.yaml, engine/core/text-overlay.ts) and
 * the addresses under /de/. Stands in until the shared lesson reader reads a
 * locale itself (issue 27, the shell's part): the pages call only
 * `germanLessonPath`, so swapping it is one line per page.
 */
import { overlayProblems, withOverlay } from '../../../../engine/core/text-overlay';
import { readYaml } from '../../../../engine/core/example-file';
import { withBase } from '../../../base-path';
import { inEdition } from '../../../i18n/editions';
import { lessonPath, type PathEntry } from './lesson-path';
import type { Lesson } from '../../../../engine/gress/lessons';

/** "Lektion 5: Die Dame dreht den Tisch" */
export const numberedDe = (n: number, title: string) => `Lektion ${n}: ${title}`;

/** /de/gress/learn/ and a lesson's address under it. */
export const GERMAN_LEARN_HREF = withBase(inEdition('/gress/learn/', 'de'));
const germanHref = (id: string) => `${GERMAN_LEARN_HREF}${id}/`;

/** A lesson with the overlay's words: the file's data, and the copies of its hints and replies the judge reads. */
function translated(lesson: Lesson, overlayText: string, file: string): Lesson {
  const read = readYaml(overlayText, file);
  if (!read.ok) throw new Error(read.error);
  const problems = overlayProblems(lesson.data, read.data);
  if (problems.length > 0) throw new Error(`${file} does not fit ${lesson.file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  const data = withOverlay(lesson.data, read.data);
  return {
    ...lesson,
    data,
    wrong: lesson.wrong.map((w, i) => ({ ...w, hint: data.wrong[i]!.hint })),
    replies: lesson.replies.map((r, i) => ({ ...r, says: data.replies![i]!.says })),
  };
}

/**
 * @param files the English lesson texts keyed by path ("/content/gress/lessons/05-the-queen.yaml")
 * @param overlays the German overlays keyed by path ("/content/de/gress/lessons/05-the-queen.yaml");
 *   a lesson without one stays English (a new lesson before its translation)
 */
export function germanLessonPath(files: Readonly<Record<string, string>>, overlays: Readonly<Record<string, string>>): PathEntry[] {
  const entries = lessonPath(files).map((entry) => {
    const file = `/content/de/gress/lessons/${entry.lesson.file.split('/').pop()}`;
    const overlay = overlays[file];
    const lesson = overlay === undefined ? entry.lesson : translated(entry.lesson, overlay, file.slice(1));
    return { ...entry, lesson, title: lesson.data.title, href: germanHref(entry.id) };
  });
  const link = (e: PathEntry | undefined) => (e ? { href: e.href, title: numberedDe(e.number, e.title) } : null);
  return entries.map((entry, i) => ({ ...entry, previous: link(entries[i - 1]), next: link(entries[i + 1]) }));
}
