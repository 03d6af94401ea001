/** 4.15: halting and resuming the game. Halts come from 5.5 (swap), 10.1 (reshuffle) and 10.5 (complaint). */
import type { GressState, Halt } from '../types';
import { forbidThrows } from './4-throw-permission';

/** 4.15: while halted no event may take place; the halt records why and who caused it. */
export function haltGame(state: GressState, halt: Halt): GressState {
  return { ...state, phase: 'halted', halt };
}

/**
 * 4.15: on resuming, throws are forbidden and only the player to move may make
 * a move, so the skipped player's right to defend (5.7, 6.5) is gone.
 */
export function resumeGame(state: GressState): GressState {
  return forbidThrows({
    ...state,
    phase: 'running',
    halt: null,
    windows: state.windows.filter((w) => w.kind !== 'skipDefence'),
  }, '4.15');
}
