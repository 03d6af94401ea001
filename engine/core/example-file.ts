/**
 * What every example file shares, whatever its game: YAML (or JSON) text
 * checked against a zod schema, named after its id, the id starting with its
 * first paragraph, every paragraph one of the game's rules. Errors name the
 * file and the fault.
 */
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { MAX_EXAMPLE_FILE_CHARS } from './limits';

export type ExampleRead<T> = { ok: true; data: T } | { ok: false; error: string };

/** Reads YAML without throwing; null data with an error for anything malformed or too long. */
export function readYaml(text: string, file: string): ExampleRead<unknown> {
  if (text.length > MAX_EXAMPLE_FILE_CHARS) return { ok: false, error: `${file}: the file has ${text.length} characters; an example file holds at most ${MAX_EXAMPLE_FILE_CHARS}` };
  try {
    return { ok: true, data: parseYaml(text) };
  } catch (e) {
    return { ok: false, error: `${file}: not valid YAML: ${(e as Error).message.split('\n')[0]}` };
  }
}

export function readExampleFile<T extends { id: string; paragraphs: readonly string[] }>(
  text: string,
  file: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } } },
  describeIssue: (issue: z.core.$ZodIssue) => string,
  isParagraph: (number: string) => boolean,
): ExampleRead<T> {
  const fail = (fault: string): ExampleRead<T> => ({ ok: false, error: `${file}: ${fault}` });
  const raw = readYaml(text, file);
  if (!raw.ok) return raw;
  const checked = schema.safeParse(raw.data);
  if (!checked.success) return fail(checked.error.issues.map(describeIssue).join('; '));
  const data = checked.data;
  const base = file.split(/[\\/]/).pop() ?? file;
  if (base.replace(/\.(ya?ml|json)$/, '') !== data.id) return fail(`id "${data.id}" does not match the file name ${base}`);
  for (const p of data.paragraphs) if (!isParagraph(p)) return fail(`paragraphs: ${p} is not a paragraph of the rules`);
  if (!data.id.startsWith(`${data.paragraphs[0]}-`)) return fail(`id "${data.id}" should start with its first paragraph "${data.paragraphs[0]}-"`);
  return { ok: true, data };
}

/** Names a schema issue by its place: `describeIssueIn('steps', 'step')` turns "steps.2.expect.toMove" into "step 3: expect.toMove". */
export function describeIssueIn(listKey: string, item: string): (issue: z.core.$ZodIssue) => string {
  return (issue) => {
    const path = issue.path;
    let where = path.length === 0 ? 'file' : path.map(String).join('.');
    if (path[0] === listKey && typeof path[1] === 'number') {
      const rest = path.slice(2).join('.');
      where = `${item} ${path[1] + 1}${rest ? `: ${rest}` : ''}`;
    }
    return `${where}: ${issue.message}`;
  };
}
