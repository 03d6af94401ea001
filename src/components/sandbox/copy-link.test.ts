import { describe, expect, test } from 'vitest';
import { shareUrl } from './copy-link';

const HERE = 'https://example.org/gress/7-jacks/#scenario-7-3-thrown-jack';

/** A page with one example section that names its link, and one that does not. */
const doc = {
  getElementById: (id: string) =>
    id === 'scenario-7-3-thrown-jack'
      ? ({ getAttribute: (name: string) => (name === 'data-link' ? '/gress/examples/7.3-thrown-jack/' : null) } as unknown as HTMLElement)
      : id === 'scenario-old'
        ? ({ getAttribute: () => null } as unknown as HTMLElement)
        : null,
};

describe('shareUrl', () => {
  test("an example goes by its own address, which carries its link preview", () => {
    expect(shareUrl('#scenario-7-3-thrown-jack', doc, HERE)).toBe('https://example.org/gress/examples/7.3-thrown-jack/');
  });

  test('a step of it keeps the step after the #', () => {
    expect(shareUrl('#scenario-7-3-thrown-jack/step-2', doc, HERE)).toBe('https://example.org/gress/examples/7.3-thrown-jack/#step-2');
  });

  test('a played game keeps the page address (no extra hop before play)', () => {
    expect(shareUrl('#scenario-7-3-thrown-jack/play=gress.1.abc', doc, HERE)).toBe(HERE);
    expect(shareUrl('#play=gress.1.abc', doc, HERE)).toBe(HERE);
  });

  test('an example without a link of its own, or not on the page, keeps the page address', () => {
    expect(shareUrl('#scenario-old/step-1', doc, HERE)).toBe(HERE);
    expect(shareUrl('#scenario-elsewhere', doc, HERE)).toBe(HERE);
  });
});
