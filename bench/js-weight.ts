/**
 * How much JavaScript a built page ships, in gzipped bytes.
 *
 * For a page dist/<path>/index.html: every `<script src>`, every
 * `<link rel="modulepreload">` and every astro-island's component-url,
 * renderer-url and before-hydration-url, resolved to files in dist/, plus the
 * static imports (`import ... from`, `export ... from`) inside those files,
 * followed transitively. Each file is gzipped once (level 9) and the sizes are
 * summed. Inline `<script>` bodies are counted apart (gzipped together, one
 * figure per page) and are part of the total. Chunks reached only through
 * `import()` load later, on demand (the search dialog, for instance): they are
 * listed as lazy and are not part of the total.
 *
 * Used by bench/run.ts and tests/e2e/budgets.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import type { GameSection } from '../engine/core/game';

export interface PageWeight {
  /** Site path, e.g. /gress/4-moves-and-throws/ */
  readonly path: string;
  /** Gzipped bytes of the external files plus the inline scripts. */
  readonly total: number;
  /** Gzipped bytes of the external JS files (entries and their static imports), each counted once. */
  readonly files: number;
  /** Gzipped bytes of the inline scripts, taken together. */
  readonly inline: number;
  /** The files counted, relative to dist/, with their gzipped sizes. */
  readonly fileSizes: readonly { readonly file: string; readonly gzip: number }[];
  /** Files reachable only through import(), relative to dist/ (not in the total). */
  readonly lazy: readonly string[];
  /** Gzipped bytes of the lazy files. */
  readonly lazyBytes: number;
  /** astro-island elements on the page. */
  readonly islands: number;
  /** Size of the HTML file, uncompressed and gzipped (level 9). */
  readonly htmlBytes: number;
  readonly htmlGzip: number;
}

const gzipCache = new Map<string, number>();

/** Gzipped size of a file, level 9; each file is compressed once per process. */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const importCache = new Map<string, { static: string[]; dynamic: string[] }>();

/** The module specifiers a JS file imports: static (import/export ... from) and dynamic (import("...")). */
export function importsOf(file: string): { static: string[]; dynamic: string[] } {
  let found = importCache.get(file);
  if (!found) {
    found = importsIn(readFileSync(file, 'utf8'), file);
    importCache.set(file, found);
  }
  return found;
}

/** The same for JavaScript source text. */
export function importsIn(text: string, name = 'inline.js'): { static: string[]; dynamic: string[] } {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.static.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.static.push(statement.moduleSpecifier.text);
    }
  }
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.dynamic.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A URL or specifier as a file in dist/, or null for one that leaves the site (another origin, a bare package name). */
function toFile(dist: string, fromFile: string, url: string): string | null {
  const clean = url.replace(/[?#].*$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(clean) || clean.startsWith('//')) return null;
  let file: string;
  if (clean.startsWith('/')) file = join(dist, decodeURIComponent(clean));
  else if (clean.startsWith('./') || clean.startsWith('../')) file = resolve(dirname(fromFile), decodeURIComponent(clean));
  else return null;
  if (file !== dist && !file.startsWith(dist + sep)) return null;
  return file;
}

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? decode(m[1] ?? m[2] ?? m[3]) : null;
}

/** What an HTML page references directly: script and preload URLs, island URLs, inline script bodies. */
export function pageReferences(html: string): { urls: string[]; inline: string[]; islands: number } {
  const urls: string[] = [];
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const tag = `<script ${m[1]}>`;
    const type = (attribute(tag, 'type') ?? '').toLowerCase();
    // JSON, import maps, speculation rules and the like are data, not JavaScript.
    const isJs = type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
    if (!isJs) continue;
    const src = attribute(tag, 'src');
    if (src) urls.push(src);
    else if (m[2].trim()) inline.push(m[2]);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(m[0], 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(m[0], 'href');
    if (href && rel.includes('modulepreload')) urls.push(href);
  }
  let islands = 0;
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    islands++;
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attribute(m[0], name);
      if (url) urls.push(url);
    }
  }
  return { urls, inline, islands };
}

/** The JS weight of one built page; `htmlFile` is a file in `dist`. */
export function pageWeight(dist: string, htmlFile: string): PageWeight {
  const root = resolve(dist);
  const html = readFileSync(htmlFile, 'utf8');
  const refs = pageReferences(html);
  const seen = new Set<string>();
  const lazySeen = new Set<string>();
  const problems: string[] = [];
  const queue: string[] = [];
  const add = (from: string, url: string, into: Set<string>, list: string[] | null) => {
    const file = toFile(root, from, url);
    if (file === null) {
      if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) problems.push(`${relative(root, from)}: cannot resolve "${url}"`);
      return;
    }
    if (!existsSync(file)) {
      problems.push(`${relative(root, from)}: "${url}" is not in dist/`);
      return;
    }
    if (into.has(file)) return;
    into.add(file);
    list?.push(file);
  };
  for (const url of refs.urls) add(htmlFile, url, seen, queue);
  // Inline module scripts may import files too (Starlight's do not, but a page may).
  for (const body of refs.inline) {
    const { static: statics, dynamic } = importsIn(body);
    for (const spec of statics) add(htmlFile, spec, seen, queue);
    for (const spec of dynamic) add(htmlFile, spec, lazySeen, null);
  }
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!/\.m?js$/.test(file)) continue;
    const { static: statics, dynamic } = importsOf(file);
    for (const spec of statics) add(file, spec, seen, queue);
    for (const spec of dynamic) add(file, spec, lazySeen, null);
  }
  if (problems.length > 0) throw new Error(`JS weight of ${relative(root, htmlFile)}:\n  ${problems.join('\n  ')}`);
  // A lazy chunk's own static imports load with it: follow them, and leave out what the page already has.
  const lazyQueue = [...lazySeen];
  while (lazyQueue.length > 0) {
    const file = lazyQueue.shift()!;
    if (!/\.m?js$/.test(file)) continue;
    const { static: statics, dynamic } = importsOf(file);
    for (const spec of [...statics, ...dynamic]) add(file, spec, lazySeen, lazyQueue);
  }
  for (const file of seen) lazySeen.delete(file);
  const fileSizes = [...seen].sort().map((file) => ({ file: relative(root, file).split(sep).join('/'), gzip: gzipSize(file) }));
  const files = fileSizes.reduce((n, f) => n + f.gzip, 0);
  const inline = refs.inline.length > 0 ? gzipSync(Buffer.from(refs.inline.join('\n')), { level: 9 }).length : 0;
  const lazy = [...lazySeen].sort();
  const rel = relative(root, dirname(htmlFile)).split(sep).join('/');
  return {
    path: rel === '' ? '/' : `/${rel}/`,
    total: files + inline,
    files,
    inline,
    fileSizes,
    lazy: lazy.map((file) => relative(root, file).split(sep).join('/')),
    lazyBytes: lazy.reduce((n, file) => n + gzipSize(file), 0),
    islands: refs.islands,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSize(htmlFile),
  };
}

export interface SiteWeights {
  /** Every dist/<game>/<page>/index.html. */
  readonly pages: readonly PageWeight[];
  /** The section page (the game's paragraphs module) shipping the most JS; ties go to the one with more islands, then more HTML. */
  readonly heaviest: PageWeight;
  /** The text-only page compared with it. */
  readonly textOnly: PageWeight;
  /** heaviest.total - textOnly.total */
  readonly extra: number;
}

/** The JS weight of one game's pages in `dist`; `textOnlyPage` is a page name under /<game>/ (default: credits). */
export function siteWeights(dist: string, game: { readonly id: string; readonly sections: readonly GameSection[] }, textOnlyPage = 'credits'): SiteWeights {
  const dir = join(dist, game.id);
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: build the site first (astro build)`);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort();
  const pages = names.map((name) => pageWeight(dist, join(dir, name, 'index.html')));
  const sectionPages = new Set(game.sections.map((section) => `/${game.id}/${section.page}/`));
  const sections = pages.filter((page) => sectionPages.has(page.path));
  if (sections.length === 0) throw new Error(`no section page under ${dir}`);
  const heaviest = sections.reduce((best, page) =>
    page.total > best.total || (page.total === best.total && (page.islands > best.islands || (page.islands === best.islands && page.htmlBytes > best.htmlBytes))) ? page : best,
  );
  const textOnly = pages.find((page) => page.path === `/${game.id}/${textOnlyPage}/`);
  if (!textOnly) throw new Error(`the text-only page /${game.id}/${textOnlyPage}/ is not in ${dist}`);
  if (textOnly.islands > 0) throw new Error(`the text-only page /${game.id}/${textOnlyPage}/ has ${textOnly.islands} island(s); pick a page without any`);
  return { pages, heaviest, textOnly, extra: heaviest.total - textOnly.total };
}
