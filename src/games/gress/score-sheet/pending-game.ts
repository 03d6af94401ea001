/**
 * A finished game handed to the score sheet from another page (the game
 * against bots on /gress/play/): that page stores the game under PENDING_KEY
 * and opens the sheet, which enters it when it loads and forgets the key.
 *
 *  - No sheet yet: a sheet is started for the game's players, with the scribe
 *    chosen so that the game's dealer deals game 1 (11.6: the scribe's left
 *    neighbour deals first), and the game is entered.
 *  - A sheet for the same players in the same seats: the game is entered; if
 *    the sheet expected another dealer (11.6), the announcement says so.
 *  - A sheet for other players, an ended sheet, or damaged saved data: the
 *    game waits, the page says why, and the reader may drop it.
 *
 * Pure: the island reads and writes storage and hands the strings here.
 */
import { addGame, createSheet, gameFromState, games, sheetStatus, type Sheet } from '../../../../engine/gress/rules/11-sheets';
import { newSession, problemWords, type Loaded, type Session } from './view-model';
import type { Locale } from '../../../i18n/ui-text';
import { PENDING_WORDS } from './pending-words';

export const PENDING_KEY = 'gress-score-sheet:pending-game:v1';
export const PENDING_VERSION = 1;
/** A stored game longer than this is not one a page of this site wrote. */
export const MAX_PENDING_CHARS = 4000;
/** 9.4 points in one game cannot come near this; a larger number is damage. */
const MAX_POINTS = 10_000;

export interface PendingGame {
  readonly version: typeof PENDING_VERSION;
  /** Names in seating order (clockwise, 2.2), as on the sheet. */
  readonly players: readonly string[];
  /** The dealer's seat (11.6). */
  readonly dealer: number;
  /** 9.4 points by seat. */
  readonly points: readonly number[];
  /** 10.1: the game ended without a winner. */
  readonly noWinner: boolean;
  /** Where the game was played, in words ("against bots, seed 7"). */
  readonly from: string;
}

/** 9.4 into a pending game: the finished game's points, or why it cannot go on a sheet yet. */
export function pendingFromGame(
  game: { readonly players: readonly string[]; readonly dealer: number; readonly penalties: readonly number[] | null; readonly winner: number | null },
  from: string,
): { ok: true; pending: PendingGame } | { ok: false; error: string } {
  const input = gameFromState(game);
  if (!input.ok) return { ok: false, error: input.errors[0].message };
  return {
    ok: true,
    pending: { version: PENDING_VERSION, players: [...game.players], dealer: game.dealer, points: game.players.map((p) => input.value.points[p]), noWinner: input.value.noWinner === true, from: from.slice(0, 200) },
  };
}

export function serialisePending(pending: PendingGame): string {
  return JSON.stringify(pending);
}

export type PendingRead = { readonly kind: 'none' } | { readonly kind: 'ok'; readonly pending: PendingGame } | { readonly kind: 'bad'; readonly message: string };

/** Reads what storage held under PENDING_KEY (null if nothing); never throws. Its complaints are in `locale`. */
export function readPending(raw: string | null, locale: Locale = 'en'): PendingRead {
  const w = PENDING_WORDS[locale];
  if (raw === null || raw === '') return { kind: 'none' };
  const bad = (why: string): PendingRead => ({ kind: 'bad', message: w.bad(why) });
  if (raw.length > MAX_PENDING_CHARS) return bad(w.tooLong(raw.length, MAX_PENDING_CHARS));
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return bad(w.notJson);
  }
  if (typeof data !== 'object' || data === null) return bad(w.notGame);
  const { version, players, dealer, points, noWinner, from } = data as Record<string, unknown>;
  if (version !== PENDING_VERSION) return bad(w.format(JSON.stringify(version), PENDING_VERSION));
  if (!Array.isArray(players) || players.length < 3 || players.length > 12 || !players.every((p) => typeof p === 'string' && p.length > 0 && p.length <= 24)) {
    return bad(w.players);
  }
  if (typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer >= players.length) return bad(w.dealer);
  if (!Array.isArray(points) || points.length !== players.length || !points.every((p) => typeof p === 'number' && Number.isInteger(p) && p >= 0 && p <= MAX_POINTS)) {
    return bad(w.points(MAX_POINTS));
  }
  if (typeof noWinner !== 'boolean') return bad(w.noWinner);
  return { kind: 'ok', pending: { version: PENDING_VERSION, players, dealer, points, noWinner, from: typeof from === 'string' ? from.slice(0, 200) : w.anotherPage } };
}

export interface Received {
  /** The session to show: the loaded one, or the one the game went into. */
  readonly loaded: Loaded;
  /** Whether the stored game is done with (entered, or unreadable) and may be removed. */
  readonly clear: boolean;
  /** For the live region: what happened. */
  readonly said: string | null;
  /** Shown above the sheet while a game waits. */
  readonly waiting: string | null;
}

const sameSeats = (sheet: Sheet, players: readonly string[]) => sheet.players.length === players.length && sheet.players.every((p, i) => p === players[i]);

/** 11.2, 11.6, 11.8: what the sheet does with a game handed over (see the top of this file), said in `locale`. */
export function receivePending(loaded: Loaded, raw: string | null, locale: Locale = 'en'): Received {
  const w = PENDING_WORDS[locale];
  const read = readPending(raw, locale);
  if (read.kind === 'none') return { loaded, clear: false, said: null, waiting: null };
  if (read.kind === 'bad') return { loaded, clear: true, said: read.message, waiting: null };
  const { pending } = read;
  const wait = (why: string): Received => ({ loaded, clear: false, said: null, waiting: w.waits(pending.from, why) });
  if (loaded.kind === 'corrupt') return wait(w.corrupt);
  const input = { points: Object.fromEntries(pending.players.map((p, i) => [p, pending.points[i]])), ...(pending.noWinner ? { noWinner: true } : {}) };
  const n = pending.players.length;
  let session: Session;
  if (loaded.kind === 'empty') {
    const started = createSheet({ players: pending.players, scribe: pending.players[(pending.dealer + n - 1) % n] });
    if (!started.ok) return { loaded, clear: true, said: w.cannotStart(problemWords(started.errors[0], locale)), waiting: null };
    session = newSession(started.value);
  } else {
    session = loaded.session;
    if (!sameSeats(session.sheet, pending.players)) {
      return wait(w.otherPlayers(pending.players.join(', '), session.sheet.players.join(', ')));
    }
  }
  const expected = sheetStatus(session.sheet).nextDealer;
  const added = addGame(session.sheet, input);
  if (!added.ok) return wait(problemWords(added.errors[0], locale));
  const sheet = added.value;
  const status = sheetStatus(sheet);
  const dealerNote = expected !== null && expected !== pending.dealer ? w.dealtBy(pending.players[pending.dealer], pending.players[expected]) : '';
  const next = status.nextDealer === null ? w.ended : w.deals(sheet.players[status.nextDealer], games(sheet).length + 1);
  return {
    loaded: { kind: 'ok', session: { ...session, sheet } },
    clear: true,
    said: `${w.entered(pending.from, games(sheet).length)}${dealerNote}${next}`,
    waiting: null,
  };
}
