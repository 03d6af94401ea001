/** 4.12, 4.13: the ledger of take debts, each tied to the event that caused it. */
import type { Debt, GressState, Seat } from '../types';

/** 4.13: how many cards `seat` still owes, over all events. */
export function owes(state: GressState, seat: Seat): number {
  return state.debts.reduce((sum, d) => (d.seat === seat ? sum + d.cards : sum), 0);
}

/**
 * 4.12-4.14: adds debts keeping the ledger in the order of their events, the
 * order they are settled in. A player's debts from one event are one debt (they
 * are settled by one settlement event), so they are merged.
 */
export function addDebts(state: GressState, debts: readonly Debt[]): GressState {
  const ledger = [...state.debts];
  for (const debt of debts) {
    const i = ledger.findIndex((d) => d.seat === debt.seat && d.event === debt.event);
    if (i === -1) ledger.push(debt);
    else {
      const old = ledger[i];
      const paragraph = old.paragraph.split(', ').includes(debt.paragraph) ? old.paragraph : `${old.paragraph}, ${debt.paragraph}`;
      ledger[i] = { ...old, cards: old.cards + debt.cards, paragraph };
    }
  }
  return { ...state, debts: ledger.sort((a, b) => a.event - b.event) };
}
