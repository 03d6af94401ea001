/**
 * Why a Gress line does not read, as messages (notation-spec.ts): the game's
 * `say` hands these ids here. A failure keeps its English `error` (built from
 * the English catalogue, so the two never drift) and carries the message as a
 * non-enumerable `reason` (engine/core/reasons `failure`), so whole failures
 * still compare as their English error alone.
 */
import { message, renderer, type Locale, type Message } from '../../core/messages';
import { failure } from '../../core/reasons';
import { notationDe } from './notation-de';
import { notationEn } from './notation-en';
import type { NotationMessage, NotationSpec } from './notation-spec';
import { englishHelpers, germanHelpers } from './say';
import type { Failed } from '../../core/game';

export type { NotationMessage, NotationSpec } from './notation-spec';
export { notationDe, notationEn };

const render = {
  en: renderer(notationEn, 'en', englishHelpers),
  de: renderer(notationDe, 'de', germanHelpers),
} satisfies Record<Locale, (m: Message) => string>;

/** Whether `m` is one of these messages. */
export const isNotationMessage = (m: Message): boolean => Object.hasOwn(notationEn, m.id);

/** A notation message in `locale`'s words. */
export function sayNotation(m: Message, locale: Locale): string {
  return render[locale](m);
}

/** A notation message, its parameters checked against the id. */
export function nm<Id extends keyof NotationSpec & string>(id: Id, params: NotationSpec[Id]): Message<Id, NotationSpec[Id]> {
  return message<NotationSpec, Id>(id, params);
}

/** A failure whose English error is the message's English words. */
export function failNotation(why: NotationMessage): Failed {
  return failure(render.en(why), why);
}

/** "column N: ...": a failure at a column. */
export const failAtColumn = (column: number, why: Message) => failNotation(nm('notation.column', { column, why }));

/** The column and the fault of a failure made by failAtColumn, to move it (a part of a line, a line of a game); null for any other. */
export function columnFault(failed: { readonly reason?: Message }): { readonly column: number; readonly why: Message } | null {
  const r = failed.reason;
  return r?.id === 'notation.column' ? (r.params as NotationSpec['notation.column']) : null;
}

/**
 * What a page shows for a notation failure in `locale`: in English exactly its
 * `error`; in another language its reason in words (its `error` when it has
 * none). `withoutColumn`: the fault alone, for a form that wrote the line itself
 * (the column means nothing to its reader).
 */
export function sayNotationFailure(failed: { readonly error: string; readonly reason?: Message }, locale: Locale, withoutColumn = false): string {
  const fault = withoutColumn ? columnFault(failed) : null;
  if (locale === 'en') return withoutColumn ? failed.error.replace(/^column \d+: /, '') : failed.error;
  const why = fault ? fault.why : failed.reason;
  return why && isNotationMessage(why) ? sayNotation(why, locale) : failed.error;
}
