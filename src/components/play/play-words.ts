/**
 * Words the play shell shares between its views: a game's units ("hand",
 * "deal", "game", "match": PlayGlue.unit and tallyUnit) as German nouns with
 * their article, as the German rulebooks name them (glossaries: Spiel for
 * one deal of Gin Rummy and SENS, Partie for a match and for a game of The
 * Game), and the bots' paces. A unit not listed keeps its English word.
 */
import type { Locale, PluralForms } from '../../../engine/core/messages';
import { uiText } from '../../i18n/ui-text';
import { PACES } from './play-prefs';

/** A unit in a sentence: "the hand" / "das Spiel", "Hand over" / "Spiel vorbei". */
export interface UnitWords {
  /** With its article, capitalised as at a sentence's start: "The hand", "Das Spiel". */
  readonly The: string;
  /** "the next hand", "das nächste Spiel" (German: nominative and accusative alike). */
  readonly theNext: string;
  /** As a heading word: "Hand", "Spiel". */
  readonly Noun: string;
  /** "Next hand" (a button), "Nächstes Spiel". */
  readonly Next: string;
  /** "New match", "Neue Partie". */
  readonly New: string;
  /** Counted: "Partie" / "Partien". */
  readonly counted: PluralForms;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const englishUnit = (unit: string): UnitWords => ({
  The: `The ${unit}`,
  theNext: `the next ${unit}`,
  Noun: capital(unit),
  Next: `Next ${unit}`,
  New: `New ${unit}`,
  counted: { one: unit, other: /(s|x|ch|sh)$/.test(unit) ? `${unit}es` : `${unit}s` },
});

const neuter = (noun: string, plural: string): UnitWords => ({
  The: `Das ${noun}`,
  theNext: `das nächste ${noun}`,
  Noun: noun,
  Next: `Nächstes ${noun}`,
  New: `Neues ${noun}`,
  counted: { one: noun, other: plural },
});
const feminine = (noun: string, plural: string): UnitWords => ({
  The: `Die ${noun}`,
  theNext: `die nächste ${noun}`,
  Noun: noun,
  Next: `Nächste ${noun}`,
  New: `Neue ${noun}`,
  counted: { one: noun, other: plural },
});

const GERMAN_UNITS: Readonly<Record<string, UnitWords>> = {
  hand: neuter('Spiel', 'Spiele'),
  deal: neuter('Spiel', 'Spiele'),
  game: feminine('Partie', 'Partien'),
  match: feminine('Partie', 'Partien'),
};

/** A unit's words in a language: the German noun where one is listed, else the English word. */
export function unitWords(unit: string, locale: Locale): UnitWords {
  return locale === 'de' ? (GERMAN_UNITS[unit] ?? englishUnit(unit)) : englishUnit(unit);
}

/** The paces' names (play-prefs.ts PACES ids). */
export const PACE_TEXT = uiText({
  en: Object.fromEntries(PACES.map((p) => [p.id, p.label])) as Readonly<Record<string, string>>,
  de: { unhurried: 'Langsam', quick: 'Schnell', all: 'Alle auf einmal' },
});
