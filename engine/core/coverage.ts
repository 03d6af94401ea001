/**
 * Rule coverage, for any game: ties every paragraph of its rulebook to the
 * engine functions that cite it in their doc comment (engine/<game>/rules/),
 * and to the worked examples (scenarios, and any other kind the game brings,
 * such as Gress's sheet examples) that illustrate it, run through the engine.
 *
 * Build and test time only (the coverage page's frontmatter, the unit test):
 * never imported by client code. The core, `buildCoverage`, is pure over file
 * texts; `readCoverageSources` reads those texts from disk with node:fs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Game, GameParagraph as Paragraph, GameSection as Section } from './game';
import { withoutCode } from './mdx-text';
import { findParagraphIn, paragraphAnchor, paragraphNumbers } from './paragraphs';
import { parseScenario, runScenario } from './scenario';

// The protocol is generic in each game's types; coverage only reads its paragraphs and runs its examples.
type AnyGame = Game<any, any, any>;

// ---------------------------------------------------------------- citations

/** An engine function (or constant) whose doc comment starts with the paragraphs it implements. */
export interface Citation {
  readonly name: string;
  /** Constants (PACK_SIZE, MISDEAL_POINTS) cite paragraphs too; only functions count as implementing one. */
  readonly kind: 'function' | 'constant';
  /** Relative to the repository root, with forward slashes: engine/gress/rules/4-moves-and-throws.ts */
  readonly file: string;
  /** Expanded, in the order written: "4.12-4.14" gives 4.12, 4.13, 4.14. */
  readonly paragraphs: readonly string[];
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** One item of a paragraph list: a number or a range of numbers ("4.12-4.14", also with an en dash). */
const ITEM = String.raw`${NUMBER}(?:\s*[-–]\s*${NUMBER})?`;
/** What joins the items: "4.7, 4.8", "5.5 / 6.3", "5.5 and 6.3", "12 with 11.9", "9.4 into 11.8". */
const JOIN = String.raw`\s*(?:,|\/|&|\band\b|\bwith\b|\binto\b)\s*`;
/**
 * The paragraph list at the very start of a doc comment, ended by a colon or by
 * prose ("11.9 at table ..."), never by more digits or a dot.
 */
const LEADING_LIST = new RegExp(String.raw`^(${ITEM}(?:${JOIN}${ITEM})*)(?![\d.])(?=\s*:|\s|$)`);

/** A doc comment immediately followed by an exported function or const. */
const DOC_THEN_EXPORT = new RegExp(
  String.raw`\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*` +
    String.raw`export\s+(?:(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)|const\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(\S[^\n]*))`,
  'g',
);
/** The start of a const initializer that makes it a function. */
const FUNCTION_INITIALIZER = /^(?:async\s+)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|\(|[A-Za-z_$][\w$]*\s*=>)/;

/** The text of a doc comment without its frame: "/**\n * 4.11: a\n * b\n *\/" -> "4.11: a b". */
export function docText(comment: string): string {
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*(?!\/)\s?/, '').trim())
    .filter(Boolean)
    .join(' ')
    .trim();
}

/**
 * The paragraph numbers a doc comment starts with, ranges expanded over the
 * rulebook's order, or [] when it does not start with a paragraph list.
 * Numbers that are not paragraphs of the rules are returned in `unknown`.
 */
export function leadingParagraphs(game: AnyGame, doc: string): { paragraphs: string[]; unknown: string[] } {
  const match = LEADING_LIST.exec(docText(doc));
  if (!match) return { paragraphs: [], unknown: [] };
  const paragraphs: string[] = [];
  const unknown: string[] = [];
  const add = (number: string) => {
    if (!paragraphs.includes(number)) paragraphs.push(number);
  };
  for (const item of match[1].split(new RegExp(JOIN))) {
    const [from, to] = item.split(/\s*[-–]\s*/);
    if (to === undefined) {
      if (findParagraphIn(game, from)) add(from);
      else unknown.push(from);
      continue;
    }
    const range = expandRange(game, from, to);
    if (range) range.forEach(add);
    else unknown.push(`${from}-${to}`);
  }
  return { paragraphs, unknown };
}

/** "4.12", "4.14" -> ["4.12", "4.13", "4.14"] in the rulebook's order; null if either end is unknown or they are reversed. */
export function expandRange(game: AnyGame, from: string, to: string): string[] | null {
  const numbers = paragraphNumbers(game);
  const start = numbers.indexOf(from);
  const end = numbers.indexOf(to);
  if (start < 0 || end < start) return null;
  return numbers.slice(start, end + 1);
}

/** Every exported function of one module whose doc comment starts with paragraphs, and any unknown numbers cited. */
export function parseCitations(game: AnyGame, source: string, file: string): { citations: Citation[]; unknown: string[] } {
  const citations: Citation[] = [];
  const unknown: string[] = [];
  for (const match of source.matchAll(DOC_THEN_EXPORT)) {
    const name = match[2] ?? match[3];
    const kind = match[2] !== undefined || FUNCTION_INITIALIZER.test(match[4] ?? '') ? 'function' : 'constant';
    const found = leadingParagraphs(game, match[1]);
    for (const number of found.unknown) unknown.push(`${file}: ${name} cites ${number}, which is not a paragraph of the rules`);
    if (found.paragraphs.length > 0) citations.push({ name, kind, file, paragraphs: found.paragraphs });
  }
  return { citations, unknown };
}

// ---------------------------------------------------------------- examples

/** Kinds of worked example: every game has scenarios; a game may add its own (Gress: "sheet"). */
export type ExampleKind = string;

/** How one kind of worked example is found, embedded and run. */
export interface ExampleRunner {
  readonly kind: ExampleKind;
  /** Relative to the repository root. */
  readonly dir: string;
  /** The MDX component that embeds it: <Scenario id="..." />. */
  readonly component: string;
  /** The id of the element the component renders, to link to. */
  anchor(id: string): string;
  /** Parses and runs one file: its paragraphs and unmet expectations, or why it does not parse. */
  run(text: string, file: string): { ok: true; title: string; paragraphs: readonly string[]; failures: readonly string[] } | { ok: false; error: string };
}

/** A game's scenarios, as src/components/scenario-embed.ts embeds them (the engine must not import src). */
export function scenarioRunner(game: AnyGame): ExampleRunner {
  return {
    kind: 'scenario',
    dir: `content/${game.id}/scenarios`,
    component: 'Scenario',
    anchor: (id) => `scenario-${id.replace(/\./g, '-')}`,
    run(text, file) {
      const parsed = parseScenario(game, text, file);
      if (!parsed.ok) return parsed;
      const { title, paragraphs } = parsed.scenario.data;
      return { ok: true, title, paragraphs, failures: runScenario(game, parsed.scenario).failures };
    },
  };
}

/** Every kind of worked example a game has: its scenarios, then the kinds it adds (engine/games.ts EXTRA_EXAMPLES). */
export function runnersOf(game: AnyGame, extra: readonly ExampleRunner[] = []): ExampleRunner[] {
  return [scenarioRunner(game), ...extra];
}

/** A worked example as the coverage report shows it. */
export interface Example {
  readonly kind: ExampleKind;
  readonly id: string;
  readonly file: string;
  readonly title: string;
  /** From the file name's prefix and the file's `paragraphs:` field. */
  readonly paragraphs: readonly string[];
  /** Where a page embeds it (/gress/4-moves-and-throws/#scenario-4-11-anyone-may-throw), or null if no page does. */
  readonly href: string | null;
  /** Unmet expectations, or the reason it does not parse; empty when it passes. */
  readonly failures: readonly string[];
}

const EXAMPLE_FILE = /\.(ya?ml|json)$/;

// ---------------------------------------------------------------- the report

export type CoverageStatus = 'pass' | 'failing' | 'missing' | 'no behaviour';

export interface ParagraphCoverage {
  readonly paragraph: Paragraph;
  readonly section: Section;
  readonly functions: readonly Citation[];
  readonly examples: readonly Example[];
  /** pass: has examples, all pass; failing: some fail; missing: behaviour but no example; no behaviour: nothing to model. */
  readonly status: CoverageStatus;
  readonly failing: number;
}

export interface CoverageReport {
  readonly sections: readonly { readonly section: Section; readonly paragraphs: readonly ParagraphCoverage[] }[];
  readonly paragraphs: readonly ParagraphCoverage[];
  readonly citations: readonly Citation[];
  readonly examples: readonly Example[];
  /** Behavioural paragraphs with no worked example of any kind: the build fails on these. */
  readonly withoutExamples: readonly string[];
  /** Behavioural paragraphs no engine function cites (a constant alone does not count). */
  readonly withoutFunctions: readonly string[];
  /** Doc comments and examples naming numbers that are not paragraphs of the rules. */
  readonly unknown: readonly string[];
  /** Examples present in more than one folder under the same id, or similar oddities worth a look. */
  readonly notes: readonly string[];
}

/** File texts keyed by path relative to the repository root, forward slashes. */
export interface CoverageSources {
  /** engine/<game>/rules/**\/*.ts, tests excluded. */
  readonly rules: Readonly<Record<string, string>>;
  /** Example files of every runner's folder. */
  readonly examples: Readonly<Record<string, string>>;
  /** The rulebook pages, content/<game>/*.mdx, to find where each example is embedded. */
  readonly pages: Readonly<Record<string, string>>;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Which page embeds which example: "Scenario:4.11-anyone-may-throw" -> "4-moves-and-throws". */
function embeds(pages: CoverageSources['pages'], runners: readonly ExampleRunner[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, text] of Object.entries(pages)) {
    const slug = baseName(path).replace(/\.mdx?$/, '');
    for (const runner of runners) {
      for (const m of withoutCode(text).matchAll(new RegExp(`<${runner.component}\\s+id=["']([^"']+)["']`, 'g'))) {
        const key = `${runner.component}:${m[1]}`;
        if (!found.has(key)) found.set(key, slug);
      }
    }
  }
  return found;
}

/** Rulebook order of the paragraph a file name starts with (4.2 before 4.10), then the name. */
function byParagraphThenName(numbers: readonly string[], a: string, b: string): number {
  const rank = (path: string) => {
    const i = numbers.indexOf(baseName(path).split('-')[0]);
    return i < 0 ? numbers.length : i;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

function runExamples(game: AnyGame, sources: CoverageSources, runners: readonly ExampleRunner[]): { examples: Example[]; unknown: string[] } {
  const numbers = paragraphNumbers(game);
  const findParagraph = (n: string) => findParagraphIn(game, n);
  const placed = embeds(sources.pages, runners);
  const examples: Example[] = [];
  const unknown: string[] = [];
  for (const runner of runners) {
    const files = Object.keys(sources.examples)
      .filter((path) => path.startsWith(`${runner.dir}/`) && EXAMPLE_FILE.test(path))
      .sort((a, b) => byParagraphThenName(numbers, a, b));
    for (const file of files) {
      const id = baseName(file).replace(EXAMPLE_FILE, '');
      const prefix = id.split('-')[0];
      const result = runner.run(sources.examples[file], file);
      const paragraphs = [prefix, ...(result.ok ? result.paragraphs : [])].filter((p, i, all) => all.indexOf(p) === i);
      for (const p of paragraphs) if (!findParagraph(p)) unknown.push(`${file}: ${p} is not a paragraph of the rules`);
      const page = placed.get(`${runner.component}:${id}`);
      examples.push({
        kind: runner.kind,
        id,
        file,
        title: result.ok ? result.title : id,
        paragraphs: paragraphs.filter((p) => findParagraph(p)),
        href: page ? `/${game.id}/${page}/#${runner.anchor(id)}` : null,
        failures: result.ok ? result.failures : [result.error],
      });
    }
  }
  return { examples, unknown };
}

/** The whole report from file texts. Pure: the same texts always give the same report. */
export function buildCoverage(game: AnyGame, sources: CoverageSources, runners: readonly ExampleRunner[] = runnersOf(game)): CoverageReport {
  const citations: Citation[] = [];
  const unknown: string[] = [];
  for (const file of Object.keys(sources.rules).sort()) {
    const parsed = parseCitations(game, sources.rules[file], file);
    citations.push(...parsed.citations);
    unknown.push(...parsed.unknown);
  }
  const ran = runExamples(game, sources, runners);
  unknown.push(...ran.unknown);

  const sections = game.sections.filter((section) => section.paragraphs.length > 0).map((section) => ({
    section,
    paragraphs: section.paragraphs.map((paragraph): ParagraphCoverage => {
      const functions = citations.filter((c) => c.paragraphs.includes(paragraph.number));
      // Its own examples (named after it) first, then those of other paragraphs that also illustrate it.
      const illustrating = ran.examples.filter((e) => e.paragraphs.includes(paragraph.number));
      const examples = [...illustrating.filter((e) => e.paragraphs[0] === paragraph.number), ...illustrating.filter((e) => e.paragraphs[0] !== paragraph.number)];
      const failing = examples.filter((e) => e.failures.length > 0).length;
      const status: CoverageStatus = !paragraph.behaviour ? 'no behaviour' : examples.length === 0 ? 'missing' : failing > 0 ? 'failing' : 'pass';
      return { paragraph, section, functions, examples, status, failing };
    }),
  }));
  const paragraphs = sections.flatMap((s) => s.paragraphs);
  const behavioural = paragraphs.filter((p) => p.paragraph.behaviour);
  const notes = ran.examples
    .filter((e) => e.href === null)
    .map((e) => `${e.file} is not embedded on any page (no <${runners.find((r) => r.kind === e.kind)!.component} id="${e.id}" />)`);
  return {
    sections,
    paragraphs,
    citations,
    examples: ran.examples,
    withoutExamples: behavioural.filter((p) => p.examples.length === 0).map((p) => p.paragraph.number),
    withoutFunctions: behavioural.filter((p) => !p.functions.some((c) => c.kind === 'function')).map((p) => p.paragraph.number),
    unknown,
    notes,
  };
}

/** Headline numbers for the top of the page. */
export function summarize(report: CoverageReport) {
  const behavioural = report.paragraphs.filter((p) => p.paragraph.behaviour);
  return {
    paragraphs: report.paragraphs.length,
    behavioural: behavioural.length,
    withExamples: behavioural.filter((p) => p.examples.length > 0).length,
    allPassing: behavioural.filter((p) => p.status === 'pass').length,
    withFunctions: behavioural.filter((p) => p.functions.some((c) => c.kind === 'function')).length,
    functions: report.citations.filter((c) => c.kind === 'function').length,
    constants: report.citations.filter((c) => c.kind === 'constant').length,
    examples: report.examples.length,
    scenarios: report.examples.filter((e) => e.kind === 'scenario').length,
    /** Examples of the kinds a game adds (Gress: sheet examples). */
    otherExamples: report.examples.filter((e) => e.kind !== 'scenario').length,
    failingExamples: report.examples.filter((e) => e.failures.length > 0).length,
  };
}

/** The message the build fails with when behavioural paragraphs have no example, or null. */
export function missingExamplesError(game: AnyGame, report: CoverageReport, runners: readonly ExampleRunner[] = runnersOf(game)): string | null {
  if (report.withoutExamples.length === 0) return null;
  const dirs = runners.map((r) => `${r.dir}/<paragraph>-<slug>.yaml`).join(' or ');
  return (
    `Rule coverage: ${report.withoutExamples.length} paragraph(s) with behaviour have no worked example: ` +
    `${report.withoutExamples.join(', ')}. Add one (${dirs}, or name the paragraph in an example's "paragraphs:"), ` +
    `or mark the paragraph \`behaviour: false\` in engine/${game.id}/paragraphs.ts if it has nothing to model.`
  );
}

// ---------------------------------------------------------------- from disk

function walk(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return []; // a folder that does not exist yet holds no files
  }
  return entries.flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
}

function readAll(root: string, dir: string, keep: (path: string) => boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const path of walk(join(root, dir))) {
    const key = relative(root, path).split(sep).join('/');
    if (keep(key)) out[key] = readFileSync(path, 'utf8');
  }
  return out;
}

/** Reads the rule modules, the example folders and the rulebook pages under `root`, the repository root. */
export function readCoverageSources(root: string, game: AnyGame, runners: readonly ExampleRunner[] = runnersOf(game)): CoverageSources {
  const pages = new RegExp(`^content/${game.id}/[^/]+\\.mdx?$`);
  return {
    rules: readAll(root, `engine/${game.id}/rules`, (p) => p.endsWith('.ts') && !p.endsWith('.test.ts')),
    examples: Object.assign({}, ...runners.map((r) => readAll(root, r.dir, (p) => EXAMPLE_FILE.test(p)))),
    pages: readAll(root, `content/${game.id}`, (p) => pages.test(p)),
  };
}

/** Where a paragraph's row is on the coverage page. */
export function coverageRowId(number: string): string {
  return `cov-${paragraphAnchor(number)}`;
}
