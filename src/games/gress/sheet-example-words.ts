/**
 * The words of the worked score sheets (sheet-example-embed.ts: the entry
 * lines, the sheet's caption, rows, cells and status) in every language.
 * German uses the German rules pages' terms (Zettel, Großzettel, Schreiber,
 * geben, falsch ausgeteilt, Zählstrich, Strafpunkte, Runde, Summe).
 */
import { listOf, pluralForm } from '../../../engine/core/messages';
import { uiText } from '../../i18n/ui-text';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const names = (list: readonly string[]) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);
const de = (n: number, one: string, other: string) => `${n} ${pluralForm('de', n, { one, other })}`;

export const SHEET_EXAMPLE_WORDS = uiText({
  en: {
    names,
    table: (table: number, first: number, last: number, who: string, dealer: string) => `Table ${table}, seats ${first}–${last}: ${who}; ${dealer} deals.`,
    misdealBy: (name: string, game: number) => `Misdeal by ${name}, before game ${game}.`,
    misdealAt: (table: number, game: number) => `Misdeal at table ${table}, before game ${game}.`,
    noWinnerAt: (tables: string) => ` (no winner at table ${tables}, 10.1)`,
    atNoTable: (list: string) => `Not at any table: ${list}.`,
    largeGame: (game: number, noWinner: string) => `Game ${game}${noWinner}, each player's penalty points in brackets:`,
    game: (game: number, points: string, noWinner: boolean) => `Game ${game}, penalty points: ${points}.${noWinner ? ' No winner (10.1).' : ''}`,
    over: (games: number, winner: string, points: number) => `The sheet is over after ${plural(games, 'game')}: ${winner} wins it with ${plural(points, 'penalty point')}.`,
    next: (dealer: string, game: number | null, left: number, length: number, round: number | null, rounds: number | null) =>
      `${dealer} deals game ${game}. ${left} of ${length} games left; round ${round} of ${rounds}.`,
    redraw: (game: number | null, left: number, length: number) => `Seats are drawn again for game ${game}. ${left} of ${length} games left.`,
    extended: (n: number) => `The lowest total was shared when the sheet should have ended, so it was extended by ${plural(n, 'round')} (11.3).`,
    extendedLarge: (n: number) => `The lowest total was shared after game 12, so the sheet was extended by ${plural(n, 'single game')} (12).`,
    share: (leaders: readonly string[]) => `${names(leaders)} share the lowest total for now.`,
    times: (name: string, count: number) => `${name} (${count} times)`,
    misdealt: (game: number, who: readonly string[]) => `Misdealt before game ${game}: ${names(who)}. Each mark adds 4 points once that game is written down (11.9).`,
    sheet: 'Score sheet',
    largeSheet: 'Large sheet',
    beforeFirst: 'before the first game',
    afterGame: (game: number) => `after game ${game}`,
    withMarks: (game: number) => `, with misdeal marks for game ${game}`,
    caption: (kind: string, scribe: string, when: string, marks: string) => `${kind} written by ${scribe}, ${when}${marks}: running totals`,
    scribe: 'scribe',
    nextHead: (game: number) => `${game} (next)`,
    againNote: (dealer: string, game: number) => `, misdeal marks; ${dealer} deals game ${game} again`,
    dealtBy: (dealer: string) => `, dealt by ${dealer}`,
    noWinner: ', no winner (10.1)',
    roundEnd: (round: number) => `, end of round ${round}`,
    marks: (n: number) => plural(n, 'misdeal'),
    nothingYet: 'nothing yet',
    won: 'won, ',
    total: (total: number) => `total ${total}`,
    seat: (seat: number) => `seat ${seat}`,
    wonAtTable: 'won at the table, ',
  },
  de: {
    names: (list) => listOf('de', list),
    table: (table, first, last, who, dealer) => `Tisch ${table}, Plätze ${first}–${last}: ${who}; ${dealer} gibt.`,
    misdealBy: (name, game) => `${name} hat vor Spiel ${game} falsch ausgeteilt.`,
    misdealAt: (table, game) => `An Tisch ${table} wurde vor Spiel ${game} falsch ausgeteilt.`,
    noWinnerAt: (tables) => ` (kein Gewinner an Tisch ${tables}, 10.1)`,
    atNoTable: (list) => `An keinem Tisch: ${list}.`,
    largeGame: (game, noWinner) => `Spiel ${game}${noWinner}, die Strafpunkte jedes Spielers in Klammern:`,
    game: (game, points, noWinner) => `Spiel ${game}, Strafpunkte: ${points}.${noWinner ? ' Kein Gewinner (10.1).' : ''}`,
    over: (games, winner, points) => `Der Zettel ist nach ${de(games, 'Spiel', 'Spielen')} zu Ende: ${winner} gewinnt ihn mit ${de(points, 'Strafpunkt', 'Strafpunkten')}.`,
    next: (dealer, game, left, length, round, rounds) => `${dealer} gibt Spiel ${game}. Noch ${left} von ${length} Spielen; Runde ${round} von ${rounds}.`,
    redraw: (game, left, length) => `Für Spiel ${game} werden die Plätze neu ausgelost. Noch ${left} von ${length} Spielen.`,
    extended: (n) => `Als der Zettel enden sollte, teilten sich mehrere die niedrigste Summe; er wurde deshalb um ${de(n, 'Runde', 'Runden')} verlängert (11.3).`,
    extendedLarge: (n) => `Nach Spiel 12 teilten sich mehrere die niedrigste Summe; der Zettel wurde deshalb um ${de(n, 'einzelnes Spiel', 'einzelne Spiele')} verlängert (12).`,
    share: (leaders) => `${listOf('de', leaders)} teilen sich zurzeit die niedrigste Summe.`,
    times: (name, count) => `${name} (${count}-mal)`,
    misdealt: (game, who) => `Falsch ausgeteilt vor Spiel ${game}: ${listOf('de', who)}. Jeder Zählstrich zählt 4 Punkte, sobald dieses Spiel eingetragen ist (11.9).`,
    sheet: 'Zettel',
    largeSheet: 'Großzettel',
    beforeFirst: 'vor dem ersten Spiel',
    afterGame: (game) => `nach Spiel ${game}`,
    withMarks: (game) => `, mit Zählstrichen für Spiel ${game}`,
    caption: (kind, scribe, when, marks) => `${kind}, geführt von ${scribe}, ${when}${marks}: laufende Summen`,
    scribe: 'Schreiber',
    nextHead: (game) => `${game} (nächstes)`,
    againNote: (dealer, game) => `, Zählstriche; ${dealer} gibt Spiel ${game} noch einmal`,
    dealtBy: (dealer) => `, gegeben von ${dealer}`,
    noWinner: ', kein Gewinner (10.1)',
    roundEnd: (round) => `, Ende von Runde ${round}`,
    marks: (n) => `${n}-mal falsch ausgeteilt`,
    nothingYet: 'noch nichts',
    won: 'gewonnen, ',
    total: (total) => `Summe ${total}`,
    seat: (seat) => `Platz ${seat}`,
    wonAtTable: 'am Tisch gewonnen, ',
  },
});

/** The stepper's own words around a worked sheet (SheetStepper.tsx). */
export const SHEET_STEPPER_WORDS = uiText({
  en: {
    total: 'Total',
    finished: (title: string) => `The finished sheet: ${title}`,
    stepThrough: (n: number) => `Step through (${n} ${n === 1 ? 'entry' : 'entries'})`,
    stepSheet: (title: string) => `Step through the sheet: ${title}`,
    blank: (n: number) => `Blank sheet (${n} entries)`,
    entryOf: (i: number, n: number) => `Entry ${i} of ${n}`,
    refused: 'Refused:',
    before: 'The sheet before any game is written.',
  },
  de: {
    total: 'Summe',
    finished: (title) => `Der fertige Zettel: ${title}`,
    stepThrough: (n) => `Schritt für Schritt (${de(n, 'Eintrag', 'Einträge')})`,
    stepSheet: (title) => `Den Zettel Schritt für Schritt: ${title}`,
    blank: (n) => `Leerer Zettel (${de(n, 'Eintrag', 'Einträge')})`,
    entryOf: (i, n) => `Eintrag ${i} von ${n}`,
    refused: 'Abgelehnt:',
    before: 'Der Zettel, bevor ein Spiel eingetragen ist.',
  },
});
