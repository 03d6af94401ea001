/**
 * How heavy a rules page is before the reader touches it: gzipped HTML (from
 * dist/) and DOM elements once loaded in Chromium. Shared by `npm run bench`
 * and tests/e2e/page-weight.test.ts, so both measure the same thing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { GameSection } from '../engine/core/game';
import { gzipSize } from './js-weight';

export interface HtmlWeight {
  /** "/gress/10-exceptions/" */
  readonly path: string;
  readonly gzip: number;
}

/** The rules (section) page of a game with the most gzipped HTML. */
export function heaviestHtml(dist: string, game: { readonly id: string; readonly sections: readonly GameSection[] }): HtmlWeight {
  const pages = game.sections
    .map((section) => ({ path: `/${game.id}/${section.page}/`, file: join(dist, game.id, section.page, 'index.html') }))
    .filter((page) => existsSync(page.file))
    .map((page) => ({ path: page.path, gzip: gzipSize(page.file) }));
  if (pages.length === 0) throw new Error(`no rules page of ${game.id} in ${dist}: build the site first (astro build)`);
  return pages.reduce((best, page) => (page.gzip > best.gzip ? page : best));
}

/** Elements in a page's HTML (start tags outside comments, scripts and styles): about what the browser builds before any script runs. */
export function htmlElementCount(html: string): number {
  const bare = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/g, '$1');
  return (bare.match(/<[a-zA-Z]/g) ?? []).length;
}

/** The rules (section) page of a game with the most elements in its HTML: the DOM budget's page, which need not be the heaviest in bytes. */
export function mostElements(dist: string, game: { readonly id: string; readonly sections: readonly GameSection[] }): { readonly path: string; readonly elements: number } {
  const pages = game.sections
    .map((section) => ({ path: `/${game.id}/${section.page}/`, file: join(dist, game.id, section.page, 'index.html') }))
    .filter((page) => existsSync(page.file))
    .map((page) => ({ path: page.path, elements: htmlElementCount(readFileSync(page.file, 'utf8')) }));
  if (pages.length === 0) throw new Error(`no rules page of ${game.id} in ${dist}: build the site first (astro build)`);
  return pages.reduce((best, page) => (page.elements > best.elements ? page : best));
}

/** Every built page under /<game>/, for tests that want them all. */
export function builtPages(dist: string, gameId: string): string[] {
  const dir = join(dist, gameId);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html')))
    .map((entry) => `/${gameId}/${entry.name}/`);
}

export interface LoadedPage {
  /** document.querySelectorAll('*').length once loaded, nothing touched. */
  readonly elements: number;
  /** Islands that had hydrated by then (client:interact examples should not have). */
  readonly hydrated: number;
  readonly islands: number;
}

/** Loads `url` in a fresh phone-sized context and counts, without scrolling or touching anything. */
export async function loadedPage(browser: Browser, url: string): Promise<LoadedPage> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    return await page.evaluate(() => ({
      elements: document.querySelectorAll('*').length,
      islands: document.querySelectorAll('astro-island').length,
      hydrated: document.querySelectorAll('astro-island:not([ssr])').length,
    }));
  } finally {
    await context.close();
  }
}
