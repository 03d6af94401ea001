/**
 * Reads one lesson file: YAML text checked against the schema (schema.ts),
 * its actions parsed in the engine's notation, its paragraphs looked up, its
 * position built and its setup played. Never throws: a lesson, or an error
 * that names the file, the field and the fault, e.g.
 *   "content/gress/lessons/05-the-queen.yaml: wrong try 2: hint: expected at most 320 characters".
 */
import type { z } from 'zod';
import { readYaml } from '../../core/example-file';
import { gress } from '../game';
import { findParagraph } from '../paragraphs';
import type { GressAction, Seat } from '../types';
import { namesInGoal } from './goal';
import { LESSON_LIMITS, lessonSchema, type LessonFile } from './schema';
import { lessonStart } from './start';

export interface WrongTry {
  /** The reader's actions from the start, the last one being the mistake. */
  readonly actions: readonly GressAction[];
  readonly hint: string;
  /** The paragraph the hint names (/gress/r/<n>). */
  readonly paragraph: string;
}

export interface Reply {
  /** After the reader's n-th action, when the reader is on a solution's path. */
  readonly after: number;
  readonly actions: readonly GressAction[];
  readonly says: string;
}

/** A lesson as the judge and the pages use it: the file's data with every action parsed. Plain data (JSON). */
export interface Lesson {
  /** The file it was read from, for messages. */
  readonly file: string;
  /** Its place in the path: the NN of NN-slug.yaml. */
  readonly order: number;
  readonly data: LessonFile;
  /** The reader's seat. */
  readonly you: Seat;
  readonly setup: readonly GressAction[];
  /** The model solution first, then the other accepted ones. */
  readonly solutions: readonly (readonly GressAction[])[];
  readonly replies: readonly Reply[];
  readonly offers: readonly GressAction[];
  readonly wrong: readonly WrongTry[];
}

export type LessonRead = { ok: true; lesson: Lesson } | { ok: false; error: string };

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

/**
 * @param text the file's text (YAML)
 * @param file its path, used in every error; its name must be NN-<id>.yaml
 */
export function readLesson(text: string, file: string): LessonRead {
  const fail = (fault: string): LessonRead => ({ ok: false, error: `${file}: ${fault}` });
  if (text.length > LESSON_LIMITS.fileChars) return fail(`the file has ${text.length} characters; a lesson holds at most ${LESSON_LIMITS.fileChars}`);
  const base = file.split(/[\\/]/).pop() ?? file;
  const named = FILE_NAME.exec(base);
  if (!named) return fail('the file name must be two digits, a dash and the lesson id, e.g. 05-the-queen.yaml');
  const raw = readYaml(text, file);
  if (!raw.ok) return raw;
  const checked = lessonSchema.safeParse(raw.data);
  if (!checked.success) return fail(checked.error.issues.map(describeIssue).join('; '));
  const data = checked.data;
  if (data.id !== named[2]) return fail(`id: "${data.id}" does not match the file name ${base} (expected "${named[2]}")`);

  const players = data.players;
  if (new Set(players).size !== players.length) return fail(`players: a name is given twice (${players.join(', ')})`);
  const you = players.indexOf(data.you);
  if (you === -1) return fail(`you: "${data.you}" is not one of the players (${players.join(', ')})`);
  for (const [i, p] of data.paragraphs.entries()) if (!findParagraph(p)) return fail(`paragraph ${i + 1}: ${p} is not a paragraph of the rules`);
  for (const [i, w] of data.wrong.entries()) {
    if (!findParagraph(w.paragraph)) return fail(`wrong try ${i + 1}: paragraph: ${w.paragraph} is not a paragraph of the rules`);
  }
  for (const c of data.goal.check.cites ?? []) if (!findParagraph(c)) return fail(`goal.check.cites: ${c} is not a paragraph of the rules`);
  for (const n of namesInGoal(data.goal.check)) if (!players.includes(n)) return fail(`goal.check: "${n}" is not one of the players (${players.join(', ')})`);

  /** Parses a list of actions; `mine` true: each must be the reader's, false: each must be someone else's. */
  const parseAll = (texts: readonly string[], where: string, mine: boolean | null): GressAction[] | string => {
    const out: GressAction[] = [];
    for (const [i, t] of texts.entries()) {
      const parsed = gress.parseAction(t, players);
      const at = texts.length > 1 ? `${where}, action ${i + 1}` : where;
      if (!parsed.ok) return `${at}: ${parsed.error}`;
      if (mine === true && parsed.value.seat !== you) return `${at}: "${t}" is not an action of ${data.you}, the reader`;
      if (mine === false && parsed.value.seat === you) return `${at}: "${t}" is the reader's own action; others' answers only`;
      out.push(parsed.value);
    }
    return out;
  };

  const setup = parseAll((data.setup ?? []).map((s) => s.do), 'setup', null);
  if (typeof setup === 'string') return fail(setup);
  const model = parseAll(data.solution, 'solution', true);
  if (typeof model === 'string') return fail(model);
  const solutions: GressAction[][] = [model];
  for (const [i, alt] of (data.alsoAccepted ?? []).entries()) {
    const parsed = parseAll(alt, `accepted solution ${i + 1}`, true);
    if (typeof parsed === 'string') return fail(parsed);
    solutions.push(parsed);
  }
  const longest = Math.max(...solutions.map((s) => s.length));
  const replies: Reply[] = [];
  for (const [i, r] of (data.replies ?? []).entries()) {
    if (r.after > longest) return fail(`reply ${i + 1}: after: ${r.after} is beyond the longest solution (${longest} actions)`);
    const parsed = parseAll(r.do, `reply ${i + 1}`, false);
    if (typeof parsed === 'string') return fail(parsed);
    replies.push({ after: r.after, actions: parsed, says: r.says });
  }
  const offers = parseAll(data.offer ?? [], 'offered action', true);
  if (typeof offers === 'string') return fail(offers);
  const wrong: WrongTry[] = [];
  for (const [i, w] of data.wrong.entries()) {
    const parsed = parseAll(w.do, `wrong try ${i + 1}`, true);
    if (typeof parsed === 'string') return fail(parsed);
    wrong.push({ actions: parsed, hint: w.hint, paragraph: w.paragraph });
  }

  const lesson: Lesson = { file, order: Number(named[1]), data, you, setup, solutions, replies, offers, wrong };
  const start = lessonStart(lesson);
  if (!start.ok) return fail(start.error);
  return { ok: true, lesson };
}
