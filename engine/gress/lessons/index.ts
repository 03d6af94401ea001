/**
 * The "Learn Gress" lessons: the shared lesson platform (engine/core/lessons/)
 * bound to Gress (lesson-game.ts), so Gress's pages and tests call it as before.
 */
import * as core from '../../core/lessons';
import type { GoalCheck } from '../../core/lessons';
import type { Classification, GressAction, GressRuling, GressState } from '../types';
import { GRESS_GOALS } from './goal';
import { GRESS_LESSONS } from './lesson-game';

export { LESSON_LIMITS, countSentences, type GoalCheck, type Hint, type LessonFile, type Verdict } from '../../core/lessons';
export { GOAL_KEYS, GRESS_GOALS } from './goal';
export { GRESS_LESSONS } from './lesson-game';

export type Lesson = core.Lesson<GressAction>;
export type LessonRead = core.LessonRead<GressAction>;
export type Reply = core.Reply<GressAction>;
export type WrongTry = core.WrongTry<GressAction>;
export type Judged = core.Judged<GressState, Classification>;
export type JudgedStep = core.JudgedStep<Classification>;
export type LessonStart = core.LessonStart<GressState, Classification>;
export type CatalogRead = core.CatalogRead<GressAction>;

export const readLesson = (text: string, file: string): LessonRead => core.readLesson(GRESS_LESSONS, text, file);
export const readCatalog = (files: Readonly<Record<string, string>>): CatalogRead => core.readCatalog(GRESS_LESSONS, files);
export const lessonFaults = (lesson: Lesson): string[] => core.lessonFaults(GRESS_LESSONS, lesson);
export const judge = (lesson: Lesson, actions: readonly GressAction[]): Judged => core.judge(GRESS_LESSONS, lesson, actions);
export const lessonStart = (lesson: Pick<Lesson, 'data' | 'setup'>): LessonStart => core.lessonStart(GRESS_LESSONS, lesson);
export const unmetGoal = (check: GoalCheck, state: GressState, ruling: GressRuling | null): string[] => core.unmetGoal(GRESS_GOALS, check, state, ruling);
export const genericHint = (lesson: Pick<Lesson, 'data'>, ruling: GressRuling) => core.genericHint(lesson, ruling, GRESS_LESSONS.classificationWords);
export const hintParagraph = core.hintParagraph;
