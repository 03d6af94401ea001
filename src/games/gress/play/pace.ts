/**
 * How fast the table's clock runs on /gress/play/. Gress is played in real
 * time (the bots act after their reaction times, engine/gress/play/levels.ts),
 * so the pace is the speed of the whole table's clock: at half speed every
 * bot takes twice as long in real seconds, and the reader has twice the
 * time to see a chance. A first visit starts at half speed, with the relaxed
 * bots; the reader's choice is remembered (src/components/play/play-prefs.ts).
 */
import type { PaceOption } from '../../../components/play/PaceControl';

export type GressPaceId = 'slow' | 'gentle' | 'real';

export interface GressPace extends PaceOption {
  readonly id: GressPaceId;
  /** Game time per real time. */
  readonly rate: number;
}

/** Slowest first. */
export const GRESS_PACES: readonly GressPace[] = [
  { id: 'slow', label: 'A third', rate: 1 / 3 },
  { id: 'gentle', label: 'Half speed', rate: 1 / 2 },
  { id: 'real', label: 'Real time', rate: 1 },
];

/** A first visit's pace. */
export const NEWCOMER_PACE: GressPaceId = 'gentle';

export const gressPace = (id: string | null): GressPace => GRESS_PACES.find((p) => p.id === id) ?? GRESS_PACES.find((p) => p.id === NEWCOMER_PACE)!;

/** Real milliseconds until a bot lands `gameMs` of game time from now, at `rate` game time per real time. */
export function realDelayMs(gameMs: number, rate: number): number {
  return Math.max(0, gameMs) / rate;
}
