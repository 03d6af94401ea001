/**
 * What the sandbox loads on demand (a game's engine and play kit, play mode
 * itself), kept once loaded so that a sandbox mounted later (an example
 * woken after its code was fetched in advance, WakingSandbox.tsx) can draw
 * its first frame with them at once instead of waiting a render for a
 * promise that has already settled.
 */
import type { ComponentType } from 'preact';
import type { Game } from '../../../engine/core/game';
import type { GameUi, PlayKit, PlayProps } from './game-ui';

type AnyUi = GameUi<any, any>;

const games = new Map<AnyUi, Promise<Game<any, any, string>>>();
const gamesLoaded = new Map<AnyUi, Game<any, any, string>>();
const kits = new Map<AnyUi, Promise<PlayKit<any, any>>>();
let playShell: Promise<ComponentType<PlayProps<any, any>>> | null = null;
let playShellLoaded: ComponentType<PlayProps<any, any>> | null = null;

/** The game's engine, loaded once (a failed load is tried again next time). */
export function loadGame<S, A extends { readonly seat: number }>(ui: GameUi<S, A>): Promise<Game<S, A, string>> {
  let found = games.get(ui);
  if (!found) {
    found = ui.loadGame().then((game) => {
      gamesLoaded.set(ui, game);
      return game;
    });
    found.catch(() => games.delete(ui));
    games.set(ui, found);
  }
  return found as Promise<Game<S, A, string>>;
}

/** The engine if it has already loaded, else null. */
export function loadedGame<S, A extends { readonly seat: number }>(ui: GameUi<S, A>): Game<S, A, string> | null {
  return (gamesLoaded.get(ui) as Game<S, A, string> | undefined) ?? null;
}

/** What the game adds to play mode (an empty kit for a game with none), loaded once. */
export function loadPlayKit<S, A extends { readonly seat: number }>(ui: GameUi<S, A>): Promise<PlayKit<S, A>> {
  let found = kits.get(ui);
  if (!found) {
    found = ui.loadPlayKit ? ui.loadPlayKit() : Promise.resolve({});
    found.catch(() => kits.delete(ui));
    kits.set(ui, found);
  }
  return found as Promise<PlayKit<S, A>>;
}

/** Play mode (PlayShell.tsx), loaded with import() once. */
export function loadPlayShell<S, A extends { readonly seat: number }>(): Promise<ComponentType<PlayProps<S, A>>> {
  if (!playShell) {
    playShell = import('./PlayShell').then((m) => {
      playShellLoaded = m.PlayShell as unknown as ComponentType<PlayProps<any, any>>;
      return playShellLoaded;
    });
    playShell.catch(() => (playShell = null));
  }
  return playShell as Promise<ComponentType<PlayProps<S, A>>>;
}

/** Play mode if it has already loaded, else null. */
export function loadedPlayShell<S, A extends { readonly seat: number }>(): ComponentType<PlayProps<S, A>> | null {
  return playShellLoaded as ComponentType<PlayProps<S, A>> | null;
}
