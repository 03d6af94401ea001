/**
 * Worst cases, timed: the inputs that cost the engines the most, each against a
 * budget. The tests check these cases by counts (what is listed, refused,
 * replayed); how long they take is measured only here, so a busy machine can
 * fail the bench but never the tests.
 *
 *   Gress: the lawful-actions query on the worst positions the limits accept
 *     (engine/gress/worst-positions.ts), per player
 *   Gress: a share link longer than the limit, refused
 *   Gress: a game at the action limit, read from its link and replayed
 *   Gin Rummy: the best arrangement of 2,000 meld-rich 11-card hands
 *   Gin Rummy: a Swiss round of 64 in which 33 have all met (a rematch is forced)
 *
 * Each figure is the best of `runs` runs (wall clock), so one garbage
 * collection or a burst of load elsewhere does not decide it. The cases run in
 * a child process under plain Node (bench/plain-node.ts), as the engine figures do.
 *
 *   npx tsx bench/worst-cases.ts [--quick]
 */
import { pathToFileURL } from 'node:url';
import { replay } from '../engine/core/played';
import { shuffle } from '../engine/core/prng';
import { fullPack } from '../engine/gin-rummy/cards';
import { bestArrangement } from '../engine/gin-rummy/melds';
import { pairSwiss } from '../engine/gin-rummy/tournament';
import { gress } from '../engine/gress/game';
import { lawfulActions } from '../engine/gress/lawful';
import { MAX_GAME_ACTIONS } from '../engine/gress/limits';
import { parseGame, parsePosition } from '../engine/gress/position-notation';
import { decodeShareLink, encodeShareLink } from '../engine/gress/share-link';
import { longGameText, WORST_POSITIONS } from '../engine/gress/worst-positions';
import { GIN_MELD_HANDS_MS, LAWFUL_WORST_MS, LIMIT_GAME_REPLAY_MS, LONG_LINK_MS, SWISS_WORST_MS } from './budgets';
import { runInPlainNode } from './plain-node';
import { fmt } from './stats';

export interface WorstCase {
  readonly name: string;
  /** Best of the runs, in milliseconds. */
  readonly ms: number;
  readonly budgetMs: number;
  /** What was done, for the report line. */
  readonly what: string;
}

/** The best wall-clock time of `runs` calls of `f`, in ms. */
function bestOf(runs: number, f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

function must(ok: boolean, message: string): void {
  if (!ok) throw new Error(`worst cases: ${message}`);
}

function gressCases(runs: number): WorstCase[] {
  const out: WorstCase[] = WORST_POSITIONS.map(([what, text]) => {
    const p = parsePosition(text);
    if (!p.ok) throw new Error(p.error);
    const state = p.state;
    const ms = bestOf(runs, () => {
      for (const seat of state.players.keys()) must(Array.isArray(lawfulActions(state, seat)), 'no list');
    }) / state.players.length;
    return { name: `Gress lawful actions: ${what}`, ms, budgetMs: LAWFUL_WORST_MS, what: 'per player' };
  });
  const junk = `g1.${(7_500_000).toString(36)}.abc.${'A'.repeat(10_000_000)}`;
  out.push({
    name: 'Gress share link over the limit',
    ms: bestOf(runs, () => must(!decodeShareLink(junk).ok, 'a 10 MB link was accepted')),
    budgetMs: LONG_LINK_MS,
    what: 'refused, 10 MB',
  });
  const atLimit = parseGame(longGameText(MAX_GAME_ACTIONS));
  if (!atLimit.ok) throw new Error(atLimit.error);
  const link = encodeShareLink(atLimit.game);
  out.push({
    name: 'Gress game at the action limit',
    ms: bestOf(runs, () => {
      const opened = decodeShareLink(link);
      must(opened.ok, 'the link at the limit was refused');
      if (opened.ok) must(replay(gress, opened.game.start, opened.game.actions).frames.length === MAX_GAME_ACTIONS + 1, 'replay lost frames');
    }),
    budgetMs: LIMIT_GAME_REPLAY_MS,
    what: `${MAX_GAME_ACTIONS} actions read from a link and replayed`,
  });
  return out;
}

function ginCases(runs: number): WorstCase[] {
  const pool = fullPack().filter((c) => c.rank >= 4 && c.rank <= 9);
  const hands = Array.from({ length: 2000 }, (_, seed) => shuffle(pool, seed).slice(0, 11));
  const order = Array.from({ length: 64 }, (_, i) => i);
  const met: [number, number][] = [];
  for (let i = 0; i < 33; i++) for (let j = i + 1; j < 33; j++) met.push([i, j]);
  return [
    { name: 'Gin Rummy meld search', ms: bestOf(runs, () => hands.forEach((h) => bestArrangement(h))), budgetMs: GIN_MELD_HANDS_MS, what: '2,000 meld-rich 11-card hands' },
    {
      name: 'Gin Rummy Swiss pairing',
      ms: bestOf(runs, () => must(pairSwiss(order, met).ok, 'no pairing')),
      budgetMs: SWISS_WORST_MS,
      what: '64 entrants, 33 of whom have all met',
    },
  ];
}

/** Every case, here in this process. */
export function runWorstCases(runs: number): WorstCase[] {
  return [...gressCases(runs), ...ginCases(runs)];
}

export interface WorstCaseRun {
  readonly cases: readonly WorstCase[];
  readonly where: string;
  readonly fallback?: string;
}

/** The cases in a child process under plain Node; here if it cannot run (and `fallback` says why). */
export function measureWorstCases(runs: number): WorstCaseRun {
  const child = runInPlainNode('bench/worst-cases.ts', [`--child=${runs}`]);
  if (child.ok) return { cases: JSON.parse(child.lastLine) as WorstCase[], where: 'node, types stripped' };
  return { cases: runWorstCases(runs), where: 'in-process', fallback: child.why };
}

export interface Verdict {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** One report line per case, and a verdict per case (none when the child could not run: tsx's figures are not the code's own). */
export function judgeWorstCases(run: WorstCaseRun): { lines: string[]; verdicts: Verdict[] } {
  const lines = run.cases.map((c) => `worst case: ${c.name} (${c.what}): ${fmt(c.ms, 1)} ms (budget < ${fmt(c.budgetMs)} ms; ${run.where})`);
  if (run.fallback) lines.push(`worst cases: plain Node could not run them (${run.fallback}); measured under tsx, so not judged`);
  const verdicts = run.cases.map((c) => ({
    name: `worst case: ${c.name}`,
    ok: c.ms < c.budgetMs && !run.fallback,
    detail: `${c.what}: ${fmt(c.ms, 1)} ms (budget < ${fmt(c.budgetMs)} ms)${run.fallback ? '; measured under tsx, not judged' : ''}`,
  }));
  return { lines, verdicts };
}

// As the child: `--child=RUNS` prints the cases as one line of JSON. Run directly: the report and verdicts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const child = process.argv.slice(2).find((a) => a.startsWith('--child='));
  if (child) {
    process.stdout.write(`${JSON.stringify(runWorstCases(Number(child.slice('--child='.length))))}\n`);
  } else {
    const { lines, verdicts } = judgeWorstCases(measureWorstCases(process.argv.includes('--quick') ? 2 : 5));
    lines.forEach((line) => console.log(line));
    for (const v of verdicts) console.log(`${v.ok ? 'PASS' : 'FAIL'} ${v.name}: ${v.detail}`);
    if (verdicts.some((v) => !v.ok)) process.exitCode = 1;
  }
}
