/**
 * Bot tournaments for every game with bot levels: Gress (bench/bots-gress.ts),
 * The Game: Face to Face (bench/bots-the-game.ts), Gin Rummy
 * (bench/bots-gin-rummy.ts) and SENS (bench/bots-sens.ts).
 * Each game lists its levels weakest first (`GameBench`, bench/bot-common.ts);
 * each level plays the next lower one in seeded games with the seats (SENS:
 * the sides; Gress: the seats of a table of four) swapped every other game,
 * and a game may add pairings of its own (against random). It prints one
 * block per game:
 *
 *   - a heading: the game, how a pairing is played, its levels in order;
 *   - per pairing the share won by the level, with a 95% interval (Wilson):
 *     Gress and The Game per game; Gin Rummy per hand with a winner (a hand
 *     with no game or a void one has none, §12, §14.13); SENS per match to
 *     500, and per deal the share of deals where the level's side wrote more;
 *     then the game's own figures (Gress's penalty points per seat with their
 *     intervals; Gin Rummy's deadwood at knock, gin and undercut shares; SENS's
 *     margin per deal);
 *   - per level the time a decision takes, p50 and p99: CPU time of the
 *     process (so other work on a shared machine does not count), with the
 *     wall-clock p99 beside it.
 *
 * Verdicts (bench/run.ts adds them to its PASS/FAIL lines): each level beats
 * the next lower one clearly (the whole 95% interval of its share above one
 * half), each level of an extra pairing against random beats it the same way,
 * and a decision's p99 stays under DECISION_P99_MS (5 ms), or under
 * STRONG_DECISION_P99_MS (100 ms) for the levels that search.
 *
 * The games run in a child process, plain Node with types stripped
 * (bench/ts-hooks.mjs, as bench/engine-process.ts does), so the times are the
 * engine's own and not those of tsx's transform; if the child cannot run, in
 * this process, and the report says so.
 *
 *   npx tsx bench/bot-tournaments.ts [--games=1000] [--game=gress,the-game]
 *
 * bench/run.ts calls `botTournaments({ games: quick ? 100 : 1000 })`. A game's
 * `count` may play fewer of its own units than `games` (Gress: 40%, its
 * games being long and its margins wide).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type BotVerdict, Clock, type DecisionTimes, DECISION_P99_MS, type GameBench, isNextLower, ms, pairingsOf,
  type PairingResult, pct, STRONG_DECISION_P99_MS,
} from './bot-common';
import { GRESS_BENCH } from './bots-gress';
import { SENS_BENCH } from './bots-sens';
import { GIN_RUMMY_BENCH } from './bots-gin-rummy';
import { THE_GAME_BENCH } from './bots-the-game';

export { DECISION_P99_MS, percentile, STRONG_DECISION_P99_MS, wilson, type BotVerdict, type DecisionTimes, type PairingResult } from './bot-common';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The most games of each pairing a run may ask for (a guard on the command line's number). */
export const MAX_GAMES = 100_000;

export interface BotTournamentOptions {
  /** Games (hands, deals, matches) per pairing and game. */
  readonly games: number;
  /** Only these games (ids, e.g. ['gress']); default every game. */
  readonly only?: readonly string[];
  /** Where the lines go; default console.log. */
  readonly say?: (line: string) => void;
}

export interface BotTournamentFigures {
  readonly results: readonly PairingResult[];
  readonly times: readonly DecisionTimes[];
  /** See the file's comment. */
  readonly verdicts: readonly BotVerdict[];
  /** 'node, types stripped' for the child process, 'in-process' when it ran here. */
  readonly where: string;
  readonly fallback?: string;
  /** Seconds per game, and in all. */
  readonly gameSeconds: Readonly<Record<string, number>>;
  readonly seconds: number;
}

/** Every game's part, in the order the report prints them. */
export const GAME_BENCHES: readonly GameBench[] = [GRESS_BENCH, THE_GAME_BENCH, GIN_RUMMY_BENCH, SENS_BENCH];

const benchOf = (game: string) => GAME_BENCHES.find((b) => b.game === game)!;

/** The verdicts on one pairing: it beats the next lower level (or random, in an extra pairing) clearly; then the game's own. */
function pairingVerdicts(r: PairingResult): BotVerdict[] {
  const bench = benchOf(r.game);
  const next = isNextLower(bench, r.level, r.opponent);
  const own = [...(bench.judge?.(r) ?? [])];
  if (!next && r.opponent !== 'random') return own;
  return [{
    name: `bots (${r.game}): ${r.level} beats ${r.opponent}${next ? ', the next lower level' : ''} (${r.unit})`,
    ok: r.low > 0.5,
    detail: `${r.level} won ${pct(r.share)} of ${r.decided} ${r.unit}, 95% interval ${pct(r.low)}-${pct(r.high)} (its lower end must be above 50%)`,
  }, ...own];
}

/** The verdicts on some figures (see the file's comment). */
export function verdictsOn(results: readonly PairingResult[], times: readonly DecisionTimes[]): BotVerdict[] {
  const out = results.flatMap(pairingVerdicts);
  for (const t of times) {
    const budget = benchOf(t.game).strong.includes(t.level) ? STRONG_DECISION_P99_MS : DECISION_P99_MS;
    out.push({ name: `bots (${t.game}): ${t.level} decision time`, ok: t.p99 < budget, detail: `p99 ${ms(t.p99)} ms of CPU (budget < ${budget} ms)` });
  }
  return out;
}

/** The games named by `only` (all when it is empty), or an error naming the unknown one. */
function chosenGames(only: readonly string[] = []): readonly GameBench[] {
  const unknown = only.find((id) => !GAME_BENCHES.some((b) => b.game === id));
  if (unknown !== undefined) throw new Error(`--game: no bot tournament for "${unknown.slice(0, 40)}"; the games are ${GAME_BENCHES.map((b) => b.game).join(', ')}`);
  return only.length === 0 ? GAME_BENCHES : GAME_BENCHES.filter((b) => only.includes(b.game));
}

/** Every tournament of the chosen games, in this process. */
export function runBotTournaments(games: number, only: readonly string[] = []): Omit<BotTournamentFigures, 'where' | 'fallback'> {
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) throw new Error(`games: expected a whole number from 1 to ${MAX_GAMES}, got ${String(games).slice(0, 20)}`);
  const started = performance.now();
  const clock = new Clock();
  const results: PairingResult[] = [];
  const gameSeconds: Record<string, number> = {};
  for (const bench of chosenGames(only)) {
    const begun = performance.now();
    const n = bench.count ? bench.count(games) : games;
    for (const [level, opponent] of pairingsOf(bench)) results.push(...bench.play(level, opponent, n, clock));
    gameSeconds[bench.game] = (performance.now() - begun) / 1000;
  }
  const rank = (t: DecisionTimes) => GAME_BENCHES.findIndex((b) => b.game === t.game) * 100 + benchOf(t.game).levels.indexOf(t.level);
  const times = clock.figures().sort((a, b) => rank(a) - rank(b));
  return { results, times, verdicts: verdictsOn(results, times), gameSeconds, seconds: (performance.now() - started) / 1000 };
}

/** The figures, from a child process when it can run (see the file's comment). */
function measure(games: number, only: readonly string[]): BotTournamentFigures {
  const localNode = `${ROOT}node_modules/.bin/node`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS' && !key.startsWith('VITEST')));
  const child = spawnSync(
    existsSync(localNode) ? localNode : process.execPath,
    ['--import', `${ROOT}bench/ts-hooks.mjs`, `${ROOT}bench/bot-tournaments.ts`, `--child=${games}`, ...(only.length ? [`--game=${only.join(',')}`] : [])],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env, maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status === 0) {
    const last = child.stdout.trim().split('\n').at(-1) ?? '';
    return { ...(JSON.parse(last) as Omit<BotTournamentFigures, 'where'>), where: 'node, types stripped' };
  }
  const output = `${child.stderr ?? ''}${child.error?.message ?? ''}`.trim().split('\n');
  const fallback = output.find((line) => /error/i.test(line)) ?? output[0] ?? `exit ${child.status}`;
  return { ...runBotTournaments(games, only), where: 'in-process', fallback };
}

/** One pairing in one line: the share with its interval, then the game's own figures. */
function pairingLine(bench: GameBench, r: PairingResult): string {
  const how = isNextLower(bench, r.level, r.opponent) ? ' (the next lower level)' : '';
  return `bots (${r.game}): ${r.level} vs ${r.opponent}${how}: won ${r.won} of ${r.decided} ${r.unit}${r.decided < r.played ? ` with a winner (${r.played} played)` : ''}, ` +
    `${pct(r.share)} (95% interval ${pct(r.low)}-${pct(r.high)})${bench.describe(r)}`;
}

/** One level's decision times in one line, with its budget. */
function timesLine(bench: GameBench, t: DecisionTimes): string {
  const budget = bench.strong.includes(t.level) ? STRONG_DECISION_P99_MS : DECISION_P99_MS;
  return `bots (${t.game}): ${t.level} decides in p50 ${ms(t.p50)} ms, p99 ${ms(t.p99)} ms of CPU (budget < ${budget} ms; wall clock p99 ${ms(t.wallP99)} ms; ${t.decisions.toLocaleString('en-US')} decisions)`;
}

/** One block per game (heading, pairings, decision times), then the time taken. */
export function describeFigures(figures: BotTournamentFigures): string[] {
  const lines: string[] = [];
  for (const bench of GAME_BENCHES) {
    const results = figures.results.filter((r) => r.game === bench.game);
    if (results.length === 0) continue;
    const seconds = figures.gameSeconds?.[bench.game];
    lines.push(`bots: ${bench.title}, levels weakest first ${bench.levels.join(' < ')}; ${bench.design}${seconds === undefined ? '' : ` (${seconds.toFixed(1)} s)`}`);
    for (const r of results) lines.push(pairingLine(bench, r));
    const times = bench.levels.flatMap((level) => figures.times.filter((t) => t.game === bench.game && t.level === level));
    for (const t of times) lines.push(timesLine(bench, t));
  }
  lines.push(`bots: ${figures.seconds.toFixed(1)} s (${figures.where}${figures.fallback ? `; the child process could not run: ${figures.fallback}` : ''})`);
  return lines;
}

/** Plays the tournaments (in a child process when possible), prints a line per figure and returns the figures and verdicts. */
export async function botTournaments(options: BotTournamentOptions): Promise<BotTournamentFigures> {
  const say = options.say ?? ((line: string) => console.log(line));
  const figures = measure(options.games, options.only ?? []);
  for (const line of describeFigures(figures)) say(line);
  return figures;
}

// As the child: `--child=N` plays and prints the figures as one line of JSON. Run directly: `--games=N` (default 1,000).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = (arg('game') ?? '').split(',').filter(Boolean);
  const child = arg('child');
  if (child !== undefined) {
    process.stdout.write(`${JSON.stringify(runBotTournaments(Number(child), only))}\n`);
  } else {
    const games = Number(arg('games') ?? 1000);
    const unknown = only.find((id) => !GAME_BENCHES.some((b) => b.game === id));
    if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) {
      console.error(`--games: expected a whole number from 1 to ${MAX_GAMES}`);
      process.exitCode = 2;
    } else if (unknown !== undefined) {
      console.error(`--game: no bot tournament for "${unknown.slice(0, 40)}"; the games are ${GAME_BENCHES.map((b) => b.game).join(', ')}`);
      process.exitCode = 2;
    } else {
      const figures = await botTournaments({ games, only });
      for (const v of figures.verdicts) console.log(`${v.ok ? 'PASS' : 'FAIL'} ${v.name}: ${v.detail}`);
      if (figures.verdicts.some((v) => !v.ok)) process.exitCode = 1;
    }
  }
}
