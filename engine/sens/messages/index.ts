/**
 * SENS in words: `say(message, locale)` renders a message of the SENS spec with
 * that locale's catalogue; `en(message)` is the English rendering every
 * ruling's `summary` is (so rule code builds a message once and never writes
 * the sentence itself).
 */
import { renderer, type Catalogues, type Locale, type Message } from '../../core/messages';
import { de } from './de';
import { en as english } from './en';
import { isNotationMessage, sayNotation } from './notation';
import { isSenseMessage, saySense } from './sense';
import { englishHelpers, germanHelpers, type SensSay } from './say';
import type { SensMessage, SensSpec } from './spec';

export type { SensMessage, SensSpec } from './spec';

export const CATALOGUES: Catalogues<SensSpec, SensSay> = { en: english, de };

const RENDER = {
  en: renderer(english, 'en', englishHelpers),
  de: renderer(de, 'de', germanHelpers),
} as const;

/** A SENS message in `locale`'s words (a ruling's, or why a line of notation does not read). */
export function say(message: Message, locale: Locale): string {
  if (isNotationMessage(message)) return sayNotation(message, locale);
  return isSenseMessage(message) ? saySense(message, locale) : RENDER[locale](message);
}

/** The English words of a message: the `summary` beside `says`. */
export function en(message: SensMessage): string {
  return RENDER.en(message);
}

/** Several sentences in a row as one message (a ruling that tells what happened, then what follows). */
export function seq(...parts: (SensMessage | null | undefined | false)[]): SensMessage {
  const kept = parts.filter((p): p is SensMessage => !!p);
  return kept.length === 1 ? kept[0] : { id: 'seq', params: { parts: kept } };
}
