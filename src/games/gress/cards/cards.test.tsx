import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { card } from '../../../../engine/core/cards';
import { CardBack } from './CardBack';
import { CardFace } from './CardFace';
import { BLACK_INK, RED_INK } from './suits';

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
    expect(ten.match(/>10<\/text>/g)).toHaveLength(2);
    expect(render(<CardFace card={card('KC')} />).match(/>K<\/text>/g)).toHaveLength(3);
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
    expect(out).toMatch(/<circle[^>]*><\/circle><text[^>]*>2<\/text>/);
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
