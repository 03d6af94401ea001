/**
 * Gress's goal predicates for its lessons: a subset of its scenario
 * expectation keys (engine/gress/scenario-schema.ts), so a lesson and a
 * worked example say "Cem owes 6" the same way and the same checker
 * (engine/core/scenario.ts with engine/gress/expectations.ts) evaluates both.
 *
 *   classification  what the reader's last action was ruled (move, throw, defence, ...)
 *   cites           paragraphs that ruling must cite
 *   toMove          who is to move now
 *   direction       clockwise / counterclockwise
 *   throwsAllowed   whether throws are allowed now
 *   top             the top card of the play pile
 *   hands           exact hands of the players named (order does not matter)
 *   handSizes       hand sizes of the players named
 *   markes          a player's Marke: "face down", "none" (taken) or a card
 *   debts           total cards each named player owes
 *   wishedSuit      the suit wished on the top Jack
 *   swap            the swap in progress, or null for none
 *   winner          who went out (9.1)
 *   phase           running, halted, over, scored
 *   penalties       penalty points once counted (9.4)
 *   windows         exactly the open rule windows, "kind:Player"
 */
import { goalsFromScenarios } from '../../core/lessons/goals';
import { gress } from '../game';

export const GOAL_KEYS = [
  'classification', 'cites', 'toMove', 'direction', 'throwsAllowed', 'top', 'hands', 'handSizes', 'markes',
  'debts', 'wishedSuit', 'swap', 'winner', 'phase', 'penalties', 'windows',
] as const;

export const GRESS_GOALS = goalsFromScenarios(gress, GOAL_KEYS);
