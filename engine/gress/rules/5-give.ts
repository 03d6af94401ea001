/** 5.4: giving a card after a Ten. */
import { formatCard, parseCard, sameCard } from '../../core/cards';
import { recordEvent } from '../event-cycle';
import { msg, told } from '../messages';
import { nameOf, refuse, setAt, type Outcome } from '../outcome';
import type { GressState, Hand, Seat } from '../types';
import { findWindow, removeWindow } from '../windows';

/**
 * 5.4: the player who moved with a Ten lays one card of their choice face down
 * in front of another player, with the action hand, before the next move by
 * anyone; the recipient takes it into the hand. The giving is an event. Done
 * with the holding hand it does not count (10.3) and may be repeated.
 */
export function giveCard(state: GressState, seat: Seat, cardId: string, to: Seat, hand: Hand): Outcome {
  const name = nameOf(state, seat);
  const window = findWindow(state, 'give', seat);
  if (!window) return refuse(state, ['5.4'], msg('give.noWindow', { player: name }));
  if (to === seat) return refuse(state, ['5.4'], msg('give.toSelf', {}));
  const parsed = parseCard(cardId);
  if (!parsed.ok) return refuse(state, ['5.4'], msg('play.badCard', { text: cardId }));
  const index = state.hands[seat].findIndex((c) => sameCard(c, parsed.card));
  if (index === -1) return refuse(state, ['5.4'], msg('play.notInHand', { player: name, card: formatCard(parsed.card) }));
  if (hand === 'holding') return refuse(state, ['5.4', '10.3'], msg('give.holding', {}));
  const card = state.hands[seat][index];
  let hands = setAt(state.hands, seat, state.hands[seat].filter((_, i) => i !== index));
  hands = setAt(hands, to, [...hands[to], card]);
  const says = msg('give.done', { player: name, to: nameOf(state, to) });
  return {
    state: recordEvent(state, removeWindow({ ...state, hands }, window), { kind: 'give', seat, says, isMove: false, isThrow: false }),
    classification: 'give', lawful: true, citations: ['5.4'], events: [state.nextEventId], ...told(says),
  };
}
