/**
 * What a step-through view needs: the table state after each step of a scenario,
 * with the ruling and the author's one-line explanation. Frame 0 is the starting
 * position and has no ruling.
 */
import type { GressRuling, GressState } from './types';

export interface Frame {
  readonly state: GressState;
  /** The action of this step in notation, e.g. "Ben play QS"; null for frame 0. */
  readonly action: string | null;
  readonly ruling: GressRuling | null;
  /** The scenario author's explanation of the step, if any. */
  readonly says: string | null;
}

export interface ScenarioSummary {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly players: readonly string[];
}
