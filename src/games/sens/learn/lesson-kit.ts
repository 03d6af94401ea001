/**
 * What SENS plugs into the shared lesson pages
 * (src/components/learn/lesson-kit.ts): its lesson binding, its paragraphs
 * and its table. Every action the lessons ask for is a card or a chip of the
 * table itself, so it needs no chips of its own.
 */
import { SENS_LESSONS } from '../../../../engine/sens/lessons/lesson-game';
import type { SensAction, SensState } from '../../../../engine/sens/types';
import type { LessonKit } from '../../../components/learn/lesson-kit';
import { sensUi } from '../ui';
import { LessonTable } from './LessonTable';

export const SENS_LESSON_KIT: LessonKit<SensState, SensAction> = {
  lessons: SENS_LESSONS,
  paragraphs: { gameId: 'sens', title: sensUi.paragraphTitle },
  Table: LessonTable,
  hidesMarks: true,
  tapWords: 'Tap a card of yours to play it, or a chip under the table to bid, pass, rob, meld or call; anything may be tried, and the rules judge it.',
};
