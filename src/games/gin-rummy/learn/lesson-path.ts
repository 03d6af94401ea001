/**
 * The lesson path of Gin Rummy for its pages: the shared path
 * (src/components/learn/lesson-path.ts) with this game's lessons and its
 * position in words.
 */
import { GIN_LESSONS, type GinLesson } from '../../../../engine/gin-rummy/lessons';
import type { GinAction } from '../../../../engine/gin-rummy/types';
import { lessonPathOf, startInWordsOf, type PathEntry } from '../../../components/learn/lesson-path';
import { ginPositionLines } from '../position-lines';
import type { Locale } from '../../../../engine/core/messages';

/** @param files lesson texts keyed by path, e.g. "/content/gin-rummy/lessons/01-runs-and-sets.yaml" */
export const ginLessonPath = (files: Readonly<Record<string, string>>): PathEntry<GinAction>[] => lessonPathOf(GIN_LESSONS, 'Gin Rummy', files);

/** A hand's line without its best arrangement, which would state most lessons' answer (as lesson.css hides it on the table). */
const withoutArrangement = (state: Parameters<typeof ginPositionLines>[0], locale: Locale) =>
  ginPositionLines(state, locale).map((line) => line.replace(/; (best arrangement|beste Aufteilung)\b.*$/i, ''));

/** Where the reader starts, in words: for pages read without JavaScript. */
export const ginStartInWords = (lesson: GinLesson, locale: Locale = 'en'): string[] => startInWordsOf(GIN_LESSONS, lesson, (state) => withoutArrangement(state, locale));
