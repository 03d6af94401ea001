/**
 * The engine figures in a process of their own, printed as one line of JSON.
 * bench/run.ts starts it with plain Node and bench/ts-hooks.mjs (see there why
 * not tsx):
 *
 *   node --import ./bench/ts-hooks.mjs bench/engine-child.ts '{"ratio":{...},"games":{...}}'
 */
import { runEngineJob, type EngineJob } from './engine';

const job = JSON.parse(process.argv[2] ?? '{}') as EngineJob;
process.stdout.write(`${JSON.stringify(runEngineJob(job))}\n`);
