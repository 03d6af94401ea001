/**
 * Share links for any game: a game's text (its start position and actions in
 * its own notation) packed into a URL-safe string that says which game it is,
 * and unpacked with a plain-text error for anything malformed, truncated,
 * tampered with, from another version or for a game this site does not have.
 *
 *   <game>.<version>.<length>.<checksum>.<payload>      e.g. the-game.1.4k.1x2y3z.cGxheWVycz...
 *
 * `payload` is the text as UTF-8 in base64url without padding; `length` is the
 * payload's byte count and `checksum` its 32-bit FNV-1a hash, both in base 36.
 * The length tells a cut-off link from an altered one; the checksum catches
 * typos and edits (not a signature: anyone may make a link for any game). No
 * dependencies and no node: imports, so the browser can use it as is. Decoding
 * never throws and never returns markup.
 */
import type { Game, Parsed } from './game';
import type { Message } from './messages';
import { plain } from './reasons/plain';
import { failure, failWith, reason, type ReasonMessage } from './reasons';

/** The link format's version; a link of another version is refused in words. */
export const LINK_VERSION = '1';

/** Characters of a share link, and of a game text read from one. */
export const MAX_LINK_CHARS = 200_000;

/** Actions in one linked game; a long real game has a few hundred. */
export const MAX_LINK_ACTIONS = 5_000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]));

export function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Null if `text` is not unpadded base64url. */
export function fromBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (const c of text) {
    const v = INDEX.get(c);
    if (v === undefined) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[j++] = (acc >> bits) & 0xff;
    }
  }
  return bytes;
}

/** 32-bit FNV-1a. */
export function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}

/** Plain text only: whatever a link smuggles in is quoted without markup characters. */
export { plain } from './reasons/plain';

export function encodeShareLink(gameId: string, text: string): string {
  const bytes = new TextEncoder().encode(text);
  return [gameId, LINK_VERSION, bytes.length.toString(36), fnv1a(bytes).toString(36), toBase64url(bytes)].join('.');
}

/** `reason`: the error as a message (engine/core/reasons), for pages in other languages. */
export type LinkDecode = { ok: true; gameId: string; text: string } | { ok: false; error: string; reason?: Message };

/** The game id and text of a link (surrounding whitespace ignored); the caller checks it is a game it has. */
export function decodeShareLink(link: string): LinkDecode {
  const fail = (why: ReasonMessage): LinkDecode => failWith(reason('link', { why }));
  if (link.length > MAX_LINK_CHARS) return fail(reason('link.tooLong', { length: link.length, max: MAX_LINK_CHARS }));
  const text = link.trim();
  if (text === '') return fail(reason('link.empty', {}));
  const parts = text.split('.');
  const gameId = parts[0];
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(gameId) || parts.length < 2) return fail(reason('link.notOurs', { start: plain(gameId.slice(0, 40)) }));
  if (parts[1] !== LINK_VERSION) return fail(reason('link.version', { version: plain(String(parts[1]).slice(0, 20)), reads: LINK_VERSION }));
  if (parts.length !== 5) return fail(reason('link.parts', { count: parts.length }));
  const [, , lengthText, sumText, payload] = parts;
  if (!/^[0-9a-z]{1,8}$/.test(lengthText) || !/^[0-9a-z]{1,7}$/.test(sumText)) return fail(reason('link.numbers', {}));
  const bytes = fromBase64url(payload);
  if (!bytes) return fail(reason('link.payload', {}));
  const length = parseInt(lengthText, 36);
  if (bytes.length < length) return fail(reason('link.truncated', { arrived: bytes.length, length }));
  if (bytes.length > length) return fail(reason('link.overlong', { bytes: bytes.length, length }));
  if (fnv1a(bytes) !== parseInt(sumText, 36)) return fail(reason('link.checksum', {}));
  try {
    return { ok: true, gameId, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return fail(reason('link.utf8', {}));
  }
}

/** A played game: where it started and what was done since. */
export interface PlayedText<S, A> {
  readonly start: S;
  readonly actions: readonly A[];
}

/** A game as text in the game's own notation: the position line, then one action per line. */
export function formatPlayed<S, A extends { readonly seat: number }>(game: Game<S, A, string>, played: PlayedText<S, A>): string {
  const players = game.playersOf(played.start);
  return [game.formatPosition(played.start), ...played.actions.map((a) => game.formatAction(a, players))].join('\n');
}

/** A game's failure as a reason: its own message when it gave one, else its English words as they are. */
const whyOf = (failed: { readonly error: string; readonly reason?: Message }): Message => failed.reason ?? reason('plain', { text: failed.error });

/** Reads formatPlayed's text; errors name the line. */
export function parsePlayed<S, A extends { readonly seat: number }>(game: Game<S, A, string>, text: string): Parsed<PlayedText<S, A>> {
  const lines = text.split('\n');
  if (lines.length - 1 > MAX_LINK_ACTIONS) return failWith(reason('played.tooMany', { count: lines.length - 1, max: MAX_LINK_ACTIONS }));
  const start = game.parsePosition(lines[0]);
  if (!start.ok) return failure(`line 1 (the position): ${start.error}`, reason('played.position', { why: whyOf(start) }));
  const players = game.playersOf(start.value);
  const actions: A[] = [];
  for (const [i, line] of lines.slice(1).entries()) {
    const a = game.parseAction(line, players);
    if (!a.ok) return failure(`line ${i + 2}: ${a.error}`, reason('played.line', { line: i + 2, why: whyOf(a) }));
    actions.push(a.value);
  }
  return { ok: true, value: { start: start.value, actions } };
}
