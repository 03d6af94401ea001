/**
 * Chunks of the browser's build, for examples that wake at once (issue 24,
 * bench/wake.ts): on a slow network every request costs a round trip, and a
 * browser opens six connections to a host that speaks HTTP/1.1, so the many
 * small shared chunks Vite makes by default cost seconds before an example
 * can run. Grouped, each in one chunk: Preact with Rolldown's runtime
 * helpers (every island), the small modules of engine/core that the views
 * and the engines share (not the scenario runner, the coverage or the
 * exporter, which bring YAML), the libraries the engines build on with
 * those (XState, Zod, YAML: wanted together whenever play mode starts), the
 * sandbox shell
 * (src/components/sandbox/), and, per game, the modules of its sandbox that
 * bring no stylesheet, with the engine modules they import, and the rest of
 * its engine with its play kit (found in the module graph once it is
 * built; engine/core and the libraries stay shared). Only the modules named go into a group, not
 * what they import, which stays split as Vite splits it, so no page loads a
 * group it does not use.
 *
 * Not grouped: a game's modules that import a stylesheet, directly or
 * through others (its Table, its ui). Tried: with Astro 7 and Rolldown, a
 * group holding them lost the link to the table's stylesheet (the table
 * drew unstyled) or linked it under a name the build did not write.
 * example-preloads.ts checks, at the end of the build, that every game's
 * sandbox still brings its styles.
 *
 * Such groups need entries that may gain exports (Rolldown refuses them
 * otherwise); Astro sets the client build's entry signatures itself, so a
 * plugin sets them after it. The server's build, which renders the pages, is
 * left as it is.
 */
import type { Plugin } from 'vite';

const SEP = String.raw`[\\/]`;
const CORE = new RegExp(`${SEP}engine${SEP}core${SEP}(?:cards|frame|game|limits|messages|notation-text|paragraphs|played|prng|reference|ruling|seed|share-link|windows)\\.ts$`);
/**
 * What the engines build on (their statecharts and schemas): needed together whenever play mode starts. Not YAML and
 * the scenario files' reader: only "Download as a scenario" needs them, and it imports them when asked.
 */
const LIBS = new RegExp(`${SEP}node_modules${SEP}(?:xstate|zod)${SEP}`);
/** The expectations every game's scenario schema shares: built with Zod when the module loads. */
const RULING_SCHEMAS = new RegExp(`${SEP}engine${SEP}core${SEP}ruling-expectations\\.ts$`);
/** Preact, Astro's renderer for it (every island's renderer-url), Rolldown's runtime helpers and Vite's preload helper: small, and wanted by every island at once. */
const PREACT = new RegExp(`${SEP}node_modules${SEP}(?:preact|@astrojs${SEP}preact${SEP}dist)${SEP}|rolldown[\\/]runtime|preload-helper`);
/** The site's base path (src/base-path.ts) and its editions (src/i18n/editions.ts), which views, the shell and the go-to box use: too small for files of their own. */
const BASE_PATH = new RegExp(`${SEP}src${SEP}(?:base-path|plugins${SEP}site-base|i18n${SEP}editions)\\.ts$`);
const SHELL = new RegExp(`${SEP}src${SEP}components${SEP}sandbox${SEP}[^\\\\/]+\\.tsx?$`);

/** The groups; a module goes to the group of highest priority that takes it. */
export const CHUNK_GROUPS = [
  { name: 'preact', test: PREACT, priority: 40 },
  { name: 'engine-core', test: (id: string) => CORE.test(id) || BASE_PATH.test(id), priority: 30, includeDependenciesRecursively: false },
  // With the libraries, not engine-core: the shared expectations' schemas need Zod at load, and engine-core is on every
  // page (the go-to box, the citation previews), so holding them there made every page fetch Zod and XState.
  { name: 'engine-libs', test: (id: string) => LIBS.test(id) || RULING_SCHEMAS.test(id), priority: 25, includeDependenciesRecursively: false },
  { name: 'sandbox', test: SHELL, priority: 20, includeDependenciesRecursively: false },
  // Each game's view modules that bring no stylesheet, and the engine modules they import; then its engine and play kit (found in the module graph).
  { name: (id: string) => viewModules.get(id) ?? null, priority: 10, includeDependenciesRecursively: false },
];

/** Modules of a game's sandbox and of its play mode (module id -> group name) that import no stylesheet, directly or not. */
let viewModules: ReadonlyMap<string, string> = new Map();
const SANDBOX_ENTRY = new RegExp(`${SEP}src${SEP}games${SEP}(gress|the-game|gin-rummy|sens)${SEP}Sandbox\\.tsx$`);
/** Where play mode's code starts: each game's engine and play kit. */
const PLAY_ENTRY = new RegExp(`${SEP}(?:engine${SEP}(gress)${SEP}game|engine${SEP}(the-game|gin-rummy|sens)${SEP}index|src${SEP}games${SEP}(gress|gin-rummy|sens)${SEP}play-kit)\\.tsx?$`);
const VIEW_OR_ENGINE = new RegExp(`${SEP}(?:src${SEP}games|engine)${SEP}(?:gress|the-game|gin-rummy|sens)${SEP}`);
const NODE_MODULES = /[\\/]node_modules[\\/]/;

export type Graph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Whether `id` imports a stylesheet, directly or through its static imports (not through node_modules). */
function bringsStyles(graph: Graph, id: string, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false);
  const styles = /\.css(\?|$)/.test(id) || (graph.getModuleInfo(id)?.importedIds ?? []).some((next) => !NODE_MODULES.test(next) && bringsStyles(graph, next, memo));
  memo.set(id, styles);
  return styles;
}

/** Gives `group` every module of the game (its view or its engine) reachable from `entry` by static imports that has no group yet and brings no stylesheet. */
function claim(graph: Graph, entry: string, group: string, memo: Map<string, boolean>, groups: Map<string, string>): void {
  const queue = [entry];
  const seen = new Set<string>();
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || NODE_MODULES.test(id)) continue;
    seen.add(id);
    if (VIEW_OR_ENGINE.test(id) && !groups.has(id) && !bringsStyles(graph, id, memo)) groups.set(id, group);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
}

/** The per-game groups, from the module graph (before the chunks are made): what stepping through needs first, then play mode. */
export function viewGroups(graph: Graph): Map<string, string> {
  const groups = new Map<string, string>();
  const memo = new Map<string, boolean>();
  const ids = [...graph.getModuleIds()];
  for (const id of ids) {
    const game = SANDBOX_ENTRY.exec(id)?.[1];
    if (game) claim(graph, id, `view-${game}`, memo, groups);
  }
  for (const id of ids) {
    const m = PLAY_ENTRY.exec(id);
    const game = m && (m[1] ?? m[2] ?? m[3]);
    if (game) claim(graph, id, `play-${game}`, memo, groups);
  }
  return groups;
}

export function clientChunks(): Plugin {
  return {
    name: 'client-chunks',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
    buildEnd() {
      viewModules = viewGroups(this);
    },
    outputOptions(output) {
      return { ...output, codeSplitting: { groups: CHUNK_GROUPS } } as typeof output;
    },
  };
}
