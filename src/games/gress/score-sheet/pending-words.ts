/**
 * The words of a game handed to the score sheet from another page
 * (pending-game.ts) in every language: why a stored game cannot be read, why
 * it waits, and what the sheet did with it. German uses the German rules
 * pages' terms (Zettel, Geber, geben, Spiel) and the sheet's "verwerfen".
 * `from` is the handing page's own words, already in the page's language
 * ("against bots (seed 7)", "gegen Bots (entspannt, Startwert 7)").
 */
import { uiText } from '../../../i18n/ui-text';

export const PENDING_WORDS = uiText({
  en: {
    bad: (why: string) => `A game handed over from another page cannot be read: ${why}`,
    tooLong: (length: number, max: number) => `it is ${length} characters long, more than the ${max} a game takes.`,
    notJson: 'it is not valid JSON.',
    notGame: 'it is not a game.',
    format: (found: string, reads: number) => `it was written in format ${found}, and this page reads format ${reads}.`,
    players: 'its players are not a list of 3 to 12 names.',
    dealer: 'its dealer is not one of its seats.',
    points: (max: number) => `its points are not one whole number from 0 to ${max} per player.`,
    noWinner: 'it does not say whether the game had a winner.',
    anotherPage: 'another page',
    waits: (from: string, why: string) => `A game played ${from} waits to be entered: ${why}`,
    corrupt: 'the saved sheet is damaged; reset it first.',
    cannotStart: (why: string) => `The game handed over cannot start a sheet: ${why}`,
    otherPlayers: (theirs: string, ours: string) => `its players (${theirs}) are not this sheet's (${ours}). Start a new sheet, or drop the game.`,
    dealtBy: (dealt: string, expected: string) => ` It was dealt by ${dealt}, though the sheet had ${expected} to deal it (11.6).`,
    ended: ' The sheet has ended.',
    deals: (name: string, game: number) => ` ${name} deals game ${game} (11.6).`,
    entered: (from: string, game: number) => `The game played ${from} is entered as game ${game}.`,
  },
  de: {
    bad: (why) => `Ein Spiel, das eine andere Seite übergeben hat, lässt sich nicht lesen: ${why}`,
    tooLong: (length, max) => `Es ist ${length} Zeichen lang, ein Spiel braucht höchstens ${max}.`,
    notJson: 'Es ist kein gültiges JSON.',
    notGame: 'Es ist kein Spiel.',
    format: (found, reads) => `Es ist im Format ${found} geschrieben, diese Seite liest Format ${reads}.`,
    players: 'Seine Spieler sind keine Liste von 3 bis 12 Namen.',
    dealer: 'Sein Geber sitzt auf keinem seiner Plätze.',
    points: (max) => `Seine Punkte sind nicht je Spieler eine ganze Zahl von 0 bis ${max}.`,
    noWinner: 'Es sagt nicht, ob das Spiel einen Gewinner hatte.',
    anotherPage: 'von einer anderen Seite',
    waits: (from, why) => `Ein Spiel ${from} wartet darauf, eingetragen zu werden: ${why}`,
    corrupt: 'Der gespeicherte Zettel ist beschädigt; setze ihn zuerst zurück.',
    cannotStart: (why) => `Mit dem übergebenen Spiel lässt sich kein Zettel beginnen: ${why}`,
    otherPlayers: (theirs, ours) => `Seine Spieler (${theirs}) sind nicht die dieses Zettels (${ours}). Beginne einen neuen Zettel oder verwirf das Spiel.`,
    dealtBy: (dealt, expected) => ` Gegeben hat ${dealt}, laut Zettel wäre ${expected} dran gewesen (11.6).`,
    ended: ' Der Zettel ist beendet.',
    deals: (name, game) => ` ${name} gibt Spiel ${game} (11.6).`,
    entered: (from, game) => `Das Spiel ${from} ist als Spiel ${game} eingetragen.`,
  },
});
