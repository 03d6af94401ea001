/**
 * The words of "More actions" (play-model.ts playView): the buttons and group
 * headings of the palette, in every language. German uses the terms of the
 * German rules pages (glossary: Aufziehen, Aufnehmen, Tilgung, Haltehand,
 * Tausch, Beschwerde, „vorletzte“) and names a card as the engine's German
 * catalogue does ("Herz-Sieben").
 */
import { cardName, formatCard, type Card, type Suit } from '../../../engine/core/cards';
import { pluralForm } from '../../../engine/core/messages';
import { GERMAN_SUITS, germanCard } from '../../../engine/gress/messages/say';
import { uiText } from '../../i18n/ui-text';

type About = 'call' | 'card' | 'marke';

export const MODEL_WORDS = uiText({
  en: {
    card: (card: Card) => cardName(card),
    playAs: (card: string, name: string, holding: boolean) => `${card}, play as ${name}${holding ? ' with the holding hand' : ''}`,
    drawOne: 'Draw 1 card',
    settle: (n: number) => `Settle: draw ${n} cards`,
    call: "Call 'last but one'",
    takeMarke: 'Take the Marke',
    wish: (suit: Suit) => `Wish ${suit}`,
    give: (card: string, to: string) => `Give ${card} to ${to}`,
    announceSwap: (to: string) => `Announce swap with ${to}`,
    acceptSwap: 'Accept the swap',
    completeSwap: 'Complete the swap',
    complain: (against: string, about: About) => `Complain: ${against}'s ${about === 'call' ? 'missed call' : about === 'card' ? 'card' : 'Marke'}`,
    withdraw: 'Withdraw the card',
    layDown: 'Lay the hand down',
    halt: 'Halt (draw pile empty)',
    reshuffle: 'Reshuffle',
    disqualify: (name: string) => `Disqualify ${name} (referee)`,
    shuffle: 'Shuffle',
    dealHands: 'Deal the hands',
    dealMarkes: 'Deal the Markes',
    buildDrawPile: 'Lay down the draw pile',
    pickUpHand: 'Pick up the hand',
    peek: 'Look at the top card',
    open: 'Open the game',
    headings: {
      deal: 'Deal and get ready',
      draw: 'Draw',
      marke: 'Last but one and Marke',
      wish: 'Wish a suit (after a Jack)',
      give: (to: string) => `Give a card to ${to} (after a Ten)`,
      swap: 'Swap',
      complain: (against: string) => `Complain against ${against}`,
      table: 'Withdraw, halt, lay down, referee',
      more: 'Other lawful actions',
    },
    line: (n: number, error: string) => `line ${n}: ${error}`,
  },
  de: {
    card: (card) => germanCard(formatCard(card)),
    playAs: (card, name, holding) => `${card} spielen (${name}${holding ? ', mit der Haltehand' : ''})`,
    drawOne: 'Eine Karte aufziehen',
    settle: (n) => `Schuld tilgen: ${n} ${pluralForm('de', n, { one: 'Karte', other: 'Karten' })} aufnehmen`,
    call: '„Vorletzte“ ansagen',
    takeMarke: 'Marke nehmen',
    wish: (suit) => `${GERMAN_SUITS[suit]} wünschen`,
    give: (card, to) => `${card} an ${to} abgeben`,
    announceSwap: (to) => `Tausch mit ${to} verlangen`,
    acceptSwap: 'Tausch annehmen',
    completeSwap: 'Tausch vollziehen',
    complain: (against, about) => `Beschwerde: ${about === 'call' ? 'fehlende Ansage' : about === 'card' ? 'Karte' : 'Marke'} von ${against}`,
    withdraw: 'Falsche Karte zurücknehmen',
    layDown: 'Blatt niederlegen',
    halt: 'Anhalten (Ziehstapel leer)',
    reshuffle: 'Neu mischen',
    disqualify: (name) => `${name} disqualifizieren (Schiedsrichter)`,
    shuffle: 'Mischen',
    dealHands: 'Blätter austeilen',
    dealMarkes: 'Marken austeilen',
    buildDrawPile: 'Ziehstapel hinlegen',
    pickUpHand: 'Blatt aufnehmen',
    peek: 'Oberste Karte ansehen',
    open: 'Spiel eröffnen',
    headings: {
      deal: 'Austeilen und bereit machen',
      draw: 'Aufziehen',
      marke: '„Vorletzte“ und Marke',
      wish: 'Farbe wünschen (nach einem Buben)',
      give: (to) => `Karte an ${to} abgeben (nach einer Zehn)`,
      swap: 'Tausch',
      complain: (against) => `Beschwerde gegen ${against}`,
      table: 'Zurücknehmen, anhalten, niederlegen, Schiedsrichter',
      more: 'Weitere erlaubte Aktionen',
    },
    line: (n, error) => `Zeile ${n}: ${error}`,
  },
});
