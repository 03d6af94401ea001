/**
 * 10.3, 10.4: Vorlauf. During play either side may call Vorlauf (the reading at 10.3): the
 * tricks it has taken in so far are secured, and later tricks no longer count
 * toward its 500; the match ends after this deal, decided on the caller's
 * secured count (match.ts `decideMatch`). Only the first call counts.
 */
import { securedCardPoints } from '../match';
import type { SensAction, SensState } from '../types';
import { sideOf } from './1-seats';
import { takerOf } from './12-counting';
import { lawful, msg, nameOf, pairOf, refuse, type Outcome } from './outcome';

/** 10.3, 10.4 (the reading at 10.3): `seat` calls Vorlauf for its side. */
export function callVorlauf(state: SensState, action: Extract<SensAction, { type: 'vorlauf' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  if (state.phase !== 'play') return refuse(state, ['10.3'], msg('vorlauf.refuse.notInPlay', {}));
  if (deal.misdealt) return refuse(state, ['4.5'], msg('refuse.misdealFirst', {}));
  if (deal.vorlauf) return refuse(state, ['10.3'], msg('vorlauf.refuse.already', { caller: nameOf(state, deal.vorlauf.seat), side: pairOf(state, deal.vorlauf.side) }));
  const side = sideOf(action.seat);
  const taken = deal.tricks.filter((t) => sideOf(t.winner) === side).length;
  const secured = securedCardPoints(deal.tricks, deal.game!.trump, side, deal.tricks.length);
  const next: SensState = { ...state, deal: { ...deal, vorlauf: { side, seat: action.seat, tricks: deal.tricks.length } } };
  const taker = takerOf(deal) === side;
  return lawful(next, taker ? ['10.3', '10.4'] : ['10.3'], msg('vorlauf.called', { who, side: pairOf(state, side), tricks: taken, secured, taker }));
}
