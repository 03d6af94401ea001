/**
 * What a play-against-bots page offers (the seat names, the bot levels, the
 * page's own deal) and the reader's choice of seed, seat and level, read
 * from and written to the page address (?seed=7&seat=2&level=club) so a
 * game against the bots can be named and dealt again. Reading never throws:
 * every bad part is reported in words and replaced (a bad or missing seed by
 * a fresh one), so a mistyped address still gives a game.
 */
import type { Locale } from '../../../engine/core/messages';
import { plain } from '../../../engine/core/share-link';

/** The largest seed, as in the sandbox's deal (an unsigned 32-bit number). */
export const MAX_SEED = 0xffff_ffff;
/** Longer query strings are not read at all (a real one is about 40 characters). */
export const MAX_QUERY_CHARS = 2_000;
/** A level id longer than this is no level of any game. */
export const MAX_LEVEL_CHARS = 40;

/** A bot strength as the page hands it to the island (the engine's BotLevel, plain data). */
export interface LevelInfo {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

export interface PlayChoice {
  readonly seed: number;
  /** The reader's seat, 0-based (the address shows it 1-based). */
  readonly seat: number;
  /** One of the page's level ids; null when the game's bots have no levels. */
  readonly level: string | null;
}

/** Plain data, so it can be an island prop. */
export interface PlaySetup {
  /** The names at the table, in seating order; the reader takes one seat. */
  readonly names: readonly string[];
  /** The game's bot levels, weakest first; empty when its bots have one strength. */
  readonly levels: readonly LevelInfo[];
  /** The page's own deal (rendered on the server before the address is read). */
  readonly initial: PlayChoice;
}

export interface QueryRead {
  /** What to deal: the address's valid parts, the page's defaults for the rest. */
  readonly choice: PlayChoice;
  /** The seed must be drawn afresh: the address named none, or a bad one. */
  readonly freshSeed: boolean;
  /** One line per bad part, in words. */
  readonly errors: readonly string[];
}

const quoted = (text: string | null) => `"${plain(String(text)).slice(0, 16)}"`;

/** The level a page starts with: the game's default (Game.defaultBotLevel) if it is one of them, else the first, or null without levels. */
export function defaultLevel(levels: readonly LevelInfo[], preferred?: string): string | null {
  return levels.find((l) => l.id === preferred)?.id ?? levels[0]?.id ?? null;
}

/** What an address asks that the page cannot deal, per language (a clause inside use-opening.ts's sentence). */
const ASKED = {
  en: {
    tooLong: (n: number, max: number) => `the address is ${n} characters long, more than the ${max} it may have`,
    seed: (max: number, got: string) => `seed: expected a whole number from 0 to ${max}, got ${got}`,
    seat: (seats: number, names: string, got: string) => `seat: expected a number from 1 to ${seats} (${names}), got ${got}`,
    oneLevel: (got: string) => `level: these bots play at one strength only, so ${got} is ignored`,
    level: (ids: string, got: string) => `level: expected one of ${ids}, got ${got}`,
  },
  de: {
    tooLong: (n: number, max: number) => `die Adresse ist ${n} Zeichen lang, mehr als die erlaubten ${max}`,
    seed: (max: number, got: string) => `seed: erwartet wird eine ganze Zahl von 0 bis ${max}, angegeben ist ${got}`,
    seat: (seats: number, names: string, got: string) => `seat: erwartet wird eine Zahl von 1 bis ${seats} (${names}), angegeben ist ${got}`,
    oneLevel: (got: string) => `level: Diese Bots spielen nur in einer Stärke, deshalb wird ${got} nicht beachtet`,
    level: (ids: string, got: string) => `level: erwartet wird eine dieser Stufen: ${ids}; angegeben ist ${got}`,
  },
} as const satisfies Record<Locale, unknown>;

/**
 * Reads ?seed=&seat=&level= against what the page offers; what it cannot use is said in `locale`. Without a level in
 * the address, `remembered` (the level the reader chose last time, when it
 * is one of the page's) is dealt, else the page's own.
 */
export function readPlayQuery(search: string, setup: PlaySetup, remembered: string | null = null, locale: Locale = 'en'): QueryRead {
  const w = ASKED[locale];
  const known = setup.levels.find((l) => l.id === remembered)?.id;
  const base: PlayChoice = { ...setup.initial, level: known ?? setup.initial.level ?? defaultLevel(setup.levels) };
  if (search.length > MAX_QUERY_CHARS) {
    return { choice: base, freshSeed: true, errors: [w.tooLong(search.length, MAX_QUERY_CHARS)] };
  }
  const params = new URLSearchParams(search);
  const errors: string[] = [];
  let seed: number | null = null;
  let seat = base.seat;
  let level = base.level;

  const seedText = params.get('seed');
  if (seedText !== null) {
    if (/^\d{1,10}$/.test(seedText) && Number(seedText) <= MAX_SEED) seed = Number(seedText);
    else errors.push(w.seed(MAX_SEED, quoted(seedText)));
  }

  const seatText = params.get('seat');
  const seats = setup.names.length;
  if (seatText !== null) {
    const n = /^\d{1,2}$/.test(seatText) ? Number(seatText) : NaN;
    if (n >= 1 && n <= seats) seat = n - 1;
    else errors.push(w.seat(seats, setup.names.map((name, i) => `${i + 1} ${name}`).join(', '), quoted(seatText)));
  }

  const levelText = params.get('level');
  if (levelText !== null) {
    const known = setup.levels.find((l) => l.id === levelText && levelText.length <= MAX_LEVEL_CHARS);
    if (known) level = known.id;
    else if (setup.levels.length === 0) errors.push(w.oneLevel(quoted(levelText)));
    else errors.push(w.level(setup.levels.map((l) => l.id).join(', '), quoted(levelText)));
  }

  return { choice: { seed: seed ?? base.seed, seat, level }, freshSeed: seed === null, errors };
}

/** The query string of a choice: ?seed=7&seat=2&level=club (the seat 1-based, no level for games without levels). */
export function playQuery(choice: PlayChoice): string {
  return `?seed=${choice.seed}&seat=${choice.seat + 1}${choice.level !== null ? `&level=${encodeURIComponent(choice.level)}` : ''}`;
}

/** A fresh seed from the browser's random source (not the engine's: the seed itself is what makes a deal repeatable). */
export function randomSeed(): number {
  const cryptoApi = typeof crypto !== 'undefined' ? crypto : undefined;
  if (cryptoApi?.getRandomValues) return cryptoApi.getRandomValues(new Uint32Array(1))[0];
  return Math.floor(Math.random() * MAX_SEED);
}
