/**
 * The service worker's design, as options for workbox-build's generateSW
 * (index.ts writes <base>sw.js with them after every build). Caching is
 * Workbox's; this file only says what goes where.
 *
 * - Precache (installed with the worker, served cache first, replaced as a
 *   whole by the next build): the small shell, i.e. the home page, the 404
 *   page, the offline page, the manifest and icons, and the scripts, styles
 *   and fonts those pages load.
 * - Pages (HTML under the base): network first, so a reader online always
 *   gets the current text, falling back after 4 s or at once without a
 *   signal to the copy kept from the last visit; never seen pages fall back
 *   to the offline page. Keys drop the query and add the trailing slash, so
 *   /gress/r/7.3, /gress/r/7.3/ and /gress/play/?seed=7 find the one copy
 *   (the pages read their query in the browser).
 * - Hashed assets (<base>_astro/*): cache first; a name never changes content.
 * - Data (examples' positions, the games' keep lists, icons): stale while
 *   revalidate; within one build they do not change either.
 * - Search (Pagefind's index) is not cached: it stays an online feature.
 *
 * Every cache name carries the build's fingerprint. A new build's worker
 * takes over at once (skipWaiting, clientsClaim), Workbox's
 * cleanupOutdatedCaches drops the old precache and sw-cleanup.js the old
 * runtime caches; the page then says so (src/components/offline/register.ts)
 * and keeps again the games the reader had kept.
 */
import type { GenerateSWOptions } from 'workbox-build';
import { cacheNames } from '../../components/offline/cache-names';


/** The service worker's own files, written by index.ts into the output folder. */
export const WORKER_FILE = 'sw.js';
export const CLEANUP_FILE = 'sw-cleanup.js';

/**
 * The activate handler imported by the worker: deletes the runtime caches of
 * earlier builds of this site (Workbox cleans up its precache itself, not
 * caches named by the configuration).
 */
export function cleanupScript(base: string, build: string): string {
  const { family, current } = cacheNames(base, build);
  return [
    '// Written by src/plugins/offline/worker-config.ts: on activation, drop the caches of earlier builds of this site.',
    `const FAMILY = ${JSON.stringify(family)};`,
    `const CURRENT = ${JSON.stringify(current)};`,
    "self.addEventListener('activate', (event) => {",
    '  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(FAMILY) && !name.startsWith(CURRENT)).map((name) => caches.delete(name)))));',
    '});',
    '',
  ].join('\n');
}

/**
 * A page of the site: a navigation, or any address under the base that does
 * not name a file by its type. Not "has no dot": permalinks such as
 * /gress/r/7.3 are pages.
 */
const isPage = ({ url, request }: { url: URL; request: Request }) =>
  url.href.startsWith((self as unknown as { registration: { scope: string } }).registration.scope) &&
  !url.pathname.includes('/pagefind/') &&
  (request.mode === 'navigate' || url.pathname.endsWith('.html') || !/\.(js|mjs|css|json|webmanifest|png|svg|ico|jpg|webp|woff2?|txt|xml|wasm|pf_\w+)$/.test(url.pathname));

/** One key per page: no query, and the trailing slash the built pages have (/gress/r/7.3 -> /gress/r/7.3/). */
const pageKey = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    if (!url.pathname.endsWith('/') && !url.pathname.endsWith('.html')) url.pathname += '/';
    return url.href;
  },
};

const isAsset = ({ url }: { url: URL }) => url.href.startsWith(`${(self as unknown as { registration: { scope: string } }).registration.scope}_astro/`);

const isData = ({ url }: { url: URL }) =>
  url.href.startsWith((self as unknown as { registration: { scope: string } }).registration.scope) &&
  !url.pathname.includes('/pagefind/') &&
  /\.(json|webmanifest|png|svg|ico|woff2?)$/.test(url.pathname);

export interface WorkerInput {
  /** The output folder (dist/). */
  readonly dir: string;
  readonly base: string;
  readonly build: string;
  /** Files to precache, relative to `dir`. */
  readonly shell: readonly string[];
}

export function workerConfig({ dir, base, build, shell }: WorkerInput): GenerateSWOptions {
  const names = cacheNames(base, build);
  const ok = { statuses: [200] };
  return {
    globDirectory: dir,
    globPatterns: [...shell],
    swDest: `${dir}/${WORKER_FILE}`,
    importScripts: [CLEANUP_FILE],
    cacheId: names.current,
    // Hashed names need no revision; everything else gets one from its content.
    dontCacheBustURLsMatching: /_astro\//,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    disableDevLogs: true,
    runtimeCaching: [
      {
        urlPattern: isPage,
        handler: 'NetworkFirst',
        options: { cacheName: names.pages, networkTimeoutSeconds: 4, cacheableResponse: ok, precacheFallback: { fallbackURL: 'offline/index.html' }, plugins: [pageKey] },
      },
      { urlPattern: isAsset, handler: 'CacheFirst', options: { cacheName: names.assets, cacheableResponse: ok } },
      { urlPattern: isData, handler: 'StaleWhileRevalidate', options: { cacheName: names.data, cacheableResponse: ok } },
    ],
  };
}
