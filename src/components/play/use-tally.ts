/**
 * The reader's record against the bots (tally.ts) as a hook: read from this
 * browser after mounting, and a finished game counted once when its end
 * comes on screen. A game opened finished from a share link is not counted:
 * only a game the reader acted in on this page is theirs.
 */
import { useEffect, useState } from 'preact/hooks';
import { useLocale } from '../../i18n/ui-text';
import { readStorage, writeStorage } from '../tools/csv';
import { EMPTY_TALLY, parseTally, recordResult, serialiseTally, tallyStorageKey, type Result, type Tally } from './tally';

export interface TallyState {
  readonly tally: Tally;
  /** Why the record cannot be read or kept, in words; null when all is well. */
  readonly error: string | null;
}

/**
 * `over`: the key of a finished game on screen (its start, seat and level)
 * with its result, or null; `acted`: whether the reader played in it.
 */
export function useTally(gameId: string, over: { key: string; result: Result } | null, acted: boolean): TallyState {
  const [state, setState] = useState<TallyState>({ tally: EMPTY_TALLY, error: null });
  const locale = useLocale();

  useEffect(() => {
    const stored = readStorage(tallyStorageKey(gameId), locale);
    const parsed = parseTally(stored.raw, locale);
    setState(parsed.ok ? { tally: parsed.tally, error: stored.error } : { tally: EMPTY_TALLY, error: parsed.error });
  }, [gameId]);

  const key = over?.key ?? null;
  useEffect(() => {
    if (!over || state.error || !acted) return;
    const next = recordResult(state.tally, over.key, over.result);
    if (next === state.tally) return;
    setState({ tally: next, error: writeStorage(tallyStorageKey(gameId), serialiseTally(next), locale) });
  }, [key]);

  return state;
}
