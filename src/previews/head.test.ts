import { describe, expect, test } from 'vitest';
import type { LinkPreview } from './catalogue';
import { absoluteUrl, pictureTags, previewTags, withTags } from './head';

const preview: LinkPreview = {
  game: 'gress',
  kind: 'r',
  name: '7.3',
  image: '/og/gress/r/7.3.png',
  title: '7.3 A thrown Jack is a move · Gress',
  description: 'A Jack can be thrown like any other card.',
  alt: 'The table at the start of an example',
  picture: () => ({ heading: { game: 'Gress', number: '7.3', title: 'A thrown Jack is a move' }, table: null }),
};

describe('absoluteUrl', () => {
  test('puts a site path on the site', () => {
    expect(absoluteUrl('/og/gress/r/7.3.png', 'https://example.org')).toBe('https://example.org/og/gress/r/7.3.png');
  });

  test('under a base path, with or without its trailing slash', () => {
    expect(absoluteUrl('/gress/r/7.3', 'https://example.org', '/rulebook/')).toBe('https://example.org/rulebook/gress/r/7.3');
    expect(absoluteUrl('/gress/r/7.3', new URL('https://example.org/'), '/rulebook')).toBe('https://example.org/rulebook/gress/r/7.3');
  });
});

test('previewTags: Open Graph with the picture 1200 x 630, and a large Twitter card', () => {
  const tags = Object.fromEntries(previewTags(preview, '/gress/r/7.3', 'https://example.org').map((t) => [t.attrs.property ?? t.attrs.name, t.attrs.content]));
  expect(tags).toEqual({
    'og:title': '7.3 A thrown Jack is a move · Gress',
    'og:description': 'A Jack can be thrown like any other card.',
    'og:type': 'article',
    'og:url': 'https://example.org/gress/r/7.3',
    'og:image': 'https://example.org/og/gress/r/7.3.png',
    'og:image:type': 'image/png',
    'og:image:width': '1200',
    'og:image:height': '630',
    'og:image:alt': 'The table at the start of an example',
    'twitter:card': 'summary_large_image',
    'twitter:image:alt': 'The table at the start of an example',
    description: 'A Jack can be thrown like any other card.',
  });
});

test('withTags replaces the tags of the same name and keeps the rest', () => {
  const head = [
    { tag: 'title', attrs: {}, content: '7 Jacks' },
    { tag: 'meta', attrs: { property: 'og:title', content: '7 Jacks' } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: 'The interactive rulebook' } },
  ];
  const out = withTags(head, [{ tag: 'meta', attrs: { property: 'og:title', content: '7 Jacks · Gress' } }, { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } }]);
  expect(out).toEqual([
    { tag: 'title', attrs: {}, content: '7 Jacks' },
    { tag: 'meta', attrs: { property: 'og:site_name', content: 'The interactive rulebook' } },
    { tag: 'meta', attrs: { property: 'og:title', content: '7 Jacks · Gress' } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ]);
});

test('pictureTags: a German page takes the picture only, none of the English words (issue 27)', () => {
  const tags = pictureTags(previewTags(preview, '/de/gress/7-jacks/', 'https://example.org')).map((t) => [t.attrs.property ?? t.attrs.name, t.attrs.content]);
  expect(tags).toEqual([
    ['og:image', 'https://example.org/og/gress/r/7.3.png'],
    ['og:image:type', 'image/png'],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['twitter:card', 'summary_large_image'],
  ]);
});
