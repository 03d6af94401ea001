/** Section 7: Jacks, the cards that make a move and a throw always tell apart. */
import type { Card } from '../../core/cards';

/** 7.2: no Jack may ever be played on a Jack, whatever else would allow it. */
export function isJackOnJack(card: Card, top: Card): boolean {
  return card.rank === 'J' && top.rank === 'J';
}

/** 7.1: the player to move may play a Jack on anything (7.2 aside). */
export function fitsAsJackMove(card: Card, top: Card): boolean {
  return card.rank === 'J' && !isJackOnJack(card, top);
}
