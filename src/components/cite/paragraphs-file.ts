/**
 * The file <base><game>/paragraphs.json (contract between the build,
 * src/plugins/paragraph-previews/, and the citation previews in the page,
 * preview.ts): for each paragraph of a game, what its preview shows. Written
 * after every build from the built rules pages, so it says what the pages say.
 */

/** One paragraph (or a whole section, when a section's number is not also a paragraph's). */
import { inEdition, type Locale } from '../../i18n/editions';

export interface ParagraphEntry {
  /** The heading without its number: "A thrown Jack is a move". */
  readonly heading: string;
  /** Its first sentences, about 200 to 300 characters; may be empty. */
  readonly text: string;
  /** Where it is, relative to the site's base: "/gress/7-jacks/#7-3". */
  readonly href: string;
}

export interface ParagraphsFile {
  readonly game: string;
  /** The game's name: "Gress". */
  readonly title: string;
  /** Paragraph number -> entry. */
  readonly paragraphs: Readonly<Record<string, ParagraphEntry>>;
}

/** The file's address relative to the site's base: "/gress/paragraphs.json". */
export function paragraphsPath(game: string, locale: Locale = 'en'): string {
  return inEdition(`/${game}/paragraphs.json`, locale);
}
