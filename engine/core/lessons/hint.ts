/**
 * The hint for a wrong try the lesson did not foresee, built from the ruling:
 * it names the paragraph that decided it, preferring one the lesson teaches
 * (a Gress ruling cites several, e.g. "4.4, 4.5, 4.11, 10.5" for a card that
 * fits nowhere, and the lesson's own 4.5 says more to a newcomer than 10.5).
 */
import type { Ruling } from '../ruling';
import type { Lesson } from './read-lesson';

export interface Hint {
  readonly text: string;
  /** The paragraph the hint names; the page links it as /<game>/r/<n>. */
  readonly paragraph: string;
  /** True when the lesson lists this mistake with a hint of its own. */
  readonly listed: boolean;
}

/** What a classification is called in a sentence: "a foul", "an announcement". */
function called(classification: string, words: Readonly<Record<string, string>>): string {
  const word = words[classification] ?? classification;
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

/** The paragraph a generic hint names: the first of the lesson's paragraphs the ruling cites, else the ruling's most specific one. */
export function hintParagraph(lesson: Pick<Lesson<unknown>, 'data'>, ruling: Ruling): string {
  return lesson.data.paragraphs.find((p) => ruling.citations.includes(p)) ?? ruling.citations.at(-1) ?? lesson.data.paragraphs[0]!;
}

/**
 * The page shows the hint with "See <paragraph>" after it, so the text itself need not name it.
 * @param words what classifications are called in a sentence (LessonGame.classificationWords)
 */
export function genericHint(lesson: Pick<Lesson<unknown>, 'data'>, ruling: Ruling, words: Readonly<Record<string, string>> = {}): Hint {
  const paragraph = hintParagraph(lesson, ruling);
  const said = (text: string): Hint => ({ text, paragraph, listed: false });
  if (ruling.classification === 'refused') return said('The engine does not accept that at all just now. Look for another way to the goal.');
  if (!ruling.lawful) return said(`The rules do not allow that here: it was ruled ${called(ruling.classification, words)}. Take it back and try again.`);
  return said(`That was lawful (${called(ruling.classification, words)}), but it does not bring you to the goal.`);
}
