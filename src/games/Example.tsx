/**
 * The island of an example on any game's rules page (each game's
 * Scenario.astro): the shared WakingSandbox (src/components/sandbox/) with
 * the game's sandbox, loaded only when the reader wakes the example. Until
 * then a page carries none of the sandboxes' code or styles (sandbox.css and
 * the game's table), so its first paint waits for nothing but the page's own
 * stylesheet. The shell imports no game; this registry hands it the loader.
 */
import type { ComponentType } from 'preact';
import { WakingSandbox, type ExampleProps } from '../components/sandbox/WakingSandbox';
import type { SandboxProps } from '../components/sandbox/SandboxShell';

/** A game's sandbox island; its state type is the game's own. */
type AnySandbox = ComponentType<SandboxProps>;

/**
 * Empty in the server build, which renders only the posters: Astro follows
 * dynamic imports when it collects a page's stylesheets, so loaders visible
 * there would put every game's sandbox styles on every rules page.
 */
const SANDBOXES: Readonly<Record<string, () => Promise<AnySandbox>>> = import.meta.env.SSR
  ? {}
  : {
      gress: () => import('./gress/Sandbox').then((m) => m.Sandbox as AnySandbox),
      'the-game': () => import('./the-game/Sandbox').then((m) => m.Sandbox as AnySandbox),
      'gin-rummy': () => import('./gin-rummy/Sandbox').then((m) => m.Sandbox as AnySandbox),
      sens: () => import('./sens/Sandbox').then((m) => m.Sandbox as AnySandbox),
    };

export default function Example({ game, ...example }: ExampleProps & { readonly game: string }) {
  return <WakingSandbox {...example} load={SANDBOXES[game] ?? null} />;
}
