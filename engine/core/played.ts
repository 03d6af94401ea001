/**
 * A game being played in the sandbox, for any game: where it started, the
 * actions since, and a frame per action (the state after it and its ruling),
 * computed through the game's apply(). Pure; the sandbox's play mode, share
 * links and tests use it alike.
 */
import type { Frame, LeanFrame } from './frame';
import type { Game, Parsed } from './game';
import { prng } from './prng';

export interface Played<S, A> {
  readonly start: S;
  readonly actions: readonly A[];
  /** frames[0] is the start; frames[i] follows actions[i - 1]. */
  readonly frames: readonly Frame<S>[];
}

type AnyAction = { readonly seat: number };

const labelOf = <S, A extends AnyAction>(game: Game<S, A, string>, start: S, action: A) => game.describeAction?.(action, game.playersOf(start)) ?? null;

/** Replays `actions` from `start`. */
export function replay<S, A extends AnyAction>(game: Game<S, A, string>, start: S, actions: readonly A[]): Played<S, A> {
  const frames: Frame<S>[] = [{ state: start, action: null, ruling: null, says: null }];
  let state = start;
  for (const action of actions) {
    const applied = game.apply(state, action);
    state = applied.state;
    frames.push({ state, action: applied.ruling.action, ruling: applied.ruling, says: null, label: labelOf(game, start, action) });
  }
  return { start, actions, frames };
}

/** The first `n` actions of a played game. */
export function truncate<S, A>(played: Played<S, A>, n: number): Played<S, A> {
  return { start: played.start, actions: played.actions.slice(0, n), frames: played.frames.slice(0, n + 1) };
}

/** One more action after the first `at` actions (what followed is dropped); only the new step is computed. */
export function playOn<S, A extends AnyAction>(game: Game<S, A, string>, played: Played<S, A>, at: number, action: A): Played<S, A> {
  const kept = truncate(played, at);
  const applied = game.apply(kept.frames[kept.frames.length - 1].state, action);
  return {
    start: kept.start,
    actions: [...kept.actions, action],
    frames: [...kept.frames, { state: applied.state, action: applied.ruling.action, ruling: applied.ruling, says: null, label: labelOf(game, kept.start, action) }],
  };
}

/** At most this many bot actions answer one action of the reader (a guard, far above any real turn). */
export const MAX_BOT_ANSWERS = 64;

/**
 * Bots answer for `seats` (one seat, or several: SENS's three bots) after the
 * last action: while the game's bot, which decides from what the acting seat
 * may see, would act for one of those seats, its action is played. Seeded by
 * the number of actions so far, so a game with bots replays and shares like
 * any other. `level` is one of the game's bot levels (default: the game's default).
 */
export function answerFor<S, A extends AnyAction>(game: Game<S, A, string>, played: Played<S, A>, seats: number | readonly number[], level?: string): Played<S, A> {
  const bots = typeof seats === 'number' ? [seats] : seats;
  const random = prng(0x5eed + played.actions.length);
  let result = played;
  for (let i = 0; i < MAX_BOT_ANSWERS; i++) {
    const state = result.frames[result.frames.length - 1].state;
    if (game.isOver(state)) break;
    const choice = game.botChoice(state, random, level);
    if (!choice || !bots.includes(choice.seat)) break;
    result = playOn(game, result, result.actions.length, choice);
  }
  return result;
}

/** The game an example has reached at step `upTo`: its start plus the steps' actions, read from their notation. */
export function fromFrames<S, A extends AnyAction>(game: Game<S, A, string>, frames: readonly LeanFrame<S>[], upTo: number): Parsed<Played<S, A>> {
  const first = frames[0];
  if (!first || first.state === undefined) return { ok: false, error: 'This example has no starting position.' };
  const players = game.playersOf(first.state);
  const actions: A[] = [];
  for (const frame of frames.slice(1, upTo + 1)) {
    if (frame.action === null) continue;
    const parsed = game.parseAction(frame.action, players);
    if (!parsed.ok) return { ok: false, error: `Could not read the step "${frame.action}": ${parsed.error}` };
    actions.push(parsed.value);
  }
  return { ok: true, value: replay(game, first.state, actions) };
}
