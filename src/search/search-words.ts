/**
 * The words players use, per game: content/<game>/search-words.yaml maps a
 * paragraph number, or a referee's question (its heading id on the game's
 * referee-faq page), to the words and phrases a player would type for it and
 * the page does not use ("undercut", "renege", "must I trump"). They go to the
 * search index only (index-marks.ts), never into the prose. A number the game
 * does not have is an error: a typo would otherwise silently find nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { paragraphAnchor, paragraphHrefIn } from '../../engine/core/paragraphs';
import type { GameSection } from '../../engine/core/game';

interface HasSections {
  readonly id: string;
  readonly sections: readonly GameSection[];
}

/** Page path (/gress/7-jacks/) -> heading id -> words. */
export type WordsByPage = Map<string, Map<string, string>>;

function list(value: unknown, where: string): string {
  const items = typeof value === 'string' || typeof value === 'number' ? [value] : value;
  // YAML reads a bare 164 as a number: players type numbers too.
  const word = (item: unknown) => (typeof item === 'string' && item.trim() !== '') || typeof item === 'number';
  if (!Array.isArray(items) || items.length === 0 || !items.every(word)) {
    throw new Error(`${where}: expected a word or a list of words and phrases, got ${JSON.stringify(value)}.`);
  }
  return items.join(' ; ');
}

function entries(value: unknown, where: string): [string, unknown][] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error(`${where}: expected a map, got ${JSON.stringify(value)}.`);
  return Object.entries(value);
}

function add(byPage: WordsByPage, page: string, id: string, words: string): void {
  const headings = byPage.get(page) ?? new Map<string, string>();
  headings.set(id, words);
  byPage.set(page, headings);
}

/** The game's words from `text` (the YAML), placed on their pages; `file` names it in errors. */
export function parseSearchWords(game: HasSections, text: string, file: string): WordsByPage {
  const data = parse(text) as unknown;
  const top = entries(data, file);
  const byPage: WordsByPage = new Map();
  for (const [key] of top) {
    if (key !== 'paragraphs' && key !== 'questions') throw new Error(`${file}: unknown key "${key}" (expected paragraphs and questions).`);
  }
  const root = Object.fromEntries(top);
  for (const [number, words] of entries(root.paragraphs, `${file}: paragraphs`)) {
    const href = paragraphHrefIn(game, number);
    if (!href) throw new Error(`${file}: ${game.id} has no paragraph ${number}.`);
    add(byPage, href.slice(0, href.indexOf('#')), paragraphAnchor(number), list(words, `${file}: paragraph ${number}`));
  }
  for (const [id, words] of entries(root.questions, `${file}: questions`)) {
    add(byPage, `/${game.id}/referee-faq/`, id, list(words, `${file}: question ${id}`));
  }
  return byPage;
}

/** content/<game>/search-words.yaml read and placed; an empty map when the game has none yet. */
export function readSearchWords(game: HasSections, contentDir: string): WordsByPage {
  const file = `${contentDir}${game.id}/search-words.yaml`;
  return existsSync(file) ? parseSearchWords(game, readFileSync(file, 'utf8'), file) : new Map();
}
