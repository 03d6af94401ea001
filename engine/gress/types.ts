/**
 * The vocabulary of the Gress engine: seats, hands, phases, the table state and
 * the physical actions a player can perform. Terms follow TERMS.md.
 */
import type { Card, CardId, Suit } from '../core/cards';
import type { Message } from '../core/messages';
import type { Ruling } from '../core/ruling';
import type { Window } from '../core/windows';
import type { WindowKind } from './window-kinds';

/** Index into `players`; players are listed clockwise, so seat + 1 is the left neighbour (2.2). */
export type Seat = number;
/** 2.6: every physical act is done with one of the two hands. */
export type Hand = 'action' | 'holding';
/** 4.9 */
export type Direction = 'clockwise' | 'counterclockwise';

/**
 * Where the game stands. `dealing` covers 3.1-3.4, `ready` 3.5-3.6 (players pick
 * up their hands, the dealer peeks), `running` the active game from the opening
 * (3.7), `halted` 4.15, `over` after 9.1 (last settlement and laying down,
 * 9.2-9.3), `scored` once the penalty points are counted (9.4).
 */
export type Phase = 'dealing' | 'ready' | 'running' | 'halted' | 'over' | 'scored';

/** Progress of the deal inside the `dealing` phase. */
export type DealStage = 'unshuffled' | 'shuffled' | 'handsDealt' | 'markesDealt';

/** How a card on the play pile got there; the sandbox marks each card with it. */
export type PlayedAs = 'opening' | 'move' | 'throw' | 'defence' | 'foul';

export interface PileCard {
  readonly card: Card;
  readonly by: Seat;
  readonly as: PlayedAs;
  /** The event that laid it. */
  readonly event: number;
  /** 7.4: the suit wished after a Jack move, while that Jack lies on top. */
  readonly wishedSuit?: Suit;
  /** 10.5: a wrongly played card that a complaint has already examined. */
  readonly judged?: boolean;
}

/**
 * 10.4: a card or packet just played, with the state directly before it, so a
 * withdrawal can restore it and judge whether it would have been correct before
 * another player's last card.
 */
export interface RecentPlay {
  readonly seat: Seat;
  readonly event: number;
  readonly hand: Hand;
  readonly before: GressState;
}

/** 4.12: a take debt, always tied to exactly one event. */
export interface Debt {
  readonly seat: Seat;
  readonly cards: number;
  /** Id of the event that caused it; settled in this order (4.13). */
  readonly event: number;
  /** Paragraph that created it, e.g. "5.2" for a King. */
  readonly paragraph: string;
}

/** 4.15: why the game is halted and who halted it. */
export interface Halt {
  readonly reason: 'reshuffle' | 'swap';
  readonly by: Seat;
  readonly paragraph: string;
}

/**
 * 5.5, 6.3: a swap of two whole hands. `announced` (5.5 only): the target may
 * still defend; `binding`: the game is halted until the swap is carried out.
 */
export interface Swap {
  readonly by: Seat;
  readonly partners: readonly [Seat, Seat];
  readonly stage: 'announced' | 'binding';
  readonly paragraph: '5.5' | '6.3';
}

/** Kinds of rule window the Gress engine opens: the list and what closes each live in window-kinds.ts. */
export type { WindowKind } from './window-kinds';

/** Extra facts some windows carry. */
export interface WindowData {
  /** skipDefence: the event whose skip (and, for Sevens, whose debt) a defence answers. */
  readonly event?: number;
  /** swapAnnouncement: 5.5 (one red Nine) or 6.3 (two red Nines). */
  readonly paragraph?: string;
  /** lastButOneCall: whether the owner has called yet. */
  readonly called?: boolean;
  /** foulMarke: whether the Marke was taken; markeComplaint: whether it was taken wrongly. */
  readonly markeTaken?: boolean;
  readonly wrong?: boolean;
}
export type GressWindow = Window<WindowKind, WindowData>;

/** One entry of the event log: an event in the rulebook's sense (4.3). */
export interface GameEvent {
  readonly id: number;
  readonly kind: 'opening' | 'move' | 'throw' | 'defence' | 'settlement' | 'foul' | 'give' | 'swap' | 'marke';
  /** For a foul: what the wrong card was taken for (10.5: it counts as valid until withdrawn or complained about). */
  readonly presumed?: 'move' | 'throw';
  readonly seat: Seat;
  readonly summary: string;
  /** The summary as a message of the Gress catalogues (messages/), for other languages. */
  readonly says?: Message;
}

export interface GressState {
  /** Names in clockwise seating order. */
  readonly players: readonly string[];
  /** 2.3: fixed for the whole game. */
  readonly dealer: Seat;
  readonly phase: Phase;
  readonly dealStage: DealStage | null;
  /** The cards still in the dealer's hands during the deal, top first. */
  readonly pack: readonly Card[];
  /** 2.7: by seat. */
  readonly hands: readonly (readonly Card[])[];
  /** 3.5: whether each player has picked up (touched) their hand, i.e. is ready. */
  readonly pickedUp: readonly boolean[];
  /** 2.8: by seat; null once taken (or never dealt). */
  readonly markes: readonly (Card | null)[];
  /** 3.6: the card the dealer has taken from the draw pile to open with. */
  readonly peeked: Card | null;
  /** 2.4: bottom first; the last element is the top card. */
  readonly playPile: readonly PileCard[];
  /** 2.5: top first. */
  readonly drawPile: readonly Card[];
  /** 4.1 */
  readonly toMove: Seat;
  /** 4.9 */
  readonly direction: Direction;
  /** 4.2 */
  readonly throwsAllowed: boolean;
  /** The paragraph that forbade throws (e.g. "4.8", "4.15", "3.7" before the opening); null while they are allowed. */
  readonly throwsForbiddenBy: string | null;
  /** 4.12, in the order the events happened. */
  readonly debts: readonly Debt[];
  /** Open rule windows (deadlines). */
  readonly windows: readonly GressWindow[];
  readonly halt: Halt | null;
  /** 5.5, 6.3: a swap announced or binding. */
  readonly swap: Swap | null;
  /** Id the next event will get. */
  readonly nextEventId: number;
  readonly events: readonly GameEvent[];
  /** 9.1: the player who went out, once the active game has ended. */
  readonly winner: Seat | null;
  /** 9.3: who has lawfully laid down their hand. */
  readonly laidDown: readonly boolean[];
  /** 10.4: the last few plays with the state before each (never nested: their own list is empty). */
  readonly recentPlays: readonly RecentPlay[];
  /** 10.8: players a referee has disqualified; they take no further part. */
  readonly disqualified: readonly boolean[];
  /** 10.2: cards owed at the end that the empty draw pile could not supply, by seat: one penalty point each. */
  readonly unpaid: readonly number[];
  /** 9.4: penalty points by seat, once counted. */
  readonly penalties: readonly number[] | null;
}

/**
 * Physical actions. Every action names the player who performs it and, where a
 * card or pile is touched, the hand used (2.6). The engine decides what the
 * action counts as; the actor never says "this is a throw".
 */
export type GressAction =
  | { readonly type: 'shuffle'; readonly seat: Seat; readonly seed: number }
  | { readonly type: 'dealHands'; readonly seat: Seat }
  | { readonly type: 'dealMarkes'; readonly seat: Seat }
  | { readonly type: 'buildDrawPile'; readonly seat: Seat }
  | { readonly type: 'pickUpHand'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'peek'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'open'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'play'; readonly seat: Seat; readonly cards: readonly CardId[]; readonly hand: Hand }
  | { readonly type: 'draw'; readonly seat: Seat; readonly count: number; readonly hand: Hand }
  | { readonly type: 'haltForReshuffle'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'reshuffle'; readonly seat: Seat; readonly seed: number }
  | { readonly type: 'give'; readonly seat: Seat; readonly card: CardId; readonly to: Seat; readonly hand: Hand }
  | { readonly type: 'announceSwap'; readonly seat: Seat; readonly partners: readonly Seat[] }
  | { readonly type: 'acceptSwap'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'completeSwap'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'wish'; readonly seat: Seat; readonly suit: Suit }
  | { readonly type: 'call'; readonly seat: Seat }
  | { readonly type: 'takeMarke'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'complain'; readonly seat: Seat; readonly against: Seat; readonly about: 'call' | 'card' | 'marke' }
  | { readonly type: 'layDown'; readonly seat: Seat }
  | { readonly type: 'withdraw'; readonly seat: Seat; readonly hand: Hand }
  | { readonly type: 'disqualify'; readonly seat: Seat }
  | { readonly type: 'simultaneous'; readonly seat: Seat; readonly actions: readonly GressAction[] };

export type ActionType = GressAction['type'];

export type Classification =
  | 'deal'
  | 'ready'
  | 'peek'
  | 'opening'
  | 'move'
  | 'throw'
  | 'defence'
  | 'settlement'
  | 'halt'
  | 'resume'
  | 'give'
  | 'announcement'
  | 'swap'
  | 'marke'
  | 'complaint'
  | 'layDown'
  | 'withdrawal'
  | 'disqualification'
  | 'simultaneous'
  | 'foul'
  | 'refused';

export type GressRuling = Ruling<Classification> & {
  /** 10.9: the rulings of simultaneous actions, in the order of priority they were resolved in. */
  readonly parts?: readonly GressRuling[];
};

export interface Step {
  readonly state: GressState;
  readonly ruling: GressRuling;
}
