/**
 * The site at a table without a signal (issue 24, "Offline"), on a phone:
 * the service worker takes control, "Keep Gress on this device" keeps the
 * whole game, and with the browser offline (context.setOffline) a rules page
 * reloads, its example wakes and steps, a permalink never opened before
 * leads to its paragraph, the score sheet takes a game and the play page
 * deals and takes a card. A page neither read nor kept says so. A new build
 * replaces the caches and the open page says so.
 *
 * The file serves dist/ itself (a fresh origin, so no other test's worker is
 * there), logs what reaches the server, and for the update swaps in a worker
 * that differs as the next build's would: in its build fingerprint.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from './browser';
import { serveStatic, type StaticServer } from './static-server';
import { axeBlocking, overflow, smallTargets } from './tool-checks';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const POLL = { timeout: 15_000 };

interface GameList {
  game: string;
  build: string;
  files: number;
  bytes: number;
  urls: string[];
}
const listOf = (game: string) => JSON.parse(readFileSync(`${DIST}offline/${game}.json`, 'utf8')) as GameList;

let browser: Browser;
let server: StaticServer;
const overrides = new Map<string, string>();
const log: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await serveStatic(DIST, { overrides, log });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const at = (path: string) => server.url + path;

/** Until a service worker controls the page (it registers once the page is idle). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}

/** The names of the origin's caches. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The width and height a PNG's header gives. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('installable', () => {
  test('every page links the manifest; it names the site, starts at its root and has 192 and 512 px PNG icons', async () => {
    for (const page of ['index.html', 'gress/4-moves-and-throws/index.html', '404.html', 'gress/score-sheet/index.html']) {
      expect(readFileSync(`${DIST}${page}`, 'utf8'), page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
    const response = await fetch(at('/manifest.webmanifest'));
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = (await response.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: 'The interactive rulebook', short_name: 'Rulebook', start_url: '/', scope: '/', display: 'standalone' });
    const sizes = [];
    for (const icon of manifest.icons) {
      const bytes = Buffer.from(await (await fetch(at(icon.src))).arrayBuffer());
      const { width, height } = pngSize(bytes);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
      sizes.push(icon.sizes);
    }
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  test('the host sends the worker for revalidation on every request, and hashed assets as immutable', async () => {
    expect((await fetch(at('/sw.js'))).headers.get('cache-control')).toBe('no-cache');
    const asset = listOf('gress').urls.find((url) => url.startsWith('/_astro/'))!;
    expect((await fetch(at(asset))).headers.get('cache-control')).toContain('immutable');
  });
});

describe('Gress at the table without a signal (phone, 375 x 812)', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const list = listOf('gress');

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });
  afterAll(async () => {
    await context?.setOffline(false);
    await context?.close();
  });

  test("the game's list holds its pages, permalinks, examples, play page, tools and the code they load", () => {
    for (const url of ['/gress/0-overview/', '/gress/7-jacks/', '/gress/r/7.3/', '/gress/play/', '/gress/score-sheet/', '/gress/sandbox/', '/gress/desk/', '/gress/learn/', '/gress/reference/', '/gress/examples/4.11-anyone-may-throw.json', '/gress/paragraphs.json']) {
      expect(list.urls, url).toContain(url);
    }
    // Every file the list names exists in the build, once.
    expect(new Set(list.urls).size).toBe(list.urls.length);
    for (const url of list.urls) expect(existsSync(`${DIST}${url.slice(1)}${url.endsWith('/') ? 'index.html' : ''}`), url).toBe(true);
    // The sandbox an example loads on waking is reached only through import() from the page's island: it is listed too.
    const sandboxes = list.urls.filter((url) => /^\/_astro\/Sandbox\.[\w-]+\.js$/.test(url));
    expect(sandboxes.length).toBeGreaterThan(0);
    expect(list.files).toBe(list.urls.length);
  });

  test('a worker takes control of the home page and installs the shell', async () => {
    await page.goto(at('/'));
    await controlled(page);
    const names = await cacheNames(page);
    expect(names.some((name) => name.startsWith(`rulebook/ ${list.build}-precache`)), names.join(', ')).toBe(true);
  });

  test('a rules page read online; then "Keep Gress on this device" keeps the whole game, with progress and its size', async () => {
    await page.goto(at('/gress/4-moves-and-throws/'));
    await page.goto(at('/gress/0-overview/'));
    const keep = page.getByRole('group', { name: 'Gress on this device' });
    await keep.scrollIntoViewIfNeeded();
    const button = keep.getByRole('button', { name: 'Keep Gress on this device' });
    await expect.poll(() => keep.textContent(), POLL).toMatch(/about \d+\.\d MB/);
    expect(await axeBlocking(page)).toEqual([]);
    expect(await smallTargets(page, '.ko-keep', 'button')).toEqual([]);
    expect(await overflow(page)).toBe(0);
    const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const before = await usage();
    await button.click();
    // Progress shows while the worker fetches (batches of 12 of several hundred files).
    await expect.poll(() => keep.locator('progress').count(), POLL).toBe(1);
    await expect.poll(() => keep.textContent(), { timeout: 120_000 }).toMatch(/Gress is kept on this device/);
    const text = (await keep.textContent()) ?? '';
    const [, files, megabytes] = /: (\d+) files, (\d+\.\d) MB/.exec(text) ?? [];
    // Everything on the list is in the caches, and the size is what the files weigh as built.
    expect(Number(files)).toBe(list.files);
    expect(Number(megabytes)).toBeCloseTo(list.bytes / 1e6, 1);
    const gzip = list.urls.reduce((sum, url) => sum + gzipSync(readFileSync(`${DIST}${url.slice(1)}${url.endsWith('/') ? 'index.html' : ''}`)).length, 0);
    console.log(
      `Gress kept offline: ${list.files} files, ${(list.bytes / 1e6).toFixed(2)} MB as stored (${(gzip / 1e6).toFixed(2)} MB gzipped to download); ` +
        `browser storage grew by ${((await usage()) - before) / 1e6} MB`,
    );
    expect(await axeBlocking(page)).toEqual([]);
    expect(await smallTargets(page, '.ko-keep', 'button')).toEqual([]);
  });

  test('offline: the rules page reloads and its example wakes and steps', async () => {
    await context.setOffline(true);
    log.length = 0;
    await page.goto(at('/gress/4-moves-and-throws/'));
    expect(await page.locator('h1').textContent()).toContain('Moves and throws');
    const example = page.locator('#scenario-4-11-anyone-may-throw');
    await example.getByRole('button', { name: /Step through/ }).click();
    await expect.poll(() => example.locator('.gs-counter').first().textContent(), POLL).toMatch(/^Step 1 of \d+/);
    await example.locator('[data-command="forward"]').first().click();
    await expect.poll(() => example.locator('.gs-counter').first().textContent(), POLL).toMatch(/^Step 2 of \d+/);
  });

  test('offline: a permalink never opened before leads to its paragraph (kept with the game)', async () => {
    await page.goto(at('/gress/r/7.3'));
    await page.waitForURL(/\/gress\/7-jacks\/#7-3$/, POLL);
    expect(await page.locator('[id="7-3"]').textContent()).toContain('7.3');
  });

  test("offline: a citation previews its paragraph (the game's paragraphs file is kept with it)", async () => {
    await page.goto(at('/gress/referee-faq/'));
    await page.locator('main .sl-markdown-content a[href="/gress/r/10.9"]').first().tap();
    const preview = page.locator('dialog.cite-preview[aria-busy="false"]');
    await preview.waitFor(POLL);
    expect(await preview.locator('.cite-preview__number').textContent()).toBe('10.9');
    expect(page.url()).toBe(at('/gress/referee-faq/'));
    await page.keyboard.press('Escape');
  });

  test('offline: the score sheet opens and takes a game', async () => {
    await page.goto(at('/gress/score-sheet/'));
    await page.locator('.ss-root[data-ready="true"]').waitFor(POLL);
    for (const [i, name] of ['Ana', 'Ben', 'Cem', 'Dia'].entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
    await page.getByLabel('Scribe (writes the sheet)').selectOption('Ben');
    await page.getByRole('button', { name: 'Start the sheet' }).click();
    await page.locator('.ss-table').waitFor();
    for (const [name, points] of [['Ana', '0'], ['Ben', '5'], ['Cem', '3'], ['Dia', '7']]) await page.getByLabel(`${name} penalty points`, { exact: true }).fill(points);
    await page.getByRole('button', { name: /^Enter game \d+$/ }).click();
    await expect.poll(() => page.locator('.ss-table tbody tr[data-game]:not(.ss-row--pending)').count(), POLL).toBe(1);
  });

  test('offline: the play page deals the game of its address and takes the reader\'s card', async () => {
    await page.goto(at('/gress/play/?seed=11&players=3&packs=1&level=relaxed&clock=fast'));
    const root = page.locator('.gp-play');
    await expect.poll(() => root.getAttribute('data-seed'), POLL).toBe('11');
    await expect.poll(() => root.getAttribute('data-clock'), POLL).toBe('ready');
    await page.getByRole('button', { name: /^Start/ }).click();
    await expect.poll(() => root.getAttribute('data-clock'), POLL).toMatch(/^(waiting|over)$/);
    const steps = async () => Number(await root.getAttribute('data-steps'));
    const before = await steps();
    const lawful = page.locator('.gp-hand button[data-lawful="true"]');
    if ((await lawful.count()) > 0) await lawful.first().click();
    else await page.locator('.gp-draw__button').click();
    await expect.poll(steps, POLL).toBeGreaterThan(before);
  });

  test('offline: a page neither read nor kept says so, with the way back', async () => {
    await page.goto(at('/sens/credits/'));
    expect(await page.locator('h1').textContent()).toBe('Not kept on this device');
    expect(await page.getByRole('link', { name: 'SENS' }).first().getAttribute('href')).toBe('/sens/0-overview/');
  });

  test('nothing reached the server while offline, and no page failed', () => {
    // Only the browser's own update check of the worker gets past Chromium's offline switch (it is no request of the page's or the worker's).
    expect(log.filter((path) => !['/sw.js', '/sw-cleanup.js'].includes(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('back online, "Remove Gress from this device" removes its pages and examples', async () => {
    await context.setOffline(false);
    await page.goto(at('/gress/0-overview/'));
    const keep = page.getByRole('group', { name: 'Gress on this device' });
    await keep.scrollIntoViewIfNeeded();
    await keep.getByRole('button', { name: 'Remove Gress from this device' }).click();
    await expect.poll(() => keep.textContent(), POLL).toMatch(/Keep Gress's rules/);
    const left = await page.evaluate(async () => [await caches.match('/gress/7-jacks/'), await caches.match('/gress/examples/4.11-anyone-may-throw.json')].filter(Boolean).length);
    expect(left).toBe(0);
  });
});

describe('a new build', () => {
  let context: BrowserContext;
  let page: Page;
  const list = listOf('the-game');
  const NEXT = 'feedfacecafe';

  beforeAll(async () => {
    // The desktop in the dark theme (the phone above is in the light one): axe checks the new controls in both.
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    page = await context.newPage();
  });
  afterAll(async () => {
    overrides.clear();
    await context?.close();
  });

  test('replaces the caches, the open page says so, and a kept game is kept again from the new build', async () => {
    expect(NEXT).not.toBe(list.build);
    await page.goto(at('/the-game/0-overview/'));
    await controlled(page);
    const keep = page.getByRole('group', { name: 'The Game: Face to Face on this device' });
    await keep.scrollIntoViewIfNeeded();
    await expect.poll(() => keep.textContent(), POLL).toMatch(/about \d+\.\d MB/);
    expect(await axeBlocking(page)).toEqual([]);
    expect(await smallTargets(page, '.ko-keep', 'button')).toEqual([]);
    await keep.getByRole('button', { name: /^Keep / }).click();
    await expect.poll(() => keep.textContent(), { timeout: 120_000 }).toMatch(/is kept on this device/);
    expect(await axeBlocking(page)).toEqual([]);
    const old = await cacheNames(page);
    expect(old.filter((name) => name.includes(list.build)).length).toBeGreaterThanOrEqual(3);

    // The next build: the same files, another fingerprint in the worker, its cleanup and the game's list.
    for (const file of ['/sw.js', '/sw-cleanup.js', '/offline/the-game.json']) {
      const text = readFileSync(`${DIST}${file.slice(1)}`, 'utf8');
      expect(text, file).toContain(list.build);
      overrides.set(file, text.replaceAll(list.build, NEXT));
    }
    expect(await page.locator('.rb-update').count()).toBe(0);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = page.locator('.rb-update');
    await expect.poll(() => notice.count(), POLL).toBe(1);
    expect(await notice.getAttribute('role')).toBe('status');
    expect(await notice.textContent()).toContain('This rulebook has been updated');
    expect(await axeBlocking(page)).toEqual([]);
    await expect.poll(async () => (await cacheNames(page)).filter((name) => name.includes(list.build)), POLL).toEqual([]);
    // The kept game comes back into the new build's caches by itself.
    await expect
      .poll(() => page.evaluate(async (name) => !!(await (await caches.open(name)).match('/the-game/7-end/')), `rulebook/ ${NEXT} pages`), { timeout: 60_000 })
      .toBe(true);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('.rb-update').count()).toBe(0);
  });
});
