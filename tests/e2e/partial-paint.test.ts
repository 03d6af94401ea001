/**
 * A slow phone paints a page before all its HTML has arrived (or been
 * parsed), and whatever moves after that paint is a layout shift the reader
 * sees. This test makes that paint happen every time: a small proxy in front
 * of the built site sends each play page's HTML in parts, with pauses inside
 * the game (its root first, then its table, then the reader's hand...), and
 * the page reports the size of the game's root at every frame.
 *
 * On a wide screen the play pages widen Starlight's column (58rem instead of
 * 45rem). When that rule was `html:has(.gp-play)`, Chromium did not apply it
 * to a half-parsed page (not at every pause; a page sent in two parts showed
 * it about one time in five): the game was painted 720 px wide with small
 * cards, then 928 px wide, a shift of 0.07 (seen in CI on /gress/play/).
 * The widening now comes with the page's own stylesheet (WideColumn.astro),
 * so the half page already has the final width.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, siteUrl } from './browser';

/** The page's HTML is sent in this many parts, each held back this long: every pause is a chance to paint a half page. */
const PARTS = 5;
const PAUSE_MS = 400;

/**
 * Web Vitals' line for a good page. Not gress-play's stricter 0.05: on a
 * phone the turn-by-turn games deal a fresh game once the engine has come,
 * and its badges and seats sit a little differently from the page's own deal
 * (0.002-0.065 measured, the same with the page sent whole).
 */
const GOOD_CLS = 0.1;

/** Each play page, in both editions, and the class its game's root carries. */
const PAGES = [
  { path: '/gress/play/', root: 'gp-play' },
  { path: '/the-game/play/', root: 'pv-root' },
  { path: '/gin-rummy/play/', root: 'pv-root' },
  { path: '/sens/play/', root: 'pv-root' },
  { path: '/de/gress/play/', root: 'gp-play' },
  { path: '/de/the-game/play/', root: 'pv-root' },
  { path: '/de/gin-rummy/play/', root: 'pv-root' },
  { path: '/de/sens/play/', root: 'pv-root' },
] as const;

/** Where the HTML is cut: evenly between the game's root and the end of the page's main content. */
function cutPoints(html: string, root: string): number[] {
  const start = html.search(new RegExp(`class="[^"]*\\b${root}\\b`));
  const end = html.indexOf('</main>');
  if (start < 0 || end < start) throw new Error(`the page has no element of class ${root} inside <main>`);
  return Array.from({ length: PARTS - 1 }, (_, i) => Math.floor(start + ((end - start) * i) / (PARTS - 1)));
}

/**
 * A proxy in front of the built site: every file passes through unchanged,
 * except that each watched page is sent in parts with pauses between.
 */
function startProxy(origin: string, paths: ReadonlySet<string>, roots: ReadonlyMap<string, string>): Promise<Server> {
  const server = createServer((req, res) => {
    relay(req.url ?? '/', res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  /** One request: passed through, or a watched page sent in parts. */
  async function relay(url: string, res: ServerResponse) {
    const path = new URL(url, 'http://proxy').pathname;
    const upstream = await fetch(origin + url, { redirect: 'manual' });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    if (!paths.has(path) || !upstream.ok) {
      const headers: Record<string, string> = { 'content-type': type };
      const location = upstream.headers.get('location');
      if (location) headers.location = location;
      res.writeHead(upstream.status, headers);
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const cuts = [0, ...cutPoints(html, roots.get(path)!), html.length];
    res.writeHead(200, { 'content-type': type });
    for (let i = 1; i < cuts.length; i++) {
      if (i > 1) await new Promise((done) => setTimeout(done, PAUSE_MS));
      res.write(html.slice(cuts[i - 1], cuts[i]));
    }
    res.end();
  }
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Recorded in the page: the root's width at every frame while the document loads, and its layout shifts. */
const RECORDER = `
  window.__frames = [];
  window.__shift = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  const frame = () => {
    const root = document.querySelector('.' + window.__root);
    if (root) window.__frames.push({ loading: document.readyState === 'loading', width: Math.round(root.getBoundingClientRect().width) });
    if (document.readyState === 'loading' || window.__frames.length < 5) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

let browser: Browser;
let proxy: Server;
let proxyUrl: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const origin = siteUrl('');
  proxy = await startProxy(origin, new Set(PAGES.map((p) => p.path)), new Map(PAGES.map((p) => [p.path, p.root])));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => proxy?.close(done));
});

describe.each([
  { label: 'desktop 1280 x 800', width: 1280, height: 800 },
  { label: 'phone 375 x 812', width: 375, height: 812 },
])('$label', ({ width, height }) => {
  test.each(PAGES)('$path painted half-loaded already has its final width, and nothing shifts', async ({ path, root }) => {
    const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.addInitScript(`window.__root = ${JSON.stringify(root)};${RECORDER}`);
      await page.goto(proxyUrl + path, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      const frames = (await page.evaluate('window.__frames')) as { loading: boolean; width: number }[];
      const final = await page.locator(`.${root}`).first().evaluate((el) => Math.round(el.getBoundingClientRect().width));
      const halfLoaded = frames.filter((f) => f.loading);
      // The pause must have been painted, or the test proves nothing.
      expect(halfLoaded.length).toBeGreaterThan(3);
      expect(new Set(halfLoaded.map((f) => f.width))).toEqual(new Set([final]));
      const shift = (await page.evaluate('window.__shift')) as number;
      console.log(`${path} at ${width} px, sent in ${PARTS} parts: CLS ${shift.toFixed(3)}`);
      expect(shift).toBeLessThan(GOOD_CLS);
    } finally {
      await context.close();
    }
  });
});
