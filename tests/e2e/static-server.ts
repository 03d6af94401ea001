/**
 * A plain static file server for dist/, behaving like the hosts the site will
 * live on (nginx, GitHub Pages, `python -m http.server`): /path/ serves
 * /path/index.html, /path redirects to /path/ when that is a directory, and
 * anything else gets dist/404.html with status 404. Text is sent gzipped to a
 * browser that accepts it, as those hosts do, so page-weight and Lighthouse
 * figures see what a reader downloads. Testing against this rather than
 * `astro preview` checks that the build works without Astro's help.
 *
 * Cache headers as README asks of a host: the service worker's files are
 * revalidated on every request (no-cache), so a new build reaches readers;
 * hashed assets (_astro/) are immutable. With `base`, the site is served
 * under a sub-path (/rulebook/) and nothing outside it, as on GitHub Pages.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { createGzip } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

/** Types worth compressing (images and fonts are compressed already). */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.wasm']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/** Files a browser must check with the server on every request: the service worker and what it imports. */
const NO_CACHE = new Set(['/sw.js', '/sw-cleanup.js', '/manifest.webmanifest']);

/** Cache headers for a path under the site's base. */
function cacheHeaders(path: string): Record<string, string> {
  if (NO_CACHE.has(path)) return { 'cache-control': 'no-cache' };
  if (path.startsWith('/_astro/')) return { 'cache-control': 'public, max-age=31536000, immutable' };
  return {};
}

export interface ServeOptions {
  /** The sub-path the site is served under ("/rulebook/"); default the root. */
  readonly base?: string;
  /**
   * Bodies served instead of the files, by path under the base ("/sw.js");
   * read at each request, so a test can put a different build's worker in place.
   */
  readonly overrides?: ReadonlyMap<string, string>;
  /** Every request's path and query is appended here, in order (to see what reached the server). */
  readonly log?: string[];
  /**
   * Serve HTTP/2 over TLS with this key and certificate (bench/tls.ts makes a throwaway pair), as the
   * hosts README names do: every request on one connection, instead of a browser's six HTTP/1.1
   * connections per host. HTTP/1.1 clients are still answered.
   */
  readonly http2?: { readonly key: string; readonly cert: string };
}

export interface StaticServer {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

type Request = IncomingMessage | Http2ServerRequest;
/** What the handler uses of a response, which Node's HTTP/1.1 and HTTP/2 responses both have. */
interface Reply extends NodeJS.WritableStream {
  writeHead(status: number, headers: Record<string, string>): unknown;
}

/** Serves `dir` on 127.0.0.1 at a free port chosen by the OS. */
export async function serveStatic(dir: string, options: ServeOptions = {}): Promise<StaticServer> {
  const answer = requestHandler(resolve(dir), options);
  const handler = (request: Request, response: ServerResponse | Http2ServerResponse) => void answer(request, response as unknown as Reply);
  const server = options.http2
    ? createSecureServer({ key: options.http2.key, cert: options.http2.cert, allowHTTP1: true }, handler)
    : createServer(handler);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.http2 ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The answer to one request, the same over HTTP/1.1 and HTTP/2 (Node's compatibility API). */
function requestHandler(root: string, options: ServeOptions): (request: Request, response: Reply) => Promise<unknown> {
  const base = options.base ?? '/';
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    options.log?.push(url.pathname + url.search);
    const send = (status: number, file: string | null, headers: Record<string, string> = {}) => {
      const gzip = file !== null && TEXT.has(extname(file)) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(status, {
        'content-type': (file && TYPES[extname(file)]) || 'application/octet-stream',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
        ...headers,
      });
      if (request.method === 'HEAD' || !file) response.end();
      else if (gzip) createReadStream(file).pipe(createGzip()).pipe(response);
      else createReadStream(file).pipe(response);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, null, { allow: 'GET, HEAD' });
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(400, null);
    }
    if (base !== '/') {
      if (pathname === base.slice(0, -1)) return send(301, null, { location: `${base}${url.search}` });
      if (!pathname.startsWith(base)) return send(404, null, { 'content-type': 'text/plain; charset=utf-8' });
      pathname = pathname.slice(base.length - 1);
    }
    const override = options.overrides?.get(pathname);
    if (override !== undefined) {
      response.writeHead(200, { 'content-type': TYPES[extname(pathname)] ?? 'application/octet-stream', ...cacheHeaders(pathname) });
      return request.method === 'HEAD' ? response.end() : response.end(override);
    }
    const path = resolve(join(root, pathname));
    if (path !== root && !path.startsWith(root + sep)) return send(403, null);
    if (pathname.endsWith('/')) {
      if (await isFile(join(path, 'index.html'))) return send(200, join(path, 'index.html'));
    } else if (await isFile(path)) {
      return send(200, path, cacheHeaders(pathname));
    } else if (await isDirectory(path)) {
      return send(301, null, { location: `${url.pathname}/${url.search}` });
    }
    const notFound = join(root, '404.html');
    return send(404, (await isFile(notFound)) ? notFound : null, { 'content-type': 'text/html; charset=utf-8' });
  };
}
