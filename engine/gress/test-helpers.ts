/** Small builders for unit tests: a position from compact text, and one statechart step. */
import { advance, startFrom } from './machine';
import { parseAction } from './notation';
import { positionFromSetup, type PositionSetup } from './setup';
import type { GressState, Step } from './types';

export const FOUR = ['Ana', 'Ben', 'Cem', 'Dia'] as const;

/** A running position; throws on a bad setup because a test wrote it. */
export function position(setup: Omit<PositionSetup, 'players' | 'dealer' | 'drawPile'> & Partial<PositionSetup>): GressState {
  const r = positionFromSetup({ players: FOUR, dealer: 'Dia', drawPile: 'rest', ...setup });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** Applies one action written in notation, through the statechart. */
export function act(state: GressState, text: string): Step {
  const parsed = parseAction(text, state.players);
  if (!parsed.ok) throw new Error(parsed.error);
  const { game, ruling } = advance(startFrom(state), parsed.action).context;
  return { state: game, ruling: ruling! };
}

/** Applies several actions in order and returns every step. */
export function actAll(state: GressState, texts: readonly string[]): Step[] {
  const steps: Step[] = [];
  for (const text of texts) steps.push(act(steps.at(-1)?.state ?? state, text));
  return steps;
}
