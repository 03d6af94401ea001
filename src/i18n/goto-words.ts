/**
 * The words of the rule-number tools in each edition (issue 27): the go-to box
 * (src/goto/GoToRule.astro, src/components/goto/), the 404 page's answer, the
 * permalink pages and each game's list of paragraphs. Small enough to sit in
 * one table; the engines' own sentences live in their message catalogues.
 */
import type { Locale } from './editions';

export interface GotoWords {
  readonly openButton: string;
  readonly boxLabel: (game: string) => string;
  readonly go: string;
  /** The box's hint, in two parts around the key G (shown as <kbd>). */
  readonly hint: (paragraph: string, section: string) => [string, string];
  readonly didYouMean: string;
  readonly typeANumber: string;
  readonly notANumber: (typed: string) => string;
  readonly numberExamples: (paragraph: string, section: string) => string;
  readonly noSuchNumber: (game: string, section: boolean, number: string, several: boolean) => string;
  readonly allParagraphs: (game: string) => string;
  readonly noPageHere: (game: string) => string;
  /** The nearest-rule notes of rule-lookup.ts ("last of section 7", "the first paragraph"), in this language. */
  readonly note: (note: string) => string;
  readonly notFound: string;
  /** The 404 page's pointer to the short addresses, in two parts around an example address. */
  readonly lookingForARule: [string, string];
  readonly gameParagraphs: (game: string) => string;
  /** On a German 404 page: the same address in the English edition, which may have the page. */
  readonly inEnglish: string;
  readonly redirecting: string;
  readonly sectionOf: (number: string, title: string) => string;
  readonly listTitle: (game: string) => string;
  readonly listDescription: (game: string) => string;
  readonly listLead: [string, string];
}

const EN: GotoWords = {
  openButton: 'Go to rule',
  boxLabel: (game) => `Go to a rule of ${game}`,
  go: 'Go',
  hint: (p, s) => [`A paragraph (${p}) or a section (§${s}). Key `, ' opens this box.'],
  didYouMean: 'Did you mean ',
  typeANumber: 'Type a rule number',
  notANumber: (typed) => `“${typed}” is not a rule number`,
  numberExamples: (p, s) => `: a paragraph such as ${p}, or a section such as §${s}.`,
  noSuchNumber: (game, section, number, several) => `${game} has no ${section ? 'section' : 'paragraph'} ${number}. ${several ? 'The nearest are' : 'The nearest is'}:`,
  allParagraphs: (game) => `All paragraphs of ${game}`,
  noPageHere: (game) => `${game} has no page at this address.`,
  note: (note) => note,
  notFound: 'No page of the rulebook lives at this address.',
  lookingForARule: ['Looking for a rule? Each paragraph has a short address such as', ', and each game lists all of its paragraphs:'],
  gameParagraphs: (game) => `${game}: all paragraphs`,
  inEnglish: 'The same address in the English edition',
  redirecting: 'Redirecting to',
  sectionOf: (number, title) => `section ${number}, ${title}`,
  listTitle: (game) => `${game} paragraphs`,
  listDescription: (game) => `Every paragraph of the ${game} rules with its short permalink.`,
  listLead: ['Each paragraph has a short link of the form', 'that leads to it. Use these when you cite a rule.'],
};

/** rule-lookup.ts's notes, each with its German form. */
const NOTES_DE: readonly [RegExp, (n: string) => string][] = [
  [/^last of section (.+)$/, (n) => `letzter von Abschnitt ${n}`],
  [/^first of section (.+)$/, (n) => `erster von Abschnitt ${n}`],
  [/^the (first|last) paragraph$/, (end) => (end === 'first' ? 'der erste Absatz' : 'der letzte Absatz')],
  [/^the (first|last) section$/, (end) => (end === 'first' ? 'der erste Abschnitt' : 'der letzte Abschnitt')],
];

const DE: GotoWords = {
  openButton: 'Zur Regel',
  boxLabel: (game) => `Zu einer Regel von ${game}`,
  go: 'Los',
  hint: (p, s) => [`Ein Absatz (${p}) oder ein Abschnitt (§${s}). Die Taste `, ' öffnet dieses Feld.'],
  didYouMean: 'Meintest du ',
  typeANumber: 'Gib eine Regelnummer ein',
  notANumber: (typed) => `„${typed}“ ist keine Regelnummer`,
  numberExamples: (p, s) => `: ein Absatz wie ${p} oder ein Abschnitt wie §${s}.`,
  noSuchNumber: (game, section, number, several) =>
    `${game} hat keinen ${section ? 'Abschnitt' : 'Absatz'} ${number}. ${several ? 'Am nächsten liegen' : 'Am nächsten liegt'}:`,
  allParagraphs: (game) => `Alle Absätze von ${game}`,
  noPageHere: (game) => `${game} hat unter dieser Adresse keine Seite.`,
  note: (note) => {
    for (const [pattern, say] of NOTES_DE) {
      const match = pattern.exec(note);
      if (match) return say(match[1]);
    }
    return note;
  },
  notFound: 'Unter dieser Adresse gibt es keine Seite des Regelbuchs.',
  lookingForARule: ['Du suchst eine Regel? Jeder Absatz hat eine kurze Adresse wie', ', und zu jedem Spiel gibt es eine Liste aller Absätze:'],
  gameParagraphs: (game) => `${game}: alle Absätze`,
  inEnglish: 'Dieselbe Adresse in der englischen Ausgabe (noch nicht alles gibt es auf Deutsch)',
  redirecting: 'Weiter zu',
  sectionOf: (number, title) => `Abschnitt ${number}, ${title}`,
  listTitle: (game) => `${game}: alle Absätze`,
  listDescription: (game) => `Jeder Absatz der Regeln von ${game} mit seinem kurzen Link.`,
  listLead: ['Jeder Absatz hat einen kurzen Link der Form', 'der direkt zu ihm führt. Nimm ihn, wenn du eine Regel zitierst.'],
};

export const GOTO_WORDS: Readonly<Record<Locale, GotoWords>> = { en: EN, de: DE };
