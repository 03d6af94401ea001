/**
 * Citation previews' text: after `astro build`, reads each game's built rules
 * pages and writes <game>/paragraphs.json (src/components/cite/paragraphs-file.ts)
 * with each paragraph's heading, first sentences and address. Taken from the
 * built pages, never kept by hand, so a preview says what its page says.
 *
 * Order in `integrations`: anywhere after Starlight (the pages are complete
 * once the build is done; Pagefind's index is not read) and before the
 * offline integration, which lists every built file: the JSON lies under
 * <game>/, so each game's "keep on this device" list takes it with the game.
 * In `astro dev` nothing is written and a citation simply navigates. The
 * integration also puts the previews' script (src/components/cite/start.ts)
 * on every page.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { GameSection } from '../../../engine/core/game';
import { paragraphNumbers } from '../../../engine/core/paragraphs';
import { paragraphsPath, type ParagraphEntry, type ParagraphsFile } from '../../components/cite/paragraphs-file';
import { EDITION_LIST, inEdition, type Locale } from '../../i18n/editions';
import { PARAGRAPH_HEADING } from '../paragraph-ids';
import { pageText } from './paragraph-text';

export interface PreviewGame {
  readonly id: string;
  readonly title: string;
  readonly sections: readonly GameSection[];
}

/**
 * One game's file from the built pages in `dir`. A section page that was not
 * built is skipped (pages are written by several people at once); `warn`
 * hears of paragraphs the game lists that no built page has.
 */
export function paragraphsFile(dir: string, game: PreviewGame, warn: (message: string) => void = () => {}, locale: Locale = 'en'): ParagraphsFile {
  const paragraphs: Record<string, ParagraphEntry> = {};
  const sections: Record<string, ParagraphEntry> = {};
  for (const section of game.sections) {
    const href = inEdition(`/${game.id}/${section.page}/`, locale);
    const file = join(dir, href, 'index.html');
    if (!existsSync(file)) continue;
    let page;
    try {
      page = pageText(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`paragraph previews: ${file}: ${(error as Error).message}`);
    }
    for (const p of page.paragraphs) {
      if (paragraphs[p.number]) warn(`${game.title} ${p.number} is on two pages; the preview shows the first (${paragraphs[p.number].href})`);
      else paragraphs[p.number] = { heading: p.heading, text: p.text, href: `${href}#${p.anchor}` };
    }
    const heading = PARAGRAPH_HEADING.test(page.title) ? page.title.replace(PARAGRAPH_HEADING, '').trim() : page.title || section.title;
    sections[section.number] = { heading, text: page.intro, href };
  }
  const missing = paragraphNumbers(game).filter((number) => !paragraphs[number]);
  if (missing.length > 0) warn(`${game.title}: no built page has ${missing.join(', ')}; their citations navigate without a preview`);
  // A section's number leads to its page unless a paragraph has the same number (as permalinks do, engine/core/paragraphs.ts).
  for (const [number, entry] of Object.entries(sections)) paragraphs[number] ??= entry;
  return { game: game.id, title: game.title, paragraphs };
}

/** Writes every game's file into `dir` (the output folder). Exposed for tests. */
export function writeParagraphPreviews(dir: string, games: readonly PreviewGame[], logger?: Pick<AstroIntegrationLogger, 'info' | 'warn'>): void {
  // One file per edition: the German one (/de/<game>/paragraphs.json) previews the German pages, fallbacks included (issue 27).
  for (const { locale } of EDITION_LIST) {
    for (const game of games) {
      const file = paragraphsFile(dir, game, (message) => logger?.warn(`${locale}: ${message}`), locale);
      const count = Object.keys(file.paragraphs).length;
      if (count === 0) continue;
      const path = join(dir, paragraphsPath(game.id, locale));
      const json = JSON.stringify(file);
      writeFileSync(path, json);
      logger?.info(`${paragraphsPath(game.id, locale).slice(1)}: ${count} paragraphs and sections, ${(json.length / 1e3).toFixed(0)} kB`);
    }
  }
}

/** The previews' script, on every page (a few kB; the dialog and its styles are made on first use). */
const START = fileURLToPath(new URL('../../components/cite/start.ts', import.meta.url));

export function paragraphPreviews(options: { readonly games: readonly PreviewGame[] }): AstroIntegration {
  return {
    name: 'interactive-rulebook:paragraph-previews',
    hooks: {
      // In dev too: without the file a citation just navigates (paragraph-data.ts).
      'astro:config:setup': ({ injectScript }) => injectScript('page', `import ${JSON.stringify(START)};`),
      'astro:build:done': ({ dir, logger }) => writeParagraphPreviews(fileURLToPath(dir), options.games, logger),
    },
  };
}
