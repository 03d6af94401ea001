/**
 * The games of the site, in shelf order. The one place that knows them all:
 * engine/core and the shell take a game as a value and never import one.
 */
import type { ExampleRunner } from './core/coverage';
import type { Game } from './core/game';
import { FORMAT_RUNNER } from './gin-rummy/formats/coverage';
import { SHEET_RUNNER } from './gress/coverage';
import { gress } from './gress/game';
import { theGame } from './the-game/index';
import { ginRummy } from './gin-rummy/index';
import { sens } from './sens/index';

// The protocol is generic in each game's state and action types; the shelf holds them side by side.
export const GAMES: readonly Game<any, any, any>[] = [gress, theGame, ginRummy, sens];

export function gameById(id: string): Game<any, any, any> | undefined {
  return GAMES.find((g) => g.id === id);
}

/** Kinds of worked example a game has besides scenarios, for its coverage page. */
export const EXTRA_EXAMPLES: Readonly<Record<string, readonly ExampleRunner[]>> = { gress: [SHEET_RUNNER], 'gin-rummy': [FORMAT_RUNNER] };
