/**
 * Why the score sheet cannot take hands from a sandbox link, or a saved sheet
 * does not replay (build in model.ts), as messages, so a German sheet says it
 * in German: the sheet's own sentence around the engine's reason
 * (engine/core/reasons for the link, the game's messages for a line that does
 * not read or a hand the match cannot take). English is exactly what the
 * sheet always wrote (tests quote it).
 */
import type { Locale, Message } from '../../../../engine/core/messages';
import { failure, renderReason, sayReason, type Failure } from '../../../../engine/core/reasons';
import { ginRummy } from '../../../../engine/gin-rummy/index';
import type { Choice } from './model';
import { SHEET_WORDS } from './words';

export interface SheetLinkSpec {
  readonly 'sheet.unusable': { readonly why: Message };
  readonly 'sheet.otherGame': { readonly game: string };
  readonly 'sheet.unreadable': { readonly why: Message };
  readonly 'sheet.noHand': Record<string, never>;
  /** A saved sheet's record (build): `got` the format as JSON, cut short. */
  readonly 'sheet.format': { readonly got: string };
  readonly 'sheet.players': { readonly choice: Choice; readonly count: number };
  readonly 'sheet.names': Record<string, never>;
  readonly 'sheet.handsList': Record<string, never>;
  readonly 'sheet.maxLines': { readonly max: number };
  readonly 'sheet.lineWidth': { readonly line: number; readonly width: number };
}
type Words = { readonly [Id in keyof SheetLinkSpec]: (params: SheetLinkSpec[Id], inner: (m: Message) => string) => string };

const WORDS: { readonly [L in Locale]: Words } = {
  en: {
    'sheet.unusable': ({ why }, inner) => `That is not a usable link: ${inner(why)}.`,
    'sheet.otherGame': ({ game }) => `That link is for another game ("${game}"), not Gin Rummy.`,
    'sheet.unreadable': ({ why }, inner) => `The link's game cannot be read: ${inner(why)}.`,
    'sheet.noHand': () => 'The linked game has no finished hand yet: play it until the hand is scored, then copy the link again.',
    'sheet.format': ({ got }) => `unknown format ${got}`,
    'sheet.players': ({ choice, count }) => `a ${SHEET_WORDS.en.choice[choice]} sheet needs ${count} player names`,
    'sheet.names': () => 'the player names are missing, too long or repeated',
    'sheet.handsList': () => 'the hands are not a list',
    'sheet.maxLines': ({ max }) => `at most ${max} lines`,
    'sheet.lineWidth': ({ line, width }) => `line ${line} should hold ${width} table result${width === 1 ? '' : 's'}`,
  },
  de: {
    // The link's own reason without its "Link zum Teilen:" lead: the sentence already says it is the link.
    'sheet.unusable': ({ why }, inner) => `Mit diesem Link kann der Spielzettel nichts anfangen: ${inner(why.id === 'link' ? (why.params as { readonly why: Message }).why : why)}.`,
    'sheet.otherGame': ({ game }) => `Dieser Link gehört zu einem anderen Spiel („${game}“), nicht zu Gin Rummy.`,
    'sheet.unreadable': ({ why }, inner) => `Das Spiel im Link lässt sich nicht lesen: ${inner(why)}.`,
    'sheet.noHand': () => 'Im verlinkten Spiel ist noch kein Spiel zu Ende: Spiel weiter, bis es gewertet ist, und kopier den Link dann noch einmal.',
    'sheet.format': ({ got }) => `die Form ${got} kennt der Spielzettel nicht`,
    'sheet.players': ({ choice, count }) => `ein Zettel für „${SHEET_WORDS.de.choice[choice]}“ braucht ${count} Spielernamen`,
    'sheet.names': () => 'die Spielernamen fehlen, sind zu lang oder kommen doppelt vor',
    'sheet.handsList': () => 'die Spiele stehen nicht als Liste da',
    'sheet.maxLines': ({ max }) => `auf den Zettel passen höchstens ${max} Zeilen`,
    'sheet.lineWidth': ({ line, width }) =>
      `in Zeile ${line} ${width === 1 ? 'gehört ein Tischergebnis' : `gehören ${width} Tischergebnisse`}`,
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

/** What the sheet shows for a link it cannot take or a record that does not replay, in the page's language (English: the error as it always read). */
export function sayLinkProblem(failed: Failure, locale: Locale): string {
  return sayReason(failed, locale, sheetSay);
}

/** A sheet failure: `error` the English words, the message as `reason`. */
export const sheetFailure = (m: Message) => failure(sheetEnglish(m), m);

/** The ids each language has words for (the test checks they are the same). */
export const sheetWordsFor = (locale: Locale): readonly string[] => Object.keys(WORDS[locale]);
