import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { gameList } from './game-lists';
import { writeOffline } from './index';
import { assetClosure, assetsMentioned, buildId, listFiles, urlOf } from './site-files';
import { iconSvg, renderIcon, webManifest } from './web-manifest';
import { cleanupScript, workerConfig } from './worker-config';

/** A small built site: a home page, one game with a page, a permalink and an example, and their assets. */
const SITE: Record<string, string> = {
  'index.html': '<link rel="stylesheet" href="/_astro/site.A1.css"><script type="module" src="/_astro/page.B2.js"></script>',
  '404.html': '<link rel="stylesheet" href="/_astro/site.A1.css">',
  'offline/index.html': '<link rel="stylesheet" href="/_astro/site.A1.css">',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'gress/7-jacks/index.html': '<astro-island component-url="/_astro/Example.C3.js" renderer-url="/_astro/client.D4.js"></astro-island><link rel="stylesheet" href="/_astro/site.A1.css">',
  'gress/r/7.3/index.html': '<meta http-equiv="refresh" content="0; url=/gress/7-jacks/#7-3">',
  'gress/examples/7.3-a.json': '[{"state":{}}]',
  'sens/credits/index.html': '<script type="module" src="/_astro/sens.E5.js"></script>',
  '_astro/site.A1.css': 'body{font-family:x;src:url(/_astro/font.F6.woff2)}',
  '_astro/font.F6.woff2': 'font',
  '_astro/page.B2.js': 'import("./register.G7.js")',
  '_astro/register.G7.js': 'export const r=1',
  '_astro/Example.C3.js': 'import{h}from"./preact.H8.js";const m=["_astro/Sandbox.I9.js","_astro/sandbox.J0.css"];import(`./Sandbox.I9.js`)',
  '_astro/preact.H8.js': 'export const h=1',
  '_astro/Sandbox.I9.js': 'import"./preact.H8.js";"./ghost.Z9.js"',
  '_astro/sandbox.J0.css': '.s{}',
  '_astro/client.D4.js': 'export{}',
  '_astro/sens.E5.js': 'export{}',
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'offline-test-'));
  for (const [file, text] of Object.entries(SITE)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('site files', () => {
  test('assets are found by path in HTML and CSS, and by relative import or preload list in scripts', () => {
    expect(assetsMentioned(SITE['index.html'], 'html')).toEqual(['site.A1.css', 'page.B2.js']);
    expect(assetsMentioned('a{src:url(/rulebook/_astro/font.F6.woff2)}', 'css')).toEqual(['font.F6.woff2']);
    expect(assetsMentioned(SITE['_astro/Example.C3.js'], 'js')).toEqual(['preact.H8.js', 'Sandbox.I9.js', 'sandbox.J0.css']);
  });

  test("a page's closure follows stylesheets and scripts, lazy imports included, and skips names that are no file", () => {
    expect(assetClosure(dir, ['gress/7-jacks/index.html'])).toEqual([
      '_astro/Example.C3.js',
      '_astro/Sandbox.I9.js',
      '_astro/client.D4.js',
      '_astro/font.F6.woff2',
      '_astro/preact.H8.js',
      '_astro/sandbox.J0.css',
      '_astro/site.A1.css',
    ]);
  });

  test('a file is served at its folder for index.html, under the base', () => {
    expect(urlOf('gress/r/7.3/index.html', '/')).toBe('/gress/r/7.3/');
    expect(urlOf('index.html', '/rulebook/')).toBe('/rulebook/');
    expect(urlOf('gress/examples/7.3-a.json', '/rulebook/')).toBe('/rulebook/gress/examples/7.3-a.json');
  });

  test('the build fingerprint is the same for the same files and changes with any byte', () => {
    const files = listFiles(dir);
    const first = buildId(dir, files);
    expect(buildId(dir, files)).toBe(first);
    writeFileSync(join(dir, 'gress/examples/7.3-a.json'), '[{"state":{"x":1}}]');
    expect(buildId(dir, files)).not.toBe(first);
  });
});

describe("a game's keep list", () => {
  test("holds the game's own files and the assets its pages load, none of another game's", () => {
    const list = gameList(dir, listFiles(dir), { id: 'gress', title: 'Gress' }, '/rulebook/', 'abc');
    expect(list.urls).toEqual([
      '/rulebook/gress/7-jacks/',
      '/rulebook/gress/examples/7.3-a.json',
      '/rulebook/gress/r/7.3/',
      '/rulebook/_astro/Example.C3.js',
      '/rulebook/_astro/Sandbox.I9.js',
      '/rulebook/_astro/client.D4.js',
      '/rulebook/_astro/font.F6.woff2',
      '/rulebook/_astro/preact.H8.js',
      '/rulebook/_astro/sandbox.J0.css',
      '/rulebook/_astro/site.A1.css',
    ]);
    expect(list.files).toBe(10);
    const bytes = list.urls.map((url) => url.replace('/rulebook/', '').replace(/\/$/, '/index.html')).reduce((n, file) => n + Buffer.byteLength(SITE[file]), 0);
    expect(list.bytes).toBe(bytes);
  });

  test('a game without pages in the build fails it, naming the game', () => {
    expect(() => gameList(dir, listFiles(dir), { id: 'the-game', title: 'The Game' }, '/', 'abc')).toThrow(/no pages under the-game\/.*The Game/);
  });
});

/** The route matchers and page key as the worker runs them, with `self.registration.scope` set. */
function routes(scope: string) {
  (globalThis as { self?: unknown }).self = { registration: { scope } };
  const config = workerConfig({ dir, base: '/rulebook/', build: 'b1', shell: ['index.html'] });
  const [pages, assets, data] = config.runtimeCaching!;
  const match = (route: typeof pages, href: string, mode: RequestMode = 'cors') =>
    (route.urlPattern as (o: { url: URL; request: { mode: RequestMode } }) => boolean)({ url: new URL(href), request: { mode } });
  const key = (href: string) =>
    (pages.options!.plugins![0] as { cacheKeyWillBeUsed(o: { request: { url: string } }): Promise<string> }).cacheKeyWillBeUsed({ request: { url: href } });
  return { config, pages, assets, data, match, key };
}

describe('the service worker', () => {
  const scope = 'https://example.org/rulebook/';
  afterEach(() => delete (globalThis as { self?: unknown }).self);

  test('pages: network first under the base; a permalink such as 7.3 is a page; files and search are not', () => {
    const { pages, match } = routes(scope);
    expect(pages.handler).toBe('NetworkFirst');
    for (const path of ['', 'gress/7-jacks/', 'gress/r/7.3', 'gress/r/7.3/', 'gress/play/?seed=7', 'gress/x.html']) expect(match(pages, scope + path), path).toBe(true);
    for (const path of ['_astro/a.js', 'gress/examples/a.json', 'pagefind/pagefind.js', 'icons/icon-192.png']) expect(match(pages, scope + path), path).toBe(false);
    expect(match(pages, 'https://example.org/elsewhere/')).toBe(false);
    expect(match(pages, 'https://other.example/rulebook/')).toBe(false);
    expect(match(pages, `${scope}gress/examples/a.json`, 'navigate')).toBe(true);
  });

  test('one key per page: without query, with the trailing slash', async () => {
    const { key } = routes(scope);
    expect(await key(`${scope}gress/r/7.3`)).toBe(`${scope}gress/r/7.3/`);
    expect(await key(`${scope}gress/play/?seed=7&level=club`)).toBe(`${scope}gress/play/`);
    expect(await key(`${scope}gress/x.html`)).toBe(`${scope}gress/x.html`);
  });

  test('hashed assets cache first; data stale while revalidating; both only under the base', () => {
    const { assets, data, match } = routes(scope);
    expect([assets.handler, data.handler]).toEqual(['CacheFirst', 'StaleWhileRevalidate']);
    expect(match(assets, `${scope}_astro/Example.C3.js`)).toBe(true);
    expect(match(assets, 'https://example.org/_astro/Example.C3.js')).toBe(false);
    for (const path of ['gress/examples/a.json', 'offline/gress.json', 'manifest.webmanifest', 'icons/icon-512.png']) expect(match(data, scope + path), path).toBe(true);
    expect(match(data, `${scope}pagefind/pagefind-entry.json`)).toBe(false);
  });

  test("every cache name carries the build; a new build's worker takes over and cleans up", () => {
    const { config } = routes(scope);
    const names = config.runtimeCaching!.map((r) => r.options?.cacheName);
    expect(names).toEqual(['rulebook/rulebook/ b1 pages', 'rulebook/rulebook/ b1 assets', 'rulebook/rulebook/ b1 data']);
    expect(config).toMatchObject({ cacheId: 'rulebook/rulebook/ b1', skipWaiting: true, clientsClaim: true, cleanupOutdatedCaches: true, importScripts: ['sw-cleanup.js'] });
  });

  test("the cleanup deletes the caches of this site's earlier builds only", async () => {
    const names = ['rulebook/ old pages', 'rulebook/ old-precache-v2-x', 'rulebook/ new pages', 'rulebook/ new-precache-v2-x', 'rulebook/rulebook/ old pages', 'other'];
    const deleted: string[] = [];
    let activate: ((event: { waitUntil(p: Promise<unknown>): void }) => void) | null = null;
    const self = { addEventListener: (type: string, listener: typeof activate) => type === 'activate' && (activate = listener) };
    const caches = { keys: async () => names, delete: async (name: string) => deleted.push(name) };
    new Function('self', 'caches', cleanupScript('/', 'new'))(self, caches);
    let done: Promise<unknown> = Promise.resolve();
    activate!({ waitUntil: (p) => (done = p) });
    await done;
    expect(deleted).toEqual(['rulebook/ old pages', 'rulebook/ old-precache-v2-x']);
  });
});

describe('installable', () => {
  test('the manifest starts and is scoped at the base, with its icons under it', () => {
    const manifest = webManifest('/rulebook/');
    expect(manifest).toMatchObject({ start_url: '/rulebook/', scope: '/rulebook/', display: 'standalone' });
    expect(manifest.icons.map((i) => [i.src, i.sizes, i.purpose])).toEqual([
      ['/rulebook/icons/icon-192.png', '192x192', 'any'],
      ['/rulebook/icons/icon-512.png', '512x512', 'any'],
      ['/rulebook/icons/icon-maskable-512.png', '512x512', 'maskable'],
    ]);
  });

  test('the icons are drawn as PNG at their size', () => {
    const png = renderIcon(192, false);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
    expect(iconSvg(true)).not.toBe(iconSvg(false));
  });
});

describe('after a build', () => {
  test('writes the manifest, icons, keep lists and a worker that precaches the shell', async () => {
    const result = await writeOffline(dir, '/', { games: [{ id: 'gress', title: 'Gress' }] });
    const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
    for (const file of ['index.html', '404.html', 'offline/index.html', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png', '_astro/site.A1.css', '_astro/register.G7.js']) {
      expect(sw, file).toContain(`url:"${file}"`);
    }
    // Gress's sandbox is kept with Gress, not installed with the shell.
    expect(sw).not.toContain('Sandbox.I9.js');
    expect(sw).toContain(`rulebook/ ${result.build} pages`);
    expect(JSON.parse(readFileSync(join(dir, 'offline/gress.json'), 'utf8'))).toMatchObject({ game: 'gress', build: result.build, files: 10 });
    expect(readFileSync(join(dir, 'sw-cleanup.js'), 'utf8')).toContain(JSON.stringify(`rulebook/ ${result.build}`));
    expect(result.precached).toBe(12);
  }, 60_000);
});
