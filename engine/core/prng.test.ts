import { describe, expect, test } from 'vitest';
import { prng, shuffle } from './prng';

describe('seeded randomness (3.1 shuffles are replayable)', () => {
  test('the same seed gives the same sequence; another seed another one', () => {
    const a = prng(42), b = prng(42), c = prng(43);
    const sa = [a(), a(), a()], sb = [b(), b(), b()], sc = [c(), c(), c()];
    expect(sa).toEqual(sb);
    expect(sa).not.toEqual(sc);
    for (const x of sa) expect(x >= 0 && x < 1).toBe(true);
  });

  test('a shuffle is a permutation and leaves its input alone', () => {
    const items = Array.from({ length: 32 }, (_, i) => i);
    const copy = items.slice();
    const out = shuffle(items, 7);
    expect(items).toEqual(copy);
    expect([...out].sort((x, y) => x - y)).toEqual(items);
    expect(out).not.toEqual(items);
    expect(shuffle(items, 7)).toEqual(out);
  });

  test('over many seeds every card lands on top about equally often', () => {
    const counts = new Array(8).fill(0);
    for (let seed = 0; seed < 8000; seed++) counts[shuffle([0, 1, 2, 3, 4, 5, 6, 7], seed)[0]]++;
    for (const n of counts) expect(n).toBeGreaterThan(850), expect(n).toBeLessThan(1150);
  });
});
