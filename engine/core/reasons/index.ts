/**
 * Reasons in every language: `sayReason(failure, locale, gameSay)` is what a
 * page shows for a failed share link or game text. English is the failure's
 * own `error` (so English pages read exactly as before); another language
 * renders `reason` when the engine gave one, and the game's own messages
 * inside it (a parse error of a game's notation) through `gameSay`. A failure
 * without a reason keeps its English words.
 */
import { listOf, message, pluralForm, type Catalogue, type Locale, type Message, type Say } from '../messages';
import { de } from './de';
import { en } from './en';
import type { ReasonMessage, ReasonSpec } from './spec';
import type { Failed } from '../game';

export type { ReasonMessage, ReasonSpec } from './spec';

export const REASONS: { readonly [L in Locale]: Catalogue<ReasonSpec> } = { en, de };

/** Builds a reason, checking its parameters against the id. */
export const reason = <Id extends keyof ReasonSpec & string>(id: Id, params: ReasonSpec[Id]) => message<ReasonSpec, Id>(id, params);

/** A game's own renderer for messages that are not reasons (Game.say). */
export type GameSay = (m: Message, locale: Locale) => string;

/** A game's `say` (Game.say) as a GameSay, when the game has a catalogue. */
export function gameSayOf(game: { say?(m: Message, locale: Locale): string }): GameSay | undefined {
  return game.say ? (m, locale) => game.say!(m, locale) : undefined;
}

/** The reason in `locale`'s words; ids this catalogue lacks go to `gameSay` (or show as "[id]"). */
export function renderReason(m: Message, locale: Locale, gameSay?: GameSay): string {
  const entries = REASONS[locale] as unknown as Record<string, ((p: unknown, s: Say) => string) | undefined>;
  const say: Say = {
    locale,
    plural: (count, forms) => pluralForm(locale, count, forms),
    list: (items, type) => listOf(locale, items, type),
    say: (inner) => renderReason(inner, locale, gameSay),
  };
  const entry = entries[m.id];
  if (entry) return entry(m.params, say);
  return gameSay ? gameSay(m, locale) : `[${m.id}]`;
}

/** A failure with its English `error` and, when the engine gave one, its `reason`. */
export interface Failure {
  readonly error: string;
  readonly reason?: Message;
}

/** What to show for a failure in `locale`: the English error as it is, else the rendered reason (English when there is none). */
export function sayReason(failure: Failure, locale: Locale, gameSay?: GameSay): string {
  if (locale === 'en' || !failure.reason) return failure.error;
  return renderReason(failure.reason, locale, gameSay);
}

/**
 * A failure: the English `error`, and `reason` beside it. `reason` is not enumerable, so a failure
 * compares, spreads and serializes as its English error alone, as failures did before reasons were
 * messages (tests comparing whole failures, saved files); whoever shows it reads `failure.reason`.
 */
export function failure(error: string, why: Message): Failed {
  const out = { ok: false as const, error };
  Object.defineProperty(out, 'reason', { value: why, enumerable: false });
  return out;
}

/** A failure from a reason: `error` is its English rendering, so the two never drift apart. */
export function failWith(why: ReasonMessage | Message, gameSay?: GameSay): Failed {
  return failure(renderReason(why, 'en', gameSay), why);
}

/** A link's reason without its "share link: " lead (the desk says "This link cannot be opened" first). */
export function sayLinkReason(failure: Failure, locale: Locale, gameSay?: GameSay): string {
  if (locale === 'en' || !failure.reason) return failure.error.replace(/^share link: /, '');
  const inner = failure.reason.id === 'link' ? (failure.reason.params as { readonly why: Message }).why : failure.reason;
  return renderReason(inner, locale, gameSay);
}
