/**
 * The engine half of "take over", loaded with import() only when the reader
 * takes over (or a #play= link is opened), so stepping through an example
 * stays light. It replays a game (start position + actions) through the
 * statechart, one pure advance() per action, and turns each step into a Frame
 * like the ones the build computes, so the same table and ruling views show it.
 */
import { advance, startFrom } from '../../../engine/gress/machine';
import { lawfulActions } from '../../../engine/gress/lawful';
import { formatAction, parseAction } from '../../../engine/gress/notation';
import { decodeShareLink, encodeShareLink } from '../../../engine/gress/share-link';
import type { Frame } from '../../../engine/gress/frame';
import type { GressAction, GressState, Seat } from '../../../engine/gress/types';

export interface PlayedGame {
  readonly start: GressState;
  readonly actions: readonly GressAction[];
  /** frames[0] is the start; frames[i] follows actions[i - 1]. */
  readonly frames: readonly Frame[];
}

/** Replays `actions` from `start`. */
export function replay(start: GressState, actions: readonly GressAction[]): PlayedGame {
  let snapshot = startFrom(start);
  const frames: Frame[] = [{ state: start, action: null, ruling: null, says: null }];
  for (const action of actions) {
    snapshot = advance(snapshot, action);
    const ruling = snapshot.context.ruling;
    frames.push({ state: snapshot.context.game, action: ruling?.action ?? formatAction(action, start.players), ruling, says: null });
  }
  return { start, actions, frames };
}

/** One more action on a played game (only the new step is computed). */
export function play(game: PlayedGame, action: GressAction): PlayedGame {
  const last = game.frames[game.frames.length - 1];
  const snapshot = advance(startFrom(last.state), action);
  const ruling = snapshot.context.ruling;
  const frame: Frame = { state: snapshot.context.game, action: ruling?.action ?? formatAction(action, game.start.players), ruling, says: null };
  return { start: game.start, actions: [...game.actions, action], frames: [...game.frames, frame] };
}

/** The first `n` actions of a game. */
export function truncate(game: PlayedGame, n: number): PlayedGame {
  return { start: game.start, actions: game.actions.slice(0, n), frames: game.frames.slice(0, n + 1) };
}

/**
 * The game an example has reached at `upTo`: its start state plus the actions of
 * the steps so far, parsed from their notation. Fails with the parse error.
 */
export function fromFrames(frames: readonly Frame[], upTo: number): { ok: true; game: PlayedGame } | { ok: false; error: string } {
  const start = frames[0]?.state;
  if (!start) return { ok: false, error: 'This example has no starting position.' };
  const actions: GressAction[] = [];
  for (const frame of frames.slice(1, upTo + 1)) {
    if (frame.action === null) continue;
    const parsed = parseAction(frame.action, start.players);
    if (!parsed.ok) return { ok: false, error: `Could not read the step "${frame.action}": ${parsed.error}` };
    actions.push(parsed.action);
  }
  return { ok: true, game: replay(start, actions) };
}

export function lawful(state: GressState, seat: Seat): GressAction[] {
  return lawfulActions(state, seat);
}

export function describe(action: GressAction, players: readonly string[]): string {
  return formatAction(action, players);
}

/** An action typed in the notation (notation.ts), including "A & B" (10.9) and "referee disqualify X". */
export function parse(text: string, players: readonly string[]): ReturnType<typeof parseAction> {
  return parseAction(text, players);
}

export function shareLink(game: PlayedGame): string {
  return encodeShareLink({ start: game.start, actions: game.actions });
}

/** A #play= link's game, or decodeShareLink's plain-text error. */
export function fromShareLink(link: string): { ok: true; game: PlayedGame } | { ok: false; error: string } {
  const decoded = decodeShareLink(link);
  if (!decoded.ok) return decoded;
  return { ok: true, game: replay(decoded.game.start, decoded.game.actions) };
}
