/**
 * Play on the table as a hook: what each seat's cards and the draw pile do in
 * play mode (Table's `play`). Holds the only state play on the table needs,
 * both tied to the position they were made in (so any action or Undo clears
 * them): the packet being selected on one seat, and who the draw pile draws
 * for when the reader picked someone other than the default. Lawful marks
 * come from the shell's lazy lawfulOf, asked only for the seats whose cards
 * are buttons and for the seat the pile draws for.
 */
import { useState } from 'preact/hooks';
import type { CardId } from '../../../engine/core/cards';
import type { TablePlay } from '../../components/sandbox/game-ui';
import type { GressAction, GressState, Seat } from '../../../engine/gress/types';
import type { DrawPilePlay } from './DrawPile';
import type { SeatPlay } from './PlayHand';
import { cardsPlayable, defaultDrawSeat, drawPileView, handPlayView, toggleInPacket } from './table-play';
import type { TableView } from './view-model';
import { useLocale } from '../../i18n/ui-text';

export interface TablePlayView {
  /** Each seat's hand, by seat; null where its cards are not buttons (hands hidden, no cards, a phase without plays). */
  readonly seats: readonly (SeatPlay | null)[];
  /** null in a phase without draws. */
  readonly drawPile: DrawPilePlay | null;
}

export function useTablePlay(state: GressState, view: TableView, showHands: boolean, play: TablePlay<GressAction>): TablePlayView {
  const locale = useLocale();
  const [picked, setPicked] = useState<{ state: GressState; seat: Seat; cards: CardId[] } | null>(null);
  const [drawFor, setDrawFor] = useState<{ state: GressState; seat: Seat } | null>(null);
  const selection = picked && picked.state === state ? picked : null;
  const drawSeat = drawFor && drawFor.state === state ? drawFor.seat : defaultDrawSeat(state);
  const act = (action: GressAction) => {
    setPicked(null);
    play.act(action);
  };

  const seats = view.seats.map((s): SeatPlay | null => {
    if (!cardsPlayable(state) || s.hand.length === 0 || !(showHands || s.handOpen)) return null;
    const mine = selection?.seat === s.seat ? selection : null;
    const hand = handPlayView(state, s.seat, play.lawfulOf(s.seat), mine ? mine.cards : null, locale);
    return {
      hand,
      onCard: (card, extend) => {
        if (mine) setPicked({ ...mine, cards: toggleInPacket(mine.cards, card.id) });
        else if (extend && hand.canSelect) setPicked({ state, seat: s.seat, cards: [card.id] });
        else act(card.action);
      },
      onToggleSelect: () => setPicked(mine ? null : { state, seat: s.seat, cards: [] }),
      onPlayPacket: () => {
        if (hand.packet?.action) act(hand.packet.action);
      },
    };
  });

  const pile = drawPileView(state, drawSeat, play.lawfulOf, locale);
  return {
    seats,
    drawPile: pile && { view: pile, onDraw: () => act(pile.action), onSeat: (seat) => setDrawFor({ state, seat }) },
  };
}
