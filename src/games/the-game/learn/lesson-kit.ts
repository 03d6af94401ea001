/**
 * What The Game: Face to Face plugs into the shared lesson pages
 * (src/components/learn/lesson-kit.ts): its lesson binding, its paragraphs
 * and its table. Every action is a button of the table (a card, a pile, End
 * turn), so it needs no chips; its "fits" marks are always on show.
 */
import { THE_GAME_LESSONS } from '../../../../engine/the-game/lessons';
import type { TheGameAction, TheGameState } from '../../../../engine/the-game/types';
import type { LessonKit } from '../../../components/learn/lesson-kit';
import { theGameUi } from '../ui';
import { LessonTable } from './LessonTable';

export const THE_GAME_LESSON_KIT: LessonKit<TheGameState, TheGameAction> = {
  lessons: THE_GAME_LESSONS,
  paragraphs: { gameId: 'the-game', title: theGameUi.paragraphTitle },
  Table: LessonTable,
  hidesMarks: false,
  tapWords: 'Tap a card of yours, then the pile to lay it on, or End turn; anything may be tried, and the rules judge it.',
};
