/**
 * /og/<game>/<kind>/<name>.png: the link preview pictures (1200 x 630 PNG),
 * drawn at build time for every permalink, example link and rulebook page
 * (src/previews/catalogue.ts). Their pages name them in og:image.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { GAMES } from '../../../../../engine/games';
import { cachedPng } from '../../../../components/og/png-cache';
import { previewsOf, type LinkPreview } from '../../../../previews/catalogue';
import { previewPng, storeDir } from '../../../../previews/draw-all';

const every = () => GAMES.flatMap((game) => previewsOf(game));

export const getStaticPaths = (() =>
  every().map((preview) => ({ params: { game: preview.game, kind: preview.kind, name: preview.name }, props: { preview } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { preview } = props as { preview: LinkPreview };
  // `astro dev` draws the one picture asked for; the build draws them all, overlapped (draw-all.ts).
  const png = import.meta.env.DEV ? (await cachedPng(preview.picture(), storeDir())).png : await previewPng(preview, every);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
