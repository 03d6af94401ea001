/**
 * The reader's record against the bots, kept in this browser's localStorage
 * per game: games (or matches) won, lost and drawn. Each finished game is
 * counted once, by a key naming its deal, seat and level, so going back and
 * forth over the end (or reloading a shared link) does not count it again.
 * Pure: the island hands the stored text in and writes the result back.
 */
import { pluralForm, type Locale } from '../../../engine/core/messages';
import { unitWords } from './play-words';

export const TALLY_VERSION = 1;
/** More games than anyone plays; a stored count above it is damaged. */
export const MAX_TALLY_COUNT = 1_000_000;
/** The most recent finished games remembered (to count each once). */
export const MAX_REMEMBERED = 40;
export const MAX_KEY_CHARS = 120;

export type Result = 'won' | 'lost' | 'drawn';

export interface Tally {
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
  /** Keys of the games counted lately, oldest first. */
  readonly counted: readonly string[];
}

export const EMPTY_TALLY: Tally = { won: 0, lost: 0, drawn: 0, counted: [] };

export const tallyStorageKey = (gameId: string) => `play-tally:${gameId}:v${TALLY_VERSION}`;

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_TALLY_COUNT;

/** Reads the stored text; nothing stored is an empty tally, anything damaged an error in words. */
export function parseTally(raw: string | null): { ok: true; tally: Tally } | { ok: false; error: string } {
  if (raw === null || raw === '') return { ok: true, tally: EMPTY_TALLY };
  const bad = (why: string) => ({ ok: false as const, error: `The record of your games kept in this browser cannot be read: ${why}.` });
  if (raw.length > 20_000) return bad('it is far longer than a record can be');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return bad('it is not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return bad('it is not a record');
  const d = data as Record<string, unknown>;
  if (d.version !== TALLY_VERSION) return bad(`it was saved in format ${JSON.stringify(d.version)?.slice(0, 12)}, and this page reads format ${TALLY_VERSION}`);
  if (!isCount(d.won) || !isCount(d.lost) || !isCount(d.drawn)) return bad(`the counts must be whole numbers from 0 to ${MAX_TALLY_COUNT}`);
  const counted = d.counted;
  if (!Array.isArray(counted) || counted.length > MAX_REMEMBERED || counted.some((k) => typeof k !== 'string' || k.length > MAX_KEY_CHARS)) {
    return bad(`the list of counted games must hold at most ${MAX_REMEMBERED} short names`);
  }
  return { ok: true, tally: { won: d.won, lost: d.lost, drawn: d.drawn, counted: counted as string[] } };
}

export function serialiseTally(tally: Tally): string {
  return JSON.stringify({ version: TALLY_VERSION, won: tally.won, lost: tally.lost, drawn: tally.drawn, counted: tally.counted });
}

/** The tally with one more finished game; unchanged when the game with this key was counted already. */
export function recordResult(tally: Tally, key: string, result: Result): Tally {
  const k = key.slice(0, MAX_KEY_CHARS);
  if (tally.counted.includes(k)) return tally;
  const bump = (n: number) => Math.min(MAX_TALLY_COUNT, n + 1);
  return {
    won: result === 'won' ? bump(tally.won) : tally.won,
    lost: result === 'lost' ? bump(tally.lost) : tally.lost,
    drawn: result === 'drawn' ? bump(tally.drawn) : tally.drawn,
    counted: [...tally.counted, k].slice(-MAX_REMEMBERED),
  };
}

/** "In this browser you have won 3 matches against the bots and lost 2." (German: "In diesem Browser hast du 3 Partien ..."). */
export function tallyWords(tally: Tally, what: string, locale: Locale = 'en'): string {
  const n = (count: number) => `${count} ${pluralForm(locale, count, unitWords(what, locale).counted)}`;
  if (locale === 'de') {
    const drawn = tally.drawn > 0 ? `, ${tally.drawn} unentschieden` : '';
    return `In diesem Browser hast du ${n(tally.won)} gegen die Bots gewonnen und ${tally.lost} verloren${drawn}.`;
  }
  const drawn = tally.drawn > 0 ? `, ${tally.drawn} drawn` : '';
  return `In this browser you have won ${n(tally.won)} against the bots and lost ${tally.lost}${drawn}.`;
}
