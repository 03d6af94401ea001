/**
 * A game's lesson path: every lesson file read (read-lesson.ts), checked by
 * play (check-lesson.ts) and put in order by the NN of its file name. The
 * pages call it at build time with the files from import.meta.glob, the
 * tests with the files from disk; either way a bad lesson stops everything
 * with the file, the field and the fault.
 */
import { lessonFaults } from './check-lesson';
import type { LessonGame } from './lesson-game';
import { readLesson, type Lesson } from './read-lesson';
import { LESSON_LIMITS } from './schema';

export type CatalogRead<A> = { ok: true; lessons: readonly Lesson<A>[] } | { ok: false; errors: readonly string[] };

/** The faults of the path as a whole: numbers 01, 02, ... without gaps, no id twice. */
function pathFaults(lessons: readonly Lesson<unknown>[]): string[] {
  const errors: string[] = [];
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
  return errors;
}

/** @param files lesson texts keyed by path (content/<game>/lessons/NN-slug.yaml) */
export function readCatalog<S, A extends { readonly seat: number }, C extends string>(lessons: LessonGame<S, A, C>, files: Readonly<Record<string, string>>): CatalogRead<A> {
  const dir = `content/${lessons.game.id}/lessons/`;
  const paths = Object.keys(files).sort();
  if (paths.length === 0) return { ok: false, errors: [`${dir}: no lesson files`] };
  if (paths.length > LESSON_LIMITS.lessons) {
    return { ok: false, errors: [`${dir}: ${paths.length} lessons; the path holds at most ${LESSON_LIMITS.lessons}`] };
  }
  const errors: string[] = [];
  const read: Lesson<A>[] = [];
  for (const path of paths) {
    const one = readLesson(lessons, files[path]!, path);
    if (!one.ok) {
      errors.push(one.error);
      continue;
    }
    for (const fault of lessonFaults(lessons, one.lesson)) errors.push(`${path}: ${fault}`);
    read.push(one.lesson);
  }
  read.sort((a, b) => a.order - b.order);
  errors.push(...pathFaults(read));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lessons: read };
}
