/**
 * A game's lesson path for the pages, at build time: the lesson files (as
 * import.meta.glob hands them over) read and checked by the engine
 * (engine/core/lessons/catalog.ts), each with its address and its
 * neighbours. A bad lesson stops the build with every fault, each naming the
 * file, the field and what is wrong.
 */
import { lessonStart, readCatalog, type Lesson } from '../../../engine/core/lessons';
import type { LessonGame } from '../../../engine/core/lessons/lesson-game';
import type { Locale } from '../../../engine/core/messages';
import { withBase } from '../../base-path';
import { inEdition } from '../../i18n/editions';

export interface PathEntry<A = unknown> {
  readonly lesson: Lesson<A>;
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly href: string;
  readonly previous: { readonly href: string; readonly title: string } | null;
  readonly next: { readonly href: string; readonly title: string } | null;
}

/** /<game>/learn/, the path's page (/de/<game>/learn/ in German). */
export const learnHref = (gameId: string, locale: Locale = 'en') => withBase(inEdition(`/${gameId}/learn/`, locale));
export const lessonHrefIn = (gameId: string, id: string, locale: Locale = 'en') => `${learnHref(gameId, locale)}${id}/`;

const LESSON_WORD: Readonly<Record<Locale, string>> = { en: 'Lesson', de: 'Lektion' };

/** "Lesson 5: The Queen turns the table"; in German "Lektion 5: ...". */
export const numbered = (n: number, title: string, locale: Locale = 'en') => `${LESSON_WORD[locale]} ${n}: ${title}`;

/**
 * Whether a lesson hides its ✓ marks until the reader asks for the hint. The
 * first lesson shows them, so a newcomer learns what the mark means; after
 * that the marks would give each puzzle away.
 */
export const marksOnHint = (lessonNumber: number) => lessonNumber > 1;

/**
 * @param lessons the game's lesson binding
 * @param title the game's name, for the build's error
 * @param files lesson texts keyed by path, e.g. "/content/gress/lessons/01-first-move.yaml"
 */
export function lessonPathOf<S, A extends { readonly seat: number }, C extends string>(
  lessons: LessonGame<S, A, C>,
  title: string,
  files: Readonly<Record<string, string>>,
): PathEntry<A>[] {
  const gameId = lessons.game.id;
  const byFile = Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace(/^\//, ''), text]));
  const read = readCatalog(lessons, byFile);
  if (!read.ok) throw new Error(`The ${title} lessons do not read:\n${read.errors.map((e) => `  - ${e}`).join('\n')}`);
  const all = read.lessons;
  const link = (l: Lesson<A> | undefined) => (l ? { href: lessonHrefIn(gameId, l.data.id), title: numbered(l.order, l.data.title) } : null);
  return all.map((lesson, i) => ({
    lesson,
    id: lesson.data.id,
    number: lesson.order,
    title: lesson.data.title,
    href: lessonHrefIn(gameId, lesson.data.id),
    previous: link(all[i - 1]),
    next: link(all[i + 1]),
  }));
}

/** The table where the reader starts (after the scripted setup), in the game's words: for pages read without JavaScript. */
export function startInWordsOf<S, A extends { readonly seat: number }, C extends string>(
  lessons: LessonGame<S, A, C>,
  lesson: Lesson<A>,
  positionLines: (state: S) => readonly string[],
): string[] {
  const start = lessonStart(lessons, lesson);
  if (!start.ok) throw new Error(`${lesson.file}: ${start.error}`);
  return [...positionLines(start.state)];
}
