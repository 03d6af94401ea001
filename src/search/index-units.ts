/**
 * What the search index is made of. Pagefind ranks whole pages and shows a
 * page's best sections under it, so a paragraph or a referee's question was
 * only found when its whole page ranked first: a long page (the referee's
 * questions, 10,000 px) lost to any short one that happened to use the words,
 * and a question on it was never a result of its own. So before Starlight runs
 * Pagefind (src/plugins/search-index.ts), each rulebook page is cut at its
 * headings (sections.ts) and every section becomes an index-only page of its
 * own under /_search/: the paragraph "7.3 A thrown Jack is a move" or the
 * question "Someone threw a Jack while owing a card" is one result, titled by
 * its heading (a sub-heading after its paragraph: "5.4 Ten › Announcing the
 * swap"), pointing at its anchor on the real page (Pagefind's `url` meta), and
 * tagged with where it lives. The real page leaves the index (its
 * `data-pagefind-body` goes: Pagefind then skips it), and
 * src/plugins/search-only-text.ts deletes /_search/ once indexed.
 *
 * Each unit carries its game as a Pagefind filter (the search box narrows to
 * the game a query names, game-names.ts) and the players' words for it
 * (search-words.ts) as a Pagefind meta field: meta fields are searched (with
 * the weight astro.config.mjs gives them) but are no part of the text, so the
 * words never turn up in a result's excerpt, as they did when they were
 * index-only text of the heading; the dialog drops the field before it shows
 * the result's tags (section-result.ts).
 * Pages without headings in their Markdown (tools, the glossary) stay whole,
 * with the game's filter.
 */
import { PARAGRAPH_HEADING } from '../plugins/paragraph-ids';
import { markdownContent, splitSections, textOf, type Section } from './sections';

/** The Pagefind meta field holding a section's players' words (searched, never shown: section-result.ts drops it). */
export const WORDS_META = 'words';

/** The directory under the built site that holds the index-only pages. */
export const UNITS_DIR = '_search';

export interface PageContext {
  /** The page's address as readers reach it, base path included: /gress/7-jacks/ */
  readonly url: string;
  /** The page's language, which the units carry into Pagefind's index of that language; English if absent. */
  readonly lang?: string;
  /** The Pagefind filter, `Game:Gress`; absent for a page of no game. */
  readonly filter?: string;
  /** The game's title, for the result's tag; absent for a page of no game. */
  readonly game?: string;
  /** Heading id -> the players' words for that section. */
  readonly words: ReadonlyMap<string, string>;
}

/** The page's language (its html lang): Pagefind keeps one index per language, and a unit must land in its page's (issue 27). */
export function pageLang(html: string): string {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';
}

export interface Unit {
  /** File name under /_search/, unique on the site: gress--7-jacks--7-3 */
  readonly name: string;
  readonly html: string;
}

export interface IndexedPage {
  /** The page as it is built, minus `data-pagefind-body` when it was cut into units. */
  readonly html: string;
  readonly units: readonly Unit[];
  /** Ids in `words` the page has no section for. */
  readonly missing: readonly string[];
}

function attribute(value: string): string {
  return value.replace(/&(?![#a-zA-Z0-9]+;)/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const BODY = /<main data-pagefind-body(?=[\s>])/;

/** The page's title: its h1, as text. */
function pageTitle(html: string): string {
  const h1 = /<h1 id="_top"[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return h1 ? textOf(h1[1]) : '';
}

/** Titles: a sub-heading after the numbered paragraph it belongs to; the introduction by the page's title. */
function titles(sections: readonly Section[], page: string): string[] {
  let paragraph: string | undefined;
  return sections.map((section) => {
    if (section.level === 2) paragraph = PARAGRAPH_HEADING.test(section.heading) ? section.heading : undefined;
    if (section.level === null) return page;
    return section.level === 3 && paragraph ? `${paragraph} › ${section.heading}` : section.heading;
  });
}

function unitHtml(section: Section, title: string, href: string, tag: string, context: PageContext): string {
  const words = section.id ? context.words.get(section.id) : undefined;
  const wordsMeta = words ? `<span data-pagefind-meta="${WORDS_META}:${attribute(words)}"></span>` : '';
  const filter = context.filter ? ` data-pagefind-filter="${attribute(context.filter)}"` : '';
  return (
    `<!doctype html><html lang="${attribute(context.lang ?? 'en')}"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
    `<main data-pagefind-body${filter} data-pagefind-meta="url:${attribute(href)}">` +
    `<span data-pagefind-meta="in:${attribute(tag)}"></span>${wordsMeta}` +
    `<h1 data-pagefind-meta="title:${attribute(title)}">${section.heading || title}</h1>` +
    `${section.body}</main></body></html>\n`
  );
}

/** A section worth a result: it has text besides its heading, or index-only words. */
function worthIndexing(section: Section, context: PageContext): boolean {
  return textOf(section.body) !== '' || (section.id !== null && context.words.has(section.id));
}

/** The page's units for the index, or the page whole (with its filter) when its Markdown has no headings. */
export function indexUnits(html: string, context: PageContext): IndexedPage {
  const range = markdownContent(html);
  const sections = range ? splitSections(html.slice(range.start, range.end)) : [];
  const missing = [...context.words.keys()].filter((id) => !sections.some((s) => s.id === id));
  if (!BODY.test(html)) return { html, units: [], missing };
  if (sections.length < 2) {
    const filter = context.filter ? `$& data-pagefind-filter="${attribute(context.filter)}"` : '$&';
    return { html: html.replace(BODY, filter), units: [], missing };
  }
  const title = pageTitle(html);
  const tag = context.game ? `${context.game} › ${title}` : title;
  const names = titles(sections, title);
  const slug = context.url.replace(/^\/|\/$/g, '').replace(/\//g, '--') || 'home';
  const units = sections.flatMap((section, i) => {
    if (!worthIndexing(section, context)) return [];
    const href = section.id ? `${context.url}#${section.id}` : context.url;
    return [{ name: `${slug}--${section.id ?? '_intro'}`, html: unitHtml(section, names[i], href, tag, context) }];
  });
  return { html: html.replace(BODY, '<main'), units, missing };
}
