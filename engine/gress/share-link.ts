/**
 * Share links: a game (start position and actions, see position-notation.ts)
 * packed into a URL-safe string, and unpacked with a plain-text error for
 * anything malformed, truncated, tampered with or from another version.
 *
 *   g1.<length>.<checksum>.<payload>
 *
 * `g1` is the format version; `payload` is the game notation (formatGame) as
 * UTF-8 in base64url without padding; `length` is the payload's byte count and
 * `checksum` its 32-bit FNV-1a hash, both in base 36. The length tells a cut-off
 * link from an altered one; the checksum catches typos and edits (it is not a
 * signature: anyone can make a valid link for any game, which is fine for
 * sharing positions). No dependencies and no node: imports, so the browser can
 * use it as is. Decoding never throws and never returns markup: errors are plain
 * sentences with "<", ">" and "&" taken out of anything quoted from the link.
 */
import { MAX_GAME_ACTIONS, MAX_LINK_CHARS } from './limits';
import { formatGame, parseGame, type GressGame } from './position-notation';

export const SHARE_VERSION = 'g1';

export type ShareDecode = { ok: true; game: GressGame } | { ok: false; error: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]));

function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Null if `text` is not unpadded base64url. */
function fromBase64url(text: string): Uint8Array | null {
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
function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}

/** The link text for a game. */
export function encodeShareLink(game: GressGame): string {
  const bytes = new TextEncoder().encode(formatGame(game));
  return [SHARE_VERSION, bytes.length.toString(36), fnv1a(bytes).toString(36), toBase64url(bytes)].join('.');
}

/** Plain text only: whatever the link smuggles in is quoted without markup characters. */
const plain = (s: string) => s.replace(/[<>&]/g, '?');

/** Reads a link made by encodeShareLink (surrounding whitespace is ignored). Never throws. */
export function decodeShareLink(link: string): ShareDecode {
  const fail = (error: string): ShareDecode => ({ ok: false, error: `share link: ${error}` });
  if (link.length > MAX_LINK_CHARS) return fail(`too long: ${link.length} characters, where a link holds at most ${MAX_LINK_CHARS} (a game of up to ${MAX_GAME_ACTIONS} actions)`);
  const text = link.trim();
  if (text === '') return fail('empty; expected a link starting with "g1."');
  const parts = text.split('.');
  const version = parts[0];
  if (!/^g[0-9]+$/.test(version)) return fail(`not a Gress share link (expected it to start with "${SHARE_VERSION}.")`);
  if (version !== SHARE_VERSION) return fail(`made by a different version (${version}); this version reads ${SHARE_VERSION} links`);
  if (parts.length !== 4) return fail(`malformed: expected 4 parts separated by ".", got ${parts.length} (was it cut off or joined with other text?)`);
  const [, lengthText, sumText, payload] = parts;
  if (!/^[0-9a-z]{1,8}$/.test(lengthText) || !/^[0-9a-z]{1,7}$/.test(sumText)) return fail('malformed: the length or checksum part is not a base-36 number');
  const bytes = fromBase64url(payload);
  if (!bytes) return fail('malformed: the payload is not base64url (only A-Z a-z 0-9 - _ are allowed)');
  const length = parseInt(lengthText, 36);
  if (bytes.length < length) return fail(`truncated: ${bytes.length} of ${length} bytes arrived; copy the whole link`);
  if (bytes.length > length) return fail(`malformed: ${bytes.length} bytes where the link announces ${length}`);
  if (fnv1a(bytes) !== parseInt(sumText, 36)) return fail('checksum mismatch: the link was altered or mistyped');
  let notation: string;
  try {
    notation = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('malformed: the payload is not UTF-8 text');
  }
  const game = parseGame(notation);
  if (!game.ok) return fail(`the game in it does not read: ${plain(game.error)}`);
  return { ok: true, game: game.game };
}
