/**
 * Every link preview of the site (issue 24, item 6): one per short permalink
 * (/<game>/r/<n>: a paragraph, or a whole section), one per example link
 * (/<game>/examples/<id>/) and one per other rulebook page with an example.
 * Each says what its link is about (title, the paragraph's own first
 * sentence or the example's description) and what its picture shows: the
 * starting position of the paragraph's first example, or of the example
 * itself; a paragraph without an example gets its sentence on the baize.
 */
import type { Game } from '../../engine/core/game';
import { clip } from '../../engine/core/mdx-text';
import { findParagraphIn, permalinkNumbers } from '../../engine/core/paragraphs';
import type { PreviewHeading, PreviewPicture } from '../components/og/preview-data';
import { PREVIEWS } from './registry';
import { exampleStart, pageOfExample, pagesOf } from './sources';

type AnyGame = Game<any, any, any>;

export type PreviewKind = 'r' | 'examples' | 'page';

export interface LinkPreview {
  readonly game: string;
  readonly kind: PreviewKind;
  /** The paragraph number, example id or page slug. */
  readonly name: string;
  /** Where the picture is on the site: /og/gress/r/7.3.png */
  readonly image: string;
  /** "7.3 A thrown Jack is a move · Gress" */
  readonly title: string;
  readonly description: string;
  /** What the picture shows, for og:image:alt. */
  readonly alt: string;
  readonly picture: () => PreviewPicture;
}

/** The longest description: what chat apps show in full. */
const DESCRIPTION_MAX = 300;

export function previewImagePath(gameId: string, kind: PreviewKind, name: string): string {
  return `/og/${gameId}/${kind}/${name}.png`;
}

/** A preview drawing `example`'s starting position under `heading`, or `text` on the baize when there is no example. */
function make(game: AnyGame, kind: PreviewKind, name: string, heading: PreviewHeading, example: string | null, words: { title: string; description: string }): LinkPreview {
  const draw = PREVIEWS[game.id];
  if (!draw) throw new Error(`Link preview: the game ${game.id} has no preview function in src/previews/registry.ts.`);
  const exampleTitle = example ? exampleStart(game, example).data.title : null;
  const alt = exampleTitle
    ? `The table at the start of the example "${exampleTitle}" (${game.title})`
    : `${heading.number ? `${heading.number} ` : ''}${heading.title} (${game.title}): ${words.description}`;
  return {
    game: game.id,
    kind,
    name,
    image: previewImagePath(game.id, kind, name),
    title: words.title,
    description: clip(words.description, DESCRIPTION_MAX),
    alt: clip(alt, DESCRIPTION_MAX),
    picture: () => ({ heading, table: example ? draw(exampleStart(game, example).state) : null, text: words.description }),
  };
}

/** /<game>/r/<n>: a paragraph with its first example, or a section (a number no paragraph has) with its page's first. */
export function permalinkPreview(game: AnyGame, number: string): LinkPreview | undefined {
  const found = findParagraphIn(game, number);
  const section = found?.section ?? game.sections.find((s) => s.number === number);
  if (!section) return undefined;
  const page = pagesOf(game.id).find((p) => p.slug === section.page);
  const paragraph = found && page?.paragraphs.find((p) => p.number === number);
  const example = (found ? paragraph?.examples[0] : page?.examples[0]) ?? null;
  const title = found ? paragraphTitle(game, number)! : section.title;
  const fallback = `${number} ${title}: a paragraph of the ${game.title} rules, with worked examples played by the engine.`;
  const description = (found ? paragraph?.sentence : page?.description) ?? page?.description ?? fallback;
  const subtitle = example ? `Example: ${exampleStart(game, example).data.title}` : undefined;
  return make(game, 'r', number, { game: game.title, number, title, subtitle }, example, { title: `${number} ${title} · ${game.title}`, description });
}

/** A paragraph's title as its page heads it, else as the paragraphs module words it (at more length, in some games). */
function paragraphTitle(game: AnyGame, number: string): string | undefined {
  const found = findParagraphIn(game, number);
  const heading = found && pagesOf(game.id).find((p) => p.slug === found.section.page)?.paragraphs.find((p) => p.number === number)?.title;
  return heading || found?.paragraph.title;
}

/** /<game>/examples/<id>/: an example embedded on a page, with its own title and description. */
export function examplePreview(game: AnyGame, id: string): LinkPreview | undefined {
  if (!pageOfExample(game.id, id)) return undefined;
  const { data } = exampleStart(game, id);
  const number = data.paragraphs[0] ?? '';
  const paragraph = paragraphTitle(game, number);
  const subtitle = paragraph ? `Example for ${number} ${paragraph}` : 'Example';
  const description = data.description?.trim() || `An example of ${number} in the ${game.title} rules, played step by step by the engine.`;
  return make(game, 'examples', id, { game: game.title, number, title: data.title, subtitle }, id, { title: `${data.title} · ${game.title} ${number}`.trim(), description });
}

/** A rulebook page: its section's permalink preview, or (the overview, a first game) its own, with its first example. */
export function pagePreview(game: AnyGame, slug: string): LinkPreview | undefined {
  const section = game.sections.find((s) => s.page === slug);
  if (section) return permalinkPreview(game, section.number);
  const page = pagesOf(game.id).find((p) => p.slug === slug);
  if (!page) return undefined;
  const description = page.description ?? `${page.title}: from the ${game.title} rules.`;
  return make(game, 'page', slug, { game: game.title, number: '', title: page.title }, page.examples[0] ?? null, { title: `${page.title} · ${game.title}`, description });
}

/** Every preview of a game, each picture once: the permalinks, the examples, the pages that are not a section. */
export function previewsOf(game: AnyGame): LinkPreview[] {
  const pages = pagesOf(game.id);
  const examples = [...new Set(pages.flatMap((p) => p.examples))];
  const sectionPages = new Set(game.sections.map((s) => s.page));
  return [
    ...permalinkNumbers(game).map((n) => permalinkPreview(game, n)),
    ...examples.map((id) => examplePreview(game, id)),
    ...pages.filter((p) => !sectionPages.has(p.slug)).map((p) => pagePreview(game, p.slug)),
  ].filter((p): p is LinkPreview => p !== undefined);
}
