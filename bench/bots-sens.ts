/**
 * SENS's bot tournaments (bench/bot-tournaments.ts calls them): the levels of
 * engine/sens/bots.ts against each other, club vs random, strong vs random and
 * strong vs club, each in whole matches to 500 (the game, 10.1-10.4) and in
 * single deals (the share of deals where the level's side wrote more, and its
 * average margin), with the sides swapped every other match or deal.
 *
 * Each pairing plays the bench's count of matches and of deals (1,000; 100
 * with --quick), like the other games: the strong level searches at each
 * card (about 1 ms of CPU, p99 under 5 ms), so SENS's share of
 * `npm run bench -- --only=bots` is about 3 minutes of CPU on this machine
 * (2 min 52 s measured, most of it the 1,000 strong-club matches of about
 * five deals each). 1,000 matches give an interval of about +-2.5 points,
 * narrow enough to tell 60% from 50%.
 *
 *   node --import ./bench/ts-hooks.mjs bench/bots-sens.ts [--games=1000]
 *
 * runs SENS's pairings alone with the bench's seeds and prints the bench's
 * lines for them (the same figures `npm run bench -- --only=bots` prints).
 */
import { pathToFileURL } from 'node:url';
import { prng } from '../engine/core/prng';
import { sens } from '../engine/sens/index';
import type { SensAction, SensState, Seat } from '../engine/sens/types';

/** Who plays whom: the level first, its opponent second. */
export const SENS_PAIRINGS = [['club', 'random'], ['strong', 'random'], ['strong', 'club']] as const;
/** A decision of the strong level may take this long at p99 (CPU), the budget for a search. */
export const SENS_STRONG_P99_MS = 100;
/** The strong level must win this share of its matches against club (point estimate), with the interval's low end above one half. */
export const SENS_STRONG_SHARE = 0.6;
const MAX_ACTIONS = 20_000;

/** What times a decision (bot-tournaments.ts's Clock). */
export interface DecisionTimer {
  time<T>(game: string, level: string, decide: () => T): T;
}

/** One pairing's counts, in the shape bot-tournaments.ts reports. */
export interface SensCounts {
  readonly unit: 'deals' | 'matches';
  readonly level: string;
  readonly opponent: string;
  readonly played: number;
  readonly decided: number;
  readonly won: number;
  readonly extra: Record<string, number>;
}

function lawfully(state: SensState, action: SensAction | null, where: string): SensState {
  if (!action) throw new Error(`${where}: the bot found nothing to do`);
  const applied = sens.apply(state, action);
  if (!applied.ruling.lawful) throw new Error(`${where}: ${applied.ruling.action} refused: ${applied.ruling.summary}`);
  return applied.state;
}

function dealt(seed: number): SensState {
  const r = sens.deal(['A', 'B', 'C', 'D'], seed);
  if (!r.ok) throw new Error(`sens seed ${seed}: ${r.error}`);
  return r.value;
}

/**
 * The acting seat's level decides. Once a game is taken, a holder of the
 * trump Seven decides whether to rob (6.1) before the dealer deals the rest
 * (5.4); every level's own choice there would name the robber itself.
 */
function sensStep(s: SensState, random: () => number, levelOf: (seat: Seat) => string, clock: DecisionTimer): SensAction | null {
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

/** Single deals, each the first of a fresh match; the level's side is side 0 in every other deal. */
export function sensDeals(level: string, opponent: string, deals: number, clock: DecisionTimer): SensCounts {
  let decided = 0;
  let won = 0;
  let margin = 0;
  let taken = 0;
  let made = 0;
  for (let g = 0; g < deals; g++) {
    const mine = g % 2;
    const levelOf = (seat: Seat) => (seat % 2 === mine ? level : opponent);
    let s = dealt(3_000_000 + g);
    const random = prng(g + 1);
    const before = s.ledger.length;
    for (let n = 0; !(s.phase === 'match-over' || (s.phase === 'deal-over' && s.ledger.length > before)); n++) {
      if (n > MAX_ACTIONS) throw new Error(`sens deal ${g}: no end`);
      s = lawfully(s, sensStep(s, random, levelOf, clock), `sens deal ${g}`);
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
  return { unit: 'deals', level, opponent, played: deals, decided, won, extra: { marginPerDeal: margin / deals, gamesTaken: taken, gamesMade: made } };
}

/** Whole matches to 500 (10.1-10.4); the level's side is side 0 in every other match. */
export function sensMatches(level: string, opponent: string, matches: number, clock: DecisionTimer): SensCounts {
  let won = 0;
  let deals = 0;
  for (let g = 0; g < matches; g++) {
    const mine = g % 2;
    const levelOf = (seat: Seat) => (seat % 2 === mine ? level : opponent);
    let s = dealt(4_000_000 + g);
    const random = prng(g + 1);
    for (let n = 0; s.phase !== 'match-over'; n++) {
      if (n > MAX_ACTIONS) throw new Error(`sens match ${g}: no end`);
      s = lawfully(s, sensStep(s, random, levelOf, clock), `sens match ${g}`);
    }
    deals += s.ledger.length;
    if (s.winner === mine) won++;
  }
  return { unit: 'matches', level, opponent, played: matches, decided: matches, won, extra: { dealsPerMatch: deals / matches } };
}

/** Every SENS pairing, in matches and in deals: `games` of each (bench/bot-tournaments.ts passes its count). */
export function sensTournaments(games: number, clock: DecisionTimer): SensCounts[] {
  const out: SensCounts[] = [];
  for (const [level, opponent] of SENS_PAIRINGS) out.push(sensMatches(level, opponent, games, clock), sensDeals(level, opponent, games, clock));
  return out;
}

/** A pairing's figures as bot-tournaments.ts reports them (the share and its interval). */
interface Reported {
  readonly game: string;
  readonly unit: string;
  readonly level: string;
  readonly opponent: string;
  readonly decided: number;
  readonly share: number;
  readonly low: number;
  readonly high: number;
}

/** Whether the strong level reaches SENS_STRONG_SHARE of its matches against club (point estimate) with the interval's low end above one half. */
export function sensVerdicts(results: readonly Reported[]): { name: string; ok: boolean; detail: string }[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return results.filter((r) => r.game === 'sens' && r.unit === 'matches' && r.level === 'strong' && r.opponent === 'club').map((r) => ({
    name: 'strong beats club in matches (sens)',
    ok: r.share >= SENS_STRONG_SHARE && r.low > 0.5,
    detail: `strong won ${pct(r.share)} of ${r.decided} matches to 500 against club (must be at least ${pct(SENS_STRONG_SHARE)}), 95% interval ${pct(r.low)}-${pct(r.high)} (low end must be above 50%)`,
  }));
}

// Run directly: SENS's pairings alone, the same seeds and lines as `npm run bench -- --only=bots` (bot-tournaments.ts).
// (A promise, not a top-level await: bot-tournaments.ts imports this file, which must finish loading first.)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void import('./bot-tournaments').then((bench) => {
  const arg = (name: string) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const games = Number(arg('games') ?? 1000);
  const times = new Map<string, number[]>();
  const walls = new Map<string, number[]>();
  const clock: DecisionTimer = {
    time(_game, level, decide) {
      const t0 = process.cpuUsage();
      const w0 = performance.now();
      const r = decide();
      (walls.get(level) ?? walls.set(level, []).get(level)!).push(performance.now() - w0);
      const t = process.cpuUsage(t0);
      (times.get(level) ?? times.set(level, []).get(level)!).push((t.user + t.system) / 1000);
      return r;
    },
  };
  const started = performance.now();
  const results = sensTournaments(games, clock).map((c) => {
    const { low, high } = bench.wilson(c.won, c.decided);
    return { ...c, game: 'sens', share: c.decided ? c.won / c.decided : 0, low, high };
  });
  const decisionTimes = [...times].map(([level, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const wall = [...walls.get(level)!].sort((a, b) => a - b);
    return { game: 'sens', level, decisions: values.length, p50: bench.percentile(sorted, 0.5), p99: bench.percentile(sorted, 0.99), wallP99: bench.percentile(wall, 0.99) };
  });
  const verdicts = bench.verdictsOn(results, decisionTimes);
  const seconds = (performance.now() - started) / 1000;
  for (const line of bench.describeFigures({ results, times: decisionTimes, verdicts, where: 'in-process, SENS only', seconds })) console.log(line);
  for (const v of verdicts) console.log(`${v.ok ? 'PASS' : 'FAIL'} ${v.name}: ${v.detail}`);
});
