/**
 * The words around the engine's rulings at Gress's desk (RulePanel,
 * StepList, ShareRow, CardLanded) in every language; the rulings' own
 * sentences come from the engine's messages (say-in.ts rulingWords). German
 * uses the German rules pages' terms and the button words of the German
 * edition ("Link kopieren", "Im Sandkasten öffnen").
 */
import { uiText } from '../../../i18n/ui-text';

export const RULING_WORDS = uiText({
  en: {
    // StepList.
    lawful: 'lawful',
    notLawful: 'not lawful',
    decidedBy: 'Decided by ',
    decidedByLabel: 'Decided by paragraphs',
    alsoApplies: '; also applies, not modelled yet: ',
    alsoAppliesLabel: 'Also applies, not modelled yet',
    justLanded: '(the card that just landed)',
    unreadable: 'This action no longer reads and is skipped: ',
    priority: 'In order of priority (10.9)',
    rulings: 'Rulings',
    // RulePanel.
    latestLabel: 'The latest ruling',
    noneYet: "No action entered yet: tap what happened below, and the engine's ruling appears here.",
    latest: 'Latest ruling',
    removeLast: 'Remove the last action',
    removeAll: 'Remove all actions',
    earlierCount: (n: number) => `Earlier rulings (${n})`,
    earlier: 'Earlier rulings',
    kept: (n: number, lines: string) => `${n === 1 ? 'The action entered is' : `The ${n} actions entered are`} kept and will be ruled on again as soon as the table is right: ${lines}`,
    setUpFirst: 'Set up a table the engine accepts first; then enter what happened.',
    setUp: 'Set up the table',
    tableNow: 'The table now',
    tableAfter: 'The table after the actions',
    next: 'Enter the next action',
    full: (max: number) => `The desk takes at most ${max} actions; remove some to enter more.`,
    // ShareRow.
    share: 'Share',
    copy: 'Copy link',
    sandbox: 'Open in the sandbox',
    holds: 'The link holds the table and every action.',
    copied: 'Link copied. It is also in the address bar:',
    copyHere: 'Copy the link from here:',
    theLink: 'The link:',
    linkLabel: 'Link to this table',
  },
  de: {
    lawful: 'erlaubt',
    notLawful: 'nicht erlaubt',
    decidedBy: 'Entschieden nach ',
    decidedByLabel: 'Entschieden nach den Paragrafen',
    alsoApplies: '; gilt auch, ist aber noch nicht nachgebildet: ',
    alsoAppliesLabel: 'Gilt auch, noch nicht nachgebildet',
    justLanded: '(die gerade gelandete Karte)',
    unreadable: 'Diese Aktion lässt sich nicht mehr lesen und wird übersprungen: ',
    priority: 'In der Reihenfolge des Vorrangs (10.9)',
    rulings: 'Entscheidungen',
    latestLabel: 'Die letzte Entscheidung',
    noneYet: 'Noch keine Aktion eingetragen: Tippe unten an, was passiert ist, dann erscheint hier die Entscheidung der Regel-Engine.',
    latest: 'Letzte Entscheidung',
    removeLast: 'Letzte Aktion entfernen',
    removeAll: 'Alle Aktionen entfernen',
    earlierCount: (n) => `Frühere Entscheidungen (${n})`,
    earlier: 'Frühere Entscheidungen',
    kept: (n, lines) =>
      `${n === 1 ? 'Die eingetragene Aktion bleibt' : `Die ${n} eingetragenen Aktionen bleiben`} erhalten und ${n === 1 ? 'wird' : 'werden'} neu entschieden, sobald der Tisch stimmt: ${lines}`,
    setUpFirst: 'Baue zuerst einen Tisch auf, den die Regel-Engine annimmt; dann trag ein, was passiert ist.',
    setUp: 'Tisch aufbauen',
    tableNow: 'Der Tisch jetzt',
    tableAfter: 'Der Tisch nach den Aktionen',
    next: 'Nächste Aktion eintragen',
    full: (max) => `Der Tisch nimmt höchstens ${max} Aktionen auf; entferne welche, um weitere einzutragen.`,
    share: 'Teilen',
    copy: 'Link kopieren',
    sandbox: 'Im Sandkasten öffnen',
    holds: 'Der Link enthält den Tisch und jede Aktion.',
    copied: 'Link kopiert. Er steht auch in der Adresszeile:',
    copyHere: 'Kopiere den Link von hier:',
    theLink: 'Der Link:',
    linkLabel: 'Link zu diesem Tisch',
  },
});
