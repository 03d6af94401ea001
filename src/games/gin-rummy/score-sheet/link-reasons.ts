/**
 * Why the score sheet cannot take hands from a sandbox link, as messages, so
 * a German sheet says it in German: the sheet's own sentence around the
 * engine's reason (engine/core/reasons for the link, the game's notation
 * messages for a line that does not read). English is exactly what the
 * sheet always wrote (tests quote it).
 */
import type { Locale, Message } from '../../../../engine/core/messages';
import { renderReason, sayReason, type Failure } from '../../../../engine/core/reasons';
import { ginRummy } from '../../../../engine/gin-rummy/index';

export interface SheetLinkSpec {
  readonly 'sheet.unusable': { readonly why: Message };
  readonly 'sheet.otherGame': { readonly game: string };
  readonly 'sheet.unreadable': { readonly why: Message };
  readonly 'sheet.noHand': Record<string, never>;
}
type Words = { readonly [Id in keyof SheetLinkSpec]: (params: SheetLinkSpec[Id], inner: (m: Message) => string) => string };

const WORDS: { readonly [L in Locale]: Words } = {
  en: {
    'sheet.unusable': ({ why }, inner) => `That is not a usable link: ${inner(why)}.`,
    'sheet.otherGame': ({ game }) => `That link is for another game ("${game}"), not Gin Rummy.`,
    'sheet.unreadable': ({ why }, inner) => `The link's game cannot be read: ${inner(why)}.`,
    'sheet.noHand': () => 'The linked game has no finished hand yet: play it until the hand is scored, then copy the link again.',
  },
  de: {
    // The link's own reason without its "Link zum Teilen:" lead: the sentence already says it is the link.
    'sheet.unusable': ({ why }, inner) => `Mit diesem Link kann der Spielzettel nichts anfangen: ${inner(why.id === 'link' ? (why.params as { readonly why: Message }).why : why)}.`,
    'sheet.otherGame': ({ game }) => `Dieser Link gehört zu einem anderen Spiel („${game}“), nicht zu Gin Rummy.`,
    'sheet.unreadable': ({ why }, inner) => `Das Spiel im Link lässt sich nicht lesen: ${inner(why)}.`,
    'sheet.noHand': () => 'Im verlinkten Spiel ist noch kein Spiel zu Ende: Spiel weiter, bis es gewertet ist, und kopier den Link dann noch einmal.',
  },
};

/** A sheet message, its parameters checked against the id. */
export function sheetReason<Id extends keyof SheetLinkSpec & string>(id: Id, params: SheetLinkSpec[Id]): Message<Id, SheetLinkSpec[Id]> {
  return { id, params };
}

/** The sheet's messages, then the game's (Game.say), for whatever renderReason does not know. */
function sheetSay(m: Message, locale: Locale): string {
  const words = WORDS[locale] as unknown as Record<string, ((p: unknown, inner: (m: Message) => string) => string) | undefined>;
  const entry = words[m.id];
  return entry ? entry(m.params, (why) => renderReason(why, locale, sheetSay)) : ginRummy.say!(m, locale);
}

/** A sheet message in English: the failure's `error`. */
export const sheetEnglish = (m: Message): string => sheetSay(m, 'en');

/** What the sheet shows for a link it cannot take, in the page's language (English: the error as it always read). */
export function sayLinkProblem(failed: Failure, locale: Locale): string {
  return sayReason(failed, locale, sheetSay);
}

/** The ids each language has words for (the test checks they are the same). */
export const sheetWordsFor = (locale: Locale): readonly string[] => Object.keys(WORDS[locale]);
