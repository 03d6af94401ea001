/**
 * The reader's progress through a game's lessons, kept in this browser's
 * localStorage under a versioned key of the game's: which lessons are done and with how
 * many stars (3: no wrong try, 2: one or two, 1: more; asking for the hint
 * counts as one). Pure: reading the
 * stored text never throws; damaged text (not JSON, the wrong shape, too
 * long) gives a fresh start and a message saying so, and the next save
 * overwrites it.
 */
import type { Locale } from '../../../engine/core/messages';

/** The key of a game's progress, with the format's version: a new format gets a new key and never misreads an old one ("gress-lessons:v1"). */
export const progressKey = (gameId: string) => `${gameId}-lessons:v1`;

/** Limits on what is read back: more than any real path holds. */
export const MAX_PROGRESS_CHARS = 8_000;
export const MAX_PROGRESS_ENTRIES = 60;

export type Stars = 1 | 2 | 3;

export interface Progress {
  /** Best stars by lesson id. */
  readonly done: Readonly<Record<string, Stars>>;
}

export const EMPTY_PROGRESS: Progress = { done: {} };

export type ProgressRead = { readonly progress: Progress; readonly damaged: string | null };

/** 3 stars without a wrong try, 2 with one or two, 1 with more. */
export function starsFor(wrongTries: number): Stars {
  if (wrongTries <= 0) return 3;
  return wrongTries <= 2 ? 2 : 1;
}

/**
 * The stars of one attempt. From lesson 2 on the ✓ marks stay hidden until
 * the reader asks for the hint, and the marks show the answer (in lesson 2
 * exactly one card is marked), so asking counts as one wrong try: a lesson
 * solved with the hint and nothing else earns 2 stars. Lesson 1 shows its
 * marks from the start and has no hint, so it never costs a star there.
 */
export function lessonStars(wrongTries: number, hintUsed: boolean): Stars {
  return starsFor(wrongTries + (hintUsed ? 1 : 0));
}

const LESSON_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Why saved progress is set aside, per language. */
const DAMAGED = {
  en: {
    fresh: (why: string) => `Your saved lesson progress could not be read (${why}), so it starts afresh.`,
    tooLong: (n: number, max: number) => `it is ${n} characters long, more than ${max}`,
    notJson: 'it is not valid JSON',
    notRecord: 'it is not a record of lessons',
    version: (v: string | null) => `its version is ${v ?? 'missing'}, not 1`,
    noList: 'its list of lessons is missing',
    tooMany: (n: number, max: number) => `it lists ${n} lessons, more than ${max}`,
    noId: (id: string) => `"${id}" is no lesson id`,
    stars: (id: string, stars: string) => `lesson "${id}" has ${stars} stars, not 1 to 3`,
  },
  de: {
    fresh: (why: string) => `Dein gespeicherter Lernstand ließ sich nicht lesen (${why}), deshalb beginnt er von vorn.`,
    tooLong: (n: number, max: number) => `er ist ${n} Zeichen lang, mehr als ${max}`,
    notJson: 'er ist kein gültiges JSON',
    notRecord: 'er ist keine Liste von Lektionen',
    version: (v: string | null) => (v === null ? 'die Versionsangabe fehlt' : `seine Version ist ${v}, nicht 1`),
    noList: 'die Liste der Lektionen fehlt',
    tooMany: (n: number, max: number) => `er nennt ${n} Lektionen, mehr als ${max}`,
    noId: (id: string) => `„${id}“ ist keine Lektions-ID`,
    stars: (id: string, stars: string) => `Lektion „${id}“ hat ${stars} Sterne statt 1 bis 3`,
  },
} as const satisfies Record<Locale, unknown>;

/** The progress in the stored text (null: nothing stored yet); why it was set aside in `locale`. */
export function readProgress(raw: string | null, locale: Locale = 'en'): ProgressRead {
  if (raw === null || raw === '') return { progress: EMPTY_PROGRESS, damaged: null };
  const w = DAMAGED[locale];
  const fresh = (why: string): ProgressRead => ({ progress: EMPTY_PROGRESS, damaged: w.fresh(why) });
  if (raw.length > MAX_PROGRESS_CHARS) return fresh(w.tooLong(raw.length, MAX_PROGRESS_CHARS));
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return fresh(w.notJson);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fresh(w.notRecord);
  const { version, done } = data as { version?: unknown; done?: unknown };
  if (version !== 1) return fresh(w.version(JSON.stringify(version) ?? null));
  if (typeof done !== 'object' || done === null || Array.isArray(done)) return fresh(w.noList);
  const entries = Object.entries(done as Record<string, unknown>);
  if (entries.length > MAX_PROGRESS_ENTRIES) return fresh(w.tooMany(entries.length, MAX_PROGRESS_ENTRIES));
  const out: Record<string, Stars> = {};
  for (const [id, stars] of entries) {
    if (!LESSON_ID.test(id) || id.length > 40) return fresh(w.noId(id.slice(0, 40)));
    if (stars !== 1 && stars !== 2 && stars !== 3) return fresh(w.stars(id, String(JSON.stringify(stars))));
    out[id] = stars;
  }
  return { progress: { done: out }, damaged: null };
}

export function writeProgress(progress: Progress): string {
  return JSON.stringify({ version: 1, done: progress.done });
}

/** The progress after finishing `id` with `stars`: the best result is kept. */
export function withResult(progress: Progress, id: string, stars: Stars): Progress {
  const before = progress.done[id] ?? 0;
  return stars > before ? { done: { ...progress.done, [id]: stars } } : progress;
}

/** The first lesson (in path order) not done yet, or null when all are. */
export function nextLesson<T extends { readonly id: string }>(lessons: readonly T[], progress: Progress): T | null {
  return lessons.find((l) => progress.done[l.id] === undefined) ?? null;
}

const STARS_WORDS: Readonly<Record<Locale, (stars: Stars) => string>> = {
  en: (stars) => `${stars} of 3 stars`,
  de: (stars) => `${stars} von 3 Sternen`,
};

/** "★★☆" with words for screen readers: "2 of 3 stars" ("2 von 3 Sternen"). */
export function starsText(stars: Stars, locale: Locale = 'en'): { readonly shown: string; readonly words: string } {
  return { shown: '★'.repeat(stars) + '☆'.repeat(3 - stars), words: STARS_WORDS[locale](stars) };
}
