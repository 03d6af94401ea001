/**
 * The desk's links, for any game: the page address carries the disputed
 * table and the actions entered as one of the site's share links
 * (engine/core/share-link.ts: the position line, then one action per line,
 * each in the game's own notation), so whoever opens it sees the same table
 * and the same rulings:
 *
 *   /<game>/desk/#desk=<game>.1.<length>.<checksum>.<payload>
 *
 * The same link opens in the game's sandbox (#play=<link>), and a sandbox
 * link opens here. Reading never throws: a damaged link gets one plain
 * sentence saying what is wrong, and the desk keeps what it had.
 */
import type { Game, Parsed } from '../../../engine/core/game';
import type { Locale } from '../../../engine/core/messages';
import { gameSayOf, sayLinkReason, sayReason } from '../../../engine/core/reasons';
import { decodeShareLink, encodeShareLink, formatPlayed, parsePlayed, plain, type PlayedText } from '../../../engine/core/share-link';
import { withBase } from '../../base-path';
import { inEdition } from '../../i18n/editions';

export const DESK_PREFIX = '#desk=';
export const PLAY_PREFIX = '#play=';

/** The most actions a desk takes: a dispute is a few moves, not a game (a whole game belongs in the sandbox). */
export const MAX_DESK_ACTIONS = 200;

type AnyGame<S, A extends { readonly seat: number }> = Game<S, A, string>;

/** The share link of a table and its actions. */
export function deskLink<S, A extends { readonly seat: number }>(game: AnyGame<S, A>, played: PlayedText<S, A>): string {
  return encodeShareLink(game.id, formatPlayed(game, played));
}

/** The page address's fragment for a table and its actions. */
export function deskHash<S, A extends { readonly seat: number }>(game: AnyGame<S, A>, played: PlayedText<S, A>): string {
  return `${DESK_PREFIX}${deskLink(game, played)}`;
}

/** The game's sandbox in `locale`'s edition with the same table and actions (the sandbox reads #play= links). */
export function sandboxHref<S, A extends { readonly seat: number }>(game: AnyGame<S, A>, played: PlayedText<S, A>, locale: Locale = 'en'): string {
  return `${withBase(inEdition(`/${game.id}/sandbox/`, locale))}${PLAY_PREFIX}${deskLink(game, played)}`;
}

export type DeskLink<S, A> =
  | { readonly kind: 'none' }
  | { readonly kind: 'error'; readonly error: string }
  | { readonly kind: 'game'; readonly played: PlayedText<S, A> };

/** What is wrong with a link, per language (the engine's own reason, when it gives one, stays as it said it). */
const WORDS = {
  en: {
    fail: (why: string) => `This link cannot be opened: ${why}`,
    otherGame: (other: string, title: string) => `it is a link to another game ("${other}"), and this is the desk of ${title}`,
    unreadable: (why: string) => `the table it carries does not read: ${why}`,
    tooLong: (n: number, max: number) => `it holds ${n} actions, and the desk takes at most ${max}; open it in the sandbox instead`,
  },
  de: {
    fail: (why: string) => `Dieser Link lässt sich nicht öffnen: ${why}`,
    otherGame: (other: string, title: string) => `er führt zu einem anderen Spiel („${other}“), und dies ist der Schiedsrichtertisch von ${title}`,
    unreadable: (why: string) => `der Tisch darin lässt sich nicht lesen: ${why}`,
    tooLong: (n: number, max: number) => `er enthält ${n} Aktionen, und der Tisch nimmt höchstens ${max}; öffne ihn stattdessen im Sandkasten`,
  },
} as const satisfies Record<Locale, unknown>;

const fail = <S, A>(error: string, locale: Locale): DeskLink<S, A> => ({ kind: 'error', error: WORDS[locale].fail(error.replace(/\.?$/, '.')) });

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The share link a location hash carries (#desk= or #play=), or null when it carries none. */
export function linkOfHash(hash: string): string | null {
  if (hash.startsWith(DESK_PREFIX)) return decoded(hash.slice(DESK_PREFIX.length));
  if (hash.startsWith(PLAY_PREFIX)) return decoded(hash.slice(PLAY_PREFIX.length));
  return null;
}

/** Reads a share link of `game`: its table and actions, each checked by the engine, or what is wrong in words. */
export function readDeskLink<S, A extends { readonly seat: number }>(game: AnyGame<S, A>, link: string, locale: Locale = 'en'): Parsed<PlayedText<S, A>> {
  const w = WORDS[locale];
  const opened = decodeShareLink(link);
  if (!opened.ok) return { ok: false, error: sayLinkReason(opened, locale) };
  if (opened.gameId !== game.id) return { ok: false, error: w.otherGame(plain(opened.gameId), game.title) };
  const played = parsePlayed(game, opened.text);
  if (!played.ok) return { ok: false, error: w.unreadable(sayReason(played, locale, gameSayOf(game))) };
  if (played.value.actions.length > MAX_DESK_ACTIONS) {
    return { ok: false, error: w.tooLong(played.value.actions.length, MAX_DESK_ACTIONS) };
  }
  return played;
}

/** Reads a location hash: nothing for the desk, a table with its actions, or what is wrong in words. */
export function readDeskHash<S, A extends { readonly seat: number }>(game: AnyGame<S, A>, hash: string, locale: Locale = 'en'): DeskLink<S, A> {
  const link = linkOfHash(hash);
  if (link === null) return { kind: 'none' };
  const read = readDeskLink(game, link.split('&')[0], locale);
  return read.ok ? { kind: 'game', played: read.value } : fail(read.error, locale);
}
