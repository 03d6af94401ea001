import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { card } from '../../../../engine/core/cards';
import { CardBack } from './CardBack';
import { CardFace } from './CardFace';
import { BLACK_INK, RED_INK } from './suits';
import { GLYPHS } from './glyphs';

/** How often a label's outline (glyphs.ts) is drawn in some markup. */
const drawnTimes = (markup: string, label: string) => markup.split(`d="${GLYPHS[label].d}"`).length - 1;

describe('CardFace', () => {
  it('is an image named after the card', () => {
    const out = render(<CardFace card={card('QH')} />);
    expect(out).toMatch(/^<svg[^>]*role="img"[^>]*aria-label="Queen of hearts"/);
    expect(out).toContain('<title>Queen of hearts</title>');
  });

  it('keeps a label as text: markup in it is escaped, not drawn', () => {
    const out = render(<CardFace card={card('QH')} label={'<img src=x onerror="alert(1)"> & more'} />);
    expect(out).toContain('<title>&lt;img src=x onerror="alert(1)"&gt; &amp; more</title>');
    expect(out).not.toContain('<img');
  });

  it('inks hearts and diamonds red, clubs and spades black', () => {
    expect(render(<CardFace card={card('7D')} />)).toContain(RED_INK);
    expect(render(<CardFace card={card('7H')} />)).toContain(RED_INK);
    expect(render(<CardFace card={card('7S')} />)).toContain(BLACK_INK);
    expect(render(<CardFace card={card('AC')} />)).not.toContain(RED_INK);
  });

  it('prints the rank in both corners and a letter for court cards', () => {
    const ten = render(<CardFace card={card('10S')} />);
    expect(drawnTimes(ten, '10')).toBe(2);
    const king = render(<CardFace card={card('KC')} />);
    expect(drawnTimes(king, 'K')).toBe(3);
    expect(drawnTimes(king, 'Q')).toBe(0);
    // Outlines, not text: no font is looked up to draw a face.
    expect(ten + king).not.toContain('<text');
  });

  it('scales with size and keeps the card ratio', () => {
    const out = render(<CardFace card={card('9C')} size={50} />);
    expect(out).toContain('width="50"');
    expect(out).toContain('height="70"');
    expect(out).toContain('viewBox="0 0 100 140"');
  });

  it('marks cards from a second deck', () => {
    const out = render(<CardFace card={card('QS2')} />);
    expect(out).toContain('aria-label="Queen of spades (deck 2)"');
    expect(out).toMatch(new RegExp(`<circle cx="84"[^>]*></circle><path d="${GLYPHS['2'].d}"`));
    expect(render(<CardFace card={card('QS')} />)).not.toContain('<circle cx="84"');
  });
});

describe('CardBack', () => {
  it('is a named image by default', () => {
    expect(render(<CardBack />)).toMatch(/role="img"[^>]*aria-label="Face-down card"/);
    expect(render(<CardBack label="Marke" />)).toContain('aria-label="Marke"');
  });

  it('can be decorative', () => {
    const out = render(<CardBack decorative />);
    expect(out).toContain('aria-hidden="true"');
    expect(out).not.toContain('role="img"');
  });
});

describe('the outlines of the labels (glyphs.ts)', () => {
  it('cover every rank label and the deck numbers, each a distinct shape of cap height', () => {
    const labels = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A', '2', '3', '4'];
    expect(new Set(labels.map((l) => GLYPHS[l]?.d)).size).toBe(labels.length);
    for (const label of labels) {
      const ys = [...GLYPHS[label].d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).filter((_, i) => i % 2 === 1);
      // Inter's capitals and figures stand about 73 units tall at size 100, on the baseline (Q's tail dips below it).
      expect(Math.min(...ys)).toBeGreaterThan(-80);
      expect(Math.min(...ys)).toBeLessThan(-70);
      expect(Math.max(...ys)).toBeLessThan(label === 'Q' ? 20 : 3);
    }
    expect(GLYPHS['10'].width).toBeGreaterThan(GLYPHS['7'].width);
  });

  it('are what scripts/gress-glyphs.ts writes from the font', async () => {
    const { glyphsModule, GLYPHS_FILE } = await import('../../../../scripts/gress-glyphs');
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(GLYPHS_FILE, 'utf8')).toBe(glyphsModule());
  });
});
