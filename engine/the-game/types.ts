/**
 * The vocabulary of the engine for "The Game: Face to Face": seats, piles, the
 * table state and the two physical actions a player can perform. Paragraph
 * numbers refer to paragraphs.ts.
 */
import type { Ruling } from '../core/ruling';

/** Index into `players`: 0 or 1 (two players, 1.1). */
export type Seat = number;

/** 1.2: each player has an ascending row ("up", row card 1) and a descending row ("down", row card 60). */
export type Row = 'up' | 'down';

/** One of the four piles on the table: whose row it is, and which. */
export interface PileRef {
  readonly owner: Seat;
  readonly row: Row;
}

/**
 * A number card lying on a pile. `by` is the player who laid it, which is
 * always the player whose colour it is (a player only ever lays cards from
 * their own hand, 5.2): a card laid on the opponent's pile stays there and
 * keeps its owner (4.2), which is how the 58 cards of each player are
 * accounted for (1.1).
 */
export interface PileCard {
  readonly value: number;
  readonly by: Seat;
}

/** Everything in front of one player. */
export interface SeatState {
  /** 2.3: the cards in hand, in the order they were taken up (the order carries no meaning). */
  readonly hand: readonly number[];
  /** 2.2: the face-down draw pile, top first. */
  readonly draw: readonly number[];
  /** 1.3: the ascending pile, bottom first; empty means the row card 1 is showing (1.2). */
  readonly up: readonly PileCard[];
  /** 1.3: the descending pile, bottom first; empty means the row card 60 is showing (1.2). */
  readonly down: readonly PileCard[];
}

/**
 * What the player to move has laid in the current turn: cards on their own
 * piles, and cards on the opponent's (0 or 1, 4.1). Section 6 decides the draw
 * from these two counts, 5.1 the minimum from their sum.
 */
export interface TurnCount {
  readonly own: number;
  readonly opponent: number;
}

/** How a game ended: 7.1 (the winner laid all 58 cards) or 7.2 (the loser could not lay the minimum). */
export interface Result {
  readonly winner: Seat;
  readonly loser: Seat;
  readonly by: '7.1' | '7.2';
}

export type Phase = 'playing' | 'over';

export interface TheGameState {
  /** Two names, in seat order. */
  readonly players: readonly string[];
  readonly phase: Phase;
  /** 5.4: whose turn it is (in an ended game: the player whose turn it was). */
  readonly toMove: Seat;
  /** By seat. */
  readonly seats: readonly SeatState[];
  /** The current turn so far (5.1, 4.1, section 6). */
  readonly laid: TurnCount;
  /** Set once the game is over. */
  readonly result: Result | null;
}

/**
 * Physical actions. A player lays one card from the hand on one of the four
 * piles (5.2), or says the turn is over (5.4). The engine decides what the lay
 * counts as (an ordinary lay, a backwards trick, a helping card) and whether it
 * is allowed.
 */
export type TheGameAction =
  | { readonly type: 'lay'; readonly seat: Seat; readonly card: number; readonly pile: PileRef }
  | { readonly type: 'endTurn'; readonly seat: Seat };

export type ActionType = TheGameAction['type'];

/**
 * What an action counts as: `lay` a card on one's own pile in the normal
 * direction (3.1, 3.2), `trick` the backwards trick (3.3), `help` the one card
 * on the opponent's pile (4.2), `endTurn` a finished turn with its draw
 * (5.4, section 6), `refused` anything the rules do not allow (nothing changes).
 */
export type Classification = 'lay' | 'trick' | 'help' | 'endTurn' | 'refused';

export type TheGameRuling = Ruling<Classification>;

export interface Step {
  readonly state: TheGameState;
  readonly ruling: TheGameRuling;
}
