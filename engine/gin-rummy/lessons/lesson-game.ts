/**
 * What Gin Rummy gives the lesson platform (engine/core/lessons/): its
 * engine, a lesson's position (the scenario format's explicit position or a
 * position line, engine/gin-rummy/scenario-support.ts), its goal predicates
 * and two players at the table (§1).
 *
 * Goal keys, all from the scenario expectations, so a lesson and a worked
 * example say "Ben is to draw" the same way:
 *   classification, cites          the ruling on the reader's last action
 *   phase, turn, hands, handSizes  the turn and the cards held (§4, §5)
 *   discardTop                     the card showing on the discard pile (§5)
 *   knock                          a knock: by whom, its deadwood, gin (§7, §11)
 *   result, deadwood               the score of the hand (§9, §10, §11)
 *   totals, settlement             the match (§13)
 */
import { z } from 'zod';
import { goalsFromScenarios } from '../../core/lessons/goals';
import type { LessonGame } from '../../core/lessons/lesson-game';
import { ginRummy } from '../index';
import { GIN_STARTS, startScenario } from '../scenario-support';
import type { Classification, GinAction, GinState } from '../types';

export const GIN_GOAL_KEYS = [
  'classification', 'cites', 'phase', 'turn', 'hands', 'handSizes', 'discardTop', 'knock', 'result', 'deadwood', 'totals', 'settlement',
] as const;

export const GIN_LESSONS: LessonGame<GinState, GinAction, Classification> = {
  game: ginRummy,
  players: { min: 2, max: 2 },
  position: z.union([GIN_STARTS.notation, GIN_STARTS.position]),
  start: (position, players) => startScenario(typeof position === 'string' ? 'notation' : 'position', position, players),
  goals: goalsFromScenarios(ginRummy, GIN_GOAL_KEYS),
  // The printed rules' word for a breach §14 deals with: "regelwidrig" ("Regelwidriges Klopfen").
  // A refusal's hint names no kind; "lawful" is never named (core/lessons/messages, repeatsLawful).
  classificationWordsIn: { de: { lawful: 'regelgerecht', irregular: 'regelwidrig' } },
};
