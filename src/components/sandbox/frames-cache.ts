/**
 * Examples' frames files (src/pages/[game]/examples/), fetched once per page:
 * in advance, when a poster nears the screen (src/plugins/interact-directive.ts),
 * then read by the example when it wakes (WakingSandbox.tsx). The directive
 * is bundled apart from the islands, so the cache lives on the page's
 * global object, where both find it.
 */
const KEY = '__gsExampleFrames';

interface Cache {
  readonly fetches: Map<string, Promise<string>>;
  /** The files that have arrived, for a wake that can draw in the same task (framesNow). */
  readonly arrived: Map<string, string>;
}

function cache(): Cache {
  const holder = globalThis as typeof globalThis & { [KEY]?: Cache };
  return (holder[KEY] ??= { fetches: new Map(), arrived: new Map() });
}

/** An example's frames file as text (a failed fetch is tried again next time). */
export function prefetchFrames(url: string): Promise<string> {
  const { fetches, arrived } = cache();
  let found = fetches.get(url);
  if (!found) {
    found = fetch(url).then((response) => (response.ok ? response.text() : Promise.reject(new Error(`the server answered ${response.status}`))));
    found.then(
      (text) => arrived.set(url, text),
      () => fetches.delete(url),
    );
    fetches.set(url, found);
  }
  return found;
}

/** An example's frames file if it has already arrived (fetched in advance), else undefined. */
export function framesNow(url: string): string | undefined {
  return cache().arrived.get(url);
}
