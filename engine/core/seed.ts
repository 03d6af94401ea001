/**
 * The seed of a shuffle, the same for every game: an unsigned 32-bit whole
 * number, because the generator (prng.ts) keeps 32 bits. Anything else is
 * refused rather than folded, so two different seeds never give one deal.
 */
import { failWith, reason } from './reasons';
import type { Failed } from './game';

export const MAX_SEED = 0xffff_ffff;

/** A seed as an unsigned 32-bit whole number, or why not. */
export function checkSeed(seed: unknown): string | null {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return `a seed is a whole number from 0 to ${MAX_SEED}, got ${String(seed).slice(0, 20)}`;
  return null;
}

/** A deal's refusal of `seed` ("seed: ..."), its reason for other languages; null when the seed will do. */
export function seedFailure(seed: unknown): Failed | null {
  return checkSeed(seed) === null ? null : failWith(reason('seed', { max: MAX_SEED, got: String(seed).slice(0, 20) }));
}
