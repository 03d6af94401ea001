/**
 * What the built site holds, read from its output folder: the files, the
 * address each is served at, and the hashed assets (/_astro/*) a set of pages
 * needs, followed through the stylesheets and scripts that load others
 * (static imports, import() of an example's sandbox, fonts in CSS). The
 * offline integration (index.ts) builds the service worker's shell and each
 * game's "keep on this device" list from these. Node only; runs at build:done.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The address a built file is served at: "gress/7-jacks/index.html" -> "/rulebook/gress/7-jacks/" under base /rulebook/. */
export function urlOf(file: string, base: string): string {
  return base + file.replace(/(^|\/)index\.html$/, '$1');
}

/** Hashed asset names (in _astro/) that a page, stylesheet or script mentions. */
export function assetsMentioned(text: string, kind: 'html' | 'css' | 'js'): string[] {
  // HTML and CSS name assets by path (/_astro/x.css, /rulebook/_astro/font.woff2); Vite's
  // chunks import each other by relative path (./x.js) and list preloads as _astro/x.js.
  const pattern = kind === 'js' ? /(?:\.\/|_astro\/)([\w.~-]+\.(?:m?js|css|woff2?|svg|png|webp))(?=["'`)?#])/g : /_astro\/([\w.~-]+)/g;
  return [...new Set([...text.matchAll(pattern)].map((m) => m[1]))];
}

/**
 * The _astro/ files the given pages need, directly or through other assets,
 * as paths relative to the output folder ("_astro/Example.B1.js"). A name that
 * is not in _astro/ is skipped: a regular expression may see names in text.
 */
export function assetClosure(dir: string, pages: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue: string[] = [];
  const add = (name: string) => {
    const file = `_astro/${name}`;
    if (seen.has(file) || !existsSync(join(dir, file))) return;
    seen.add(file);
    queue.push(file);
  };
  for (const page of pages) assetsMentioned(readFileSync(join(dir, page), 'utf8'), 'html').forEach(add);
  while (queue.length > 0) {
    const file = queue.shift()!;
    const kind = file.endsWith('.css') ? 'css' : /\.m?js$/.test(file) ? 'js' : null;
    if (kind) assetsMentioned(readFileSync(join(dir, file), 'utf8'), kind).forEach(add);
  }
  return [...seen].sort();
}

/** Bytes of the given files, as stored (what the cache holds, before any compression in transit). */
export function sizeOf(dir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}

/**
 * A short fingerprint of the build: changes whenever any file of the site
 * does, so that each build's caches have their own names (index.ts).
 * `skip` leaves out the files written from the fingerprint itself.
 */
export function buildId(dir: string, files: readonly string[], skip: (file: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  for (const file of files) {
    if (skip(file)) continue;
    hash.update(file).update('\0').update(readFileSync(join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
