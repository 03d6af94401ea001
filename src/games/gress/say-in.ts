/**
 * The engine's sentences in the reader's language: a described action and a
 * ruling. English keeps the engine's own English (describeAction, the
 * ruling's summary), so the English pages read exactly as before; another
 * language renders the message (engine/gress/messages/, issue 27).
 */
import type { Message } from '../../../engine/core/messages';
import { describeAction, describeMessage } from '../../../engine/gress/describe';
import { say } from '../../../engine/gress/messages';
import { DE_CLASSIFICATIONS } from '../../../engine/gress/messages/de-rest';
import type { Classification, GressAction } from '../../../engine/gress/types';
import type { Locale } from '../../i18n/ui-text';

/** describeAction in `locale`, bound to the players. */
export function describer(players: readonly string[], locale: Locale): (action: GressAction) => string {
  return locale === 'en' ? (a) => describeAction(a, players) : (a) => say(describeMessage(a, players), locale);
}

/** A ruling's line in `locale`: its summary in English, its message elsewhere (the summary where it has none). */
export function rulingWords(ruling: { readonly summary: string; readonly says?: Message }, locale: Locale): string {
  return locale === 'en' || !ruling.says ? ruling.summary : say(ruling.says, locale);
}

/** A classification's name as a tag shows it: the identifier in English, the catalogue's word elsewhere. */
export function classificationWord(classification: string, locale: Locale): string {
  return locale === 'de' ? (DE_CLASSIFICATIONS[classification as Classification] ?? classification) : classification;
}
