/**
 * Where focus goes after the reader's own action (never on page load): a
 * decided lesson (a wrong try or the goal) brings its panel's heading into
 * view and focus, so the verdict is read at once; otherwise focus stays
 * inside the lesson when the tapped card's button has gone with the card.
 */
import { useEffect, useRef } from 'preact/hooks';

export function useLessonFocus(after: unknown, decided: boolean) {
  const acted = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!acted.current) return;
    if (decided) {
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ block: 'nearest' });
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) rootRef.current?.focus({ preventScroll: true });
  }, [after, decided]);
  /** Wraps a handler of the reader's so that the next change counts as theirs. */
  const byReader =
    <A extends unknown[]>(handler: (...args: A) => void) =>
    (...args: A) => {
      acted.current = true;
      handler(...args);
    };
  return { headingRef, rootRef, byReader };
}
