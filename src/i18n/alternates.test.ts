import { describe, expect, it } from 'vitest';
import { editionHead, type HeadEntry } from './alternates';

const HEAD: HeadEntry[] = [
  { tag: 'title', content: '7 Jacks' },
  { tag: 'link', attrs: { rel: 'canonical', href: 'https://x.org/de/gress/1-cards/' } },
  { tag: 'link', attrs: { rel: 'alternate', hreflang: 'en', href: 'https://x.org/gress/1-cards/' } },
  { tag: 'link', attrs: { rel: 'alternate', hreflang: 'de', href: 'https://x.org/de/gress/1-cards/' } },
  { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: 'https://x.org/gress/1-cards/' } },
  { tag: 'link', attrs: { rel: 'alternate', type: 'application/rss+xml', href: '/feed.xml' } },
];

describe("a page's alternates and canonical in two editions", () => {
  it('keeps the hreflang links where both editions have the page', () => {
    expect(editionHead(HEAD, { paired: true })).toEqual(HEAD);
  });

  it('drops every hreflang link (x-default too) where one edition has no page of its own, and nothing else', () => {
    const out = editionHead(HEAD, { paired: false });
    expect(out.filter((e) => e.attrs?.hreflang)).toEqual([]);
    expect(out).toContainEqual(HEAD[5]);
    expect(out).toHaveLength(3);
  });

  it("a fallback page names the English page as its canonical", () => {
    const out = editionHead(HEAD, { paired: false, canonical: 'https://x.org/gress/1-cards/' });
    expect(out.find((e) => e.attrs?.rel === 'canonical')?.attrs?.href).toBe('https://x.org/gress/1-cards/');
    expect(HEAD[1].attrs?.href).toBe('https://x.org/de/gress/1-cards/');
  });
});
