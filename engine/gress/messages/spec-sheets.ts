/**
 * The score sheets' messages (sections 11 and 12): why the sheet refuses a
 * setup, a game or a misdeal, and why a stored sheet cannot be read. Players
 * are given by name, tables and games by their number from 1.
 */
import type { MessageOf } from '../../core/messages';

type Name = string;

export interface SheetSpec {
  /** A problem built without a message (by a caller outside the engine): its own words, in whatever language it was written. */
  readonly 'sheet.plain': { readonly text: string };
  readonly 'sheet.chooseScribe': Record<string, never>;
  readonly 'sheet.scribeUnknown': { readonly scribe: Name };
  readonly 'sheet.tooFewPlayers': { readonly min: number; readonly count: number };
  readonly 'sheet.emptyName': { readonly position: number };
  readonly 'sheet.nameTooLong': { readonly name: Name; readonly max: number };
  readonly 'sheet.duplicateName': { readonly name: Name; readonly position: number };
  readonly 'sheet.unknownPlayer': { readonly name: Name };
  /** `large`: on the large sheet every table has a winner ("0 for a winner"). */
  readonly 'sheet.missingPoints': { readonly name: Name; readonly large: boolean };
  readonly 'sheet.notInteger': { readonly name: Name };
  readonly 'sheet.negative': { readonly name: Name };
  readonly 'sheet.winnerWithoutWinner': { readonly names: readonly Name[] };
  readonly 'sheet.noWinner': Record<string, never>;
  readonly 'sheet.severalWinners': { readonly names: readonly Name[] };
  readonly 'sheet.notTheDealer': { readonly dealer: Name; readonly game: number };
  readonly 'sheet.nothingToUndo': Record<string, never>;
  readonly 'sheet.notScored': Record<string, never>;
  readonly 'sheet.ended': { readonly games: number; readonly winner?: Name };
  readonly 'stored.notObject': Record<string, never>;
  readonly 'stored.players': Record<string, never>;
  readonly 'stored.scribe': Record<string, never>;
  readonly 'stored.entries': Record<string, never>;
  readonly 'stored.playersInvalid': { readonly why: SheetMessage };
  readonly 'stored.dealer': Record<string, never>;
  readonly 'stored.scores': Record<string, never>;
  readonly 'stored.winner': Record<string, never>;
  readonly 'stored.kind': Record<string, never>;
  readonly 'stored.entry': { readonly entry: number; readonly why: SheetMessage };
  readonly 'large.tooFewTables': Record<string, never>;
  readonly 'large.tableTooSmall': { readonly table: number; readonly size: number; readonly min: number };
  readonly 'large.seatsMismatch': { readonly seats: number; readonly players: number };
  readonly 'large.seedNotInteger': Record<string, never>;
  readonly 'large.endedNoSeating': Record<string, never>;
  readonly 'large.misdealNoted': Record<string, never>;
  readonly 'large.unknownPlayers': { readonly names: readonly Name[] };
  readonly 'large.seatEach': { readonly players: number };
  readonly 'large.ended': { readonly games: number };
  readonly 'large.winnerWithoutWinner': { readonly table: number; readonly names: readonly Name[] };
  readonly 'large.noWinner': { readonly table: number };
  readonly 'large.severalWinners': { readonly table: number; readonly names: readonly Name[] };
  readonly 'large.endedNoDeal': Record<string, never>;
  readonly 'large.unknownTable': { readonly table: number; readonly tables: number };
}
export type SheetMessage = MessageOf<SheetSpec>;
