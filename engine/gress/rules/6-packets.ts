/** Section 6: packets, several cards laid as one stack in one event. */
import type { Card } from '../../core/cards';
import type { GressState, Seat } from '../types';
import { TAKE_DEBTS } from '../penalties';
import { colour } from './1-cards';
import { addDebts } from './4-debt-ledger';

export type PacketKind = 'sevens' | 'twoRedNines' | 'other';

/** 6.1, 6.2, 6.4: only Sevens (any number) or exactly two red Nines may be played as a packet. */
export function packetKind(cards: readonly Card[]): PacketKind {
  if (cards.every((c) => c.rank === '7')) return 'sevens';
  if (cards.length === 2 && cards.every((c) => c.rank === '9' && colour(c) === 'red')) return 'twoRedNines';
  return 'other';
}

/**
 * 6.5: a Seven defence moves the skipped player's debt from the Seven being
 * answered (event `answered`) to the player who was to move, tied now to the
 * defence's own event.
 */
export function transferSevenDebt(state: GressState, defender: Seat, answered: number, defenceEvent: number): { state: GressState; cards: number } {
  const debt = state.debts.find((d) => d.seat === defender && d.event === answered);
  if (!debt) return { state, cards: 0 };
  const rest = { ...state, debts: state.debts.filter((d) => d !== debt) };
  return { state: addDebts(rest, [{ seat: state.toMove, cards: debt.cards, event: defenceEvent, paragraph: TAKE_DEBTS.sevens.paragraph }]), cards: debt.cards };
}

/** 6.5: debts a would-be Seven defender owes for events other than the Seven being answered bar the defence. */
export function owesForOtherEvents(state: GressState, seat: Seat, answered: number): number {
  return state.debts.reduce((n, d) => (d.seat === seat && d.event !== answered ? n + d.cards : n), 0);
}
