/**
 * The hint for a wrong try the lesson did not foresee, built from the ruling:
 * it names the paragraph that decided it, preferring one the lesson teaches
 * (a Gress ruling cites several, e.g. "4.4, 4.5, 4.11, 10.5" for a card that
 * fits nowhere, and the lesson's own 4.5 says more to a newcomer than 10.5).
 */
import type { Locale } from '../messages';
import type { Ruling } from '../ruling';
import { sayLesson, type KindNames, type LessonMessage } from './messages';
import type { Lesson } from './read-lesson';

export interface Hint {
  readonly text: string;
  /** The paragraph the hint names; the page links it as /<game>/r/<n>. */
  readonly paragraph: string;
  /** True when the lesson lists this mistake with a hint of its own. */
  readonly listed: boolean;
  /** The text as data, for other languages (messages/); only on a hint the platform wrote, not on a lesson's own. */
  readonly says?: LessonMessage;
}

/** The paragraph a generic hint names: the first of the lesson's paragraphs the ruling cites, else the ruling's most specific one. */
export function hintParagraph(lesson: Pick<Lesson<unknown>, 'data'>, ruling: Ruling): string {
  return lesson.data.paragraphs.find((p) => ruling.citations.includes(p)) ?? ruling.citations.at(-1) ?? lesson.data.paragraphs[0]!;
}

/** A classification's word in each language that has one: English from `words`, others from `wordsIn`. */
function namesOf(classification: string, words: Readonly<Record<string, string>>, wordsIn: ClassificationWordsIn): KindNames {
  const names: Partial<Record<Locale, string>> = {};
  for (const [locale, table] of Object.entries(wordsIn) as [Locale, Readonly<Record<string, string>> | undefined][]) {
    const word = table?.[classification];
    if (word !== undefined) names[locale] = word;
  }
  const english = words[classification];
  if (english !== undefined) names.en = english;
  return names;
}

/** What classifications are called in languages other than English (LessonGame.classificationWordsIn). */
export type ClassificationWordsIn = { readonly [L in Locale]?: Readonly<Record<string, string>> };

/**
 * The page shows the hint with "See <paragraph>" after it, so the text itself need not name it.
 * @param words what classifications are called in an English sentence (LessonGame.classificationWords)
 * @param wordsIn the same in other languages (LessonGame.classificationWordsIn)
 */
export function genericHint(
  lesson: Pick<Lesson<unknown>, 'data'>,
  ruling: Ruling,
  words: Readonly<Record<string, string>> = {},
  wordsIn: ClassificationWordsIn = {},
): Hint {
  const paragraph = hintParagraph(lesson, ruling);
  const said = (says: LessonMessage): Hint => ({ text: sayLesson(says, 'en'), paragraph, listed: false, says });
  if (ruling.classification === 'refused') return said({ id: 'hint.refused', params: {} });
  const kind = { classification: ruling.classification, names: namesOf(ruling.classification, words, wordsIn) };
  if (!ruling.lawful) return said({ id: 'hint.unlawful', params: kind });
  return said({ id: 'hint.offPath', params: kind });
}
