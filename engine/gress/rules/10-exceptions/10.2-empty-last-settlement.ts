/** 10.2: the last settlement when the draw pile runs out. */
import type { GressState } from '../../types';

/**
 * 10.2: once the active game is over and the draw pile is used up, every card
 * still owed becomes one penalty point for its debtor instead. (Who must draw
 * the last cards when nobody does so voluntarily, oldest debt first, is not
 * modelled: in the engine any debtor may draw them.)
 */
export function convertUnpayableDebts(state: GressState): GressState {
  if (state.phase !== 'over' || state.drawPile.length > 0 || state.debts.length === 0) return state;
  const unpaid = state.unpaid.map((n, seat) => n + state.debts.reduce((sum, d) => (d.seat === seat ? sum + d.cards : sum), 0));
  return { ...state, unpaid, debts: [] };
}
