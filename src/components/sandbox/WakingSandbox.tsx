/**
 * An example on a rules page (the island of every game's Scenario.astro):
 * the poster (Poster.tsx) until the reader acts on it, then the game's
 * sandbox. The island hydrates only then (client:interact,
 * src/plugins/interact-directive.ts), so mounting means "wake up": read what
 * the first tap asked for, fetch the example's frames (a small JSON file per
 * example) and the game's sandbox with its styles (`load`, given by
 * src/games/Example.tsx), and hand over. A page thus carries neither
 * positions nor sandbox code and styles, only the posters and their small
 * stylesheet.
 */
import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LeanFrame, ScenarioSummary } from '../../../engine/core/frame';
import { FinalPosition, INTENTS, Poster, type Intent, type PosterSpec } from './Poster';
import type { SandboxProps } from './SandboxShell';

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

interface Woken {
  readonly Sandbox: ComponentType<SandboxProps>;
  readonly frames: readonly LeanFrame<unknown>[];
}

/** `load` fetches the game's sandbox island (null: the page names no game with one). */
export function WakingSandbox({ scenario, anchor, poster, load }: ExampleProps & { readonly load: (() => Promise<ComponentType<SandboxProps>>) | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const [woken, setWoken] = useState<Woken | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [wake, setWake] = useState<{ intent: Intent | null; focus: boolean }>({ intent: null, focus: false });

  useEffect(() => {
    const root = ref.current;
    const island = root?.closest('astro-island');
    const asked = island instanceof HTMLElement ? island.dataset.intent : undefined;
    if (island instanceof HTMLElement) delete island.dataset.intent;
    setWake({ intent: INTENTS.find((i) => i === asked) ?? null, focus: !!root && root.contains(document.activeElement) });
    setStatus('Loading the example…');
    let live = true;
    const frames = fetch(poster.framesUrl)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`the server answered ${response.status}`))))
      .then((text) => readFrames(text, poster.steps));
    const sandbox = load ? load() : Promise.reject(new Error('no sandbox for this game'));
    Promise.all([frames, sandbox])
      .then(([read, Sandbox]) => {
        if (!live) return;
        if (typeof read === 'string') setStatus(`This example could not be loaded (${read}); reload the page.`);
        else setWoken({ Sandbox, frames: read });
      })
      .catch(() => live && setStatus('This example could not be loaded; check the connection and reload the page.'));
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      {woken ? (
        <woken.Sandbox scenario={scenario} anchor={anchor} frames={woken.frames} intent={wake.intent} focusOnStart={wake.focus} />
      ) : (
        <div class="gs-sandbox not-content" role="group" aria-label={`Example: ${scenario.title}`} tabIndex={-1} ref={ref} data-scenario={scenario.id} data-pagefind-ignore>
          <Poster spec={poster} status={status} />
        </div>
      )}
      <FinalPosition spec={poster} />
    </>
  );
}

