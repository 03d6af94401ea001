/** 5.5: when a announced swap becomes binding or lapses, decided at the next event. */
import type { EventFacts, Window } from '../../core/windows';
import type { GressState } from '../types';
import { haltGame } from './4-halted-game';

/**
 * 5.5: the swap target's defence window has closed at `event` without a defence
 * Nine (the defence itself removes the window before its event is recorded).
 * The swap lapses if that event was a throw by the swapper; otherwise it is
 * binding now and the game halts until the hands are exchanged (4.15).
 */
export function settleSwapDefence(state: GressState, closed: readonly Window[], event: EventFacts): GressState {
  const swap = state.swap;
  if (!swap || swap.stage !== 'announced' || !closed.some((w) => w.kind === 'swapDefence')) return state;
  if (event.isThrow && event.actor === swap.by) return { ...state, swap: null };
  return haltGame({ ...state, swap: { ...swap, stage: 'binding' } }, { reason: 'swap', by: swap.by, paragraph: swap.paragraph });
}
