/**
 * The strong level's alarm (bot-strong.ts `alarm`): the baseline lets go its
 * highest loose card, so after it discards a low card all its loose cards are
 * that low and a knock (§7) is near; the strong level then credits the draws
 * to come less and keeps less deadwood now. Worked out by hand below with the
 * knock, gin and feeding terms set to 0, so that only deadwood and the
 * draws' promise count.
 */
import { describe, expect, test } from 'vitest';
import { cardText } from './cards';
import { STRONG_WEIGHTS, strongChoiceWith, type StrongWeights } from './bot-strong';
import { positionFromSetup } from './setup';
import type { GinState } from './types';

const PLAYERS = ['Ana', 'Ben'];
const BEN = ['4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', '2H', '3H'];

/**
 * Ana has drawn from the stock and holds AC 2C 3C and AD 2D 3D (melds) and
 * QH KH QS 6C 9D. Letting QH, KH or QS go leaves 35 points of deadwood; 9D, 36;
 * 6C, 39. Keeping QH KH QS, any of three cards (JH, QC, QD) makes a meld and
 * lets her knock with 6 next turn; keeping QH QS 6C 9D (KH gone) only QC and
 * QD make a meld, and the hand still holds 15. With the horizon at about two
 * draws, 9D goes (three outs worth 30 points each, against two worth 20);
 * counting the deadwood now only, a card of 10 goes (35 < 36).
 */
function anaAfterDiscardOf(benLast: string): GinState {
  const r = positionFromSetup({
    players: PLAYERS, dealer: 'Ben', turn: 'Ana', phase: 'discard', drawn: 'stock',
    hands: { Ana: ['AC', '2C', '3C', 'AD', '2D', '3D', 'QH', 'KH', 'QS', '6C', '9D'], Ben: BEN },
    discards: [benLast],
  });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const plain: StrongWeights = { ...STRONG_WEIGHTS, knock: 0, gin: 0, danger: 0, alarm: 7, alarmHorizon: 0 };
const discarded = (s: GinState, w: StrongWeights) => {
  const a = strongChoiceWith(s, () => 0, w);
  if (a?.type !== 'discard') throw new Error(`expected a discard, got ${a?.type}`);
  return cardText(a.card);
};

describe('the alarm: after a low discard by the opponent, deadwood now counts more than the draws to come', () => {
  test('after Ben let go a King (his loose cards may be high), Ana keeps the three Queens-and-King outs and lets 9D go', () => {
    expect(discarded(anaAfterDiscardOf('KC'), plain)).toBe('9D');
  });

  test('after Ben let go a 5 (all his loose cards are 5 or less), Ana lets go a card of 10 (QH, KH or QS) and keeps 35 points, not 36', () => {
    expect(['QH', 'KH', 'QS']).toContain(discarded(anaAfterDiscardOf('5C'), plain));
  });

  test('a 7 still alarms (7 or less, as the level plays), an 8 does not', () => {
    expect(STRONG_WEIGHTS.alarm).toBe(7);
    expect(['QH', 'KH', 'QS']).toContain(discarded(anaAfterDiscardOf('7H'), plain));
    expect(discarded(anaAfterDiscardOf('8H'), plain)).toBe('9D');
  });
});
