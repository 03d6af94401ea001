/**
 * The words of the desk's quick checker "A card just landed" (CardLanded.tsx)
 * in every language. German: suits and ranks as on the German rules pages
 * (Kreuz, Pik, Herz, Karo; the card letters stay the site's shorthand).
 */
import type { Suit } from '../../../../engine/core/cards';
import { uiText } from '../../../i18n/ui-text';
import type { Layer } from './card-landed';

export const LANDED_WORDS = uiText({
  en: {
    suits: { clubs: '♣ clubs', spades: '♠ spades', hearts: '♥ hearts', diamonds: '♦ diamonds' } as Record<Suit, string>,
    layers: {
      toMove: 'The player to move',
      other: 'Another player',
      skippedByEight: 'The player an Eight just skipped',
      skippedBySeven: 'The player a Seven just skipped',
    } as Record<Layer, string>,
    rank: 'Rank',
    suit: 'Suit',
    ruling: 'The ruling',
    choose: 'Choose the card that landed and the top card.',
    tableAsked: 'The table asked about: ',
    inNotation: 'The same in notation',
    no: 'No',
    yes: 'Yes',
    intro: 'Is it a move, a throw, a defence or a foul? The engine rules on it in the smallest table that fits.',
    cardLanded: 'The card that landed',
    topCard: 'The top card it landed on',
    wished: 'Suit wished after the Jack (7.4)',
    none: 'None',
    whoLaid: 'Who laid it',
    throws: 'Throws (4.2)',
    allowed: 'Allowed',
    forbidden: 'Forbidden: someone just drew (4.8)',
    owed: 'Did that player still owe cards from before? (4.13)',
    holding: 'Laid with the holding hand (10.3)',
  },
  de: {
    suits: { clubs: '♣ Kreuz', spades: '♠ Pik', hearts: '♥ Herz', diamonds: '♦ Karo' },
    layers: {
      toMove: 'Wer am Zug ist',
      other: 'Ein anderer Spieler',
      skippedByEight: 'Wen eine Acht gerade übergangen hat',
      skippedBySeven: 'Wen eine Sieben gerade übergangen hat',
    },
    rank: 'Wert',
    suit: 'Farbe',
    ruling: 'Die Entscheidung',
    choose: 'Wähle die gelandete Karte und die oberste Karte.',
    tableAsked: 'Gefragt wurde nach diesem Tisch: ',
    inNotation: 'Dasselbe in der Notation',
    no: 'Nein',
    yes: 'Ja',
    intro: 'Zug, Wurf, Abwehr oder Foul? Die Regel-Engine entscheidet das am kleinsten Tisch, der dazu passt.',
    cardLanded: 'Die gelandete Karte',
    topCard: 'Die oberste Karte, auf der sie gelandet ist',
    wished: 'Wunschfarbe nach dem Buben (7.4)',
    none: 'Keine',
    whoLaid: 'Wer sie gelegt hat',
    throws: 'Würfe (4.2)',
    allowed: 'Erlaubt',
    forbidden: 'Verboten: jemand hat gerade aufgezogen (4.8)',
    owed: 'Schuldete dieser Spieler noch Karten von vorher? (4.13)',
    holding: 'Mit der Haltehand gelegt (10.3)',
  },
});
