/**
 * The vocabulary of the Gin Rummy engine: the match (players, packs, the
 * ledger of §13), the current hand (hands, stock, discard pile, a knock and
 * the opponent's lay-out), the physical actions a player can perform, and
 * what a ruling classifies them as. Paragraph numbers refer to paragraphs.ts
 * (§1-§13 are single paragraphs '1'..'13'; §14's numbered items are
 * '14.1'..'14.13').
 *
 * Everything is plain JSON data: a state serialises and restores exactly.
 */
import type { Ruling } from '../core/ruling';
import type { Card } from './cards';
import type { HandScore } from './hand-score';
import type { HandResult as LedgerEntry, Settlement } from './match';

export type { Card } from './cards';

/** Index into `players`: 0 or 1 (Gin Rummy proper is a game for two, §1-§14). */
export type Seat = 0 | 1;

/** §1: each player has a pack of their own, told apart by the colour of its backs. */
export type PackColour = 'red' | 'blue';

/**
 * Where the current hand stands.
 *  - first-discard: Vorhand holds eleven and opens by discarding one (§5); no draw first.
 *  - draw: the player to act draws from the stock or takes the top discard (§5).
 *  - discard: the player to act has drawn and now discards or knocks (§5, §7).
 *  - knocked: a knock is on the table; the opponent lays out (§8), or first
 *    accepts or rejects an irregular knock (§14.7, §14.11).
 *  - hand-over: the hand is scored or void; the next dealer deals (§3, §12).
 *  - match-over: someone reached 100 (§13); nothing more happens.
 */
export type Phase = 'first-discard' | 'draw' | 'discard' | 'knocked' | 'hand-over' | 'match-over';

/** A card laid off by the knocker's opponent onto one of the knocker's melds (§8): `meld` indexes `Knock.melds`. */
export interface LayOffEntry {
  readonly card: Card;
  readonly meld: number;
}

/** What made a knock irregular: deadwood above ten (§14.6) or a wrong number of cards laid out (§14.11). */
export type KnockFault = 'deadwood' | 'count';

/** §7: the knocker's cards on the table. */
export interface Knock {
  readonly by: Seat;
  /** §7: the card discarded face down; it is not counted. */
  readonly buried: Card;
  /** The melds as the knocker grouped them (§4), in the order laid. */
  readonly melds: readonly (readonly Card[])[];
  /** The knocker's other cards, face up: the deadwood (§7). */
  readonly deadwood: readonly Card[];
  /** The knocker said "gin" (§11); gin itself is decided by the cards (no deadwood). */
  readonly saidGin: boolean;
  /** §14.6, §14.11: why the knock is irregular; empty for a lawful knock. */
  readonly faults: readonly KnockFault[];
  /** §14.7, §14.8: the opponent has accepted the irregular knock (explicitly or by laying out). */
  readonly accepted: boolean;
}

/** §8: the opponent's cards on the table after a knock. */
export interface Layout {
  readonly melds: readonly (readonly Card[])[];
  /** §8: cards laid off on the knocker's melds, in the order laid (a card may extend a meld another lay-off has already extended). */
  readonly layoffs: readonly LayOffEntry[];
  readonly deadwood: readonly Card[];
}

/** scoreHand's answer (hand-score.ts): who scores how much for one hand (§9-§12, §14.11-§14.13). */
export type { HandScore } from './hand-score';

/**
 * How a hand ended.
 *  - score: a knock or gin was laid out and scored by hand-score.ts (§9-§11,
 *    with §14.11-§14.13); a void hand (§14.13) is a score with no winner.
 *    Deadwood here is the §2 value of the cards actually held; the 10 points
 *    per missing card (§14.11, §14.12) are added by the scoring from the counts.
 *  - no-game: the stock came down to two cards without a knock (§6, §12).
 *  - misdeal: §14.9, a wrong count found before anyone played; the same dealer deals again.
 */
export type HandEnd =
  | {
    readonly kind: 'score';
    readonly knockerDeadwood: number;
    readonly opponentDeadwood: number;
    /** Cards the knocker laid out (ten when regular) and the opponent held. */
    readonly knockerCards: number;
    readonly opponentCards: number;
    readonly score: HandScore;
  }
  | { readonly kind: 'no-game' }
  | { readonly kind: 'misdeal' };

/** One line of the score sheet (§13, match.ts): the hand's winner and what they wrote; a drawn or void hand writes nothing. */
export type { HandResult as LedgerEntry, Settlement } from './match';

/** The current (or just finished) hand. */
export interface HandState {
  readonly dealer: Seat;
  /** §3, §12, §14.1: who should have dealt this hand; differs from `dealer` after a deal out of turn. */
  readonly due: Seat;
  /** False from the deal until the first card is played: §14.1 and §14.9 look at this moment. */
  readonly begun: boolean;
  /** Who is to act (in `knocked`: the knocker's opponent; in `hand-over`: the next dealer). */
  readonly turn: Seat;
  /** By seat; the order carries no meaning (cards are kept in the order they arrived). */
  readonly hands: readonly (readonly Card[])[];
  /** §3: face down, top first. */
  readonly stock: readonly Card[];
  /** §5: face up, bottom first; only the last (top) card is visible. */
  readonly discards: readonly Card[];
  /** In `discard`: where the player to act drew from this turn (null before drawing, or for Vorhand's opening). */
  readonly drawn: 'stock' | 'discard' | null;
  /**
   * §5 (the site's reading): the card the player to act took from the discard
   * pile this turn. It may not go straight back, face up or as a knock's
   * face-down card. Kept while an irregular knock waits for its answer, since
   * a knock sent back goes on with the same turn (§14.7); null otherwise.
   */
  readonly taken: Card | null;
  /** §14.4: a player who drew from the stock before the opponent had discarded; they discard next. */
  readonly early: Seat | null;
  /**
   * §12 (with §14.4): who took the stock's third-last card, once someone has.
   * The hand is no game when that player's turn ends without a knock; an
   * early draw (§14.4) that took it still gets its own turn first.
   */
  readonly thirdLast: Seat | null;
  /** §14.3: the player who exposed the stock's top card (it lies face up on the stock, known to both). */
  readonly exposed: Seat | null;
  readonly knock: Knock | null;
  readonly layout: Layout | null;
  readonly end: HandEnd | null;
}

export interface GinState {
  /** Two names, in seat order. */
  readonly players: readonly string[];
  /** §1, §3: each seat's pack; the dealer deals from their own. */
  readonly packs: readonly PackColour[];
  /** §13: every finished hand of the match (misdeals, §14.9, are not hands and are not listed). */
  readonly ledger: readonly LedgerEntry[];
  readonly phase: Phase;
  readonly hand: HandState;
  /** §13: set once the match is over. */
  readonly settlement: Settlement | null;
}

/**
 * Physical actions. Each names the seat that performs it. The engine decides
 * whether it is lawful, an irregularity §14 deals with, or refused.
 *  - deal: shuffle (seed), cut and deal the next hand (§3); `counts` deals a
 *    wrong number of cards, [to the first player dealt to, to the dealer] (§14.9).
 *  - draw: take `count` cards from the stock (1 normally; more is §14.5);
 *    out of turn it is §14.4.
 *  - take: take the top card of the discard pile (§5).
 *  - discard: lay a card face up on the discard pile (§5).
 *  - knock: discard `discard` face down and lay out `melds`, the rest being
 *    deadwood (§7); `gin` says the player claims gin (§11).
 *  - layout: the knocker's opponent lays out melds and lays off (§8).
 *  - accept / reject: the opponent's answer to an irregular knock (§14.7, §14.11).
 *  - expose: having drawn from the stock, the player shows the next card and puts it back (§14.3).
 *  - reshuffle: the opponent of an exposure has the stock shuffled before drawing (§14.3).
 *  - claim: a player points out a deal out of turn (§14.1, §14.2) or a wrong count (§14.9).
 */
export type GinAction =
  | { readonly type: 'deal'; readonly seat: Seat; readonly seed: number; readonly counts?: readonly [number, number] }
  | { readonly type: 'draw'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'take'; readonly seat: Seat }
  | { readonly type: 'discard'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'knock'; readonly seat: Seat; readonly discard: Card; readonly melds: readonly (readonly Card[])[]; readonly gin: boolean }
  | { readonly type: 'layout'; readonly seat: Seat; readonly melds: readonly (readonly Card[])[]; readonly layoffs: readonly LayOffEntry[] }
  | { readonly type: 'accept'; readonly seat: Seat }
  | { readonly type: 'reject'; readonly seat: Seat }
  | { readonly type: 'expose'; readonly seat: Seat }
  | { readonly type: 'reshuffle'; readonly seat: Seat; readonly seed: number }
  | { readonly type: 'claim'; readonly seat: Seat; readonly what: 'dealer' | 'count' };

export type ActionType = GinAction['type'];

/**
 * What an action counts as:
 *  - lawful: play the rules ask for or allow (§3-§13), including the answers
 *    §14 gives a player (accepting or rejecting a knock, a reshuffle, a claim);
 *  - irregular: a breach §14 deals with, accepted and handled as §14 says
 *    (a deal out of turn, an exposed card, an early or multiple draw, a knock
 *    over ten or with a wrong count, a misdeal);
 *  - refused: physically impossible (no such card in hand, nothing to take)
 *    or a breach the rules give no consequence for, so it is simply not done:
 *    the state stays exactly as it was and the ruling says why.
 */
export type Classification = 'lawful' | 'irregular' | 'refused';

export type GinRuling = Ruling<Classification>;
