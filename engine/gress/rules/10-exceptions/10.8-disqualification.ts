/** 10.8: disqualification, a referee's decision the engine records. */
import { msg, told } from '../../messages';
import { nameOf, refuse, setAt, type Outcome } from '../../outcome';
import type { GressState, Seat } from '../../types';
import { nextPlayer } from '../5-effects';
import { scoreIfAllDown } from '../9-end';
import { resumeGame } from '../4-halted-game';

/**
 * 10.8: what waited on the disqualified player lapses, since they will never
 * act again: a swap they are a partner in (5.5, 6.3), and a halt only they
 * could end (their swap, their reshuffle, 10.1). A halted game then resumes as
 * any halted game does (4.15); an empty draw pile can be halted for again.
 */
function withoutTheirHalt(state: GressState, seat: Seat): GressState {
  const swapLapses = state.swap !== null && state.swap.partners.includes(seat);
  const lapsed = swapLapses ? { ...state, swap: null, windows: state.windows.filter((w) => w.kind !== 'swapDefence') } : state;
  const stuck = state.halt !== null && ((state.halt.reason === 'swap' && swapLapses) || (state.halt.reason === 'reshuffle' && state.halt.by === seat));
  return stuck ? resumeGame(lapsed) : lapsed;
}

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
  if (state.disqualified[seat]) return refuse(state, ['10.8'], msg('dq.already', { player: nameOf(state, seat) }));
  const marked = withoutTheirHalt({ ...state, disqualified: setAt(state.disqualified, seat, true) }, seat);
  // After the active game, the disqualified player's hand no longer has to be laid down: this may be what completes the game (9.3).
  const after = scoreIfAllDown(marked.toMove === seat ? { ...marked, toMove: nextPlayer(marked, seat) } : marked);
  return {
    state: after, classification: 'disqualification', lawful: true, citations: ['10.8'], events: [],
    ...told(msg('dq.done', { player: nameOf(state, seat), ...(state.toMove === seat ? { next: nameOf(state, after.toMove) } : {}) })),
  };
}
