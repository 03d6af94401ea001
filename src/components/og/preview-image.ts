/**
 * A link preview picture (Open Graph, Twitter card): 1200 x 630 PNG drawn at
 * build time from a PreviewPicture, with satori (layout and text to SVG) and
 * resvg (SVG to PNG). The font is Inter from @fontsource/inter, read once;
 * satori wants .woff or .ttf, not .woff2.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { band, bandHeight } from './band';
import { box, type SatoriElement } from './nodes';
import { PALETTE } from './palette';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewPicture } from './preview-data';
import { tableView } from './table-view';

const FONT_FILES = { 400: '@fontsource/inter/files/inter-latin-400-normal.woff', 700: '@fontsource/inter/files/inter-latin-700-normal.woff' } as const;

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | null = null;

function loadFonts() {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({ name: 'Inter', data: await readFile(require.resolve(FONT_FILES[weight])), weight, style: 'normal' as const })),
  );
  return fonts;
}

/**
 * Without a position: the link's text on the baize, as large as fits. A text
 * of n characters at size s covers about n x 0.5 s (advance) x 1.3 s (line
 * height); s is the size at which that fills the box, within 28-44 px.
 */
function textCard(text: string, height: number): SatoriElement {
  const area = 1080 * (height - 80);
  const size = Math.max(28, Math.min(44, Math.floor(Math.sqrt(area / (0.5 * 1.3 * Math.max(1, text.length))))));
  return box(
    { height, padding: '40px 60px', alignItems: 'center', background: PALETTE.felt },
    box({ fontSize: size, lineHeight: 1.3, color: '#ffffff', lineClamp: 4, display: 'block', paddingLeft: 28, borderLeft: `8px solid ${PALETTE.accent}` }, text),
  );
}

/** The whole picture as satori elements: the band, then the table (or, without a position, the text on the baize). */
export function previewTree(picture: PreviewPicture): SatoriElement {
  const rest = PREVIEW_HEIGHT - bandHeight(picture.heading);
  const body = picture.table ? tableView(picture.table, rest) : textCard(picture.text ?? picture.heading.game, rest);
  return box({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, flexDirection: 'column', fontFamily: 'Inter', background: PALETTE.felt }, band(picture.heading), body);
}

/** The SVG of a picture (text turned into paths, so no font is needed to show it). */
export async function previewSvg(picture: PreviewPicture): Promise<string> {
  // satori's types name React's element type; these objects are the same shape.
  return satori(previewTree(picture) as unknown as Parameters<typeof satori>[0], { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: await loadFonts() });
}

/** The PNG of an SVG made by previewSvg. Off the main thread (resvg's async render), so several can be drawn at once. */
export async function svgToPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}
