/** Small builders for unit tests: positions from set-ups or notation, and statechart steps from action notation. */
import { advance, startFrom } from './machine';
import { parseAction, parsePosition } from './notation';
import { positionFromSetup, type PositionSetup, type SeatSetup } from './setup';
import type { TheGameState, Step } from './types';

export const PLAYERS = ['Ben', 'Ana'] as const;

/** A position in play with Ben and Ana; throws on a bad set-up because a test wrote it. */
export function position(setup: { turn?: string; ben: SeatSetup; ana: SeatSetup } & Partial<Omit<PositionSetup, 'seats' | 'players' | 'turn'>>): TheGameState {
  const { ben, ana, turn = 'Ben', ...rest } = setup;
  const r = positionFromSetup({ players: PLAYERS, turn, seats: [ben, ana], ...rest });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** A position from its notation; throws if it does not parse. */
export function fromNotation(text: string): TheGameState {
  const r = parsePosition(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Applies one action written in notation, through the statechart. */
export function act(state: TheGameState, text: string): Step {
  const parsed = parseAction(text, state.players);
  if (!parsed.ok) throw new Error(parsed.error);
  const { game, ruling } = advance(startFrom(state), parsed.value).context;
  return { state: game, ruling: ruling! };
}

/** Applies several actions in order and returns every step. */
export function actAll(state: TheGameState, texts: readonly string[]): Step[] {
  const steps: Step[] = [];
  for (const text of texts) steps.push(act(steps.at(-1)?.state ?? state, text));
  return steps;
}

/** The number showing on a pile ("Ben up"). */
export function top(state: TheGameState, owner: 0 | 1, row: 'up' | 'down'): number {
  const pile = state.seats[owner][row];
  return pile.length === 0 ? (row === 'up' ? 1 : 60) : pile[pile.length - 1].value;
}
