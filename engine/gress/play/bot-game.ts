/**
 * A whole game played by bots alone on the real-time driver, from the deal to
 * the penalty count (9.4): for the tests, the benchmark's tournament and the
 * page's examples. The clock jumps from one landing to the next, so a game
 * that would take minutes at a table takes milliseconds here.
 */
import { advance, isFinished, nextLanding, startTable, type RealTimeTable, type TableSetup } from './driver';

export type BotGameResult =
  | { ok: true; table: RealTimeTable; finished: boolean }
  | { ok: false; error: string };

/** Plays `setup` (every seat a bot) until the count, MAX_STEPS, or nobody means to act (then `finished` is false). */
export function playBotGame(setup: TableSetup): BotGameResult {
  if (setup.levels.some((l) => l === null)) return { ok: false, error: 'a bot game needs a bot level for every seat' };
  const started = startTable(setup);
  if (!started.ok) return started;
  let table = started.table;
  while (!isFinished(table)) {
    const landing = nextLanding(table);
    if (!landing) break;
    table = advance(table, landing.at);
  }
  return { ok: true, table, finished: table.state.phase === 'scored' };
}
