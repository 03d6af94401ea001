/**
 * What SENS gives the lesson platform (engine/core/lessons/): its engine, a
 * lesson's position (a position line in the engine's notation, or the
 * scenario format's readable set-up, engine/sens/scenario-support.ts), its
 * goal predicates and four players at the table (1.1).
 *
 * Goal keys, all from the scenario expectations, so a lesson and a worked
 * example say "Ana and Cem took the trick" the same way:
 *   classification, cites          the ruling on the reader's last action
 *   phase, turn, round, passed      the deal and the bidding so far (5.1, 5.2)
 *   game, trump, robbed, turned     who took the game with which trumps (5, 6.1)
 *   hands, trick, tricksTaken       cards in hand and on the table (9)
 *   melds, bella, settlement,       the melds announced and which side's count (7, 8)
 *   meldPoints
 *   trickPoints, cardPoints, total,  the count of a deal (3, 11, 12)
 *   made, dackeln, written
 *   vorlauf, winner, scores         the end of the match (10)
 */
import { goalsFromScenarios } from '../../core/lessons/goals';
import type { LessonGame } from '../../core/lessons/lesson-game';
import { sens } from '../index';
import { SENS_STARTS, startScenario } from '../scenario-support';
import type { Classification, SensAction, SensState } from '../types';
import { z } from 'zod';

export const SENS_GOAL_KEYS = [
  'classification', 'cites', 'phase', 'turn', 'round', 'passed', 'game', 'trump', 'robbed', 'turned', 'hands', 'trick',
  'tricksTaken', 'melds', 'bella', 'settlement', 'meldPoints', 'trickPoints', 'cardPoints', 'total', 'made', 'dackeln',
  'written', 'vorlauf', 'winner', 'scores',
] as const;

export const SENS_LESSONS: LessonGame<SensState, SensAction, Classification> = {
  game: sens,
  players: { min: 4, max: 4 },
  position: z.union([SENS_STARTS.notation, SENS_STARTS.position]),
  start: (position, players) => startScenario(typeof position === 'string' ? 'notation' : 'position', position, players),
  goals: goalsFromScenarios(sens, SENS_GOAL_KEYS),
  classificationWords: { foul: 'foul (a wrong card)', refused: 'refused action' },
};
