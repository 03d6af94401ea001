/** 4.12, 4.13: the ledger of take debts, each tied to the event that caused it. */
import type { Debt, GressState, Seat } from '../types';

/** 4.13: how many cards `seat` still owes, over all events. */
export function owes(state: GressState, seat: Seat): number {
  return state.debts.reduce((sum, d) => (d.seat === seat ? sum + d.cards : sum), 0);
}

/** 4.12, 4.13: adds debts keeping the ledger in the order of their events, the order they are settled in. */
export function addDebts(state: GressState, debts: readonly Debt[]): GressState {
  return { ...state, debts: [...state.debts, ...debts].sort((a, b) => a.event - b.event) };
}
