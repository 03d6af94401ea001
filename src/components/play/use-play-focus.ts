/**
 * Where focus goes in a game against the bots, once the reader has had focus
 * in it (never before: a page must not pull a reader who is reading): a
 * played card's button goes with the card, so focus moves to the status line
 * without scrolling a phone away from the table; and when a hand ends, its
 * result comes into view and takes focus, since its buttons are next.
 */
import { useEffect, useRef } from 'preact/hooks';
import { prefersReducedMotion } from './use-play-prefs';

/** Below this (px from the top of the window, under the site's header) the game is already in view. */
const ARRIVED_TOP_PX = 96;

export interface PlayFocus {
  readonly headRef: { current: HTMLParagraphElement | null };
  /** The ruling (or end screen) above the table. */
  readonly recentRef: { current: HTMLDivElement | null };
  /** Call from the root's focusin. */
  readonly onFocusIn: () => void;
  readonly focusHead: () => void;
  /** Brings the latest ruling into view (after an action chosen from the lists below the table). */
  readonly showRecent: () => void;
  readonly rootRef: { current: HTMLDivElement | null };
  /** The reader acts: the first time, the game comes into view. */
  readonly arrive: () => void;
}

/** `at` and `session`: the frame on screen and the game; focus is looked after whenever either changes. */
export function usePlayFocus(at: number, session: unknown, ended: boolean): PlayFocus {
  const headRef = useRef<HTMLParagraphElement>(null);
  const recentRef = useRef<HTMLDivElement>(null);
  const focusedIn = useRef(false);
  const wasEnded = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const arrived = useRef(false);
  const behavior = () => (prefersReducedMotion() ? 'auto' : 'smooth') as ScrollBehavior;

  useEffect(() => {
    const active = document.activeElement;
    if (focusedIn.current && (!active || active === document.body || !active.isConnected)) headRef.current?.focus({ preventScroll: true });
  }, [at, session]);

  useEffect(() => {
    if (ended && !wasEnded.current && focusedIn.current) {
      recentRef.current?.querySelector<HTMLElement>('.pv-end')?.focus({ preventScroll: true });
      recentRef.current?.scrollIntoView({ block: 'start', behavior: behavior() });
    }
    wasEnded.current = ended;
  }, [ended]);

  return {
    headRef,
    recentRef,
    onFocusIn: () => (focusedIn.current = true),
    focusHead: () => headRef.current?.focus({ preventScroll: true }),
    showRecent: () => requestAnimationFrame(() => recentRef.current?.scrollIntoView({ block: 'start', behavior: behavior() })),
    rootRef,
    arrive: () => {
      if (arrived.current) return;
      arrived.current = true;
      const root = rootRef.current;
      // Only when the game starts lower on the screen than it needs to (under the page title, on arrival).
      if (root && root.getBoundingClientRect().top > ARRIVED_TOP_PX) root.scrollIntoView({ block: 'start', behavior: behavior() });
    },
  };
}
