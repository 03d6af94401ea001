/**
 * The lesson path: every lesson file read (read-lesson.ts), checked by play
 * (check-lesson.ts) and put in order by the NN of its file name. The pages
 * call it at build time with the files from import.meta.glob, the tests with
 * the files from disk; either way a bad lesson stops everything with the
 * file, the field and the fault.
 */
import { lessonFaults } from './check-lesson';
import { readLesson, type Lesson } from './read-lesson';
import { LESSON_LIMITS } from './schema';

export type CatalogRead = { ok: true; lessons: readonly Lesson[] } | { ok: false; errors: readonly string[] };

/** @param files lesson texts keyed by path (content/gress/lessons/NN-slug.yaml) */
export function readCatalog(files: Readonly<Record<string, string>>): CatalogRead {
  const paths = Object.keys(files).sort();
  if (paths.length === 0) return { ok: false, errors: ['content/gress/lessons/: no lesson files'] };
  if (paths.length > LESSON_LIMITS.lessons) {
    return { ok: false, errors: [`content/gress/lessons/: ${paths.length} lessons; the path holds at most ${LESSON_LIMITS.lessons}`] };
  }
  const errors: string[] = [];
  const lessons: Lesson[] = [];
  for (const path of paths) {
    const read = readLesson(files[path]!, path);
    if (!read.ok) {
      errors.push(read.error);
      continue;
    }
    for (const fault of lessonFaults(read.lesson)) errors.push(`${path}: ${fault}`);
    lessons.push(read.lesson);
  }
  lessons.sort((a, b) => a.order - b.order);
  const two = (n: number) => String(n).padStart(2, '0');
  lessons.forEach((lesson, i) => {
    if (lesson.order === i + 1) return;
    errors.push(`${lesson.file}: lesson number ${two(lesson.order)} where ${two(i + 1)} was expected (lessons are numbered 01, 02, ... without gaps)`);
  });
  const ids = new Set<string>();
  for (const lesson of lessons) {
    if (ids.has(lesson.data.id)) errors.push(`${lesson.file}: id "${lesson.data.id}" is used by another lesson`);
    ids.add(lesson.data.id);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lessons };
}
