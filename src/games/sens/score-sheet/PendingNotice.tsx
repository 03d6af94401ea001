/** The SENS score sheet takes a match handed over from the game against the bots (pending.ts; the hook is the tools' own). */
import type { VNode } from 'preact';
import { usePendingHandOff, type PendingHandOff } from '../../../components/tools/pending-notice';
import type { Built } from './model';
import { mergePending, mergedWords, PENDING_KEY, readPending, type PendingMatch } from './pending';

const HAND_OFF: PendingHandOff<Built, PendingMatch> = {
  key: PENDING_KEY,
  read: readPending,
  merge: mergePending,
  words: (merged, match) => mergedWords(merged, match.deals.length),
  replaced: 'The sheet now holds the match from the game against the bots; the earlier sheet was replaced.',
};

export function usePendingMatch(ready: boolean, current: Built | null, damaged: boolean, apply: (sheet: Built) => void): VNode | null {
  return usePendingHandOff(HAND_OFF, ready, current, damaged, apply);
}
