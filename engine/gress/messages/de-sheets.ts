/** German, sections 11 and 12: the score sheets (Zettel, Großzettel) refuse in the words of a scribe's helper, du-form. */
import type { Catalogue } from '../../core/messages';
import type { GressSay } from './say';
import type { SheetSpec } from './spec-sheets';

export const deSheets: Catalogue<SheetSpec, GressSay> = {
  'sheet.plain': ({ text }) => text,
  'sheet.chooseScribe': () => 'Wähle den Schreiber, also wer den Zettel führt (11.5).',
  'sheet.scribeUnknown': ({ scribe }) => `Als Schreiber ist „${scribe}“ eingetragen, spielt aber nicht mit (11.5).`,
  'sheet.tooFewPlayers': ({ min, count }) => `Für Gress braucht es mindestens ${min} Spieler (2.1); auf dem Zettel stehen ${count}.`,
  'sheet.emptyName': ({ position }) => `Spieler ${position} hat keinen Namen.`,
  'sheet.nameTooLong': ({ name, max }) => `„${name}“ hat mehr als ${max} Zeichen.`,
  'sheet.duplicateName': ({ name, position }) => `„${name}“ ist schon Spieler ${position}; jede Spalte braucht einen eigenen Namen.`,
  'sheet.unknownPlayer': ({ name }) => `„${name}“ steht nicht auf diesem Zettel.`,
  'sheet.missingPoints': ({ name, large }) => `Trag die Strafpunkte von ${name} ein (0 für ${large ? 'einen Sieger' : 'den Sieger'}).`,
  'sheet.notInteger': ({ name }) => `Die Strafpunkte von ${name} müssen eine ganze Zahl sein (9.4).`,
  'sheet.negative': ({ name }) => `Die Strafpunkte von ${name} können nicht negativ sein (9.4).`,
  'sheet.winnerWithoutWinner': ({ names }, s) =>
    `Das Spiel ist als beendet ohne Sieger markiert (10.1), aber ${s.list(names)} ${s.plural(names.length, { one: 'hat', other: 'haben' })} 0, und 0 hat nur der Sieger.`,
  'sheet.noWinner': () => 'Niemand hat 0: Der Sieger eines Spiels bekommt 0 (11.8). Ging das Spiel ohne Sieger aus (10.1), markiere es so.',
  'sheet.severalWinners': ({ names }, s) => `${s.list(names)} haben ${names.length === 2 ? 'beide' : 'alle'} 0, aber ein Spiel hat nur einen Sieger (9.1).`,
  'sheet.notTheDealer': ({ dealer, game }) => `Falsch austeilen kann nur der Geber, und Spiel ${game} gibt ${dealer} (11.6, 11.9).`,
  'sheet.nothingToUndo': () => 'Der Zettel ist leer: Es gibt nichts zurückzunehmen.',
  'sheet.notScored': () => 'Das Spiel ist noch nicht gezählt: Erst müssen alle Blätter abgelegt sein (9.3, 9.4).',
  'sheet.ended': ({ games, winner }) =>
    `Der Zettel ist nach Spiel ${games} zu Ende${winner === undefined ? '' : `; gewonnen hat ${winner}`}. Zum Weiterspielen fang einen neuen Zettel an (11.2, 11.5).`,
  'stored.notObject': () => 'Der gespeicherte Zettel ist kein Objekt.',
  'stored.players': () => 'Die gespeicherte Spielerliste ist keine Liste von Namen.',
  'stored.scribe': () => 'Der gespeicherte Schreiber spielt nicht mit.',
  'stored.entries': () => 'Die gespeicherten Spiele sind keine Liste.',
  'stored.playersInvalid': ({ why }, s) => `Die gespeicherten Spieler sind ungültig: ${s.say(why)}`,
  'stored.dealer': () => 'der Geber spielt nicht mit.',
  'stored.scores': () => 'es hat nicht für jeden Spieler genau einen Punktwert.',
  'stored.winner': () => 'der Sieger passt nicht zu den Punkten.',
  'stored.kind': () => 'es ist weder ein Spiel noch ein falsches Austeilen.',
  'stored.entry': ({ entry, why }, s) => `Gespeicherter Eintrag ${entry} ist nicht lesbar: ${s.say(why)}`,
  'large.tooFewTables': () => 'Ein Großzettel wird an zwei oder mehr Tischen gespielt (12); an einem Tisch nimm einen gewöhnlichen Zettel (11).',
  'large.tableTooSmall': ({ table, size, min }) => `Tisch ${table} hat ${size} Plätze; für ein Spiel braucht es mindestens ${min} Spieler (2.1).`,
  'large.seatsMismatch': ({ seats, players }) => `Die Tische haben ${seats} Plätze für ${players} Spieler; jeder braucht genau einen Platz (12).`,
  'large.seedNotInteger': () => 'Der Startwert für das Auslosen der Plätze muss eine ganze Zahl sein.',
  'large.endedNoSeating': () => 'Der Großzettel ist zu Ende; es gibt kein nächstes Spiel, für das Plätze zu verteilen wären (12).',
  'large.misdealNoted': () => 'In der jetzigen Sitzordnung ist schon ein falsches Austeilen notiert; nimm es zurück, bevor du die Sitzordnung änderst (11.9).',
  'large.unknownPlayers': ({ names }, s) => `${s.list(names)} ${s.plural(names.length, { one: 'steht', other: 'stehen' })} nicht auf diesem Zettel.`,
  'large.seatEach': ({ players }) => `Jeder der ${players} Spieler bekommt genau einen Platz (12).`,
  'large.ended': ({ games }) => `Der Großzettel ist nach Spiel ${games} zu Ende. Zum Weiterspielen fang einen neuen Zettel an (12).`,
  'large.winnerWithoutWinner': ({ table, names }, s) =>
    `Tisch ${table} ist als beendet ohne Sieger markiert (10.1), aber ${s.list(names)} ${s.plural(names.length, { one: 'hat', other: 'haben' })} dort 0.`,
  'large.noWinner': ({ table }) => `An Tisch ${table} hat niemand 0: Der Sieger dort bekommt 0. Ging das Spiel ohne Sieger aus (10.1), markiere es so.`,
  'large.severalWinners': ({ table, names }, s) => `${s.list(names)} haben an Tisch ${table} alle 0, aber ein Spiel hat nur einen Sieger (9.1).`,
  'large.endedNoDeal': () => 'Der Großzettel ist zu Ende; es wird nicht mehr ausgeteilt, also kann dabei auch nichts schiefgehen (12).',
  'large.unknownTable': ({ table, tables }) => `Einen Tisch ${table} gibt es nicht; die Tische sind von 1 bis ${tables} nummeriert.`,
};
