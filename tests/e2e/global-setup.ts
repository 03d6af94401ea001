/**
 * Runs once before the e2e files: builds the site with `astro build` and serves
 * dist/ (see static-server.ts). Tests read the base URL with inject('baseUrl').
 *
 * E2E_NO_BUILD=1 reuses an existing dist/, for quick reruns while writing tests.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built site is served, without trailing slash: http://127.0.0.1:PORT */
    baseUrl: string;
  }
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Vitest puts Vite's import.meta.env built-ins into a test's process.env
 * (BASE_URL "/", MODE "test", DEV "1" ...), and Astro hands every variable of
 * the environment to the server build as import.meta.env: a build started from
 * a test would believe its base is "/" whatever its config says.
 */
const VITE_BUILT_INS = new Set(['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']);

/**
 * `astro build` in a child process rather than through astro's build() in this
 * process: Vitest's own Vite setup, NODE_ENV=test and VITEST_* variables must not
 * leak into the production build. The project's Node 24 (devDependency) runs it,
 * since Astro 7 needs Node >= 22.12. `args` and `env` make another build, e.g.
 * the sub-path one of base-path.test.ts (--outDir, SITE_BASE).
 */
export async function buildSite(options: { readonly args?: readonly string[]; readonly env?: Readonly<Record<string, string>> } = {}): Promise<void> {
  const localNode = `${ROOT}node_modules/.bin/node`;
  const node = existsSync(localNode) ? localNode : process.execPath;
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST') && !VITE_BUILT_INS.has(key))),
    ...options.env,
  };
  const child = spawn(node, [`${ROOT}node_modules/.bin/astro`, 'build', ...(options.args ?? [])], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('close', done);
  });
  if (code !== 0) {
    const tail = output.split('\n').slice(-60).join('\n');
    throw new Error(`e2e: \`astro build\` failed (exit ${code}), so there is no site to test. Its output ended with:\n${tail}`);
  }
}

export default async function setup(project: TestProject) {
  if (!process.env.E2E_NO_BUILD) await buildSite();
  else if (!existsSync(`${ROOT}dist/index.html`)) throw new Error('e2e: E2E_NO_BUILD is set but dist/ has no build; run `npx astro build`.');
  const server = await serveStatic(`${ROOT}dist`);
  project.provide('baseUrl', server.url);
  return () => server.close();
}
