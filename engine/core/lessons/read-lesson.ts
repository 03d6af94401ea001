/**
 * Reads one lesson file of any game: YAML text checked against the schema
 * (schema.ts), its actions parsed in the game's notation, its paragraphs
 * looked up in the game's rulebook, its position built and its setup played.
 * Never throws: a lesson, or an error that names the file, the field and the
 * fault, e.g.
 *   "content/gress/lessons/05-the-queen.yaml: wrong try 2: hint: expected at most 320 characters".
 */
import type { z } from 'zod';
import { readYaml } from '../example-file';
import { findParagraphIn } from '../paragraphs';
import { namesInGoal } from './goals';
import type { LessonGame } from './lesson-game';
import { LESSON_LIMITS, lessonSchemaOf, type LessonFile } from './schema';
import { lessonStart } from './start';

export interface WrongTry<A> {
  /** The reader's actions from the start, the last one being the mistake. */
  readonly actions: readonly A[];
  readonly hint: string;
  /** The paragraph the hint names (/<game>/r/<n>). */
  readonly paragraph: string;
}

export interface Reply<A> {
  /** After the reader's n-th action, when the reader is on a solution's path. */
  readonly after: number;
  readonly actions: readonly A[];
  readonly says: string;
}

/** A lesson as the judge and the pages use it: the file's data with every action parsed. Plain data (JSON). */
export interface Lesson<A> {
  /** The file it was read from, for messages. */
  readonly file: string;
  /** Its place in the path: the NN of NN-slug.yaml. */
  readonly order: number;
  readonly data: LessonFile;
  /** The reader's seat. */
  readonly you: number;
  readonly setup: readonly A[];
  /** The model solution first, then the other accepted ones. */
  readonly solutions: readonly (readonly A[])[];
  readonly replies: readonly Reply<A>[];
  readonly offers: readonly A[];
  readonly wrong: readonly WrongTry<A>[];
}

export type LessonRead<A> = { ok: true; lesson: Lesson<A> } | { ok: false; error: string };

/** File names: two digits, a dash, the lesson's id. */
const FILE_NAME = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.yaml$/;

/** Where a schema issue sits, in words: "wrong.1.hint" becomes "wrong try 2: hint". */
const LIST_NAMES: Readonly<Record<string, string>> = {
  setup: 'setup step',
  solution: 'solution action',
  alsoAccepted: 'accepted solution',
  replies: 'reply',
  offer: 'offered action',
  wrong: 'wrong try',
  paragraphs: 'paragraph',
  players: 'player',
};

export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (path.length === 0) return `file: ${issue.message}`;
  const [head, index, ...rest] = path;
  const listed = LIST_NAMES[head!];
  if (!listed || index === undefined || !/^\d+$/.test(index)) return `${path.join('.')}: ${issue.message}`;
  return `${[`${listed} ${Number(index) + 1}`, rest.join('.')].filter(Boolean).join(': ')}: ${issue.message}`;
}

/** What must hold of the names and paragraphs a valid file gives; the first fault, or null. */
function namesAndParagraphs(lessons: LessonGame<any, any, any>, data: LessonFile): string | null {
  const players = data.players;
  const isParagraph = (p: string) => findParagraphIn(lessons.game, p) !== undefined;
  if (new Set(players).size !== players.length) return `players: a name is given twice (${players.join(', ')})`;
  if (!players.includes(data.you)) return `you: "${data.you}" is not one of the players (${players.join(', ')})`;
  for (const [i, p] of data.paragraphs.entries()) if (!isParagraph(p)) return `paragraph ${i + 1}: ${p} is not a paragraph of the rules`;
  for (const [i, w] of data.wrong.entries()) {
    if (!isParagraph(w.paragraph)) return `wrong try ${i + 1}: paragraph: ${w.paragraph} is not a paragraph of the rules`;
  }
  for (const c of data.goal.check.cites ?? []) if (!isParagraph(c)) return `goal.check.cites: ${c} is not a paragraph of the rules`;
  for (const n of namesInGoal(lessons.goals, data.goal.check)) if (!players.includes(n)) return `goal.check: "${n}" is not one of the players (${players.join(', ')})`;
  return null;
}

/** The file's actions parsed: the lesson without its file and order, or the first fault. */
function parseActions<A extends { readonly seat: number }>(lessons: LessonGame<any, A, any>, data: LessonFile): Omit<Lesson<A>, 'file' | 'order' | 'data'> | string {
  const players = data.players;
  const you = players.indexOf(data.you);
  /** Parses a list of actions; `mine` true: each must be the reader's, false: each must be someone else's. */
  const parseAll = (texts: readonly string[], where: string, mine: boolean | null): A[] | string => {
    const out: A[] = [];
    for (const [i, t] of texts.entries()) {
      const parsed = lessons.game.parseAction(t, players);
      const at = texts.length > 1 ? `${where}, action ${i + 1}` : where;
      if (!parsed.ok) return `${at}: ${parsed.error}`;
      if (mine === true && parsed.value.seat !== you) return `${at}: "${t}" is not an action of ${data.you}, the reader`;
      if (mine === false && parsed.value.seat === you) return `${at}: "${t}" is the reader's own action; others' answers only`;
      out.push(parsed.value);
    }
    return out;
  };
  const setup = parseAll((data.setup ?? []).map((s) => s.do), 'setup', null);
  if (typeof setup === 'string') return setup;
  const solutions: A[][] = [];
  for (const [i, alt] of [data.solution, ...(data.alsoAccepted ?? [])].entries()) {
    const parsed = parseAll(alt, i === 0 ? 'solution' : `accepted solution ${i}`, true);
    if (typeof parsed === 'string') return parsed;
    solutions.push(parsed);
  }
  const longest = Math.max(...solutions.map((s) => s.length));
  const replies: Reply<A>[] = [];
  for (const [i, r] of (data.replies ?? []).entries()) {
    if (r.after > longest) return `reply ${i + 1}: after: ${r.after} is beyond the longest solution (${longest} actions)`;
    const parsed = parseAll(r.do, `reply ${i + 1}`, false);
    if (typeof parsed === 'string') return parsed;
    replies.push({ after: r.after, actions: parsed, says: r.says });
  }
  const offers = parseAll(data.offer ?? [], 'offered action', true);
  if (typeof offers === 'string') return offers;
  const wrong: WrongTry<A>[] = [];
  for (const [i, w] of data.wrong.entries()) {
    const parsed = parseAll(w.do, `wrong try ${i + 1}`, true);
    if (typeof parsed === 'string') return parsed;
    wrong.push({ actions: parsed, hint: w.hint, paragraph: w.paragraph });
  }
  return { you, setup, solutions, replies, offers, wrong };
}

/**
 * @param text the file's text (YAML)
 * @param file its path, used in every error; its name must be NN-<id>.yaml
 */
export function readLesson<S, A extends { readonly seat: number }, C extends string>(lessons: LessonGame<S, A, C>, text: string, file: string): LessonRead<A> {
  const fail = (fault: string): LessonRead<A> => ({ ok: false, error: `${file}: ${fault}` });
  if (text.length > LESSON_LIMITS.fileChars) return fail(`the file has ${text.length} characters; a lesson holds at most ${LESSON_LIMITS.fileChars}`);
  const base = file.split(/[\\/]/).pop() ?? file;
  const named = FILE_NAME.exec(base);
  if (!named) return fail('the file name must be two digits, a dash and the lesson id, e.g. 05-the-queen.yaml');
  const raw = readYaml(text, file);
  if (!raw.ok) return raw;
  const checked = lessonSchemaOf(lessons).safeParse(raw.data);
  if (!checked.success) return fail(checked.error.issues.map(describeIssue).join('; '));
  const data = checked.data;
  if (data.id !== named[2]) return fail(`id: "${data.id}" does not match the file name ${base} (expected "${named[2]}")`);
  const fault = namesAndParagraphs(lessons, data);
  if (fault) return fail(fault);
  const parsed = parseActions(lessons, data);
  if (typeof parsed === 'string') return fail(parsed);
  const lesson: Lesson<A> = { file, order: Number(named[1]), data, ...parsed };
  const start = lessonStart(lessons, lesson);
  if (!start.ok) return fail(start.error);
  return { ok: true, lesson };
}
