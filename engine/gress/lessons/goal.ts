/**
 * A lesson's goal as data: a small closed vocabulary of checks on the ruling
 * of the reader's last action and on the table after it. The keys are a
 * subset of the scenario expectations (engine/gress/scenario-schema.ts), so
 * a lesson and a worked example say "Cem owes 6" the same way, and the same
 * checker (engine/core/scenario.ts with engine/gress/expectations.ts)
 * evaluates both. Every listed key must hold for the goal to be reached.
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
import { z } from 'zod';
import { checkExpectation } from '../../core/scenario';
import { gress } from '../game';
import { expectationSchema } from '../scenario-schema';
import type { GressRuling, GressState } from '../types';

export const GOAL_KEYS = [
  'classification', 'cites', 'toMove', 'direction', 'throwsAllowed', 'top', 'hands', 'handSizes', 'markes',
  'debts', 'wishedSuit', 'swap', 'winner', 'phase', 'penalties', 'windows',
] as const;

type GoalKey = (typeof GOAL_KEYS)[number];

const picked = Object.fromEntries(GOAL_KEYS.map((k) => [k, true])) as { [K in GoalKey]: true };

/** The goal check of a lesson file: at least one key, nothing outside the vocabulary. */
export const GOAL_CHECK = expectationSchema
  .pick(picked)
  .refine((g) => Object.keys(g).length > 0, { message: `a goal checks at least one of ${GOAL_KEYS.join(', ')}` });

export type GoalCheck = z.infer<typeof GOAL_CHECK>;

/** Player names a goal mentions (each must sit at the lesson's table). */
export function namesInGoal(goal: GoalCheck): string[] {
  return gress.scenarios.namesIn(goal);
}

/**
 * What is still missing of the goal, one sentence per unmet key; empty when
 * the goal is reached. `ruling` is the ruling of the reader's last action
 * (null before the reader has acted, so a ruling key is then unmet).
 */
export function unmetGoal(goal: GoalCheck, state: GressState, ruling: GressRuling | null): string[] {
  return checkExpectation(gress, state, ruling, goal);
}
