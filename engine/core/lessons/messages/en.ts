/** The English lesson hints: the reference, word for word what the hints said before they were messages, except that a kind that is just "lawful" is no longer named after "That was lawful". */
import type { Catalogue } from '../../messages';
import { repeatsLawful, type KindNames, type LessonSay, type LessonSpec } from './spec';

/** "a foul", "an announcement": the game's word, else the classification as it is. */
function called(s: LessonSay, classification: string, names: KindNames): string {
  const word = s.kind(names) ?? classification;
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

export const en: Catalogue<LessonSpec, LessonSay> = {
  'hint.refused': () => 'The engine does not accept that at all just now. Look for another way to the goal.',
  'hint.unlawful': ({ classification, names }, s) => `The rules do not allow that here: it was ruled ${called(s, classification, names)}. Take it back and try again.`,
  'hint.offPath': ({ classification, names }, s) =>
    `That was lawful${repeatsLawful(classification, names) ? '' : ` (${called(s, classification, names)})`}, but it does not bring you to the goal.`,
};
