/**
 * Why an action line of The Game does not read, as messages (the share-link
 * reasons of engine/core/reasons wrap them with the column and the line). The
 * notation's own words stay as written in every language: lay, on, up, down,
 * end turn. Kept apart from the rulings' catalogue: these are said by the
 * notation, not by a ruling of a worked example.
 */
import { type Catalogue, type MessageOf } from '../../core/messages';
import { catalogueKit } from '../../core/catalogue-kit';

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

/** Whether a message is one of these (the game's `say` hands them here), its words in a locale, and the typed constructor. */
export const { is: isNotationMessage, say: sayNotation, make: notation } = catalogueKit<NotationSpec>({ en, de });
