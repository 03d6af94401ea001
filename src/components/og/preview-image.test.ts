import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { frenchCard } from './french-card';
import { cachedPng, pictureKey, pruneStore } from './png-cache';
import type { PreviewPicture } from './preview-data';
import { previewTree } from './preview-image';

const picture: PreviewPicture = {
  heading: { game: 'Testgame', number: '7.3', title: 'A thrown Jack is a move', subtitle: 'Example: the turn taken away' },
  table: {
    seats: [
      { name: 'Ana', badges: ['to move'], acting: true, cards: [frenchCard('8', 'hearts'), frenchCard('10', 'clubs')], hidden: 1 },
      { name: 'Ben', badges: ['dealer'], acting: false, cards: [], hidden: 0 },
    ],
    piles: [{ label: 'Play pile', cards: [frenchCard('Q', 'hearts', { strong: true })], faceDown: 0, note: 'Q♥ on top' }],
    status: ['Ana to move'],
  },
};

/** Every text in an element tree, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (!node || typeof node !== 'object') return [];
  const children = (node as { props?: { children?: unknown } }).props?.children;
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('previewTree', () => {
  test('holds the band, each seat, each card and the status', () => {
    const all = texts(previewTree(picture));
    expect(all).toEqual(expect.arrayContaining(['TESTGAME', '7.3', 'A thrown Jack is a move', 'Ana', 'to move', 'Ben', '8', '10', 'PLAY PILE', 'no cards', 'Ana to move']));
  });

  test('draws ♠♥♦♣ in text as symbols, not as characters the font lacks', () => {
    const all = texts(previewTree(picture)).join('');
    expect(all).toContain('Q on top');
    expect(all).not.toMatch(/[♠♥♦♣]/u);
  });

  test('without a position, the text is drawn on the baize', () => {
    const all = texts(previewTree({ heading: picture.heading, table: null, text: 'A sentence of the rules.' }));
    expect(all).toContain('A sentence of the rules.');
  });
});

describe('cachedPng', () => {
  const dir = mkdtempSync(join(tmpdir(), 'link-previews-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('draws a 1200 x 630 PNG once, then reads the same bytes from the store', async () => {
    const first = await cachedPng(picture, dir);
    expect(first.cached).toBe(false);
    expect(pngSize(first.png)).toEqual({ width: 1200, height: 630 });
    const again = await cachedPng(picture, dir);
    expect(again.cached).toBe(true);
    expect(again.png.equals(first.png)).toBe(true);
    expect(readdirSync(dir)).toEqual([`${pictureKey(picture)}.png`]);
  });

  test('a different position is a different picture', () => {
    const other = { ...picture, table: { ...picture.table!, status: ['Ben to move'] } };
    expect(pictureKey(other)).not.toBe(pictureKey(picture));
  });
});

test('pruneStore removes pictures unused for two weeks and keeps the others', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'link-previews-'));
  try {
    const old = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
    writeFileSync(join(dir, 'old.png'), 'x');
    utimesSync(join(dir, 'old.png'), old, old);
    writeFileSync(join(dir, 'recent.png'), 'x');
    writeFileSync(join(dir, 'notes.txt'), 'x');
    utimesSync(join(dir, 'notes.txt'), old, old);
    expect(await pruneStore(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'recent.png']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
