/**
 * Paragraph numbers as public addresses, the same for every game: the anchor
 * on the rulebook page (#4-11), the page address (/<game>/<page>/#4-11) and
 * the short permalink people share (/<game>/r/4.11).
 */
import type { Game, GameParagraph, GameSection } from './game';

type HasSections = Pick<Game<unknown, { seat: number }>, 'id' | 'sections'>;

/** The stable anchor of a paragraph on its page: "4.11" -> "4-11". */
export function paragraphAnchor(number: string): string {
  return number.replace(/\./g, '-');
}

export function findParagraphIn(game: Pick<HasSections, 'sections'>, number: string): { paragraph: GameParagraph; section: GameSection } | undefined {
  for (const section of game.sections) {
    const paragraph = section.paragraphs.find((p) => p.number === number);
    if (paragraph) return { paragraph, section };
  }
  return undefined;
}

/** Every paragraph number of a game, in rulebook order. */
export function paragraphNumbers(game: Pick<HasSections, 'sections'>): string[] {
  return game.sections.flatMap((s) => s.paragraphs.map((p) => p.number));
}

/** Where a paragraph lives on the site: /gress/4-moves-and-throws/#4-11; undefined for an unknown number. */
export function paragraphHrefIn(game: HasSections, number: string): string | undefined {
  const found = findParagraphIn(game, number);
  return found && `/${game.id}/${found.section.page}/#${paragraphAnchor(number)}`;
}

/** The short permalink people share: /gress/r/4.11 */
export function permalinkIn(gameId: string, number: string): string {
  return `/${gameId}/r/${number}`;
}

/**
 * Where a short link /<game>/r/<n> leads: a paragraph's heading, or a whole
 * section's page when <n> is a section's number and no paragraph has it
 * (Gress 7 is its section on Jacks; Gress 12 is a paragraph and a section at once,
 * and its paragraph heading is the top of that page anyway).
 */
export function permalinkTarget(game: HasSections, number: string): { href: string; label: string; section: GameSection } | undefined {
  const found = findParagraphIn(game, number);
  if (found) return { href: paragraphHrefIn(game, number)!, label: `${number} ${found.paragraph.title}`, section: found.section };
  const section = game.sections.find((s) => s.number === number);
  return section && { href: `/${game.id}/${section.page}/`, label: `${section.number} ${section.title}`, section };
}

/** Every number with a short link: the paragraphs, then the sections that are not also a paragraph. */
export function permalinkNumbers(game: Pick<HasSections, 'sections'>): string[] {
  const paragraphs = paragraphNumbers(game);
  return [...paragraphs, ...game.sections.map((s) => s.number).filter((n) => !paragraphs.includes(n))];
}
