/** Hand-built tables for The Game's view tests. */
import { dealGame } from '../../../engine/the-game/setup';
import { position } from '../../../engine/the-game/test-helpers';
import type { TheGameState } from '../../../engine/the-game/types';

/** A fresh deal from seed 7 (Ben and Ana). */
export function fresh(): TheGameState {
  const r = dealGame(['Ben', 'Ana'], 7);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Ben to move. Ben's ascending pile 4 8 13 20 25; Ana's ascending pile 30, then Ben's 21 (4.2); Ana's descending 45. */
export const mid = position({
  ben: { hand: [55, 9, 17, 26, 35, 44], up: [4, 8, 13, 20, 25] },
  ana: { hand: [2, 3, 5, 6, 7, 10], up: [30, { value: 21, foreign: true }], down: [45] },
});
