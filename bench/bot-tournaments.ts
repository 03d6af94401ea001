/**
 * Bot tournaments for The Game: Face to Face, Gin Rummy and SENS: each bot
 * level above random (engine/<game>/bots.ts) plays the random-lawful level,
 * and the strong level plays the club level, in seeded games with the seats
 * (SENS: the sides) swapped every other game. It reports:
 *
 *   - the share won by the level, with a 95% interval (Wilson): The Game per
 *     game; Gin Rummy per hand with a winner (a hand with no game or a void
 *     one has none, §12, §14.13), each level against the next lower, and the
 *     strong level against the EAAI baseline per match to 100
 *     (bench/bots-gin-rummy.ts, its own pairings and verdicts); SENS per match to 500 (the game), and per
 *     deal the share of deals where the level's side wrote more and its
 *     average margin in points;
 *   - Gin Rummy: the level's average deadwood when it knocks, its share of
 *     gin among its knocks, and how often it was undercut (§9-§11);
 *   - the time a decision takes, p50 and p99, per game and level: CPU time of
 *     the process (so other work on a shared machine does not count), with
 *     the wall-clock p99 beside it.
 *
 * The games run in a child process, plain Node with types stripped
 * (bench/ts-hooks.mjs, as bench/engine-process.ts does), so the times are the
 * engine's own and not those of tsx's transform; if the child cannot run, in
 * this process, and the report says so.
 *
 *   npx tsx bench/bot-tournaments.ts [--games=1000]
 *
 * bench/run.ts can call `botTournaments({ games: quick ? 100 : 1000 })` and
 * add the returned `verdicts` to its PASS/FAIL lines, as it does for Gress's
 * bots (bench/gress-bots.ts) beside this file. Verdicts: each level beats
 * random by a clear margin (the whole 95% interval above one half), and a
 * decision's p99 stays under 5 ms.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Game } from '../engine/core/game';
import { prng } from '../engine/core/prng';
import { sens } from '../engine/sens/index';
import type { SensAction, SensState, Seat } from '../engine/sens/types';
import { theGame } from '../engine/the-game/index';
import { ginRummyTournaments, ginVerdicts } from './bots-gin-rummy';
import type { TheGameState } from '../engine/the-game/types';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The most games of each pairing a run may ask for (a guard on the command line's number). */
export const MAX_GAMES = 100_000;
/** A game, hand, deal or match longer than this many actions is a bug, not a long game. */
const MAX_ACTIONS = 20_000;

/** A decision's p99 (CPU time) must stay under this, so a page answering the reader never stutters. */
export const DECISION_P99_MS = 5;

/** Who plays whom: the level first, its opponent second. */
const PAIRINGS = [['club', 'random'], ['strong', 'random'], ['strong', 'club']] as const;

export interface BotTournamentOptions {
  /** Games (hands, deals, matches) per pairing and game. */
  readonly games: number;
  /** Where the lines go; default console.log. */
  readonly say?: (line: string) => void;
}

/** One pairing's outcome in one game, counted in `unit`. */
export interface PairingResult {
  readonly game: string;
  readonly unit: 'games' | 'hands' | 'deals' | 'matches';
  readonly level: string;
  readonly opponent: string;
  readonly played: number;
  /** Those with a winner (a drawn hand, a thrown-in deal or a deal of equal points has none). */
  readonly decided: number;
  readonly won: number;
  /** won / decided, and its 95% Wilson interval. */
  readonly share: number;
  readonly low: number;
  readonly high: number;
  /** Figures of the game: Gin Rummy's deadwood at knock and gin share, SENS's margin per deal, The Game's wins by 7.1. */
  readonly extra: Readonly<Record<string, number>>;
}

/** Decision times of one level in one game, over every pairing it played. */
export interface DecisionTimes {
  readonly game: string;
  readonly level: string;
  readonly decisions: number;
  /** CPU milliseconds per decision. */
  readonly p50: number;
  readonly p99: number;
  /** Wall-clock milliseconds per decision, for comparison. */
  readonly wallP99: number;
}

/** A PASS/FAIL line for bench/run.ts. */
export interface BotVerdict {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

export interface BotTournamentFigures {
  readonly results: readonly PairingResult[];
  readonly times: readonly DecisionTimes[];
  /**
   * Each level against random wins by a clear margin (the whole 95% interval
   * above one half), and each level decides within DECISION_P99_MS at p99.
   */
  readonly verdicts: readonly BotVerdict[];
  /** 'node, types stripped' for the child process, 'in-process' when it ran here. */
  readonly where: string;
  readonly fallback?: string;
  readonly seconds: number;
}

/** The 95% Wilson score interval of `won` out of `n` (0..1 both ends; [0, 1] for nothing played). */
export function wilson(won: number, n: number): { readonly low: number; readonly high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.959964;
  const p = won / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denominator = 1 + (z * z) / n;
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/** The value below which `share` of the sorted `values` lie. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/** Collects each level's decision times in each game. */
class Clock {
  private readonly cpu = new Map<string, number[]>();
  private readonly wall = new Map<string, number[]>();

  /** Runs `decide` and files its CPU and wall-clock time under game and level. */
  time<T>(game: string, level: string, decide: () => T): T {
    const key = `${game}\u0000${level}`;
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    const result = decide();
    const wall = performance.now() - wall0;
    const cpu = process.cpuUsage(cpu0);
    (this.cpu.get(key) ?? this.cpu.set(key, []).get(key)!).push((cpu.user + cpu.system) / 1000);
    (this.wall.get(key) ?? this.wall.set(key, []).get(key)!).push(wall);
    return result;
  }

  figures(): DecisionTimes[] {
    return [...this.cpu.entries()].map(([key, values]) => {
      const [game, level] = key.split('\u0000');
      const cpu = [...values].sort((a, b) => a - b);
      const wall = [...this.wall.get(key)!].sort((a, b) => a - b);
      return { game, level, decisions: cpu.length, p50: percentile(cpu, 0.5), p99: percentile(cpu, 0.99), wallP99: percentile(wall, 0.99) };
    });
  }
}

function result(game: string, unit: PairingResult['unit'], level: string, opponent: string, played: number, decided: number, won: number, extra: Record<string, number>): PairingResult {
  const { low, high } = wilson(won, decided);
  return { game, unit, level, opponent, played, decided, won, share: decided ? won / decided : 0, low, high, extra };
}

function dealt<S>(game: Game<S, { readonly seat: number }, string>, players: readonly string[], seed: number): S {
  const r = game.deal(players, seed);
  if (!r.ok) throw new Error(`${game.id} seed ${seed}: ${r.error}`);
  return r.value;
}

function lawfully<S, A extends { readonly seat: number }>(game: Game<S, A, string>, state: S, action: A | null, where: string): S {
  if (!action) throw new Error(`${where}: the bot found nothing to do`);
  const applied = game.apply(state, action);
  if (!applied.ruling.lawful) throw new Error(`${where}: ${applied.ruling.action} refused: ${applied.ruling.summary}`);
  return applied.state;
}

/** The Game: whole games; the level sits first in every other game. */
function theGameTournament(level: string, opponent: string, games: number, clock: Clock): PairingResult {
  let won = 0;
  let wonByLayingAll = 0;
  for (let g = 0; g < games; g++) {
    const mine = g % 2;
    let s: TheGameState = dealt(theGame, ['A', 'B'], 1_000_000 + g);
    const random = prng(g + 1);
    for (let n = 0; !theGame.isOver(s); n++) {
      if (n > MAX_ACTIONS) throw new Error(`the-game game ${g}: no end`);
      const who = s.toMove === mine ? level : opponent;
      s = lawfully(theGame, s, clock.time('the-game', who, () => theGame.botChoice(s, random, who)), `the-game game ${g}`);
    }
    if (s.result!.winner === mine) {
      won++;
      if (s.result!.by === '7.1') wonByLayingAll++;
    }
  }
  return result('the-game', 'games', level, opponent, games, games, won, { wonByLayingAll });
}

/**
 * SENS: the acting seat's level decides. Once a game is taken, a holder of
 * the trump Seven decides whether to rob (6.1) before the dealer deals the
 * rest (5.4); every level's own choice there would name the robber itself.
 */
function sensStep(s: SensState, random: () => number, levelOf: (seat: Seat) => string, clock: Clock): SensAction | null {
  const d = s.deal;
  if (s.phase === 'taken') {
    const seven = `7${d.game!.trump}`;
    const holder = d.game!.round === 1 && d.robbedBy === null ? ([0, 1, 2, 3] as const).find((x) => x !== d.dealer && (d.hands[x] as readonly string[]).includes(seven)) : undefined;
    if (holder !== undefined) {
      const choice = clock.time('sens', levelOf(holder), () => sens.botChoice(s, random, levelOf(holder)));
      if (choice?.type === 'rob' && choice.seat === holder) return choice;
    }
    return { type: 'rest', seat: d.dealer };
  }
  const who = levelOf(d.turn);
  return clock.time('sens', who, () => sens.botChoice(s, random, who));
}

/** SENS: single deals, each from a fresh match; the level's side is side 0 in every other deal. */
function sensDeals(level: string, opponent: string, deals: number, clock: Clock): PairingResult {
  let decided = 0;
  let won = 0;
  let margin = 0;
  let taken = 0;
  let made = 0;
  for (let g = 0; g < deals; g++) {
    const mine = g % 2;
    const levelOf = (seat: Seat) => (seat % 2 === mine ? level : opponent);
    let s: SensState = dealt(sens, ['A', 'B', 'C', 'D'], 3_000_000 + g);
    const random = prng(g + 1);
    const before = s.ledger.length;
    for (let n = 0; !(s.phase === 'match-over' || (s.phase === 'deal-over' && s.ledger.length > before)); n++) {
      if (n > MAX_ACTIONS) throw new Error(`sens deal ${g}: no end`);
      s = lawfully(sens, s, sensStep(s, random, levelOf, clock), `sens deal ${g}`);
    }
    const end = s.deal.end!;
    if (end.kind === 'thrown-in') continue;
    const written = end.written;
    margin += written[mine] - written[1 - mine];
    if (end.kind === 'counted' && s.deal.game!.by % 2 === mine) {
      taken++;
      if (end.made) made++;
    }
    if (written[0] === written[1]) continue;
    decided++;
    if (written[mine] > written[1 - mine]) won++;
  }
  return result('sens', 'deals', level, opponent, deals, decided, won, { marginPerDeal: margin / deals, gamesTaken: taken, gamesMade: made });
}

/** SENS: whole matches to 500 (10.1-10.4); the level's side is side 0 in every other match. */
function sensMatches(level: string, opponent: string, matches: number, clock: Clock): PairingResult {
  let won = 0;
  let deals = 0;
  for (let g = 0; g < matches; g++) {
    const mine = g % 2;
    const levelOf = (seat: Seat) => (seat % 2 === mine ? level : opponent);
    let s: SensState = dealt(sens, ['A', 'B', 'C', 'D'], 4_000_000 + g);
    const random = prng(g + 1);
    for (let n = 0; s.phase !== 'match-over'; n++) {
      if (n > MAX_ACTIONS) throw new Error(`sens match ${g}: no end`);
      s = lawfully(sens, s, sensStep(s, random, levelOf, clock), `sens match ${g}`);
    }
    deals += s.ledger.length;
    if (s.winner === mine) won++;
  }
  return result('sens', 'matches', level, opponent, matches, matches, won, { dealsPerMatch: deals / matches });
}

/** The verdicts on some figures (see BotTournamentFigures). */
export function verdictsOn(results: readonly PairingResult[], times: readonly DecisionTimes[]): BotVerdict[] {
  const out: BotVerdict[] = [];
  for (const r of results.filter((x) => x.opponent === 'random')) {
    out.push({
      name: `bot level beats random (${r.game}, ${r.level}, ${r.unit})`,
      ok: r.low > 0.5,
      detail: `${r.level} won ${(r.share * 100).toFixed(1)}% of ${r.decided} ${r.unit}, 95% interval from ${(r.low * 100).toFixed(1)}% (must be above 50%)`,
    });
  }
  for (const t of times.filter((x) => x.game !== 'gin-rummy')) {
    out.push({ name: `bot decision time (${t.game}, ${t.level})`, ok: t.p99 < DECISION_P99_MS, detail: `p99 ${t.p99.toFixed(3)} ms of CPU (budget < ${DECISION_P99_MS} ms)` });
  }
  out.push(...ginVerdicts(results, times));
  return out;
}

/** Every tournament, in this process. */
export function runBotTournaments(games: number): Omit<BotTournamentFigures, 'where' | 'fallback'> {
  if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) throw new Error(`games: expected a whole number from 1 to ${MAX_GAMES}, got ${String(games).slice(0, 20)}`);
  const started = performance.now();
  const clock = new Clock();
  const results: PairingResult[] = [];
  for (const [level, opponent] of PAIRINGS) results.push(theGameTournament(level, opponent, games, clock));
  results.push(...ginRummyTournaments(games, clock));
  for (const [level, opponent] of PAIRINGS) results.push(sensMatches(level, opponent, games, clock), sensDeals(level, opponent, games, clock));
  const times = clock.figures();
  return { results, times, verdicts: verdictsOn(results, times), seconds: (performance.now() - started) / 1000 };
}

/** The figures, from a child process when it can run (see the file's comment). */
function measure(games: number): BotTournamentFigures {
  const localNode = `${ROOT}node_modules/.bin/node`;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS' && !key.startsWith('VITEST')));
  const child = spawnSync(
    existsSync(localNode) ? localNode : process.execPath,
    ['--import', `${ROOT}bench/ts-hooks.mjs`, `${ROOT}bench/bot-tournaments.ts`, `--child=${games}`],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env, maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status === 0) {
    const last = child.stdout.trim().split('\n').at(-1) ?? '';
    return { ...(JSON.parse(last) as Omit<BotTournamentFigures, 'where'>), where: 'node, types stripped' };
  }
  const output = `${child.stderr ?? ''}${child.error?.message ?? ''}`.trim().split('\n');
  const fallback = output.find((line) => /error/i.test(line)) ?? output[0] ?? `exit ${child.status}`;
  return { ...runBotTournaments(games), where: 'in-process', fallback };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const ms = (x: number) => (x < 0.1 ? x.toFixed(3) : x.toFixed(2));

/** One line per pairing and per level's times. */
export function describeFigures(figures: BotTournamentFigures): string[] {
  const lines: string[] = [];
  for (const r of figures.results) {
    const head = `bots (${r.game}): ${r.level} vs ${r.opponent}: won ${r.won} of ${r.decided} ${r.unit}${r.decided < r.played ? ` with a winner (${r.played} played)` : ''}, ` +
      `${pct(r.share)} (95% interval ${pct(r.low)}-${pct(r.high)})`;
    const e = r.extra;
    const tail = r.game === 'the-game'
      ? `; ${e.wonByLayingAll} of its wins by laying all 58 (7.1), the rest with the opponent stuck (7.2)`
      : r.game === 'gin-rummy'
        ? `; ${e.knocks} knocks by ${r.level}, average deadwood at knock ${e.deadwoodAtKnock.toFixed(2)}, gin ${pct(e.ginShare)} of them, undercut ${pct(e.undercutShare)}; ${e.pointsPerHand >= 0 ? '+' : ''}${e.pointsPerHand.toFixed(1)} points per hand${e.handsPerMatch ? `; ${e.handsPerMatch.toFixed(1)} hands per match, ${pct(e.handShare)} of them won` : ''}`
        : r.unit === 'deals'
          ? `; margin ${e.marginPerDeal >= 0 ? '+' : ''}${e.marginPerDeal.toFixed(1)} points per deal; ${r.level} took ${e.gamesTaken} games and made ${e.gamesMade}`
          : `; ${e.dealsPerMatch.toFixed(1)} deals per match`;
    lines.push(head + tail);
  }
  for (const t of figures.times) {
    lines.push(`bots (${t.game}): ${t.level} decides in p50 ${ms(t.p50)} ms, p99 ${ms(t.p99)} ms of CPU (wall clock p99 ${ms(t.wallP99)} ms; ${t.decisions.toLocaleString('en-US')} decisions)`);
  }
  lines.push(`bots: ${figures.seconds.toFixed(1)} s (${figures.where}${figures.fallback ? `; the child process could not run: ${figures.fallback}` : ''})`);
  return lines;
}

/** Plays the tournaments (in a child process when possible), prints a line per figure and returns the figures and verdicts. */
export async function botTournaments(options: BotTournamentOptions): Promise<BotTournamentFigures> {
  const say = options.say ?? ((line: string) => console.log(line));
  const figures = measure(options.games);
  for (const line of describeFigures(figures)) say(line);
  return figures;
}

// As the child: `--child=N` plays and prints the figures as one line of JSON. Run directly: `--games=N` (default 1,000).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const child = arg('child');
  if (child !== undefined) {
    process.stdout.write(`${JSON.stringify(runBotTournaments(Number(child)))}\n`);
  } else {
    const games = Number(arg('games') ?? 1000);
    if (!Number.isInteger(games) || games < 1 || games > MAX_GAMES) {
      console.error(`--games: expected a whole number from 1 to ${MAX_GAMES}`);
      process.exitCode = 2;
    } else {
      const figures = await botTournaments({ games });
      for (const v of figures.verdicts) console.log(`${v.ok ? 'PASS' : 'FAIL'} ${v.name}: ${v.detail}`);
      if (figures.verdicts.some((v) => !v.ok)) process.exitCode = 1;
    }
  }
}
