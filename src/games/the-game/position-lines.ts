/**
 * A position of The Game: Face to Face in a few lines of plain text: the
 * poster an example shows before the reader wakes it (and without
 * JavaScript), and the final position a printed page shows. Built from the
 * table's view-model, so the words agree with the sandbox.
 */
import type { Locale } from '../../../engine/core/messages';
import type { TheGameState } from '../../../engine/the-game/types';
import { tableView } from './view-model';
import { TABLE_WORDS } from './view-words';

/** One line per player (hand, piles, draw pile), then the turn or the result; in English unless `locale` says otherwise. */
export function theGamePositionLines(state: TheGameState, locale: Locale = 'en'): string[] {
  const w = TABLE_WORDS[locale];
  const view = tableView({ state, showHands: true, lawful: [], locale });
  const seats = [...view.seats]
    .sort((a, b) => a.seat - b.seat)
    .map((seat) => {
      const hand = seat.hand.cards.length > 0 ? seat.hand.cards.join(' ') : w.noCards;
      const piles = seat.piles.map((p) => w.pileLine(p.ref.row, p.top ? p.top.value : null, p.rowCard)).join(', ');
      return w.positionLine(seat.label, hand, piles, seat.drawLabel);
    });
  const last = view.result?.text ?? view.status;
  return last ? [...seats, last] : seats;
}
