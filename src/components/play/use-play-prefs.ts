/**
 * The reader's remembered level and pace on a play page (play-prefs.ts), as
 * a hook. The first render uses no stored choice, so the server markup and
 * the first client render agree; the stored choice is read after mounting.
 * A browser that refuses storage still plays: the choice then lasts while
 * the page stays open, and the page says so once.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useLocale } from '../../i18n/ui-text';
import { readStorage, writeStorage } from '../tools/csv';
import { NO_PREFS, parsePrefs, prefsStorageKey, serialisePrefs, type PlayPrefs, type PrefsChoices } from './play-prefs';

/** Reads the stored choices now (for code that runs before the hook's first effect has, such as the engine's arrival). */
export function loadPrefs(gameId: string, choices: PrefsChoices): PlayPrefs {
  if (typeof window === 'undefined') return NO_PREFS;
  return parsePrefs(readStorage(prefsStorageKey(gameId)).raw, choices);
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface PrefsHook {
  readonly prefs: PlayPrefs;
  /** The stored choices have been read (false in the server render and the first client render). */
  readonly read: boolean;
  readonly reducedMotion: boolean;
  /** Stores a change; the message when the browser refuses, else null. */
  readonly remember: (change: Partial<PlayPrefs>) => void;
  readonly error: string | null;
}

export function usePlayPrefs(gameId: string, choices: PrefsChoices): PrefsHook {
  const [prefs, setPrefs] = useState<PlayPrefs>(NO_PREFS);
  const [read, setRead] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locale = useLocale();
  const latest = useRef(prefs);
  latest.current = prefs;

  useEffect(() => {
    setPrefs(loadPrefs(gameId, choices));
    setReducedMotion(prefersReducedMotion());
    setRead(true);
  }, [gameId]);

  const remember = (change: Partial<PlayPrefs>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    setPrefs(next);
    setError(writeStorage(prefsStorageKey(gameId), serialisePrefs(next), locale));
  };
  return { prefs, read, reducedMotion, remember, error };
}
