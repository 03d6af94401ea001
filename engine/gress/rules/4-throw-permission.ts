/**
 * 4.2: throws are allowed or forbidden for all players at once. The state keeps
 * the flag together with the paragraph that last forbade throws (4.8 after a
 * draw, 4.15 after a halt), so a ruling can say why a throw was not allowed.
 */
import type { GressState } from '../types';

/** 4.6: a move by playing a card allows throws, whatever they were before. */
export function allowThrows<S extends GressState>(state: S): S {
  return { ...state, throwsAllowed: true, throwsForbiddenBy: null };
}

/** 4.8 / 4.15: throws become forbidden for everybody. */
export function forbidThrows<S extends GressState>(state: S, paragraph: string): S {
  return { ...state, throwsAllowed: false, throwsForbiddenBy: paragraph };
}
