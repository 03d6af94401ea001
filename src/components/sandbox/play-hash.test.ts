import { describe, expect, test } from 'vitest';
import { decodeView, encodeView, hashForLink, hashForStep, linkFromHash, MAX_VIEW_LINE, MAX_VIEW_LINES, readPageHash } from './play-hash';

describe('fragments that point into examples', () => {
  const anchor = 'scenario-4-11-anyone-may-throw';

  test('an example, a step of it, a game played from it, and a bare #play= link', () => {
    expect(readPageHash(`#${anchor}`)).toEqual({ anchor, step: null, play: null, view: null });
    expect(readPageHash(hashForStep(anchor, 2))).toEqual({ anchor, step: 2, play: null, view: null });
    expect(hashForStep(anchor, 0)).toBe(`#${anchor}`);
    expect(readPageHash(hashForLink('gress.1.a.b.c', anchor))).toEqual({ anchor, step: null, play: 'gress.1.a.b.c', view: null });
    expect(readPageHash(hashForLink('gress.1.a.b.c'))).toEqual({ anchor: null, step: null, play: 'gress.1.a.b.c', view: null });
  });

  test('the link inside either form, percent-encoded or not', () => {
    expect(linkFromHash(`#${anchor}/play=g1.a%2Eb.c`)).toBe('g1.a.b.c');
    expect(linkFromHash('#play=g1.a.b.c')).toBe('g1.a.b.c');
    expect(linkFromHash('#play=%E0%A4%A')).toBe('%E0%A4%A');
    expect(linkFromHash(`#${anchor}/step-3`)).toBeNull();
  });

  test('anything else is no example fragment', () => {
    for (const hash of ['', '#', '#4-11', '#scenario-x/step-', '#scenario-x/step-1234567', '#scenario-x/steps-2', '#scenario x']) {
      expect(readPageHash(hash), hash).toBeNull();
    }
  });
});

describe('the position a played game has reached, carried in its link', () => {
  const anchor = 'scenario-4-11-anyone-may-throw';
  const lines = ['Ana (to move): 9♠ 10♦, Marke taken', 'Ben: Q♦ J♣ 8♥', 'Running; play pile Q♠ on top (4 cards)'];

  test('travels with the link in either form and reads back line for line, symbols and all', () => {
    const hash = hashForLink('gress.1.a.b.c', anchor, lines);
    expect(hash.startsWith(`#${anchor}/play=gress.1.a.b.c/view=`)).toBe(true);
    expect(hash).toMatch(/^[#A-Za-z0-9._=/-]+$/);
    expect(readPageHash(hash)).toEqual({ anchor, step: null, play: 'gress.1.a.b.c', view: lines });
    expect(readPageHash(hashForLink('gress.1.a.b.c', null, lines))).toEqual({ anchor: null, step: null, play: 'gress.1.a.b.c', view: lines });
    expect(linkFromHash(hash)).toBe('gress.1.a.b.c');
    expect(hashForLink('gress.1.a.b.c', anchor, [])).toBe(`#${anchor}/play=gress.1.a.b.c`);
  });

  test('a view that is not one is ignored; the link still reads', () => {
    expect(readPageHash(`#${anchor}/play=gress.1.a.b.c/view=%%%`)?.view).toBeNull();
    expect(readPageHash(`#${anchor}/play=gress.1.a.b.c/view=%%%`)?.play).toBe('gress.1.a.b.c');
    // "\xff" is no UTF-8 text; an empty view draws nothing.
    expect(decodeView('_w')).toBeNull();
    expect(decodeView('')).toBeNull();
    expect(decodeView(encodeView(Array.from({ length: MAX_VIEW_LINES + 1 }, () => 'x')))).toBeNull();
    expect(decodeView(encodeView(['x'.repeat(MAX_VIEW_LINE + 1)]))).toBeNull();
    expect(decodeView(encodeView(['<b>bold</b>']))).toEqual(['<b>bold</b>']);
  });
});
