/**
 * Text meant for the search index only: each example's step explanations
 * ride on its section as `data-says`, which Pagefind indexes
 * (`data-pagefind-index-attrs`, ScenarioFrame.astro and the other example
 * frames) so that a referee's words find the example once. The reader gets
 * the same words with the frames when the example wakes, so once Starlight
 * has built the index the attribute is dead weight: about 4 KB of gzipped
 * HTML on the longest rules page, which a phone downloads before its first
 * paint. This integration strips it from the built pages. It must come after
 * Starlight in `integrations`: hooks run in that order, and Starlight runs
 * Pagefind in its own `astro:build:done`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const INDEX_ONLY = / data-pagefind-index-attrs="data-says"| data-says="[^"]*"/g;

/** The page without its index-only attributes (unchanged when it has none). */
export function withoutSearchOnlyText(html: string): string {
  return html.replace(INDEX_ONLY, '');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export function searchOnlyText(): AstroIntegration {
  return {
    name: 'search-only-text',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let stripped = 0;
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const lean = withoutSearchOnlyText(html);
          if (lean !== html) {
            await writeFile(file, lean);
            stripped++;
          }
        }
        logger.info(`search-only example text removed from ${stripped} pages (indexed already)`);
      },
    },
  };
}
