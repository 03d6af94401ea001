/**
 * A Gin Rummy position as a link preview draws it (src/components/og/): both
 * hands face up with their deadwood, or the cards laid out after a knock
 * (§7, §8); the stock and the discard pile's top card (§5); whose turn it is
 * and what they do. Built from the table's view-model.
 */
import type { GinState } from '../../../engine/gin-rummy/types';
import { frenchCard } from '../../components/og/french-card';
import type { PreviewCard, PreviewPile, PreviewSeat, PreviewSuit, PreviewTable } from '../../components/og/preview-data';
import type { CardFace } from './card-face';
import { tableView, type Badge, type SeatView, type TableView } from './view-model';

const SUITS: Readonly<Record<string, PreviewSuit>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

/** "10♦" with the code "TD": the rank is the text without its symbol, the suit the code's letter. */
function tile(face: CardFace, strong = false): PreviewCard {
  return frenchCard(face.text.slice(0, -1), SUITS[face.code.slice(-1)] ?? 'spades', strong ? { strong } : {});
}

/** §7, §8: a hand laid out on the table instead of held: melds in order, then the deadwood. */
function laidOut(view: TableView, seat: SeatView): { cards: CardFace[]; badge: string } | null {
  if (seat.hand.count > 0) return null;
  if (view.knock && view.knock.name === seat.name) {
    const cards = [...view.knock.melds.flatMap((m) => m.cards.map((c) => c.face)), ...view.knock.deadwood];
    return { cards, badge: `deadwood ${view.knock.points}` };
  }
  if (view.layout && view.layout.name === seat.name) {
    return { cards: [...view.layout.melds.flat(), ...view.layout.deadwood], badge: 'laid out' };
  }
  return null;
}

function seat(view: TableView, s: SeatView): PreviewSeat {
  const laid = laidOut(view, s);
  const points = s.hand.arrangement?.points;
  const extra = laid ? laid.badge : points !== undefined ? `deadwood ${points}` : null;
  const isActing = (b: Badge) => b === 'to act' || b === 'deals next';
  const acting = s.badges.filter(isActing);
  return {
    name: s.name,
    badges: [...acting, ...s.badges.filter((b) => !isActing(b)), ...(extra ? [extra] : [])],
    acting: acting.length > 0,
    cards: (laid ? laid.cards : s.hand.cards.map((c) => c.face)).map((face) => tile(face)),
    hidden: 0,
  };
}

function piles(view: TableView): PreviewPile[] {
  const stock: PreviewPile = { label: 'Stock', cards: view.stock.exposed ? [tile(view.stock.exposed)] : [], faceDown: view.stock.count, note: view.stock.exposed ? 'top card exposed' : undefined };
  const top = view.discards.top;
  const discards: PreviewPile = { label: `Discard pile · ${view.discards.count}`, cards: top ? [tile(top, true)] : [], faceDown: 0 };
  return [stock, discards];
}

export function ginPreview(state: GinState): PreviewTable {
  const view = tableView({ state, showHands: true });
  const seats = [...view.seats].sort((a, b) => a.seat - b.seat).map((s) => seat(view, s));
  const second = view.result ? view.dealLine : (view.knock?.heading ?? view.notes[0] ?? view.dealLine);
  return { seats, piles: piles(view), status: [view.result?.text ?? view.phaseLine, second] };
}
