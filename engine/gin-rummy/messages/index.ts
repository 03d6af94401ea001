/**
 * Gin Rummy's words in every language: `say(message, locale)` renders a message of
 * the game (spec.ts) with that locale's catalogue. English is the reference: a
 * ruling's `summary` is `sayEnglish(says)`, so the move from sentences to data lost
 * nothing the scenario files quote.
 */
import { renderer, type Catalogue, type Catalogues, type Locale, type Message } from '../../core/messages';
import { deClaim, dePlay } from './de-play';
import { deKnock } from './de-knock';
import { deDescribe, deMeld, deScore } from './de-parts';
import { deFormats } from './de-formats';
import { enClaim, enPlay } from './en-play';
import { enKnock } from './en-knock';
import { enDescribe, enMeld, enScore } from './en-parts';
import { enFormats } from './en-formats';
import { deTournament } from './de-tournament';
import { enTournament } from './en-tournament';
import { deFaults } from './de-faults';
import { enFaults } from './en-faults';
import { isNotationMessage, sayNotation } from './notation';
import { isSenseMessage, saySense } from './sense';
import { englishHelpers, germanHelpers, type GinSay } from './say';
import type { GinSpec } from './spec';

export type { GinMessage, GinSpec } from './spec';

export const en: Catalogue<GinSpec, GinSay> = { ...enPlay, ...enClaim, ...enKnock, ...enMeld, ...enScore, ...enDescribe, ...enFormats, ...enTournament, ...enFaults };
export const de: Catalogue<GinSpec, GinSay> = { ...dePlay, ...deClaim, ...deKnock, ...deMeld, ...deScore, ...deDescribe, ...deFormats, ...deTournament, ...deFaults };
export const CATALOGUES: Catalogues<GinSpec, GinSay> = { en, de };

const renderers = {
  en: renderer(en, 'en', englishHelpers),
  de: renderer(de, 'de', germanHelpers),
} satisfies Record<Locale, (m: Message) => string>;

/** A message of this game in `locale`'s words (a ruling's, or why a line of notation does not read). */
export function say(message: Message, locale: Locale): string {
  if (isNotationMessage(message)) return sayNotation(message, locale);
  return isSenseMessage(message) ? saySense(message, locale) : renderers[locale](message);
}

/** The English words: what a ruling's `summary` and the engine's English errors say. */
export function sayEnglish(message: Message): string {
  return renderers.en(message);
}
