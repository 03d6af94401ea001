/**
 * The goal vocabulary of the lesson platform, on a registry written here with
 * no game behind it: a goal check reads only keys of the registry, needs at
 * least one, reports each unmet key in the file's order, and collects the
 * player names its values mention.
 */
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { goalSchemaOf, namesInGoal, unmetGoal } from './goals';
import type { GoalRegistry } from './lesson-game';

/** A state of two counters; `leader` names a player. */
type Counters = { readonly a: number; readonly b: number };
const REGISTRY: GoalRegistry<Counters> = {
  a: { schema: z.number(), unmet: (s, _r, want) => (s.a === want ? [] : [`a: expected ${String(want)}, got ${s.a}`]) },
  b: { schema: z.number(), unmet: (s, _r, want) => (s.b === want ? [] : [`b: expected ${String(want)}, got ${s.b}`]) },
  leader: { schema: z.string(), unmet: () => [], names: (want) => [want as string] },
};

describe('the schema of a goal check', () => {
  const schema = goalSchemaOf(REGISTRY);
  test('takes keys of the registry', () => expect(schema.safeParse({ a: 1, leader: 'Ana' }).success).toBe(true));
  test('refuses a key outside it', () => expect(schema.safeParse({ c: 1 }).success).toBe(false));
  test('refuses an empty check, naming the keys it could have used', () => {
    const r = schema.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]!.message).toBe('a goal checks at least one of a, b, leader');
  });
  test('is built once per registry', () => expect(goalSchemaOf(REGISTRY)).toBe(schema));
});

describe('unmet goals', () => {
  test('each unmet key once, in the order the file gives them', () => {
    expect(unmetGoal(REGISTRY, { b: 2, a: 1 }, { a: 0, b: 0 }, null)).toEqual(['b: expected 2, got 0', 'a: expected 1, got 0']);
  });
  test('nothing missing when every key holds', () => expect(unmetGoal(REGISTRY, { a: 1, b: 2 }, { a: 1, b: 2 }, null)).toEqual([]));
  test('a key the registry lacks is never met', () => expect(unmetGoal(REGISTRY, { z: 1 }, { a: 1, b: 2 }, null)).toEqual(['z: no such goal check']));
  test('names come from the keys that name players', () => expect(namesInGoal(REGISTRY, { a: 1, leader: 'Eva' })).toEqual(['Eva']));
});
