/**
 * What the link previews are made from, read at build time: each game's
 * rulebook pages (their numbered paragraphs, first sentences and embedded
 * examples, engine/core/mdx-text.ts) and its scenario files, run through the
 * engine once each. Globbed rather than read from disk, so that `astro dev`
 * follows edits.
 */
import { parse as parseYaml } from 'yaml';
import type { Game } from '../../engine/core/game';
import { paragraphTexts, scenarioIds, type ParagraphText } from '../../engine/core/mdx-text';
import { parseScenario, runScenario, type ScenarioData } from '../../engine/core/scenario';

const PAGES = import.meta.glob<string>('/content/*/*.{md,mdx}', { query: '?raw', import: 'default', eager: true });
const SCENARIOS = import.meta.glob<string>('/content/*/scenarios/*.yaml', { query: '?raw', import: 'default', eager: true });

type AnyGame = Game<any, any, any>;

export interface PageText {
  /** The page's slug under /<game>/: "7-jacks". */
  readonly slug: string;
  readonly title: string;
  readonly description: string | null;
  readonly paragraphs: readonly ParagraphText[];
  /** Every example the page embeds, in order. */
  readonly examples: readonly string[];
}

/** The frontmatter's title and description (the page's own words for itself). */
function frontmatter(mdx: string): { title: string; description: string | null } {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(mdx)?.[1] ?? '';
  const data = (parseYaml(block) ?? {}) as { title?: unknown; description?: unknown };
  return { title: typeof data.title === 'string' ? data.title : '', description: typeof data.description === 'string' ? data.description : null };
}

const pagesCache = new Map<string, PageText[]>();

/** A game's pages (content/<game>/*.mdx, drafts starting with _ aside), in file name order. */
export function pagesOf(gameId: string): readonly PageText[] {
  let pages = pagesCache.get(gameId);
  if (!pages) {
    const prefix = `/content/${gameId}/`;
    pages = Object.entries(PAGES)
      .filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).startsWith('_'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([path, mdx]) => ({ slug: path.slice(prefix.length).replace(/\.mdx?$/, ''), ...frontmatter(mdx), paragraphs: paragraphTexts(mdx), examples: scenarioIds(mdx) }));
    pagesCache.set(gameId, pages);
  }
  return pages;
}

/** The page that embeds an example first (its home, where a link to it leads), if any. */
export function pageOfExample(gameId: string, id: string): PageText | undefined {
  return pagesOf(gameId).find((page) => page.examples.includes(id));
}

export interface ExampleStart {
  readonly data: ScenarioData;
  /** The example's starting position: what its poster shows and what a link to it opens on. */
  readonly state: unknown;
}

const examplesCache = new Map<string, ExampleStart>();

/**
 * An example's data and starting position. Throws when the file is missing or
 * does not run: the pages that embed it fail the build for the same reason.
 */
export function exampleStart(game: AnyGame, id: string): ExampleStart {
  const key = `${game.id}/${id}`;
  let found = examplesCache.get(key);
  if (!found) {
    const file = `/content/${game.id}/scenarios/${id}.yaml`;
    const text = SCENARIOS[file];
    if (text === undefined) throw new Error(`Link preview: there is no scenario file ${file.slice(1)}.`);
    const parsed = parseScenario(game, text, file.slice(1));
    if (!parsed.ok) throw new Error(`Link preview: ${parsed.error}`);
    const { frames } = runScenario(game, parsed.scenario);
    if (frames.length === 0) throw new Error(`Link preview: ${file.slice(1)} has no starting position.`);
    found = { data: parsed.scenario.data, state: frames[0].state };
    examplesCache.set(key, found);
  }
  return found;
}
