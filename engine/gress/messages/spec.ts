/**
 * Every sentence the Gress engine says to a reader, as a message id with typed
 * parameters (engine/core/messages.ts). Players are given by name, cards by
 * their notation id ("QH", "TH2"), suits by their identifier, paragraphs as
 * "4.11". The catalogues (en.ts, de.ts) turn them into words. Grouped by rule
 * section; nested clauses (why a card fits, what a move does) have specs of
 * their own so the sentence around them knows what it may hold.
 */
import type { Suit } from '../../core/cards';
import type { Message, MessageOf } from '../../core/messages';
import type { Classification, Phase } from '../types';
import type { SheetSpec } from './spec-sheets';

type Name = string;
type CardId = string;

/** Section 3: shuffling, dealing, getting ready and the opening. */
export interface StartSpec {
  readonly 'start.onlyDealer': { readonly dealer: Name; readonly paragraph: string; readonly act: 'shuffle' | 'dealHands' | 'dealMarkes' | 'buildDrawPile' | 'peek' | 'open' };
  readonly 'start.shuffleBeforeDeal': Record<string, never>;
  readonly 'start.shuffleFirst': Record<string, never>;
  readonly 'start.handsAlreadyDealt': Record<string, never>;
  readonly 'start.packTooSmall': { readonly cards: number; readonly hands: number; readonly size: number };
  readonly 'start.markesAlreadyDealt': Record<string, never>;
  readonly 'start.markesAfterHands': Record<string, never>;
  readonly 'start.tooFewForMarkes': Record<string, never>;
  readonly 'start.drawPileAfterMarkes': Record<string, never>;
  readonly 'start.shuffled': { readonly player: Name; readonly seed: number };
  readonly 'start.dealtHands': { readonly dealer: Name; readonly first: Name };
  readonly 'start.dealtMarkes': { readonly dealer: Name; readonly first: Name };
  readonly 'start.builtDrawPile': { readonly dealer: Name; readonly cards: number };
  readonly 'start.alreadyReady': { readonly player: Name };
  readonly 'start.noHandYet': { readonly player: Name };
  readonly 'start.dealerPicksUpLast': Record<string, never>;
  readonly 'start.pickedUp': { readonly player: Name };
  readonly 'start.alreadyPeeked': Record<string, never>;
  readonly 'start.peekAfterPickUp': Record<string, never>;
  readonly 'start.peekWithActionHand': Record<string, never>;
  readonly 'start.drawPileEmpty': Record<string, never>;
  readonly 'start.peeked': { readonly player: Name };
  readonly 'start.notPeeked': Record<string, never>;
  readonly 'start.notAllReady': { readonly waiting: readonly Name[] };
  readonly 'start.openFromActionHand': Record<string, never>;
  readonly 'start.opened': { readonly player: Name; readonly card: CardId; readonly effect: Effect };
}

/** Section 5-7 (and 4.10): what a move does; the tail of a move's ruling. */
export interface EffectSpec {
  readonly 'effect.ace': { readonly player: Name };
  readonly 'effect.king': { readonly player: Name; readonly next: Name };
  readonly 'effect.queen': { readonly clockwise: boolean; readonly next: Name };
  readonly 'effect.ten': { readonly player: Name; readonly next: Name };
  readonly 'effect.redNine': { readonly player: Name; readonly next: Name };
  readonly 'effect.twoRedNines': { readonly player: Name; readonly next: Name };
  readonly 'effect.eight': { readonly skipped: Name; readonly next: Name };
  readonly 'effect.sevens': { readonly sevens: number; readonly skipped: Name; readonly cards: number; readonly next: Name };
  readonly 'effect.jack': { readonly player: Name; readonly next: Name };
  readonly 'effect.next': { readonly next: Name };
}
export type Effect = MessageOf<EffectSpec>;

/** Sections 4-7: why a card counts as what it counts as (the clause in brackets of a play's ruling). */
export interface ReasonSpec {
  readonly 'reason.holdingHand': { readonly player: Name };
  readonly 'reason.halted': Record<string, never>;
  readonly 'reason.mustTakeCard': { readonly player: Name };
  readonly 'reason.notToMove': { readonly player: Name; readonly sinceResume: boolean };
  readonly 'reason.inDebt': { readonly player: Name; readonly debt: number };
  readonly 'reason.facesSwap': { readonly player: Name };
  readonly 'reason.badPacket': Record<string, never>;
  readonly 'reason.packetNoFit': { readonly card: CardId; readonly top: CardId };
  readonly 'reason.owesEarlier': { readonly player: Name };
  readonly 'reason.sevenDefence': Record<string, never>;
  readonly 'reason.packetSevens': Record<string, never>;
  readonly 'reason.packetNines': Record<string, never>;
  readonly 'reason.defenceNine': Record<string, never>;
  readonly 'reason.jackOnJack': Record<string, never>;
  readonly 'reason.defenceEightInDebt': { readonly player: Name; readonly debt: number };
  readonly 'reason.defenceEight': Record<string, never>;
  readonly 'reason.ambiguousTen': Record<string, never>;
  readonly 'reason.throwsForbidden': { readonly card: CardId; readonly by: string };
  readonly 'reason.throw': Record<string, never>;
  readonly 'reason.thrownJackInDebt': { readonly player: Name; readonly debt: number };
  readonly 'reason.thrownJackSwap': { readonly player: Name };
  readonly 'reason.thrownJack': Record<string, never>;
  readonly 'reason.noFit': { readonly card: CardId; readonly top: CardId; readonly wished?: Suit };
  readonly 'reason.loneBlackNine': Record<string, never>;
  readonly 'reason.wishedSuit': { readonly suit: Suit };
  readonly 'reason.rankOrSuit': Record<string, never>;
  readonly 'reason.jack': Record<string, never>;
}
export type Reason = MessageOf<ReasonSpec>;

/** A play's cards: who lays which cards on which top card. */
interface Laid {
  readonly player: Name;
  readonly cards: readonly CardId[];
  readonly top: CardId;
}

/** Section 4: playing and drawing (with the packets of 6 and the debts of 4.12-4.14). */
export interface PlaySpec {
  readonly 'play.nothing': Record<string, never>;
  readonly 'play.noPile': Record<string, never>;
  readonly 'play.badCard': { readonly text: string };
  readonly 'play.notInHand': { readonly player: Name; readonly card: CardId };
  readonly 'play.move': Laid & { readonly reason: Reason; readonly passed?: { readonly cards: number; readonly to: Name }; readonly effect: Effect };
  readonly 'play.defence': Laid;
  readonly 'play.throw': Laid & { readonly reason: Reason; readonly toMove: Name };
  readonly 'play.foul': Laid & { readonly reason: Reason; readonly presumed?: 'move' | 'throw'; readonly effect?: Effect };
  readonly 'draw.halted': Record<string, never>;
  readonly 'draw.emptyPile': { readonly player: Name };
  readonly 'draw.holding': { readonly player: Name; readonly count: number };
  readonly 'draw.settle': { readonly player: Name; readonly settling: number; readonly settled: number; readonly left: number; readonly extra: number };
  readonly 'draw.notToMove': { readonly player: Name; readonly count: number };
  readonly 'draw.facesSwap': { readonly player: Name };
  readonly 'draw.move': { readonly player: Name; readonly next: Name; readonly extra: number };
  readonly 'debt.settled': { readonly player: Name; readonly event: number; readonly paragraph: string };
}

/** Sections 5 and 7: giving after a Ten, swaps after red Nines, wishes after a Jack. */
export interface EffectActSpec {
  readonly 'give.noWindow': { readonly player: Name };
  readonly 'give.toSelf': Record<string, never>;
  readonly 'give.holding': Record<string, never>;
  readonly 'give.done': { readonly player: Name; readonly to: Name };
  readonly 'swap.noWindow': { readonly player: Name };
  readonly 'swap.disqualified': { readonly player: Name };
  readonly 'swap.needTwo': Record<string, never>;
  readonly 'swap.named': { readonly player: Name; readonly a: Name; readonly b: Name };
  readonly 'swap.needOne': Record<string, never>;
  readonly 'swap.announced': { readonly player: Name; readonly target: Name };
  readonly 'swap.nothingToAccept': { readonly player: Name };
  readonly 'swap.acceptHolding': Record<string, never>;
  readonly 'swap.accepted': { readonly player: Name; readonly by: Name };
  readonly 'swap.noBinding': Record<string, never>;
  readonly 'swap.notPartner': { readonly player: Name };
  readonly 'swap.completeHolding': Record<string, never>;
  readonly 'swap.completed': { readonly a: Name; readonly b: Name; readonly toMove: Name };
  readonly 'wish.noWindow': { readonly player: Name };
  readonly 'wish.made': { readonly player: Name; readonly suit: Suit };
}

/** Section 8 and 9: the "last but one" call, the Marke, the last settlement and laying down. */
export interface EndSpec {
  readonly 'call.notDue': { readonly player: Name };
  readonly 'call.already': { readonly player: Name };
  readonly 'call.made': { readonly player: Name; readonly marke: 'none' | 'mayTake' | 'staysOver' };
  readonly 'marke.none': { readonly player: Name };
  readonly 'marke.holding': { readonly player: Name };
  readonly 'marke.wrong': { readonly player: Name; readonly why: 'beforeCall' | 'noWindow' };
  readonly 'marke.taken': { readonly player: Name };
  readonly 'complain.bySelf': Record<string, never>;
  readonly 'complain.noMissedCall': { readonly against: Name };
  readonly 'complain.missedCall': { readonly player: Name; readonly against: Name; readonly event: number };
  readonly 'last.pileUsedUp': Record<string, never>;
  readonly 'last.nothing': { readonly player: Name };
  readonly 'last.holding': { readonly player: Name; readonly taken: number; readonly ending: Ending };
  readonly 'last.wrong': { readonly player: Name; readonly taken: number; readonly paying: number; readonly extra: number; readonly ending: Ending };
  readonly 'last.settled': { readonly player: Name; readonly paying: number; readonly ending: Ending };
  readonly 'layDown.already': { readonly player: Name };
  readonly 'layDown.inDebt': { readonly player: Name; readonly debt: number };
  readonly 'layDown.noCards': { readonly player: Name };
  readonly 'layDown.done': { readonly player: Name; readonly everyone: boolean };
}

/** How a last settlement ends: the draw pile used up (10.2), cards still owed, or nothing more. */
export interface Ending {
  readonly short: boolean;
  readonly owed: number;
}

/** Section 10: reshuffles, the small foul, complaints, disqualification. */
export interface ExceptionSpec {
  readonly 'reshuffle.pileLeft': { readonly cards: number };
  readonly 'reshuffle.notEntitled': { readonly player: Name };
  readonly 'reshuffle.holding': Record<string, never>;
  readonly 'reshuffle.halted': { readonly player: Name };
  readonly 'reshuffle.notHalted': Record<string, never>;
  readonly 'reshuffle.onlyHalter': { readonly player: Name };
  readonly 'reshuffle.noCards': { readonly player: Name };
  readonly 'reshuffle.done': { readonly player: Name; readonly cards: number; readonly toMove: Name };
  readonly 'withdraw.nothing': { readonly player: Name };
  readonly 'withdraw.tooLate': Record<string, never>;
  readonly 'withdraw.holding': Record<string, never>;
  readonly 'withdraw.tableChanged': Record<string, never>;
  readonly 'withdraw.free': { readonly player: Name; readonly cards: readonly CardId[]; readonly other: Name };
  readonly 'withdraw.costs': { readonly player: Name; readonly cards: readonly CardId[]; readonly next?: Name };
  readonly 'complain.selfCard': Record<string, never>;
  readonly 'complain.unfounded': { readonly player: Name; readonly against: Name; readonly next?: Name };
  readonly 'complain.founded': { readonly player: Name; readonly against: Name; readonly next?: Name; readonly back: readonly CardId[]; readonly newMarke: boolean };
  readonly 'complain.selfMarke': Record<string, never>;
  readonly 'complain.noMarke': { readonly against: Name };
  readonly 'complain.markeRight': { readonly player: Name; readonly against: Name };
  readonly 'complain.markeWrong': { readonly player: Name; readonly against: Name; readonly fresh: boolean };
  readonly 'dq.already': { readonly player: Name };
  readonly 'dq.done': { readonly player: Name; readonly next?: Name };
  readonly 'dq.out': { readonly player: Name };
}

/** The statechart: phases that refuse, simultaneous actions (10.9), the end of the active game (9.1). */
export interface MachineSpec {
  readonly 'phase.notNow': { readonly phase: Phase };
  readonly 'simultaneous.tooFew': Record<string, never>;
  readonly 'simultaneous.nested': Record<string, never>;
  readonly 'simultaneous.done': { readonly parts: readonly { readonly action: string; readonly classification: Classification }[] };
  /** `ruling` is the message of the action that ended the game (any of this game's). */
  readonly 'game.over': { readonly ruling: Message; readonly winner: Name };
}

/** Actions in plain words (describe.ts). `holding` adds "with the holding hand". */
export interface DescribeSpec {
  readonly 'do.shuffle': { readonly who: Name; readonly seed: number };
  readonly 'do.reshuffle': { readonly who: Name; readonly seed: number };
  readonly 'do.dealHands': { readonly who: Name };
  readonly 'do.dealMarkes': { readonly who: Name };
  readonly 'do.buildDrawPile': { readonly who: Name };
  readonly 'do.pickUpHand': { readonly who: Name; readonly holding: boolean };
  readonly 'do.peek': { readonly who: Name; readonly holding: boolean };
  readonly 'do.open': { readonly who: Name; readonly holding: boolean };
  readonly 'do.haltForReshuffle': { readonly who: Name; readonly holding: boolean };
  readonly 'do.play': { readonly who: Name; readonly cards: readonly CardId[]; readonly holding: boolean };
  readonly 'do.draw': { readonly who: Name; readonly count: number; readonly holding: boolean };
  readonly 'do.give': { readonly who: Name; readonly card: CardId; readonly to: Name; readonly holding: boolean };
  readonly 'do.announceSwap': { readonly who: Name; readonly partners: readonly Name[] };
  readonly 'do.acceptSwap': { readonly who: Name; readonly holding: boolean };
  readonly 'do.completeSwap': { readonly who: Name; readonly holding: boolean };
  readonly 'do.wish': { readonly who: Name; readonly suit: Suit };
  readonly 'do.call': { readonly who: Name };
  readonly 'do.takeMarke': { readonly who: Name; readonly holding: boolean };
  readonly 'do.complain': { readonly who: Name; readonly against: Name; readonly about: 'call' | 'card' | 'marke' };
  readonly 'do.layDown': { readonly who: Name };
  readonly 'do.withdraw': { readonly who: Name; readonly holding: boolean };
  readonly 'do.disqualify': { readonly who: Name };
  readonly 'do.simultaneous': { readonly actions: readonly Message[] };
}

/** Everything a ruling of the engine may say. */
export type RulingSpec = StartSpec & EffectSpec & ReasonSpec & PlaySpec & EffectActSpec & EndSpec & ExceptionSpec & MachineSpec;
export type GressSpec = RulingSpec & DescribeSpec & SheetSpec;
export type GressMessage = MessageOf<GressSpec>;
