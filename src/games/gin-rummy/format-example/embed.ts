/**
 * The build-time half of <FormatExample id="..." />: find the format example
 * file, parse it, run it through the §15-§17 modules and hand the frames to
 * the island. Any problem throws, so `astro build` fails and names the page
 * and the example: the rulebook must never show a match the model disagrees with.
 *
 * Kept apart from FormatExample.astro so it can be unit-tested.
 */
import { formatExampleAnchor } from '../../../../engine/gin-rummy/formats/coverage';
import type { FormatExample, FormatExampleSummary, FormatFrame } from '../../../../engine/gin-rummy/formats/runner';
import type { Locale } from '../../../../engine/core/messages';
import { withOverlay } from '../../../../engine/core/text-overlay';

/** The engine's format example API (engine/gin-rummy/formats/runner.ts), as this component relies on it. */
export interface FormatExampleEngine {
  parseFormatExample(text: string, file: string): { ok: true; example: FormatExample } | { ok: false; error: string };
  runFormatExample(example: FormatExample, locale?: Locale): { frames: FormatFrame[]; failures: string[] };
  summarizeFormatExample(example: FormatExample): FormatExampleSummary;
}

export interface EmbeddedFormatExample {
  readonly summary: FormatExampleSummary;
  readonly frames: readonly FormatFrame[];
  /** The id of the <section> on the page: "15.1-the-rulebooks-settlement" -> "format-example-15-1-the-rulebooks-settlement". */
  readonly anchor: string;
  /** Every explanation, once, for search. */
  readonly says: string;
  /** How it ends, one line, for print and for readers without JavaScript. */
  readonly final: string;
}

/** Where format example files live, as keys of import.meta.glob('/content/gin-rummy/formats/*.yaml'). */
export const FORMAT_DIR = '/content/gin-rummy/formats/';

/** Slug-like ids only: they become file names and HTML ids. */
const FORMAT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The last frame in one line: its table's totals and who pays whom, or the winner. */
export function finalLine(frames: readonly FormatFrame[], locale: Locale = 'en'): string {
  const last = frames[frames.length - 1];
  if (!last) return '';
  const total = last.table?.rows.find((r) => r.total);
  const words = locale === 'de' ? { end: 'Am Ende:', totals: 'Summen' } : { end: 'At the end:', totals: 'Totals' };
  const totals = last.table && total ? [`${words.totals}: ${last.table.columns.map((c, i) => `${c} ${total.cells[i]}`).join(', ')}.`] : [];
  return [words.end, ...totals, ...last.settlement, ...(last.over ? [] : last.next)].join(' ');
}

/**
 * @param id     the `id` prop as the author wrote it
 * @param files  format example texts keyed by root-relative path (/content/gin-rummy/formats/<id>.yaml)
 * @param page   the page being built, for the error message
 */
export function embedFormatExample(
  id: unknown,
  files: Readonly<Record<string, string>>,
  engine: FormatExampleEngine,
  page: string,
  locale: Locale = 'en',
  overlays: Readonly<Record<string, unknown>> = {},
): EmbeddedFormatExample {
  const fail = (reason: string): never => {
    throw new Error(`<FormatExample id=${JSON.stringify(id)} /> on ${page}: ${reason}`);
  };
  if (typeof id !== 'string' || !FORMAT_ID.test(id)) {
    return fail('the id must be a format example file name without extension, e.g. id="15.1-the-rulebooks-settlement".');
  }
  const file = `${FORMAT_DIR}${id}.yaml`;
  const text = files[file];
  if (text === undefined) {
    const known = Object.keys(files)
      .map((path) => path.slice(FORMAT_DIR.length).replace(/\.yaml$/, ''))
      .filter((other) => other.split('-')[0] === id.split('-')[0]);
    const hint = known.length ? ` Format examples for this paragraph: ${known.join(', ')}.` : '';
    return fail(`there is no format example file ${file.slice(1)}.${hint}`);
  }
  const parsed = engine.parseFormatExample(text, file.slice(1));
  if (!parsed.ok) return fail(`the format example does not parse: ${parsed.error}`);
  // A translation's words (content/<locale>/gin-rummy/formats/<id>.yaml, text-overlay.ts) over the English file's data.
  const overlay = overlays[id];
  const example = overlay === undefined ? parsed.example : { ...parsed.example, data: withOverlay(parsed.example.data, overlay) };
  const summary = engine.summarizeFormatExample(example);
  const { frames, failures } = engine.runFormatExample(example, locale);
  if (failures.length > 0) {
    return fail(`the rules modules do not produce what the example expects:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  }
  const says = [summary.description ?? '', ...frames.map((f) => f.says ?? '')].filter(Boolean).join(' ');
  return { summary, frames, anchor: formatExampleAnchor(id), says, final: finalLine(frames, locale) };
}
