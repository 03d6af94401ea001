/**
 * What makes the site installable: the web app manifest
 * (<base>manifest.webmanifest), its icons (PNG, 192 and 512 px, drawn at
 * build time from the SVG below with resvg), and the head entries that point
 * at them on every page (astro.config.mjs, Starlight's `head`). Start URL and
 * scope are the site's base, so a fork under /<name>/ installs as itself.
 */
import { Resvg } from '@resvg/resvg-js';

/** Starlight's dark background (props.css, --sl-color-black: hsl(224, 10%, 10%)) and its light one. */
export const THEME_DARK = '#17191c';
export const THEME_LIGHT = '#ffffff';

/** The icon files, under <base>icons/. */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/**
 * The site's card-and-heart mark (public/favicon.svg) on the dark theme
 * colour, square. A maskable icon keeps its drawing inside the middle 80%,
 * since launchers cut it to a circle or a rounded square.
 */
export function iconSvg(maskable: boolean): string {
  const scale = maskable ? 0.55 : 0.75;
  const offset = (32 - 32 * scale) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    `<rect width="32" height="32" rx="${maskable ? 0 : 6}" fill="${THEME_DARK}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">`,
    '<rect x="6" y="2" width="20" height="28" rx="3" fill="#fff" stroke="#1f2937" stroke-width="2"/>',
    '<path d="M16 10c-2-3-7-2-7 2 0 4 7 8 7 8s7-4 7-8c0-4-5-5-7-2z" fill="#c0392b"/>',
    '</g></svg>',
  ].join('');
}

/** One icon as PNG bytes. */
export function renderIcon(size: number, maskable: boolean): Buffer {
  return new Resvg(iconSvg(maskable), { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** The manifest's content for a site at `base`. */
export function webManifest(base: string) {
  return {
    name: 'The interactive rulebook',
    short_name: 'Rulebook',
    description: 'Card game rules whose every example is played by a real rules engine; works at the table without a connection.',
    lang: 'en',
    start_url: base,
    scope: base,
    id: base,
    display: 'standalone',
    background_color: THEME_DARK,
    theme_color: THEME_DARK,
    icons: ICONS.map((icon) => ({ src: `${base}${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}

/** Head entries for Starlight's `head` option: the manifest, the theme colours, the icon iOS uses. */
export function offlineHead(base: string) {
  return [
    { tag: 'link' as const, attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` } },
    { tag: 'meta' as const, attrs: { name: 'theme-color', content: THEME_LIGHT, media: '(prefers-color-scheme: light)' } },
    { tag: 'meta' as const, attrs: { name: 'theme-color', content: THEME_DARK, media: '(prefers-color-scheme: dark)' } },
    { tag: 'link' as const, attrs: { rel: 'apple-touch-icon', href: `${base}${ICONS[0].file}` } },
  ];
}
