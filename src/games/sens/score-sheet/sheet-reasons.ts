/**
 * Why the SENS score sheet will not take a match (build in model.ts), as
 * messages, so the play page's "The score sheet would not take this match"
 * says the why in the page's language. English is exactly what the sheet
 * always wrote; an entry's own problem (deal-entry.ts) is entry-reasons.ts's.
 */
import type { Locale, Message } from '../../../../engine/core/messages';
import { failure, renderReason, sayReason, type Failure } from '../../../../engine/core/reasons';
import { isEntryMessage, sayEntry } from './entry-reasons';
import type { Failed } from '../../../../engine/core/game';

type Role = 'dealer' | 'taker' | 'offender';

export interface SheetSpec {
  readonly 'sheet.fourNames': Record<string, never>;
  readonly 'sheet.names': Record<string, never>;
  readonly 'sheet.firstDealer': Record<string, never>;
  readonly 'sheet.misdealRule': Record<string, never>;
  readonly 'sheet.dealsList': Record<string, never>;
  readonly 'sheet.maxDeals': { readonly max: number };
  readonly 'sheet.decided': { readonly deal: number };
  readonly 'sheet.deal': { readonly deal: number; readonly why: Message };
  /** 10.1: a deal entered after the match was decided (addDeal). */
  readonly 'sheet.over': Record<string, never>;
  readonly 'entry.notEntry': Record<string, never>;
  readonly 'entry.kind': { readonly got: string };
  readonly 'entry.field': { readonly got: string };
  readonly 'entry.missing': { readonly key: string };
  readonly 'entry.seat': { readonly role: Role };
  readonly 'entry.trump': Record<string, never>;
  readonly 'entry.pair': { readonly key: string };
  readonly 'entry.dackeln': Record<string, never>;
  readonly 'entry.vorlauf': Record<string, never>;
  /** deal-entry.ts's problem (entry-reasons.ts), in the same language. */
  readonly 'entry.problem': { readonly why: Message };
}
type Words = { readonly [Id in keyof SheetSpec]: (params: SheetSpec[Id], inner: (m: Message) => string) => string };

const ROLE_DE: Record<Role, string> = { dealer: 'der Geber', taker: 'wer das Spiel gemacht hat,', offender: 'wer falsch gespielt hat,' };

const WORDS: { readonly [L in Locale]: Words } = {
  en: {
    'sheet.fourNames': () => 'a SENS sheet needs four player names',
    'sheet.names': () => 'the player names are missing, too long or repeated',
    'sheet.firstDealer': () => 'the first dealer is not a seat 0-3',
    'sheet.misdealRule': () => 'the misdeal rule is neither strict nor mild',
    'sheet.dealsList': () => 'the deals are not a list',
    'sheet.maxDeals': ({ max }) => `at most ${max} deals fit on one sheet`,
    'sheet.decided': ({ deal }) => `the match was decided at deal ${deal}, so there can be no deal ${deal + 1}`,
    'sheet.deal': ({ deal, why }, inner) => `deal ${deal}: ${inner(why)}`,
    'sheet.over': () => 'The match is over: no more deals.',
    'entry.notEntry': () => 'it is not an entry',
    'entry.kind': ({ got }) => `it has an unknown kind ${got}`,
    'entry.field': ({ got }) => `it has an unknown field "${got}"`,
    'entry.missing': ({ key }) => `its field "${key}" is missing`,
    'entry.seat': ({ role }) => `its ${role} is not a seat 0-3`,
    'entry.trump': () => 'its trump is not a suit E, G, H or S',
    'entry.pair': ({ key }) => `its ${key} are not two whole numbers`,
    'entry.dackeln': () => 'its Dackeln mark is not true or false',
    'entry.vorlauf': () => 'its Vorlauf call is not a side and secured card points',
    'entry.problem': ({ why }, inner) => inner(why),
  },
  de: {
    'sheet.fourNames': () => 'ein SENS-Spielzettel braucht vier Spielernamen',
    'sheet.names': () => 'die Spielernamen fehlen, sind zu lang oder kommen doppelt vor',
    'sheet.firstDealer': () => 'der erste Geber ist kein Platz von 0 bis 3',
    'sheet.misdealRule': () => 'die Regel fürs Vergeben ist weder strict noch mild',
    'sheet.dealsList': () => 'die Spiele stehen nicht als Liste da',
    'sheet.maxDeals': ({ max }) => `auf einen Spielzettel passen höchstens ${max} Spiele`,
    'sheet.decided': ({ deal }) => `die Partie war nach Spiel ${deal} entschieden, ein Spiel ${deal + 1} gibt es also nicht`,
    'sheet.deal': ({ deal, why }, inner) => `Spiel ${deal}: ${inner(why)}`,
    'sheet.over': () => 'Die Partie ist entschieden; ein weiteres Spiel kommt nicht mehr dazu.',
    'entry.notEntry': () => 'das ist kein Eintrag',
    'entry.kind': ({ got }) => `die Art ${got} kennt der Spielzettel nicht`,
    'entry.field': ({ got }) => `das Feld „${got}“ kennt der Spielzettel nicht`,
    'entry.missing': ({ key }) => `das Feld „${key}“ fehlt`,
    'entry.seat': ({ role }) => `${ROLE_DE[role]} ist kein Platz von 0 bis 3`,
    'entry.trump': () => 'der Trumpf ist keine der Farben E, G, H oder S',
    'entry.pair': ({ key }) => `in „${key}“ stehen nicht zwei ganze Zahlen`,
    'entry.dackeln': () => 'beim Dackeln steht weder ja noch nein',
    'entry.vorlauf': () => 'der Vorlauf-Ruf besteht nicht aus einer Partei und den gesicherten Kartenpunkten',
    'entry.problem': ({ why }, inner) => inner(why),
  },
};

/** A sheet message, its parameters checked against the id. */
export function sheetReason<Id extends keyof SheetSpec & string>(id: Id, params: SheetSpec[Id]): Message<Id, SheetSpec[Id]> {
  return { id, params };
}

/** The sheet's messages in `locale`'s words (ids it does not have show as "[id]"). */
function saySheet(m: Message, locale: Locale): string {
  const words = WORDS[locale] as unknown as Record<string, ((p: unknown, inner: (m: Message) => string) => string) | undefined>;
  const entry = words[m.id];
  if (!entry) return isEntryMessage(m) ? sayEntry(m, locale) : `[${m.id}]`;
  return entry(m.params, (why) => renderReason(why, locale, saySheet));
}

/** A failure in the sheet's words: `error` English as always, `reason` for other languages. */
export function sheetFailure(m: Message): Failed {
  return failure(saySheet(m, 'en'), m);
}

/** Why the sheet would not take a match, in `locale` (English: the error as it always read). */
export function saySheetProblem(failed: Failure, locale: Locale): string {
  return sayReason(failed, locale, saySheet);
}

/** The ids each language has words for (the test checks they are the same). */
export const sheetWordsFor = (locale: Locale): readonly string[] => Object.keys(WORDS[locale]);
