/** Section 6: drawing at the end of a turn, from one's own draw pile only. */
import { msg, type TheGameMessage } from '../messages';
import { setAt } from '../outcome';
import type { TheGameState, TurnCount } from '../types';
import { HAND_SIZE } from './2-setup';

/** 6.1: cards drawn after a turn on one's own piles only, however many were laid. */
export const DRAW_AFTER_OWN_TURN = 2;

/**
 * 6.1, 6.2: how many cards a finished turn entitles the player to draw.
 * Only own piles used: two, however many were laid (6.1). A card on the
 * opponent's piles: as many as bring the hand back to six (6.2).
 *
 * 6.2 speaks of one card on the opponent's piles "and at least one" on one's
 * own. A finished turn always has that: it has at least two cards (5.1) and at
 * most one of them went to the opponent (4.1). So the opponent card alone
 * decides. A hand is never above six here (a turn starts with at most six and
 * lays at least two), so 6.2 never asks for a negative number.
 */
export function cardsDue(handSize: number, laid: TurnCount): { readonly count: number; readonly paragraph: '6.1' | '6.2' } {
  return laid.opponent > 0 ? { count: Math.max(0, HAND_SIZE - handSize), paragraph: '6.2' } : { count: DRAW_AFTER_OWN_TURN, paragraph: '6.1' };
}

/**
 * 6.1, 6.2 with 7.3: the player to move draws what the turn entitles them to
 * from the top of their own draw pile. When the pile holds fewer, they take
 * what is left (7.3: with nothing left they play on without drawing). Cites
 * 7.3 whenever the pile could not supply the full number.
 */
export function drawAfterTurn(state: TheGameState): { readonly state: TheGameState; readonly citations: readonly string[]; readonly says: TheGameMessage } {
  const seat = state.toMove;
  const mine = state.seats[seat];
  const due = cardsDue(mine.hand.length, state.laid);
  const taken = Math.min(due.count, mine.draw.length);
  const seats = setAt(state.seats, seat, { ...mine, hand: [...mine.hand, ...mine.draw.slice(0, taken)], draw: mine.draw.slice(taken) });
  const short = taken < due.count;
  const says = !short
    ? msg('draw.full', { taken, by: due.paragraph })
    : taken === 0 ? msg('draw.none', { due: due.count }) : msg('draw.short', { taken, due: due.count, by: due.paragraph });
  return { state: { ...state, seats }, citations: short ? [due.paragraph, '7.3'] : [due.paragraph], says };
}
