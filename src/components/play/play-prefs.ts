/**
 * What a reader chose on a play page and finds again on the next visit: the
 * bots' level and their pace, kept in this browser's localStorage per game.
 * A first visit (nothing stored) starts gently: the page's newcomer level and
 * the bots' moves shown one at a time, unhurried (or all at once when the
 * reader's system asks for reduced motion, since moves appearing one by one
 * are motion). Pure: the hook (use-play-prefs.ts) hands the stored text in.
 */

export const PREFS_VERSION = 1;
/** A level or pace id longer than this is no id of any page. */
export const MAX_PREF_ID_CHARS = 40;

/** How the bots' moves come onto the table, for games played turn by turn. */
export type Pace = 'unhurried' | 'quick' | 'all';

export interface PaceInfo {
  readonly id: Pace;
  readonly label: string;
  /** How long each bot move stays before the next; null: every move at once. */
  readonly stepMs: number | null;
}

/** Slowest first: the first is the newcomer's. */
export const PACES: readonly PaceInfo[] = [
  { id: 'unhurried', label: 'Slowly', stepMs: 1400 },
  { id: 'quick', label: 'Quickly', stepMs: 500 },
  { id: 'all', label: 'At once', stepMs: null },
];

export const paceInfo = (id: string): PaceInfo => PACES.find((p) => p.id === id) ?? PACES[0];

/** The stored choices; null where the reader has not chosen (or what is stored is not one of this page's). */
export interface PlayPrefs {
  readonly level: string | null;
  readonly pace: string | null;
}

export const NO_PREFS: PlayPrefs = { level: null, pace: null };

export const prefsStorageKey = (gameId: string) => `play-prefs:${gameId}:v${PREFS_VERSION}`;

/** What a page accepts: its level ids and pace ids. */
export interface PrefsChoices {
  readonly levels: readonly string[];
  readonly paces: readonly string[];
}

const pick = (value: unknown, allowed: readonly string[]): string | null =>
  typeof value === 'string' && value.length <= MAX_PREF_ID_CHARS && allowed.includes(value) ? value : null;

/**
 * Reads the stored text. Never throws: damaged data, another format or an id
 * this page does not offer (a level since removed) reads as "not chosen", so
 * the page falls back to its newcomer defaults rather than refusing to deal.
 */
export function parsePrefs(raw: string | null, choices: PrefsChoices): PlayPrefs {
  if (raw === null || raw === '' || raw.length > 1_000) return NO_PREFS;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return NO_PREFS;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return NO_PREFS;
  const d = data as Record<string, unknown>;
  if (d.version !== PREFS_VERSION) return NO_PREFS;
  return { level: pick(d.level, choices.levels), pace: pick(d.pace, choices.paces) };
}

export function serialisePrefs(prefs: PlayPrefs): string {
  return JSON.stringify({ version: PREFS_VERSION, level: prefs.level, pace: prefs.pace });
}

/** The pace a page starts with: the stored one, else unhurried, or at once with reduced motion. */
export function startingPace(stored: string | null, reducedMotion: boolean): Pace {
  const known = PACES.find((p) => p.id === stored);
  if (known) return known.id;
  return reducedMotion ? 'all' : PACES[0].id;
}
