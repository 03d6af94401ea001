/**
 * A Gress position in a few lines of plain text: the poster an example shows
 * before the reader wakes it (and without JavaScript), and the final
 * position a printed page shows. Built from the same view-model as the
 * table, so the words agree with what the sandbox shows once it runs.
 */
import { cardLabel } from '../../../engine/core/cards';
import type { GressState } from '../../../engine/gress/types';
import { pileView, seatViews, statusView } from './view-model';

/** One line per seat, then one for the table. */
export function gressPositionLines(state: GressState): string[] {
  const status = statusView(state);
  const seats = seatViews(state).map((seat) => {
    const facts = [seat.isDealer ? 'dealer' : null, seat.isToMove ? 'to move' : null, seat.isWinner ? 'winner' : null].filter(Boolean);
    const hand = seat.hand.length > 0 ? seat.hand.map(cardLabel).join(' ') : 'no cards';
    const marke = seat.marke.state === 'face-down' ? ', Marke face down' : seat.marke.state === 'taken' ? ', Marke taken' : '';
    const owes = seat.debts.reduce((sum, d) => sum + d.cards, 0);
    const debt = owes > 0 ? `, owes ${owes} ${owes === 1 ? 'card' : 'cards'}` : '';
    const points = seat.pointsLabel ? `, ${seat.pointsLabel}` : '';
    return `${seat.name}${facts.length ? ` (${facts.join(', ')})` : ''}: ${hand}${marke}${debt}${points}`;
  });
  const pile = pileView(state, 1);
  const top = pile.shown[0];
  const wish = top?.wish ? `, ${top.wish.text}` : '';
  const pileText = top ? `play pile ${cardLabel(top.card)} on top (${pile.total} ${pile.total === 1 ? 'card' : 'cards'})${wish}` : 'play pile empty';
  const draw = `draw pile ${state.drawPile.length} ${state.drawPile.length === 1 ? 'card' : 'cards'}`;
  const table = [status.phaseLabel, pileText, draw, status.throwsLabel.toLowerCase(), status.directionLabel].join('; ');
  return [...seats, table.charAt(0).toUpperCase() + table.slice(1)];
}
