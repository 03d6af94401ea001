/**
 * Every lesson file of content/gin-rummy/lessons/ is a test: it reads, the
 * goal is not met before the reader acts, its model solution (and each
 * accepted one) reaches the goal with its last action, every listed wrong try
 * gets its own hint naming a paragraph of the rules. Each file works out in
 * its comments, by hand from the rulebook, why its solution is right; the
 * tables below repeat the key facts (what each wrong try's last action is
 * ruled, and the hand's score where the lesson ends one), so an engine that
 * reached the goal the wrong way would still fail here.
 */
import { describe, expect, test } from 'vitest';
import { genericHint } from '../../core/lessons/hint';
import { describeLessonPath, lessonFiles } from '../../core/lessons/lesson-path-tests';
import { sayLesson } from '../../core/lessons/messages';
import type { Ruling } from '../../core/ruling';
import { ginRummy } from '../index';
import { GIN_LESSONS, judge } from '.';

/** How each listed wrong try's last action is ruled, in the file's order (refused: not done at all; irregular: §14). */
const WRONG_RULED: Readonly<Record<string, readonly string[]>> = {
  // Drawing is lawful; it just leaves Q-K-A of spades, which is no run (§1).
  'runs-and-sets': ['lawful'],
  // Three lawful discards that leave 27, 23 and 22 instead of 19.
  deadwood: ['lawful', 'lawful', 'lawful'],
  // Taking Q♣; throwing the Eight that made a run; throwing the Two.
  'take-or-draw': ['lawful', 'lawful', 'lawful'],
  // The King just taken cannot go back (§5, the site's reading); Q♠ and 2♥ are lawful.
  'the-discard': ['refused', 'lawful', 'lawful'],
  // A discard instead of a knock; a knock with 10; a knock with 35 (§14.6).
  'when-to-knock': ['lawful', 'lawful', 'irregular'],
  // Laying out without laying off; the Nine before the Eight (§8).
  'laying-off': ['lawful', 'refused'],
  // A knock with K♥ loose; a plain discard.
  gin: ['lawful', 'lawful'],
  // One lay-off only (13 against 8); none (21 against 8).
  'the-undercut': ['lawful', 'lawful'],
  // The knock that counts K♣; a discard instead of the knock.
  'the-match': ['lawful', 'lawful'],
};

/** Where a lesson ends the hand: who scores how much and why, worked out in the file's comments. */
const HAND_RESULT: Readonly<Record<string, { winner: number; points: number; reason: string }>> = {
  'when-to-knock': { winner: 0, points: 15 - 5, reason: 'knock' },
  'laying-off': { winner: 1, points: 30 - 10, reason: 'knock' },
  gin: { winner: 0, points: 20 + 15, reason: 'gin' },
  'the-undercut': { winner: 0, points: 8 - 6 + 10, reason: 'undercut' },
  'the-match': { winner: 0, points: 54 - 1, reason: 'knock' },
};

const { read } = lessonFiles(GIN_LESSONS);

describeLessonPath({
  lessons: GIN_LESSONS,
  count: { min: 8, max: 10 },
  wrongRuled: WRONG_RULED,
  solutionEnd: (lesson, end) => {
    const score = end.state.hand.end?.kind === 'score' ? end.state.hand.end.score : null;
    expect(score && { winner: score.winner, points: score.points, reason: score.reason }).toEqual(HAND_RESULT[lesson.data.id] ?? null);
  },
});

describe('what the lessons rest on, checked on the table', () => {
  test('Q-K-A is no run: after taking J♠ the spades meld as J-Q-K and the Ace stays loose (§1, §4)', () => {
    const lesson = read('01-runs-and-sets.yaml');
    const state = judge(lesson, lesson.solutions[0]!).state;
    const act = (text: string) => {
      const parsed = ginRummy.parseAction(text, lesson.data.players);
      if (!parsed.ok) throw new Error(parsed.error);
      return ginRummy.apply(state, parsed.value).ruling;
    };
    // With the Three face down only A♠ is loose: a knock with 1 (lesson 1's success text says so).
    expect(act('Ana knock 3D melds 8C8D8S 5H6H7H JSQSKS').lawful).toBe(true);
    expect(act('Ana knock 3D melds QSKSAS 5H6H7H 8C8D8S').lawful).toBe(false);
  });

  test('the match settles at 283 against 45: 123 + 3 × 20 + 100, and 25 + 1 × 20 (§13, 13.1, 13.3)', () => {
    const lesson = read('09-the-match.yaml');
    const s = judge(lesson, lesson.solutions[0]!).state.settlement!;
    expect([s.totals[0], s.boxes[0], s.gameBonus[0], s.shutout[0]]).toEqual([283, 60, 100, 0]);
    expect([s.totals[1], s.boxes[1], s.gameBonus[1], s.shutout[1]]).toEqual([45, 20, 0, 0]);
  });
});

describe('the hint for a try no lesson foresaw, in German', () => {
  const lesson = { data: { paragraphs: ['7'] } } as never;
  const ruled = (classification: string, lawful: boolean): Ruling => ({ action: 'Ana knock', classification, lawful, citations: ['14.6'], summary: '', events: [] });
  const hint = (r: Ruling) => sayLesson(genericHint(lesson, r, GIN_LESSONS.classificationWords, GIN_LESSONS.classificationWordsIn).says!, 'de');

  test('an irregular knock (§14.6) is named as the printed rules call it: regelwidrig', () => {
    expect(hint(ruled('irregular', false))).toBe('Das erlauben die Regeln hier nicht: Es wurde als regelwidrig gewertet. Nimm es zurück und versuch es noch einmal.');
  });

  test('a lawful try off the path does not say "lawful" twice', () => {
    expect(hint(ruled('lawful', true))).toBe('Das war erlaubt, bringt dich aber nicht ans Ziel.');
  });
});
