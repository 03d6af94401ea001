/**
 * The sentences of the quick checker's answer (card-landed.ts): the small
 * table the engine was asked about, and why some questions have no such
 * table, in every language. Ana lays the card in every table (she is "she"
 * in both languages); cards are written in the site's shorthand ("7♥").
 */
import type { Suit } from '../../../../engine/core/cards';
import { GERMAN_SUITS } from '../../../../engine/gress/messages/say';
import { uiText } from '../../../i18n/ui-text';

export const LANDED_SENTENCES = uiText({
  en: {
    jackOnTop: (eight: boolean, p: string) =>
      `A Jack on top is a move (7.3), and any move after the ${eight ? 'Eight' : 'Seven'} has already ended the skipped player's chance to answer it (${p}).`,
    afterDraw: (p: string) => `Throws are forbidden only after a draw, and a draw is a move: it has already ended the skipped player's chance to answer (${p}).`,
    wished: (suit: Suit) => ` (${suit} wished)`,
    toMove: (top: string, card: string) => `${top} lies on top and Ana is to move. Ana lays ${card}.`,
    other: (top: string, card: string) => `${top} lies on top and Cem is to move. Ana, who is not to move, lays ${card}.`,
    skippedByTop: (eight: boolean, top: string, card: string) =>
      `Dia has moved with ${eight ? 'an Eight' : 'a Seven'}, ${top}, skipping Ana, so Ben is to move. Ana, the skipped player, lays ${card}.`,
    skippedBelow: (skip: string, top: string, card: string) =>
      `Dia has moved with ${skip}, skipping Ana, so Ben is to move; since then ${top} has come on top. Ana, the skipped player, lays ${card}.`,
    throwsAllowed: 'Throws are allowed',
    throwsForbidden: 'Throws are forbidden (someone has just drawn)',
    owesKing: 'Ana still owes a card for an earlier King',
    owesSeven: 'Ana owes only the two cards for that Seven',
    owesNothing: 'Ana owes nothing',
    holding: 'she uses her holding hand',
    choose: 'Choose the card that landed and the top card it landed on.',
    cannotBuild: (error: string) => `The engine could not build this table: ${error}`,
  },
  de: {
    jackOnTop: (eight, p) =>
      `Ein Bube obenauf ist ein Zug (7.3), und schon der erste Zug nach der ${eight ? 'Acht' : 'Sieben'} hat die Gelegenheit des Übergangenen beendet, darauf zu antworten (${p}).`,
    afterDraw: (p) => `Verboten sind Würfe nur nach einem Aufziehen, und Aufziehen ist ein Zug: Damit ist die Gelegenheit des Übergangenen, zu antworten, schon vorbei (${p}).`,
    wished: (suit) => ` (${GERMAN_SUITS[suit]} gewünscht)`,
    toMove: (top, card) => `Oben liegt ${top}, Ana ist am Zug. Ana legt ${card}.`,
    other: (top, card) => `Oben liegt ${top}, Cem ist am Zug. Ana, die nicht am Zug ist, legt ${card}.`,
    skippedByTop: (eight, top, card) => `Dias Zug mit ${eight ? 'einer Acht' : 'einer Sieben'}, ${top}, hat Ana übergangen, also ist Ben am Zug. Ana, die Übergangene, legt ${card}.`,
    skippedBelow: (skip, top, card) => `Dias Zug mit ${skip} hat Ana übergangen, also ist Ben am Zug; seitdem ist ${top} obenauf gekommen. Ana, die Übergangene, legt ${card}.`,
    throwsAllowed: 'Würfe sind erlaubt',
    throwsForbidden: 'Würfe sind verboten (jemand hat gerade aufgezogen)',
    owesKing: 'Ana schuldet noch eine Karte für einen früheren König',
    owesSeven: 'Ana schuldet nur die zwei Karten für diese Sieben',
    owesNothing: 'Ana schuldet nichts',
    holding: 'sie benutzt ihre Haltehand',
    choose: 'Wähle die gelandete Karte und die oberste Karte, auf der sie gelandet ist.',
    cannotBuild: (error) => `Die Regel-Engine konnte diesen Tisch nicht aufbauen: ${error}`,
  },
});
