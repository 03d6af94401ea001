/**
 * What Gress gives the lesson platform (engine/core/lessons/): its engine,
 * its position as the scenario format writes it (engine/gress/scenario-schema.ts),
 * its goal predicates (goal.ts), and three to five players at a lesson's table.
 */
import type { LessonGame } from '../../core/lessons/lesson-game';
import { gress } from '../game';
import { GRESS_STARTS } from '../scenario-schema';
import type { Classification, GressAction, GressState } from '../types';
import { GRESS_GOALS } from './goal';

export const GRESS_LESSONS: LessonGame<GressState, GressAction, Classification> = {
  game: gress,
  // 2.1 asks for three; more than five would not fit a phone.
  players: { min: 3, max: 5 },
  position: GRESS_STARTS.position,
  start: (position, players) => gress.scenarios.start('position', position, players),
  goals: GRESS_GOALS,
  classificationWords: { layDown: 'laying down' },
};
