/**
 * A game's actions in plain words in the page's language: the engine's English description on an
 * English page, its message through the game's catalogue elsewhere (Game.describeMessage and say),
 * the notation when the game gives no words. The desk's list of actions and its rulings use it.
 */
import type { Game } from '../../../engine/core/game';
import type { Locale } from '../../../engine/core/messages';

export function describeIn<S, A extends { readonly seat: number }>(game: Game<S, A, string>, players: readonly string[], locale: Locale): ((action: A) => string) | undefined {
  if (locale !== 'en' && game.say && game.describeMessage) return (a) => game.say!(game.describeMessage!(a, players), locale);
  return game.describeAction ? (a) => game.describeAction!(a, players) : undefined;
}
