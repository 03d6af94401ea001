/**
 * The vocabulary of the SENS engine: the match (four players in two
 * partnerships, the table options, the scores to 500), the current deal
 * (hands, the turned card, the bidding, Rauben, melds, tricks, Vorlauf), the
 * physical actions a player can perform, and what a ruling classifies them as.
 * Paragraph numbers refer to paragraphs.ts.
 *
 * Seats 0-3 sit clockwise; partners sit crosswise, so a seat's side is
 * `seat % 2` (seats 0 and 2 are side 0, seats 1 and 3 side 1). Vorhand is the
 * seat left of the dealer, `(dealer + 1) % 4`; the cutter sits on the
 * dealer's right, `(dealer + 3) % 4` (4.2).
 *
 * Everything is plain JSON data: a state serialises and restores exactly.
 */
import type { Ruling } from '../core/ruling';
import type { Card, Suit } from './cards';

export type { Card, Suit, Rank } from './cards';

export type Seat = 0 | 1 | 2 | 3;
export type Side = 0 | 1;

/** The table options agreed before play (4.3, 4.5). */
export interface TableOptions {
  /** 4.3: the dealer may look at the last card of the pack (his own eighth card) before the bidding. */
  readonly dealerSeesLast: boolean;
  /** 4.5: strict: a misdeal gives the dealer's opponents 164; mild: the same dealer shuffles and deals again. */
  readonly misdeal: 'strict' | 'mild';
}

/**
 * Where the deal stands.
 *  - deal: the dealer is to shuffle and deal (4.2, 4.4).
 *  - bidding: five cards each and the turned card; the players say in turn
 *    whether they play (5.1, 5.2).
 *  - taken: a game is taken; Rauben is open until the dealer deals the rest (5.4, 6.1, 6.2).
 *  - play: eight cards each; melds, Bella, tricks, Vorlauf (7, 9, 10).
 *  - deal-over: the deal is counted (or thrown in, or a misdeal); the next dealer deals.
 *  - match-over: a side has won (10); nothing more happens.
 */
export type Phase = 'deal' | 'bidding' | 'taken' | 'play' | 'deal-over' | 'match-over';

/** 8.1, 8.2: the kinds of meld, weakest first (8.3). */
export type MeldKind = 'dreistaender' | 'quart' | 'fuss' | 'vierstaender';

/** An announced meld (7.1): the cards it is made of, as the player named them. */
export interface Meld {
  readonly seat: Seat;
  readonly kind: MeldKind;
  /** The meld's cards, in meld order (2.4) for a run. */
  readonly cards: readonly Card[];
  /** 8.1, 8.2: its value in points. */
  readonly points: number;
}

/** 7.2, 8.3: how the melds were settled when the first trick was complete. */
export interface MeldSettlement {
  /** The side whose melds count, or null when none count (no melds, or the best ones cancel, 8.3). */
  readonly side: Side | null;
  /** Meld points per side (Bella not included; see `bella`). */
  readonly points: readonly [number, number];
  /** The melds shown to the table (7.2): the winning side's, all of them. */
  readonly shown: readonly Meld[];
}

/** One card in a trick. */
export interface Played {
  readonly seat: Seat;
  readonly card: Card;
}

export interface Trick {
  readonly cards: readonly Played[];
  readonly winner: Seat;
}

/** 1.3, 1.4: a card played against the duties of 9.2-9.4 and not (yet) taken back. */
export interface Foul {
  readonly seat: Seat;
  readonly card: Card;
  /** Index of the trick it was played to (0-7). */
  readonly trick: number;
  /** The paragraph whose duty it broke. */
  readonly duty: string;
}

/** How a deal ended and what each side wrote. */
export type DealEnd =
  | {
    readonly kind: 'counted';
    /** 12.1: card points per side from the tricks, the last trick's 10 included. */
    readonly cardPoints: readonly [number, number];
    /** 7.2, 7.3: meld points per side that count (Bella included). */
    readonly meldPoints: readonly [number, number];
    /** 11.1: 164 plus every meld point that counts. */
    readonly total: number;
    /** 11.1: the taking side made its game (more than half). */
    readonly made: boolean;
    /** 11.2: the taking side took every trick. */
    readonly dackeln: boolean;
    /** What each side writes for the deal (11.1 Ziehen, 11.2 Dackeln, 10.3 Vorlauf applied). */
    readonly written: readonly [number, number];
  }
  /** 1.4: a wrong play found later: the other side writes every point of the deal. */
  | { readonly kind: 'foul'; readonly by: Seat; readonly written: readonly [number, number] }
  /** 5.3: nobody played; thrown in, nothing written. */
  | { readonly kind: 'thrown-in' }
  /** 4.5: a misdeal: strict writes 164 for the dealer's opponents, mild writes nothing and the same dealer deals again. */
  | { readonly kind: 'misdeal'; readonly written: readonly [number, number] };

/** The current (or just finished) deal. */
export interface DealState {
  readonly dealer: Seat;
  /** Who is to act: the bidder in turn, the dealer in `taken`, the player to play, the next dealer when over. */
  readonly turn: Seat;
  /** By seat, in the order the cards arrived. */
  readonly hands: readonly (readonly Card[])[];
  /** The undealt rest of the pack, next card first: eleven cards after the first round (3 each, 2 for the dealer, dealt in that order). */
  readonly pack: readonly Card[];
  /** 4.4: the card turned face up; it belongs to the dealer and joins his hand with the rest (5.4). */
  readonly turned: Card | null;
  /** 4.5: the deal put too many or too few cards in a hand (wrong counts by seat), so any player may claim a misdeal. */
  readonly misdealt: boolean;
  /** 5.1, 5.2: the bidding round (1: turned suit only; 2: the other three) and who has passed in it. */
  readonly round: 1 | 2;
  readonly passed: readonly Seat[];
  /** The game: who took it and the trump suit; null during the bidding. */
  readonly game: { readonly by: Seat; readonly trump: Suit; readonly round: 1 | 2 } | null;
  /** 6.1: who robbed the turned card (it is in their hand, the trump Seven is the dealer's). */
  readonly robbedBy: Seat | null;
  /** 7.1: announced melds, in the order announced (void ones are refused, not kept). */
  readonly melds: readonly Meld[];
  /** 7.3: seats whose Bella counts (announced, or inside an announced run). */
  readonly bella: readonly Seat[];
  /** 7.2: set when the first trick is complete. */
  readonly settlement: MeldSettlement | null;
  /** The trick on the table (up to four cards). */
  readonly trick: readonly Played[];
  /** Tricks taken in, in order. */
  readonly tricks: readonly Trick[];
  /** 1.3, 1.4: a wrong card that stands (not taken back); the first one found decides the deal. */
  readonly fouls: readonly Foul[];
  /** 10.3: the first Vorlauf call: the side and how many tricks it had taken in then (secured). */
  readonly vorlauf: { readonly side: Side; readonly seat: Seat; readonly tricks: number } | null;
  readonly end: DealEnd | null;
}

export interface SensState {
  /** Four names, in seat order (clockwise). */
  readonly players: readonly string[];
  readonly options: TableOptions;
  /** 1.1, 12.1: each side's running total. */
  readonly scores: readonly [number, number];
  /** Every finished deal's written points, in order. */
  readonly ledger: readonly (readonly [number, number])[];
  readonly phase: Phase;
  readonly deal: DealState;
  /** 10.1-10.4: the side that won the match, once over. */
  readonly winner: Side | null;
}

/**
 * Physical actions. Each names the seat that performs it; the engine decides
 * whether it is lawful, a foul the rules deal with, or refused.
 *  - deal: shuffle (seed), have the pack cut and deal three and two cards
 *    each and turn the next (4.2, 4.4); `counts` deals a wrong number of
 *    cards to each seat in that round (4.5).
 *  - bid / pass: take the game with `suit` as trumps, or pass (5.1, 5.2).
 *  - rob: swap the trump Seven for the turned card (6.1).
 *  - rest: the dealer deals the last three cards each, two to himself (5.4).
 *  - meld: announce a meld made of `cards` (7.1); bella: announce Bella (7.3).
 *  - play: lay a card on the trick (9); takeBack: take back a wrong card
 *    at once and play another (1.3); claim: point out a wrong card found
 *    later (1.4); misdeal: point out a misdeal (4.5).
 *  - vorlauf: call Vorlauf for one's side (10.3).
 *  - look: look at the last trick again (1.5).
 */
export type SensAction =
  | { readonly type: 'deal'; readonly seat: Seat; readonly seed: number; readonly counts?: readonly number[] }
  | { readonly type: 'bid'; readonly seat: Seat; readonly suit: Suit }
  | { readonly type: 'pass'; readonly seat: Seat }
  | { readonly type: 'rob'; readonly seat: Seat }
  | { readonly type: 'rest'; readonly seat: Seat }
  | { readonly type: 'meld'; readonly seat: Seat; readonly cards: readonly Card[] }
  | { readonly type: 'bella'; readonly seat: Seat }
  | { readonly type: 'play'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'takeBack'; readonly seat: Seat }
  | { readonly type: 'claim'; readonly seat: Seat }
  | { readonly type: 'misdeal'; readonly seat: Seat }
  | { readonly type: 'vorlauf'; readonly seat: Seat }
  | { readonly type: 'look'; readonly seat: Seat };

export type ActionType = SensAction['type'];

/**
 * What an action counts as:
 *  - lawful: play the rules ask for or allow;
 *  - foul: a card played against a duty (9.2-9.4) or a misdeal; accepted as
 *    done, with the consequences 1.3, 1.4 and 4.5 give;
 *  - refused: physically impossible or not allowed now (not your turn, no
 *    such card, a late meld, a bid for a suit the round does not allow); the
 *    state stays exactly as it was and the ruling says why.
 */
export type Classification = 'lawful' | 'foul' | 'refused';

export type SensRuling = Ruling<Classification>;
