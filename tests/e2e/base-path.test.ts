/**
 * A fork published under a sub-path (README, "Put it online"): the site built
 * once more with SITE_BASE=/rulebook/ into dist-rulebook/ and served, as
 * GitHub Pages serves a project site, under /rulebook/ and nothing outside
 * it. Every link of the build stays under the base and names a file of the
 * build; in the browser the home page, a rules page and its sidebar, a
 * permalink, an example that wakes (its citations, drawn in the browser, and
 * their previews),
 * the score sheet and the service worker all live under /rulebook/.
 *
 * The build is the suite's one extra (about as long as the main one).
 * E2E_NO_BUILD=1 reuses dist-rulebook/ when it exists.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from './browser';
import { buildSite } from './global-setup';
import { serveStatic, type StaticServer } from './static-server';
import { htmlFiles } from './built-pages';

const BASE = '/rulebook/';
const OUT = 'dist-rulebook';
const DIR = fileURLToPath(new URL(`../../${OUT}/`, import.meta.url));
const POLL = { timeout: 15_000 };

let browser: Browser;
let server: StaticServer;
let context: BrowserContext;
let page: Page;
/** Responses of 400 and above, and requests that failed, while the pages load (also offline, in the last test). */
const failures: string[] = [];

beforeAll(async () => {
  if (!(process.env.E2E_NO_BUILD && existsSync(`${DIR}index.html`))) {
    await buildSite({ args: ['--outDir', OUT], env: { SITE_BASE: BASE } });
  }
  server = await serveStatic(DIR, { base: BASE });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  page = await context.newPage();
  page.on('response', (r) => r.status() >= 400 && failures.push(`${r.status()} ${r.url()}`));
  // A request the browser gave up because the page went on (ERR_ABORTED: a preload cut short by the next navigation) missed nothing.
  page.on('requestfailed', (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && failures.push(`failed ${r.url()}: ${r.failure()?.errorText}`));
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const at = (path: string) => server.url + path;

/** The file an address under the base is served from, or null. */
function fileOf(path: string): string | null {
  const clean = decodeURIComponent(path.slice(BASE.length).replace(/[?#].*$/, '')).replace(/\/+$/, '');
  for (const candidate of [join(DIR, clean, 'index.html'), join(DIR, clean)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

describe('the build under /rulebook/', () => {
  test('every root-relative address of every page (links, scripts, styles, redirects, island props) is under the base and names a file of the build', () => {
    const pages = htmlFiles(DIR);
    expect(pages.length).toBeGreaterThan(300);
    const outside = new Set<string>();
    const missing = new Set<string>();
    let seen = 0;
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const addresses = [
        ...[...html.matchAll(/\s(?:href|src|component-url|renderer-url|before-hydration-url)="(\/(?!\/)[^"]*)"/g)].map((m) => m[1]),
        ...[...html.matchAll(/content="\d+;\s*url=(\/[^"]*)"/g)].map((m) => m[1]),
        // Paths inside an island's props (JSON in an attribute): frames files, citations, sandbox addresses.
        ...[...html.matchAll(/&quot;(\/(?:[\w.~-]+\/)+[\w.~-]*(?:[?#][^&]*)?)&quot;/g)].map((m) => m[1]),
      ];
      for (const address of addresses) {
        seen++;
        const where = `${address} in ${file.slice(DIR.length)}`;
        if (!address.startsWith(BASE)) outside.add(where);
        else if (!fileOf(address)) missing.add(where);
      }
    }
    expect(seen).toBeGreaterThan(pages.length * 10);
    expect([...outside].slice(0, 20), `${outside.size} addresses outside ${BASE}`).toEqual([]);
    expect([...missing].slice(0, 20), `${missing.size} addresses name no file`).toEqual([]);
  });

  test("the manifest and every game's keep list are under the base", () => {
    const manifest = JSON.parse(readFileSync(`${DIR}manifest.webmanifest`, 'utf8')) as { start_url: string; scope: string; icons: { src: string }[] };
    expect(manifest.start_url).toBe(BASE);
    expect(manifest.scope).toBe(BASE);
    for (const icon of manifest.icons) expect(fileOf(icon.src), icon.src).not.toBeNull();
    const list = JSON.parse(readFileSync(`${DIR}offline/gress.json`, 'utf8')) as { urls: string[] };
    expect(list.urls.filter((url) => !url.startsWith(BASE) || !fileOf(url))).toEqual([]);
  });
});

describe('in the browser at /rulebook/ (375 px)', () => {
  test('the home page loads with its styles; the host has nothing outside the base', async () => {
    expect((await fetch(at('/'))).status).toBe(404);
    await page.goto(at(BASE));
    expect(await page.title()).toContain('Card game rules you can play');
    // Starlight's stylesheet applied: the page is not unstyled black on white Times.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);
    expect(await page.getByRole('link', { name: 'Start here: Gress' }).getAttribute('href')).toBe(`${BASE}gress/0-overview/`);
  });

  test("a rules page: its sidebar shows its own game in full and the others as one link, all under the base", async () => {
    await page.goto(at(`${BASE}gress/4-moves-and-throws/`));
    expect(await page.locator('h1').textContent()).toContain('Moves and throws');
    const hrefs = await page.locator('nav.sidebar a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !href.startsWith(BASE))).toEqual([]);
    expect(hrefs).toContain(`${BASE}gress/7-jacks/`);
    expect(hrefs).toContain(`${BASE}sens/0-overview/`);
    expect(hrefs.filter((href) => href.startsWith(`${BASE}sens/`))).toEqual([`${BASE}sens/0-overview/`]);
  });

  test('an example wakes, steps, and its citations (drawn in the browser) link under the base', async () => {
    const example = page.locator('#scenario-4-11-anyone-may-throw');
    await example.getByRole('button', { name: /Step through/ }).click();
    await expect.poll(() => example.locator('.gs-counter').first().textContent(), POLL).toMatch(/^Step 1 of \d+/);
    const cites = await example.locator('a.gs-cite').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(cites.length).toBeGreaterThan(0);
    expect(cites.filter((href) => !href.startsWith(`${BASE}gress/r/`))).toEqual([]);
    // Its citation previews its paragraph from the file under the base, and "Open" stays under it.
    await example.locator('a.gs-cite').first().click();
    const open = page.locator('dialog.cite-preview[aria-busy="false"] .cite-preview__open');
    await open.waitFor(POLL);
    expect(await open.getAttribute('href')).toMatch(new RegExp(`^${BASE}gress/[\\w-]+/#\\d`));
    await page.keyboard.press('Escape');
  });

  test('a permalink /rulebook/gress/r/7.3 leads to its paragraph', async () => {
    await page.goto(at(`${BASE}gress/r/7.3`));
    await page.waitForURL(`${server.url}${BASE}gress/7-jacks/#7-3`, POLL);
    expect(await page.locator('[id="7-3"]').textContent()).toContain('7.3');
  });

  test('go to a rule: "7.3" typed leads under the base, and the 404 page of /rulebook/gress/r/4.99 names its nearest paragraphs under the base', async () => {
    await page.goto(at(`${BASE}gress/1-cards/`));
    await page.waitForFunction(() => customElements.get('go-to-rule') !== undefined);
    await page.keyboard.press('g');
    await page.keyboard.type('7.3');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}${BASE}gress/7-jacks/#7-3`, POLL);
    // A page of its own: the 404 answer would count among the failures of `page`.
    const missing = await context.newPage();
    try {
      expect((await missing.goto(at(`${BASE}gress/r/4.99`)))?.status()).toBe(404);
      const links = missing.locator('.goto-404 a');
      await expect.poll(() => links.count(), POLL).toBe(3);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        `${BASE}gress/4-moves-and-throws/#4-15`,
        `${BASE}gress/5-move-effects/#5-1`,
        `${BASE}gress/r/`,
      ]);
    } finally {
      await missing.close();
    }
  });

  test('the score sheet opens and its rule links stay under the base', async () => {
    await page.goto(at(`${BASE}gress/score-sheet/`));
    await page.locator('.ss-root[data-ready="true"]').waitFor(POLL);
    const rules = await page.locator('.tool-rules a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((href) => !href.startsWith(`${BASE}gress/r/`))).toEqual([]);
  });

  test('the service worker registers for the base and serves a page read before without a connection', async () => {
    await page.goto(at(`${BASE}gress/4-moves-and-throws/`));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { scope: r?.scope, script: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${server.url}${BASE}`, script: `${server.url}${BASE}sw.js` });
    await page.reload();
    await context.setOffline(true);
    try {
      await page.reload();
      expect(await page.locator('h1').textContent()).toContain('Moves and throws');
    } finally {
      await context.setOffline(false);
    }
  });

  test('nothing the pages asked for was missing', () => {
    expect(failures).toEqual([]);
  });
});
