/**
 * The tests every game's lesson path passes (issue 26, item 3), for its
 * engine/<game>/lessons/lessons.test.ts to call: each lesson file of
 * content/<game>/lessons/ reads, its goal is not met before the reader acts,
 * its model solution (and each accepted one) reaches the goal with its last
 * action, every action of it lawful, every listed wrong try is judged wrong
 * at its last action with its own hint naming a paragraph, and its texts keep
 * their limits. The game adds what it worked out by hand: how each wrong
 * try's last action is ruled, and what the solution's end must show.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readCatalog } from './catalog';
import { lessonFaults } from './check-lesson';
import { unmetGoal } from './goals';
import { judge, type Judged } from './judge';
import type { LessonGame } from './lesson-game';
import { findParagraphIn } from '../paragraphs';
import { readLesson, type Lesson } from './read-lesson';
import { countSentences, LESSON_LIMITS } from './schema';
import { lessonStart } from './start';

export interface LessonPath<S, A extends { readonly seat: number }, C extends string> {
  readonly lessons: LessonGame<S, A, C>;
  /** How many lessons the path has, inclusive. */
  readonly count: { readonly min: number; readonly max: number };
  /** How the last action of each listed wrong try is ruled (its classification), by lesson id, in the file's order. */
  readonly wrongRuled: Readonly<Record<string, readonly string[]>>;
  /** Further tables by lesson id that must name every lesson (e.g. how the solution's actions are ruled). */
  readonly alsoByLesson?: readonly Readonly<Record<string, unknown>>[];
  /** What the end of the model solution must show beyond the goal, worked out by hand (checked with expect). */
  readonly solutionEnd: (lesson: Lesson<A>, end: Judged<S, C>) => void;
}

/** The game's lesson files: their names in order, their texts by path, and each read (a file that does not read throws its error). */
export function lessonFiles<S, A extends { readonly seat: number }, C extends string>(lessons: LessonGame<S, A, C>) {
  const dir = join(import.meta.dirname, '..', '..', '..', 'content', lessons.game.id, 'lessons');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
  const path = (file: string) => `content/${lessons.game.id}/lessons/${file}`;
  const texts = Object.fromEntries(files.map((f) => [path(f), readFileSync(join(dir, f), 'utf8')]));
  const read = (file: string): Lesson<A> => {
    const r = readLesson(lessons, texts[path(file)]!, path(file));
    if (!r.ok) throw new Error(r.error);
    return r.lesson;
  };
  return { files, texts, path, read };
}

/** The whole path: numbered in order, read as one catalogue, every table naming every lesson, then each file's tests. */
export function describeLessonPath<S, A extends { readonly seat: number }, C extends string>(spec: LessonPath<S, A, C>): void {
  const { lessons, count } = spec;
  const { files, texts, path, read } = lessonFiles(lessons);

  test(`the path has ${count.min} to ${count.max} lessons, numbered 01, 02, ... in order, and reads as a whole`, () => {
    expect(files.length).toBeGreaterThanOrEqual(count.min);
    expect(files.length).toBeLessThanOrEqual(count.max);
    files.forEach((f, i) => expect(f.slice(0, 3)).toBe(`${String(i + 1).padStart(2, '0')}-`));
    const catalog = readCatalog(lessons, texts);
    expect(catalog.ok ? [] : catalog.errors).toEqual([]);
    const ids = files.map((f) => f.slice(3).replace(/\.yaml$/, '')).sort();
    for (const table of [...(spec.alsoByLesson ?? []), spec.wrongRuled]) expect(Object.keys(table).sort()).toEqual(ids);
  });

  describe.each(files)('%s', (file) => {
    test('reads: schema, actions, paragraphs, position', () => {
      const r = readLesson(lessons, texts[path(file)]!, path(file));
      expect(r.ok ? '' : r.error).toBe('');
    });

    test('the goal is not met before the reader acts', () => {
      const lesson = read(file);
      const start = lessonStart(lessons, lesson);
      if (!start.ok) throw new Error(start.error);
      expect(unmetGoal(lessons.goals, lesson.data.goal.check, start.state, null)).not.toEqual([]);
      expect(judge(lessons, lesson, []).verdict.kind).toBe('start');
    });

    test('the model solution reaches the goal with its last action, every action lawful, its end as worked out by hand', () => {
      const lesson = read(file);
      const [model, ...others] = lesson.solutions;
      for (let k = 1; k < model!.length; k++) expect(judge(lessons, lesson, model!.slice(0, k)).verdict.kind).toBe('progress');
      const end = judge(lessons, lesson, model!);
      expect(end.verdict.kind).toBe('reached');
      expect(end.steps.filter((s) => s.by === 'you').every((s) => s.ruling.lawful)).toBe(true);
      spec.solutionEnd(lesson, end);
      for (const other of others) expect(judge(lessons, lesson, other).verdict.kind).toBe('reached');
    });

    test('every listed wrong try is judged wrong at its last action and gets its own hint, naming a paragraph of the rules', () => {
      const lesson = read(file);
      const ruled = lesson.wrong.map((w) => {
        const judged = judge(lessons, lesson, w.actions);
        expect(judged.verdict).toEqual({ kind: 'wrong', hint: { text: w.hint, paragraph: w.paragraph, listed: true } });
        expect(judged.judged).toBe(w.actions.length);
        expect(findParagraphIn(lessons.game, w.paragraph), w.paragraph).toBeDefined();
        return judged.steps.at(-1)!.ruling.classification;
      });
      expect(ruled).toEqual(spec.wrongRuled[lesson.data.id]);
      expect(new Set(lesson.wrong.map((w) => w.hint)).size).toBe(lesson.wrong.length);
    });

    test('the paragraphs it names exist, and its texts keep their limits', () => {
      const lesson = read(file);
      for (const p of lesson.data.paragraphs) expect(findParagraphIn(lessons.game, p), p).toBeDefined();
      const n = countSentences(lesson.data.intro);
      expect(n).toBeGreaterThanOrEqual(LESSON_LIMITS.introSentences.min);
      expect(n).toBeLessThanOrEqual(LESSON_LIMITS.introSentences.max);
      expect(lessonFaults(lessons, lesson)).toEqual([]);
    });
  });
}
