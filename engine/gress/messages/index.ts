/**
 * Gress's sentences in every language: `say(message, locale)`. Rule code builds
 * messages (spec.ts) and keeps the English rendering as the ruling's summary
 * (`told`), so the scenario files that quote it read as before.
 */
import { message, renderer, type Catalogues, type Locale, type Message } from '../../core/messages';
import { de } from './de';
import { en } from './en';
import { isNotationMessage, sayNotation } from './notation';
import { englishHelpers, germanHelpers, type GressSay } from './say';
import type { GressMessage, GressSpec } from './spec';

export type { GressMessage, GressSpec } from './spec';

export const CATALOGUES: Catalogues<GressSpec, GressSay> = { en, de };

const render = {
  en: renderer(en, 'en', englishHelpers),
  de: renderer(de, 'de', germanHelpers),
} satisfies Record<Locale, (m: Message) => string>;

/** A Gress message in `locale`'s words (a ruling's, or why a line of notation does not read). */
export function say(m: Message, locale: Locale): string {
  return isNotationMessage(m) ? sayNotation(m, locale) : render[locale](m);
}

/** Builds a message, its parameters checked against its id. */
export function msg<Id extends keyof GressSpec & string>(id: Id, params: GressSpec[Id]): Message<Id, GressSpec[Id]> {
  return message<GressSpec, Id>(id, params);
}

/** A ruling's message and its English summary, spread into an outcome: `{ ...told(m) }`. */
export function told(m: GressMessage): { says: GressMessage; summary: string } {
  return { says: m, summary: render.en(m) };
}
