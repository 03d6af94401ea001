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

/** A scenario as its embed and the sandbox name it. */
export interface ScenarioSummary {
  /** The game's id ("gress", "the-game"). */
  readonly game: string;
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly players: readonly string[];
}
