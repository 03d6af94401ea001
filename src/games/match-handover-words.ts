/**
 * Why a match handed from play against bots to a score sheet cannot be read,
 * in the words Gin Rummy's and SENS's sheets share (each game's
 * score-sheet/pending-words.ts adds its own). German by hand: "sie" is the
 * match (die Partie).
 */
import type { Locale } from '../../engine/core/messages';

interface HandoverReadWords {
  readonly tooLong: (length: number, max: number) => string;
  readonly notJson: string;
  readonly notMatch: string;
  readonly unknownField: (key: string) => string;
  readonly format: (got: string, reads: number) => string;
}

export const HANDOVER_READ_WORDS: Readonly<Record<Locale, HandoverReadWords>> = {
  en: {
    tooLong: (length: number, max: number) => `it is ${length} characters long, more than ${max}`,
    notJson: 'it is not valid JSON',
    notMatch: 'it is not a match',
    unknownField: (key: string) => `it has an unknown field "${key}"`,
    format: (got: string, reads: number) => `it is in format ${got}, and this page reads format ${reads}`,
  },
  de: {
    tooLong: (length: number, max: number) => `mit ${length} Zeichen ist sie länger als die erlaubten ${max}`,
    notJson: 'sie ist kein gültiges JSON',
    notMatch: 'das ist keine Partie',
    unknownField: (key: string) => `das Feld „${key}“ kennt der Spielzettel nicht`,
    format: (got: string, reads: number) => `sie liegt im Format ${got} vor, diese Seite liest aber Format ${reads}`,
  },
};
