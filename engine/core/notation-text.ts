/**
 * What every game's text notation reads the same way: words separated by
 * white space, each with the column it starts at (errors name the column a
 * reader must fix), and a position line's key=value fields, each key known,
 * given once, and the required ones present. Echoed text in errors is cut
 * short, so a huge bad input gives a short message.
 */

export interface Token {
  readonly text: string;
  /** 1-based. */
  readonly column: number;
}

import { failure, reason, renderReason, type ReasonMessage } from './reasons';
import type { Failed } from './game';

/** The words of `text` with their columns. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ text: m[0], column: m.index + 1 });
  return out;
}

/** `what`: a reason of engine/core/reasons, or English words a game does not give as a message yet. */
export function failAt(column: number, what: string | ReasonMessage): Failed {
  const why = typeof what === 'string' ? reason('plain', { text: what }) : what;
  return failure(`column ${column}: ${typeof what === 'string' ? what : renderReason(what, 'en')}`, reason('parse.column', { column, why }));
}

export const isFailed = (x: unknown): x is Failed => !!x && typeof x === 'object' && (x as { ok?: unknown }).ok === false;

export interface FieldValue {
  readonly value: string;
  /** Where the value starts. */
  readonly column: number;
  /** Where its key starts. */
  readonly keyColumn: number;
}

/** A position line's fields by key, or where it goes wrong: a word that is not key=value, an unknown or repeated key, a required key missing. */
export function readFields<F extends string>(text: string, known: readonly F[], required: readonly F[]): Map<F, FieldValue> | Failed {
  const fields = new Map<F, FieldValue>();
  for (const token of tokenize(text)) {
    const eq = token.text.indexOf('=');
    if (eq <= 0) return failAt(token.column, reason('parse.keyValue', { got: token.text.slice(0, 30) }));
    const key = token.text.slice(0, eq);
    if (!(known as readonly string[]).includes(key)) return failAt(token.column, reason('parse.unknownField', { key: key.slice(0, 30), known }));
    if (fields.has(key as F)) return failAt(token.column, reason('parse.twice', { key }));
    fields.set(key as F, { value: token.text.slice(eq + 1), column: token.column + eq + 1, keyColumn: token.column });
  }
  const end = text.trimEnd().length + 1;
  for (const key of required) if (!fields.has(key)) return failAt(end, reason('parse.missing', { key }));
  return fields;
}
