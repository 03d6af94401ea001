import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { lawfulActions, seemsFounded } from './lawful';
import { advance, startFrom } from './machine';
import { formatGame, normalisePosition } from './position-notation';
import { dealtGame } from './setup';
import { decodeShareLink, encodeShareLink } from './share-link';
import { position } from './test-helpers';
import type { GressAction } from './types';

/** A dealt game and some lawful actions played from it by bots. */
function sampleGame(seed: number, length: number) {
  const dealt = dealtGame({ players: ['Ana', 'Ben', 'Cem', 'Dia'], dealer: 'Dia', seed });
  if (!dealt.ok) throw new Error(dealt.error);
  const next = prng(seed);
  const actions: GressAction[] = [];
  let snapshot = startFrom(dealt.state);
  for (let i = 0; i < length; i++) {
    const state = snapshot.context.game;
    const options = state.players.flatMap((_, s) => lawfulActions(state, s)).filter((a) => seemsFounded(state, a));
    if (options.length === 0) break;
    const a = options[Math.floor(next() * options.length)];
    actions.push(a);
    snapshot = advance(snapshot, a);
  }
  return { start: dealt.state, actions };
}

describe('share links', () => {
  test('a game survives the link: same start, same actions, same notation', () => {
    const game = sampleGame(3, 30);
    const link = encodeShareLink(game);
    expect(link).toMatch(/^gress\.1\.[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(link)).toBe(link);
    const back = decodeShareLink(link);
    if (!back.ok) throw new Error(back.error);
    expect(back.game.start).toStrictEqual(normalisePosition(game.start));
    expect(back.game.actions).toEqual(game.actions);
    expect(formatGame(back.game)).toBe(formatGame(game));
  });

  test('round trip for many games (fast-check), and whitespace around a pasted link is ignored', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.nat(40), (seed, length) => {
      const game = sampleGame(seed, length);
      const back = decodeShareLink(`  ${encodeShareLink(game)}\n`);
      expect(back.ok && formatGame(back.game)).toBe(formatGame(game));
    }), { seed: 11, numRuns: 40 });
  });

  test('payloads of every length (mod 3, the base64 edge cases) decode', () => {
    for (const n of [0, 1, 2, 3]) {
      const game = sampleGame(5, n);
      const back = decodeShareLink(encodeShareLink(game));
      expect(back.ok).toBe(true);
    }
  });

  const link = encodeShareLink({ start: position({ hands: { Ana: ['7C'], Ben: ['8C'], Cem: ['9C'], Dia: ['TC'] }, playPile: ['QC'], toMove: 'Ana' }), actions: [{ type: 'play', seat: 0, cards: ['7C'], hand: 'action' }] });
  const [gameId, formatVersion, length, sum, payload] = link.split('.');
  const version = `${gameId}.${formatVersion}`;
  const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);

  test.each([
    { name: 'empty', input: '', says: 'empty' },
    { name: 'not a share link at all', input: 'https://example.org/?q=1', says: 'not a share link of this site' },
    { name: 'a future version', input: `g2.${length}.${sum}.${payload}`, says: 'different version (g2)' },
    { name: 'missing parts', input: `${version}.${payload}`, says: 'expected 5 parts' },
    { name: 'a link of another game', input: `the-game.1.${length}.${sum}.${payload}`, says: 'a game of the-game, not of Gress' },
    { name: 'truncated payload', input: link.slice(0, -12), says: 'truncated' },
    { name: 'a character of the payload changed', input: `${version}.${length}.${sum}.${flip(payload, 20)}`, says: 'checksum mismatch' },
    { name: 'a forged length', input: `${version}.${(parseInt(length, 36) - 1).toString(36)}.${sum}.${payload}`, says: 'bytes where the link announces' },
    { name: 'characters outside base64url', input: `${version}.${length}.${sum}.${payload.slice(0, 8)}+/=${payload.slice(11)}`, says: 'not base64url' },
    { name: 'a bad checksum field', input: `${version}.${length}.XYZ!.${payload}`, says: 'not a base-36 number' },
  ])('$name gives a clear error', ({ input, says }) => {
    const r = decodeShareLink(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain(says);
      expect(r.error).toMatch(/^share link: /);
    }
  });

  test('a link whose content is well-formed but not a game says why, without markup', () => {
    const bytes = new TextEncoder().encode('players=<b>Ana</b>');
    let h = 0x811c9dc5;
    for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
    const b64 = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const r = decodeShareLink(`g1.${bytes.length.toString(36)}.${h.toString(36)}.${b64}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain('the game in it does not read: line 1, column');
      expect(r.error).not.toMatch(/[<>]/);
    }
  });

  test('a link made before the site had several games (g1.<length>.<checksum>.<payload>) still opens, as the same game', () => {
    const game = sampleGame(7, 12);
    const old = `g1.${link.split('.').slice(2).join('.')}`;
    expect(decodeShareLink(old).ok).toBe(true);
    const fresh = encodeShareLink(game);
    const back = decodeShareLink(`g1.${fresh.split('.').slice(2).join('.')}`);
    expect(back.ok && formatGame(back.game)).toBe(formatGame(game));
  });

  test('random garbage never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (s) => {
      expect(decodeShareLink(`g1.${s}`).ok).toBe(false);
      expect(decodeShareLink(s).ok).toBe(false);
    }), { seed: 5, numRuns: 300 });
  });
});
