/**
 * Every sentence the SENS engine says to a reader, as data (engine/core/messages.ts):
 * an id per kind of sentence and its parameters. Players and sides are given by
 * name (the names are data, not words), cards by their codes (`UH`), paragraphs
 * by number; a clause inside a sentence is a nested message. The catalogues
 * (en.ts, de.ts) turn them into words. Ids are grouped by the rule that speaks.
 */
import type { MessageOf } from '../../core/messages';
import type { Card, Rank, Suit } from '../cards';
import type { MeldKind } from '../types';

/** A side by its two players' names, the lower seat first. */
export type Pair = readonly [string, string];

/** One card laid by one player (the last trick looked at again). */
export interface Laid {
  readonly player: string;
  readonly card: Card;
}

/** A side's count at the end of a deal (12.1). */
export interface SideCount {
  readonly side: Pair;
  readonly cards: number;
  readonly melds: number;
}

/** 10.1-10.4: the running totals after a deal. */
export interface Totals {
  readonly sides: readonly [Pair, Pair];
  readonly scores: readonly [number, number];
}

/** 10.3: how the caller's side counts at the end of a deal with Vorlauf. */
export interface VorlaufCount {
  readonly caller: Pair;
  readonly before: number;
  readonly secured: number;
  readonly melds: number;
  readonly count: number;
}

export interface SensSpec {
  /** Several sentences in a row (a ruling that tells what happened, then what follows from it). */
  readonly 'seq': { readonly parts: readonly SensMessage[] };

  // machine.ts: input that is no action of the game.
  readonly 'refuse.notAnAction': Record<string, never>;
  readonly 'refuse.noSuchSeat': { readonly seat: string };
  readonly 'refuse.misdealFirst': Record<string, never>;

  // 1.3-1.5: cards on the table.
  readonly 'takeBack.refuse.notInPlay': Record<string, never>;
  readonly 'takeBack.refuse.tooLate': { readonly who: string; readonly card: Card };
  readonly 'takeBack.refuse.nothing': { readonly who: string };
  readonly 'takeBack.done': { readonly who: string; readonly card: Card };
  readonly 'claim.refuse.nothingPlayed': Record<string, never>;
  readonly 'claim.refuse.decided': { readonly offender: string };
  readonly 'claim.refuse.noCards': Record<string, never>;
  readonly 'claim.refuse.stillOpen': { readonly offender: string; readonly card: Card };
  readonly 'claim.refuse.unfounded': { readonly who: string };
  readonly 'claim.done': {
    readonly who: string; readonly offender: string; readonly card: Card; readonly trick: number; readonly duty: string;
    readonly afterDeal: boolean; readonly winners: Pair; readonly losers: Pair; readonly melds: number; readonly written: number;
  };
  readonly 'look.refuse.none': Record<string, never>;
  readonly 'look.done': { readonly who: string; readonly cards: readonly Laid[]; readonly winner: string };

  // 4.1-4.6: dealing.
  readonly 'deal.refuse.seed': { readonly max: number; readonly got: string };
  readonly 'deal.refuse.countsFour': Record<string, never>;
  readonly 'deal.refuse.countsRange': { readonly max: number };
  readonly 'deal.refuse.countsNoneLeft': { readonly counts: readonly number[] };
  readonly 'deal.refuse.levelNext': { readonly dealer: string };
  readonly 'deal.refuse.winnersDontDeal': { readonly winners: Pair; readonly losers: Pair };
  readonly 'deal.refuse.notYourDeal': { readonly due: string; readonly who: string; readonly paragraph: string };
  readonly 'deal.refuse.midDeal': { readonly who: string };
  readonly 'deal.refuse.limit': { readonly deals: number };
  readonly 'deal.dealt': { readonly who: string; readonly seed: number; readonly cutter: string; readonly vorhand: string; readonly turned: Card };
  readonly 'deal.misdealt': {
    readonly who: string; readonly seed: number; readonly cutter: string; readonly vorhand: string;
    readonly got: readonly { readonly player: string; readonly count: number }[];
  };
  readonly 'misdeal.refuse.noDeal': Record<string, never>;
  readonly 'misdeal.refuse.played': Record<string, never>;
  readonly 'misdeal.refuse.right': { readonly who: string };
  readonly 'misdeal.strict': { readonly who: string; readonly opponents: Pair };
  readonly 'misdeal.mild': { readonly who: string; readonly dealer: string };

  // 5.1-5.4: the bidding and the rest of the deal.
  readonly 'bid.refuse.taken': { readonly taker: string };
  readonly 'bid.refuse.noBidding': Record<string, never>;
  readonly 'bid.refuse.notYourTurn': { readonly turn: string; readonly who: string };
  readonly 'bid.refuse.noSuit': Record<string, never>;
  readonly 'bid.refuse.firstRound': { readonly who: string; readonly turned: Suit };
  readonly 'bid.refuse.secondRound': { readonly who: string; readonly turned: Suit };
  readonly 'bid.taken': { readonly who: string; readonly trump: Suit; readonly paragraph: string; readonly dealer: string; readonly robbable: boolean };
  readonly 'pass.next': { readonly who: string; readonly next: string };
  readonly 'pass.secondRound': { readonly who: string; readonly turned: Suit; readonly dealer: string };
  readonly 'pass.thrownIn': { readonly who: string };
  readonly 'rest.refuse.noGame': Record<string, never>;
  readonly 'rest.refuse.none': Record<string, never>;
  readonly 'rest.refuse.notDealer': { readonly dealer: string; readonly who: string };
  readonly 'rest.dealt': { readonly who: string; readonly eighth: Card; readonly robbed: boolean; readonly vorhand: string };

  // 6.1, 6.2: Rauben.
  readonly 'rob.refuse.noGame': Record<string, never>;
  readonly 'rob.refuse.tooLate': { readonly dealer: string };
  readonly 'rob.refuse.none': Record<string, never>;
  readonly 'rob.refuse.secondRound': { readonly trump: Suit };
  readonly 'rob.refuse.dealer': { readonly who: string };
  readonly 'rob.refuse.already': { readonly robber: string };
  readonly 'rob.refuse.noSeven': { readonly who: string; readonly trump: Suit };
  readonly 'rob.done': { readonly who: string; readonly turned: Card; readonly trump: Suit; readonly dealer: string };

  // 7.1-7.3, 8.1-8.4: melds and Bella.
  readonly 'meld.run': { readonly kind: Exclude<MeldKind, 'vierstaender'>; readonly suit: Suit; readonly low: Rank; readonly high: Rank; readonly points: number };
  readonly 'meld.four': { readonly rank: Rank; readonly points: number };
  readonly 'meld.refuse.notInPlay': Record<string, never>;
  readonly 'meld.refuse.noCards': Record<string, never>;
  readonly 'meld.refuse.played': { readonly who: string };
  readonly 'meld.refuse.notHeld': { readonly who: string; readonly cards: readonly Card[] };
  readonly 'meld.refuse.noMeld': Record<string, never>;
  readonly 'meld.refuse.twice': { readonly who: string };
  readonly 'meld.refuse.shared': { readonly who: string };
  readonly 'meld.refuse.touch': { readonly who: string; readonly length: number };
  readonly 'meld.announced': { readonly who: string; readonly meld: SensMessage; readonly paragraph: string };
  readonly 'meld.bellaInRun': { readonly trump: Suit; readonly side: Pair };
  readonly 'bella.refuse.notInPlay': Record<string, never>;
  readonly 'bella.refuse.inRun': { readonly who: string };
  readonly 'bella.refuse.already': { readonly who: string };
  readonly 'bella.refuse.missing': { readonly who: string; readonly trump: Suit };
  readonly 'bella.announced': { readonly who: string; readonly trump: Suit; readonly side: Pair };
  readonly 'settle.none': Record<string, never>;
  readonly 'settle.cancel': { readonly first: SensMessage; readonly second: SensMessage };
  readonly 'settle.won': {
    readonly best: SensMessage; readonly against: SensMessage | null; readonly trumpDecides: Suit | null;
    readonly side: Pair; readonly other: Pair; readonly points: readonly number[]; readonly total: number;
  };

  // 9.1-9.5: the tricks.
  readonly 'play.refuse.beforePlay': Record<string, never>;
  readonly 'play.refuse.notDealt': Record<string, never>;
  readonly 'play.refuse.over': Record<string, never>;
  readonly 'play.refuse.notACard': Record<string, never>;
  readonly 'play.refuse.misdeal': Record<string, never>;
  readonly 'play.refuse.notYourTurn': { readonly turn: string; readonly who: string };
  readonly 'play.refuse.notHeld': { readonly who: string; readonly card: Card };
  readonly 'play.lead': { readonly who: string; readonly card: Card };
  readonly 'play.follow': { readonly who: string; readonly card: Card; readonly reason: SensMessage; readonly paragraph: string };
  readonly 'play.foul': { readonly who: string; readonly card: Card; readonly lead: boolean; readonly duty: string; readonly why: SensMessage };
  readonly 'play.next': { readonly who: string };
  readonly 'duty.leading': Record<string, never>;
  readonly 'duty.voidTrumps': Record<string, never>;
  readonly 'duty.trumpsBeat': { readonly best: Card };
  readonly 'duty.trumpsAny': { readonly best: Card };
  readonly 'duty.follow': { readonly led: Suit };
  readonly 'duty.voidBoth': { readonly led: Suit };
  readonly 'duty.voidTrump': { readonly led: Suit };
  readonly 'duty.voidBeat': { readonly led: Suit; readonly best: Card };
  readonly 'duty.voidAnyTrump': { readonly led: Suit; readonly best: Card };
  readonly 'foul.trumpsBeat': { readonly who: string; readonly best: Card; readonly allowed: readonly Card[] };
  readonly 'foul.trumpsLower': { readonly who: string; readonly best: Card; readonly allowed: readonly Card[] };
  readonly 'foul.follow': { readonly who: string; readonly led: Suit; readonly allowed: readonly Card[] };
  readonly 'foul.mustTrump': { readonly who: string; readonly led: Suit; readonly allowed: readonly Card[] };
  readonly 'foul.voidBeat': { readonly who: string; readonly led: Suit; readonly best: Card; readonly allowed: readonly Card[] };
  readonly 'foul.voidLower': { readonly who: string; readonly led: Suit; readonly best: Card; readonly allowed: readonly Card[] };
  readonly 'trick.taken': { readonly winner: string; readonly card: Card; readonly trumped: boolean; readonly points: number; readonly side: Pair };
  readonly 'trick.leadsNext': { readonly who: string };

  // 3.2, 11.1, 11.2, 12.1: counting the deal.
  readonly 'count.deal': { readonly sides: readonly [SideCount, SideCount]; readonly total: number };
  readonly 'count.made': { readonly taker: Pair; readonly need: number; readonly has: number };
  readonly 'count.dackeln': Record<string, never>;
  readonly 'count.written': { readonly taker: Pair; readonly takerWrites: number; readonly other: Pair; readonly otherWrites: number };
  readonly 'count.ziehen': { readonly taker: Pair; readonly has: number; readonly need: number; readonly other: Pair; readonly total: number };

  // 4.1, 4.6, 10.1-10.4: after the deal, the match.
  readonly 'next.deals': { readonly who: string };
  readonly 'match.totals': { readonly totals: Totals };
  readonly 'match.bothPastLevel': { readonly totals: Totals; readonly target: number };
  readonly 'match.cutShort': { readonly totals: Totals; readonly deals: number; readonly target: number; readonly winner: Pair | null };
  readonly 'match.vorlaufWon': { readonly totals: Totals; readonly vorlauf: VorlaufCount; readonly target: number; readonly winner: Pair };
  readonly 'match.vorlaufShort': { readonly totals: Totals; readonly vorlauf: VorlaufCount; readonly target: number; readonly winner: Pair };
  readonly 'match.vorlaufNotMade': { readonly totals: Totals; readonly vorlauf: VorlaufCount; readonly winner: Pair };
  readonly 'match.higherWins': { readonly totals: Totals; readonly target: number; readonly winner: Pair };
  readonly 'match.reached': { readonly totals: Totals; readonly target: number; readonly winner: Pair };
  readonly 'match.losersDeal': { readonly losers: Pair };
  readonly 'match.newDealer': { readonly who: string };

  // 10.3, 10.4: Vorlauf.
  readonly 'vorlauf.refuse.notInPlay': Record<string, never>;
  readonly 'vorlauf.refuse.already': { readonly caller: string; readonly side: Pair };
  readonly 'vorlauf.called': { readonly who: string; readonly side: Pair; readonly tricks: number; readonly secured: number; readonly taker: boolean };

  // describe.ts: an action in plain words, beside the notation.
  readonly 'describe.nothing': Record<string, never>;
  readonly 'describe.deal': { readonly who: string; readonly seed: number };
  readonly 'describe.dealWrong': { readonly who: string; readonly seed: number; readonly counts: readonly number[] };
  readonly 'describe.bid': { readonly who: string; readonly suit: Suit | null };
  readonly 'describe.pass': { readonly who: string };
  readonly 'describe.rob': { readonly who: string };
  readonly 'describe.rest': { readonly who: string };
  readonly 'describe.meld': { readonly who: string; readonly kind: MeldKind; readonly points: number };
  readonly 'describe.meldUnknown': { readonly who: string };
  readonly 'describe.bella': { readonly who: string };
  readonly 'describe.play': { readonly who: string; readonly card: Card | null };
  readonly 'describe.takeBack': { readonly who: string };
  readonly 'describe.claim': { readonly who: string };
  readonly 'describe.misdeal': { readonly who: string };
  readonly 'describe.vorlauf': { readonly who: string };
  readonly 'describe.look': { readonly who: string };
  readonly 'describe.unknown': { readonly who: string };

  // The meld calculator (src/games/sens/calculator): a hand's melds (8.1, 8.2), Bella (7.3), two hands compared (7.2, 8.3, 8.4).
  readonly 'calc.handFull': { readonly size: number };
  readonly 'calc.link.length': { readonly text: string; readonly size: number };
  readonly 'calc.link.notCard': { readonly code: string };
  readonly 'calc.link.twice': { readonly code: string };
  readonly 'calc.link.overlap': { readonly codes: readonly string[] };
  readonly 'calc.run': { readonly suit: Suit; readonly cards: readonly Card[]; readonly pack: Pack };
  readonly 'calc.four': { readonly rank: Rank };
  readonly 'calc.line': { readonly kind: MeldKind; readonly cards: SensMessage; readonly points: number; readonly length: number };
  readonly 'calc.noMelds': Record<string, never>;
  readonly 'calc.melds': { readonly count: number; readonly total: number };
  readonly 'calc.bella': { readonly trump: Suit; readonly pack: Pack; readonly points: number; readonly inRun: boolean };
  readonly 'calc.best': { readonly kind: MeldKind; readonly cards: SensMessage; readonly tied: boolean };
  readonly 'calc.inAll': { readonly total: number; readonly bella: number };
  readonly 'calc.compare.none': Record<string, never>;
  readonly 'calc.compare.onlyYours': { readonly total: number };
  readonly 'calc.compare.onlyTheirs': { readonly total: number };
  readonly 'calc.compare.kinds': CalcVerdict & { readonly better: MeldKind; readonly worse: MeldKind };
  readonly 'calc.compare.fours': CalcVerdict & { readonly better: Rank; readonly worse: Rank };
  readonly 'calc.compare.tops': CalcVerdict & { readonly kind: MeldKind; readonly better: Rank; readonly worse: Rank };
  readonly 'calc.compare.trumpTop': CalcVerdict & { readonly kind: MeldKind; readonly top: Rank; readonly trump: Suit; readonly pack: Pack };
  readonly 'calc.compare.cancel': { readonly kind: MeldKind; readonly top: Rank };
}

/** Which faces the reader sees in the calculator: the Bavarian pack, or a French one read the same way (2.1). */
export type Pack = 'bavarian' | 'french';

/** Whose best meld won a comparison in the calculator, and the winning hand's meld points (7.2). */
export interface CalcVerdict {
  readonly yours: boolean;
  readonly total: number;
}

/** A SENS message: an id of the spec and its parameters, checked against each other. */
export type SensMessage = MessageOf<SensSpec>;
