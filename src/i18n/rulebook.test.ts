import { describe, expect, it, vi } from 'vitest';

// rulebook.ts reads Starlight's collection in rulebookIn only; the pure part needs no Astro.
vi.mock('astro:content', () => ({ getEntry: () => undefined, render: () => ({ headings: [] }) }));
const { localizedSections } = await import('./rulebook');

const SECTIONS = [
  { number: '7', title: 'Jacks', page: '7-jacks', paragraphs: [{ number: '7.1', title: 'The Jack move' }, { number: '7.3', title: 'A thrown Jack is a move' }] },
  { number: '8', title: 'The Marke', page: '8-marke', paragraphs: [{ number: '8.1', title: 'What it is' }] },
] as const;

describe("a game's titles in the German edition", () => {
  it('takes the numbered headings and the title of a German page, keeping numbers and pages', () => {
    const pages = new Map([
      ['7-jacks', { title: '7 Buben', headings: [{ depth: 2, text: '7.1 Der Bubenzug' }, { depth: 3, text: '7.3 not a paragraph heading' }, { depth: 2, text: 'Kurz gesagt' }, { depth: 2, text: '7.3 Ein geworfener Bube ist ein Zug' }] }],
    ]);
    const [jacks, marke] = localizedSections(SECTIONS as never, pages);
    expect(jacks).toEqual({ number: '7', title: 'Buben', page: '7-jacks', paragraphs: [{ number: '7.1', title: 'Der Bubenzug' }, { number: '7.3', title: 'Ein geworfener Bube ist ein Zug' }] });
    // No German page yet: the English names stay.
    expect(marke).toEqual(SECTIONS[1]);
  });

  it('keeps an English title where the German page leaves a paragraph out or names another number', () => {
    const pages = new Map([['7-jacks', { title: 'Buben', headings: [{ depth: 2, text: '7.1 Der Bubenzug' }] }]]);
    const [jacks] = localizedSections(SECTIONS as never, pages);
    expect(jacks.title).toBe('Jacks');
    expect(jacks.paragraphs.map((p) => p.title)).toEqual(['Der Bubenzug', 'A thrown Jack is a move']);
  });
});
