import { describe, expect, test } from 'vitest';
import { hashForLink, hashForStep, linkFromHash, readPageHash } from './play-hash';

describe('fragments that point into examples', () => {
  const anchor = 'scenario-4-11-anyone-may-throw';

  test('an example, a step of it, a game played from it, and a bare #play= link', () => {
    expect(readPageHash(`#${anchor}`)).toEqual({ anchor, step: null, play: null });
    expect(readPageHash(hashForStep(anchor, 2))).toEqual({ anchor, step: 2, play: null });
    expect(hashForStep(anchor, 0)).toBe(`#${anchor}`);
    expect(readPageHash(hashForLink('gress.1.a.b.c', anchor))).toEqual({ anchor, step: null, play: 'gress.1.a.b.c' });
    expect(readPageHash(hashForLink('gress.1.a.b.c'))).toEqual({ anchor: null, step: null, play: 'gress.1.a.b.c' });
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
