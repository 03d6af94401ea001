/**
 * The desk's links. The page address carries an ordinary Gress share link
 * (engine/gress/share-link.ts: the start position and the actions, checked by
 * the engine when read) plus what only the desk needs to show the same taps
 * again (build-position.ts DeskNotes):
 *
 *   #desk=<gress link>&unknown=3,0,3&draw=1&just=1
 *
 * The same Gress link opens in the sandbox (#play=<gress link>), and a
 * sandbox link (#play=...) opens here. Reading never throws: a bad link
 * gets one plain sentence saying what is wrong.
 */
import { sayLinkReason } from '../../../../engine/core/reasons';
import { say } from '../../../../engine/gress/messages';
import { decodeShareLink, encodeShareLink } from '../../../../engine/gress/share-link';
import { MAX_LINK_CHARS } from '../../../../engine/gress/limits';
import type { GressGame } from '../../../../engine/gress/position-notation';
import type { DeskNotes } from './build-position';
import { MAX_DESK_ACTIONS, MAX_PILE_CARDS, MAX_UNKNOWN } from './desk-setup';
import { withBase } from '../../../base-path';
import { RULING_WORDS } from './ruling-words';
import { inEdition } from '../../../i18n/editions';
import type { Locale } from '../../../i18n/ui-text';

export const DESK_PREFIX = '#desk=';
const PLAY_PREFIX = '#play=';
/** The notes never need more than a few hundred characters. */
const MAX_HASH_CHARS = MAX_LINK_CHARS + 400;

/** The fragment for a game: the Gress link, and the notes when the game came from taps. */
export function deskHash(game: GressGame, notes: DeskNotes | null): string {
  const parts = [`${DESK_PREFIX}${encodeShareLink(game)}`];
  if (notes) {
    parts.push(`unknown=${notes.unknown.join(',')}`);
    if (notes.drawTop > 0) parts.push(`draw=${notes.drawTop}`);
    if (notes.just) parts.push('just=1');
  }
  return parts.join('&');
}

/** The sandbox's address for the same game (it reads #play= links), in `locale`'s edition. */
export function sandboxHref(game: GressGame, locale: Locale = 'en'): string {
  return `${withBase(inEdition('/gress/sandbox/', locale))}${PLAY_PREFIX}${encodeShareLink(game)}`;
}

export type DeskLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'error'; readonly error: string }
  | { readonly kind: 'game'; readonly game: GressGame; readonly notes: DeskNotes | null };


function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Reads a location hash: nothing for the desk, a game (with notes when made here), or what is wrong (in `locale`). */
export function readDeskHash(hash: string, locale: Locale = 'en'): DeskLink {
  const w = RULING_WORDS[locale];
  const fail = (error: string): DeskLink => ({ kind: 'error', error: w.cannotOpen(error) });
  if (!hash.startsWith(DESK_PREFIX) && !hash.startsWith(PLAY_PREFIX)) return { kind: 'none' };
  if (hash.length > MAX_HASH_CHARS) return fail(w.tooLong(hash.length, MAX_LINK_CHARS));
  const [link, ...rest] = decoded(hash.slice(DESK_PREFIX.length)).split('&');
  const opened = decodeShareLink(link);
  if (!opened.ok) return fail(`${sayLinkReason(opened, locale, say)}.`.replace(/\.\.$/, '.'));
  const game = opened.game;
  // One more than the referee's own: the first may lay a just-landed top card.
  if (game.actions.length > MAX_DESK_ACTIONS + 1) return fail(w.tooMany(game.actions.length, MAX_DESK_ACTIONS));
  if (rest.length === 0) return { kind: 'game', game, notes: null };

  const fields = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf('=');
    const key = eq === -1 ? part : part.slice(0, eq);
    if (fields.has(key)) return fail(w.twice(key.slice(0, 20)));
    fields.set(key, eq === -1 ? '' : part.slice(eq + 1));
  }
  const n = game.start.players.length;
  const unknownText = fields.get('unknown') ?? game.start.players.map(() => '0').join(',');
  const unknown = unknownText.split(',').map((t) => (/^[0-9]{1,3}$/.test(t) ? Number(t) : NaN));
  if (unknown.length !== n || unknown.some((u) => !(u >= 0 && u <= MAX_UNKNOWN))) {
    return fail(w.badUnknown(MAX_UNKNOWN, n));
  }
  const drawText = fields.get('draw') ?? '0';
  const drawTop = /^[0-9]{1,3}$/.test(drawText) ? Number(drawText) : NaN;
  if (!(drawTop >= 0 && drawTop <= MAX_PILE_CARDS)) return fail(w.badDraw(MAX_PILE_CARDS));
  const justText = fields.get('just');
  if (justText !== undefined && justText !== '1') return fail(w.badJust);
  return { kind: 'game', game, notes: { unknown, drawTop, just: justText === '1' } };
}
