/** 10.8: disqualification, a referee's decision the engine records. */
import { nameOf, refuse, setAt, type Outcome } from '../../outcome';
import type { GressState, Seat } from '../../types';
import { nextPlayer } from '../5-effects';
import { scoreIfAllDown } from '../9-end';

/**
 * 10.8: a player who plays wrongly on purpose is disqualified. Whether it was
 * on purpose is for a referee (or the table) to decide; the engine records the
 * decision: the player takes no further part, is skipped whenever the turn
 * passes, and any action of theirs is refused. The rulebook does not say how
 * such a player scores; the engine counts the hand as it lies at the end, with
 * every card still owed as a point (as 10.2 does), so that disqualification
 * never pays, and the game ends without waiting for that hand (9.3, 9.4).
 */
export function disqualify(state: GressState, seat: Seat): Outcome {
  if (state.disqualified[seat]) return refuse(state, ['10.8'], `${nameOf(state, seat)} is already disqualified.`);
  const marked = { ...state, disqualified: setAt(state.disqualified, seat, true) };
  // After the active game, the disqualified player's hand no longer has to be laid down: this may be what completes the game (9.3).
  const after = scoreIfAllDown(marked.toMove === seat ? { ...marked, toMove: nextPlayer(marked, seat) } : marked);
  return {
    state: after, classification: 'disqualification', lawful: true, citations: ['10.8'], events: [],
    summary: `The referee disqualifies ${nameOf(state, seat)} for playing wrongly on purpose. ${nameOf(state, seat)} takes no further part` +
      (state.toMove === seat ? `; ${nameOf(state, after.toMove)} is to move.` : '.'),
  };
}
