/**
 * Builds what the search index is made of (src/search/index-units.ts): each
 * rulebook page cut into one index-only page per section under /_search/,
 * every game page carrying its game as a Pagefind filter, and the players'
 * words of content/<game>/search-words.yaml (the German pages': content/de/<game>/)
 * on their sections. It must come
 * BEFORE Starlight in `integrations`: hooks run in that order, and Starlight
 * runs Pagefind in its own `astro:build:done`. Words listed for a heading that
 * is not on its page fail the build: they would silently find nothing.
 *
 * {@link searchAnswers} comes AFTER Starlight: it deletes /_search/ (the index
 * points at the real pages) and writes the module the search dialog loads
 * instead of Pagefind's own (src/search/relaxed-search.ts), beside Pagefind's
 * files so that it is served and cached as they are.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { GameSection } from '../../engine/core/game';
import { GAME_FILTER, GAME_NAMES } from '../search/game-names';
import { topSegment } from '../i18n/editions';
import { indexUnits, pageLang, UNITS_DIR } from '../search/index-units';
import { ANSWERS_DIR } from '../search/answers-module';
import { relaxedSearch } from '../search/relaxed-search';
import { readAllSearchWords, type WordsByPage } from '../search/search-words';

interface SearchGame {
  readonly id: string;
  readonly sections: readonly GameSection[];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** dist/gress/7-jacks/index.html -> /gress/7-jacks/ (the base path is not part of the file tree). */
function pagePath(dist: string, file: string): string {
  const path = relative(dist, file).split(sep).join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Words for headings that no built page has, as `/page/#id`; empty when every word found its section. */
function unplacedWords(words: ReadonlyMap<string, WordsByPage>, missing: ReadonlyMap<string, readonly string[]>): string[] {
  return [...words.values()].flatMap((pages) =>
    [...pages].flatMap(([page, headings]) => [...headings.keys()].filter((id) => missing.get(page)?.includes(id) ?? true).map((id) => `${page}#${id}`)),
  );
}

export function searchIndex(options: { readonly games: readonly SearchGame[]; readonly contentDir: string }): AstroIntegration {
  let base = '/';
  return {
    name: 'interactive-rulebook:search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const words = new Map(options.games.map((game) => [game.id, readAllSearchWords(game, options.contentDir)]));
        const missing = new Map<string, readonly string[]>();
        await mkdir(join(dist, UNITS_DIR), { recursive: true });
        let units = 0;
        for (const file of await htmlFiles(dist)) {
          const page = pagePath(dist, file);
          // A German page (/de/gress/...) belongs to its game too; its units go into the German index by its lang.
          const game = GAME_NAMES.find((g) => topSegment(page) === g.id);
          const html = await readFile(file, 'utf8');
          const indexed = indexUnits(html, {
            url: `${base}${page.slice(1)}`,
            lang: pageLang(html),
            filter: game && `${GAME_FILTER}:${game.filter}`,
            game: game?.filter,
            words: (game && words.get(game.id)?.get(page)) ?? new Map(),
          });
          missing.set(page, indexed.missing);
          for (const unit of indexed.units) await writeFile(join(dist, UNITS_DIR, `${unit.name}.html`), unit.html);
          units += indexed.units.length;
          if (indexed.html !== html) await writeFile(file, indexed.html);
        }
        const unplaced = unplacedWords(words, missing);
        if (unplaced.length) {
          throw new Error(`search-index: content/<game>/search-words.yaml has words for headings the built pages do not have: ${unplaced.join(', ')}`);
        }
        logger.info(`search index: ${units} sections indexed one by one, under /${UNITS_DIR}/`);
      },
    },
  };
}

/** The module the search dialog loads: Pagefind's API, with its search relaxed (relaxed-search.ts). */
export function answersModule(): string {
  return [
    '// Written by src/plugins/search-index.ts: Pagefind, searched by src/search/relaxed-search.ts.',
    "import * as pagefind from '../pagefind.js';",
    "export * from '../pagefind.js';",
    `const relaxedSearch = ${relaxedSearch.toString()};`,
    'export const search = (term, options) => relaxedSearch(pagefind.search, term, options);',
    '',
  ].join('\n');
}

export function searchAnswers(): AstroIntegration {
  return {
    name: 'interactive-rulebook:search-answers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await rm(fileURLToPath(new URL(`${UNITS_DIR}/`, dir)), { recursive: true, force: true });
        const answers = fileURLToPath(new URL(`pagefind/${ANSWERS_DIR}/`, dir));
        await mkdir(answers, { recursive: true });
        await writeFile(join(answers, 'pagefind.js'), answersModule());
      },
    },
  };
}
