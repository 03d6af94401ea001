/**
 * A game's list of sections and paragraphs with the titles of one edition
 * (issue 27): the engine names them in English; a German page names them in
 * its own numbered headings ("## 7.3 Ein geworfener Bube ist ein Zug") and its
 * title ("7 Buben"). The permalink pages, the go-to box and the 404 page read
 * the German names from there; a page not written in German yet keeps the
 * English ones. The numbers and pages never change, so links stay the same.
 */
import { getCollection, getEntry, render } from 'astro:content';
import type { GameSection } from '../../engine/core/game';
import { PARAGRAPH_HEADING } from '../plugins/paragraph-ids';
import { pageIdOf, type Locale } from './editions';
import { writtenPages } from './pages';

/** What a page of an edition says of its section: its title and its headings (Astro's rendered headings). */
export interface PageTitles {
  readonly title: string;
  readonly headings: readonly { readonly depth: number; readonly text: string }[];
}

/** "7.3 Ein geworfener Bube" -> ["7.3", "Ein geworfener Bube"]; null for a heading with no number. */
function numbered(text: string): [string, string] | null {
  const match = PARAGRAPH_HEADING.exec(text.trim());
  return match ? [match[1], text.trim().slice(match[0].length).trim()] : null;
}

/** Sections with the titles their pages give, where a page is given and names the number; the rest unchanged. Pure. */
export function localizedSections(sections: readonly GameSection[], pages: ReadonlyMap<string, PageTitles>): GameSection[] {
  return sections.map((section) => {
    const page = pages.get(section.page);
    if (!page) return section;
    const titles = new Map(page.headings.filter((h) => h.depth === 2).flatMap((h) => [numbered(h.text)].filter((n) => n !== null)));
    const own = numbered(page.title);
    return {
      ...section,
      title: own && own[0] === section.number && own[1] ? own[1] : section.title,
      paragraphs: section.paragraphs.map((p) => ({ ...p, title: titles.get(p.number) || p.title })),
    };
  });
}

interface Rulebook {
  readonly id: string;
  readonly sections: readonly GameSection[];
}

const cache = new Map<string, Promise<readonly GameSection[]>>();

async function pagesOf(game: Rulebook, locale: Locale): Promise<Map<string, PageTitles>> {
  const pages = new Map<string, PageTitles>();
  const written = await writtenPages();
  for (const section of game.sections) {
    const id = `${locale}/${game.id}/${section.page}`;
    // Asked only for pages that exist: getEntry warns of every missing one, and most are missing while the edition grows.
    const entry = written.has(id) ? await getEntry('docs', id) : undefined;
    if (entry) pages.set(section.page, { title: entry.data.title, headings: (await render(entry)).headings });
  }
  return pages;
}

/** The game with its section and paragraph titles in `locale` (the game itself for English). Once per build and game. */
export async function rulebookIn<G extends Rulebook>(game: G, locale: Locale): Promise<G> {
  if (locale === 'en') return game;
  const key = `${locale}/${game.id}`;
  if (!cache.has(key)) cache.set(key, pagesOf(game, locale).then((pages) => localizedSections(game.sections, pages)));
  return { ...game, sections: await cache.get(key)! };
}

const headings = new Map<string, Promise<ReadonlyMap<string, string>>>();

async function headingsOf(gameId: string, locale: Locale): Promise<ReadonlyMap<string, string>> {
  const entries = await getCollection('docs', (entry) => pageIdOf(entry.id).startsWith(`${locale}/${gameId}/`));
  const titles = new Map<string, string>();
  for (const entry of entries) {
    const own = numbered(entry.data.title);
    if (own && own[1]) titles.set(own[0], own[1]);
    for (const h of (await render(entry)).headings) {
      const n = h.depth === 2 ? numbered(h.text) : null;
      if (n && n[1]) titles.set(n[0], n[1]);
    }
  }
  return titles;
}

/**
 * Number -> title ("7.3" -> "Ein geworfener Bube ist ein Zug", "7" -> "Buben") as the pages of
 * `gameId` in `locale`'s edition head them, for pages that name paragraphs outside the rules
 * (a lesson's rules). Empty for English, whose titles are the engine's. Once per build and game.
 */
export function paragraphTitlesIn(gameId: string, locale: Locale): Promise<ReadonlyMap<string, string>> {
  if (locale === 'en') return Promise.resolve(new Map());
  const key = `${locale}/${gameId}`;
  if (!headings.has(key)) headings.set(key, headingsOf(gameId, locale));
  return headings.get(key)!;
}
