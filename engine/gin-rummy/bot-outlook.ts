/**
 * The strong level's look one draw ahead (bot-strong.ts): for ten cards a
 * seat might keep, what the next card off the stock is likely to leave. Every
 * card the seat has not seen is taken as equally likely to come next (the
 * seat cannot tell the stock from the opponent's hand); for each, the hand
 * keeps its best ten of the eleven (§7: the least deadwood, §2 values, §4
 * melds). The answer: the deadwood to expect, and how likely the seat can
 * knock (ten or less, §7) or go gin (none, §11) after that draw.
 *
 * To stay cheap it counts (bot-deadwood.ts) the eleven cards only for a card
 * that makes a meld with the hand; any other card can only be deadwood, so
 * the best the hand can do with it is the best nine of its own cards and it.
 */
import { cardValue, fullPack, type Card } from './cards';
import { cardCode } from './melds';
import { leastDeadwood, masksOf } from './bot-deadwood';

/** The 52 cards by cardCode. */
export const BY_CODE: readonly Card[] = fullPack();

export interface Outlook {
  /** Deadwood to expect after the next draw and the best discard (no worse than now). */
  readonly expected: number;
  /** The share of next cards after which the seat could knock (§7) ... */
  readonly knock: number;
  /** ... and go gin (§11). */
  readonly gin: number;
  /** The deadwood now (§2, best arrangement). */
  readonly now: number;
}

/** §4: whether `code` makes a meld with the cards marked in `held` (two of its rank, or a run of three through it). */
export function meldsWith(held: Uint8Array, code: number): boolean {
  const suit = Math.floor(code / 13);
  const rank = code % 13;
  let mates = 0;
  for (let s = 0; s < 4; s++) if (s !== suit && held[s * 13 + rank]) mates++;
  if (mates >= 2) return true;
  const has = (r: number) => r >= 0 && r < 13 && held[suit * 13 + r] === 1;
  return (has(rank - 2) && has(rank - 1)) || (has(rank - 1) && has(rank + 1)) || (has(rank + 1) && has(rank + 2));
}

/** The outlook of ten kept cards, with `unseen` (by cardCode) the cards the next draw may bring. */
export function outlook(kept: readonly Card[], unseen: Uint8Array): Outlook {
  const held = new Uint8Array(52);
  for (const c of kept) held[cardCode(c)] = 1;
  const [c, d, h, s] = masksOf(kept.map(cardCode));
  const now = leastDeadwood(c, d, h, s, false);
  // A card that makes no meld is deadwood wherever it goes: kept, it replaces the best card to let go.
  const lessOne = leastDeadwood(c, d, h, s, true);
  let n = 0;
  let sum = 0;
  let knock = 0;
  let gin = 0;
  for (let code = 0; code < 52; code++) {
    if (!unseen[code]) continue;
    let after: number;
    if (meldsWith(held, code)) {
      const suit = Math.floor(code / 13);
      const bit = 1 << code % 13;
      after = leastDeadwood(suit === 0 ? c | bit : c, suit === 1 ? d | bit : d, suit === 2 ? h | bit : h, suit === 3 ? s | bit : s, true);
    } else {
      after = lessOne + cardValue(BY_CODE[code]);
    }
    after = Math.min(now, after);
    n++;
    sum += after;
    if (after <= 10) knock++;
    if (after === 0) gin++;
  }
  if (n === 0) return { expected: now, knock: now <= 10 ? 1 : 0, gin: now === 0 ? 1 : 0, now };
  return { expected: sum / n, knock: knock / n, gin: gin / n, now };
}
