/** The citation preview's words in each edition (src/components/cite/preview-dialog.ts), chosen by the page's html lang. */
import type { Locale } from './editions';

export interface CiteWords {
  readonly close: string;
  readonly paragraphOf: (game: string) => string;
  readonly loading: string;
  readonly open: (number: string) => string;
}

export const CITE_WORDS: Readonly<Record<Locale, CiteWords>> = {
  en: { close: 'Close', paragraphOf: (game) => `${game}, paragraph`, loading: 'Loading the paragraph…', open: (n) => `Open ${n}` },
  de: { close: 'Schließen', paragraphOf: (game) => `${game}, Absatz`, loading: 'Der Absatz wird geladen …', open: (n) => `${n} öffnen` },
};

/** The words for a page whose html lang is `lang` ("de", "de-CH" -> German; anything else English). */
export function citeWordsFor(lang: string): CiteWords {
  return lang.toLowerCase().split('-')[0] === 'de' ? CITE_WORDS.de : CITE_WORDS.en;
}
