/**
 * The lessons of "SENS": the shared lesson platform
 * (engine/core/lessons/) bound to this game (lesson-game.ts).
 */
import * as core from '../../core/lessons';
import type { Classification, SensAction, SensState } from '../types';
import { SENS_LESSONS } from './lesson-game';

export { SENS_GOAL_KEYS, SENS_LESSONS } from './lesson-game';

export type SensLesson = core.Lesson<SensAction>;
export type SensJudged = core.Judged<SensState, Classification>;

export const readLesson = (text: string, file: string): core.LessonRead<SensAction> => core.readLesson(SENS_LESSONS, text, file);
export const readCatalog = (files: Readonly<Record<string, string>>): core.CatalogRead<SensAction> => core.readCatalog(SENS_LESSONS, files);
export const lessonFaults = (lesson: SensLesson): string[] => core.lessonFaults(SENS_LESSONS, lesson);
export const judge = (lesson: SensLesson, actions: readonly SensAction[]): SensJudged => core.judge(SENS_LESSONS, lesson, actions);
export const lessonStart = (lesson: Pick<SensLesson, 'data' | 'setup'>) => core.lessonStart(SENS_LESSONS, lesson);
export const unmetGoal = (check: core.GoalCheck, state: SensState, ruling: core.JudgedStep<Classification>['ruling'] | null): string[] =>
  core.unmetGoal(SENS_LESSONS.goals, check, state, ruling);
