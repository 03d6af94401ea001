/**
 * Gress share links: a game (start position and actions, see position-notation.ts)
 * in the platform's link format (engine/core/share-link.ts), and unpacked with
 * a plain-text error for anything malformed, truncated, tampered with, from
 * another version or of another game.
 *
 *   gress.1.<length>.<checksum>.<payload>     payload: the game notation (formatGame)
 *   g1.<length>.<checksum>.<payload>          links made before the site had several games: still open
 *
 * Decoding never throws and never returns markup: errors are plain sentences
 * with "<", ">" and "&" taken out of anything quoted from the link.
 */
import type { Message } from '../core/messages';
import { failWith, reason, type ReasonMessage } from '../core/reasons';
import { decodeShareLink as decodeLink, encodeShareLink as encodeLink, plain } from '../core/share-link';
import { MAX_GAME_ACTIONS, MAX_LINK_CHARS } from './limits';
import { say } from './messages';
import { formatGame, parseGame, type GressGame } from './position-notation';

/** Gress links: "gress.1.<length>.<checksum>.<payload>" (engine/core/share-link.ts). */
export const SHARE_VERSION = 'gress.1';
/** Links made before the site had several games ("g1.<length>.<checksum>.<payload>") still open. */
export const LEGACY_VERSION = 'g1';
/** Games a link may name; a link of another game gets an error that says so. */
const GAME_IDS = ['gress', 'the-game'];

/** `reason`: the error as a message (engine/core/reasons), for pages in other languages. */
export type ShareDecode = { ok: true; game: GressGame } | { ok: false; error: string; reason?: Message };

/** The link text for a game. */
export function encodeShareLink(game: GressGame): string {
  return encodeLink('gress', formatGame(game));
}

/** Reads a link made by encodeShareLink (surrounding whitespace is ignored). Never throws. */
export function decodeShareLink(link: string): ShareDecode {
  // Gress's say renders the notation's own messages inside the reason (why the game text does not read).
  const fail = (why: ReasonMessage): ShareDecode => failWith(reason('link', { why }), say);
  if (link.length > MAX_LINK_CHARS) return fail(reason('link.tooLong', { length: link.length, max: MAX_LINK_CHARS, actions: MAX_GAME_ACTIONS }));
  const text = link.trim();
  // Links made before the site had several games: "g1.<length>.<checksum>.<payload>", the same payload.
  const legacy = /^g[0-9]+\./.test(text);
  if (legacy && !text.startsWith(`${LEGACY_VERSION}.`)) return fail(reason('link.versionGress', { version: plain(text.split('.')[0]), legacy: LEGACY_VERSION }));
  const decoded = decodeLink(legacy ? `gress.1.${text.slice(LEGACY_VERSION.length + 1)}` : text);
  if (!decoded.ok) return decoded;
  if (decoded.gameId !== 'gress') return fail(reason('link.otherGame', { game: decoded.gameId, title: 'Gress', where: 'sandbox' }));
  const notation = decoded.text;
  const game = parseGame(notation);
  if (!game.ok) return fail(reason('link.unreadable', { why: game.reason ?? reason('plain', { text: game.error }) }));
  return { ok: true, game: game.game };
}
