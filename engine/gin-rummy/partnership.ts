/**
 * §16: Gin Rummy for four (two partnerships of two) and for six (two of
 * three). Every player plays an ordinary two-player hand against one
 * opponent at the same time as the others; when all the tables have
 * finished, the partnership adds its members' results and writes the net in
 * one column. A small state machine over those rounds of simultaneous hands.
 *
 * Players are numbered in the order their draws are given. Seating is a list
 * in clockwise order starting with the highest draw; the next seat clockwise
 * is a player's left-hand neighbour (as a deal passes to the left).
 *
 * Readings where §16 is silent or unclear:
 * - Dealing after the first round: the example says that after A (-18) and
 *   partner B (+25) won the round, "C and D" deal next: the partnership that
 *   lost the round deals, as §3 has the loser of a hand deal. When the two
 *   results cancel (or nobody won at any table) nobody writes, and the same
 *   partnership deals again, as after §12's no-game.
 * - Target: 125 (150 for six) counts the written hand points only; the
 *   bonuses are added at the end, as in §13.
 * - Box bonus: 20 for each round the partnership wins on the net (the example
 *   writes "7 + 20"), not for each table won.
 * - Settlement: as in §13 between the two columns (boxes, game bonus,
 *   shutout); how the partners share it is their agreement.
 * - Six players: the seats alternate high, low, high... (highest first, the
 *   lowest on his right, as for four), and each player meets the three
 *   opponents in turn: right, left, across, right...; for four this is §16's
 *   right, left, right....
 */
import type { Parsed } from '../core/game';
import { checkInteger } from './hand-score';
import {
  MAX_HANDS_PER_MATCH, asFailure, checkHandResult, matchFault, recordFault, targetProblem, orderByDraw, settleTwoSides, within,
  type Pair, type Settlement,
} from './match';

/** §16: partnerships for four play to 125, for six to 150. */
export const TARGET_FOUR = 125;
export const TARGET_SIX = 150;
/** Rounds in one partnership match (each round is two or three hands at once). */
export const MAX_ROUNDS = MAX_HANDS_PER_MATCH;

/** 0: the partnership of the high draws; 1: the low draws. */
export type Team = 0 | 1;
export type Size = 4 | 6;

export interface TableAssignment {
  /** From 0; table i is the one of the low partnership's i-th member in seating order. */
  readonly table: number;
  readonly dealer: number;
  readonly nonDealer: number;
}

/** One table's hand: the winner (one of its two players) and points, or null and 0 for a no-game. */
export interface TableResult {
  readonly winner: number | null;
  readonly points: number;
}

export interface RoundScore {
  /** Each partnership's sum: won points minus lost points over its tables. */
  readonly net: Pair;
  /** The partnership that writes (positive net); null when the results cancel. */
  readonly writer: Team | null;
  readonly points: number;
}

export interface PlayedRound extends RoundScore {
  readonly dealingTeam: Team;
  readonly tables: readonly (TableAssignment & TableResult)[];
}

export interface PartnershipState {
  readonly size: Size;
  readonly target: number;
  /** The draw, highest first. */
  readonly ranking: readonly number[];
  /** Clockwise from the highest draw. */
  readonly seating: readonly number[];
  /** Each partnership's members in seating order: [high, low]. */
  readonly teams: readonly [readonly number[], readonly number[]];
  /** Who deals at every table in the next round. */
  readonly dealingTeam: Team;
  readonly rounds: readonly PlayedRound[];
  readonly points: Pair;
  readonly wins: Pair;
  readonly firstToTarget: Team | null;
}

const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });

/** §16: the target for a table of four or six. */
export function partnershipTarget(size: Size): number {
  return size === 6 ? TARGET_SIX : TARGET_FOUR;
}

/**
 * §16: seats from the draw (highest first): the highest sits first, his
 * partner opposite, the third-highest on his left, the lowest on his right.
 * Returned clockwise from the highest: [H1, L1, H2, L2] (six: [H1, L1, H2, L2, H3, L3]).
 */
export function seatingFromRanking(ranking: readonly number[]): number[] {
  const m = ranking.length / 2;
  return ranking.slice(0, m).flatMap((high, i) => [high, ranking[m + i]]);
}

/** §16: the match from the draw order (highest first); the low partnership deals first. */
export function partnershipFromRanking(ranking: readonly number[], target?: number): Parsed<PartnershipState> {
  if (!Array.isArray(ranking) || (ranking.length !== 4 && ranking.length !== 6)) return matchFault('record.players', {});
  const size = ranking.length as Size;
  if ([...ranking].sort((a, b) => a - b).some((p, i) => p !== i)) return matchFault('record.ranking', { last: size - 1 });
  const goal = target ?? partnershipTarget(size);
  const bad = targetProblem(goal);
  if (bad) return asFailure(bad);
  const m = size / 2;
  return {
    ok: true,
    value: {
      size, target: goal, ranking: [...ranking], seating: seatingFromRanking(ranking),
      teams: [ranking.slice(0, m), ranking.slice(m)], dealingTeam: 1,
      rounds: [], points: [0, 0], wins: [0, 0], firstToTarget: null,
    },
  };
}

/** §16: the match from each player's drawn ranks (the two or three highest against the rest; see `orderByDraw` for ties). */
export function startPartnership(draws: readonly (readonly number[])[], target?: number): Parsed<PartnershipState> {
  if (!Array.isArray(draws) || (draws.length !== 4 && draws.length !== 6)) return fail('a partnership match needs the draws of 4 or 6 players');
  const order = orderByDraw(draws);
  return order.ok ? partnershipFromRanking(order.value, target) : order;
}

/**
 * §16: the tables of the next round. In round r (from 0) the low
 * partnership's i-th member meets the high partnership's member (i + r) mod m:
 * in the first round every low player meets his right-hand opponent (the
 * lowest draw meets the second-highest, his partner the highest); then the
 * partners switch opponents. The dealing partnership's member deals at every
 * table. Null once the match is over.
 */
export function tables(state: PartnershipState): TableAssignment[] | null {
  if (state.firstToTarget !== null) return null;
  return tablesOfRound(state, state.rounds.length, state.dealingTeam);
}

/** §16: the tables of round `round` (from 0) when `dealing` deals; see `tables`. */
function tablesOfRound(state: PartnershipState, round: number, dealing: Team): TableAssignment[] {
  const [high, low] = state.teams;
  const m = high.length;
  return low.map((l, i) => {
    const h = high[(i + round) % m];
    return { table: i, dealer: dealing === 1 ? l : h, nonDealer: dealing === 1 ? h : l };
  });
}

/** §16: which partnership a player belongs to. */
export function teamOf(state: PartnershipState, player: number): Team {
  return state.teams[0].includes(player) ? 0 : 1;
}

/**
 * §16: a round's score: each partnership adds its members' results (a hand
 * won counts plus, a hand lost minus), and only the partnership ahead writes
 * its net. The example: A loses 18 and partner B wins 25, so A and B write 7
 * (and win the round's box).
 */
export function roundScore(results: readonly TableResult[], team: (player: number) => Team): RoundScore {
  const net = [0, 0];
  for (const r of results) {
    if (r.winner === null) continue;
    const t = team(r.winner);
    net[t] += r.points;
    net[1 - t] -= r.points;
  }
  const writer: Team | null = net[0] > 0 ? 0 : net[1] > 0 ? 1 : null;
  return { net: [net[0], net[1]], writer, points: writer === null ? 0 : net[writer] };
}

/** §16: records a round: one result per table, in `tables` order; refused after the end. */
export function afterRound(state: PartnershipState, results: readonly TableResult[]): Parsed<PartnershipState> {
  const assignments = tables(state);
  if (assignments === null) return matchFault('ledger.overPartnership', { target: state.target });
  if (state.rounds.length >= MAX_ROUNDS) return matchFault('record.full', { max: MAX_ROUNDS, partnership: true });
  if (!Array.isArray(results) || results.length !== assignments.length) return matchFault('ledger.tables', { round: state.rounds.length + 1, count: assignments.length });
  const checked: TableResult[] = [];
  for (const a of assignments) {
    const r = checkHandResult(results[a.table], [a.dealer, a.nonDealer], { round: state.rounds.length + 1, table: a.table + 1 });
    if (!r.ok) return r;
    checked.push(r.value);
  }
  const score = roundScore(checked, (p) => teamOf(state, p));
  const played: PlayedRound = { ...score, dealingTeam: state.dealingTeam, tables: assignments.map((a, i) => ({ ...a, ...checked[i] })) };
  const points: Pair = score.writer === null ? state.points : score.writer === 0 ? [state.points[0] + score.points, state.points[1]] : [state.points[0], state.points[1] + score.points];
  const wins: Pair = score.writer === null ? state.wins : score.writer === 0 ? [state.wins[0] + 1, state.wins[1]] : [state.wins[0], state.wins[1] + 1];
  const reached = score.writer !== null && points[score.writer] >= state.target ? score.writer : null;
  return {
    ok: true,
    value: {
      ...state, rounds: [...state.rounds, played], points, wins,
      // The round's losers deal next; after a round that cancels out, the same partnership again.
      dealingTeam: score.writer === null ? state.dealingTeam : score.writer === 0 ? 1 : 0,
      firstToTarget: state.firstToTarget ?? reached,
    },
  };
}

/** §16 with §13: the settlement between the two columns (side 0 the high draws); an error before the end. */
export function settlePartnership(state: PartnershipState): Parsed<Settlement> {
  if (state.firstToTarget === null) return fail(`the match is not over: neither partnership has ${state.target} points yet (§16)`);
  const s = settleTwoSides(state.points, state.wins, state.firstToTarget);
  return { ok: true, value: { ...s, citations: ['16', ...s.citations] } };
}

/** §16: rebuilds a match from its record (the ranking, the target, each round's table results) by replaying it. */
export function replayPartnership(value: unknown): Parsed<PartnershipState> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return recordFault('partnership match', 'record.shape', { shape: '{"ranking", "target", "rounds"}' });
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).find((k) => !['ranking', 'target', 'rounds'].includes(k));
  if (extra !== undefined) return recordFault('partnership match', 'record.field', { key: extra.slice(0, 40) });
  if (!Array.isArray(v.ranking) || v.ranking.some((p) => checkInteger(p, 'player', 0, 5) !== null)) return recordFault('partnership match', 'record.rankingList', {});
  if (!Array.isArray(v.rounds)) return recordFault('partnership match', 'record.list', { field: 'rounds' });
  if (v.rounds.length > MAX_ROUNDS) return recordFault('partnership match', 'record.tooMany', { what: 'rounds', max: MAX_ROUNDS, got: v.rounds.length, match: false });
  const start = partnershipFromRanking(v.ranking as number[], v.target as number | undefined);
  if (!start.ok) return within('partnership match', start);
  let state = start.value;
  for (const round of v.rounds) {
    const next = afterRound(state, round as TableResult[]);
    if (!next.ok) return within('partnership match', next);
    state = next.value;
  }
  return { ok: true, value: state };
}
