/**
 * Building game states: a seeded deal (section 2) or an explicit position for
 * a scenario. An explicit set-up is "a not necessarily legal position": it
 * becomes a state only after the sense check (position-sense.ts), and a bad
 * one is reported, never thrown.
 */
import type { Parsed } from '../core/game';
import { seedFailure } from '../core/seed';
import { checkPositionSense } from './position-sense';
import { numberCards, opponentOf, ROWS, SEATS } from './rules/1-material';
import { checkPlayers, setTable, shuffledDrawPile, starterByLot } from './rules/2-setup';
import type { PileCard, Row, Seat, TheGameState } from './types';

/**
 * 2.1-2.4: a new game for two players from `seed`: each player's 58 cards
 * shuffled into their own draw pile (2.2, one stream per seat), six from its
 * top into the hand (2.3), the starter chosen by lot from the same seed (2.4).
 * A seed outside 0 to 4294967295 is refused, not folded to 32 bits.
 */
export function dealGame(players: readonly string[], seed: number): Parsed<TheGameState> {
  const bad = checkPlayers(players);
  if (bad) return { ok: false, error: `players: ${bad}` };
  const badSeed = seedFailure(seed);
  if (badSeed) return badSeed;
  return { ok: true, value: setTable(players, [0, 1].map((seat) => shuffledDrawPile(seed, seat)), starterByLot(seed)) };
}

/** A card on a pile in a set-up: a plain number is the pile owner's own card; `{ value, foreign: true }` one the other player laid there (4.2). */
export type PileEntry = number | { readonly value: number; readonly foreign: true };

/** One player's side of an explicit set-up; piles bottom first, draw pile top first. */
export interface SeatSetup {
  readonly hand: readonly number[];
  /** Omitted: every card of this player not listed anywhere else, in the order `rest` says. */
  readonly draw?: readonly number[];
  readonly up?: readonly PileEntry[];
  readonly down?: readonly PileEntry[];
  /** Where this player's unlisted cards go; overrides the set-up's `rest`. */
  readonly rest?: 'draw' | 'piles';
}

export interface PositionSetup {
  readonly players: readonly string[];
  /** Name of the player to move. */
  readonly turn: string;
  /** What the player to move has laid this turn; default nothing. */
  readonly laid?: { readonly own: number; readonly opponent: number };
  readonly seats: readonly [SeatSetup, SeatSetup];
  /**
   * Where a player's unlisted cards go when `draw` is omitted: `draw` (the
   * default) makes them the draw pile, lowest on top; `piles` lays them out
   * under the listed cards of the player's own piles (below the lowest card of
   * the ascending pile, in rising order; above the highest of the descending
   * one, in falling order), leaving the draw pile empty, for positions late in
   * the game. A card that fits under neither pile makes `piles` fail.
   */
  readonly rest?: 'draw' | 'piles';
}

const entry = (e: PileEntry, owner: Seat): PileCard => (typeof e === 'number' ? { value: e, by: owner } : { value: e.value, by: opponentOf(owner) });

/** An explicit position, checked for sense; the game is in play (an ended position is written in notation, with won= or lost=). */
export function positionFromSetup(setup: PositionSetup): Parsed<TheGameState> {
  const bad = checkPlayers(setup.players);
  if (bad) return { ok: false, error: `players: ${bad}` };
  const toMove = setup.players.indexOf(setup.turn);
  if (toMove === -1) return { ok: false, error: `turn: "${setup.turn}" is not one of the players (${setup.players.join(', ')})` };
  if (!Array.isArray(setup.seats) || setup.seats.length !== SEATS) return { ok: false, error: 'seats: expected one set-up per player' };
  const piles = (seat: Seat, row: Row) => (setup.seats[seat][row] ?? []).map((e) => entry(e, seat));
  const seats = [0, 1].map((seat) => ({ hand: [...setup.seats[seat].hand], draw: [] as number[], up: piles(seat, 'up'), down: piles(seat, 'down') }));
  for (const seat of [0, 1]) {
    const s = setup.seats[seat];
    if (s.draw) { seats[seat].draw = [...s.draw]; continue; }
    const listed = new Set([...s.hand, ...seats.flatMap((t) => ROWS.flatMap((row) => t[row].filter((c) => c.by === seat).map((c) => c.value)))]);
    const rest = numberCards().filter((v) => !listed.has(v));
    if ((s.rest ?? setup.rest) !== 'piles') { seats[seat].draw = rest; continue; }
    const up = seats[seat].up;
    const down = seats[seat].down;
    const under: Record<Row, number[]> = { up: [], down: [] };
    for (const v of rest) {
      if (up.length > 0 && v < up[0].value) under.up.push(v);
      else if (down.length > 0 && v > down[0].value) under.down.unshift(v);
      else return { ok: false, error: `rest: ${setup.players[seat]}'s ${v} fits under neither of their piles; list it or give the draw pile` };
    }
    seats[seat].up = [...under.up.map((value) => ({ value, by: seat })), ...up];
    seats[seat].down = [...under.down.map((value) => ({ value, by: seat })), ...down];
  }
  const state: TheGameState = { players: [...setup.players], phase: 'playing', toMove, seats, laid: setup.laid ?? { own: 0, opponent: 0 }, result: null };
  const nonsense = checkPositionSense(state);
  return nonsense ? { ok: false, error: nonsense } : { ok: true, value: state };
}
