/**
 * The lesson path of The Game for its pages: the shared path
 * (src/components/learn/lesson-path.ts) with this game's lessons and its
 * position in words.
 */
import type { Locale } from '../../../../engine/core/messages';
import { THE_GAME_LESSONS, type TheGameLesson } from '../../../../engine/the-game/lessons';
import type { TheGameAction } from '../../../../engine/the-game/types';
import { lessonPathOf, startInWordsOf, type PathEntry } from '../../../components/learn/lesson-path';
import { theGamePositionLines } from '../position-lines';

/** @param files lesson texts keyed by path, e.g. "/content/the-game/lessons/01-up-and-down.yaml" */
export const theGameLessonPath = (files: Readonly<Record<string, string>>): PathEntry<TheGameAction>[] =>
  lessonPathOf(THE_GAME_LESSONS, 'The Game', files);

/** Where the reader starts, in words (in `locale`'s, English unless given): for pages read without JavaScript. */
export const theGameStartInWords = (lesson: TheGameLesson, locale: Locale = 'en'): string[] =>
  startInWordsOf(THE_GAME_LESSONS, lesson, (state) => theGamePositionLines(state, locale));
