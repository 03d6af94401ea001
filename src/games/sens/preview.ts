/**
 * A SENS position as a link preview draws it (src/components/og/): the four
 * hands face up, the trick on the table with who played each card, the
 * turned card and the pack during the bidding (4.4), the trumps and whose
 * turn it is. Cards are text tiles with the Bavarian suit's word in its
 * colour on a paper tinted by the suit (the drawn suit symbols stay on the
 * site's own cards). Built from the table's view-model.
 */
import type { Card, Suit } from '../../../engine/sens/cards';
import type { SensState } from '../../../engine/sens/types';
import type { PreviewCard, PreviewPile, PreviewSeat, PreviewTable } from '../../components/og/preview-data';
import { cardFace } from './card-face';
import { tableView, type SeatView, type TableView } from './view-model';
import { nameOf } from './words';

/** Ink (card.css, at least 4.5:1 on the paper), paper tint and a word that fits a small tile, per Bavarian suit. */
const SUIT_LOOK: Readonly<Record<Suit, { ink: string; paper: string; word: string }>> = {
  E: { ink: '#5b3712', paper: '#f4ead8', word: 'Eichel' },
  G: { ink: '#1b6321', paper: '#e4f2df', word: 'Gras' },
  H: { ink: '#b0102a', paper: '#fbe4e7', word: 'Herz' },
  S: { ink: '#8a4400', paper: '#fcefcf', word: 'Schelle' },
};

function tile(card: Card, extra: Pick<PreviewCard, 'strong' | 'caption'> = {}): PreviewCard {
  const face = cardFace(card, 'bavarian');
  const look = SUIT_LOOK[face.suit];
  return { rank: face.rank, word: look.word, ink: look.ink, paper: look.paper, ...extra };
}

function seat(s: SeatView): PreviewSeat {
  const acting = s.badges.includes('to act');
  const badges = [...(acting ? ['to act'] : []), ...s.badges.filter((b) => b !== 'to act'), ...(s.said ? [s.said] : [])];
  return { name: s.name, badges, acting, cards: s.hand.cards.map((c) => tile(c.card)), hidden: 0 };
}

/** The trick on the table (or the one just taken in) in the order it was played, who played each card under it. */
function trickPile(state: SensState, view: TableView): PreviewPile | null {
  const trick = view.trick;
  if (!trick) return null;
  const played = trick.taken ? (state.deal.tricks.at(-1)?.cards ?? []) : state.deal.trick;
  const cards = played.map((p) => tile(p.card, { caption: nameOf(state, p.seat), ...(trick.slots[p.seat]?.winning ? { strong: true } : {}) }));
  return { label: `Trick ${trick.number}${trick.taken ? ', taken in' : ''}`, cards, faceDown: 0, note: view.trumps?.text.replace(/ \(.*\)$/, '') };
}

function piles(state: SensState, view: TableView): PreviewPile[] {
  const out: PreviewPile[] = [];
  const trick = trickPile(state, view);
  if (trick) out.push(trick);
  // 4.4, 6.1: during the bidding, the undealt pack and the card turned up beside it.
  if (view.turned || view.pack) {
    out.push({ label: 'Pack and turned card', cards: view.turned ? [tile(view.turned.card, { strong: true })] : [], faceDown: view.pack?.count ?? 0 });
  }
  return out;
}

export function sensPreview(state: SensState): PreviewTable {
  const view = tableView({ state, showHands: true });
  const second = view.result?.text ?? view.trumps?.text ?? view.dealLine;
  return { seats: view.seats.map(seat), piles: piles(state, view), status: [view.phaseLine, second] };
}
