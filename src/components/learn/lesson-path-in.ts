/**
 * A game's lesson path in another language (issue 27): the English path
 * (lesson-path.ts lessonPathOf, which reads and checks the lessons) with each
 * lesson's words taken from its overlay, content/<locale>/<game>/lessons/
 * NN-slug.yaml (engine/core/text-overlay.ts), and every address in that
 * language's edition (/de/<game>/learn/<id>/). Actions, positions and checks
 * stay the English file's, so the German lesson plays exactly as the English
 * one. A missing or ill-fitting overlay stops the build with every fault.
 *
 *     const files = import.meta.glob<string>('/content/gress/lessons/*.yaml', { query: '?raw', import: 'default', eager: true });
 *     const german = import.meta.glob<string>('/content/de/gress/lessons/*.yaml', { query: '?raw', import: 'default', eager: true });
 *     const path = lessonPathIn(lessonPath(files), 'de', german);
 */
import type { Lesson } from '../../../engine/core/lessons';
import { readYaml } from '../../../engine/core/example-file';
import type { Locale } from '../../../engine/core/messages';
import { overlayProblems, withOverlay } from '../../../engine/core/text-overlay';
import { lessonHrefIn, numbered, type PathEntry } from './lesson-path';

/** "content/gress/lessons/05-the-queen.yaml" -> gress and 05-the-queen.yaml. */
const LESSON_FILE = /(?:^|\/)content\/([^/]+)\/lessons\/([^/]+\.yaml)$/;

/** A lesson with the overlay's words: its data, its replies' and wrong tries' words (the lesson keeps them apart from data). */
export function lessonWithOverlay<A>(lesson: Lesson<A>, overlay: unknown): Lesson<A> {
  const data = withOverlay(lesson.data, overlay);
  return {
    ...lesson,
    data,
    replies: lesson.replies.map((reply, i) => ({ ...reply, says: data.replies?.[i]?.says ?? reply.says })),
    wrong: lesson.wrong.map((wrong, i) => ({ ...wrong, hint: data.wrong[i]?.hint ?? wrong.hint })),
  };
}

/** The overlay of one lesson, read and checked against the English data; the parsed overlay or the faults, each naming the file. */
function overlayOf(lesson: Lesson<unknown>, locale: Locale, files: Readonly<Record<string, string>>): { ok: true; overlay: unknown; gameId: string } | { ok: false; errors: string[] } {
  const named = LESSON_FILE.exec(lesson.file);
  if (!named) return { ok: false, errors: [`${lesson.file}: not a lesson file content/<game>/lessons/NN-slug.yaml`] };
  const [, gameId, base] = named as unknown as [string, string, string];
  const wanted = `content/${locale}/${gameId}/lessons/${base}`;
  const key = Object.keys(files).find((k) => k.replace(/^\//, '') === wanted);
  if (key === undefined) return { ok: false, errors: [`${wanted}: missing (the ${locale} words of ${lesson.file})`] };
  const read = readYaml(files[key]!, wanted);
  if (!read.ok) return { ok: false, errors: [read.error] };
  const problems = overlayProblems(lesson.data, read.data);
  if (problems.length > 0) return { ok: false, errors: problems.map((p) => `${wanted}: ${p}`) };
  return { ok: true, overlay: read.data, gameId };
}

/**
 * @param path the English path (the game's lessonPath(files))
 * @param locale the page's language; 'en' gives the path back as it is
 * @param files the overlays keyed by path, e.g. "/content/de/gress/lessons/01-first-move.yaml"
 */
export function lessonPathIn<A>(path: readonly PathEntry<A>[], locale: Locale, files: Readonly<Record<string, string>>): PathEntry<A>[] {
  if (locale === 'en') return [...path];
  const errors: string[] = [];
  const read = path.map((entry) => {
    const found = overlayOf(entry.lesson as Lesson<unknown>, locale, files);
    if (!found.ok) errors.push(...found.errors);
    return found.ok ? { lesson: lessonWithOverlay(entry.lesson, found.overlay), gameId: found.gameId } : null;
  });
  if (errors.length > 0) throw new Error(`The ${locale} lesson words do not fit:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
  const lessons = read.map((r) => r!);
  const link = (i: number) => {
    const one = lessons[i];
    return one ? { href: lessonHrefIn(one.gameId, one.lesson.data.id, locale), title: numbered(one.lesson.order, one.lesson.data.title, locale) } : null;
  };
  return lessons.map(({ lesson, gameId }, i) => ({
    lesson,
    id: lesson.data.id,
    number: lesson.order,
    title: lesson.data.title,
    href: lessonHrefIn(gameId, lesson.data.id, locale),
    previous: i > 0 ? link(i - 1) : null,
    next: link(i + 1),
  }));
}
