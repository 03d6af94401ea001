/**
 * What the games' tools (score sheets, tournament) share about their state:
 * it lives in localStorage, is read once after hydration (the server render
 * has none, so the first client render matches it), is written on every
 * change, and is never overwritten while a damaged value is on show (the
 * reader may still download it). And focus requested by an action moves once
 * the next render is on screen.
 */
import { useEffect, useState } from 'preact/hooks';
import { useLocale } from '../../i18n/ui-text';
import { readStorage, writeStorage } from './csv';

export interface StoredMode<M> {
  readonly mode: M;
  readonly setMode: (mode: M) => void;
  /** False until the stored value has been read. */
  readonly ready: boolean;
  /** Why the browser's storage could not be read or written, if it could not. */
  readonly storageError: string | null;
}

/**
 * @param fromStorage the mode for the stored text (a damaged value gives a mode of kind 'corrupt'), or null to keep `initial`
 * @param toStorage   the text to store for a mode, or null to clear the key
 */
export function useStoredMode<M extends { readonly kind: string }>(
  key: string,
  initial: M,
  fromStorage: (raw: string | null) => M | null,
  toStorage: (mode: M) => string | null,
): StoredMode<M> {
  const [mode, setMode] = useState<M>(initial);
  const [ready, setReady] = useState(false);
  const [storageError, setStorageError] = useState<string | null>(null);
  const locale = useLocale();
  useEffect(() => {
    const { raw, error } = readStorage(key, locale);
    setStorageError(error);
    const stored = fromStorage(raw);
    if (stored) setMode(stored);
    setReady(true);
  }, []);
  useEffect(() => {
    if (!ready || mode.kind === 'corrupt') return;
    setStorageError(writeStorage(key, toStorage(mode), locale));
  }, [mode, ready]);
  return { mode, setMode, ready, storageError };
}

/** Asks for focus on the element with this id once the next render is on screen. */
export function useFocusAfterRender(): (id: string) => void {
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);
  return setFocusId;
}
