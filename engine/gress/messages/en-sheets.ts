/** English, sections 11 and 12: the score sheets' refusals, word for word as the sheets always wrote them. */
import type { Catalogue, Say } from '../../core/messages';
import type { GressSay } from './say';
import type { SheetSpec } from './spec-sheets';

/** The sheets' own joins: the small sheet says "A, B and C", the large one lists names with commas only. */
const commas = (names: readonly string[]) => names.join(', ');
const scored0 = (names: readonly string[], s: Say) => `${s.list(names)} ${names.length === 2 ? 'both' : 'all'} scored 0`;

export const enSheets: Catalogue<SheetSpec, GressSay> = {
  'sheet.plain': ({ text }) => text,
  'sheet.chooseScribe': () => 'Choose the scribe, the player who writes the sheet (11.5).',
  'sheet.scribeUnknown': ({ scribe }) => `The scribe "${scribe}" is not one of the players (11.5).`,
  'sheet.tooFewPlayers': ({ min, count }) => `Gress needs at least ${min} players (2.1); the sheet has ${count}.`,
  'sheet.emptyName': ({ position }) => `Player ${position} has no name.`,
  'sheet.nameTooLong': ({ name, max }) => `"${name}" is longer than ${max} characters.`,
  'sheet.duplicateName': ({ name, position }) => `"${name}" is already player ${position}; every column needs its own name.`,
  'sheet.unknownPlayer': ({ name }) => `"${name}" does not play on this sheet.`,
  'sheet.missingPoints': ({ name, large }) => `Enter ${name}'s penalty points (0 for ${large ? 'a' : 'the'} winner).`,
  'sheet.notInteger': ({ name }) => `${name}'s penalty points must be a whole number (9.4).`,
  'sheet.negative': ({ name }) => `${name}'s penalty points cannot be negative (9.4).`,
  'sheet.winnerWithoutWinner': ({ names }, s) => `The game is marked as ended without a winner (10.1), but ${s.list(names)} scored 0, which only the winner does.`,
  'sheet.noWinner': () => 'Nobody scored 0: the winner of a game scores 0 (11.8). If the game ended without a winner (10.1), say so.',
  'sheet.severalWinners': ({ names }, s) => `${scored0(names, s)}, but a game has one winner (9.1).`,
  'sheet.notTheDealer': ({ dealer, game }) => `Only the dealer can misdeal, and ${dealer} deals game ${game} (11.6, 11.9).`,
  'sheet.nothingToUndo': () => 'The sheet is empty: there is nothing to undo.',
  'sheet.notScored': () => 'The game has not been scored yet: every hand must be laid down first (9.3, 9.4).',
  'sheet.ended': ({ games, winner }) => `The sheet ended after game ${games}${winner === undefined ? '' : `; ${winner} won it`}. Start a new sheet to go on (11.2, 11.5).`,
  'stored.notObject': () => 'The stored sheet is not an object.',
  'stored.players': () => 'The stored player list is not a list of names.',
  'stored.scribe': () => 'The stored scribe is not one of the players.',
  'stored.entries': () => 'The stored games are not a list.',
  'stored.playersInvalid': ({ why }, s) => `The stored players are not valid: ${s.say(why)}`,
  'stored.dealer': () => 'the dealer is not one of the players.',
  'stored.scores': () => 'it does not have one score per player.',
  'stored.winner': () => 'its winner does not match its points.',
  'stored.kind': () => 'it is neither a game nor a misdeal.',
  'stored.entry': ({ entry, why }, s) => `Stored entry ${entry} cannot be read: ${s.say(why)}`,
  'large.tooFewTables': () => 'A large sheet is played at two or more tables (12); with one table keep an ordinary sheet (11).',
  'large.tableTooSmall': ({ table, size, min }) => `Table ${table} has ${size} seats; a game needs at least ${min} players (2.1).`,
  'large.seatsMismatch': ({ seats, players }) => `The tables have ${seats} seats for ${players} players; every player needs exactly one seat (12).`,
  'large.seedNotInteger': () => 'The seed of the seating draws must be a whole number.',
  'large.endedNoSeating': () => 'The large sheet has ended; there is no next game to seat (12).',
  'large.misdealNoted': () => 'A misdeal has been noted in the current seating; undo it before changing the seating (11.9).',
  'large.unknownPlayers': ({ names }, s) => `${commas(names)} ${s.plural(names.length, { one: 'does', other: 'do' })} not play on this sheet.`,
  'large.seatEach': ({ players }) => `Every one of the ${players} players takes exactly one seat (12).`,
  'large.ended': ({ games }) => `The large sheet ended after game ${games}. Start a new sheet to go on (12).`,
  'large.winnerWithoutWinner': ({ table, names }) => `Table ${table} is marked as ended without a winner (10.1), but ${commas(names)} scored 0.`,
  'large.noWinner': ({ table }) => `Nobody at table ${table} scored 0: the winner there scores 0. If that game ended without a winner (10.1), say so.`,
  'large.severalWinners': ({ table, names }) => `${commas(names)} all scored 0 at table ${table}, but a game has one winner (9.1).`,
  'large.endedNoDeal': () => 'The large sheet has ended; there is no deal to get wrong (12).',
  'large.unknownTable': ({ table, tables }) => `There is no table ${table}; the tables are numbered 1 to ${tables}.`,
};
