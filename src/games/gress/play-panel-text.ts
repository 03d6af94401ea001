/**
 * The words of the "More actions" palette (PlayPanel.tsx, PlayTogether.tsx)
 * in every language; the buttons' own labels come from the view model
 * (play-model-words.ts). The notation typed in the field stays the site's one
 * notation ("Ana play QS") in both languages, as the German pages show it.
 */
import { uiText } from '../../i18n/ui-text';

export const PANEL_TEXT = uiText({
  en: {
    lawful: ' (lawful)',
    actAsGroup: 'Act as player',
    actAs: 'Act as',
    actAsName: (name: string) => `Act as ${name}`,
    toMove: ' (to move)',
    noCards: (name: string) => `${name} has no cards in hand.`,
    holdingCards: (name: string) => `${name}'s cards, holding hand`,
    target: 'Other player (give, swap, complain):',
    typeGroup: 'Type an action',
    typeLabel: 'Type an action (e.g. ',
    doIt: 'Do it',
    queueIt: 'Queue it',
    noLawful: (name: string) => `${name} has no lawful action right now; anything you try is still ruled on.`,
    marked: (name: string) => `Marked ✓: lawful for ${name} now. Anything else may be tried too: the rules decide (a foul is part of the game).`,
    useHolding: 'Use the holding hand (10.3)',
    holdingHint: 'These buttons now use the holding hand; a card tapped on the table still uses the action hand.',
    linesLabel: 'Actions, one per line:',
    addToQueue: 'Add to the queue',
    sameMoment: 'At the same moment',
    sameMomentToggle: 'At the same moment (10.9): collect actions instead of playing them',
    queueHint: 'Cards and chips tapped beside the table still act at once; collect with the buttons here or type the actions.',
    queued: 'Queued actions',
    nothingQueued: 'Nothing queued yet: click action buttons or add typed actions.',
    playQueue: (n: number) => `Play ${n >= 2 ? `these ${n}` : 'them'} at the same moment`,
    clearQueue: 'Clear the queue',
    /** The chips beside the table (ActionChips.tsx), for screen readers. */
    chips: 'Lawful actions now',
  },
  de: {
    lawful: ' (erlaubt)',
    actAsGroup: 'Spieler wählen, für den du handelst',
    actAs: 'Handeln als',
    actAsName: (name) => `Handeln als ${name}`,
    toMove: ' (am Zug)',
    noCards: (name) => `${name} hat keine Karten im Blatt.`,
    holdingCards: (name) => `Blatt von ${name}, Haltehand`,
    target: 'Anderer Spieler (abgeben, tauschen, beschweren):',
    typeGroup: 'Aktion eintippen',
    typeLabel: 'Aktion eintippen, in der Notation (z. B. ',
    doIt: 'Ausführen',
    queueIt: 'In die Warteschlange',
    noLawful: (name) => `Für ${name} ist gerade nichts erlaubt; was du trotzdem versuchst, entscheiden die Regeln.`,
    marked: (name) => `Mit ✓: für ${name} jetzt erlaubt. Versuchen kannst du auch alles andere, die Regeln entscheiden (auch ein Foul gehört zum Spiel).`,
    useHolding: 'Haltehand benutzen (10.3)',
    holdingHint: 'Diese Knöpfe spielen jetzt mit der Haltehand; eine Karte, die du auf dem Tisch antippst, weiter mit der Aktionshand.',
    linesLabel: 'Aktionen, eine pro Zeile:',
    addToQueue: 'Zur Warteschlange hinzufügen',
    sameMoment: 'Im selben Moment',
    sameMomentToggle: 'Im selben Moment (10.9): Aktionen sammeln, statt sie gleich zu spielen',
    queueHint: 'Karten und Chips neben dem Tisch wirken weiter sofort; sammeln kannst du mit den Knöpfen hier oder indem du Aktionen eintippst.',
    queued: 'Aktionen in der Warteschlange',
    nothingQueued: 'Die Warteschlange ist noch leer: Tippe Aktionsknöpfe an oder füge eingetippte Aktionen hinzu.',
    playQueue: (n) => (n >= 2 ? `Diese ${n} gleichzeitig spielen` : 'Gleichzeitig spielen'),
    clearQueue: 'Warteschlange leeren',
    chips: 'Jetzt erlaubte Aktionen',
  },
});

