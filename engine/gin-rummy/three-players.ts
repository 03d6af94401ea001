/**
 * §15: Gin Rummy for three, in its two forms, each as a small state machine
 * over hand results (the hands themselves are ordinary two-player hands):
 *
 * - §15.1 rotation: two play, one sits out; the loser of each hand sits out
 *   next and the one who sat out comes in and deals. Every player keeps an
 *   own account; the settlement pays by pairwise differences.
 * - §15.2 Chouette: one player alone against two partners sharing one
 *   column; one partner plays until he loses a hand, then the other takes
 *   over. The single player settles with each partner separately.
 *
 * Seats are 0, 1, 2 in the order the players' draws are given. States are
 * plain JSON; `replayThree` rebuilds one from its record (mode, target,
 * draw order, hand results), which is all a page needs to store.
 */
import type { Parsed } from '../core/game';
import type { GinMessage } from './messages';
import {
  BOX_BONUS, GAME_BONUS, MATCH_TARGET, MAX_HANDS_PER_MATCH, SHUTOUT_BONUS,
  asFailure, checkHandResult, ginFault, matchFault, recordFault, targetProblem, orderByDraw, settleTwoSides, within, type Pair, type Settlement, type Side,
} from './match';

export type Seat3 = 0 | 1 | 2;
export type Triple = readonly [number, number, number];
export type Order3 = readonly [Seat3, Seat3, Seat3];

/** Who plays a hand: the dealer, the non-dealer who leads (Vorhand, §3, §5), and the one who waits. */
export interface Table3 {
  readonly dealer: Seat3;
  readonly nonDealer: Seat3;
  readonly sittingOut: Seat3;
}

/** A hand's result: its winner (one of the two at the table) and points, or null and 0 for a no-game (§12). */
export interface HandResult3 {
  readonly winner: Seat3 | null;
  readonly points: number;
}

export interface PlayedHand3 extends Table3, HandResult3 {}

export interface RotationState {
  readonly mode: 'rotation';
  readonly target: number;
  /** The initial draw, highest first: [non-dealer, dealer, sits out] of the first hand. */
  readonly order: Order3;
  /** Who plays the next hand; after the end, who would have. */
  readonly next: Table3;
  readonly hands: readonly PlayedHand3[];
  /** Each player's own account (§15.1): hand points and hands won. */
  readonly points: Triple;
  readonly wins: Triple;
  readonly firstToTarget: Seat3 | null;
}

export interface ChouetteState {
  readonly mode: 'chouette';
  readonly target: number;
  /** The draw for this match: [single player, partner who plays first, the other partner]. */
  readonly order: Order3;
  readonly single: Seat3;
  readonly partners: readonly [Seat3, Seat3];
  readonly next: Table3;
  readonly hands: readonly PlayedHand3[];
  /** Two columns: side 0 the single player, side 1 the partners together (§15.2). */
  readonly points: Pair;
  readonly wins: Pair;
  readonly firstToTarget: Side | null;
}

export type ThreeState = RotationState | ChouetteState;

export interface Payment {
  readonly from: Seat3;
  readonly to: Seat3;
  /** difference + shutout. */
  readonly amount: number;
  readonly difference: number;
  readonly shutout: number;
}

export interface RotationSettlement {
  readonly mode: 'rotation';
  readonly points: Triple;
  /** §13.3 as used by §15.1: 20 per hand won. */
  readonly boxes: Triple;
  /** §13.1: 100 for the first to reach the target. */
  readonly gameBonus: Triple;
  /** Points + boxes + game bonus: what each player "writes" in the §15.1 example. */
  readonly totals: Triple;
  readonly firstToTarget: Seat3;
  readonly payments: readonly Payment[];
  /** Collected minus paid. */
  readonly net: Triple;
  readonly citations: readonly string[];
}

export interface ChouetteSettlement {
  readonly mode: 'chouette';
  /** The §13 settlement of the single player (side 0) against the team (side 1). */
  readonly sides: Settlement;
  readonly payments: readonly Payment[];
  readonly net: Triple;
  readonly citations: readonly string[];
}

/** §15.2: the partner who is not at the table may advise the one who is; the one playing decides. No effect on the score. */
export const SITTING_PARTNER_MAY_ADVISE = true;

const SEATS: readonly Seat3[] = [0, 1, 2];
const letter = (s: number): string => String.fromCharCode(65 + s);
const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });

// ---------------------------------------------------------------- the draw

/** §15.1, §15.2: the three players in draw order (highest first) from their drawn ranks; see `orderByDraw` for ties. */
export function drawOrder3(draws: readonly (readonly number[])[]): Parsed<Order3> {
  if (!Array.isArray(draws) || draws.length !== 3) return fail('the draw for three needs exactly three players\' cards');
  const r = orderByDraw(draws);
  return r.ok ? { ok: true, value: r.value as unknown as Order3 } : r;
}

/** §15: a draw order must name seats 0, 1 and 2 once each; null when it does. */
function orderProblem(order: readonly number[]): GinMessage | null {
  if (!Array.isArray(order) || order.length !== 3 || [0, 1, 2].some((s) => !order.includes(s))) return ginFault('record.order', {});
  return null;
}

// ---------------------------------------------------------------- §15.1 rotation

/**
 * §15.1: the first hand from the draw order (highest first): the lowest card
 * sits out, the second-highest deals, the highest is the non-dealer.
 */
export function rotationFromOrder(order: Order3, target: number = MATCH_TARGET): Parsed<RotationState> {
  const bad = orderProblem(order) ?? targetProblem(target);
  if (bad) return asFailure(bad);
  return {
    ok: true,
    value: {
      mode: 'rotation', target, order: [order[0], order[1], order[2]],
      next: { dealer: order[1], nonDealer: order[0], sittingOut: order[2] },
      hands: [], points: [0, 0, 0], wins: [0, 0, 0], firstToTarget: null,
    },
  };
}

/** §15.1: the rotation started from each player's drawn ranks (redraws after the first settle ties). */
export function startRotation(draws: readonly (readonly number[])[], target: number = MATCH_TARGET): Parsed<RotationState> {
  const order = drawOrder3(draws);
  return order.ok ? rotationFromOrder(order.value, target) : order;
}

/**
 * §15.1: after a hand the loser sits out and the winner meets the player
 * who sat out, who deals; the winner is the non-dealer. The rulebook says
 * nothing of a no-game here; this follows §12: nobody lost, so nobody sits
 * out in anyone's place, and the same two play again with the same dealer.
 */
function afterRotationHand(state: RotationState, result: HandResult3): RotationState {
  const played: PlayedHand3 = { ...state.next, ...result };
  if (result.winner === null) return { ...state, hands: [...state.hands, played] };
  const w = result.winner;
  const loser = w === state.next.dealer ? state.next.nonDealer : state.next.dealer;
  const points = add3(state.points, w, result.points);
  return {
    ...state,
    hands: [...state.hands, played],
    points,
    wins: add3(state.wins, w, 1),
    firstToTarget: state.firstToTarget ?? (points[w] >= state.target ? w : null),
    next: { dealer: state.next.sittingOut, nonDealer: w, sittingOut: loser },
  };
}

const add3 = (t: Triple, seat: Seat3, n: number): Triple => [t[0] + (seat === 0 ? n : 0), t[1] + (seat === 1 ? n : 0), t[2] + (seat === 2 ? n : 0)];

/**
 * §15.1 with §13: the settlement. Each total is hand points + 20 per hand
 * won + 100 for the first to reach the target. Every player is paid the
 * difference by each player with a lower total (so the highest collects from
 * both, the second from the lowest); equal totals pay nothing between them.
 * A player with no points at all also pays the 100 shutout bonus, but only
 * to the player who first reached the target.
 */
function rotationSettlement(state: RotationState, first: Seat3): RotationSettlement {
  const boxes: Triple = [state.wins[0] * BOX_BONUS, state.wins[1] * BOX_BONUS, state.wins[2] * BOX_BONUS];
  const gameBonus = add3([0, 0, 0], first, GAME_BONUS);
  const total = (s: Seat3): number => state.points[s] + boxes[s] + gameBonus[s];
  const totals: Triple = [total(0), total(1), total(2)];
  const ranked = [...SEATS].sort((a, b) => totals[b] - totals[a] || a - b);
  const payments: Payment[] = [];
  for (const to of ranked) {
    for (const from of ranked) {
      const difference = totals[to] - totals[from];
      const shutout = to === first && state.points[from] === 0 ? SHUTOUT_BONUS : 0;
      if (difference > 0 || shutout > 0) payments.push({ from, to, amount: Math.max(0, difference) + shutout, difference: Math.max(0, difference), shutout });
    }
  }
  const net: number[] = [0, 0, 0];
  for (const p of payments) {
    net[p.to] += p.amount;
    net[p.from] -= p.amount;
  }
  const shut = payments.some((p) => p.shutout > 0);
  return {
    mode: 'rotation', points: state.points, boxes, gameBonus, totals, firstToTarget: first, payments,
    net: [net[0], net[1], net[2]], citations: ['15.1', '13.1', ...(shut ? ['13.2'] : []), '13.3'],
  };
}

// ---------------------------------------------------------------- §15.2 Chouette

/**
 * §15.2: the first hand from the draw order (highest first): the highest is
 * the single player; the higher of the other two is the first partner to
 * play, and he deals; the third waits.
 */
export function chouetteFromOrder(order: Order3, target: number = MATCH_TARGET): Parsed<ChouetteState> {
  const bad = orderProblem(order) ?? targetProblem(target);
  if (bad) return asFailure(bad);
  return {
    ok: true,
    value: {
      mode: 'chouette', target, order: [order[0], order[1], order[2]], single: order[0], partners: [order[1], order[2]],
      next: { dealer: order[1], nonDealer: order[0], sittingOut: order[2] },
      hands: [], points: [0, 0], wins: [0, 0], firstToTarget: null,
    },
  };
}

/** §15.2: the Chouette started from each player's drawn ranks. */
export function startChouette(draws: readonly (readonly number[])[], target: number = MATCH_TARGET): Parsed<ChouetteState> {
  const order = drawOrder3(draws);
  return order.ok ? chouetteFromOrder(order.value, target) : order;
}

/**
 * §15.2: a partner plays until he loses a hand, then the other partner takes
 * over. Who deals is not said beyond the first hand; this applies §3 (the
 * loser of a hand deals the next): when the single player loses he deals,
 * when a partner loses the partner who comes in deals in his place (the
 * losing side deals, as in §15.1 where the newcomer deals). After a no-game
 * the same two play again with the same dealer (§12).
 */
function afterChouetteHand(state: ChouetteState, result: HandResult3): ChouetteState {
  const played: PlayedHand3 = { ...state.next, ...result };
  if (result.winner === null) return { ...state, hands: [...state.hands, played] };
  const side: Side = result.winner === state.single ? 0 : 1;
  const points: Pair = side === 0 ? [state.points[0] + result.points, state.points[1]] : [state.points[0], state.points[1] + result.points];
  const wins: Pair = side === 0 ? [state.wins[0] + 1, state.wins[1]] : [state.wins[0], state.wins[1] + 1];
  const partner = state.next.dealer === state.single ? state.next.nonDealer : state.next.dealer;
  const next: Table3 = side === 0
    ? { dealer: state.next.sittingOut, nonDealer: state.single, sittingOut: partner }
    : { dealer: state.single, nonDealer: partner, sittingOut: state.next.sittingOut };
  return {
    ...state, hands: [...state.hands, played], points, wins, next,
    firstToTarget: state.firstToTarget ?? (points[side] >= state.target ? side : null),
  };
}

/**
 * §15.2 with §13: the two columns are settled as in §13 (boxes, game bonus,
 * shutout), and the difference is paid between the single player and each
 * partner separately: the single player collects it from both or pays it to both.
 */
function chouetteSettlement(state: ChouetteState, first: Side): ChouetteSettlement {
  const sides = settleTwoSides(state.points, state.wins, first);
  const payments: Payment[] = [];
  if (sides.winner !== null) {
    for (const partner of state.partners) {
      const shutout = sides.shutout[0] + sides.shutout[1];
      const difference = sides.difference - shutout;
      payments.push(sides.winner === 0
        ? { from: partner, to: state.single, amount: sides.difference, difference, shutout }
        : { from: state.single, to: partner, amount: sides.difference, difference, shutout });
    }
  }
  const net: number[] = [0, 0, 0];
  for (const p of payments) {
    net[p.to] += p.amount;
    net[p.from] -= p.amount;
  }
  return { mode: 'chouette', sides, payments, net: [net[0], net[1], net[2]], citations: ['15.2', ...sides.citations] };
}

/**
 * §15.2: the next match. If the single player won the last hand he stays
 * single and meets the partner who sat out that hand, who deals. Otherwise
 * the winner of the last hand becomes the single player and meets his former
 * partner (who sat out), who deals; the old single player sits out. Either
 * way the partner who just played waits first (he is the one who did not
 * take part in the first hand, so he comes in when the dealing partner loses).
 */
export function nextChouetteMatch(state: ChouetteState, target: number = state.target): Parsed<ChouetteState> {
  if (state.firstToTarget === null) return fail(`the match is not over: neither side has ${state.target} points yet (§15.2)`);
  const last = [...state.hands].reverse().find((h) => h.winner !== null) as PlayedHand3;
  const winner = last.winner as Seat3;
  const order: Order3 = winner === state.single
    ? [state.single, last.sittingOut, winner === last.dealer ? last.nonDealer : last.dealer]
    : [winner, last.sittingOut, state.single];
  return chouetteFromOrder(order, target);
}

/** §15.2: who may advise whom in the coming hand: the waiting partner advises, the partner at the table decides. Null in §15.1's rotation. */
export function advice(state: ThreeState): { readonly adviser: Seat3; readonly decides: Seat3; readonly citation: '15.2' } | null {
  if (state.mode !== 'chouette' || isOver(state)) return null;
  const partner = state.next.dealer === state.single ? state.next.nonDealer : state.next.dealer;
  return { adviser: state.next.sittingOut, decides: partner, citation: '15.2' };
}

// ---------------------------------------------------------------- both forms

/** §15.1, §15.2: the match ends as soon as a player (rotation) or a side (Chouette) reaches the target. */
export function isOver(state: ThreeState): boolean {
  return state.firstToTarget !== null;
}

/** §15.1, §15.2: who deals, who leads, who waits in the next hand; null once the match is over. */
export function whoPlays(state: ThreeState): Table3 | null {
  return isOver(state) ? null : state.next;
}

/** §15.1, §15.2: records a hand: the winner must be at the table (or null for a no-game, with 0 points); refused after the end. */
export function afterHand<S extends ThreeState>(state: S, result: HandResult3): Parsed<S> {
  if (isOver(state)) return matchFault('ledger.overThree', { target: state.target });
  if (state.hands.length >= MAX_HANDS_PER_MATCH) return matchFault('record.full', { max: MAX_HANDS_PER_MATCH, partnership: false });
  const t = state.next;
  const checked = checkHandResult(result, [t.dealer, t.nonDealer], { hand: state.hands.length + 1 });
  if (!checked.ok) {
    if (result && typeof result === 'object' && result.winner === t.sittingOut) return matchFault('ledger.satOut', { hand: state.hands.length + 1, seat: letter(t.sittingOut) });
    return checked;
  }
  const r = checked.value as HandResult3;
  const next = state.mode === 'rotation' ? afterRotationHand(state, r) : afterChouetteHand(state, r);
  return { ok: true, value: next as S };
}

/** §15.1, §15.2: the settlement and who pays whom; an error before the match is over. */
export function payments(state: RotationState): Parsed<RotationSettlement>;
export function payments(state: ChouetteState): Parsed<ChouetteSettlement>;
export function payments(state: ThreeState): Parsed<RotationSettlement | ChouetteSettlement>;
export function payments(state: ThreeState): Parsed<RotationSettlement | ChouetteSettlement> {
  if (state.firstToTarget === null) return fail(`the match is not over: nobody has ${state.target} points yet (§15)`);
  return { ok: true, value: state.mode === 'rotation' ? rotationSettlement(state, state.firstToTarget) : chouetteSettlement(state, state.firstToTarget) };
}

/** Limits on a stored record: at most MAX_HANDS_PER_MATCH hands. */
export interface ThreeRecord {
  readonly mode: 'rotation' | 'chouette';
  readonly target?: number;
  /** Draw order, highest first (see `rotationFromOrder`, `chouetteFromOrder`). */
  readonly order: Order3;
  readonly hands: readonly HandResult3[];
}

/** §15: rebuilds a match from its record by replaying every hand, so a stored match is checked hand by hand. */
export function replayThree(value: unknown): Parsed<ThreeState> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return recordFault('three-player match', 'record.shape', { shape: '{"mode", "target", "order", "hands"}' });
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).find((k) => !['mode', 'target', 'order', 'hands'].includes(k));
  if (extra !== undefined) return recordFault('three-player match', 'record.field', { key: extra.slice(0, 40) });
  if (v.mode !== 'rotation' && v.mode !== 'chouette') return recordFault('three-player match', 'record.mode', {});
  if (!Array.isArray(v.hands)) return recordFault('three-player match', 'record.list', { field: 'hands' });
  if (v.hands.length > MAX_HANDS_PER_MATCH) return recordFault('three-player match', 'record.tooMany', { what: 'hands', max: MAX_HANDS_PER_MATCH, got: v.hands.length, match: false });
  const target = v.target === undefined ? MATCH_TARGET : (v.target as number);
  const start: Parsed<ThreeState> = v.mode === 'rotation' ? rotationFromOrder(v.order as Order3, target) : chouetteFromOrder(v.order as Order3, target);
  if (!start.ok) return within('three-player match', start);
  let state: ThreeState = start.value;
  for (const hand of v.hands) {
    const next: Parsed<ThreeState> = afterHand(state, hand as HandResult3);
    if (!next.ok) return within('three-player match', next);
    state = next.value;
  }
  return { ok: true, value: state };
}
