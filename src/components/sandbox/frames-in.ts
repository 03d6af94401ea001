/**
 * A played game's frames in the page's language. A played game records each
 * action's words as the engine gives them, in English (engine/core/played.ts);
 * a page in another language says them again from the action's message
 * through the game's catalogue (Game.describeMessage and say). English, and a
 * game without a catalogue, keep the frames as they are.
 */
import type { Frame } from '../../../engine/core/frame';
import type { Game } from '../../../engine/core/game';
import type { Locale } from '../../../engine/core/messages';
import type { Played } from '../../../engine/core/played';

/** The frames with each action described in `locale`. */
export function framesIn<S, A extends { readonly seat: number }>(played: Played<S, A> | null, game: Game<S, A, string> | null, locale: Locale): readonly Frame<S>[] | null {
  if (!played || locale === 'en' || !game?.say || !game.describeMessage) return played?.frames ?? null;
  const players = game.playersOf(played.start);
  return played.frames.map((f, i) => (i === 0 ? f : { ...f, label: game.say!(game.describeMessage!(played.actions[i - 1], players), locale) }));
}

/** The played game itself with its frames in `locale` (the same object in English). */
export function playedIn<S, A extends { readonly seat: number }>(played: Played<S, A> | null, game: Game<S, A, string> | null, locale: Locale): Played<S, A> | null {
  const frames = framesIn(played, game, locale);
  return played && frames !== played.frames ? { ...played, frames: frames ?? played.frames } : played;
}
