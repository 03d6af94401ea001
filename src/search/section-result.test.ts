import { expect, test } from 'vitest';
import { toSection } from './section-result';

test('a section indexed on its own links to its anchor, title and excerpt alike', () => {
  const result = toSection({
    url: '/_search/gress--7-jacks--7-3',
    meta: { url: '/gress/7-jacks/#7-3', title: '7.3 A thrown Jack is a move', words: 'thrown jack ; steal the turn' },
    sub_results: [{ url: '/_search/gress--7-jacks--7-3' }, { url: '/_search/gress--7-jacks--7-3#x' }],
  });
  expect(result.url).toBe('/gress/7-jacks/#7-3');
  expect(result.sub_results).toEqual([{ url: '/gress/7-jacks/#7-3' }]);
  // The players' words are searched, not shown as a tag.
  expect(result.meta).toEqual({ url: '/gress/7-jacks/#7-3', title: '7.3 A thrown Jack is a move' });
});

test('a whole page (no url meta) keeps its links', () => {
  const page = { url: '/gress/desk/', meta: { title: 'Desk' }, sub_results: [{ url: '/gress/desk/#a' }, { url: '/gress/desk/#b' }] };
  expect(toSection(structuredClone(page))).toEqual(page);
});
