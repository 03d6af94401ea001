/**
 * Issue 27: every page exists in both editions. The rulebook pages (content/)
 * without exception; the tool pages (src/pages/<game>/) with a short list of
 * those not written in German yet, which lead on to the English page
 * (src/i18n/english-only.ts). The list may only shrink: a page on it that
 * gains its German edition fails the test until it comes off the list.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../engine/games';

const ROOT = join(import.meta.dirname, '..', '..');

/** Tool pages still English only. */
const NOT_YET_GERMAN: string[] = [];

/** Page names under a folder: "7-jacks" for 7-jacks.mdx, "play" for play.astro, "learn" for learn/index.astro, "learn/[lesson]". */
function pagesIn(dir: string, extension: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pagesIn(path, extension).map((inner) => `${name}/${inner}`.replace(/\/index$/, ''));
    return extension.test(name) ? [name.replace(extension, '')] : [];
  });
}

describe('both editions', () => {
  it('have the same rulebook pages, the home page and the 404 page', () => {
    const english = ['index', '404', ...GAMES.flatMap((game) => pagesIn(join(ROOT, 'content', game.id), /\.mdx?$/).map((page) => `${game.id}/${page}`))].sort();
    const german = ['index', '404', ...GAMES.flatMap((game) => pagesIn(join(ROOT, 'content', 'de', game.id), /\.mdx?$/).map((page) => `${game.id}/${page}`))]
      .filter((page) => ['index', '404'].includes(page) ? existsSync(join(ROOT, 'content', 'de', `${page}.mdx`)) : true)
      .sort();
    expect(german).toEqual(english);
  });

  it("have the same tool pages, but for the short list of those still English only (which may only shrink)", () => {
    const pages = (prefix: string) =>
      GAMES.flatMap((game) => pagesIn(join(ROOT, 'src', 'pages', ...prefix.split('/').filter(Boolean), game.id), /\.astro$/).map((page) => `${game.id}/${page}`)).sort();
    const english = pages('');
    const german = pages('de');
    expect(english.filter((page) => !german.includes(page))).toEqual(NOT_YET_GERMAN);
    expect(german.filter((page) => !english.includes(page))).toEqual([]);
  });
});
