/**
 * A Gress position as a link preview draws it (src/components/og/): each
 * seat's hand face up and its Marke face down, the play pile's top cards and
 * the draw pile, who is to move and whether throws are allowed. Built from
 * the table's view-model, so the picture says what the sandbox says.
 */
import { cardLabel, type Card } from '../../../engine/core/cards';
import type { GressState } from '../../../engine/gress/types';
import { frenchCard } from '../../components/og/french-card';
import type { PreviewCard, PreviewPile, PreviewSeat, PreviewTable } from '../../components/og/preview-data';
import { pileView, seatViews, statusView, windowView, type SeatView } from './view-model';

/** The play pile's cards a preview shows (the top ones). */
const PILE_SHOWN = 4;

function tile(card: Card, strong = false): PreviewCard {
  return frenchCard(card.rank, card.suit, strong ? { strong } : {});
}

function seatBadges(seat: SeatView): string[] {
  const owes = seat.debts.reduce((sum, d) => sum + d.cards, 0);
  return [
    seat.isToMove ? 'to move' : null,
    seat.isWinner ? 'winner' : null,
    seat.isDealer ? 'dealer' : null,
    owes > 0 ? `owes ${owes}` : null,
    seat.skipped?.badge ?? null,
    seat.swap?.badge ?? null,
    seat.pointsLabel,
  ].filter((b): b is string => b !== null);
}

function piles(state: GressState): PreviewPile[] {
  const pile = pileView(state, PILE_SHOWN);
  const top = pile.shown[0];
  const cards = [...pile.shown].reverse().map((entry) => tile(entry.card, entry.isTop));
  const note = top ? `${cardLabel(top.card)}: ${top.caption}${top.wish ? `, ${top.wish.text}` : ''}` : undefined;
  const out: PreviewPile[] = [{ label: `Play pile · ${pile.total}`, cards, faceDown: 0, note }];
  // 3.1-3.4: while dealing, the cards still in the dealer's hands.
  if (state.phase === 'dealing') out.push({ label: 'Pack', cards: [], faceDown: state.pack.length });
  out.push({ label: 'Draw pile', cards: [], faceDown: state.drawPile.length });
  return out;
}

/** 9.1-9.4: the end in a line. */
function endLine(state: GressState, winner: string): string {
  return state.phase === 'scored' ? `${winner} went out and wins; penalty points counted` : `${winner} went out: the active game is over`;
}

/** The first line says whose turn it is and how the table stands; the second what is pending. */
function statusLines(state: GressState): string[] {
  const status = statusView(state);
  const first = status.end
    ? endLine(state, status.end.winnerName)
    : (status.halt?.text ?? (state.phase === 'running' ? `${status.toMoveName} to move · ${status.throwsLabel.toLowerCase()} · ${status.directionLabel}` : status.phaseLabel));
  // 5.5, 6.3: the swap in words (the view's ↔ is not in the picture's font).
  const swap = status.swap && `${status.swap.heading}: ${status.swap.partnerNames.join(' and ')}${status.swap.detail}`;
  const second = swap ?? (state.windows[0] ? windowView(state, state.windows[0]).text : null);
  return [first, second].filter((line, i, all): line is string => line !== null && all.indexOf(line) === i);
}

export function gressPreview(state: GressState): PreviewTable {
  const seats: PreviewSeat[] = seatViews(state).map((seat) => ({
    name: seat.name,
    badges: seatBadges(seat),
    acting: seat.isToMove,
    cards: seat.hand.map((card) => tile(card)),
    hidden: seat.marke.state === 'face-down' ? 1 : 0,
  }));
  return { seats, piles: piles(state), status: statusLines(state) };
}
