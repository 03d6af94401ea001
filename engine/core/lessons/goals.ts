/**
 * A lesson's goal as data: an object whose keys name checks of the game's
 * goal registry (lesson-game.ts) and whose values say what must hold. Every
 * listed key must hold after the reader's last action for the goal to be
 * reached. Most games build their registry from their scenario expectation
 * keys (goalsFromScenarios), so a lesson and a worked example say "Ana is
 * to move" the same way and the same checker evaluates both.
 */
import { z } from 'zod';
import type { Game } from '../game';
import type { Ruling } from '../ruling';
import { rulingExpectations } from '../ruling-expectations';
import { checkExpectation } from '../scenario';
import type { GoalPredicate, GoalRegistry } from './lesson-game';

/** A goal check as read from a file: keys of the registry; `cites` and `classification` when the registry has them. */
export type GoalCheck = Readonly<Record<string, unknown>> & { readonly cites?: readonly string[]; readonly classification?: string };

const schemas = new WeakMap<object, z.ZodType<GoalCheck>>();

/** The schema of a goal check: at least one key, nothing outside the registry. */
export function goalSchemaOf(goals: GoalRegistry<any, any>): z.ZodType<GoalCheck> {
  let schema = schemas.get(goals);
  if (schema) return schema;
  const keys = Object.keys(goals);
  schema = z
    .strictObject(Object.fromEntries(keys.map((k) => [k, goals[k]!.schema.optional()])))
    .refine((g) => Object.keys(g).length > 0, { message: `a goal checks at least one of ${keys.join(', ')}` }) as unknown as z.ZodType<GoalCheck>;
  schemas.set(goals, schema);
  return schema;
}

/** Player names a goal mentions (each must sit at the lesson's table). */
export function namesInGoal(goals: GoalRegistry<any, any>, check: GoalCheck): string[] {
  return Object.entries(check).flatMap(([k, v]) => goals[k]?.names?.(v) ?? []);
}

/**
 * What is still missing of the goal, one sentence per unmet check, in the
 * file's order; empty when the goal is reached. `ruling` is the ruling of the
 * reader's last action (null before the reader has acted).
 */
export function unmetGoal<S, C extends string>(goals: GoalRegistry<S, C>, check: GoalCheck, state: S, ruling: Ruling<C> | null): string[] {
  return Object.entries(check).flatMap(([k, v]) => {
    const predicate = goals[k];
    if (!predicate) return [`${k}: no such goal check`];
    return predicate.unmet(state, ruling, v);
  });
}

const RULING_KEYS = ['classification', 'lawful', 'cites'] as const;

/**
 * A goal registry from a game's scenario expectation keys (and the ruling
 * keys every game shares: classification, lawful, cites): `keys` picks the
 * ones that make sense as a goal.
 */
export function goalsFromScenarios<S, C extends string>(game: Game<S, any, C>, keys: readonly string[]): GoalRegistry<S, C> {
  const ruling = rulingExpectations(game.scenarios.classifications) as Record<string, z.ZodType>;
  const own = game.scenarios.expectations;
  const registry: Record<string, GoalPredicate<S, C>> = {};
  for (const key of keys) {
    const isRuling = (RULING_KEYS as readonly string[]).includes(key);
    const schema = isRuling ? ruling[key] : own[key];
    if (!schema) throw new Error(`${game.id}: "${key}" is no scenario expectation key, so it cannot be a goal`);
    registry[key] = {
      schema,
      unmet: (state, r, want) => checkExpectation(game, state, r, { [key]: want }),
      names: isRuling ? undefined : (want) => game.scenarios.namesIn({ [key]: want }),
    };
  }
  return registry;
}
