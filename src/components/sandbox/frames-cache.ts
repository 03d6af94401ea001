/**
 * Examples' frames files (src/pages/[game]/examples/), fetched once per page:
 * in advance, when a poster nears the screen (src/plugins/interact-directive.ts),
 * then read by the example when it wakes (WakingSandbox.tsx). The directive
 * is bundled apart from the islands, so the cache lives on the page's
 * global object, where both find it.
 */
const KEY = '__gsExampleFrames';

function cache(): Map<string, Promise<string>> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, Promise<string>> };
  return (holder[KEY] ??= new Map());
}

/** An example's frames file as text (a failed fetch is tried again next time). */
export function prefetchFrames(url: string): Promise<string> {
  const fetches = cache();
  let found = fetches.get(url);
  if (!found) {
    found = fetch(url).then((response) => (response.ok ? response.text() : Promise.reject(new Error(`the server answered ${response.status}`))));
    found.catch(() => fetches.delete(url));
    fetches.set(url, found);
  }
  return found;
}
