/**
 * The link previews of the real rulebook: one for every short permalink,
 * every embedded example and every other page, each picture drawable with
 * the font it is drawn in. Gress 7.3 is read by hand from content/gress/7-jacks.mdx
 * and its first example, content/gress/scenarios/7.3-thrown-jack-takes-the-turn.yaml.
 */
import { describe, expect, test } from 'vitest';
import { permalinkNumbers } from '../../engine/core/paragraphs';
import { GAMES, gameById } from '../../engine/games';
import { previewTree } from '../components/og/preview-image';
import { examplePreview, pagePreview, permalinkPreview, previewsOf } from './catalogue';

const gress = gameById('gress')!;

/** The characters of the latin subset of Inter the pictures are drawn with (@fontsource/inter latin.css), and the suit symbols the renderer draws itself. */
const DRAWABLE = /^[\u0000-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329\u2000-\u206f\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd]$/u;

function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (!node || typeof node !== 'object') return [];
  const children = (node as { props?: { children?: unknown } }).props?.children;
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

describe.each(GAMES.map((game) => ({ game, id: game.id })))('$id', ({ game }) => {
  const previews = previewsOf(game);

  test('every short permalink has a preview, and no two previews share a picture', () => {
    const numbers = previews.filter((p) => p.kind === 'r').map((p) => p.name);
    expect(numbers).toEqual(permalinkNumbers(game));
    expect(new Set(previews.map((p) => p.image)).size).toBe(previews.length);
  });

  test('every preview has a title naming the game and a description', () => {
    const faults = previews.filter((p) => !p.title.includes(game.title) || p.description.trim() === '' || p.description.length > 300);
    expect(faults.map((p) => p.image)).toEqual([]);
  });

  test('every text of every picture is in the font (or a suit symbol the renderer draws)', () => {
    const faults = previews.flatMap((p) =>
      texts(previewTree(p.picture())).flatMap((text) => [...text].filter((ch) => !DRAWABLE.test(ch)).map((ch) => `${p.image}: "${ch}" in "${text}"`)),
    );
    expect(faults).toEqual([]);
  });
});

describe('Gress 7.3', () => {
  test('its permalink: the paragraph, its first sentence, and the table of its first example', () => {
    const preview = permalinkPreview(gress, '7.3')!;
    expect(preview.title).toBe('7.3 A thrown Jack is a move · Gress');
    expect(preview.description).toBe('A Jack can be thrown like any other card: on a Queen of the opposite colour, while throws are allowed (4.11).');
    expect(preview.image).toBe('/og/gress/r/7.3.png');
    const picture = preview.picture();
    expect(picture.heading).toEqual({ game: 'Gress', number: '7.3', title: 'A thrown Jack is a move', subtitle: 'Example: A thrown Jack is a move and takes the turn away' });
    // The example's start: Ana is to move with 8♥ 10♣ 7♠ K♦; Q♥ lies on top of four cards.
    expect(picture.table?.seats[0]).toMatchObject({ name: 'Ana', acting: true, cards: [{ rank: '8', suit: 'hearts' }, { rank: '10', suit: 'clubs' }, { rank: '7', suit: 'spades' }, { rank: 'K', suit: 'diamonds' }] });
    expect(picture.table?.piles[0]).toMatchObject({ label: 'Play pile · 4', note: 'Q♥: throw by Dia' });
  });

  test('its first example by its own link: the example\u2019s title and description', () => {
    const preview = examplePreview(gress, '7.3-thrown-jack-takes-the-turn')!;
    expect(preview.title).toBe('A thrown Jack is a move and takes the turn away · Gress 7.3');
    expect(preview.description).toBe('Dia opened with 9♦, Ana moved with A♦ and is to move again. Meanwhile Cem threw K♣ and Dia threw Q♥.');
    expect(preview.image).toBe('/og/gress/examples/7.3-thrown-jack-takes-the-turn.png');
    expect(preview.picture().heading).toEqual({ game: 'Gress', number: '7.3', title: 'A thrown Jack is a move and takes the turn away', subtitle: 'Example for 7.3 A thrown Jack is a move' });
  });

  test("the page of section 7 shows the section's permalink preview", () => {
    expect(pagePreview(gress, '7-jacks')?.image).toBe('/og/gress/r/7.png');
    expect(pagePreview(gress, '7-jacks')?.title).toBe('7 Jacks · Gress');
  });
});

test('a paragraph without an example gets its sentence on the baize instead of a table (Gress 11.2)', () => {
  const picture = permalinkPreview(gress, '11.2')!.picture();
  expect(picture.table).toBeNull();
  expect(picture.text).toMatch(/^When penalty points \(German Strafpunkte\) are counted/);
});

test('an example no page embeds has no example link', () => {
  expect(examplePreview(gress, 'no-such-example')).toBeUndefined();
});
