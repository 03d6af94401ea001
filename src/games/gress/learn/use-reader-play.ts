/**
 * Play on the lesson's table, for the reader's seat only: the cards of the
 * reader's hand are buttons (a tap lays the card with the action hand, 2.6),
 * "Select several" builds a packet, and the draw pile draws (or picks up what
 * the reader owes) for the reader. The same pure pieces as the sandbox's
 * play on the table (../table-play.ts); what differs is that nobody else's
 * cards are buttons and the pile draws for no one else.
 */
import { useState } from 'preact/hooks';
import type { CardId } from '../../../../engine/core/cards';
import type { GressAction, GressState, Seat } from '../../../../engine/gress/types';
import type { SeatPlay } from '../PlayHand';
import { cardsPlayable, drawPileView, handPlayView, toggleInPacket, type DrawPileView } from '../table-play';
import { useLocale } from '../../../i18n/ui-text';

export interface ReaderPlay {
  /** The reader's hand as buttons, or null when it has no cards or the phase takes no plays. */
  readonly seat: SeatPlay | null;
  /** The draw pile as the reader's button, or null when the phase takes no draw. */
  readonly drawPile: { readonly view: DrawPileView; readonly onDraw: () => void } | null;
}

export function useReaderPlay(state: GressState, you: Seat, lawful: readonly GressAction[], act: (action: GressAction) => void): ReaderPlay {
  const locale = useLocale();
  const [picked, setPicked] = useState<{ state: GressState; cards: CardId[] } | null>(null);
  const selection = picked && picked.state === state ? picked.cards : null;
  const go = (action: GressAction) => {
    setPicked(null);
    act(action);
  };
  let seat: SeatPlay | null = null;
  if (cardsPlayable(state) && (state.hands[you]?.length ?? 0) > 0) {
    const hand = handPlayView(state, you, lawful, selection, locale);
    seat = {
      hand,
      onCard: (card, extend) => {
        if (selection) setPicked({ state, cards: toggleInPacket(selection, card.id) });
        else if (extend && hand.canSelect) setPicked({ state, cards: [card.id] });
        else go(card.action);
      },
      onToggleSelect: () => setPicked(selection ? null : { state, cards: [] }),
      onPlayPacket: () => {
        if (hand.packet?.action) go(hand.packet.action);
      },
    };
  }
  const pile = drawPileView(state, you, () => lawful, locale);
  return { seat, drawPile: pile && { view: pile, onDraw: () => go(pile.action) } };
}
