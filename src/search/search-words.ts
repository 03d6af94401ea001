/**
 * The words players use, per game: content/<game>/search-words.yaml maps a
 * paragraph number, or a referee's question (its heading id on the game's
 * referee-faq page), to the words and phrases a player would type for it and
 * the page does not use ("undercut", "renege", "must I trump"). They go to the
 * search index only (index-marks.ts), never into the prose. A number the game
 * does not have is an error: a typo would otherwise silently find nothing.
 * The German edition has its own: content/de/<game>/search-words.yaml, in the
 * same shape, placed on the German pages (/de/<game>/...); a question's id is
 * then a heading id of the German referee's questions page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { paragraphAnchor, paragraphHrefIn } from '../../engine/core/paragraphs';
import type { GameSection } from '../../engine/core/game';
import type { Locale } from '../../engine/core/messages';
import { inEdition } from '../i18n/editions';

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

/** The game's words from `text` (the YAML), placed on their pages in `locale`'s edition; `file` names it in errors. */
export function parseSearchWords(game: HasSections, text: string, file: string, locale: Locale = 'en'): WordsByPage {
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
    add(byPage, inEdition(href.slice(0, href.indexOf('#')), locale), paragraphAnchor(number), list(words, `${file}: paragraph ${number}`));
  }
  for (const [id, words] of entries(root.questions, `${file}: questions`)) {
    add(byPage, inEdition(`/${game.id}/referee-faq/`, locale), id, list(words, `${file}: question ${id}`));
  }
  return byPage;
}

/** content/<game>/search-words.yaml (content/<locale>/<game>/... for another edition) read and placed; an empty map when there is none yet. */
export function readSearchWords(game: HasSections, contentDir: string, locale: Locale = 'en'): WordsByPage {
  const file = `${contentDir}${locale === 'en' ? '' : `${locale}/`}${game.id}/search-words.yaml`;
  return existsSync(file) ? parseSearchWords(game, readFileSync(file, 'utf8'), file, locale) : new Map();
}

/** Both editions' words of a game, by page (the German pages' paths start /de/, so the two never share a page). */
export function readAllSearchWords(game: HasSections, contentDir: string): WordsByPage {
  return new Map([...readSearchWords(game, contentDir), ...readSearchWords(game, contentDir, 'de')]);
}
