/** A Gress step-through frame: the platform's Frame (engine/core/frame.ts) over Gress states and rulings. */
import type { Frame as AnyFrame } from '../core/frame';
import type { GressRuling, GressState } from './types';

export type Frame = AnyFrame<GressState, GressRuling>;
export type { ScenarioSummary } from '../core/frame';
