/** Section 2: the players, the table and what lies on it. */
import type { Card } from '../../core/cards';
import { MAX_NAME_LENGTH, MAX_PLAYERS } from '../limits';
import type { Direction, GressState, PileCard, Seat } from '../types';

/** 2.1: a game needs at least three players. */
export const MIN_PLAYERS = 3;

/** 2.7: every hand starts with five cards. */
export const HAND_SIZE = 5;

/** 2.1: checks a player list; null if it is fine, else what is wrong. The upper bound is the engine's limit, not a rule. */
export function checkPlayers(players: readonly string[]): string | null {
  if (players.length < MIN_PLAYERS) return `Gress needs at least ${MIN_PLAYERS} players (2.1), got ${players.length}`;
  if (players.length > MAX_PLAYERS) return `this engine seats at most ${MAX_PLAYERS} players at one table, got ${players.length} (section 12 splits larger groups)`;
  const seen = new Set<string>();
  for (const name of players) {
    if (name.length > MAX_NAME_LENGTH) return `player name "${name.slice(0, MAX_NAME_LENGTH)}..." is longer than ${MAX_NAME_LENGTH} characters`;
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name)) return `player name "${name}" must start with a letter and use only letters, digits, - and _`;
    if (seen.has(name.toLowerCase())) return `player name "${name}" is used twice`;
    seen.add(name.toLowerCase());
  }
  return null;
}

/** 2.2: players are listed clockwise, so the left neighbour is the next seat in the list. */
export function leftNeighbour(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/** 2.2: the right neighbour is the previous seat in the (clockwise) list. */
export function rightNeighbour(seat: Seat, players: number): Seat {
  return (seat + players - 1) % players;
}

/** 2.2 with 4.9: the neighbour in the given direction of play. */
export function neighbourInDirection(seat: Seat, direction: Direction, players: number): Seat {
  return direction === 'clockwise' ? leftNeighbour(seat, players) : rightNeighbour(seat, players);
}

/** 2.4: the top card of the play pile; the pile is never empty once the game is open. */
export function topOfPile(state: GressState): PileCard | undefined {
  return state.playPile[state.playPile.length - 1];
}

/** All cards in the game wherever they lie, for conservation checks. */
export function allCards(state: GressState): Card[] {
  return [
    ...state.pack,
    ...state.hands.flat(),
    ...state.markes.filter((m): m is Card => m !== null),
    ...(state.peeked ? [state.peeked] : []),
    ...state.playPile.map((p) => p.card),
    ...state.drawPile,
  ];
}
