/**
 * Runs an engine job (bench/engine.ts) in a child process: plain Node from
 * node_modules/.bin (the project's Node 24), stripping the types itself, with
 * bench/ts-hooks.mjs for the extensionless imports. So the figures are the
 * engine's own, in a fresh process, not those of tsx's or Vitest's transform of
 * it, nor of a test worker's warmed-up or polluted JIT. If the child cannot run
 * (no Node with type stripping, syntax Node cannot strip), the job runs here
 * instead and `where` says so.
 *
 * Used by bench/run.ts and engine/gress/throughput.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runEngineJob, type EngineFigures, type EngineJob } from './engine';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface EngineRun {
  readonly figures: EngineFigures;
  /** 'node, types stripped' for the child, 'in-process' when it ran here. */
  readonly where: string;
  /** Why the child could not run, when it could not. */
  readonly fallback?: string;
}

export function measureEngine(job: EngineJob): EngineRun {
  const localNode = `${ROOT}node_modules/.bin/node`;
  const child = spawnSync(
    existsSync(localNode) ? localNode : process.execPath,
    ['--import', `${ROOT}bench/ts-hooks.mjs`, `${ROOT}bench/engine-child.ts`, JSON.stringify(job)],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: childEnv() },
  );
  if (child.status === 0) {
    const last = child.stdout.trim().split('\n').at(-1) ?? '';
    return { figures: JSON.parse(last) as EngineFigures, where: 'node, types stripped' };
  }
  const output = `${child.stderr ?? ''}${child.error?.message ?? ''}`.trim().split('\n');
  const why = output.find((line) => /error/i.test(line)) ?? output[0] ?? `exit ${child.status}`;
  return { figures: runEngineJob(job), where: 'in-process', fallback: why };
}

/** The environment without what a test runner sets for its own workers (NODE_OPTIONS loaders, VITEST_*). */
function childEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS' && !key.startsWith('VITEST')));
}
