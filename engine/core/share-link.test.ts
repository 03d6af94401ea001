/** The platform's share-link format, on plain texts: round trips and every way a link can be broken. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeShareLink, encodeShareLink, MAX_LINK_CHARS } from './share-link';

describe('share links for any game', () => {
  test('a text survives the link, with the game named first, URL-safe', () => {
    const link = encodeShareLink('the-game', 'players=Ben,Ana\nTim lay 17 on Ben up');
    expect(link).toMatch(/^the-game\.1\.[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(link)).toBe(link);
    expect(decodeShareLink(link)).toEqual({ ok: true, gameId: 'the-game', text: 'players=Ben,Ana\nTim lay 17 on Ben up' });
  });

  test('any text of any length round-trips (fast-check), with whitespace around the link ignored', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      expect(decodeShareLink(` ${encodeShareLink('gress', text)}\n`)).toEqual({ ok: true, gameId: 'gress', text });
    }), { seed: 3, numRuns: 300 });
  });

  const link = encodeShareLink('the-game', 'players=Ben,Ana turn=Ben');
  const [game, version, length, sum, payload] = link.split('.');
  test.each([
    { name: 'empty', input: '', says: 'empty' },
    { name: 'not a link of this site', input: 'https://example.org/?q=1', says: 'not a share link of this site' },
    { name: 'a future version', input: [game, '2', length, sum, payload].join('.'), says: 'different version (2)' },
    { name: 'parts missing', input: [game, version, payload].join('.'), says: 'expected 5 parts' },
    { name: 'truncated', input: link.slice(0, -4), says: 'truncated' },
    { name: 'tampered', input: [game, version, length, sum, payload.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))].join('.'), says: 'checksum mismatch' },
    { name: 'not base64url', input: [game, version, length, sum, `${payload.slice(0, 4)}+/=`].join('.'), says: 'not base64url' },
    { name: 'too long', input: 'x'.repeat(MAX_LINK_CHARS + 1), says: 'too long' },
    { name: 'markup in the game name', input: '<b>x</b>.1.2.3.AA', says: 'not a share link of this site' },
  ])('$name: a plain error', ({ input, says }) => {
    const r = decodeShareLink(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(/^share link: /);
      expect(r.error).toContain(says);
      expect(r.error).not.toMatch(/[<>]/);
    }
  });

  test('garbage never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (s) => {
      expect(decodeShareLink(s).ok).toBe(false);
      expect(decodeShareLink(`gress.1.${s}`).ok).toBe(false);
    }), { seed: 9, numRuns: 300 });
  });
});
