/**
 * Every lesson file of content/sens/lessons/ is a test: it reads, the
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
import { sens } from '../index';
import { SENS_LESSONS, judge, unmetGoal, type SensLesson } from '.';

/** What the reader's actions in the model solution are ruled (lawful, foul, refused), worked out in each file's comments. */
const SOLUTION_RULED: Readonly<Record<string, readonly string[]>> = {
  // AE follows Eichel (9.3) and is the one card above the Ten (2.2).
  'the-plain-order': ['lawful'],
  // A pass in the Herz round (5.1), Eichel in the second (5.2).
  'the-bidding': ['lawful', 'lawful'],
  // Cem holds the Herz-Seven and the game was taken in round 1 (6.1).
  'robbing': ['lawful'],
  // Run, Bella, then the one Gras card (7.1, 7.3, 9.3).
  'melds-and-bella': ['lawful', 'lawful', 'lawful'],
  // The Nine is the one trump above the Sau (2.3, 9.2).
  'trumps-led': ['lawful'],
  // The Unter is the one trump above the partner's Sau (9.4).
  'must-trump': ['lawful'],
  // The Unter draws Ben's last trump, then the Sau is safe (9.2, 9.4).
  'every-trick': ['lawful', 'lawful'],
  // The Ten into the partner's trick; the last card is free (9.2, 9.4).
  'ziehen': ['lawful', 'lawful'],
  // The call, then the one card left (10.3).
  'vorlauf': ['lawful', 'lawful'],
};

/** What the last action of each listed wrong try is ruled, in the file's order. */
const WRONG_RULED: Readonly<Record<string, readonly string[]>> = {
  // 9E and 8E follow suit but lose; 7H while holding Eichel (9.3).
  'the-plain-order': ['lawful', 'lawful', 'foul'],
  // Eichel in round 1 (5.1); Herz lawful but weak; passing round 2; Herz in round 2 (5.2).
  'the-bidding': ['refused', 'lawful', 'lawful', 'refused'],
  // No bidding after the game is taken; no melds before play (7.1).
  'robbing': ['refused', 'refused'],
  // Playing first; two cards are no run (8.1); the card without Bella; the card without the run.
  'melds-and-bella': ['lawful', 'refused', 'lawful', 'lawful'],
  // The King does not beat the Sau (9.2); a Gras while holding trumps (9.2).
  'trumps-led': ['foul', 'foul'],
  // Gras, the small trump, Herz: each against 9.4.
  'must-trump': ['foul', 'foul', 'foul'],
  // The Sau first is lawful; Ben then trumps it. Vorlauf may be called by either side at any time in play (10.3).
  'every-trick': ['lawful', 'lawful'],
  // The Seven is lawful; the Ten is lost later. Vorlauf as in lesson 7.
  'ziehen': ['lawful', 'lawful'],
  // Playing without the call is lawful; the match is lost later.
  'vorlauf': ['lawful'],
};

const { read } = lessonFiles(SENS_LESSONS);

describeLessonPath({
  lessons: SENS_LESSONS,
  count: { min: 8, max: 10 },
  wrongRuled: WRONG_RULED,
  alsoByLesson: [SOLUTION_RULED],
  solutionEnd: (lesson, end) => expect(end.steps.filter((s) => s.by === 'you').map((s) => s.ruling.classification)).toEqual(SOLUTION_RULED[lesson.data.id]),
});

/** Plays on from a judged table with the others' cards, as the file's comments work them out. */
function playOn(lesson: SensLesson, from: readonly string[], then: readonly string[]) {
  const mine = from.map((t) => {
    const a = sens.parseAction(t, lesson.data.players);
    if (!a.ok) throw new Error(a.error);
    return a.value;
  });
  let state = judge(lesson, mine).state;
  for (const t of then) {
    const a = sens.parseAction(t, lesson.data.players);
    if (!a.ok) throw new Error(a.error);
    const applied = sens.apply(state, a.value);
    expect(applied.ruling.lawful, t).toBe(true);
    state = applied.state;
  }
  return state;
}

describe('what the wrong tries would have cost, played on by hand', () => {
  test('lesson 7: the Sau first is trumped by Ben, and Dackeln is gone (9.4, 11.2)', () => {
    const lesson = read('07-every-trick.yaml');
    const state = playOn(lesson, ['Ana play AG'], ['Ben play 7S', 'Cem play TG', 'Dia play KH']);
    expect(unmetGoal({ tricksTaken: { 'Ben+Dia': 1 } }, state, null)).toEqual([]);
  });

  test('lesson 8: the Seven first leaves 81 of 164, and Ben and Dia write all of it (11.1)', () => {
    const lesson = read('08-ziehen.yaml');
    const state = playOn(lesson, ['Ana play 7E'], ['Ben play 7S', 'Cem play 7H', 'Dia play 8H', 'Ana play TG', 'Ben play AH']);
    expect(unmetGoal({ made: false, cardPoints: { 'Ana+Cem': 81, 'Ben+Dia': 83 }, written: { 'Ana+Cem': 0, 'Ben+Dia': 164 } }, state, null)).toEqual([]);
  });

  test('lesson 9: without the call both sides pass 500 and Ben and Dia, higher, win (10.2)', () => {
    const lesson = read('09-vorlauf.yaml');
    const state = playOn(lesson, ['Ana play KG'], ['Ben play 9E', 'Cem play TH', 'Dia play OG']);
    expect(unmetGoal({ phase: 'match-over', scores: { 'Ana+Cem': 572, 'Ben+Dia': 582 }, winner: 'Ben+Dia' }, state, null)).toEqual([]);
  });
});

test('lesson 7: a Vorlauf call at 0 to 0 hands the match to the other side, as its hint says (10.3, 10.4)', () => {
  // The six tricks secured at the call (3.1, Schellen trumps): AE 7E 8E 9E 11, TE UE OE KE 19, AS 8S TS KS 25,
  // 9S OS 7G 8G 17, AH TH UH OH 26, KG 9G UG OG 9: 107, and 0 + 107 + 0 is short of 500. The deal itself is
  // still written as Dackeln.
  const lesson = read('07-every-trick.yaml');
  const state = playOn(lesson, ['Ana vorlauf'], ['Ana play US', 'Ben play 7S', 'Cem play 8H', 'Dia play 7H', 'Ana play AG', 'Ben play 9H', 'Cem play TG', 'Dia play KH']);
  expect(unmetGoal({ phase: 'match-over', winner: 'Ben+Dia', written: { 'Ana+Cem': 264, 'Ben+Dia': 0 } }, state, null)).toEqual([]);
});
