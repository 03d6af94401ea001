/**
 * The score sheet's side of "Add to the score sheet" (pending.ts): once the
 * saved sheet has been read, a match handed over from the game against the
 * bot is read, checked and added, and a notice says what was added. A sheet
 * of another match is kept unless the reader chooses to replace it; a
 * damaged saved sheet is never touched (the hand-off waits in storage).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { VNode } from 'preact';
import { readStorage, writeStorage } from '../../../components/tools/csv';
import type { Built } from './model';
import { mergePending, mergedWords, PENDING_KEY, readPending } from './pending';

type Notice = { readonly text: string; readonly error: boolean; readonly replacement?: Built };

/** Reads a handed-over match once `ready`; returns the notice to show (or null). */
export function usePendingMatch(ready: boolean, current: Built | null, damaged: boolean, apply: (sheet: Built) => void): VNode | null {
  const [notice, setNotice] = useState<Notice | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready || damaged) return;
    const read = readPending(readStorage(PENDING_KEY).raw);
    if (read.kind === 'none') return;
    writeStorage(PENDING_KEY, null);
    if (read.kind === 'bad') return setNotice({ text: read.message, error: true });
    const merged = mergePending(current, read.match);
    if (merged.kind === 'bad') return setNotice({ text: merged.message, error: true });
    if (merged.kind === 'started' || merged.kind === 'added') apply(merged.sheet);
    const text = mergedWords(merged, read.match.hands.length);
    setNotice(merged.kind === 'conflict' ? { text, error: true, replacement: merged.replacement } : { text, error: false });
  }, [ready]);
  // The reader arrives at the top of the page: bring the news into view.
  useEffect(() => box.current?.scrollIntoView({ block: 'nearest' }), [notice !== null]);
  if (!notice) return null;
  return (
    <div class={`gt-status${notice.error ? '' : ' gt-status--done'} gt-no-print`} role="status" data-pending-notice ref={box}>
      <p class="gt-strong">{notice.text}</p>
      {notice.replacement && (
        <div class="gt-buttons">
          <button
            type="button"
            class="gt-button"
            onClick={() => {
              apply(notice.replacement!);
              setNotice({ text: 'The sheet now holds the match from the game against the bot; the earlier sheet was replaced.', error: false });
            }}
          >
            Replace this sheet with that match
          </button>
          <button type="button" class="gt-button" onClick={() => setNotice(null)}>
            Keep this sheet
          </button>
        </div>
      )}
    </div>
  );
}
