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

/** Why a stored record cannot be read, per language. */
const DAMAGED = {
  en: {
    bad: (why: string) => `The record of your games kept in this browser cannot be read: ${why}.`,
    tooLong: 'it is far longer than a record can be',
    notJson: 'it is not valid JSON',
    notRecord: 'it is not a record',
    format: (saved: string, reads: number) => `it was saved in format ${saved}, and this page reads format ${reads}`,
    counts: (max: number) => `the counts must be whole numbers from 0 to ${max}`,
    list: (max: number) => `the list of counted games must hold at most ${max} short names`,
  },
  de: {
    bad: (why: string) => `Die Bilanz deiner Spiele in diesem Browser lässt sich nicht lesen: ${why}.`,
    tooLong: 'Sie ist viel länger, als eine Bilanz sein kann',
    notJson: 'Sie ist kein gültiges JSON',
    notRecord: 'Sie ist keine Bilanz',
    format: (saved: string, reads: number) => `Sie wurde im Format ${saved} gespeichert, und diese Seite liest Format ${reads}`,
    counts: (max: number) => `Die Zahlen müssen ganze Zahlen von 0 bis ${max} sein`,
    list: (max: number) => `Die Liste der gezählten Spiele darf höchstens ${max} kurze Namen enthalten`,
  },
} as const satisfies Record<Locale, unknown>;

/** Reads the stored text; nothing stored is an empty tally, anything damaged an error in words (in `locale`). */
export function parseTally(raw: string | null, locale: Locale = 'en'): { ok: true; tally: Tally } | { ok: false; error: string } {
  if (raw === null || raw === '') return { ok: true, tally: EMPTY_TALLY };
  const w = DAMAGED[locale];
  const bad = (why: string) => ({ ok: false as const, error: w.bad(why) });
  if (raw.length > 20_000) return bad(w.tooLong);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return bad(w.notJson);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return bad(w.notRecord);
  const d = data as Record<string, unknown>;
  if (d.version !== TALLY_VERSION) return bad(w.format(String(JSON.stringify(d.version)?.slice(0, 12)), TALLY_VERSION));
  if (!isCount(d.won) || !isCount(d.lost) || !isCount(d.drawn)) return bad(w.counts(MAX_TALLY_COUNT));
  const counted = d.counted;
  if (!Array.isArray(counted) || counted.length > MAX_REMEMBERED || counted.some((k) => typeof k !== 'string' || k.length > MAX_KEY_CHARS)) {
    return bad(w.list(MAX_REMEMBERED));
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
