/**
 * The words of the score sheet's view model (view-model.ts) in every
 * language: the status lines under the sheet, the rows' labels for screen
 * readers, a damaged save. German uses the rulebook's terms: Zettel, Runde,
 * Verlängerung, falsches Austeilen, Strafpunkte.
 */
import { listOf, pluralForm } from '../../../../engine/core/messages';
import { uiText } from '../../../i18n/ui-text';

const names = (list: readonly string[]) =>
  list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const de = (n: number, one: string, other: string) => `${n} ${pluralForm('de', n, { one, other })}`;

export const SHEET_WORDS = uiText({
  en: {
    cannotRead: (why: string) => `The saved score sheet cannot be read: ${why}`,
    format: (found: string, reads: number) => `it was saved in format ${found}, and this page reads format ${reads}.`,
    earlierDamaged: (n: number) => `earlier sheet ${n} is damaged.`,
    notJson: 'it is not valid JSON.',
    notSession: 'it is not a saved session.',
    badNumber: 'the sheet number is not a positive whole number.',
    noList: 'the earlier sheets are not a list.',
    extendedBy: (game: number, rounds: number) => `The lowest total was shared at the end of game ${game}, so the sheet was extended by ${plural(rounds, 'round')} (11.3).`,
    isExtended: (leaders: readonly string[], game: number) => `${names(leaders)} shared the lowest total at the end of game ${game}: the sheet is extended by one round (11.3).`,
    misdealt: (name: string, count: number) => `${name} ${count === 1 ? 'misdealt' : `misdealt ${count} times`}`,
    deals: (name: string, game: number) => `${name} deals game ${game}.`,
    allPlayed: (n: number) => `All ${n} games played.`,
    left: (left: number, of: number) => `${left} of ${of} games left.`,
    round: (n: number, of: number) => `Round ${n} of ${of}.`,
    result: (games: number, winner: string, points: number) => `The sheet has ended after ${games} games. ${winner} wins with ${plural(points, 'penalty point')} (11.2).`,
    misdeals: (pending: readonly string[], points: number) => `${pending.join('; ')}: ${points} penalty points per misdeal, noted as ! and added after the next game (11.9).`,
    next: (game: number) => `${game} (next)`,
    misdealCount: (n: number) => plural(n, 'misdeal'),
    nothingYet: 'nothing yet',
    won: 'won, ',
    total: (n: number) => `total ${n}`,
  },
  de: {
    cannotRead: (why) => `Der gespeicherte Spielzettel lässt sich nicht lesen: ${why}`,
    format: (found, reads) => `Er wurde im Format ${found} gespeichert, und diese Seite liest Format ${reads}.`,
    earlierDamaged: (n) => `Der frühere Zettel ${n} ist beschädigt.`,
    notJson: 'Er ist kein gültiges JSON.',
    notSession: 'Er ist keine gespeicherte Sitzung.',
    badNumber: 'Die Nummer des Zettels ist keine positive ganze Zahl.',
    noList: 'Die früheren Zettel sind keine Liste.',
    extendedBy: (game, rounds) => `Nach Spiel ${game} teilten sich mehrere die niedrigste Summe, darum wurde der Zettel um ${de(rounds, 'Runde', 'Runden')} verlängert (11.3).`,
    isExtended: (leaders, game) => `${listOf('de', leaders)} teilten sich nach Spiel ${game} die niedrigste Summe: Der Zettel wird um eine Runde verlängert (11.3).`,
    misdealt: (name, count) => (count === 1 ? `${name} hat falsch ausgeteilt` : `${name} hat ${count}-mal falsch ausgeteilt`),
    deals: (name, game) => `${name} gibt Spiel ${game}.`,
    allPlayed: (n) => `Alle ${n} Spiele gespielt.`,
    left: (left, of) => `Noch ${left} von ${of} Spielen.`,
    round: (n, of) => `Runde ${n} von ${of}.`,
    result: (games, winner, points) => `Der Zettel ist nach ${games} Spielen zu Ende. ${winner} gewinnt mit ${de(points, 'Strafpunkt', 'Strafpunkten')} (11.2).`,
    misdeals: (pending, points) => `${pending.join('; ')}: ${points} Strafpunkte je falschem Austeilen, als ! notiert und nach dem nächsten Spiel dazugezählt (11.9).`,
    next: (game) => `${game} (nächstes)`,
    misdealCount: (n) => `${n}-mal falsch ausgeteilt`,
    nothingYet: 'noch nichts',
    won: 'gewonnen, ',
    total: (n) => `Summe ${n}`,
  },
});
