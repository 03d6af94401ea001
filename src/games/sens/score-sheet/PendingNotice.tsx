/** The SENS score sheet takes a match handed over from the game against the bots (pending.ts; the hook is the tools' own). */
import type { VNode } from 'preact';
import { usePendingHandOff, type PendingHandOff } from '../../../components/tools/pending-notice';
import type { Built } from './model';
import { mergePending, mergedWords, PENDING_KEY, readPending, type PendingMatch } from './pending';
import { PENDING_WORDS } from './pending-words';

const HAND_OFF: PendingHandOff<Built, PendingMatch> = {
  key: PENDING_KEY,
  read: readPending,
  merge: mergePending,
  words: (merged, match, locale) => mergedWords(merged, match.deals.length, locale),
  replaced: (locale) => PENDING_WORDS[locale].replaced,
};

export function usePendingMatch(ready: boolean, current: Built | null, damaged: boolean, apply: (sheet: Built) => void): VNode | null {
  return usePendingHandOff(HAND_OFF, ready, current, damaged, apply);
}
