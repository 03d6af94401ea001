/**
 * The lesson path for the pages, at build time: the lesson files (as
 * import.meta.glob hands them over) read and checked by the engine
 * (engine/gress/lessons/catalog.ts), each with its address and its
 * neighbours. A bad lesson stops the build with every fault, each naming the
 * file, the field and what is wrong.
 */
import { readCatalog, type Lesson } from '../../../../engine/gress/lessons';
import { gressPositionLines } from '../position-lines';
import { lessonStart } from '../../../../engine/gress/lessons/start';
import { withBase } from '../../../base-path';

export interface PathEntry {
  readonly lesson: Lesson;
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly href: string;
  readonly previous: { readonly href: string; readonly title: string } | null;
  readonly next: { readonly href: string; readonly title: string } | null;
}

export const LEARN_HREF = withBase('/gress/learn/');
export const lessonHref = (id: string) => `${LEARN_HREF}${id}/`;

/** "Lesson 5: The Queen turns the table" */
export const numbered = (n: number, title: string) => `Lesson ${n}: ${title}`;

/**
 * Whether a lesson hides its ✓ marks until the reader asks for the hint. The
 * first lesson shows them, so a newcomer learns what the mark means; after
 * that the marks would give each puzzle away.
 */
export const marksOnHint = (lessonNumber: number) => lessonNumber > 1;

/** @param files lesson texts keyed by path, e.g. "/content/gress/lessons/01-first-move.yaml" */
export function lessonPath(files: Readonly<Record<string, string>>): PathEntry[] {
  const byFile = Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace(/^\//, ''), text]));
  const read = readCatalog(byFile);
  if (!read.ok) throw new Error(`The Gress lessons do not read:\n${read.errors.map((e) => `  - ${e}`).join('\n')}`);
  const lessons = read.lessons;
  const link = (l: Lesson | undefined) => (l ? { href: lessonHref(l.data.id), title: numbered(l.order, l.data.title) } : null);
  return lessons.map((lesson, i) => ({
    lesson,
    id: lesson.data.id,
    number: lesson.order,
    title: lesson.data.title,
    href: lessonHref(lesson.data.id),
    previous: link(lessons[i - 1]),
    next: link(lessons[i + 1]),
  }));
}

/** The table where the reader starts (after the scripted setup), in words: for pages read without JavaScript. */
export function startInWords(lesson: Lesson): string[] {
  const start = lessonStart(lesson);
  if (!start.ok) throw new Error(`${lesson.file}: ${start.error}`);
  return gressPositionLines(start.state);
}
