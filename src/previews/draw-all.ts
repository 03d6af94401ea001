/**
 * Drawing the previews during `astro build`, overlapped: Astro asks for the
 * pictures one at a time, in getStaticPaths order, and a picture costs about
 * 50 ms of layout (satori, on this thread) and 50 ms of rasterising (resvg,
 * on a libuv thread). On the first request every picture is queued in that
 * order and a few are drawn at once, so the layout of one runs while others
 * are rasterised; each request then waits only for its own. Pictures already
 * drawn by an earlier build come from the store (png-cache.ts).
 */
import { join } from 'node:path';
import { cachedPng, pruneStore } from '../components/og/png-cache';
import type { LinkPreview } from './catalogue';

/** Pictures in progress at once: one laid out while the others are rasterised. */
const AT_ONCE = 3;

/** Where drawn pictures are kept between builds: LINK_PREVIEW_CACHE, else node_modules/.cache/link-previews. */
export function storeDir(): string {
  return process.env.LINK_PREVIEW_CACHE || join(process.cwd(), 'node_modules', '.cache', 'link-previews');
}

let pending: Map<string, Promise<Buffer>> | null = null;

/** Draws every preview, AT_ONCE at a time, in order; says at the end how many were drawn and how long it took. */
function drawAll(previews: readonly LinkPreview[]): Map<string, Promise<Buffer>> {
  const dir = storeDir();
  const started = performance.now();
  const settle = new Map<string, { resolve: (png: Buffer) => void; reject: (error: unknown) => void }>();
  const out = new Map<string, Promise<Buffer>>();
  for (const preview of previews) {
    const promise = new Promise<Buffer>((resolve, reject) => settle.set(preview.image, { resolve, reject }));
    // Failures reach the build through the request that awaits them; none is left unhandled meanwhile.
    promise.catch(() => undefined);
    out.set(preview.image, promise);
  }
  let next = 0;
  let drawn = 0;
  const worker = async () => {
    while (next < previews.length) {
      const preview = previews[next++];
      try {
        const result = await cachedPng(preview.picture(), dir);
        if (!result.cached) drawn++;
        settle.get(preview.image)!.resolve(result.png);
      } catch (error) {
        settle.get(preview.image)!.reject(new Error(`Link preview ${preview.image}: ${error instanceof Error ? error.message : String(error)}`));
      }
    }
  };
  void Promise.all(Array.from({ length: AT_ONCE }, worker)).then(async () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const pruned = await pruneStore(dir);
    console.log(`[link-previews] ${previews.length} pictures in ${seconds} s: ${drawn} drawn, ${previews.length - drawn} from ${dir}${pruned ? `; ${pruned} unused for two weeks removed` : ''}`);
  });
  return out;
}

/** The PNG of one preview; the first call starts drawing all of `every()`. */
export function previewPng(preview: LinkPreview, every: () => readonly LinkPreview[]): Promise<Buffer> {
  pending ??= drawAll(every());
  const png = pending.get(preview.image);
  if (!png) return cachedPng(preview.picture(), storeDir()).then((r) => r.png);
  pending.delete(preview.image);
  return png;
}
