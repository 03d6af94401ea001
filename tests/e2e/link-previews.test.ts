/**
 * Link previews (issue 24, item 6), read as a chat app reads them: the HTML
 * of the address as served, without running it. Five sample pages (a Gress
 * rules page, a short permalink, an example's own link, a Gin Rummy page and
 * a SENS permalink) name an og:image that the build wrote as a 1200 x 630
 * PNG, with their title and description; the expected words are read by hand
 * from the pages and scenario files they come from.
 */
import { describe, expect, test } from 'vitest';
import { siteUrl } from './browser';

/** The meta tags of a page: property or name -> content (the last of each, as crawlers read them). */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = /\s(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, content.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&'));
  }
  return tags;
}

/** Width and height from a PNG's header (the IHDR chunk, bytes 16-23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const SAMPLES = [
  {
    what: 'a Gress rules page',
    path: '/gress/7-jacks/',
    title: '7 Jacks · Gress',
    description: /^Jacks go on anything except a Jack and let you wish a suit/,
    image: '/og/gress/r/7.png',
  },
  {
    what: 'a short permalink (a redirect page)',
    path: '/gress/r/7.3',
    title: '7.3 A thrown Jack is a move · Gress',
    description: /^A Jack can be thrown like any other card: on a Queen of the opposite colour, while throws are allowed \(4\.11\)\.$/,
    image: '/og/gress/r/7.3.png',
  },
  {
    what: "an example's own link",
    path: '/gress/examples/7.3-thrown-jack-takes-the-turn/',
    title: 'A thrown Jack is a move and takes the turn away · Gress 7.3',
    description: /^Dia opened with 9♦, Ana moved with A♦ and is to move again\. Meanwhile Cem threw K♣ and Dia threw Q♥\.$/,
    image: '/og/gress/examples/7.3-thrown-jack-takes-the-turn.png',
  },
  {
    what: 'a Gin Rummy rules page',
    path: '/gin-rummy/9-the-knocker-wins/',
    title: '9 The knocker wins · Gin Rummy',
    description: /\S/,
    image: '/og/gin-rummy/r/9.png',
  },
  {
    what: 'a SENS permalink',
    path: '/sens/r/9.5',
    title: '9.5 Who takes the trick · SENS',
    description: /^The highest trump in the trick takes it \(2\.3\)\./,
    image: '/og/sens/r/9.5.png',
  },
];

describe.each(SAMPLES)('$what ($path)', ({ path, title, description, image }) => {
  test('names its title, description and a 1200 x 630 PNG that the build wrote', async () => {
    const response = await fetch(siteUrl(path));
    expect(response.status).toBe(200);
    const meta = metaTags(await response.text());
    expect(meta.get('og:title')).toBe(title);
    expect(meta.get('og:description')).toMatch(description);
    expect(meta.get('description')).toBe(meta.get('og:description'));
    expect(meta.get('og:type')).toBe('article');
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('og:image:width')).toBe('1200');
    expect(meta.get('og:image:height')).toBe('630');
    expect(meta.get('og:image:alt')).toMatch(/\S/);

    // Absolute, as a crawler needs it: on the configured site (SITE_URL), not on this test server.
    const url = new URL(meta.get('og:image')!);
    expect(url.protocol).toMatch(/^https?:$/);
    expect(url.pathname).toBe(image);
    const picture = await fetch(siteUrl(url.pathname));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/png/);
    expect(pngSize(Buffer.from(await picture.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });
});
