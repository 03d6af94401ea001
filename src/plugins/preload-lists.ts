/**
 * The directive's side of the preload lists (example-preloads.ts writes them
 * into each page with examples): fetch a list's module scripts and
 * stylesheets into the browser's caches at once, without running anything,
 * so that the island's imports later find them there.
 */
export interface FileList {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

export interface Lists {
  readonly step: FileList;
  readonly play: FileList;
}

let lists: Lists | null | undefined;
const asked = new Set<string>();
const fetchedOnly = new Set<string>();

/** How long a file may take before the list counts it as done anyway (a browser that never says). */
const GIVE_UP_MS = 15_000;

/** modulepreload where the browser has it, else a plain preload of a script, as Vite's own preload helper does. */
const moduleRel = () => (document.createElement('link').relList?.supports?.('modulepreload') ? 'modulepreload' : 'preload');

const isList = (v: unknown): v is FileList =>
  !!v && typeof v === 'object' && ['js', 'css'].every((k) => Array.isArray((v as Record<string, unknown>)[k]) && ((v as Record<string, unknown[]>)[k]).every((f) => typeof f === 'string'));

/** The page's lists, or null when it has none (or they do not read). */
export function pageLists(): Lists | null {
  if (lists !== undefined) return lists;
  try {
    const data: unknown = JSON.parse(document.getElementById('gs-preload')?.textContent ?? 'null');
    lists = data && typeof data === 'object' && isList((data as Lists).step) && isList((data as Lists).play) ? (data as Lists) : null;
  } catch {
    lists = null;
  }
  return lists;
}

/** Preloads every file of `list` not asked for yet; resolves once each has arrived or failed. */
export function preload(list: FileList): Promise<void> {
  const rel = moduleRel();
  const links = [...list.js.map((href) => ({ href, rel, as: rel === 'preload' ? 'script' : '' })), ...list.css.map((href) => ({ href, rel: 'preload', as: 'style' }))];
  return Promise.all(
    links
      .filter((l) => !asked.has(l.href))
      .map(
        (l) =>
          new Promise<void>((done) => {
            asked.add(l.href);
            const link = document.createElement('link');
            link.rel = l.rel;
            link.href = l.href;
            if (l.as) link.as = l.as;
            // As Vite's preload helper asks for them (crossorigin), or the browser does not reuse what it fetched.
            link.crossOrigin = '';
            link.onload = link.onerror = () => done();
            setTimeout(done, GIVE_UP_MS);
            document.head.append(link);
          }),
      ),
  ).then(() => undefined);
}

/**
 * Fetches every file of `list` into the HTTP cache at the lowest priority
 * (rel=prefetch), without compiling anything: for files the reader may need
 * later (play mode's, before any example has woken). A modulepreload would
 * compile each script on the main thread as it arrives, and a tap arriving
 * meanwhile would wait for that; `preload` later finds the files cached.
 */
export function prefetchLater(list: FileList): void {
  for (const href of [...list.js, ...list.css]) {
    if (asked.has(href) || fetchedOnly.has(href)) continue;
    fetchedOnly.add(href);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // The same request mode as the module import and the stylesheet will use, so the cached copy is reused.
    link.crossOrigin = '';
    document.head.append(link);
  }
}
