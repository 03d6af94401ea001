/**
 * What a step-through view needs, for any game: the table state after each
 * step of a scenario, with the ruling and the author's one-line explanation.
 * Frame 0 is the starting position and has no ruling.
 */
import type { Ruling } from './ruling';

export interface Frame<S, R extends Ruling = Ruling> {
  readonly state: S;
  /** The action of this step in the game's notation, e.g. "Ben play QS"; null for frame 0. */
  readonly action: string | null;
  readonly ruling: R | null;
  /** The scenario author's explanation of the step, if any. */
  readonly says: string | null;
  /** The action in plain words (Game.describeAction), when the game has them. */
  readonly label?: string | null;
}

/** A frame whose position may be left out: pages send every frame but the first without it, and the engine works it out again. */
export type LeanFrame<S, R extends Ruling = Ruling> = Omit<Frame<S, R>, 'state'> & { readonly state?: S };

/** The frames a page sends: the first whole, the others without their state (the ruling and the texts stay, for the step list). */
export function leanFrames<S, R extends Ruling>(frames: readonly Frame<S, R>[]): LeanFrame<S, R>[] {
  return frames.map((f, i) => (i === 0 ? f : { action: f.action, ruling: f.ruling, says: f.says, label: f.label ?? null }));
}

/** A scenario as its embed and the sandbox name it. */
export interface ScenarioSummary {
  /** The game's id ("gress", "the-game"). */
  readonly game: string;
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly players: readonly string[];
}
