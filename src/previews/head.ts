/**
 * The head tags of a link preview (Open Graph and Twitter card): what chat
 * apps and social sites read to show a link with its picture, title and
 * description. Addresses are absolute, on the configured `site`
 * (astro.config.mjs, SITE_URL), since a crawler resolves nothing.
 */
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../components/og/preview-data';
import type { LinkPreview } from './catalogue';

export interface HeadTag {
  readonly tag: 'meta';
  readonly attrs: Readonly<Record<string, string>>;
}

/** A site path ("/og/gress/r/7.3.png") as an absolute URL under the site and its base path. */
export function absoluteUrl(path: string, site: URL | string, base = '/'): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return new URL(`${prefix}${path.replace(/^\//, '')}`, site).href;
}

const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property: name, content } });
const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });

/** Every tag of a preview; `page` is the address the link shows (og:url). */
export function previewTags(preview: LinkPreview, page: string, site: URL | string, base = '/'): HeadTag[] {
  return [
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:type', 'article'),
    property('og:url', absoluteUrl(page, site, base)),
    property('og:image', absoluteUrl(preview.image, site, base)),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(PREVIEW_WIDTH)),
    property('og:image:height', String(PREVIEW_HEIGHT)),
    property('og:image:alt', preview.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:image:alt', preview.alt),
    named('description', preview.description),
  ];
}

/**
 * The tags of a preview that hold no English words: its picture. A German page
 * (issue 27) shows its English page's picture and keeps its own title and
 * description; the picture's alt text waits for the German previews.
 */
export function pictureTags(tags: readonly HeadTag[]): HeadTag[] {
  return tags.filter((t) => {
    const key = keyOf(t.attrs);
    return key === 'twitter:card' || (key !== null && key.startsWith('og:image') && !key.endsWith(':alt'));
  });
}

/** The key a tag is known by: two tags with one key say the same thing, and the later one wins. */
function keyOf(attrs: Readonly<Record<string, string | boolean | undefined>>): string | null {
  const name = attrs.property ?? attrs.name;
  return typeof name === 'string' ? name : null;
}

/** `head` with the preview's tags in place of any it already had for the same names (Starlight's og:title, og:description, description). */
export function withTags<T extends { tag: string; attrs?: Readonly<Record<string, string | boolean | undefined>> }>(head: readonly T[], tags: readonly HeadTag[]): T[] {
  const replaced = new Set(tags.map((t) => keyOf(t.attrs)));
  const kept = head.filter((entry) => entry.tag !== 'meta' || !replaced.has(keyOf(entry.attrs ?? {})));
  return [...kept, ...(tags as unknown as T[])];
}
