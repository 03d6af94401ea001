/**
 * The stored progress as a hook: read once after hydration (the server
 * render has none, so the first client render matches it), written when a
 * lesson is finished. A damaged value is reported once and replaced by the
 * next result; a browser that refuses storage gets a message, never an error.
 */
import { useEffect, useState } from 'preact/hooks';
import { useLocale } from '../../i18n/ui-text';
import { readStorage, writeStorage } from '../tools/csv';
import { EMPTY_PROGRESS, progressKey, readProgress, withResult, writeProgress, type Progress, type Stars } from './progress';

export interface StoredProgress {
  readonly progress: Progress;
  /** False until the stored value has been read. */
  readonly ready: boolean;
  /** Why the saved progress was set aside, or why storage failed; null when all is well. */
  readonly notice: string | null;
  readonly record: (id: string, stars: Stars) => void;
}

/** @param gameId whose lessons: each game keeps its progress under its own key (progress.ts progressKey) */
export function useProgress(gameId: string): StoredProgress {
  const key = progressKey(gameId);
  const [progress, setProgress] = useState<Progress>(EMPTY_PROGRESS);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const locale = useLocale();
  useEffect(() => {
    const { raw, error } = readStorage(key, locale);
    const read = readProgress(raw, locale);
    setProgress(read.progress);
    setNotice(error ?? read.damaged);
    setReady(true);
  }, [key]);
  const record = (id: string, stars: Stars) => {
    const after = withResult(progress, id, stars);
    setProgress(after);
    const failed = writeStorage(key, writeProgress(after), locale);
    if (failed) setNotice(failed);
  };
  return { progress, ready, notice, record };
}
