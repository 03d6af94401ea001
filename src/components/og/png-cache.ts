/**
 * Link preview pictures, drawn once per content: a picture's PNG is stored
 * under the hash of everything that decides it (the laid-out element tree,
 * which holds every text, colour and size, and the versions of satori, resvg
 * and the font), so a build draws only the pictures whose position or
 * design changed since the last one. The store is a plain folder
 * (node_modules/.cache/link-previews by default); deleting it costs one full
 * draw, nothing else.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PreviewPicture } from './preview-data';
import { previewSvg, previewTree, svgToPng } from './preview-image';

/** The versions that change a PNG drawn from the same tree. */
function drawingVersions(): string {
  const require = createRequire(import.meta.url);
  const version = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;
  return ['satori', '@resvg/resvg-js', '@fontsource/inter'].map((pkg) => `${pkg}@${version(pkg)}`).join(' ');
}

let versions: string | null = null;

/** The picture's key in the store. */
export function pictureKey(picture: PreviewPicture): string {
  versions ??= drawingVersions();
  return createHash('sha256').update(versions).update(JSON.stringify(previewTree(picture))).digest('hex');
}

export interface DrawnPicture {
  readonly png: Buffer;
  /** Whether it came from the store rather than being drawn now. */
  readonly cached: boolean;
}

/** The PNG of a picture: from the store in `dir` when it is there, else drawn and stored. */
export async function cachedPng(picture: PreviewPicture, dir: string): Promise<DrawnPicture> {
  const file = join(dir, `${pictureKey(picture)}.png`);
  try {
    const png = await readFile(file);
    // Marks the picture as still in use, for pruneStore.
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return { png, cached: true };
  } catch {
    const png = await svgToPng(await previewSvg(picture));
    await store(file, png);
    return { png, cached: false };
  }
}

/** Writes a picture into the store, whole or not at all; a store that cannot be written only costs time. */
async function store(file: string, png: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, png);
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
}

/**
 * Removes the pictures no build has used for `days` days (a design change
 * leaves a whole set behind), so the store does not grow without end. Age
 * rather than "not used by this build": worktrees and branches share the
 * store, and one build must not throw away another's pictures.
 */
export async function pruneStore(dir: string, days = 14): Promise<number> {
  const before = Date.now() - days * 24 * 60 * 60 * 1000;
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.png')) continue;
    const file = join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < before && (await rm(file).then(() => true, () => false))) removed++;
  }
  return removed;
}
