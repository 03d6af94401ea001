/**
 * The judge's verdicts on a small lesson written here. Ana dealt and opened
 * with 9♣; Ben is to move, holding 9♠, A♣, K♥ and 8♦. Goal: lay the Ace, then
 * draw, so that Cem is to move with Ben holding four cards. Worked out by hand:
 *   A♣ on 9♣ matches in suit (4.5): an Ace move, Ben moves again (5.1);
 *   then Ben draws (4.7): the turn passes to Cem (4.10); 4 - 1 + 1 = 4 cards.
 *   9♠ on 9♣ (same rank) is a move that passes the turn at once: listed wrong.
 *   8♦ on 9♣ is one lower, red on black: a lawful throw (4.11), off the path.
 *   K♥ on 9♣ fits neither as a move nor as a throw: a foul.
 */
import { describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import { gress } from '../game';
import type { GressAction } from '../types';
import { judge, readLesson, type Lesson } from '.';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];

function lesson(edit: (l: Record<string, any>) => Record<string, any> = (l) => l): Lesson {
  const data = edit({
    id: 'test-lesson',
    title: 'A test lesson',
    paragraphs: ['5.1', '4.7', '4.5'],
    intro: 'An Ace keeps the turn. Then draw.',
    you: 'Ben',
    players: PLAYERS,
    position: {
      dealer: 'Ana',
      hands: { Ana: ['QS', '8C'], Ben: ['9S', 'AC', 'KH', '8D'], Cem: ['8H', 'JD'], Dia: ['TD', '7H'] },
      markes: { Ana: 'QD', Ben: '7D', Cem: 'AS', Dia: '9H' },
      playPile: [{ card: '9C', by: 'Ana', as: 'opening' }],
      drawPile: ['JC', 'KD', 'TC'],
      toMove: 'Ben',
    },
    goal: { text: 'Lay your Ace, then draw.', check: { classification: 'move', toMove: 'Cem', handSizes: { Ben: 4 }, top: 'AC' } },
    solution: ['Ben play AC', 'Ben draw'],
    wrong: [{ do: ['Ben play 9S'], hint: 'The Nine passes the turn; the Ace keeps it.', paragraph: '5.1' }],
    success: 'The Ace kept the turn, and the draw ended it.',
  });
  const r = readLesson(stringify(data), 'content/gress/lessons/01-test-lesson.yaml');
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
}

const acts = (...texts: string[]): GressAction[] =>
  texts.map((t) => {
    const p = gress.parseAction(t, PLAYERS);
    if (!p.ok) throw new Error(p.error);
    return p.value;
  });

describe('the verdicts', () => {
  test('start: nothing done yet, the table as the file sets it', () => {
    const j = judge(lesson(), []);
    expect(j.verdict).toEqual({ kind: 'start' });
    expect(j.judged).toBe(0);
    expect(j.state.toMove).toBe(1);
  });

  test('progress: on the solution path, lawful, goal not yet reached', () => {
    const j = judge(lesson(), acts('Ben play AC'));
    expect(j.verdict).toEqual({ kind: 'progress' });
    expect(j.steps.map((s) => [s.by, s.action, s.ruling.classification])).toEqual([['you', 'Ben play AC', 'move']]);
  });

  test('reached: the goal holds after the last action; the citations of every ruling of the reader, in order', () => {
    const j = judge(lesson(), acts('Ben play AC', 'Ben draw'));
    expect(j.verdict.kind).toBe('reached');
    // A♣: 4.4 (laid), 4.5 (same suit), 4.6 (throws allowed), 5.1 (again); the draw: 4.7, 4.8, 4.10.
    if (j.verdict.kind === 'reached') expect(j.verdict.citations).toEqual(expect.arrayContaining(['4.5', '5.1', '4.7', '4.8', '4.10']));
    expect(j.state.toMove).toBe(2);
  });

  test('actions after the goal are not judged', () => {
    const j = judge(lesson(), acts('Ben play AC', 'Ben draw', 'Cem play 8H'));
    expect(j.verdict.kind).toBe('reached');
    expect(j.judged).toBe(2);
  });

  test('a listed wrong try gets the lesson\'s own hint', () => {
    const j = judge(lesson(), acts('Ben play 9S'));
    expect(j.verdict).toEqual({ kind: 'wrong', hint: { text: 'The Nine passes the turn; the Ace keeps it.', paragraph: '5.1', listed: true } });
    expect(j.state.playPile.at(-1)?.card).toMatchObject({ rank: '9', suit: 'spades' });
  });

  test('an unlisted foul gets a hint naming the first of the lesson\'s paragraphs the ruling cites', () => {
    // K♥ on 9♣: the ruling cites 4.4, 4.5, 4.11, 10.5; of the lesson's 5.1, 4.7, 4.5 it cites 4.5.
    const j = judge(lesson(), acts('Ben play KH'));
    expect(j.verdict.kind).toBe('wrong');
    if (j.verdict.kind === 'wrong') {
      expect(j.verdict.hint.listed).toBe(false);
      expect(j.verdict.hint.paragraph).toBe('4.5');
      expect(j.verdict.hint.text).toContain('ruled a foul');
    }
  });

  test('an unlisted lawful action off every solution path is wrong, and its hint says it was lawful', () => {
    // 8♦ on 9♣ is a throw (4.11): lawful, but not on the path and not the goal.
    const j = judge(lesson(), acts('Ben play 8D'));
    expect(j.verdict.kind).toBe('wrong');
    if (j.verdict.kind === 'wrong') {
      expect(j.verdict.hint.text).toContain('That was lawful (a throw)');
      expect(j.verdict.hint.paragraph).toBe('4.11');
    }
  });

  test('the hint comes at the first wrong action; later actions are not judged', () => {
    const j = judge(lesson(), acts('Ben play KH', 'Ben draw'));
    expect(j.verdict.kind).toBe('wrong');
    expect(j.judged).toBe(1);
  });

  test('a foul never reaches a goal, even when the table then matches it', () => {
    // Ana is to move and the goal is "Cem is to move". Ben's 9♠ on 9♣ matches in
    // rank, but it is not his turn: a foul, taken for a move until someone
    // complains (10.5), so the turn passes on to Cem; the goal's words hold,
    // yet a foul does not count.
    const l = lesson((d) => ({
      ...d,
      position: { ...d.position, toMove: 'Ana' },
      goal: { text: 'Make Cem the one to move.', check: { toMove: 'Cem' } },
      solution: ['Ben play 8D'],
      wrong: [{ do: ['Ben play KH'], hint: 'Not that.', paragraph: '4.5' }],
    }));
    const j = judge(l, acts('Ben play 9S'));
    expect(j.state.toMove).toBe(2);
    expect(j.verdict.kind).toBe('wrong');
  });
});

describe('scripted replies and accepted solutions', () => {
  // After Ben's Ace and draw, Cem (to move, nothing asked of him) draws too: a
  // move (4.7), so Dia is to move. The goal asks for that.
  const withReply = () =>
    lesson((d) => ({
      ...d,
      goal: { text: 'Lay your Ace and draw; Cem then draws.', check: { toMove: 'Dia', handSizes: { Ben: 4, Cem: 3 } } },
      replies: [{ after: 2, do: ['Cem draw'], says: 'Cem draws a card.' }],
      wrong: [{ do: ['Ben play 9S'], hint: 'No.', paragraph: '5.1' }],
    }));

  test('a reply follows a reader on a solution path, and the goal is checked after it', () => {
    const j = judge(withReply(), acts('Ben play AC', 'Ben draw'));
    expect(j.steps.filter((s) => s.by === 'reply').map((s) => [s.action, s.says])).toEqual([['Cem draw', 'Cem draws a card.']]);
    expect(j.verdict.kind).toBe('reached');
  });

  test('no reply for a reader off the path', () => {
    const j = judge(withReply(), acts('Ben play 9S'));
    expect(j.steps.some((s) => s.by === 'reply')).toBe(false);
  });

  test('an accepted solution keeps the reader in progress', () => {
    // Drawing at once is a move (4.7) that passes the turn; as an accepted path its first step is progress.
    const l = lesson((d) => ({ ...d, alsoAccepted: [['Ben draw', 'Ben play AC']] }));
    expect(judge(l, acts('Ben draw')).verdict).toEqual({ kind: 'progress' });
  });
});
