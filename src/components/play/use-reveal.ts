/**
 * The timing of the bots' moves on screen: after the reader acts, the bots'
 * answers are all computed at once (bot-answers.ts), and this hook decides
 * how many of them the table shows yet: one more every `stepMs`, or all at
 * once when `stepMs` is null. The frame on screen is `at`; `revealing` is
 * true while some of the bots' moves are still to come.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

export interface Reveal {
  /** The frame on screen (at most the last). */
  readonly at: number;
  readonly revealing: boolean;
  /** A new game or new moves: show them from frame `from` on, one at a time, or all at once at that pace. */
  readonly showFrom: (from: number, total: number) => void;
  readonly showAll: () => void;
}

export function useReveal(total: number, stepMs: number | null): Reveal {
  const [shown, setShown] = useState(0);
  /** The pace for callbacks made before the last render (the engine's arrival after hydration). */
  const step = useRef(stepMs);
  step.current = stepMs;
  const at = Math.min(shown, total);
  const revealing = at < total;

  useEffect(() => {
    if (!revealing) return;
    if (stepMs === null) {
      setShown(total);
      return;
    }
    const timer = setTimeout(() => setShown((s) => s + 1), stepMs);
    return () => clearTimeout(timer);
  }, [revealing, at, stepMs, total]);

  return {
    at,
    revealing,
    showFrom: (from, next) => setShown(step.current === null ? next : Math.min(from, next)),
    showAll: () => setShown(total),
  };
}
