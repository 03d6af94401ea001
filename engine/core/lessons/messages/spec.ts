/**
 * The sentences the lesson platform itself says to a reader, as data
 * (../../messages.ts): the hint for a wrong try the lesson did not foresee
 * (../hint.ts). A lesson's own texts (its task, its listed hints, its success
 * line) are the lesson file's and are not here; nor are the faults a lesson
 * author is told (read-lesson.ts, check-lesson.ts), which stay English.
 */
import type { Locale, MessageOf, Say } from '../../messages';

/**
 * What the game calls a classification in a sentence, per language ("backwards trick", "Rückwärts-Trick").
 * Carried in the message, so a hint renders in any language without its game at hand; a language
 * without a word gets a sentence that does not name the kind.
 */
export type KindNames = { readonly [L in Locale]?: string };

/**
 * True when the kind's English word is "lawful" itself (Gin Rummy and SENS classify a lawful
 * action as `lawful`): after "That was lawful" naming it would only say it again, so the
 * hint leaves the kind out, in every language.
 */
export function repeatsLawful(classification: string, names: KindNames): boolean {
  return (names.en ?? classification) === 'lawful';
}

export interface LessonSpec {
  /** The engine refused the action: it is not even a lawful try here. */
  readonly 'hint.refused': Record<string, never>;
  /** The action was ruled unlawful (a foul and the like); `classification` is the ruling's. */
  readonly 'hint.unlawful': { readonly classification: string; readonly names: KindNames };
  /** The action was lawful but leaves every solution of the lesson. */
  readonly 'hint.offPath': { readonly classification: string; readonly names: KindNames };
}

export type LessonMessage = MessageOf<LessonSpec>;

/** The lessons' own helper for a catalogue entry. */
export interface LessonSay extends Say {
  /** The classification's word in this language, or null when the game gives none for it. */
  kind(names: KindNames): string | null;
}
