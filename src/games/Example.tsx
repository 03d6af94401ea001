/**
 * The island of an example on any game's rules page (each game's
 * Scenario.astro): the shared WakingSandbox (src/components/sandbox/) with
 * the game's sandbox, loaded only when the reader wakes the example. Until
 * then a page carries none of the sandboxes' code or styles (sandbox.css and
 * the game's table), so its first paint waits for nothing but the page's own
 * stylesheet. The shell imports no game; this registry hands it the loader.
 *
 * Fetched in advance: when a poster comes near the screen (and the browser
 * is idle) or the pointer onto it, the directive
 * (src/plugins/interact-directive.ts) loads this module and sends the
 * island a `gs:prefetch` event; this module then fetches the example's
 * frames and the game's sandbox, engine, play kit and play mode, all at
 * once, so the tap that wakes the example finds everything loaded.
 */
import type { ComponentType } from 'preact';
import { WakingSandbox, prefetchFrames, type ExampleProps } from '../components/sandbox/WakingSandbox';
import type { SandboxProps } from '../components/sandbox/SandboxShell';
import type { GameUi } from '../components/sandbox/game-ui';

/** A game's sandbox island; its state type is the game's own. */
type AnySandbox = ComponentType<SandboxProps>;

interface GameModules {
  readonly sandbox: () => Promise<{ readonly Sandbox: unknown; readonly ui: GameUi<any, any> }>;
  /** The modules its ui loads on demand (engine, play kit), named here too so the browser fetches them alongside the sandbox, not after it. */
  readonly onDemand: () => readonly Promise<unknown>[];
}

/**
 * Empty in the server build, which renders only the posters: Astro follows
 * dynamic imports when it collects a page's stylesheets, so loaders visible
 * there would put every game's sandbox styles on every rules page.
 */
const GAMES: Readonly<Record<string, GameModules>> = import.meta.env.SSR
  ? {}
  : {
      gress: { sandbox: () => import('./gress/Sandbox'), onDemand: () => [import('../../engine/gress/game'), import('./gress/play-kit')] },
      'the-game': { sandbox: () => import('./the-game/Sandbox'), onDemand: () => [import('../../engine/the-game/index')] },
      'gin-rummy': { sandbox: () => import('./gin-rummy/Sandbox'), onDemand: () => [import('../../engine/gin-rummy/index'), import('./gin-rummy/play-kit')] },
      sens: { sandbox: () => import('./sens/Sandbox'), onDemand: () => [import('../../engine/sens/index'), import('./sens/play-kit')] },
    };

const warmed = new Set<string>();

/** Everything an example of `game` needs once woken, fetched at once (once per page); failures are left for the wake to report. */
function prefetchGame(game: string): void {
  const modules = GAMES[game];
  if (!modules || warmed.has(game)) return;
  warmed.add(game);
  const shell = import('../components/sandbox/loaded-modules');
  Promise.all([modules.sandbox(), shell, import('../components/sandbox/PlayShell'), ...modules.onDemand()])
    .then(([{ ui }, m]) => Promise.all([m.loadGame(ui), m.loadPlayKit(ui), m.loadPlayShell()]))
    .catch(() => warmed.delete(game));
}

if (!import.meta.env.SSR && typeof document !== 'undefined') {
  document.addEventListener('gs:prefetch', (event) => {
    const island = event.target instanceof Element ? event.target : null;
    const box = island?.querySelector<HTMLElement>('.gs-sandbox[data-game]');
    const frames = island?.querySelector<HTMLElement>('[data-frames]')?.dataset.frames;
    if (frames) prefetchFrames(frames).catch(() => undefined);
    if (box?.dataset.game) prefetchGame(box.dataset.game);
  });
}

const loader = (game: string) => {
  const modules = GAMES[game];
  return modules ? () => modules.sandbox().then((m) => m.Sandbox as AnySandbox) : null;
};

export default function Example({ game, ...example }: ExampleProps & { readonly game: string }) {
  return <WakingSandbox {...example} load={loader(game)} />;
}
