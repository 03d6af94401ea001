/**
 * What "The Game: Face to Face" gives the lesson platform (engine/core/lessons/):
 * its engine, a lesson's position (a position line in the engine's notation,
 * or the scenario format's explicit position, engine/the-game/scenario-support.ts),
 * its goal predicates and two players at the table (1.1).
 *
 * Goal keys, all from the scenario expectations, so a lesson and a worked
 * example say "Ana is to move" the same way:
 *   classification, cites   the ruling on the reader's last action (lay, trick, help, endTurn)
 *   phase, toMove, laid     the game and the turn so far
 *   hands, handSizes        exact hands, hand sizes (after a refill, section 6)
 *   drawSizes               draw piles' sizes
 *   tops, piles             the card showing on a pile, a whole pile
 *   winner, endedBy         the end of the game (7.1, 7.2)
 */
import { z } from 'zod';
import { goalsFromScenarios } from '../../core/lessons/goals';
import type { LessonGame } from '../../core/lessons/lesson-game';
import { theGame } from '../index';
import { startScenario, THE_GAME_STARTS } from '../scenario-support';
import type { Classification, TheGameAction, TheGameState } from '../types';

export const THE_GAME_GOAL_KEYS = [
  'classification', 'cites', 'phase', 'toMove', 'laid', 'hands', 'handSizes', 'drawSizes', 'tops', 'piles', 'winner', 'endedBy',
] as const;

export const THE_GAME_LESSONS: LessonGame<TheGameState, TheGameAction, Classification> = {
  game: theGame,
  players: { min: 2, max: 2 },
  position: z.union([THE_GAME_STARTS.notation, THE_GAME_STARTS.position]),
  start: (position, players) => startScenario(typeof position === 'string' ? 'notation' : 'position', position, players),
  goals: goalsFromScenarios(theGame, THE_GAME_GOAL_KEYS),
  classificationWords: { lay: 'lay', trick: 'backwards trick', help: 'card for the opponent', endTurn: 'end of the turn' },
  // The printed rules' terms: "ablegen", "Rückwärts-Trick", a card "beim Gegner" (glossary.mdx).
  classificationWordsIn: { de: { lay: 'Ablegen', trick: 'Rückwärts-Trick', help: 'Karte beim Gegner', endTurn: 'Ende des Zugs' } },
};
