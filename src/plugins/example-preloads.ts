/**
 * What an example needs, listed in its page, so that its poster can fetch it
 * all at once (issue 24, examples that wake at once). A browser learns a
 * module's imports only once the module has arrived, so loading the island,
 * then its imports, then the game's sandbox costs a round trip per level:
 * seconds on a slow network. The client build knows every chunk's imports
 * and styles; this collects, per game, the files of
 *
 *   step: the example island (src/games/Example.tsx), Astro's Preact
 *         renderer and the game's sandbox (src/games/<game>/Sandbox.tsx),
 *         each with every chunk it imports and their stylesheets;
 *   play: play mode (PlayShell, loaded-modules), the game's engine and play
 *         kit, with their imports, less what `step` has;
 *
 * and writes them into each built page that has an example of that game as
 * `<script type="application/json" id="gs-preload">` in its head. The
 * directive (interact-directive.ts) preloads `step` when a poster nears the
 * screen and the browser is idle, then `play`; a link to a played game
 * preloads both at once, from a small script in the head (LINK_START).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { COMPILE_HINT, hintEagerCompile } from './compile-hints';

export interface Preloads {
  /** Module scripts and stylesheets, as site paths. */
  readonly step: { readonly js: readonly string[]; readonly css: readonly string[] };
  readonly play: { readonly js: readonly string[]; readonly css: readonly string[] };
}

const SEP = String.raw`[\\/]`;
const path = (...parts: string[]) => new RegExp(`${SEP}${parts.join(SEP)}$`);

/** The modules whose chunks (and imports) each list starts from. */
const GAME_ENTRIES: Readonly<Record<string, { readonly step: readonly RegExp[]; readonly play: readonly RegExp[] }>> = Object.fromEntries(
  [
    ['gress', 'engine/gress/game.ts', true],
    ['the-game', 'engine/the-game/index.ts', false],
    ['gin-rummy', 'engine/gin-rummy/index.ts', true],
    ['sens', 'engine/sens/index.ts', true],
  ].map(([game, engine, kit]) => [
    game as string,
    {
      step: [path('src', 'games', 'Example\\.tsx'), new RegExp(`${SEP}@astrojs${SEP}preact${SEP}dist${SEP}client\\.js$`), path('src', 'games', game as string, 'Sandbox\\.tsx')],
      play: [
        path('src', 'components', 'sandbox', 'PlayShell\\.tsx'),
        path('src', 'components', 'sandbox', 'loaded-modules\\.ts'),
        path(...(engine as string).replace(/\./g, '\\.').split('/')),
        ...(kit ? [path('src', 'games', game as string, 'play-kit\\.tsx')] : []),
      ],
    },
  ]),
);

interface ChunkLike {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly code: string;
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: Set<string> };
}

/** The files of the chunks holding any of `modules`, with everything they import and their styles. */
export function closure(chunks: readonly ChunkLike[], modules: readonly RegExp[]): { js: Set<string>; css: Set<string> } {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const holds = (c: ChunkLike, m: RegExp) => (c.facadeModuleId !== null && m.test(c.facadeModuleId)) || c.moduleIds.some((id) => m.test(id));
  const queue = chunks.filter((c) => modules.some((m) => holds(c, m))).map((c) => c.fileName);
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) continue;
    seen.add(file);
    // A chunk of styles only is no file of its own (Vite drops it); its stylesheet is.
    if (!/^(\s|\/\*[^]*?\*\/)*$/.test(chunk.code)) js.add(file);
    chunk.viteMetadata?.importedCss.forEach((f) => css.add(f));
    queue.push(...chunk.imports);
  }
  return { js, css };
}

let collected: Readonly<Record<string, Preloads>> = {};

/** Collects the lists from the client build's chunks. */
function collector(base: string): Plugin {
  const url = (file: string) => `${base.replace(/\/?$/, '/')}${file}`;
  return {
    name: 'example-preloads',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's own plugins, which may still put code at the top of a chunk (its __vite__mapDeps), so the hint stays first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk') as unknown as ChunkLike[];
        const size = new Map(chunks.map((c) => [c.fileName, c.code.length]));
        const stepping = new Set<string>();
        collected = Object.fromEntries(
          Object.entries(GAME_ENTRIES).map(([game, entries]) => {
            const step = closure(chunks, entries.step);
            const play = closure(chunks, entries.play);
            step.js.forEach((f) => stepping.add(f));
            // Largest first: on a slow link a file's transfer, not its round trip, decides when it ends, so the
            // big ones (the engine's libraries, its play code) start on the first free connections.
            const list = (files: Set<string>, less: Set<string>) =>
              [...files].filter((f) => !less.has(f)).sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0) || a.localeCompare(b)).map(url);
            return [game, { step: { js: list(step.js, new Set()), css: list(step.css, new Set()) }, play: { js: list(play.js, step.js), css: list(play.css, step.css) } }];
          }),
        );
        // What a wake runs, compiled as it arrives rather than at the tap.
        hintEagerCompile(chunks as unknown as { fileName: string; code: string }[], stepping);
      },
    },
  };
}

/**
 * Opened with a link to a played game (`#<example>/play=...`, `#play=...`)
 * or brought back by history in play mode: everything the game needs is
 * fetched at once, as the head is read, before the page's scripts and the
 * island have run, and so is the linked example's frames file (the page's
 * `frames`: example anchor -> file). It runs before the page's stylesheets:
 * a script after them would wait for them to arrive (about 600 ms on the
 * phone profile of bench/wake.ts) before it could ask for anything. The
 * stylesheets first, then the stepper's code and play mode's, each list
 * largest first (see the collector): six connections to a host that speaks
 * HTTP/1.1 take the files in that order. Kept as text: the page runs it as is.
 */
export const LINK_START = `(()=>{try{const h=location.hash,s=history.state&&history.state.gsExamples;if(!/(^#|\\/)play=/.test(h)&&!(s&&Object.values(s).some(e=>e&&e.kind==='play')))return;const l=JSON.parse(document.getElementById('gs-preload').textContent),add=(f,r,a)=>{const e=document.createElement('link');e.rel=r;if(a)e.as=a;e.crossOrigin='';e.href=f;document.head.append(e)};const x=l.frames&&l.frames[decodeURIComponent(h.slice(1).split('/')[0])];if(x)add(x,'preload','fetch');for(const f of[...l.step.css,...l.play.css])add(f,'preload','style');for(const f of[...l.step.js,...l.play.js])add(f,'modulepreload')}catch{}})()`;

/** Each example's anchor on the page (its section's id) -> its frames file (the poster's data-frames, which follows the id). */
export function framesByAnchor(html: string): Record<string, string> {
  const frames: Record<string, string> = {};
  const marks = /id="(scenario-[a-z0-9-]+)"|data-frames="([^"]+)"/g;
  let anchor: string | null = null;
  for (let m = marks.exec(html); m; m = marks.exec(html)) {
    if (m[1] && !m[1].endsWith('-caption')) anchor = m[1];
    else if (m[2] && anchor && !(anchor in frames)) frames[anchor] = m[2];
  }
  return frames;
}

/**
 * The page with its game's lists and its examples' frames in its head,
 * before its first stylesheet (see LINK_START), when it has examples
 * (posters with data-frames) and none yet.
 */
export function withPreloads(html: string, lists: Readonly<Record<string, Preloads>>): string {
  if (!html.includes('data-frames="') || html.includes('id="gs-preload"')) return html;
  const game = /data-game="([a-z-]+)"/.exec(html)?.[1];
  const list = game ? lists[game] : undefined;
  if (!list) return html;
  const head = `<script type="application/json" id="gs-preload">${JSON.stringify({ ...list, frames: framesByAnchor(html) })}</script><script>${LINK_START}</script>`;
  const headEnd = html.indexOf('</head>');
  const firstStyles = html.slice(0, headEnd).search(/<link rel="stylesheet"/);
  const at = firstStyles >= 0 ? firstStyles : headEnd;
  return html.slice(0, at) + head + html.slice(at);
}

/**
 * Fails the build when a list is missing or names a file the build did not
 * write, when a game's sandbox comes without its styles (the shell's and
 * its table's): what client-chunks.ts's grouping once broke, or when a file
 * of the stepper lost its compile hint.
 */
async function checkLists(root: string, lists: Readonly<Record<string, Preloads>>): Promise<void> {
  const fail = (why: string) => {
    throw new Error(`example-preloads: ${why}`);
  };
  for (const game of Object.keys(GAME_ENTRIES)) {
    const list = lists[game];
    if (!list) fail(`no files listed for ${game}`);
    if (list.step.css.length < 2) fail(`${game}'s sandbox brings ${list.step.css.length} stylesheet(s), not its shell's and its table's: ${list.step.css.join(', ')}`);
    const onDisk = (file: string) => join(root, file.replace(/^\/+/, '').replace(/^.*?_astro\//, '_astro/'));
    for (const file of [...list.step.js, ...list.step.css, ...list.play.js, ...list.play.css]) {
      await readFile(onDisk(file)).catch(() => fail(`${game}'s list names ${file}, which the build did not write`));
    }
    // The hint counts only as the file's first line (compile-hints.ts); a plugin that writes above it would undo it silently.
    for (const file of list.step.js) {
      const code = await readFile(onDisk(file), 'utf8');
      if (!code.startsWith(COMPILE_HINT)) fail(`${file}, which an example runs when it wakes, does not start with the compile hint`);
    }
  }
}

export function examplePreloads(): AstroIntegration {
  return {
    name: 'example-preloads',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        updateConfig({ vite: { plugins: [collector(config.base)] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await checkLists(root, collected);
        const entries = await readdir(root, { withFileTypes: true, recursive: true });
        let pages = 0;
        for (const e of entries.filter((f) => f.isFile() && f.name.endsWith('.html'))) {
          const file = join(e.parentPath, e.name);
          const html = await readFile(file, 'utf8');
          const listed = withPreloads(html, collected);
          if (listed !== html) {
            await writeFile(file, listed);
            pages++;
          }
        }
        const sizes = Object.entries(collected).map(([g, l]) => `${g} ${l.step.js.length}+${l.step.css.length} / ${l.play.js.length}+${l.play.css.length}`);
        logger.info(`example preload lists in ${pages} pages (files to step / to play: ${sizes.join(', ')})`);
      },
    },
  };
}
