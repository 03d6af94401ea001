/**
 * A position of The Game: Face to Face as a link preview draws it
 * (src/components/og/): both hands face up, the four piles with their top
 * cards in the colour of whoever laid them (an empty pile shows its row card,
 * 1.2), and whose turn it is. Built from the table's view-model.
 */
import type { TheGameState } from '../../../engine/the-game/types';
import { PALETTE } from '../../components/og/palette';
import type { PreviewCard, PreviewPile, PreviewSeat, PreviewTable } from '../../components/og/preview-data';
import { tableView, type PileView } from './view-model';

/** Each player's colour (1.1), dark enough to read on the paper: blue for the first seat, amber for the second. */
export const SEAT_INKS: readonly string[] = ['#1f5fb3', '#9a5b00'];
/** The row cards 1 and 60 (1.2) are printed in neither colour. */
export const ROW_INK = '#5b6170';

const numberCard = (value: number, seat: number): PreviewCard => ({ rank: String(value), ink: SEAT_INKS[seat] ?? PALETTE.ink });
/** 1.2: the ascending row counts up from 1, the descending row down from 60. */
const ARROWS = { up: '↑', down: '↓' } as const;

function pile(view: PileView, owner: string): PreviewPile {
  const top: PreviewCard = view.top ? numberCard(view.top.value, view.top.by) : { rank: String(view.rowCard), ink: ROW_INK };
  return { label: `${owner} ${ARROWS[view.ref.row]}`, cards: [top], faceDown: 0, note: view.top ? view.countText : 'row card' };
}

export function theGamePreview(state: TheGameState): PreviewTable {
  const view = tableView({ state, showHands: true });
  // Seat order at the table: the first player, then the opponent.
  const bySeat = [...view.seats].sort((a, b) => a.seat - b.seat);
  const seats: PreviewSeat[] = bySeat.map((seat) => ({
    name: seat.name,
    badges: [...seat.badges, seat.drawCount > 0 ? `draw pile ${seat.drawCount}` : 'draw pile empty'],
    acting: seat.badges.includes('to move'),
    cards: seat.hand.cards.map((value) => numberCard(value, seat.seat)),
    hidden: 0,
  }));
  const piles = bySeat.flatMap((seat) => seat.piles.map((p) => pile(p, seat.name)));
  const status = view.result?.text ?? view.status;
  return { seats, piles, status: status ? [status] : [] };
}
