/**
 * The real-time table as a Preact hook: it keeps the driver's table
 * (engine/gress/play/driver.ts) and a clock, and sets one timer for the next
 * bot landing. The driver decides everything (who acts, when, what happens at
 * once); the hook only turns its times into setTimeout delays and stamps the
 * reader's actions with the clock's time.
 *
 * Game time runs with the wall clock while the table runs, at the pace the
 * reader chose (pace.ts: real time, half or a third of it). Practice pauses
 * it: the bots wait and the reader can think (a learning aid: at a real table
 * nobody waits). With the test-only fast clock (play-url.ts) game time jumps
 * from landing to landing FAST_TICK_MS apart and the reader acts at the last
 * landing's time, so a test that acts while the table waits for it sees the
 * same game every time.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { advance, isFinished, nextLanding, startTable, type RealTimeTable } from '../../../../engine/gress/play/driver';
import type { GressAction } from '../../../../engine/gress/types';
import { realDelayMs } from './pace';
import { READER_SEAT, seatNames, type PlaySettings } from './play-url';

/** With the fast clock, real ms between two bot landings: long enough to render each, short enough for a test. */
export const FAST_TICK_MS = 40;

export type ClockState = 'running' | 'waiting' | 'paused' | 'over';

export interface RealTime {
  readonly table: RealTimeTable | null;
  readonly error: string | null;
  readonly clock: ClockState;
  /** Practice: the reader paused the clock. */
  readonly paused: boolean;
  readonly setPaused: (paused: boolean) => void;
  /** The reader acts now. */
  readonly act: (action: GressAction) => void;
}

/** The table for `settings`: the reader in seat 0, a bot of the chosen level in every other seat. */
export function tableFor(settings: PlaySettings) {
  const players = seatNames(settings.players);
  return startTable({
    players,
    packs: settings.packs,
    seed: settings.seed,
    dealer: settings.dealer,
    levels: players.map((_, s) => (s === READER_SEAT ? null : settings.level)),
  });
}

/**
 * `deal` changes for every new deal (the same settings dealt again start
 * afresh); the clock stands still until `active` (the reader pressed Start);
 * `rate` is game time per real time (1: real time).
 */
export function useRealTime(settings: PlaySettings | null, deal: number, active: boolean, rate = 1): RealTime {
  const started = useMemo(() => (settings ? tableFor(settings) : null), [settings, deal]);
  const [table, setTable] = useState<RealTimeTable | null>(started?.ok ? started.table : null);
  const [practice, setPractice] = useState(false);
  const paused = practice || !active;
  const fast = settings?.clock === 'fast';
  /** Game time at `wall` (performance.now()); moved on whenever the clock pauses, resumes or a landing is applied. */
  const anchor = useRef({ wall: 0, game: 0 });

  // A new game: a new table and a fresh clock.
  useEffect(() => {
    setTable(started?.ok ? started.table : null);
    setPractice(false);
    anchor.current = { wall: performance.now(), game: 0 };
  }, [started]);

  const gameNow = () => (paused || fast ? anchor.current.game : anchor.current.game + (performance.now() - anchor.current.wall) * rate);

  // Starting, pausing, resuming or a new pace: the clock goes on from where it stood.
  const was = useRef({ paused, rate });
  if (was.current.paused !== paused || was.current.rate !== rate) {
    const wall = performance.now();
    const ran = was.current.paused || fast ? 0 : (wall - anchor.current.wall) * was.current.rate;
    anchor.current = { wall, game: anchor.current.game + ran };
    was.current = { paused, rate };
  }

  useEffect(() => {
    if (!table || paused || isFinished(table)) return;
    const landing = nextLanding(table);
    if (!landing) return;
    const delay = fast ? FAST_TICK_MS : realDelayMs(landing.at - gameNow(), rate);
    const timer = setTimeout(() => {
      setTable((t) => (t === table ? advance(t, landing.at) : t));
      if (fast) anchor.current = { wall: performance.now(), game: landing.at };
    }, delay);
    return () => clearTimeout(timer);
  }, [table, paused, fast, rate]);

  const act = (action: GressAction) => {
    setTable((t) => {
      if (!t || isFinished(t)) return t;
      const now = Math.max(t.now, fast ? t.now : gameNow());
      return advance(t, now, action);
    });
  };

  const clock: ClockState = !table ? 'waiting' : isFinished(table) ? 'over' : practice ? 'paused' : nextLanding(table) ? 'running' : 'waiting';
  return { table, error: started && !started.ok ? started.error : null, clock, paused: practice, setPaused: setPractice, act };
}
