/**
 * A position of The Game: Face to Face in a few lines of plain text: the
 * poster an example shows before the reader wakes it (and without
 * JavaScript), and the final position a printed page shows. Built from the
 * table's view-model, so the words agree with the sandbox.
 */
import type { TheGameState } from '../../../engine/the-game/types';
import { tableView } from './view-model';

/** One line per player (hand, piles, draw pile), then the turn or the result. */
export function theGamePositionLines(state: TheGameState): string[] {
  const view = tableView({ state, showHands: true, lawful: [] });
  const seats = [...view.seats]
    .sort((a, b) => a.seat - b.seat)
    .map((seat) => {
      const hand = seat.hand.cards.length > 0 ? seat.hand.cards.join(' ') : 'no cards';
      const piles = seat.piles.map((p) => `${p.rowWord.toLowerCase()} ${p.top ? p.top.value : `empty (${p.rowCard})`}`).join(', ');
      return `${seat.label}: hand ${hand}; piles ${piles}; ${seat.drawLabel.charAt(0).toLowerCase()}${seat.drawLabel.slice(1)}`;
    });
  const last = view.result?.text ?? view.status;
  return last ? [...seats, last] : seats;
}
