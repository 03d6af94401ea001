/**
 * Every internal link in the built site leads somewhere: each `href="/..."`
 * of every page names a page (or file) that the build wrote, and a `#anchor`
 * on it names an element of that page. Pages are written by many hands (rules,
 * lessons, the referee's questions, walkthroughs, overviews); a renamed
 * example or lesson must not leave a dead link behind. Reads the built files
 * (no browser), so it covers all pages in a few seconds.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { htmlFiles } from './built-pages';

const DIST = process.env.INTERNAL_LINKS_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));

/** The file a site path is served from: /gress/4-moves/ -> dist/gress/4-moves/index.html; /favicon.svg -> dist/favicon.svg. */
function fileOf(path: string): string | null {
  const clean = decodeURIComponent(path).replace(/\/+$/, '');
  for (const candidate of [join(DIST, clean, 'index.html'), join(DIST, clean)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const idsCache = new Map<string, Set<string>>();
function idsIn(file: string): Set<string> {
  let ids = idsCache.get(file);
  if (!ids) {
    ids = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    idsCache.set(file, ids);
  }
  return ids;
}

test('every internal link of every built page names a page that exists, and an anchor on it', () => {
  const pages = htmlFiles(DIST);
  expect(pages.length).toBeGreaterThan(100);
  const dead = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const from = page.slice(DIST.length - (DIST.endsWith('/') ? 1 : 0)).replace(/index\.html$/, '');
    for (const m of html.matchAll(/<a\s[^>]*href="(\/(?!\/)[^"]*)"/g)) {
      const href = m[1].replace(/&amp;/g, '&');
      const [beforeHash, hash = ''] = href.split('#');
      const path = beforeHash.split('?')[0];
      const file = fileOf(path);
      if (!file) {
        dead.add(`${from} -> ${href}: no such page`);
        continue;
      }
      // Anchors the page script reads (a share link, a step of an example) are not element ids; permalinks redirect.
      const readByScript = hash.includes('=') || hash.includes('/') || hash === '_top' || hash === '';
      if (readByScript || !file.endsWith('.html') || /\/r\//.test(path)) continue;
      if (!idsIn(file).has(decodeURIComponent(hash))) dead.add(`${from} -> ${href}: no element #${hash} on ${path}`);
    }
  }
  expect([...dead].sort()).toEqual([]);
});
