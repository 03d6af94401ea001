/**
 * The lesson path of SENS for its pages: the shared path
 * (src/components/learn/lesson-path.ts) with this game's lessons and its
 * position in words.
 */
import { SENS_LESSONS, type SensLesson } from '../../../../engine/sens/lessons';
import type { SensAction } from '../../../../engine/sens/types';
import { lessonPathOf, startInWordsOf, type PathEntry } from '../../../components/learn/lesson-path';
import type { Locale } from '../../../../engine/core/messages';
import { sensPositionLines } from '../position-lines';

/** @param files lesson texts keyed by path, e.g. "/content/sens/lessons/01-the-plain-order.yaml" */
export const sensLessonPath = (files: Readonly<Record<string, string>>): PathEntry<SensAction>[] => lessonPathOf(SENS_LESSONS, 'SENS', files);

/** Where the reader starts, in words (English unless asked): for pages read without JavaScript. */
export const sensStartInWords = (lesson: SensLesson, locale: Locale = 'en'): string[] => startInWordsOf(SENS_LESSONS, lesson, (state) => sensPositionLines(state, locale));
