/** Section 2: the players, the table and what lies on it. */
import type { Card } from '../../core/cards';
import { MAX_NAME_LENGTH, MAX_PLAYERS } from '../limits';
import { nm, sayNotation, type NotationMessage } from '../messages/notation';
import type { Direction, GressState, PileCard, Seat } from '../types';

/** 2.1: a game needs at least three players. */
export const MIN_PLAYERS = 3;

/** 2.7: every hand starts with five cards. */
export const HAND_SIZE = 5;

/** 2.1: checks a player list; null if it is fine, else what is wrong, as a message. The upper bound is the engine's limit, not a rule. */
export function playersFault(players: readonly string[]): NotationMessage | null {
  if (players.length < MIN_PLAYERS) return nm('sense.fewPlayers', { min: MIN_PLAYERS, got: players.length });
  if (players.length > MAX_PLAYERS) return nm('sense.manyPlayers', { max: MAX_PLAYERS, got: players.length });
  const seen = new Set<string>();
  for (const name of players) {
    if (name.length > MAX_NAME_LENGTH) return nm('sense.nameLong', { start: name.slice(0, MAX_NAME_LENGTH), max: MAX_NAME_LENGTH });
    if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name)) return nm('sense.nameChars', { name });
    if (seen.has(name.toLowerCase())) return nm('sense.nameTwice', { name });
    seen.add(name.toLowerCase());
  }
  return null;
}

/** 2.1: playersFault in English words (scenario set-ups, the desk). */
export function checkPlayers(players: readonly string[]): string | null {
  const fault = playersFault(players);
  return fault ? sayNotation(fault, 'en') : null;
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
