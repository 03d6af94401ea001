/**
 * A bad lesson file never reaches the page: the error names the file, the
 * field and the fault. Each case starts from one good lesson (written here,
 * the Queen lesson's table) and breaks one thing.
 */
import { describe, expect, test } from 'vitest';
import { stringify } from 'yaml';
import { readCatalog, readLesson, countSentences, LESSON_LIMITS } from '.';

const FILE = 'content/gress/lessons/05-the-queen.yaml';

/** A good lesson: Ben's Q♠ on 9♠ reverses play (5.3), so Ana moves next. */
function good(): Record<string, any> {
  return {
    id: 'the-queen',
    title: 'The Queen turns the table',
    paragraphs: ['5.3', '4.10'],
    intro: 'Play runs clockwise. A Queen turns it around.',
    you: 'Ben',
    players: ['Ana', 'Ben', 'Cem', 'Dia'],
    position: {
      dealer: 'Ana',
      hands: { Ana: ['QC', '8C'], Ben: ['QS', '9D', '8H'], Cem: ['7S', 'JD'], Dia: ['TD', '7H'] },
      playPile: [{ card: '9S', by: 'Ana', as: 'opening' }],
      drawPile: ['7D', 'KH'],
      toMove: 'Ben',
    },
    goal: { text: 'Make Ana the next to move.', check: { classification: 'move', toMove: 'Ana' } },
    solution: ['Ben play QS'],
    wrong: [{ do: ['Ben play 9D'], hint: 'Only a Queen turns play around.', paragraph: '5.3' }],
    success: 'The Queen reversed the direction.',
  };
}

const readObject = (data: unknown, file = FILE) => readLesson(stringify(data), file);
const errorOf = (data: unknown, file = FILE) => {
  const r = readObject(data, file);
  return r.ok ? '(read without error)' : r.error;
};

describe('a good lesson reads', () => {
  test('with its actions parsed and the reader seated', () => {
    const r = readObject(good());
    if (!r.ok) throw new Error(r.error);
    expect(r.lesson.order).toBe(5);
    expect(r.lesson.you).toBe(1);
    expect(r.lesson.solutions).toEqual([[{ type: 'play', seat: 1, cards: ['QS'], hand: 'action' }]]);
  });
});

describe('a malformed lesson names its file, field and fault', () => {
  const cases: [string, (l: Record<string, any>) => unknown, string][] = [
    ['an unknown key', (l) => ({ ...l, hints: [] }), `${FILE}: file: Unrecognized key: "hints"`],
    ['a missing goal', (l) => ({ ...l, goal: undefined }), `${FILE}: goal: `],
    ['an intro of one sentence', (l) => ({ ...l, intro: 'Only one sentence here.' }), 'intro: an introduction of 2 to 5 sentences'],
    ['an intro of six sentences', (l) => ({ ...l, intro: 'One. Two. Three. Four. Five. Six.' }), 'intro: an introduction of 2 to 5 sentences'],
    ['a hint that is too long', (l) => ({ ...l, wrong: [l.wrong[0], { ...l.wrong[0], hint: 'x'.repeat(LESSON_LIMITS.hintChars + 1) }] }), 'wrong try 2: hint: Too big'],
    ['a wrong try naming no paragraph of the rules', (l) => ({ ...l, wrong: [{ ...l.wrong[0], paragraph: '4.99' }] }), 'wrong try 1: paragraph: 4.99 is not a paragraph of the rules'],
    ['a paragraph that does not exist', (l) => ({ ...l, paragraphs: ['5.3', '13.1'] }), 'paragraph 2: 13.1 is not a paragraph of the rules'],
    ['a solution that does not parse', (l) => ({ ...l, solution: ['Ben play QX'] }), 'solution: column 10: "QX" is not a card'],
    ['a solution by another player', (l) => ({ ...l, solution: ['Cem play 7S'] }), 'solution: "Cem play 7S" is not an action of Ben, the reader'],
    ['a reader who is not at the table', (l) => ({ ...l, you: 'Eva' }), 'you: "Eva" is not one of the players (Ana, Ben, Cem, Dia)'],
    ['a goal key outside the vocabulary', (l) => ({ ...l, goal: { ...l.goal, check: { drawPileSize: 3 } } }), 'goal.check: Unrecognized key: "drawPileSize"'],
    ['an empty goal', (l) => ({ ...l, goal: { ...l.goal, check: {} } }), 'goal.check: a goal checks at least one of'],
    ['a goal naming a stranger', (l) => ({ ...l, goal: { ...l.goal, check: { toMove: 'Eva' } } }), 'goal.check: "Eva" is not one of the players'],
    ['a card placed twice', (l) => ({ ...l, position: { ...l.position, drawPile: ['QS'] } }), 'position: QS is placed twice'],
    ['a setup step the engine refuses', (l) => ({ ...l, setup: [{ do: 'Ana lay down', says: 'Ana gives up.' }] }), 'setup step 1: the engine refuses'],
    ['too many wrong tries', (l) => ({ ...l, wrong: Array.from({ length: LESSON_LIMITS.wrongTries + 1 }, () => l.wrong[0]) }), 'wrong: Too big'],
    ['a reply by the reader', (l) => ({ ...l, replies: [{ after: 1, do: ['Ben draw'], says: 'Ben draws.' }] }), "reply 1: \"Ben draw\" is the reader's own action"],
    ['a reply after more actions than any solution has', (l) => ({ ...l, replies: [{ after: 2, do: ['Cem draw'], says: 'Cem draws.' }] }), 'reply 1: after: 2 is beyond the longest solution (1 actions)'],
  ];
  test.each(cases)('%s', (_, edit, message) => {
    const error = errorOf(edit(good()));
    expect(error).toContain(FILE);
    expect(error).toContain(message);
  });

  test('a file name that does not match the id', () => {
    expect(errorOf(good(), 'content/gress/lessons/05-queen.yaml')).toContain('id: "the-queen" does not match the file name 05-queen.yaml (expected "queen")');
  });

  test('a file name without its number', () => {
    expect(errorOf(good(), 'content/gress/lessons/the-queen.yaml')).toContain('the file name must be two digits, a dash and the lesson id');
  });

  test('text that is not YAML, and a file that is too long', () => {
    expect(readLesson('id: [unclosed', FILE)).toMatchObject({ ok: false, error: expect.stringContaining(`${FILE}: not valid YAML`) });
    expect(readLesson('#'.repeat(LESSON_LIMITS.fileChars + 1), FILE)).toMatchObject({ ok: false, error: expect.stringContaining(`a lesson holds at most ${LESSON_LIMITS.fileChars}`) });
  });
});

describe('the path as a whole', () => {
  const text = stringify(good());
  const other = stringify({ ...good(), id: 'another-queen' });
  test('lessons are numbered without gaps', () => {
    const r = readCatalog({ 'content/gress/lessons/01-the-queen.yaml': text, 'content/gress/lessons/03-another-queen.yaml': other });
    expect(r.ok ? [] : r.errors).toEqual(['content/gress/lessons/03-another-queen.yaml: lesson number 03 where 02 was expected (lessons are numbered 01, 02, ... without gaps)']);
  });
  test('a lesson whose solution misses the goal stops the path', () => {
    const bad = stringify({ ...good(), solution: ['Ben play 9D'], wrong: [{ do: ['Ben play 8H'], hint: 'No.', paragraph: '4.5' }] });
    const r = readCatalog({ 'content/gress/lessons/01-the-queen.yaml': bad });
    expect(r.ok ? [] : r.errors).toEqual([expect.stringMatching(/^content\/gress\/lessons\/01-the-queen\.yaml: solution \(Ben play 9D\) does not reach the goal: progress; to move: expected Ana, got Cem$/)]);
  });
  test('at most the limit of lessons', () => {
    const many = Object.fromEntries(Array.from({ length: LESSON_LIMITS.lessons + 1 }, (_, i) => [`content/gress/lessons/${String(i + 1).padStart(2, '0')}-x.yaml`, '']));
    expect(readCatalog(many)).toEqual({ ok: false, errors: [`content/gress/lessons/: ${LESSON_LIMITS.lessons + 1} lessons; the path holds at most ${LESSON_LIMITS.lessons}`] });
  });
});

describe('sentences are counted as a reader would', () => {
  test.each([
    ['One. Two.', 2],
    ['See 9.4 for the count. Then play.', 2],
    ['Call "last but one." Then take it!', 2],
    ['A question? An answer.', 2],
  ])('%s', (t, n) => expect(countSentences(t)).toBe(n));
});
