/**
 * The lessons of "The Game: Face to Face": the shared lesson platform
 * (engine/core/lessons/) bound to this game (lesson-game.ts).
 */
import * as core from '../../core/lessons';
import type { Classification, TheGameAction, TheGameState } from '../types';
import { THE_GAME_LESSONS } from './lesson-game';

export { THE_GAME_GOAL_KEYS, THE_GAME_LESSONS } from './lesson-game';

export type TheGameLesson = core.Lesson<TheGameAction>;
export type TheGameJudged = core.Judged<TheGameState, Classification>;

export const readLesson = (text: string, file: string): core.LessonRead<TheGameAction> => core.readLesson(THE_GAME_LESSONS, text, file);
export const readCatalog = (files: Readonly<Record<string, string>>): core.CatalogRead<TheGameAction> => core.readCatalog(THE_GAME_LESSONS, files);
export const lessonFaults = (lesson: TheGameLesson): string[] => core.lessonFaults(THE_GAME_LESSONS, lesson);
export const judge = (lesson: TheGameLesson, actions: readonly TheGameAction[]): TheGameJudged => core.judge(THE_GAME_LESSONS, lesson, actions);
export const lessonStart = (lesson: Pick<TheGameLesson, 'data' | 'setup'>) => core.lessonStart(THE_GAME_LESSONS, lesson);
export const unmetGoal = (check: core.GoalCheck, state: TheGameState, ruling: core.JudgedStep<Classification>['ruling'] | null): string[] =>
  core.unmetGoal(THE_GAME_LESSONS.goals, check, state, ruling);
