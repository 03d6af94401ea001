/**
 * A Gin Rummy position in a few lines of plain text: the poster an example
 * shows before the reader wakes it (and without JavaScript), and the final
 * position a printed page shows. Built from the table's view-model, so the
 * words agree with the sandbox.
 */
import type { GinState } from '../../../engine/gin-rummy/types';
import { tableView } from './view-model';

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** One line per player (seat order: hand and its best arrangement), then the table, then the knock, the result and the score as they apply. */
export function ginPositionLines(state: GinState): string[] {
  const view = tableView({ state, showHands: true });
  const seats = [...view.seats]
    .sort((a, b) => a.seat - b.seat)
    .map((seat) => {
      const hand = seat.hand;
      if (hand.count === 0) return `${seat.label}: no cards in hand`;
      const cards = hand.cards.map((c) => c.face.text).join(' ');
      return `${seat.label}: ${cards}${hand.arrangement ? `; ${lower(hand.arrangement.text)}` : ''}`;
    });
  const top = view.discards.top ? `${view.discards.top.text} on top of ${view.discards.count}` : 'empty';
  const lines = [...seats, `${view.dealLine}; stock ${view.stock.count}, discard pile ${top}. ${view.phaseLine}`];
  if (view.knock) {
    const k = view.knock;
    const melds = k.melds.map((m) => m.cards.map((c) => c.face.text).join('')).join(' · ');
    lines.push(`${k.heading}: ${melds || 'no melds'}; ${lower(k.deadwoodText)}.`);
  }
  if (view.layout) {
    const l = view.layout;
    const melds = l.melds.map((m) => m.map((f) => f.text).join('')).join(' · ');
    const offs = l.layoffs.length ? `, laid off ${l.layoffs.map((o) => o.text).join(', ')}` : '';
    lines.push(`${l.name} laid out ${melds || 'no melds'}${offs}; ${lower(l.deadwoodText)}.`);
  }
  if (view.result) lines.push(view.result.text);
  if (view.ledger) {
    const [a, b] = view.ledger.names;
    lines.push(view.ledger.settlement ? view.ledger.settlement.text : `Score after ${view.ledger.rows.length} ${view.ledger.rows.length === 1 ? 'hand' : 'hands'}: ${a} ${view.ledger.totals[0]}, ${b} ${view.ledger.totals[1]}.`);
  }
  return lines;
}
