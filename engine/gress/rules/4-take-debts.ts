/** 4.13, 4.14: settling take debts by picking up cards from the draw pile. */
import { recordEvent } from '../event-cycle';
import { msg } from '../messages';
import { nameOf, setAt } from '../outcome';
import type { GressState, Seat } from '../types';

/** Moves the top `count` cards of the draw pile into `seat`'s hand. */
export function takeFromDrawPile(state: GressState, seat: Seat, count: number): GressState {
  return {
    ...state,
    hands: setAt(state.hands, seat, [...state.hands[seat], ...state.drawPile.slice(0, count)]),
    drawPile: state.drawPile.slice(count),
  };
}

/**
 * 4.13, 4.14: `seat` picks up `count` cards against its debts, oldest event
 * first. Each debt paid in full is one settlement event, timed at its last card;
 * a debt paid in part stays with the rest owed. Returns the new state and the
 * ids of the settlement events.
 */
export function settleDebts(state: GressState, seat: Seat, count: number): { state: GressState; events: number[] } {
  let current = state;
  let left = count;
  const events: number[] = [];
  for (const debt of state.debts.filter((d) => d.seat === seat)) {
    if (left === 0) break;
    const take = Math.min(left, debt.cards);
    const taken = takeFromDrawPile(current, seat, take);
    left -= take;
    if (take < debt.cards) {
      current = { ...taken, debts: taken.debts.map((d) => (d === debt ? { ...d, cards: d.cards - take } : d)) };
      break;
    }
    events.push(current.nextEventId);
    const says = msg('debt.settled', { player: nameOf(state, seat), event: debt.event, paragraph: debt.paragraph });
    current = recordEvent(current, { ...taken, debts: taken.debts.filter((d) => d !== debt) }, {
      kind: 'settlement', seat, says, isMove: false, isThrow: false,
    });
  }
  return { state: current, events };
}

