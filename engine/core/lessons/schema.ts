/**
 * The lesson file (content/<game>/lessons/NN-slug.yaml) as a zod schema: one
 * short lesson of a game's path. A lesson is a real position of the game (as
 * the game writes it, lesson-game.ts), an optional scripted setup, a goal in
 * words and as a check (goals.ts), a model solution and the wrong tries a
 * newcomer is likely to make, each with its hint naming a paragraph.
 *
 * Everything has a limit, because the files are read at build time and in
 * tests and their errors must name the file, the field and the fault.
 */
import { z } from 'zod';
import { goalSchemaOf, type GoalCheck } from './goals';
import type { AnyLessonGame } from './lesson-game';

/** Limits of one lesson file; each is named in the error that enforces it. */
export const LESSON_LIMITS = {
  /** Characters in one lesson file. */
  fileChars: 16_000,
  /** Lessons in the path. */
  lessons: 20,
  /** Scripted actions before the reader acts. */
  setupSteps: 8,
  /** Actions in one solution or one wrong try. */
  actions: 6,
  /** Other accepted solutions besides the model one. */
  alternatives: 4,
  /** Listed wrong tries. */
  wrongTries: 8,
  /** Scripted replies, and actions in one reply. */
  replies: 4,
  replyActions: 8,
  /** Extra actions offered as chips (e.g. a tempting unlawful one). */
  offers: 4,
  /** Sentences of the introduction (the brief asks for two to five). */
  introSentences: { min: 2, max: 5 },
  introChars: 700,
  goalChars: 200,
  hintChars: 320,
  successChars: 700,
  saysChars: 240,
  titleChars: 60,
} as const;

/**
 * Sentences in a short text: runs ending in ".", "!" or "?" followed by a
 * space or the end. A dot inside a number ("9.4") or a card ("7♣.") is no
 * end unless a space follows, so paragraph numbers do not split sentences.
 */
export function countSentences(text: string): number {
  return text.trim().split(/[.!?]["”)]?(?:\s+|$)/).filter((s) => s.trim().length > 0).length;
}

const paragraph = z.string().regex(/^\d+(\.\d+)?$/, 'a paragraph number such as "4.11"');
const name = z.string().regex(/^[A-Z][a-z]{1,11}$/, 'a name such as "Ben" (a capital and up to 11 small letters)');
/** An action in the game's notation; parsed when the file is read. */
const action = z.string().min(3).max(80);
const actions = (max: number) => z.array(action).min(1).max(max);
const text = (max: number) => z.string().trim().min(1).max(max);

const intro = text(LESSON_LIMITS.introChars).refine(
  (t) => {
    const n = countSentences(t);
    return n >= LESSON_LIMITS.introSentences.min && n <= LESSON_LIMITS.introSentences.max;
  },
  { message: `an introduction of ${LESSON_LIMITS.introSentences.min} to ${LESSON_LIMITS.introSentences.max} sentences` },
);

/** A lesson file as read: plain data (JSON), the position as the game writes it. */
export interface LessonFile {
  /** The lesson's address: /<game>/learn/<id>/; the file is NN-<id>.yaml. */
  readonly id: string;
  readonly title: string;
  /** The paragraphs the lesson teaches, most important first; the first is the lesson's own. */
  readonly paragraphs: readonly string[];
  readonly intro: string;
  /** The player the reader sits as. */
  readonly you: string;
  /** Seating order. */
  readonly players: readonly string[];
  /** A real position of the game (LessonGame.position). */
  readonly position: unknown;
  /** What the others do before the reader acts, each with a line for the reader. */
  readonly setup?: readonly { readonly do: string; readonly says: string }[];
  /** The goal in words, as the reader sees it, and as data (goals.ts). */
  readonly goal: { readonly text: string; readonly check: GoalCheck };
  /** The model solution: the reader's actions, in notation. */
  readonly solution: readonly string[];
  /** Other ways that also lead to the goal, so a reader on one of them is told "go on", not "wrong". */
  readonly alsoAccepted?: readonly (readonly string[])[];
  /** Scripted answers of the other players after the reader's n-th action on a solution's path. */
  readonly replies?: readonly { readonly after: number; readonly do: readonly string[]; readonly says: string }[];
  /** Actions of the reader offered as chips even when unlawful, so a tempting mistake can be made on the table. */
  readonly offer?: readonly string[];
  /** Mistakes a newcomer is likely to make: the reader's actions from the start, the hint and the paragraph it names. */
  readonly wrong: readonly { readonly do: readonly string[]; readonly hint: string; readonly paragraph: string }[];
  /** Shown once the goal is reached: what happened and why. */
  readonly success: string;
}

function buildSchema(lessons: AnyLessonGame) {
  return z.strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lowercase slug such as "the-queen"').max(40),
    title: text(LESSON_LIMITS.titleChars),
    paragraphs: z.array(paragraph).min(1).max(6),
    intro,
    you: name,
    players: z.array(name).min(lessons.players.min).max(lessons.players.max),
    position: lessons.position,
    setup: z
      .array(z.strictObject({ do: action, says: text(LESSON_LIMITS.saysChars) }))
      .max(LESSON_LIMITS.setupSteps)
      .optional(),
    goal: z.strictObject({ text: text(LESSON_LIMITS.goalChars), check: goalSchemaOf(lessons.goals) }),
    solution: actions(LESSON_LIMITS.actions),
    alsoAccepted: z.array(actions(LESSON_LIMITS.actions)).max(LESSON_LIMITS.alternatives).optional(),
    replies: z
      .array(
        z.strictObject({
          after: z.number().int().min(1).max(LESSON_LIMITS.actions),
          do: actions(LESSON_LIMITS.replyActions),
          says: text(LESSON_LIMITS.saysChars),
        }),
      )
      .max(LESSON_LIMITS.replies)
      .optional(),
    offer: z.array(action).max(LESSON_LIMITS.offers).optional(),
    wrong: z
      .array(z.strictObject({ do: actions(LESSON_LIMITS.actions), hint: text(LESSON_LIMITS.hintChars), paragraph }))
      .min(1)
      .max(LESSON_LIMITS.wrongTries),
    success: text(LESSON_LIMITS.successChars),
  });
}

const schemas = new WeakMap<object, z.ZodType<LessonFile>>();

/** The schema of one game's lesson files (built once per game). */
export function lessonSchemaOf(lessons: AnyLessonGame): z.ZodType<LessonFile> {
  let schema = schemas.get(lessons);
  if (!schema) schemas.set(lessons, (schema = buildSchema(lessons) as unknown as z.ZodType<LessonFile>));
  return schema;
}
