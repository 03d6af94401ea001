/**
 * Runs an engine job (bench/engine.ts) in a child process under plain Node
 * (bench/plain-node.ts), so the figures are the engine's own, in a fresh
 * process, not those of tsx's or Vitest's transform of it, nor of a test
 * worker's warmed-up or polluted JIT. If the child cannot run (no Node with type
 * stripping, syntax Node cannot strip), the job runs here instead, `where` says
 * so and `fallback` says why: bench/run.ts then gives no verdict on the figures.
 *
 * Used by bench/run.ts and engine/gress/plain-node.test.ts.
 */
import { runEngineJob, type EngineFigures, type EngineJob } from './engine';
import { runInPlainNode } from './plain-node';

export interface EngineRun {
  readonly figures: EngineFigures;
  /** 'node, types stripped' for the child, 'in-process' when it ran here. */
  readonly where: string;
  /** Why the child could not run, when it could not. */
  readonly fallback?: string;
}

export function measureEngine(job: EngineJob): EngineRun {
  const child = runInPlainNode('bench/engine-child.ts', [JSON.stringify(job)]);
  if (child.ok) return { figures: JSON.parse(child.lastLine) as EngineFigures, where: 'node, types stripped' };
  return { figures: runEngineJob(job), where: 'in-process', fallback: child.why };
}
