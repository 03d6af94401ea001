/**
 * Why a Gress action line, position line or game text does not read, and why a
 * position that reads is no possible table, as messages (engine/core/messages.ts).
 * Frames say where (column, line), faults say what; a fault that names what
 * belongs there takes a noun (`noun.*`) so each thing expected is worded once
 * per language. Notation keywords and field names are the notation: they stay
 * as written in every language.
 */
import type { Message, MessageOf } from '../../core/messages';

type Noun = Message;
type Why = Message;

/** Where: the column, the line quoted, the line of a game text. */
export interface FrameSpec {
  readonly 'notation.column': { readonly column: number; readonly why: Why };
  readonly 'notation.in': { readonly why: Why; readonly text: string };
  readonly 'notation.lineColumn': { readonly line: number; readonly column: number; readonly why: Why };
  readonly 'notation.line': { readonly line: number; readonly why: Why };
  readonly 'notation.notPossible': { readonly why: Why };
  /** An error the reader did not foresee: its text as it came. */
  readonly 'notation.couldNotRead': { readonly text: string };
  /** Words that are not a message of this catalogue: shown as they are. */
  readonly 'notation.asWritten': { readonly text: string };
  readonly 'notation.gameTooLong': { readonly max: number; readonly got: number };
  readonly 'notation.tooManyActions': { readonly max: number; readonly got: number };
}

/** What: the faults of a line. */
export interface FaultSpec {
  /** `got` absent: the line ended where the thing belongs. */
  readonly 'notation.expected': { readonly what: Noun; readonly got?: string };
  readonly 'notation.nothing': { readonly what: Noun };
  readonly 'notation.unexpected': { readonly got: string };
  readonly 'notation.verbAfterName': { readonly verbs: string };
  readonly 'notation.packetTooBig': { readonly max: number; readonly got: number };
  readonly 'notation.notCard': { readonly got: string; readonly maxDeck: number };
  readonly 'notation.tooManyAtOnce': { readonly max: number; readonly got: number };
  readonly 'notation.joined': Record<string, never>;
  readonly 'notation.twice': { readonly key: string };
  readonly 'notation.players': { readonly why: Why };
  readonly 'notation.placedTwice': { readonly card: string; readonly column: number };
  readonly 'notation.perSeat': { readonly what: Noun; readonly players: number; readonly got: number; readonly by: '/' | ',' };
  readonly 'notation.listedTwice': { readonly name: string };
  readonly 'notation.throwsParagraph': Record<string, never>;
  readonly 'notation.closingPlayer': { readonly on: string };
  readonly 'notation.noPlayer': { readonly on: string };
  readonly 'notation.dataTwice': { readonly key: string };
}

/** The things a fault says belong somewhere. */
export interface NounSpec {
  readonly 'noun.playerName': Record<string, never>;
  readonly 'noun.player': { readonly players: readonly string[] };
  readonly 'noun.disqualify': Record<string, never>;
  /** Notation keywords, one or several to choose from. */
  readonly 'noun.words': { readonly words: readonly string[] };
  readonly 'noun.action': { readonly verbs: string };
  readonly 'noun.seed': { readonly max: number };
  readonly 'noun.drawCount': { readonly max: number };
  readonly 'noun.cardOrPacket': Record<string, never>;
  readonly 'noun.giveCard': Record<string, never>;
  readonly 'noun.toPlayer': Record<string, never>;
  readonly 'noun.partners': Record<string, never>;
  readonly 'noun.suit': { readonly suits: readonly string[] };
  readonly 'noun.complaint': Record<string, never>;
  readonly 'noun.field': { readonly fields: readonly string[] };
  readonly 'noun.position': Record<string, never>;
  readonly 'noun.positionLine': Record<string, never>;
  readonly 'noun.required': { readonly key: string };
  readonly 'noun.cardAs': { readonly card: string };
  readonly 'noun.hand': Record<string, never>;
  readonly 'noun.marke': Record<string, never>;
  readonly 'noun.unpaid': Record<string, never>;
  readonly 'noun.penalties': Record<string, never>;
  readonly 'noun.event': Record<string, never>;
  readonly 'noun.debtCards': Record<string, never>;
  readonly 'noun.nextEvent': Record<string, never>;
  readonly 'noun.paragraph': Record<string, never>;
  readonly 'noun.yesNo': Record<string, never>;
  readonly 'noun.phase': { readonly phases: readonly string[] };
  readonly 'noun.dealStage': { readonly stages: readonly string[] };
  readonly 'noun.pileCard': Record<string, never>;
  readonly 'noun.direction': Record<string, never>;
  readonly 'noun.debt': Record<string, never>;
  readonly 'noun.window': Record<string, never>;
  readonly 'noun.windowKind': { readonly kinds: readonly string[] };
  readonly 'noun.halt': Record<string, never>;
  readonly 'noun.swap': Record<string, never>;
  readonly 'noun.closing': { readonly kinds: readonly string[] };
  readonly 'noun.windowData': Record<string, never>;
}

/** Why a position that reads is no table (position-sense.ts, 2.1 and 2.2's names). Seats and events as they stand in the state. */
export interface SenseSpec {
  readonly 'sense.fewPlayers': { readonly min: number; readonly got: number };
  readonly 'sense.manyPlayers': { readonly max: number; readonly got: number };
  readonly 'sense.nameLong': { readonly start: string; readonly max: number };
  readonly 'sense.nameChars': { readonly name: string };
  readonly 'sense.nameTwice': { readonly name: string };
  readonly 'sense.perSeat': { readonly what: 'hands' | 'markes' | 'ready' | 'laid down' | 'disqualified' | 'unpaid' | 'penalties'; readonly players: number; readonly got: number };
  readonly 'sense.seats': Record<string, never>;
  readonly 'sense.nextEvent': { readonly max: number; readonly got: string };
  readonly 'sense.deckLimit': { readonly deck: number; readonly max: number };
  readonly 'sense.twoPlaces': { readonly card: string };
  readonly 'sense.tooManyCards': { readonly cards: number; readonly decks: number; readonly size: number };
  readonly 'sense.openNoPile': { readonly phase: string };
  readonly 'sense.pileBeforeOpening': { readonly phase: string };
  readonly 'sense.dealStage': Record<string, never>;
  readonly 'sense.halt': Record<string, never>;
  readonly 'sense.penaltiesScored': Record<string, never>;
  readonly 'sense.throws': Record<string, never>;
  readonly 'sense.pileSeat': { readonly seat: string };
  readonly 'sense.pileEvent': { readonly event: string; readonly next: number };
  readonly 'sense.debtCount': { readonly max: number; readonly got: number };
  readonly 'sense.debtSeat': { readonly seat: string };
  readonly 'sense.debtCards': { readonly max: number; readonly got: string };
  readonly 'sense.debtEvent': { readonly event: string; readonly next: number };
  readonly 'sense.windowCount': { readonly max: number; readonly got: number };
  readonly 'sense.windowSeat': { readonly kind: string };
  readonly 'sense.windowEvent': { readonly kind: string; readonly next: number };
  readonly 'sense.haltSeat': Record<string, never>;
  readonly 'sense.swapSeat': Record<string, never>;
  readonly 'sense.swapSame': Record<string, never>;
  readonly 'sense.goneOut': { readonly player: string };
  readonly 'sense.range': { readonly max: number; readonly got: string };
}

export type NotationSpec = FrameSpec & FaultSpec & NounSpec & SenseSpec;
export type NotationMessage = MessageOf<NotationSpec>;
