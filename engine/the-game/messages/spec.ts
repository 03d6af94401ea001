/**
 * Every sentence the engine of The Game: Face to Face says to a reader, as
 * data: a message id and its parameters (engine/core/messages.ts). Rule code
 * builds these; en.ts and de.ts turn them into words. Players are given by
 * name, piles by owner's name and row, cards and counts as numbers, and a
 * clause inside a sentence (why a card does not fit, what the turn drew, the
 * ruling a game-ending sentence follows) as a nested message.
 */
import type { MessageOf, Say } from '../../core/messages';
import type { Row } from '../types';

/** One of the four piles in a sentence: whose it is (a name) and which row. */
export interface PileParam {
  readonly owner: string;
  readonly row: Row;
}

/** A card laid or refused on a pile showing `top` (1.3; 1 or 60 is the row card, 1.2). */
interface OnPile {
  readonly player: string;
  readonly card: number;
  readonly pile: PileParam;
  readonly top: number;
}

/** What the turn's refill was due by: two after a turn on one's own piles (6.1), up to six after a card for the opponent (6.2). */
export type DrawParagraph = '6.1' | '6.2';

export interface TheGameSpec {
  // Refusals: nothing changes (5.2, 5.4, 1.1, 1.2, sections 3 and 4).
  readonly 'refuse.noSuchSeat': { readonly seat: string };
  readonly 'refuse.notYourTurn': { readonly player: string; readonly toMove: string };
  readonly 'refuse.notYourTurnToEnd': { readonly player: string; readonly toMove: string };
  readonly 'refuse.noSuchCard': { readonly card: string; readonly lowest: number; readonly highest: number };
  readonly 'refuse.noSuchPile': Record<string, never>;
  readonly 'refuse.notInHand': { readonly player: string; readonly card: number };
  readonly 'refuse.ownPile': OnPile & { readonly why: TheGameMessage };
  readonly 'refuse.onlyOneForOpponent': { readonly player: string; readonly opponent: string };
  readonly 'refuse.mustImprove': OnPile & { readonly opponent: string; readonly ownWayWouldFit: boolean };
  readonly 'refuse.tooFew': { readonly player: string; readonly count: number; readonly minimum: number; readonly drawUsedUp: boolean };
  readonly 'refuse.notAnAction': Record<string, never>;
  readonly 'refuse.gameOver': { readonly why: TheGameMessage };
  // Why a card does not fit one's own pile (3.1-3.3), as a clause.
  readonly 'why.notHigher': { readonly card: number; readonly top: number; readonly step: number; readonly trickCard: number };
  readonly 'why.notLower': { readonly card: number; readonly top: number; readonly step: number; readonly trickCard: number };
  // How the game ended, as a clause of the refusal after it (7.1, 7.2).
  readonly 'over.laidAll': { readonly player: string; readonly total: number };
  readonly 'over.couldNotLay': { readonly player: string };
  readonly 'over.ended': Record<string, never>;
  // Lawful cards (3.1-3.4, 4.1, 4.2).
  readonly 'lay.own': OnPile;
  readonly 'lay.trick': OnPile & { readonly step: number; readonly again: boolean };
  readonly 'lay.help': OnPile & { readonly opponent: string };
  // The end of a turn and its draw (5.4, section 6, 7.3).
  readonly 'turn.end': {
    readonly player: string;
    readonly count: number;
    /** Cards on the player's own piles, and the name of the opponent who got one (absent: none went there). */
    readonly own: number;
    readonly gaveTo?: string;
    readonly draw: TheGameMessage;
    readonly next: string;
  };
  readonly 'draw.full': { readonly taken: number; readonly by: DrawParagraph };
  readonly 'draw.short': { readonly taken: number; readonly due: number; readonly by: DrawParagraph };
  readonly 'draw.none': { readonly due: number };
  // The end of the game, added to the ruling of the action that decided it (7.1, 7.2).
  readonly 'end.won': { readonly before: TheGameMessage; readonly player: string; readonly total: number };
  readonly 'end.lost': { readonly before: TheGameMessage; readonly player: string; readonly winner: string; readonly laid: number };
  // Actions in plain words, beside the notation in step lists.
  readonly 'describe.lay': { readonly player: string; readonly card: number; readonly pile: PileParam };
  readonly 'describe.endTurn': { readonly player: string };
}

export type TheGameMessageId = keyof TheGameSpec;
export type TheGameMessage = MessageOf<TheGameSpec>;

/** A German noun phrase's case; English ignores it. */
export type GrammaticalCase = 'nom' | 'acc' | 'dat';

/** The game's own helpers for a catalogue entry: piles and counted cards in the locale's words. */
export interface TheGameSay extends Say {
  /** "Ben's ascending pile" / "Bens aufsteigenden Stapel" (German by case). */
  pile(pile: PileParam, grammaticalCase?: GrammaticalCase): string;
  /** "1 card", "3 cards" / "1 Karte", "3 Karten". */
  cards(count: number): string;
  /** A name as a possessive: "Ben's" / "Bens", "Max'". */
  whose(name: string): string;
}
