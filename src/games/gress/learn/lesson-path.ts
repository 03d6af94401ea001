/**
 * Gress's lesson path for its pages: the shared path (src/components/learn/lesson-path.ts)
 * with Gress's lessons and its position in words.
 */
import { GRESS_LESSONS, type Lesson } from '../../../../engine/gress/lessons';
import type { Locale } from '../../../../engine/core/messages';
import { learnHref, lessonHrefIn, lessonPathOf, startInWordsOf, type PathEntry as AnyPathEntry } from '../../../components/learn/lesson-path';
import type { GressAction } from '../../../../engine/gress/types';
import { gressPositionLines } from '../position-lines';

export { marksOnHint, numbered } from '../../../components/learn/lesson-path';

export type PathEntry = AnyPathEntry<GressAction>;

export const LEARN_HREF = learnHref('gress');
export const lessonHref = (id: string) => lessonHrefIn('gress', id);

/** @param files lesson texts keyed by path, e.g. "/content/gress/lessons/01-first-move.yaml" */
export const lessonPath = (files: Readonly<Record<string, string>>): PathEntry[] => lessonPathOf(GRESS_LESSONS, 'Gress', files);

/** The table where the reader starts (after the scripted setup), in words: for pages read without JavaScript. */
export const startInWords = (lesson: Lesson, locale: Locale = 'en'): string[] => startInWordsOf(GRESS_LESSONS, lesson, (state) => gressPositionLines(state, locale));
