/**
 * Every lesson file of content/the-game/lessons/ is a test: it reads, the
 * goal is not met before the reader acts, its model solution (and each
 * accepted one) reaches the goal with its last action, every listed wrong try
 * gets its own hint naming a paragraph of the rules. Each file works out in
 * its comments, by hand from the rulebook, why its solution is right; the
 * tables below repeat the key facts of that reasoning (what the engine must
 * call each action of the solution, and each wrong try's last action), so an
 * engine that reached the goal the wrong way would still fail here.
 */
import { describe, expect, test } from 'vitest';
import { describeLessonPath, lessonFiles } from '../../core/lessons/lesson-path-tests';
import { theGame } from '../index';
import { THE_GAME_LESSONS, judge } from '.';

/** What each action of the model solution is (lay, trick 3.3, help 4.2, endTurn 5.4), worked out in each file's comments. */
const SOLUTION_RULED: Readonly<Record<string, readonly string[]>> = {
  // 24 above 23, 40 below 41 (3.1, 3.2).
  'up-and-down': ['lay', 'lay', 'endTurn'],
  // 28 is 38 - 10, 31 is 21 + 10 (3.3).
  'the-backwards-trick': ['trick', 'trick', 'endTurn'],
  // 47 above 45; 33 below Ana's 36 (4.2).
  'a-card-for-your-opponent': ['lay', 'help', 'endTurn'],
  // 51, 52 above 50; 30 below Ana's 35.
  'the-refill': ['lay', 'lay', 'help', 'endTurn'],
  // 44 above 40; 21 below Ana's 22.
  'two-cards-at-least': ['lay', 'help', 'endTurn'],
  // 35 above 33, then 25 = 35 - 10, 38 = 28 + 10.
  'plan-your-turn': ['lay', 'trick', 'trick', 'endTurn'],
  // 35 is 45 - 10; 47 above 35 is the last card (7.1), no end of turn.
  'the-last-cards': ['trick', 'lay'],
};

/** What the last action of each listed wrong try is, in the file's order (refused: the engine does not take it). */
const WRONG_RULED: Readonly<Record<string, readonly string[]>> = {
  // 12 below 23 and not 13; 52 above 41 and not 51; 33 a wasteful lay; ending after one card (5.1).
  'up-and-down': ['refused', 'refused', 'lay', 'refused'],
  // 31 is 7 below 38; 28 is 7 above 21; 44 and 15 ordinary lays.
  'the-backwards-trick': ['refused', 'refused', 'lay', 'lay'],
  // 33 fits no pile of Ben's; 33 is below Ana's 50; 12 helps Ana; a second gift (4.1).
  'a-card-for-your-opponent': ['refused', 'refused', 'help', 'refused'],
  // 11 at home; ending after two; 52 before 51; 11 for Ana.
  'the-refill': ['lay', 'endTurn', 'lay', 'help'],
  // 44 for Ana (then 7.2); ending after one; 23 above Ana's 22; 21 above 18 and not 28.
  'two-cards-at-least': ['help', 'refused', 'refused', 'refused'],
  // 25 is 8 below 33; 25 below 28; 38 above 33; ending with the descending pile untouched.
  'plan-your-turn': ['refused', 'lay', 'lay', 'endTurn'],
  // 47 first (then 7.2); 35 above 20 and not 30; ending after one card; 47 below Ana's 50.
  'the-last-cards': ['lay', 'refused', 'refused', 'refused'],
};

const { read } = lessonFiles(THE_GAME_LESSONS);

describeLessonPath({
  lessons: THE_GAME_LESSONS,
  count: { min: 6, max: 8 },
  wrongRuled: WRONG_RULED,
  alsoByLesson: [SOLUTION_RULED],
  solutionEnd: (lesson, end) => expect(end.steps.filter((s) => s.by === 'you').map((s) => s.ruling.classification)).toEqual(SOLUTION_RULED[lesson.data.id]),
});

describe('what the lessons rest on, checked on the table', () => {
  test('giving away the only card that fits at home loses at once (7.2), and the lesson says so', () => {
    // Lesson 5: 44 on Ana's descending pile (34) helps her, but then none of 21 23 25 27 33
    // fits Ben's piles (40 up, 18 down) and his gift is spent: he cannot lay a second card.
    const lesson = read('05-two-cards-at-least.yaml');
    const judged = judge(lesson, lesson.wrong[0]!.actions);
    expect(judged.state.phase).toBe('over');
    expect(judged.state.result).toEqual({ winner: 1, loser: 0, by: '7.2' });
    expect(judged.verdict.kind).toBe('wrong');
  });

  test('the wrong order in the last turn loses at once (5.3, 7.2); the right one wins in mid-turn (7.1)', () => {
    // Lesson 7: 47 first leaves 35 with no pile of Ben's and no pile of Ana's it would help.
    const lesson = read('07-the-last-cards.yaml');
    expect(judge(lesson, lesson.wrong[0]!.actions).state.result).toEqual({ winner: 1, loser: 0, by: '7.2' });
    const won = judge(lesson, lesson.solutions[0]!).state;
    expect(won.result).toEqual({ winner: 0, loser: 1, by: '7.1' });
    expect([won.seats[0]!.hand.length, won.seats[0]!.draw.length]).toEqual([0, 0]);
  });

  test('three cards at home refill to five, one of them for Ana to six (6.1, 6.2)', () => {
    // Lesson 4: after 51 52 and 11 at home Ben would hold 57 59 30 and draw 2 (6.1); the lesson stops him
    // at the third card, so play the end of the turn on the table it left.
    const lesson = read('04-the-refill.yaml');
    const home = judge(lesson, lesson.wrong[0]!.actions);
    const ended = lesson.solutions[0]!.at(-1)!;
    const after = theGame.apply(home.state, ended);
    expect([...after.state.seats[0]!.hand].sort((a, b) => a - b)).toEqual([2, 3, 30, 57, 59]);
    const reached = judge(lesson, lesson.solutions[0]!);
    expect([...reached.state.seats[0]!.hand].sort((a, b) => a - b)).toEqual([2, 3, 4, 11, 57, 59]);
  });
});
