/**
 * §13: a two-player match (Partie) kept as a ledger of hands: the running
 * totals a score sheet shows line by line, the end once someone reaches the
 * target (100), and the settlement with its three bonuses. The ledger holds
 * only each hand's result (who wrote how much); everything else is derived,
 * so a ledger is plain JSON and cannot contradict itself.
 *
 * Also the §3 draw for seats, which the three-, four- and six-player forms
 * (§15, §16) and the tournament's tie-breaks (§17) reuse, and the two-sided
 * settlement that the Chouette (§15.2) and partnerships (§16) reuse.
 */
import type { Parsed, Failed } from '../core/game';
import { shuffle } from '../core/prng';
import { fullPack, type Card } from './cards';
import { checkInteger, MAX_HAND_POINTS } from './hand-score';
import { message } from '../core/messages';
import { failure, type Failure } from '../core/reasons';
import { sayEnglish, type GinMessage, type GinSpec } from './messages';
import type { LedgerAt } from './messages/spec';

/** One of the game's messages, its parameters checked against its id. */
export const ginFault = <Id extends keyof GinSpec & string>(id: Id, params: GinSpec[Id]): GinMessage => message<GinSpec, Id>(id, params) as GinMessage;
const fault = ginFault;

/** §13: the match ends when a player has this many points. */
export const MATCH_TARGET = 100;
/** Limits on a target chosen by the table (§16 uses 125 and 150). */
export const MIN_TARGET = 1;
export const MAX_TARGET = 1_000;
/**
 * Hands in one match, no-games included: a match to 100 is over long before.
 * §13 (the site's reading): a match still short of its target at this many
 * hands ends there (only a long run of no-games, §12, gets so far), so the
 * limit never leaves a match that can neither go on nor end.
 */
export const MAX_HANDS_PER_MATCH = 200;
/** §13.3: written for every hand won. */
export const BOX_BONUS = 20;
/** §13.1: for the player who first reaches the target. */
export const GAME_BONUS = 100;
/** §13.2: for the winner when the loser wrote nothing at all. */
export const SHUTOUT_BONUS = 100;

export type Side = 0 | 1;
export type Pair = readonly [number, number];

/** One hand's line: who wrote (null for a hand nobody won, §12) and how much. */
export interface HandResult {
  readonly winner: Side | null;
  readonly points: number;
}

export interface Ledger {
  readonly target: number;
  readonly hands: readonly HandResult[];
}

/** What the score sheet shows for one hand. */
export interface SheetLine {
  /** From 1. */
  readonly hand: number;
  readonly winner: Side | null;
  readonly points: number;
  /** Both players' running totals after this hand. */
  readonly running: Pair;
  /** The winner's running total, the number written under the hand's points; null for a no-game. */
  readonly winnerRunning: number | null;
  /** §13: this hand took its winner to the target for the first time in the match. */
  readonly reachedTarget: boolean;
}

/** §13 and its bonuses, for two sides (two players, a single player against a team, two partnerships). */
export interface Settlement {
  /** The hand points written during the match (the sheet's last running totals). */
  readonly points: Pair;
  /** §13.3: 20 for each hand won. */
  readonly boxes: Pair;
  /** §13.1: 100 for the side that first reached the target. */
  readonly gameBonus: Pair;
  /** §13.2: 100 for the winner when the other side wrote nothing. */
  readonly shutout: Pair;
  readonly totals: Pair;
  /** null for a match cut short at MAX_HANDS_PER_MATCH before anyone reached the target: nobody earns the game bonus. */
  readonly firstToTarget: Side | null;
  /** The higher total; null when the totals are equal. Not always `firstToTarget` (the note after §13). */
  readonly winner: Side | null;
  /** What the winner collects, in points (0 when equal). */
  readonly difference: number;
  readonly citations: readonly string[];
}

// ---------------------------------------------------------------- the ledger

/** §9-§12: a hand result is valid when a winner writes 1..MAX_HAND_POINTS (every way of winning scores at least 1: §9-§11); a no-game writes 0 (§12). The failure carries its message as `reason`. */
export function checkHandResult(value: unknown, seats: readonly number[], at: LedgerAt = {}): Parsed<{ winner: number | null; points: number }> {
  const problem = handResultProblem(value, seats, at);
  if (problem) return failure(sayEnglish(problem), problem);
  const v = value as { winner: number | null; points: number };
  return { ok: true, value: { winner: v.winner, points: v.winner === null ? 0 : v.points } };
}

/** §9-§12: why `value` is no hand's result, as a message; null when it is one. */
export function handResultProblem(value: unknown, seats: readonly number[], at: LedgerAt): GinMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fault('ledger.shape', { at });
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).find((k) => k !== 'winner' && k !== 'points');
  if (extra !== undefined) return fault('ledger.field', { at, key: extra.slice(0, 40) });
  if (v.winner !== null && !seats.includes(v.winner as number)) return fault('ledger.winner', { at, seats, got: String(JSON.stringify(v.winner)?.slice(0, 40)) });
  if (v.winner === null) return v.points !== 0 ? fault('ledger.noWinner', { at }) : null;
  if (typeof v.points !== 'number' || !Number.isInteger(v.points)) return fault('ledger.pointsWhole', { at, got: String(JSON.stringify(v.points)?.slice(0, 40)) });
  if (v.points < 1 || v.points > MAX_HAND_POINTS) return fault('ledger.pointsRange', { at, min: 1, max: MAX_HAND_POINTS, got: v.points });
  return null;
}

/** A match's fault as a failure: the English `error` from the game's catalogue, the message as `reason`. */
export function matchFault<Id extends keyof GinSpec & string>(id: Id, params: GinSpec[Id]): Failed {
  const m = fault(id, params);
  return failure(sayEnglish(m), m);
}

/**
 * A match replay's failure with its lead ("ledger: ...") in English, as it always read; the inner
 * fault's reason passes on as it is (a page's own sentence says it is the match), so no language loses it.
 */
export function within(lead: string, inner: Failure): Failed {
  const error = `${lead}: ${inner.error}`;
  return inner.reason ? failure(error, inner.reason) : { ok: false, error };
}

/** A stored record's own fault under its English lead ("ledger: ..."), the message as `reason`. */
export function recordFault<Id extends keyof GinSpec & string>(lead: string, id: Id, params: GinSpec[Id]): Failed {
  return within(lead, matchFault(id, params));
}

/** §13, §16: why `value` is no target the table may choose (MIN_TARGET..MAX_TARGET), as a message; null when it is one. */
export function targetProblem(value: unknown): GinMessage | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return fault('record.targetWhole', { got: String(JSON.stringify(value)?.slice(0, 40)) });
  if (value < MIN_TARGET || value > MAX_TARGET) return fault('record.targetRange', { min: MIN_TARGET, max: MAX_TARGET, got: value });
  return null;
}

/** §13, §16: a target the table may choose, MIN_TARGET..MAX_TARGET; null when valid. */
export function checkTarget(value: unknown): string | null {
  const m = targetProblem(value);
  return m ? sayEnglish(m) : null;
}

/** A message as a failure: its English as `error`, itself as `reason`. */
export function asFailure(m: GinMessage): Failed {
  return failure(sayEnglish(m), m);
}

/** §13: an empty ledger for a match to `target` points. */
export function newLedger(target: number = MATCH_TARGET): Parsed<Ledger> {
  const bad = targetProblem(target);
  return bad ? asFailure(bad) : { ok: true, value: { target, hands: [] } };
}

/** §13: one more hand; refused once the match is over, since the match ends with the hand that reaches the target. */
export function addHand(ledger: Ledger, hand: HandResult): Parsed<Ledger> {
  if (ledger.hands.length >= MAX_HANDS_PER_MATCH) return matchFault('record.full', { max: MAX_HANDS_PER_MATCH, partnership: false });
  if (matchOver(ledger)) return matchFault('ledger.overTwo', { leader: letter(firstToTarget(ledger) ?? 0), target: ledger.target });
  const checked = checkHandResult(hand, [0, 1], { hand: ledger.hands.length + 1 });
  if (!checked.ok) return checked;
  return { ok: true, value: { target: ledger.target, hands: [...ledger.hands, checked.value as HandResult] } };
}

/** §13: reads a ledger from outside: a target and at most MAX_HANDS_PER_MATCH valid hands, none after the end. */
export function parseLedger(value: unknown): Parsed<Ledger> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return recordFault('ledger', 'record.shape', { shape: '{"target": 100, "hands": [...]}' });
  const v = value as Record<string, unknown>;
  const extra = Object.keys(v).find((k) => k !== 'target' && k !== 'hands');
  if (extra !== undefined) return recordFault('ledger', 'record.field', { key: extra.slice(0, 40) });
  const start = newLedger(v.target === undefined ? MATCH_TARGET : (v.target as number));
  if (!start.ok) return within('ledger', start);
  if (!Array.isArray(v.hands)) return recordFault('ledger', 'record.list', { field: 'hands' });
  if (v.hands.length > MAX_HANDS_PER_MATCH) return recordFault('ledger', 'record.tooMany', { what: 'hands', max: MAX_HANDS_PER_MATCH, got: v.hands.length, match: true });
  let ledger = start.value;
  for (const hand of v.hands) {
    const next = addHand(ledger, hand as HandResult);
    if (!next.ok) return within('ledger', next);
    ledger = next.value;
  }
  return { ok: true, value: ledger };
}

const letter = (side: number): string => String.fromCharCode(65 + side);

/** §9-§11: each player's hand points so far (the loser of a hand writes nothing). */
export function handTotals(hands: readonly HandResult[]): Pair {
  const t = [0, 0];
  for (const h of hands) if (h.winner !== null) t[h.winner] += h.points;
  return [t[0], t[1]];
}

/** §13.3: hands each player has won. */
export function handsWon(hands: readonly HandResult[]): Pair {
  const w = [0, 0];
  for (const h of hands) if (h.winner !== null) w[h.winner] += 1;
  return [w[0], w[1]];
}

/** §13: the score sheet line by line: each hand's points and the running totals. */
export function sheetLines(ledger: Ledger): SheetLine[] {
  const running = [0, 0];
  let reached = false;
  return ledger.hands.map((h, i) => {
    if (h.winner !== null) running[h.winner] += h.points;
    const reachedTarget = !reached && h.winner !== null && running[h.winner] >= ledger.target;
    if (reachedTarget) reached = true;
    return {
      hand: i + 1, winner: h.winner, points: h.points, running: [running[0], running[1]] as const,
      winnerRunning: h.winner === null ? null : running[h.winner], reachedTarget,
    };
  });
}

/**
 * §13: the match is over once either player has `target` points or more, or
 * (the site's reading, see MAX_HANDS_PER_MATCH) once it has that many hands.
 */
export function matchOver(ledger: Ledger): boolean {
  return firstToTarget(ledger) !== null || cutShort(ledger);
}

/** §13 (the site's reading): the match ended at MAX_HANDS_PER_MATCH hands with nobody at the target. */
export function cutShort(ledger: Ledger): boolean {
  return ledger.hands.length >= MAX_HANDS_PER_MATCH && firstToTarget(ledger) === null;
}

/** §13.1: the player who first reached the target; null while nobody has. */
export function firstToTarget(ledger: Ledger): Side | null {
  const t = [0, 0];
  for (const h of ledger.hands) {
    if (h.winner === null) continue;
    t[h.winner] += h.points;
    if (t[h.winner] >= ledger.target) return h.winner;
  }
  return null;
}

/**
 * §13: the settlement of two sides once the match is over: hand points plus
 * §13.3's boxes, §13.1's game bonus for whoever reached the target first, and
 * §13.2's shutout when the other side wrote nothing. The higher total wins
 * and collects the difference; equal totals settle nothing. Since a won hand
 * always scores at least one point, "wrote nothing" is the same as "won no hand".
 * With `first` null (a match cut short at MAX_HANDS_PER_MATCH) nobody reached
 * the target, so the game bonus and the shutout, both the target-reacher's,
 * go to nobody; hand points and boxes still decide.
 */
export function settleTwoSides(points: Pair, wins: Pair, first: Side | null): Settlement {
  const boxes: Pair = [wins[0] * BOX_BONUS, wins[1] * BOX_BONUS];
  const gameBonus: Pair = first === null ? [0, 0] : first === 0 ? [GAME_BONUS, 0] : [0, GAME_BONUS];
  const shutout: Pair = first !== null && points[1 - first] === 0 ? (first === 0 ? [SHUTOUT_BONUS, 0] : [0, SHUTOUT_BONUS]) : [0, 0];
  const total = (s: Side): number => points[s] + boxes[s] + gameBonus[s] + shutout[s];
  const totals: Pair = [total(0), total(1)];
  const winner: Side | null = totals[0] === totals[1] ? null : totals[0] > totals[1] ? 0 : 1;
  const citations = ['13', ...(first === null ? [] : ['13.1']), ...(shutout[0] + shutout[1] > 0 ? ['13.2'] : []), '13.3'];
  return { points, boxes, gameBonus, shutout, totals, firstToTarget: first, winner, difference: Math.abs(totals[0] - totals[1]), citations };
}

/** §13: settles a finished two-player match (also one cut short at MAX_HANDS_PER_MATCH); an error while it goes on. */
export function settle(ledger: Ledger): Parsed<Settlement> {
  const first = firstToTarget(ledger);
  if (!matchOver(ledger)) return { ok: false, error: `the match is not over: nobody has ${ledger.target} points yet (§13)` };
  return { ok: true, value: settleTwoSides(handTotals(ledger.hands), handsWon(ledger.hands), first) };
}

/** §3, §12: who deals the next hand: the loser of the last won hand, the same dealer after a no-game; `firstDealer` (the lower draw) until then. */
export function nextDealer(ledger: Ledger, firstDealer: Side): Side {
  let dealer = firstDealer;
  for (const h of ledger.hands) if (h.winner !== null) dealer = h.winner === 0 ? 1 : 0;
  return dealer;
}

// ---------------------------------------------------------------- the draw

/** Limits on a draw: players drawing at once (a tournament tie can be this large) and cards each may draw. */
export const MAX_DRAWING_PLAYERS = 64;
export const MAX_DRAWS_EACH = 64;
/** Rounds of redrawing a seeded draw will do before it settles a tie by the order given (practically never reached). */
export const MAX_REDRAW_ROUNDS = 200;

/**
 * §3 (and §15, §16, §17): orders players by a draw, highest card first, Ace
 * low (§1). `draws[i]` lists player i's ranks (1 Ace .. 13 King): the first
 * draw, then redraws. The rulebook does not say how ties are settled; this
 * reads it as the usual practice: only the tied players draw again, and
 * their redraws order them among themselves. Suits never break a tie.
 * An error names the players still tied when their redraws run out.
 */
export function orderByDraw(draws: readonly (readonly number[])[]): Parsed<number[]> {
  if (!Array.isArray(draws) || draws.length < 1 || draws.length > MAX_DRAWING_PLAYERS) return { ok: false, error: `a draw needs 1 to ${MAX_DRAWING_PLAYERS} players` };
  for (let i = 0; i < draws.length; i++) {
    const d = draws[i];
    if (!Array.isArray(d) || d.length < 1 || d.length > MAX_DRAWS_EACH) return { ok: false, error: `player ${i}: expected 1 to ${MAX_DRAWS_EACH} drawn ranks` };
    for (const r of d) {
      const bad = checkInteger(r, `player ${i}'s drawn rank`, 1, 13);
      if (bad) return { ok: false, error: `${bad} (Ace 1 .. King 13)` };
    }
  }
  const rank = (players: number[], depth: number): Parsed<number[]> => {
    if (players.length === 1) return { ok: true, value: players };
    const missing = players.filter((p) => draws[p].length <= depth);
    if (missing.length > 0) return { ok: false, error: `players ${players.join(', ')} are tied: ${missing.map((p) => `player ${p}`).join(' and ')} must draw again` };
    const values = [...new Set(players.map((p) => draws[p][depth]))].sort((a, b) => b - a);
    const out: number[] = [];
    for (const v of values) {
      const group = rank(players.filter((p) => draws[p][depth] === v), depth + 1);
      if (!group.ok) return group;
      out.push(...group.value);
    }
    return { ok: true, value: out };
  };
  return rank(draws.map((_, i) => i), 0);
}

/** A 32-bit seed mixed from several numbers (FNV-1a over their 32-bit words), for draws that must differ by round or group. */
export function deriveSeed(...parts: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    let x = Math.trunc(p) >>> 0;
    for (let i = 0; i < 4; i++) {
      h = Math.imul(h ^ (x & 0xff), 0x01000193) >>> 0;
      x >>>= 8;
    }
  }
  return h >>> 0;
}

/**
 * §3: a seeded draw for `count` players (reproducible from `seed`): each
 * draws the next card of a pack shuffled from the seed, in player order; tied
 * players draw again from the same pack (a fresh pack, shuffled from a
 * derived seed, when it runs out) until no tie is left. Returns every card
 * drawn and the resulting order, highest first.
 */
export function seededDraw(count: number, seed: number): { readonly draws: Card[][]; readonly order: number[] } {
  const draws: Card[][] = Array.from({ length: Math.max(0, Math.min(count, MAX_DRAWING_PLAYERS)) }, () => []);
  let pack = shuffle(fullPack(), seed >>> 0);
  let packs = 0;
  const next = (): Card => {
    if (pack.length === 0) pack = shuffle(fullPack(), deriveSeed(seed, ++packs));
    return pack.pop() as Card;
  };
  let tied: number[][] = [draws.map((_, i) => i)];
  for (let round = 0; tied.length > 0 && round < MAX_REDRAW_ROUNDS; round++) {
    for (const group of tied) for (const p of group) draws[p].push(next());
    const still: number[][] = [];
    for (const group of tied) {
      const byRank = new Map<number, number[]>();
      for (const p of group) {
        const r = draws[p][draws[p].length - 1].rank;
        byRank.set(r, [...(byRank.get(r) ?? []), p]);
      }
      for (const g of byRank.values()) if (g.length > 1) still.push(g);
    }
    tied = still;
  }
  const ranks = draws.map((d) => d.map((c) => c.rank as number));
  const ordered = orderByDraw(ranks);
  // Only if MAX_REDRAW_ROUNDS ran out does a tie remain; the player order settles it then.
  const order = ordered.ok ? ordered.value : draws.map((_, i) => i).sort((a, b) => compareRanks(ranks[b], ranks[a]) || a - b);
  return { draws, order };
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
