/**
 * The lessons of Gin Rummy: the shared lesson platform (engine/core/lessons/)
 * bound to this game (lesson-game.ts).
 */
import * as core from '../../core/lessons';
import type { Classification, GinAction, GinState } from '../types';
import { GIN_LESSONS } from './lesson-game';

export { GIN_GOAL_KEYS, GIN_LESSONS } from './lesson-game';

export type GinLesson = core.Lesson<GinAction>;
export type GinJudged = core.Judged<GinState, Classification>;

export const readLesson = (text: string, file: string): core.LessonRead<GinAction> => core.readLesson(GIN_LESSONS, text, file);
export const readCatalog = (files: Readonly<Record<string, string>>): core.CatalogRead<GinAction> => core.readCatalog(GIN_LESSONS, files);
export const lessonFaults = (lesson: GinLesson): string[] => core.lessonFaults(GIN_LESSONS, lesson);
export const judge = (lesson: GinLesson, actions: readonly GinAction[]): GinJudged => core.judge(GIN_LESSONS, lesson, actions);
export const lessonStart = (lesson: Pick<GinLesson, 'data' | 'setup'>) => core.lessonStart(GIN_LESSONS, lesson);
export const unmetGoal = (check: core.GoalCheck, state: GinState, ruling: core.JudgedStep<Classification>['ruling'] | null): string[] =>
  core.unmetGoal(GIN_LESSONS.goals, check, state, ruling);
