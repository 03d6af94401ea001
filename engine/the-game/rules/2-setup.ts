/** Section 2: setting up. Players, draw piles, the first hands and who starts. */
import { prng, shuffle } from '../../core/prng';
import { MAX_NAME_LENGTH } from '../limits';
import type { Seat, TheGameState } from '../types';
import { numberCards, SEATS } from './1-material';

/** 2.3: a hand holds six cards at the start (and never more, section 6). */
export const HAND_SIZE = 6;

const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** 1.1: exactly two players with distinct names; null if fine, else what is wrong. Names must fit the notations. */
export function checkPlayers(players: readonly string[]): string | null {
  if (players.length !== SEATS) return `The Game: Face to Face is for exactly ${SEATS} players (1.1), got ${players.length}`;
  for (const name of players) {
    if (typeof name !== 'string') return 'player names must be text';
    if (name.length > MAX_NAME_LENGTH) return `player name "${name.slice(0, MAX_NAME_LENGTH)}..." is longer than ${MAX_NAME_LENGTH} characters`;
    if (!NAME.test(name)) return `player name "${name}" must start with a letter and use only letters, digits, - and _`;
  }
  if (players[0].toLowerCase() === players[1].toLowerCase()) return `player name "${players[1]}" is used twice`;
  return null;
}

/**
 * 2.2: a player's 58 number cards, shuffled into a draw pile (top first). The
 * seed stands for the shuffle; each seat gets its own stream from the game seed.
 * The rulebook's tip (let the opponent shuffle your pile, for a thorough mix) is
 * about trust at a real table and changes nothing here.
 */
export function shuffledDrawPile(seed: number, seat: Seat): number[] {
  return shuffle(numberCards(), (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca6b)) >>> 0);
}

/** 2.4: the lot that decides who starts, drawn from the seed. */
export function starterByLot(seed: number): Seat {
  return prng((seed ^ 0x5bd1e995) >>> 0)() < 0.5 ? 0 : 1;
}

/**
 * 2.1-2.3: the table before the first card: every pile empty (its row card
 * showing, 1.2), each player's shuffled draw pile, six cards from its top in
 * each hand, `starter` to move with nothing laid yet.
 */
export function setTable(players: readonly string[], drawPiles: readonly (readonly number[])[], starter: Seat): TheGameState {
  return {
    players: [...players],
    phase: 'playing',
    toMove: starter,
    seats: drawPiles.map((pile) => ({ hand: pile.slice(0, HAND_SIZE), draw: pile.slice(HAND_SIZE), up: [], down: [] })),
    laid: { own: 0, opponent: 0 },
    result: null,
  };
}
