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
import { lawful, nameOf, refuse, sideName, type Outcome } from './outcome';

/** 10.3, 10.4 (the reading at 10.3): `seat` calls Vorlauf for its side. */
export function callVorlauf(state: SensState, action: Extract<SensAction, { type: 'vorlauf' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  if (state.phase !== 'play') return refuse(state, ['10.3'], 'Vorlauf is called during play, before the last trick is taken in (10.3).');
  if (deal.misdealt) return refuse(state, ['4.5'], 'The hands hold the wrong number of cards: the misdeal comes first (4.5).');
  if (deal.vorlauf) return refuse(state, ['10.3'], `${nameOf(state, deal.vorlauf.seat)} called Vorlauf already, for ${sideName(state, deal.vorlauf.side)}; ` +
    `only the first call counts (10.3).`);
  const side = sideOf(action.seat);
  const taken = deal.tricks.filter((t) => sideOf(t.winner) === side).length;
  const secured = securedCardPoints(deal.tricks, deal.game!.trump, side, deal.tricks.length);
  const next: SensState = { ...state, deal: { ...deal, vorlauf: { side, seat: action.seat, tricks: deal.tricks.length } } };
  const taker = takerOf(deal) === side;
  return lawful(next, taker ? ['10.3', '10.4'] : ['10.3'],
    `${who} calls Vorlauf for ${sideName(state, side)}: what their ${taken === 1 ? 'one trick' : `${taken} tricks`} taken in so far ` +
      `hold, ${secured} in cards, is secured, and later tricks no longer count toward their 500. ` +
      'The deal is played out and the match ends with it (10.3).' +
      (taker ? ` They took the game, so they must make it too (10.4).` : ''));
}
