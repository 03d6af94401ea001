/**
 * Each game's sandbox, loaded only when an example on one of its rules pages
 * wakes (src/components/sandbox/WakingSandbox.tsx): until then a page carries
 * none of the sandboxes' code or styles (sandbox.css and the game's table),
 * so its first paint waits for nothing but the page's own stylesheet.
 */
import type { ComponentType } from 'preact';
import type { SandboxProps } from '../components/sandbox/SandboxShell';

/** A game's sandbox island; its state type is the game's own. */
type AnySandbox = ComponentType<SandboxProps>;

/**
 * Empty in the server build, which renders only the posters: Astro follows
 * dynamic imports when it collects a page's stylesheets, so loaders visible
 * there would put every game's sandbox styles on every rules page.
 */
export const EXAMPLE_SANDBOXES: Readonly<Record<string, () => Promise<AnySandbox>>> = import.meta.env.SSR
  ? {}
  : {
      gress: () => import('./gress/Sandbox').then((m) => m.Sandbox as AnySandbox),
      'the-game': () => import('./the-game/Sandbox').then((m) => m.Sandbox as AnySandbox),
      'gin-rummy': () => import('./gin-rummy/Sandbox').then((m) => m.Sandbox as AnySandbox),
      sens: () => import('./sens/Sandbox').then((m) => m.Sandbox as AnySandbox),
    };
