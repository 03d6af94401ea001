/**
 * Where each game's sandbox and play mode come from, for the examples on its
 * rules pages: the island (Example.tsx) loads them when an example wakes,
 * and the page's prefetch script (example-prefetch.ts) fetches them earlier,
 * when a poster nears the screen. The same import() calls in both, so the
 * browser loads each chunk once; Vite's preload helper fetches a chunk's
 * whole graph at once (src/plugins/client-chunks.ts keeps it small).
 *
 * Empty in the server build, which renders only the posters: Astro follows
 * dynamic imports when it collects a page's stylesheets, so loaders visible
 * there would put every game's sandbox styles on every rules page.
 */
import type { ComponentType } from 'preact';
import type { GameUi } from '../components/sandbox/game-ui';
import type { SandboxProps } from '../components/sandbox/SandboxShell';
import type { SandboxLoader } from '../components/sandbox/WakingSandbox';

export interface GameModules {
  /** The game's sandbox island and its GameUi: what stepping through an example needs. */
  readonly sandbox: () => Promise<{ readonly Sandbox: unknown; readonly ui: GameUi<any, any> }>;
  /** The modules its ui loads for play mode (engine, play kit), named here too so they are fetched alongside each other. */
  readonly onDemand: () => readonly Promise<unknown>[];
}

export const GAMES: Readonly<Record<string, GameModules>> = import.meta.env.SSR
  ? {}
  : {
      gress: { sandbox: () => import('./gress/Sandbox'), onDemand: () => [import('../../engine/gress/game'), import('./gress/play-kit')] },
      'the-game': { sandbox: () => import('./the-game/Sandbox'), onDemand: () => [import('../../engine/the-game/index')] },
      'gin-rummy': { sandbox: () => import('./gin-rummy/Sandbox'), onDemand: () => [import('../../engine/gin-rummy/index'), import('./gin-rummy/play-kit')] },
      sens: { sandbox: () => import('./sens/Sandbox'), onDemand: () => [import('../../engine/sens/index'), import('./sens/play-kit')] },
    };

const stepping = new Set<string>();
const playing = new Set<string>();
/** Each game's sandbox once its module has run: a wake that finds it here draws in the same task as the tap. */
const arrived = new Map<string, ComponentType<SandboxProps>>();

/** The game's sandbox module, remembered once it has run. */
function sandboxOf(game: string, modules: GameModules): Promise<ComponentType<SandboxProps>> {
  return modules.sandbox().then((m) => {
    const Sandbox = m.Sandbox as ComponentType<SandboxProps>;
    arrived.set(game, Sandbox);
    return Sandbox;
  });
}

/** What play mode needs (engine, play kit, play mode), fetched at once and kept (loaded-modules.ts). */
function prefetchPlay(game: string): void {
  const modules = GAMES[game];
  if (!modules || playing.has(game)) return;
  playing.add(game);
  Promise.all([modules.sandbox(), import('../components/sandbox/loaded-modules'), import('../components/sandbox/PlayShell'), ...modules.onDemand()])
    .then(([{ ui }, m]) => Promise.all([m.loadGame(ui), m.loadPlayKit(ui), m.loadPlayShell()]))
    .catch(() => playing.delete(game));
}

/**
 * What stepping through an example of `game` needs (the sandbox and the
 * table view; the frames come with their positions), loaded and run once
 * per page, before the reader wakes an example. Play mode's files are only
 * fetched then (the directive's preload lists), not run: an engine builds
 * its tables when it runs, which is work for when the reader takes over.
 * Failures are left for the wake to report.
 */
export function prefetchGame(game: string): void {
  const modules = GAMES[game];
  if (!modules || stepping.has(game)) return;
  stepping.add(game);
  sandboxOf(game, modules).catch(() => stepping.delete(game));
}

/** The game's sandbox for a woken example (null: no such game); with `play`, play mode's code is fetched alongside rather than after. */
export function sandboxLoader(game: string): SandboxLoader | null {
  const modules = GAMES[game];
  if (!modules) return null;
  const load = (play: boolean) => {
    if (play) prefetchPlay(game);
    return sandboxOf(game, modules);
  };
  return Object.assign(load, { now: () => arrived.get(game) ?? null });
}
