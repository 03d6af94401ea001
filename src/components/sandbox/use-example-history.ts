/**
 * Keeps what an example shows in the browser's history (example-history.ts)
 * and brings it back when the reader goes Back or Forward: a change of step
 * or of the game played replaces the current entry, switching between
 * stepping and playing adds one. An entry that says nothing about this
 * example (one made by following a link inside the page) leaves it as it
 * is: Back never puts an example back to sleep.
 */
import { useEffect, useRef } from 'preact/hooks';
import { entryOf, recordEntry, sameEntry, type ExampleEntry } from './example-history';

export function useExampleHistory(key: string, anchor: string | null, current: ExampleEntry | null, restore: (entry: ExampleEntry) => void): void {
  /** What history holds for this example now (after a Back or Forward: what that entry held). */
  const last = useRef<ExampleEntry | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  // After every render: record what is shown if it differs from what history holds.
  useEffect(() => {
    if (!current || sameEntry(current, last.current)) return;
    const prev = last.current;
    last.current = current;
    recordEntry(key, anchor, current, prev !== null && prev.kind !== current.kind ? 'push' : 'replace');
  });

  useEffect(() => {
    const onPop = (e: PopStateEvent) => {
      const entry = entryOf(e.state, key);
      if (!entry || sameEntry(entry, last.current)) return;
      last.current = entry;
      restoreRef.current(entry);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
