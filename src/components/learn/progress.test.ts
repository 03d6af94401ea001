import { describe, expect, test } from 'vitest';
import { marksOnHint } from './lesson-path';
import { EMPTY_PROGRESS, lessonStars, MAX_PROGRESS_CHARS, nextLesson, progressKey, readProgress, starsFor, starsText, withResult, writeProgress } from './progress';

describe('stars', () => {
  // The brief: 3 stars with no wrong try, 2 with one or two, 1 with more.
  test.each([
    [0, 3],
    [1, 2],
    [2, 2],
    [3, 1],
    [40, 1],
  ])('%i wrong tries give %i stars', (wrong, stars) => expect(starsFor(wrong)).toBe(stars));
  test('shown and said', () => expect(starsText(2)).toEqual({ shown: '★★☆', words: '2 of 3 stars' }));
  // Our reading, stated on /gress/learn/: asking for the hint (the ✓ marks) counts as one wrong try.
  test.each([
    [0, false, 3],
    [0, true, 2],
    [1, true, 2],
    [2, false, 2],
    [2, true, 1],
  ])('%i wrong tries, hint asked %s: %i stars', (wrong, hint, stars) => expect(lessonStars(wrong, hint)).toBe(stars));
});

describe('the ✓ marks', () => {
  test('lesson 1 shows them from the start; every later lesson waits for the hint', () => {
    expect(marksOnHint(1)).toBe(false);
    expect([2, 3, 15].map(marksOnHint)).toEqual([true, true, true]);
  });
});

describe('each game keeps its own progress', () => {
  test('under its own key; Gress\'s key is the one its readers have stored since the lessons began', () => {
    expect(progressKey('gress')).toBe('gress-lessons:v1');
    expect(progressKey('the-game')).toBe('the-game-lessons:v1');
  });
});

describe('reading what is stored', () => {
  test('nothing stored: a fresh start without a message', () => {
    expect(readProgress(null)).toEqual({ progress: EMPTY_PROGRESS, damaged: null });
  });
  test('a round trip keeps every lesson', () => {
    const p = withResult(withResult(EMPTY_PROGRESS, 'first-move', 3), 'a-throw', 1);
    expect(readProgress(writeProgress(p))).toEqual({ progress: p, damaged: null });
  });
  test.each([
    ['{not json', 'it is not valid JSON'],
    ['[1,2]', 'it is not a record of lessons'],
    ['{"version":2,"done":{}}', 'its version is 2, not 1'],
    ['{"version":1}', 'its list of lessons is missing'],
    ['{"version":1,"done":{"first-move":5}}', 'lesson "first-move" has 5 stars, not 1 to 3'],
    ['{"version":1,"done":{"<script>":3}}', '"<script>" is no lesson id'],
    ['x'.repeat(MAX_PROGRESS_CHARS + 1), `more than ${MAX_PROGRESS_CHARS}`],
  ])('damaged %s: a fresh start and a message', (raw, why) => {
    const r = readProgress(raw);
    expect(r.progress).toEqual(EMPTY_PROGRESS);
    expect(r.damaged).toContain(why);
    expect(r.damaged).toContain('starts afresh');
  });
});

describe('results', () => {
  test('the best result is kept', () => {
    const once = withResult(EMPTY_PROGRESS, 'the-queen', 3);
    expect(withResult(once, 'the-queen', 1)).toBe(once);
    expect(withResult(withResult(EMPTY_PROGRESS, 'the-queen', 1), 'the-queen', 2).done['the-queen']).toBe(2);
  });
  test('the next lesson is the first not done, in path order', () => {
    const path = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(nextLesson(path, { done: { a: 3, c: 1 } })).toEqual({ id: 'b' });
    expect(nextLesson(path, { done: { a: 3, b: 2, c: 1 } })).toBeNull();
  });
});

describe('damaged progress in German', () => {
  test.each([
    ['{"version":2,"done":{}}', 'Dein gespeicherter Lernstand ließ sich nicht lesen (seine Version ist 2, nicht 1), deshalb beginnt er von vorn.'],
    ['{"version":1,"done":{"first-move":5}}', 'Dein gespeicherter Lernstand ließ sich nicht lesen (Lektion „first-move“ hat 5 Sterne statt 1 bis 3), deshalb beginnt er von vorn.'],
    ['{"done":{}}', 'Dein gespeicherter Lernstand ließ sich nicht lesen (die Versionsangabe fehlt), deshalb beginnt er von vorn.'],
  ])('%s', (raw, says) => {
    expect(readProgress(raw, 'de')).toEqual({ progress: EMPTY_PROGRESS, damaged: says });
  });
});
