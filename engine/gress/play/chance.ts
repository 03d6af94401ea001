/**
 * Seeded chance for bots: every random number a bot uses comes from the
 * game's seed and what the number is for, never from Math.random, so a bot
 * game replays exactly (engine/core/prng.ts). Keying a draw by its purpose
 * (e.g. "does seat 2 forget the call of window w") rather than by a running
 * generator keeps the answer the same however often the bot reconsiders.
 */
import { prng } from '../../core/prng';
import type { ReactionTime } from './levels';

/** A 32-bit seed from the parts that name one decision (FNV-1a over their text). */
export function seedFor(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** A generator for the decision named by `parts`. */
export function randomFor(...parts: readonly (string | number)[]): () => number {
  return prng(seedFor(...parts));
}

/** True with probability `p`, the same every time for the same `parts`. */
export function happens(p: number, ...parts: readonly (string | number)[]): boolean {
  return p > 0 && randomFor(...parts)() < p;
}

/** A standard normal number (Box-Muller) from two draws of `next`. */
export function standardNormal(next: () => number): number {
  const u = Math.max(next(), 1e-12);
  const v = next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A reaction time in whole ms: log-normal around the median, scaled by `factor` (a call is quicker than a considered move), clipped. */
export function reactionMs(reaction: ReactionTime, next: () => number, factor = 1): number {
  const raw = reaction.medianMs * factor * Math.exp(reaction.spread * standardNormal(next));
  return Math.round(Math.min(reaction.maxMs, Math.max(reaction.minMs, raw)));
}
