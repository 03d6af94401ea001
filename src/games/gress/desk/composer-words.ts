/**
 * The words of entering what happened at Gress's desk (ActionComposer,
 * ActionGroups, ComposerHand, ComposerMore) in every language; the action
 * buttons themselves are the sandbox palette's (play-model-words.ts). German
 * uses the German rules pages' terms (Paket, Haltehand, im selben Moment).
 */
import { pluralForm } from '../../../../engine/core/messages';
import { uiText } from '../../../i18n/ui-text';

export const COMPOSER_WORDS = uiText({
  en: {
    whoActs: 'Who acts',
    toMove: (name: string) => `${name} (to move)`,
    marked: (name: string) => `Marked ✓: lawful for ${name} right now. Anything else can be entered too; the engine rules on it.`,
    everyOther: (name: string) => `Every other action of ${name}`,
    otherPlayer: 'Other player (to give to, swap with, complain about)',
    lawfulNow: (heading: string) => `${heading}, lawful now`,
    lawful: ' (lawful)',
    plays: (name: string, card: string) => `${name} plays ${card}`,
    severalToggle: 'Several at once (a packet, 6.1)',
    layPacket: (faces: string | null) => `Lay ${faces ?? 'them'} as one packet`,
    unknownHidden: (n: number) => `${n} unknown ${n === 1 ? 'card is' : 'cards are'} not shown.`,
    laysSeveral: (name: string) => `${name} lays several cards at once`,
    laysOne: (name: string) => `${name} lays a card`,
    noKnown: (name: string) => `${name} holds no known card.`,
    togetherToggle: 'At the same moment (10.9): collect actions, then enter them together',
    nothingCollected: 'Nothing collected yet: tap the actions that happened at once.',
    collected: 'Collected actions',
    enterTogether: (n: number) => `Enter ${n >= 2 ? `these ${n}` : 'them'} as one moment`,
    clear: 'Clear the collection',
    typeLabel: 'Type an action, for example ',
    collectIt: 'Collect it',
    enterIt: 'Enter it',
    moreSummary: 'Holding hand, at the same moment, notation',
    holdingToggle: 'Cards laid with the holding hand (10.3)',
  },
  de: {
    whoActs: 'Wer handelt',
    toMove: (name) => `${name} (am Zug)`,
    marked: (name) => `Mit ✓: für ${name} gerade erlaubt. Eintragen kannst du auch alles andere; die Regel-Engine entscheidet darüber.`,
    everyOther: (name) => `Alle anderen Aktionen von ${name}`,
    otherPlayer: 'Anderer Spieler (zum Abgeben, Tauschen, Beschweren)',
    lawfulNow: (heading) => `${heading}, jetzt erlaubt`,
    lawful: ' (erlaubt)',
    plays: (name, card) => `${name} spielt ${card}`,
    severalToggle: 'Mehrere auf einmal (ein Paket, 6.1)',
    layPacket: (faces) => (faces ? `${faces} als ein Paket legen` : 'Als ein Paket legen'),
    unknownHidden: (n) => `${n} ${pluralForm('de', n, { one: 'unbekannte Karte wird', other: 'unbekannte Karten werden' })} nicht gezeigt.`,
    laysSeveral: (name) => `${name} legt mehrere Karten auf einmal`,
    laysOne: (name) => `${name} legt eine Karte`,
    noKnown: (name) => `${name} hält keine bekannte Karte.`,
    togetherToggle: 'Im selben Moment (10.9): Aktionen sammeln und dann gemeinsam eintragen',
    nothingCollected: 'Noch nichts gesammelt: Tippe die Aktionen an, die gleichzeitig passiert sind.',
    collected: 'Gesammelte Aktionen',
    enterTogether: (n) => (n >= 2 ? `Diese ${n} als einen Moment eintragen` : 'Als einen Moment eintragen'),
    clear: 'Sammlung leeren',
    typeLabel: 'Aktion eintippen, in der Notation, zum Beispiel ',
    collectIt: 'Sammeln',
    enterIt: 'Eintragen',
    moreSummary: 'Haltehand, im selben Moment, Notation',
    holdingToggle: 'Karten mit der Haltehand gelegt (10.3)',
  },
});
