/**
 * An example on a rules page (the island of every game's Scenario.astro):
 * the poster (Poster.tsx) until the reader acts on it, then the game's
 * sandbox. The island hydrates only then (client:interact,
 * src/plugins/interact-directive.ts), so mounting means "wake up": read what
 * the first tap asked for, and what the page address or the browser's
 * history asks this example to show (a step, a game played from it:
 * example-history.ts), take the example's frames (a small JSON file per
 * example) and the game's sandbox with its styles (`load`, given by
 * src/games/Example.tsx), and hand over. A page thus carries neither
 * positions nor sandbox code and styles, only the posters and their small
 * stylesheet.
 *
 * The frames are usually there already: when a poster comes near the
 * screen, or the pointer onto it, they are fetched in advance
 * (frames-cache.ts, from src/games/Example.tsx), with the game's code.
 */
import type { ComponentType } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { LeanFrame, ScenarioSummary } from '../../../engine/core/frame';
import { entryOf, linkedViewOf, type ExampleEntry } from './example-history';
import { framesNow, prefetchFrames } from './frames-cache';
import { pressedIntent } from './pressed-intent';
import { readPageHash } from './play-hash';
import { FinalPosition, INTENTS, Poster, type Intent, type PosterSpec } from './Poster';
import type { SandboxProps } from './SandboxShell';
import { uiText, useUiText } from '../../i18n/ui-text';

const TEXT = uiText({
  en: {
    loading: 'Loading the example…',
    unreadable: (why: string) => `This example could not be loaded (${why}); reload the page.`,
    offline: 'This example could not be loaded; check the connection and reload the page.',
    example: (title: string) => `Example: ${title}`,
  },
  de: {
    loading: 'Das Beispiel wird geladen …',
    unreadable: (why) => `Dieses Beispiel ließ sich nicht laden (${why}); lade die Seite neu.`,
    offline: 'Dieses Beispiel ließ sich nicht laden; prüfe die Verbindung und lade die Seite neu.',
    example: (title) => `Beispiel: ${title}`,
  },
});

/** An example's frames file is a few KB; refuse anything absurd rather than parse it. */
export const MAX_FRAMES_BYTES = 2_000_000;

/** Checks a fetched frames file against what the page said about it. */
export function readFrames<S>(text: string, steps: number): LeanFrame<S>[] | string {
  if (text.length > MAX_FRAMES_BYTES) return `the file is ${text.length} bytes, more than ${MAX_FRAMES_BYTES}`;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'the file is not JSON';
  }
  if (!Array.isArray(data)) return 'the file holds no list of positions';
  if (data.length !== steps + 1) return `the file has ${data.length} positions, the page expects ${steps + 1}`;
  const first = data[0] as { state?: unknown } | null;
  if (typeof first !== 'object' || first === null || typeof first.state !== 'object' || first.state === null) return 'the starting position is missing';
  return data as LeanFrame<S>[];
}

export interface ExampleProps {
  readonly scenario: ScenarioSummary;
  /** The example's anchor on its page (its section id). */
  readonly anchor: string;
  readonly poster: PosterSpec;
}

export type Restore = NonNullable<SandboxProps['restore']>;

/**
 * What the address or the history entry asks example `anchor` to show: the
 * address first when it points into this example (a bare #play= link
 * points into the page's first example), else what history kept for it.
 */
export function restoreOf(hashText: string, state: unknown, anchor: string, firstOnPage: boolean): Restore {
  const hash = readPageHash(hashText);
  const saved = entryOf(state, anchor);
  const mine = hash !== null && (hash.anchor === anchor || (hash.anchor === null && firstOnPage));
  if (mine && hash.play !== null) {
    if (saved?.kind === 'play' && saved.link === hash.play) return { entry: saved, fromLink: false };
    return { entry: { kind: 'play', from: 0, link: hash.play, view: hash.view }, fromLink: true };
  }
  if (mine && hash.step !== null) return { entry: { kind: 'step', step: hash.step }, fromLink: false };
  return { entry: saved, fromLink: false };
}

/** The restore asked of this island. */
function restoreHere(island: Element | null, anchor: string): Restore {
  return restoreOf(window.location.hash, history.state, anchor, document.querySelector('astro-island[client="interact"]') === island);
}

/** A linked game's position in words, when that is what the example was asked to show. */
const linkedView = (entry: ExampleEntry | null) => (entry?.kind === 'play' ? (entry.view ?? null) : null);

interface Woken {
  readonly Sandbox: ComponentType<SandboxProps>;
  readonly frames: readonly LeanFrame<unknown>[];
}

/** Loads a game's sandbox island, and play mode's code with it when `play` (src/games/example-loaders.ts). */
export interface SandboxLoader {
  (play: boolean): Promise<ComponentType<SandboxProps>>;
  /** The sandbox if its module has already run (fetched in advance), else null. */
  readonly now: () => ComponentType<SandboxProps> | null;
}

/** The example's frames and sandbox when both were fetched in advance, so the wake draws in the tap's own task; else null. */
function wokenNow(poster: PosterSpec, load: SandboxLoader | null): Woken | string | null {
  const text = framesNow(poster.framesUrl);
  const Sandbox = load?.now() ?? null;
  if (text === undefined || !Sandbox) return null;
  const read = readFrames(text, poster.steps);
  return typeof read === 'string' ? read : { Sandbox, frames: read };
}

/** `load`: null when the page names no game with a sandbox. */
export function WakingSandbox({ scenario, anchor, poster, load }: ExampleProps & { readonly load: SandboxLoader | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const [woken, setWoken] = useState<Woken | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [wake, setWake] = useState<{ intent: Intent | null; focus: boolean }>({ intent: null, focus: false });
  const [restore, setRestore] = useState<Restore | null>(null);
  const t = useUiText(TEXT);

  // A layout effect: on waking, nothing is painted between the poster and the sandbox when both are at hand.
  useLayoutEffect(() => {
    const root = ref.current;
    const island = root?.closest('astro-island') ?? null;
    const asked = island instanceof HTMLElement ? island.dataset.intent : undefined;
    const pressed = island instanceof HTMLElement && island.dataset.pressed !== undefined;
    if (island instanceof HTMLElement) {
      delete island.dataset.intent;
      delete island.dataset.pressed;
    }
    const intent = INTENTS.find((i) => i === asked) ?? null;
    // Focus was in the poster (a key), or a press on it: the browser focuses what was pressed only after pointerdown, maybe after this.
    setWake({ intent, focus: pressed || (!!root && root.contains(document.activeElement)) });
    // A tap asks for something new; otherwise the address or history said what to show.
    const asks = intent ? { entry: null, fromLink: false } : restoreHere(island, anchor);
    setRestore(asks);
    const play = intent === 'play' || asks.entry?.kind === 'play';
    const now = wokenNow(poster, load);
    if (now !== null) {
      // Play mode's code is still asked for (load), alongside.
      if (play) load?.(true).catch(() => undefined);
      if (typeof now === 'string') setStatus(t.unreadable(now));
      else setWoken(now);
      return;
    }
    setStatus(t.loading);
    let live = true;
    const frames = prefetchFrames(poster.framesUrl).then((text) => readFrames(text, poster.steps));
    const sandbox = load ? load(play) : Promise.reject(new Error('no sandbox for this game'));
    Promise.all([frames, sandbox])
      .then(([read, Sandbox]) => {
        if (!live) return;
        if (typeof read === 'string') setStatus(t.unreadable(read));
        else setWoken({ Sandbox, frames: read });
      })
      .catch(() => live && setStatus(t.offline));
    return () => {
      live = false;
    };
  }, []);

  // While it loads, a press on the poster's other button asks for that instead (the last press counts, as before hydration).
  const askAgain = (e: MouseEvent) => {
    const asked = pressedIntent(e.target);
    const intent = INTENTS.find((i) => i === asked);
    if (!intent) return;
    setWake({ intent, focus: true });
    setRestore({ entry: null, fromLink: false });
    if (intent === 'play') load?.(true).catch(() => undefined);
  };
  // The first render draws what the directive drew before hydration: a linked game's position, read from the link.
  const [linked] = useState(() => (typeof window === 'undefined' ? null : linkedViewOf(readPageHash(window.location.hash), history.state, anchor)));
  return (
    <>
      {woken && restore ? (
        <woken.Sandbox scenario={scenario} anchor={anchor} frames={woken.frames} intent={wake.intent} focusOnStart={wake.focus} restore={restore} />
      ) : (
        <div class="gs-sandbox not-content" role="group" aria-label={t.example(scenario.title)} tabIndex={-1} ref={ref} onClick={askAgain} data-scenario={scenario.id} data-game={scenario.game} data-pagefind-ignore>
          <Poster spec={poster} status={status} linked={restore ? linkedView(restore.entry) : linked} />
        </div>
      )}
      <FinalPosition spec={poster} />
    </>
  );
}
