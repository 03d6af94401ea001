/**
 * A deal's seed: an unsigned 32-bit whole number, anything else refused (not
 * folded), with the refusal in English as always and in German on a German page.
 * German worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { checkSeed, MAX_SEED, seedFailure } from './seed';
import { sayReason } from './reasons';

describe('a seed a deal will not take', () => {
  test('0 and 4294967295 will do', () => {
    expect(MAX_SEED).toBe(4294967295);
    expect(seedFailure(0)).toBeNull();
    expect(seedFailure(4294967295)).toBeNull();
  });

  test.each([
    { seed: -1, en: 'seed: a seed is a whole number from 0 to 4294967295, got -1', de: 'seed: als Startwert taugt nur eine ganze Zahl von 0 bis 4294967295, nicht -1' },
    { seed: 4294967296, en: 'seed: a seed is a whole number from 0 to 4294967295, got 4294967296', de: 'seed: als Startwert taugt nur eine ganze Zahl von 0 bis 4294967295, nicht 4294967296' },
    { seed: 1.5, en: 'seed: a seed is a whole number from 0 to 4294967295, got 1.5', de: 'seed: als Startwert taugt nur eine ganze Zahl von 0 bis 4294967295, nicht 1.5' },
  ])('$seed', ({ seed, en, de }) => {
    const r = seedFailure(seed);
    if (r === null) throw new Error('taken');
    expect(r.error).toBe(en);
    expect(r.error).toBe(`seed: ${checkSeed(seed)}`);
    expect(sayReason(r, 'de')).toBe(de);
  });
});
