/**
 * The game on /gress/play/ lives in the page address, so a game can be dealt
 * again or passed on: ?seed=7&players=4&packs=1&level=club (and &dealer=2 once
 * the deal has moved on, 11.6). Reading never throws: each value outside what
 * the page offers is named in a sentence, and the page shows those sentences
 * with the settings form instead of a game.
 *
 * `clock=fast` is for the browser tests only: the bots' clock jumps from one
 * landing to the next a few milliseconds apart, and the reader's actions are
 * stamped at the last landing, so a test that acts while the table waits for
 * it plays the same game every time.
 */
import { GRESS_BOT_LEVEL_IDS, type GressBotLevelId } from '../../../../engine/gress/play/levels';

/** 2.1: three or more; five is where the rulebook's commentary says the fun stops. One reader, two to four bots. */
export const PLAYERS = { min: 3, max: 5 } as const;
/** 1.4: one pack, or two for more cards in play. */
export const PACKS = { min: 1, max: 2 } as const;
export const MAX_SEED = 0xffffffff;
/** A query string longer than this is not one this page made. */
export const MAX_QUERY_CHARS = 300;

/**
 * The reader sits first, as Kim (the rulings speak of players by name, and
 * "You is to move" would not read); the bots after, clockwise (2.2).
 */
export const SEAT_NAMES = ['Kim', 'Ana', 'Ben', 'Cem', 'Dia'] as const;
export const READER_SEAT = 0;

export type ClockMode = 'real' | 'fast';

export interface PlaySettings {
  readonly players: number;
  readonly packs: number;
  readonly level: GressBotLevelId;
  readonly seed: number;
  /** The dealer's seat, 0-based (the address counts from 1, the reader's seat); default the last seat. */
  readonly dealer: number;
  readonly clock: ClockMode;
}

/** The page's own game: four players and relaxed bots, the newcomer's level (a remembered level replaces it after hydration). */
export const DEFAULT_SETTINGS: PlaySettings = { players: 4, packs: 1, level: 'relaxed', seed: 7, dealer: 3, clock: 'real' };

export type PlayQuery =
  | { readonly ok: true; readonly settings: PlaySettings; readonly asked: boolean }
  | { readonly ok: false; readonly problems: readonly string[]; readonly settings: PlaySettings };

const whole = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : null);
const quoted = (text: string) => `"${text.slice(0, 16)}${text.length > 16 ? '…' : ''}"`;

/** The settings a query string asks for; `asked` is false when it names none (the page's own game). */
export function readPlayQuery(search: string): PlayQuery {
  if (search.length > MAX_QUERY_CHARS) {
    return { ok: false, problems: [`The address is ${search.length} characters long; this page reads at most ${MAX_QUERY_CHARS}.`], settings: DEFAULT_SETTINGS };
  }
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const number = (key: string, min: number, max: number, what: string): number | null => {
    const raw = params.get(key);
    if (raw === null) return null;
    const n = whole(raw.trim());
    if (n === null || n < min || n > max) {
      problems.push(`${key}: ${what} from ${min} to ${max} is expected, not ${quoted(raw)}.`);
      return null;
    }
    return n;
  };
  const players = number('players', PLAYERS.min, PLAYERS.max, 'a number of players') ?? DEFAULT_SETTINGS.players;
  const packs = number('packs', PACKS.min, PACKS.max, 'a number of packs') ?? DEFAULT_SETTINGS.packs;
  const seed = number('seed', 0, MAX_SEED, 'a whole number') ?? DEFAULT_SETTINGS.seed;
  const dealerSeat = number('dealer', 1, players, 'the dealer\'s seat (1 is yours)');
  const dealer = dealerSeat === null ? players - 1 : dealerSeat - 1;
  let level: GressBotLevelId = DEFAULT_SETTINGS.level;
  const askedLevel = params.get('level');
  if (askedLevel !== null) {
    const found = GRESS_BOT_LEVEL_IDS.find((id) => id === askedLevel.trim().toLowerCase());
    if (found) level = found;
    else problems.push(`level: one of ${GRESS_BOT_LEVEL_IDS.join(', ')} is expected, not ${quoted(askedLevel)}.`);
  }
  let clock: ClockMode = 'real';
  const askedClock = params.get('clock');
  if (askedClock !== null) {
    if (askedClock === 'fast') clock = 'fast';
    else problems.push(`clock: only "fast" (for tests) is known, not ${quoted(askedClock)}.`);
  }
  const settings: PlaySettings = { players, packs, level, seed, dealer, clock };
  if (problems.length > 0) return { ok: false, problems, settings };
  const asked = ['players', 'packs', 'seed', 'level', 'dealer', 'clock'].some((k) => params.has(k));
  return { ok: true, settings, asked };
}

/** The query string for `settings` (the dealer only when it is not the last seat, the clock only when fast). */
export function playQuery(settings: PlaySettings): string {
  const dealer = settings.dealer !== settings.players - 1 ? `&dealer=${settings.dealer + 1}` : '';
  const clock = settings.clock === 'fast' ? '&clock=fast' : '';
  return `?seed=${settings.seed}&players=${settings.players}&packs=${settings.packs}&level=${settings.level}${dealer}${clock}`;
}

/** 11.6: the next game is dealt by the left neighbour of this game's dealer, from a new seed. */
export function nextGameSettings(settings: PlaySettings): PlaySettings {
  return { ...settings, dealer: (settings.dealer + 1) % settings.players, seed: (settings.seed + 1) % (MAX_SEED + 1) };
}

/** The names at a table of `players`. */
export function seatNames(players: number): string[] {
  return SEAT_NAMES.slice(0, players);
}
