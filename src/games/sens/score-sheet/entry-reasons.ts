/**
 * Why one line of the SENS sheet cannot have happened (deal-entry.ts
 * entryProblem: 12.1, 11.2, 10.3, 8.1-8.2), as messages with typed
 * parameters, so the entry form and a stored sheet that will not load say
 * it in the page's language. English is what the sheet always wrote, without
 * the closing full stop (the form adds it; "deal N: ..." goes without).
 * The form's own asks for a field left empty or mistyped (form.*) are here
 * too, full stop included.
 */
import { type Catalogue, type MessageOf } from '../../../../engine/core/messages';
import { catalogueKit } from '../../../../engine/core/catalogue-kit';

type None = Record<string, never>;
/** A number field of the form. */
export type EntryNumber = 'cards' | 'melds' | 'secured' | 'written';

export interface EntrySpec {
  readonly 'problem.cardRange': { readonly max: number };
  readonly 'problem.cardSum': { readonly sum: number; readonly total: number };
  readonly 'problem.meldRange': { readonly max: number };
  readonly 'problem.meldTens': None;
  readonly 'problem.dackeln': { readonly total: number; readonly got: number };
  readonly 'problem.securedRange': { readonly max: number };
  /** `cards`: the calling side's card points. */
  readonly 'problem.securedMore': { readonly cards: number };
  readonly 'problem.securedMax': { readonly max: number };
  readonly 'problem.writtenRange': { readonly max: number };
  readonly 'problem.writtenLow': { readonly total: number; readonly sum: number };
  readonly 'problem.writtenOdd': { readonly sum: number };
  readonly 'problem.writtenTaker': None;
  /** The form (readEntry): a choice not made. */
  readonly 'form.choose': { readonly what: 'dealer' | 'taker' | 'trump' | 'offender' | 'kind' };
  /** The form: a number not entered, or not a plain whole number. */
  readonly 'form.enter': { readonly what: EntryNumber; readonly whole: boolean };
}
export type EntryMessage = MessageOf<EntrySpec>;

const CHOOSE_EN = { dealer: 'Choose who dealt.', taker: 'Choose who took the game.', trump: 'Choose the trump suit.', offender: 'Choose who played the wrong card.', kind: 'Choose how the deal ended.' } as const;
const NUMBER_EN: Record<EntryNumber, string> = { cards: 'the card points', melds: 'the meld points', secured: 'the secured card points', written: 'the points written' };
const CHOOSE_DE: Record<keyof typeof CHOOSE_EN, string> = {
  dealer: 'Wähl aus, wer gegeben hat.', taker: 'Wähl aus, wer das Spiel gemacht hat.', trump: 'Wähl die Trumpffarbe.',
  offender: 'Wähl aus, wer die falsche Karte gespielt hat.', kind: 'Wähl aus, wie das Spiel ausging.',
};
const NUMBER_DE: Record<EntryNumber, string> = { cards: 'die Kartenpunkte', melds: 'die Meldungspunkte', secured: 'die gesicherten Kartenpunkte', written: 'die geschriebenen Punkte' };

/** English: the sentences the sheet always wrote (tests quote them). */
export const en: Catalogue<EntrySpec> = {
  'problem.cardRange': ({ max }) => `Card points are a whole number from 0 to ${max}`,
  'problem.cardSum': ({ sum, total }) => `The card points add up to ${sum}, not ${total}: recount the tricks, and give the last trick's 10 to the side that took it (12.1, 3.2)`,
  'problem.meldRange': ({ max }) => `Meld points are a whole number from 0 to ${max}`,
  'problem.meldTens': () => 'Meld points come in tens: melds are worth 20, 50, 100, 150 or 200, and Bella 20 (8.1, 8.2, 7.3)',
  'problem.dackeln': ({ total, got }) => `Dackeln means the taking side took every trick, so it has all ${total} card points (11.2); it has ${got}`,
  'problem.securedRange': ({ max }) => `Secured card points are a whole number from 0 to ${max}`,
  'problem.securedMore': ({ cards }) => `The secured card points are part of the calling side's card points (${cards}), so they cannot be more (10.3)`,
  'problem.securedMax': ({ max }) => `A call comes before the last trick is taken in, so at most ${max} card points are secured (10.3)`,
  'problem.writtenRange': ({ max }) => `Points written are a whole number from 0 to ${max}`,
  'problem.writtenLow': ({ total, sum }) => `A deal played out writes at least ${total} in all (3.2, 11.1); these add up to ${sum}`,
  'problem.writtenOdd': ({ sum }) => `These add up to ${sum}, an odd number; a deal's points are 164 plus melds (all in tens), perhaps plus 100 for Dackeln, so recount (12.1)`,
  'problem.writtenTaker': () => 'A taking side that makes its game writes more than the other side; one that is gezogen writes 0 (11.1)',
  'form.choose': ({ what }) => CHOOSE_EN[what],
  'form.enter': ({ what, whole }) => `Enter ${NUMBER_EN[what]}${whole ? ' as a whole number, like 82' : ''}.`,
};

/** German (Kartenpunkte, Meldungspunkte, Partei, Stich, Dackeln, gezogen, Vorlauf: the glossary's words). */
export const de: Catalogue<EntrySpec> = {
  'problem.cardRange': ({ max }) => `Kartenpunkte sind eine ganze Zahl von 0 bis ${max}`,
  'problem.cardSum': ({ sum, total }) => `Die Kartenpunkte ergeben zusammen ${sum} statt ${total}: Zähl die Stiche nach und gib die 10 des letzten Stichs der Partei, die ihn gemacht hat (12.1, 3.2)`,
  'problem.meldRange': ({ max }) => `Meldungspunkte sind eine ganze Zahl von 0 bis ${max}`,
  'problem.meldTens': () => 'Meldungspunkte gehen in Zehnern: Eine Meldung zählt 20, 50, 100, 150 oder 200, Bella 20 (8.1, 8.2, 7.3)',
  'problem.dackeln': ({ total, got }) => `Beim Dackeln hat die spielführende Partei jeden Stich gemacht und damit alle ${total} Kartenpunkte (11.2); eingetragen sind ${got}`,
  'problem.securedRange': ({ max }) => `Gesicherte Kartenpunkte sind eine ganze Zahl von 0 bis ${max}`,
  'problem.securedMore': ({ cards }) => `Die gesicherten Kartenpunkte sind ein Teil der Kartenpunkte der rufenden Partei (${cards}), mehr können es also nicht sein (10.3)`,
  'problem.securedMax': ({ max }) => `Gerufen wird, bevor der letzte Stich eingezogen ist; gesichert sind also höchstens ${max} Kartenpunkte (10.3)`,
  'problem.writtenRange': ({ max }) => `Geschriebene Punkte sind eine ganze Zahl von 0 bis ${max}`,
  'problem.writtenLow': ({ total, sum }) => `Ein ausgespieltes Spiel schreibt insgesamt mindestens ${total} (3.2, 11.1); hier sind es zusammen ${sum}`,
  'problem.writtenOdd': ({ sum }) => `Das ergibt zusammen ${sum}, eine ungerade Zahl; ein Spiel bringt 164 plus Meldungen (alle in Zehnern), dazu vielleicht 100 fürs Dackeln: Zähl nach (12.1)`,
  'problem.writtenTaker': () => 'Macht die spielführende Partei ihr Spiel, schreibt sie mehr als die Gegenpartei; wird sie gezogen, schreibt sie 0 (11.1)',
  'form.choose': ({ what }) => CHOOSE_DE[what],
  'form.enter': ({ what, whole }) => `Trag ${NUMBER_DE[what]}${whole ? ' als ganze Zahl ein, etwa 82' : ' ein'}.`,
};

/** Whether a message is one of these, its words in a locale (no closing full stop), and the typed constructor. */
export const { is: isEntryMessage, say: sayEntry, make: entryReason } = catalogueKit<EntrySpec>({ en, de });
