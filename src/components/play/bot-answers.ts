/**
 * The bots' side of a game against the reader, for any game on the protocol:
 * after the reader acts, the bots play every seat but the reader's until the
 * game waits for the reader, the hand is over, or nobody can act. Their moves
 * are ordinary actions in the played game (engine/core/played.ts), so they
 * replay, undo and share like the reader's. Seeded by the number of actions
 * so far (as the sandbox's answerFor), so the same deal with the same moves
 * of the reader always gets the same answers.
 */
import type { Game } from '../../../engine/core/game';
import { MAX_BOT_ANSWERS, playOn, truncate, type Played } from '../../../engine/core/played';
import { prng } from '../../../engine/core/prng';

type AnyAction = { readonly seat: number };

export interface AnswerOptions<S> {
  /** The reader's seat: the bots never act for it. */
  readonly reader: number;
  /** One of the game's botLevels; undefined for the game's default. */
  readonly level?: string;
  /** Where the bots stop even though they could go on (the end of a hand: the reader sees its result first). */
  readonly stop?: (state: S) => boolean;
}

const lastState = <S, A>(played: Played<S, A>): S => played.frames[played.frames.length - 1].state;

/** Plays the bots' answers after the last action; the played game unchanged when none is due. */
export function answerBots<S, A extends AnyAction>(game: Game<S, A, string>, played: Played<S, A>, options: AnswerOptions<S>): Played<S, A> {
  const random = prng(0x5eed + played.actions.length);
  let result = played;
  for (let i = 0; i < MAX_BOT_ANSWERS; i++) {
    const state = lastState(result);
    if (game.isOver(state) || options.stop?.(state)) break;
    const choice = game.botChoice(state, random, options.level);
    if (!choice || choice.seat === options.reader) break;
    const next = playOn(game, result, result.actions.length, choice);
    // A bot's move the engine refuses changes nothing; stop rather than ask the same question again.
    if (lastState(next) === state) break;
    result = next;
  }
  return result;
}

/** The bots' one move that starts the next hand (a bot dealer deals): played even where `stop` would stop. */
export function botMove<S, A extends AnyAction>(game: Game<S, A, string>, played: Played<S, A>, reader: number, level?: string): Played<S, A> | null {
  const state = lastState(played);
  if (game.isOver(state)) return null;
  const choice = game.botChoice(state, prng(0x5eed + played.actions.length), level);
  if (!choice || choice.seat === reader) return null;
  return playOn(game, played, played.actions.length, choice);
}

/**
 * Undo for the reader: back to just before the reader's last action (the
 * bots' answers to it go too); null when the reader has not acted yet.
 */
export function beforeReadersLast<S, A extends AnyAction>(played: Played<S, A>, reader: number): Played<S, A> | null {
  for (let i = played.actions.length - 1; i >= 0; i--) if (played.actions[i].seat === reader) return truncate(played, i);
  return null;
}

/** Whether an action changed nothing (the engine refused it): the same state object, or the same data. */
export function changedNothing<S>(before: S, after: S): boolean {
  return before === after || JSON.stringify(before) === JSON.stringify(after);
}
