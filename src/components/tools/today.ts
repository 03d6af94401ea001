/**
 * Today's date for a tool's print view ("Printed on 28 November 2026") and
 * file names (2026-11-28). Read after hydration: the server render has no
 * date (null, and "today" in a file name), so the first client render matches
 * it and a page built on another day never shows a stale date.
 */
import { useEffect, useState } from 'preact/hooks';
import { isoDay } from './csv';

export interface Today {
  /** In the reader's language, e.g. "November 28, 2026"; null until read. */
  readonly long: string | null;
  /** 2026-11-28; "today" until read. */
  readonly iso: string;
}

export function useToday(): Today {
  const [today, setToday] = useState<Today>({ long: null, iso: 'today' });
  useEffect(() => {
    const now = new Date();
    setToday({ long: now.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }), iso: isoDay(now) });
  }, []);
  return today;
}
