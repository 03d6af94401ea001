/**
 * The messages of The Game: Face to Face: `say(message, locale)` for the
 * Game object, and `said(message)` for rule code, which gives the message
 * with its English rendering (the ruling's `summary`) so no rule writes both.
 */
import { message, renderer, type Catalogues, type Locale, type Message } from '../../core/messages';
import { de, deHelpers } from './de';
import { en, enHelpers } from './en';
import { isNotationMessage, sayNotation } from './notation';
import type { TheGameMessage, TheGameSay, TheGameSpec } from './spec';

export type { TheGameMessage, TheGameSpec, PileParam } from './spec';

export const CATALOGUES: Catalogues<TheGameSpec, TheGameSay> = { en, de };

const render = {
  en: renderer(en, 'en', enHelpers),
  de: renderer(de, 'de', deHelpers),
} satisfies Record<Locale, (m: Message) => string>;

/** A message of this game in `locale`'s words (a ruling's, or why an action line does not read). */
export function say(message: Message, locale: Locale): string {
  return isNotationMessage(message) ? sayNotation(message, locale) : render[locale](message);
}

/** A message and its English words: what a ruling carries as `says` and `summary`. */
export function said(message: TheGameMessage): { readonly says: TheGameMessage; readonly summary: string } {
  return { says: message, summary: render.en(message) };
}

/** A message of this game, its parameters checked against the id: `msg('lay.own', { ... })`. */
export function msg<Id extends keyof TheGameSpec & string>(id: Id, params: TheGameSpec[Id]): Message<Id, TheGameSpec[Id]> {
  return message<TheGameSpec, Id>(id, params);
}
