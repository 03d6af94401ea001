/**
 * Why an action line of The Game does not read, as messages (the share-link
 * reasons of engine/core/reasons wrap them with the column and the line). The
 * notation's own words stay as written in every language: lay, on, up, down,
 * end turn. Kept apart from the rulings' catalogue: these are said by the
 * notation, not by a ruling of a worked example.
 */
import { message, renderer, type Catalogue, type Locale, type Message, type MessageOf } from '../../core/messages';

export interface NotationSpec {
  readonly 'notation.player': { readonly players: readonly string[]; readonly got?: string };
  readonly 'notation.verb': { readonly got?: string };
  readonly 'notation.unexpected': { readonly got: string };
  readonly 'notation.turn': { readonly got?: string };
  readonly 'notation.card': { readonly lowest: number; readonly highest: number; readonly got?: string };
  readonly 'notation.on': { readonly got?: string };
  readonly 'notation.owner': { readonly players: readonly string[]; readonly got?: string };
  readonly 'notation.row': { readonly got?: string };
}
export type NotationMessage = MessageOf<NotationSpec>;

/** ', got "x"' after what was expected, or nothing when the line ended there. */
const got = (text: string | undefined) => (text === undefined ? '' : `, got "${text}"`);

/** English: the sentences the parser always wrote (tests quote them). */
export const en: Catalogue<NotationSpec> = {
  'notation.player': ({ players, got: text }) => `expected a player (${players.join(', ')}), got ${text === undefined ? 'nothing' : `"${text}"`}`,
  'notation.verb': ({ got: text }) => `expected "lay" or "end turn"${got(text)}`,
  'notation.unexpected': ({ got: text }) => `unexpected "${text}"`,
  'notation.turn': ({ got: text }) => `expected "turn" after "end"${got(text)}`,
  'notation.card': ({ lowest, highest, got: text }) => `expected a number card ${lowest}-${highest}${text === undefined ? '' : ` (1.1)${got(text)}`}`,
  'notation.on': ({ got: text }) => `expected "on"${got(text)}`,
  'notation.owner': ({ players, got: text }) => `expected whose pile (${players.join(', ')})${got(text)}`,
  'notation.row': ({ got: text }) => `expected "up" (ascending pile) or "down" (descending pile)${got(text)}`,
};

/** ', da steht „x“' after what belongs there, or nothing when the line ended there. */
const stands = (text: string | undefined) => (text === undefined ? '' : `, da steht „${text}“`);

/** German (Zahlenkarte, aufsteigender / absteigender Stapel, as in the glossary). */
export const de: Catalogue<NotationSpec> = {
  'notation.player': ({ players, got }) => `hier gehört ein Spieler hin (${players.join(', ')})${got === undefined ? ', da steht nichts' : stands(got)}`,
  'notation.verb': ({ got }) => `hier gehört „lay“ oder „end turn“ hin${stands(got)}`,
  'notation.unexpected': ({ got }) => `„${got}“ gehört hier nicht hin`,
  'notation.turn': ({ got }) => `nach „end“ gehört „turn“ hin${stands(got)}`,
  'notation.card': ({ lowest, highest, got }) => `hier gehört eine Zahlenkarte ${lowest} bis ${highest} hin${got === undefined ? '' : ` (1.1)${stands(got)}`}`,
  'notation.on': ({ got }) => `hier gehört „on“ hin${stands(got)}`,
  'notation.owner': ({ players, got }) => `hier gehört hin, wessen Stapel (${players.join(', ')})${stands(got)}`,
  'notation.row': ({ got }) => `hier gehört „up“ (aufsteigender Stapel) oder „down“ (absteigender Stapel) hin${stands(got)}`,
};

const render = { en: renderer(en, 'en', () => ({})), de: renderer(de, 'de', () => ({})) } satisfies Record<Locale, (m: Message) => string>;

/** Whether `m` is one of these messages (the game's `say` hands them here). */
export const isNotationMessage = (m: Message): boolean => Object.hasOwn(en, m.id);

/** A notation message in `locale`'s words. */
export function sayNotation(m: Message, locale: Locale): string {
  return render[locale](m);
}

/** A notation message, its parameters checked against the id. */
export function notation<Id extends keyof NotationSpec & string>(id: Id, params: NotationSpec[Id]): Message<Id, NotationSpec[Id]> {
  return message<NotationSpec, Id>(id, params);
}
