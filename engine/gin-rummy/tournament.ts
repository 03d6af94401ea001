/**
 * §17: tournaments of two-player matches: a round robin, or the Swiss system
 * for larger fields. Entrants are numbered 0..n-1. A match's result is its
 * §13 settlement: the winner gains the difference and the loser loses it
 * (the "plus and minus points" of §17), so every match is zero-sum and a
 * standing is the sum of an entrant's results.
 *
 * Readings where §17 is silent or unclear:
 * - Odd number of entrants: each round one entrant has a bye, which scores
 *   0: matches are zero-sum, so 0 is exactly the average result and a bye
 *   neither helps nor hurts. Round robin: the circle method gives every
 *   entrant exactly one bye. Swiss, round 1: the entrant drawn last; later
 *   rounds: the lowest-placed entrant who has not had a bye yet (a second
 *   bye counts like a rematch, below).
 * - Rematches: the pairing is §17's procedure (the leader meets the
 *   best-placed entrant he has not met, then the leader of the rest, and so
 *   on), but a choice is only taken if the entrants left can still all be
 *   paired: otherwise the next best-placed opponent is tried. The result is
 *   the first complete pairing in §17's order of preference, the same as
 *   backtracking to the latest choice that allows one, and identical to the
 *   plain procedure whenever that completes. If no pairing avoids every
 *   rematch, the one with the fewest rematched pairs is taken (a bye to an
 *   entrant who already had one counts as one more), first in the same
 *   order, the leader preferring opponents he has met fewer times.
 * - Ties in the standings: the tied entrants draw cards (§3's draw, Ace low,
 *   only the still-tied redraw); seeded from the tournament's seed, the
 *   round and the tie's place, so the whole tournament is reproducible.
 * - Number of Swiss rounds: 3 for 5-8 entrants, 4 for 9-16, 5 for 17-32, and
 *   one more each time the field doubles. Below five the rulebook recommends
 *   no Swiss system; `swissRounds` then gives the length of a full round
 *   robin (2: 1, 3: 3, 4: 3), which is as far as a field that small can go
 *   without rematches.
 */
import { message } from '../core/messages';
import { shuffle } from '../core/prng';
import { deriveSeed, seededDraw } from './match';
import { sayEnglish, type GinMessage, type GinSpec } from './messages';
import type { TournamentSpec, TournamentWhere } from './messages/spec';

/** Limits: entrants in one tournament, and the largest settled difference one match may report. */
export const MIN_ENTRANTS = 2;
export const MAX_ENTRANTS = 64;
/** Far above any settled match: a match to 100 ends with the winner below 100 + one hand's 360 points, plus boxes and bonuses. */
export const MAX_MATCH_MARGIN = 10_000;
/** Earlier meetings (and byes) one pairing may be given: every pair of a field of 64 meeting four times. */
export const MAX_MET_PAIRS = 8_064;

/** One match: entrants a and b, the winner (a, b, or null when the settlement is equal) and the difference won. */
export interface MatchResult {
  readonly a: number;
  readonly b: number;
  readonly winner: number | null;
  readonly margin: number;
}

export interface Pairing {
  /** From 1. */
  readonly round: number;
  readonly pairs: readonly (readonly [number, number])[];
  readonly bye: number | null;
}

export interface Standing {
  readonly entrant: number;
  /** Plus and minus points over all results so far (a bye scores 0). */
  readonly points: number;
  /** From 1, all distinct: ties are settled by the draw. */
  readonly place: number;
  readonly played: number;
  readonly byes: number;
  /** The ranks this entrant drew to settle a tie (Ace 1 .. King 13); empty when not tied. */
  readonly drew: readonly number[];
}

export interface SwissRound extends Pairing {
  /** null while the round is being played. */
  readonly results: readonly MatchResult[] | null;
  /** Rematches (and repeated byes) the pairing could not avoid. */
  readonly repeats: number;
}

export interface SwissState {
  readonly entrants: number;
  readonly seed: number;
  readonly totalRounds: number;
  readonly rounds: readonly SwissRound[];
}

/**
 * A refusal of this module: `says` is the reason as a message (the tournament page shows it in
 * the page's language), `error` its English words (what the format examples and the tests quote).
 */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string; readonly says: GinMessage };

type Id = keyof TournamentSpec & string;
const problem = <K extends Id>(id: K, params: GinSpec[K]): GinMessage => message<GinSpec, K>(id, params) as GinMessage;
const refuse = <T>(says: GinMessage): Checked<T> => ({ ok: false, error: sayEnglish(says), says });
const fail = <T, K extends Id>(id: K, params: GinSpec[K]): Checked<T> => refuse(problem(id, params));

/** A whole number from min to max, or the problem with it (hand-score.ts checkInteger's words, as a message). */
function checkWhole(value: unknown, where: TournamentWhere, min: number, max: number): GinMessage | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return problem('tournament.notWhole', { where, value: String(JSON.stringify(value)?.slice(0, 40)) });
  if (value < min || value > max) return problem('tournament.range', { where, min, max, value });
  return null;
}

function checkEntrants(n: unknown): GinMessage | null {
  return checkWhole(n, { field: 'entrants' }, MIN_ENTRANTS, MAX_ENTRANTS);
}

// ---------------------------------------------------------------- round counts

/**
 * §17: rounds of a Swiss tournament: 3 for 5-8 entrants, 4 for 9-16, 5 for
 * 17-32, one more per doubling (6 for 33-64). Fewer than five: a full round
 * robin's length (reading; see the file's comment).
 */
export function swissRounds(entrants: number): Checked<number> {
  const bad = checkEntrants(entrants);
  if (bad) return refuse(bad);
  if (entrants < 5) return { ok: true, value: entrants % 2 === 0 ? entrants - 1 : entrants };
  return { ok: true, value: Math.ceil(Math.log2(entrants)) };
}

// ---------------------------------------------------------------- round robin

/**
 * §17: a round robin: every entrant meets every other exactly once. Circle
 * method: entrant 0 stays, the others turn one place each round; with an
 * odd number an empty place is added, and whoever meets it has the bye
 * (each entrant exactly once). n-1 rounds for even n, n for odd n.
 */
export function roundRobin(entrants: number): Checked<Pairing[]> {
  const bad = checkEntrants(entrants);
  if (bad) return refuse(bad);
  const slots: (number | null)[] = Array.from({ length: entrants }, (_, i) => i);
  if (entrants % 2 === 1) slots.push(null);
  const m = slots.length;
  const out: Pairing[] = [];
  for (let r = 0; r < m - 1; r++) {
    const pairs: [number, number][] = [];
    let bye: number | null = null;
    for (let i = 0; i < m / 2; i++) {
      const x = slots[i];
      const y = slots[m - 1 - i];
      if (x === null || y === null) bye = x ?? y;
      else pairs.push(x < y ? [x, y] : [y, x]);
    }
    out.push({ round: r + 1, pairs, bye });
    slots.splice(1, 0, slots.pop() as number | null);
  }
  return { ok: true, value: out };
}

// ---------------------------------------------------------------- results and standings

/** §17: a match result is valid: the same two entrants, the winner one of them (or null with margin 0), margin 1..MAX_MATCH_MARGIN. */
export function checkMatchResult(value: unknown, where: TournamentWhere): Checked<MatchResult> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('tournament.notObject', { where });
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).find((k) => !['a', 'b', 'winner', 'margin'].includes(k));
  if (extra !== undefined) return fail('tournament.unknownField', { where, field: extra.slice(0, 40) });
  const bad = checkWhole(v.a, { ...where, field: 'a' }, 0, MAX_ENTRANTS - 1) ?? checkWhole(v.b, { ...where, field: 'b' }, 0, MAX_ENTRANTS - 1);
  if (bad) return refuse(bad);
  if (v.a === v.b) return fail('tournament.himself', { where });
  if (v.winner === null) {
    if (v.margin !== 0) return fail('tournament.equalMargin', { where });
  } else {
    if (v.winner !== v.a && v.winner !== v.b) return fail('tournament.winnerOf', { where, a: v.a as number, b: v.b as number });
    const m = checkWhole(v.margin, { ...where, field: 'margin' }, 1, MAX_MATCH_MARGIN);
    if (m) return fail('tournament.higherTotal', { problem: m });
  }
  return { ok: true, value: { a: v.a as number, b: v.b as number, winner: v.winner as number | null, margin: v.margin as number } };
}

/**
 * §17: standings after the given results: plus and minus points added up,
 * the best first; entrants on equal points are ordered by a seeded draw of
 * cards (`tieSeed` and the tie's place make it reproducible). Trusts its
 * input; results from outside go through `roundRobinStandings` or
 * `recordSwissRound`, which check them.
 */
export function standings(entrants: number, results: readonly MatchResult[], tieSeed: number, byes: readonly number[] = []): Standing[] {
  const points = new Array<number>(entrants).fill(0);
  const played = new Array<number>(entrants).fill(0);
  const byeCount = new Array<number>(entrants).fill(0);
  for (const r of results) {
    played[r.a] += 1;
    played[r.b] += 1;
    if (r.winner === null) continue;
    const loser = r.winner === r.a ? r.b : r.a;
    points[r.winner] += r.margin;
    points[loser] -= r.margin;
  }
  for (const b of byes) byeCount[b] += 1;
  const byPoints = Array.from({ length: entrants }, (_, i) => i).sort((x, y) => points[y] - points[x] || x - y);
  const out: Standing[] = [];
  for (let i = 0; i < byPoints.length;) {
    let j = i;
    while (j < byPoints.length && points[byPoints[j]] === points[byPoints[i]]) j++;
    const group = byPoints.slice(i, j);
    if (group.length === 1) {
      out.push({ entrant: group[0], points: points[group[0]], place: i + 1, played: played[group[0]], byes: byeCount[group[0]], drew: [] });
    } else {
      const { draws, order } = seededDraw(group.length, deriveSeed(tieSeed, i));
      order.forEach((k, n) => {
        const e = group[k];
        out.push({ entrant: e, points: points[e], place: i + n + 1, played: played[e], byes: byeCount[e], drew: draws[k].map((c) => c.rank) });
      });
    }
    i = j;
  }
  return out;
}

/**
 * §17: the round robin's standings from results read from outside: each
 * result valid (`checkMatchResult`), entrants below `entrants`, no pair
 * twice (everyone meets everyone once). Ties drawn from `tieSeed`.
 */
export function roundRobinStandings(entrants: number, results: readonly unknown[], tieSeed: number): Checked<Standing[]> {
  const bad = checkEntrants(entrants) ?? checkWhole(tieSeed, { field: 'seed' }, 0, 0xffff_ffff);
  if (bad) return refuse(bad);
  const most = (entrants * (entrants - 1)) / 2;
  if (!Array.isArray(results) || results.length > most) return fail('tournament.robinResults', { entrants, most });
  const seen = new Set<string>();
  const checked: MatchResult[] = [];
  for (let i = 0; i < results.length; i++) {
    const where = { result: i + 1 };
    const r = checkMatchResult(results[i], where);
    if (!r.ok) return r;
    if (r.value.a >= entrants || r.value.b >= entrants) return fail('tournament.numbered', { where, last: entrants - 1 });
    const k = `${Math.min(r.value.a, r.value.b)}-${Math.max(r.value.a, r.value.b)}`;
    if (seen.has(k)) return fail('tournament.meetOnce', { where, a: r.value.a, b: r.value.b });
    seen.add(k);
    checked.push(r.value);
  }
  return { ok: true, value: standings(entrants, checked, tieSeed) };
}

// ---------------------------------------------------------------- Swiss pairing

/** The outcome of one pairing: pairs in standing order of their higher-placed entrant, the bye, and the repeats it needed. */
export interface PairingChoice {
  readonly pairs: readonly (readonly [number, number])[];
  readonly bye: number | null;
  /** Pairs that had met before, plus one if the bye goes to an entrant who already had one. */
  readonly repeats: number;
}

/**
 * §17: pairs a round from the standings (`order`, best first), avoiding
 * rematches: the leader meets the best-placed entrant he has not met, the
 * leader of the rest the best-placed remaining one he has not met, and so on.
 * `met` lists the pairs already played (a pair met twice listed twice),
 * `hadBye` the entrants who have sat out (once per bye).
 *
 * Each choice is taken only if the entrants left can still be paired with
 * the fewest repeats possible (counted exactly, by a maximum matching, see
 * `fewestRematches`). That gives the same pairing as trying the choices in
 * order and backtracking to the latest one that allows a complete pairing,
 * without a search that can explode. When rematches cannot be avoided at all,
 * the leader's candidates are taken by fewest earlier meetings, then by place.
 */
export function pairSwiss(order: readonly number[], met: readonly (readonly [number, number])[], hadBye: readonly number[] = []): Checked<PairingChoice> {
  if (!Array.isArray(order) || order.length < MIN_ENTRANTS || order.length > MAX_ENTRANTS) return fail('tournament.roundSize', { min: MIN_ENTRANTS, max: MAX_ENTRANTS });
  const known = new Set<number>();
  for (const e of order) {
    const bad = checkWhole(e, { field: 'entrant' }, 0, MAX_ENTRANTS - 1);
    if (bad) return refuse(bad);
    if (known.has(e)) return fail('tournament.listedTwice', { entrant: e });
    known.add(e);
  }
  if (!Array.isArray(met) || met.length > MAX_MET_PAIRS) return fail('tournament.metLimit', { max: MAX_MET_PAIRS });
  const times: number[][] = Array.from({ length: MAX_ENTRANTS }, () => new Array<number>(MAX_ENTRANTS).fill(0));
  for (const p of met) {
    if (!Array.isArray(p) || p.length !== 2 || !known.has(p[0]) || !known.has(p[1]) || p[0] === p[1]) return fail('tournament.badMetPair', { pair: String(JSON.stringify(p)?.slice(0, 40)) });
    times[p[0]][p[1]] += 1;
    times[p[1]][p[0]] += 1;
  }
  if (!Array.isArray(hadBye) || hadBye.length > MAX_MET_PAIRS) return fail('tournament.byeLimit', { max: MAX_MET_PAIRS });
  const byes = new Map<number, number>();
  for (const e of hadBye) {
    if (!known.has(e)) return fail('tournament.byeUnknown', { entrant: String(JSON.stringify(e)?.slice(0, 20)) });
    byes.set(e, (byes.get(e) ?? 0) + 1);
  }
  const unmet = (x: number, y: number) => times[x][y] === 0;
  const byeRepeat = (e: number | null) => (e !== null && (byes.get(e) ?? 0) > 0 ? 1 : 0);

  // The bye: fewest byes first, then the lowest placed; the first with the fewest repeats overall.
  let bye: number | null = null;
  let budget = 0;
  if (order.length % 2 === 0) {
    budget = fewestRematches(order, unmet);
  } else {
    let best = Infinity;
    for (const candidate of [...order].reverse().sort((x, y) => (byes.get(x) ?? 0) - (byes.get(y) ?? 0))) {
      const total = byeRepeat(candidate) + fewestRematches(order.filter((e) => e !== candidate), unmet);
      if (total < best) {
        best = total;
        bye = candidate;
      }
      if (best === 0) break;
    }
    budget = best - byeRepeat(bye);
  }
  const repeats = budget + byeRepeat(bye);

  const place = new Map(order.map((e, i) => [e, i]));
  let remaining = order.filter((e) => e !== bye);
  const pairs: [number, number][] = [];
  while (remaining.length > 0) {
    const [top, ...rest] = remaining;
    const candidates = [...rest].sort((x, y) => times[top][x] - times[top][y] || (place.get(x) as number) - (place.get(y) as number));
    const before = remaining.length;
    for (const c of candidates) {
      const use = unmet(top, c) ? 0 : 1;
      if (use > budget) continue;
      const left = rest.filter((e) => e !== c);
      // With enough budget for every pair left to be a rematch, no count is needed.
      if (budget - use >= left.length / 2 || fewestRematches(left, unmet) <= budget - use) {
        pairs.push([top, c]);
        budget -= use;
        remaining = left;
        break;
      }
    }
    // The count is exact, so some candidate always fits; this only guards against looping forever.
    if (remaining.length === before) return fail('tournament.noPairing', { entrant: top });
  }
  return { ok: true, value: { pairs, bye, repeats } };
}

/**
 * §17: the fewest pairs that must be rematches when `players` (an even number)
 * are all paired: half their number minus the largest set of pairs that have
 * not met (a maximum matching in the graph of pairs that have not met; every
 * entrant left over can then be paired with anyone, as a rematch).
 */
function fewestRematches(players: readonly number[], unmet: (x: number, y: number) => boolean): number {
  const n = players.length;
  const adj = players.map((x) => players.map((y) => x !== y && unmet(x, y)));
  return n / 2 - maximumMatching(adj);
}

/**
 * Edmonds' blossom algorithm: the size of a maximum matching of a general
 * graph given as an adjacency matrix, in O(n^3). Augmenting paths are found
 * by a breadth-first search that shrinks odd cycles (blossoms) as it meets them.
 */
export function maximumMatching(adj: readonly (readonly boolean[])[]): number {
  const n = adj.length;
  const match = new Array<number>(n).fill(-1);
  const parent = new Array<number>(n).fill(-1);
  const base = Array.from({ length: n }, (_, i) => i);
  const inQueue = new Array<boolean>(n).fill(false);
  const inBlossom = new Array<boolean>(n).fill(false);

  const commonBase = (a: number, b: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    for (;;) {
      a = base[a];
      seen[a] = true;
      if (match[a] === -1) break;
      a = parent[match[a]];
    }
    for (;;) {
      b = base[b];
      if (seen[b]) return b;
      b = parent[match[b]];
    }
  };
  const markPath = (v: number, b: number, child: number): void => {
    while (base[v] !== b) {
      inBlossom[base[v]] = true;
      inBlossom[base[match[v]]] = true;
      parent[v] = child;
      child = match[v];
      v = parent[match[v]];
    }
  };
  const findPath = (root: number): number => {
    inQueue.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    inQueue[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      for (let to = 0; to < n; to++) {
        if (!adj[v][to] || base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]] !== -1)) {
          const b = commonBase(v, to);
          inBlossom.fill(false);
          markPath(v, b, to);
          markPath(to, b, v);
          for (let i = 0; i < n; i++) {
            if (!inBlossom[base[i]]) continue;
            base[i] = b;
            if (!inQueue[i]) {
              inQueue[i] = true;
              queue.push(i);
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          inQueue[match[to]] = true;
          queue.push(match[to]);
        }
      }
    }
    return -1;
  };

  for (let v = 0; v < n; v++) {
    if (match[v] !== -1) continue;
    for (let to = 0; to < n; to++) {
      if (adj[v][to] && match[to] === -1) {
        match[v] = to;
        match[to] = v;
        break;
      }
    }
  }
  for (let v = 0; v < n; v++) {
    if (match[v] !== -1) continue;
    let u = findPath(v);
    while (u !== -1) {
      const pv = parent[u];
      const next = match[pv];
      match[u] = pv;
      match[pv] = u;
      u = next;
    }
  }
  return match.filter((m) => m !== -1).length / 2;
}

// ---------------------------------------------------------------- the Swiss tournament

/**
 * §17: a Swiss tournament's first round: the pairings are drawn (a seeded
 * shuffle: first against second, third against fourth, ...; with an odd
 * number the entrant drawn last has the bye).
 */
export function startSwiss(entrants: number, seed: number): Checked<SwissState> {
  const rounds = swissRounds(entrants);
  if (!rounds.ok) return rounds;
  const badSeed = checkWhole(seed, { field: 'seed' }, 0, 0xffff_ffff);
  if (badSeed) return refuse(badSeed);
  const drawn = shuffle(Array.from({ length: entrants }, (_, i) => i), seed);
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < drawn.length; i += 2) pairs.push([drawn[i], drawn[i + 1]]);
  const bye = entrants % 2 === 1 ? drawn[drawn.length - 1] : null;
  return { ok: true, value: { entrants, seed, totalRounds: rounds.value, rounds: [{ round: 1, pairs, bye, results: null, repeats: 0 }] } };
}

/** §17: every result recorded so far (finished rounds only). */
function finishedResults(state: SwissState): MatchResult[] {
  return state.rounds.flatMap((r) => r.results ?? []);
}

/** §17: the entrants who sat out a finished round. */
function finishedByes(state: SwissState): number[] {
  return state.rounds.filter((r) => r.results !== null && r.bye !== null).map((r) => r.bye as number);
}

/** §17: the standings after the last finished round, ties drawn with that round's seed. */
export function swissStandings(state: SwissState): Standing[] {
  const done = state.rounds.filter((r) => r.results !== null).length;
  return standings(state.entrants, finishedResults(state), deriveSeed(state.seed, done), finishedByes(state));
}

/** §17: the tournament is over when its last round has results. */
export function swissOver(state: SwissState): boolean {
  const last = state.rounds[state.rounds.length - 1];
  return state.rounds.length === state.totalRounds && last.results !== null;
}

/** §17: the round being played (its pairings), or null once the tournament is over. */
export function currentRound(state: SwissState): SwissRound | null {
  return swissOver(state) ? null : state.rounds[state.rounds.length - 1];
}

/**
 * §17: records the results of the round being played (one per pair, in any
 * order, a and b either way round), then, unless that was the last round,
 * draws up the standings and pairs the next round.
 */
export function recordSwissRound(state: SwissState, results: readonly unknown[]): Checked<SwissState> {
  const round = currentRound(state);
  if (round === null) return fail('tournament.over', { rounds: state.totalRounds });
  const where = { round: round.round };
  if (!Array.isArray(results) || results.length !== round.pairs.length) return fail('tournament.resultCount', { where, count: round.pairs.length });
  const checked: MatchResult[] = [];
  const open = new Set(round.pairs.map(([x, y]) => `${Math.min(x, y)}-${Math.max(x, y)}`));
  for (let i = 0; i < results.length; i++) {
    const r = checkMatchResult(results[i], { ...where, result: i + 1 });
    if (!r.ok) return r;
    const k = `${Math.min(r.value.a, r.value.b)}-${Math.max(r.value.a, r.value.b)}`;
    if (!open.has(k)) return fail('tournament.notPaired', { where, a: r.value.a, b: r.value.b });
    open.delete(k);
    checked.push(r.value);
  }
  const rounds = [...state.rounds.slice(0, -1), { ...round, results: checked }];
  const done: SwissState = { ...state, rounds };
  if (rounds.length === state.totalRounds) return { ok: true, value: done };
  const order = swissStandings(done).map((s) => s.entrant);
  const met = finishedResults(done).map((r) => [r.a, r.b] as const);
  const pairing = pairSwiss(order, met, finishedByes(done));
  if (!pairing.ok) return pairing;
  return { ok: true, value: { ...done, rounds: [...rounds, { round: rounds.length + 1, ...pairing.value, results: null }] } };
}
