/**
 * Runs a bench script in a child process: plain Node from node_modules/.bin
 * (the project's Node 24), which strips the types itself, with
 * bench/ts-hooks.mjs for the extensionless imports. So a figure is the code's
 * own, in a fresh process, not that of tsx's or Vitest's transform of it (tsx
 * wraps every inner function in __name(), which costs the engine a quarter to
 * a half of its rate).
 *
 * Node's strip-only mode refuses TypeScript that is more than erasable types:
 * parameter properties (`constructor(private x: T)`), enums, namespaces. Code
 * the bench imports must not use them; when it does, `why` names the file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export type ChildResult = { readonly ok: true; readonly lastLine: string } | { readonly ok: false; readonly why: string };

/** Runs `script` (a path under the project root) with `args`; its last line of output on success. */
export function runInPlainNode(script: string, args: readonly string[]): ChildResult {
  const localNode = `${ROOT}node_modules/.bin/node`;
  const child = spawnSync(
    existsSync(localNode) ? localNode : process.execPath,
    ['--import', `${ROOT}bench/ts-hooks.mjs`, `${ROOT}${script}`, ...args],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: childEnv(), maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status === 0) return { ok: true, lastLine: child.stdout.trim().split('\n').at(-1) ?? '' };
  const output = `${child.stderr ?? ''}${child.error?.message ?? ''}`.trim().split('\n');
  const error = output.find((line) => /error/i.test(line)) ?? output[0] ?? `exit ${child.status}`;
  // Node prints the file and line it refused above the error: name it.
  const at = output.find((line) => line.startsWith('file://'));
  return { ok: false, why: at ? `${error} (${at.replace(`file://${ROOT}`, '')})` : error };
}

/** The environment without what a test runner sets for its own workers (NODE_OPTIONS loaders, VITEST_*). */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS' && !key.startsWith('VITEST')));
}
