/**
 * The offline integration: after `astro build`, writes what makes the site
 * installable and usable without a connection into the output folder:
 *
 *   manifest.webmanifest, icons/*.png   (web-manifest.ts)
 *   offline/<game>.json                 each game's keep list (game-lists.ts)
 *   sw.js, sw-cleanup.js                the service worker (worker-config.ts)
 *
 * and puts a few lines on every built page that register the worker once
 * the page is idle (src/components/offline/start.ts). Nothing of it runs in
 * `astro dev`, where a worker would serve stale modules.
 *
 * Why not @vite-pwa/astro, the integration that wraps Workbox for Astro: it
 * declares astro <= 5 as its peer, and this site is on Astro 7. Workbox
 * itself (workbox-build's generateSW here, workbox-window in the page) is
 * what it would run, so this is the same machinery with a dozen lines of
 * glue of our own, called from the `astro:build:done` hook.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { generateSW } from 'workbox-build';
import { normalizeBase } from '../site-base';
import { gameList } from './game-lists';
import { assetClosure, buildId, listFiles } from './site-files';
import { ICONS, renderIcon, webManifest } from './web-manifest';
import { CLEANUP_FILE, cleanupScript, WORKER_FILE, workerConfig } from './worker-config';

/** The module every page imports (through Astro's injected page script). */
const START = fileURLToPath(new URL('../../components/offline/start.ts', import.meta.url));

/** Pages whose assets the worker installs with itself: home, not found, offline. */
const SHELL_PAGES = ['index.html', '404.html', 'offline/index.html'];

/**
 * The German edition's home and not-found pages, installed too when built (issue 27): the English 404 page
 * hands a /de/ address over to de/404/, which must answer offline as well. The German rulebook pages are
 * not in the games' keep lists (those stay the English pages: one language's download each); a German page
 * read once is kept by the worker like any page read.
 */
const GERMAN_SHELL_PAGES = ['de/index.html', 'de/404/index.html'];

export interface OfflineOptions {
  /** The games whose keep lists are written (engine/games.ts). */
  readonly games: readonly { readonly id: string; readonly title: string }[];
}

function write(dir: string, file: string, content: string | Buffer): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), content);
}

/** Everything after the build; `dir` is the output folder. Exposed for tests. */
export async function writeOffline(dir: string, base: string, options: OfflineOptions, logger?: Pick<AstroIntegrationLogger, 'info'>): Promise<{ build: string; precached: number; precacheBytes: number }> {
  for (const icon of ICONS) write(dir, icon.file, renderIcon(icon.size, icon.purpose === 'maskable'));
  write(dir, 'manifest.webmanifest', JSON.stringify(webManifest(base), null, 2));
  const files = listFiles(dir);
  const build = buildId(dir, files);
  for (const game of options.games) {
    const list = gameList(dir, files, game, base, build);
    write(dir, `offline/${game.id}.json`, JSON.stringify(list));
    logger?.info(`offline/${game.id}.json: ${list.files} files, ${(list.bytes / 1e6).toFixed(1)} MB`);
    // A German page keeps the German edition with the English one (KeepGame on /de/: offline/de/<game>.json).
    if (!files.some((file) => file.startsWith(`de/${game.id}/`) && file.endsWith('.html'))) continue;
    const german = gameList(dir, files, game, base, build, ['', 'de/']);
    write(dir, `offline/de/${game.id}.json`, JSON.stringify(german));
  }
  const missing = SHELL_PAGES.filter((page) => !files.includes(page));
  if (missing.length > 0) throw new Error(`offline: the build has no ${missing.join(', ')}, which the service worker installs with itself.`);
  const shellPages = [...SHELL_PAGES, ...GERMAN_SHELL_PAGES.filter((page) => files.includes(page))];
  const shell = [...shellPages, 'manifest.webmanifest', 'favicon.svg', ...ICONS.map((icon) => icon.file), ...assetClosure(dir, shellPages)];
  write(dir, CLEANUP_FILE, cleanupScript(base, build));
  const { count, size, warnings } = await generateSW(workerConfig({ dir, base, build, shell }));
  if (warnings.length > 0) throw new Error(`offline: workbox-build warned:\n${warnings.join('\n')}`);
  logger?.info(`${WORKER_FILE}: build ${build}, ${count} files precached (${(size / 1e3).toFixed(0)} kB)`);
  return { build, precached: count, precacheBytes: size };
}

export function offline(options: OfflineOptions): AstroIntegration {
  let base = '/';
  return {
    name: 'interactive-rulebook:offline',
    hooks: {
      'astro:config:setup': ({ command, injectScript }) => {
        if (command === 'build') injectScript('page', `import ${JSON.stringify(START)};`);
      },
      'astro:config:done': ({ config }) => {
        base = normalizeBase(config.base);
      },
      'astro:build:done': async ({ dir, logger }) => {
        await writeOffline(fileURLToPath(dir), base, options, logger);
      },
    },
  };
}
