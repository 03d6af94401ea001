/**
 * What "The Game: Face to Face" adds to the scenario format of
 * engine/core/scenario.ts: its starts and its expectation keys.
 *
 * Starts (exactly one):
 *   deal: { seed: 7 }                      a seeded deal (section 2)
 *   position:                              an explicit position in play, seats by name
 *     turn: Ben
 *     laid: { own: 1, opponent: 0 }        (optional) laid so far this turn
 *     rest: piles                          (optional) where unlisted cards go, see setup.ts
 *     seats:
 *       Ben: { hand: [17, 23], up: [4, 8], down: [54], draw: [9, 33] }
 *       Ana: { hand: [5, 8], up: [{ value: 12, foreign: true }] }
 *   notation: "players=Ben,Ana turn=..." a position line (notation.ts), also for ended games
 *
 * Pile tops are written as numbers; 1 and 60 mean the row card shows (1.2).
 */
import { z } from 'zod';
import type { Parsed } from '../core/game';
import type { Ruling } from '../core/ruling';
import { MAX_SEED } from '../core/seed';
import { parsePosition } from './notation';
import { dealGame, positionFromSetup, type PileEntry, type SeatSetup } from './setup';
import type { Classification, Row, TheGameState } from './types';

const name = z.string().min(1);
const card = z.number().int().min(2).max(59);
const cards = z.array(card).max(58);
const pileEntry = z.union([card, z.strictObject({ value: card, foreign: z.literal(true) })]);
const rest = z.enum(['draw', 'piles']);

const seatSetup = z.strictObject({
  hand: cards,
  draw: cards.optional(),
  up: z.array(pileEntry).max(116).optional(),
  down: z.array(pileEntry).max(116).optional(),
  rest: rest.optional(),
});

export const THE_GAME_STARTS = {
  deal: z.strictObject({ seed: z.number().int().min(0).max(MAX_SEED) }),
  position: z.strictObject({
    turn: name,
    laid: z.strictObject({ own: z.number().int().min(0).max(58), opponent: z.number().int().min(0).max(1) }).optional(),
    rest: rest.optional(),
    seats: z.record(name, seatSetup),
  }),
  notation: z.string().min(1),
};

const tops = z.strictObject({ up: z.number().int().min(1).max(60).optional(), down: z.number().int().min(1).max(60).optional() });
const piles = z.strictObject({ up: z.array(card).optional(), down: z.array(card).optional() });

export const THE_GAME_EXPECTATIONS = {
  phase: z.enum(['playing', 'over']),
  toMove: name,
  /** Cards laid so far in the current turn: on one's own piles and on the opponent's. */
  laid: z.strictObject({ own: z.number().int().min(0), opponent: z.number().int().min(0) }),
  /** Exact hands (order does not matter). */
  hands: z.record(name, cards),
  handSizes: z.record(name, z.number().int().min(0)),
  /** Draw piles, top first. */
  draw: z.record(name, cards),
  drawSizes: z.record(name, z.number().int().min(0)),
  /** The card showing on each listed pile; 1 or 60 for the row card (1.2). */
  tops: z.record(name, tops),
  /** Whole piles, bottom first (without the row card). */
  piles: z.record(name, piles),
  /** The winner, or null while the game is on. */
  winner: name.nullable(),
  /** Which rule ended the game: 7.1 (all cards laid) or 7.2 (could not lay the minimum). */
  endedBy: z.enum(['7.1', '7.2']).nullable(),
};

type Expect = { [K in keyof typeof THE_GAME_EXPECTATIONS]?: z.infer<(typeof THE_GAME_EXPECTATIONS)[K]> };

export const CLASSIFICATIONS = ['lay', 'trick', 'help', 'endTurn', 'refused'] as const satisfies readonly Classification[];

export function startScenario(key: string, value: unknown, players: readonly string[]): Parsed<TheGameState> {
  if (key === 'deal') return dealGame(players, (value as { seed: number }).seed);
  if (key === 'notation') {
    const parsed = parsePosition(value as string);
    if (!parsed.ok) return parsed;
    const named = parsed.value.players;
    if (named.join() !== players.join()) return { ok: false, error: `notation: players=${named.join(',')} but the scenario's players are ${players.join(', ')}` };
    return parsed;
  }
  const setup = value as z.infer<typeof THE_GAME_STARTS.position>;
  for (const n of Object.keys(setup.seats)) if (!players.includes(n)) return { ok: false, error: `position.seats: "${n}" is not one of the players (${players.join(', ')})` };
  const missing = players.filter((n) => !setup.seats[n]);
  if (missing.length > 0) return { ok: false, error: `position.seats: no seat for ${missing.join(', ')}` };
  const seats = players.map((n) => setup.seats[n] as SeatSetup & { up?: PileEntry[] }) as unknown as [SeatSetup, SeatSetup];
  return positionFromSetup({ players, turn: setup.turn, laid: setup.laid, rest: setup.rest, seats });
}

const sortedNumbers = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const list = (xs: readonly (number | string)[]) => (xs.length === 0 ? '(none)' : xs.join(' '));
const ROW_CARD: Record<Row, number> = { up: 1, down: 60 };

export function checkScenario(state: TheGameState, _ruling: Ruling<Classification> | null, expect: Readonly<Record<string, unknown>>): string[] {
  const exp = expect as Expect;
  const fails: string[] = [];
  const seat = (n: string) => state.players.indexOf(n);
  const eq = (what: string, want: unknown, got: unknown) => {
    if (JSON.stringify(want) !== JSON.stringify(got)) fails.push(`${what}: expected ${typeof want === 'object' ? JSON.stringify(want) : String(want)}, got ${typeof got === 'object' ? JSON.stringify(got) : String(got)}`);
  };
  if (exp.phase !== undefined) eq('phase', exp.phase, state.phase);
  if (exp.toMove !== undefined) eq('to move', exp.toMove, state.players[state.toMove]);
  if (exp.laid !== undefined) eq('laid this turn', exp.laid, state.laid);
  for (const [n, hand] of Object.entries(exp.hands ?? {})) {
    const got = sortedNumbers(state.seats[seat(n)].hand);
    if (list(sortedNumbers(hand)) !== list(got)) fails.push(`${n}'s hand: expected ${list(sortedNumbers(hand))}, got ${list(got)}`);
  }
  for (const [n, size] of Object.entries(exp.handSizes ?? {})) eq(`${n}'s hand size`, size, state.seats[seat(n)].hand.length);
  for (const [n, draw] of Object.entries(exp.draw ?? {})) {
    if (list(draw) !== list(state.seats[seat(n)].draw)) fails.push(`${n}'s draw pile: expected ${list(draw)}, got ${list(state.seats[seat(n)].draw)}`);
  }
  for (const [n, size] of Object.entries(exp.drawSizes ?? {})) eq(`${n}'s draw pile size`, size, state.seats[seat(n)].draw.length);
  for (const [n, rows] of Object.entries(exp.tops ?? {})) {
    for (const row of ['up', 'down'] as const) {
      if (rows[row] === undefined) continue;
      const pile = state.seats[seat(n)][row];
      eq(`top of ${n}'s ${row === 'up' ? 'ascending' : 'descending'} pile`, rows[row], pile.length === 0 ? ROW_CARD[row] : pile[pile.length - 1].value);
    }
  }
  for (const [n, rows] of Object.entries(exp.piles ?? {})) {
    for (const row of ['up', 'down'] as const) {
      if (rows[row] === undefined) continue;
      const got = state.seats[seat(n)][row].map((c) => c.value);
      if (list(rows[row]!) !== list(got)) fails.push(`${n}'s ${row === 'up' ? 'ascending' : 'descending'} pile: expected ${list(rows[row]!)}, got ${list(got)}`);
    }
  }
  if (exp.winner !== undefined) eq('winner', exp.winner ?? 'nobody', state.result ? state.players[state.result.winner] : 'nobody');
  if (exp.endedBy !== undefined) eq('ended by', exp.endedBy ?? 'not ended', state.result?.by ?? 'not ended');
  return fails;
}

export function namesInScenario(expect: Readonly<Record<string, unknown>>): string[] {
  const exp = expect as Expect;
  return [
    ...(exp.toMove ? [exp.toMove] : []),
    ...(exp.winner ? [exp.winner] : []),
    ...[exp.hands, exp.handSizes, exp.draw, exp.drawSizes, exp.tops, exp.piles].flatMap((r) => Object.keys(r ?? {})),
  ];
}
