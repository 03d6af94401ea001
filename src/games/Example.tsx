/**
 * The island of an example on any game's rules page (each game's
 * Scenario.astro): the shared WakingSandbox (src/components/sandbox/) with
 * the game's sandbox, loaded only when the reader wakes the example, or
 * fetched earlier: when a poster nears the screen (and the browser is
 * idle), or the pointer or a touch reaches it, the directive
 * (src/plugins/interact-directive.ts) loads this module and sends the
 * island a `gs:prefetch` event, on which this module fetches the example's
 * frames and its game's sandbox, then play mode's code
 * (example-loaders.ts), so the tap that wakes it finds them loaded.
 * Until then a page carries none of the sandboxes' code or styles
 * (sandbox.css and the game's table), so its first paint waits for nothing
 * but the page's own stylesheet. The shell imports no game; the registry
 * (example-loaders.ts) hands it the loader.
 */
import type { Locale } from '../../engine/core/messages';
import { prefetchFrames } from '../components/sandbox/frames-cache';
import { WakingSandbox, type ExampleProps } from '../components/sandbox/WakingSandbox';
import { KeepLocale, LocaleContext } from '../i18n/ui-text';
import { prefetchGame, sandboxLoader } from './example-loaders';

if (!import.meta.env.SSR && typeof document !== 'undefined') {
  document.addEventListener('gs:prefetch', (event) => {
    const island = event.target instanceof Element ? event.target : null;
    const frames = island?.querySelector<HTMLElement>('[data-frames]')?.dataset.frames;
    const game = island?.querySelector<HTMLElement>('.gs-sandbox[data-game]')?.dataset.game;
    if (frames) prefetchFrames(frames).catch(() => undefined);
    if (game) prefetchGame(game);
  });
}

/** `lang`: the page's language (Scenario.astro): the sandbox, its table and its play mode speak it; English when absent. */
export default function Example({ game, lang, ...example }: ExampleProps & { readonly game: string; readonly lang?: Locale }) {
  return (
    <KeepLocale lang={lang}>
      <WakingSandbox {...example} load={sandboxLoader(game)} />
    </KeepLocale>
  );
}
