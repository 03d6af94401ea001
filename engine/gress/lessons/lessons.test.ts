/**
 * Every lesson file of content/gress/lessons/ is a test: it reads, the goal
 * is not met before the reader acts, its model solution (and each accepted
 * one) reaches the goal with its last action, every listed wrong try gets
 * its own hint, and every paragraph it names exists. Each file works out in
 * its comments, by hand from the rulebook, why its solution is right; the
 * table below repeats the key fact of that reasoning, what the engine must
 * call each action of the solution, so an engine that reached the goal the
 * wrong way would still fail here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findParagraph } from '../paragraphs';
import { readCatalog, lessonFaults, unmetGoal, judge, readLesson, type Lesson, countSentences, LESSON_LIMITS, lessonStart } from '.';

const DIR = join(import.meta.dirname, '..', '..', '..', 'content', 'gress', 'lessons');
const files = readdirSync(DIR).filter((f) => f.endsWith('.yaml')).sort();
const texts = Object.fromEntries(files.map((f) => [`content/gress/lessons/${f}`, readFileSync(join(DIR, f), 'utf8')]));

/**
 * What each action of the model solution is, worked out by hand (the
 * reasoning is in each file's comments):
 */
const SOLUTION_RULED: Readonly<Record<string, readonly string[]>> = {
  // 9♠ on 9♣: same rank, by the player to move (4.5).
  'first-move': ['move'],
  // 8♠ on 9♥: one lower, black on red, while throws are allowed (4.11).
  'a-throw': ['throw'],
  // Nothing fits K♠ as a move; throws are banned after Ana's draw (4.8): draw (4.7).
  'draw-and-throw-ban': ['move'],
  // Pay the King's card (4.14), then A♠ on Q♠ (5.1: again), then K♠ on A♠ (5.2).
  'ace-king-and-debts': ['settlement', 'move', 'move'],
  // Q♠ on 9♠: same suit; a Queen reverses the direction (5.3).
  'the-queen': ['move'],
  // 8♥ on 8♣ by the skipped player: a defence Eight (5.7).
  'the-eight': ['defence'],
  // 7♠+7♥ on 7♣ by the skipped player: a Seven defence (6.5).
  'sevens-and-the-chain': ['defence'],
  // J♣ on 9♦ (7.1), then the wish (7.4), which is no event.
  'the-jack-and-the-wish': ['move', 'announcement'],
  // J♠ on Q♥: a throw by the letter of 4.11, a move by 7.3.
  'the-thrown-jack': ['move'],
  // T♥ on 8♥ (same suit), then the give (5.4).
  'the-ten': ['move', 'give'],
  // 9♦ against Ana's swap: a defence Nine, neither move nor throw (5.5).
  'defend-the-swap': ['defence'],
  // 9♠ on T♥ is a throw (4.11); T♠ on 9♠ a move that empties the hand (9.1).
  'the-black-nine': ['throw', 'move'],
  // 9♠ on 9♣ (4.5), the call (8.1), the Marke taken (8.1).
  'last-but-one-and-the-marke': ['move', 'announcement', 'marke'],
  // A♣ on 9♣ (5.1: again), 8♣ on A♣ empties the hand (9.1).
  'going-out-and-the-count': ['move', 'move'],
  // A founded complaint about Ana's 9♠ (10.5).
  'complain-about-a-wrong-card': ['complaint'],
};

function read(file: string): Lesson {
  const r = readLesson(texts[`content/gress/lessons/${file}`]!, `content/gress/lessons/${file}`);
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
}

test('the path has 12 to 15 lessons, numbered 01, 02, ... in order, and reads as a whole', () => {
  expect(files.length).toBeGreaterThanOrEqual(12);
  expect(files.length).toBeLessThanOrEqual(15);
  files.forEach((f, i) => expect(f.slice(0, 3)).toBe(`${String(i + 1).padStart(2, '0')}-`));
  const catalog = readCatalog(texts);
  expect(catalog.ok ? [] : catalog.errors).toEqual([]);
  expect(Object.keys(SOLUTION_RULED).sort()).toEqual(files.map((f) => f.slice(3).replace(/\.yaml$/, '')).sort());
});

describe.each(files)('%s', (file) => {
  test('reads: schema, actions, paragraphs, position and setup', () => {
    const r = readLesson(texts[`content/gress/lessons/${file}`]!, `content/gress/lessons/${file}`);
    expect(r.ok ? '' : r.error).toBe('');
  });

  test('the goal is not met before the reader acts', () => {
    const lesson = read(file);
    const start = lessonStart(lesson);
    if (!start.ok) throw new Error(start.error);
    expect(unmetGoal(lesson.data.goal.check, start.state, start.steps.at(-1)?.ruling ?? null)).not.toEqual([]);
    expect(judge(lesson, []).verdict.kind).toBe('start');
  });

  test('the model solution reaches the goal with its last action, ruled as worked out by hand', () => {
    const lesson = read(file);
    const [model, ...others] = lesson.solutions;
    for (let k = 1; k < model!.length; k++) expect(judge(lesson, model!.slice(0, k)).verdict.kind).toBe('progress');
    const end = judge(lesson, model!);
    expect(end.verdict.kind).toBe('reached');
    const mine = end.steps.filter((s) => s.by === 'you');
    expect(mine.map((s) => s.ruling.classification)).toEqual(SOLUTION_RULED[lesson.data.id]);
    expect(mine.every((s) => s.ruling.lawful)).toBe(true);
    for (const other of others) expect(judge(lesson, other).verdict.kind).toBe('reached');
  });

  test('every listed wrong try is judged wrong and gets its own hint, naming a paragraph of the rules', () => {
    const lesson = read(file);
    for (const w of lesson.wrong) {
      const judged = judge(lesson, w.actions);
      expect(judged.verdict).toEqual({ kind: 'wrong', hint: { text: w.hint, paragraph: w.paragraph, listed: true } });
      expect(findParagraph(w.paragraph), w.paragraph).toBeDefined();
    }
    expect(new Set(lesson.wrong.map((w) => w.hint)).size).toBe(lesson.wrong.length);
  });

  test('the paragraphs it cites exist, and its texts keep their limits', () => {
    const lesson = read(file);
    for (const p of [...lesson.data.paragraphs, ...(lesson.data.goal.check.cites ?? [])]) expect(findParagraph(p), p).toBeDefined();
    const n = countSentences(lesson.data.intro);
    expect(n).toBeGreaterThanOrEqual(LESSON_LIMITS.introSentences.min);
    expect(n).toBeLessThanOrEqual(LESSON_LIMITS.introSentences.max);
    expect(lessonFaults(lesson)).toEqual([]);
  });
});
