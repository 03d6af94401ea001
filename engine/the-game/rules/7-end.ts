/**
 * Section 7: the end of the game. It ends at once, in the middle of a turn if
 * need be: with a win when a player has laid all 58 number cards (7.1), with a
 * loss when the player to move can no longer lay the two cards a turn needs
 * (7.2). A used-up draw pile ends nothing (7.3, see 6-drawing.ts).
 */
import { cite } from '../../core/ruling';
import { msg, said } from '../messages';
import { nameOf, type Outcome } from '../outcome';
import type { Row, Seat, TheGameState } from '../types';
import { CARDS_PER_PLAYER, opponentOf } from './1-material';
import { fallsOnDescending, isBackwardsTrick, risesOnAscending } from './3-own-piles';
import { improves, mayLayOnOpponent } from './4-opponent';
import { laidCount, MINIMUM, turnView, type TurnView } from './5-turn';

/** 7.1: a player has laid all 58 number cards when neither the hand nor the draw pile holds any. */
export function hasLaidAll(state: TheGameState, seat: Seat): boolean {
  return state.seats[seat].hand.length === 0 && state.seats[seat].draw.length === 0;
}

/**
 * 7.2 with 5.1, 5.3 and 7.1: whether the player whose view this is can still
 * complete the minimum of the turn: some order of fitting cards brings the
 * turn to two (5.1; the draw pile does not matter, 5.3), or lays the player's
 * very last card, which wins at once (7.1) before the minimum is asked for.
 *
 * This is how "cannot lay two" is read: not just "has no fitting card right
 * now" but "no way to reach two from here". At the start of a turn it looks
 * two cards ahead, so a player whose only fitting card leaves nothing to
 * follow has lost before laying it; after one card it is the same as asking
 * whether any card still fits. Once two are down nothing more is required.
 * (The minimum is two, so the look-ahead is two cards deep at most.)
 */
export function canStillLayMinimum(view: TurnView): boolean {
  const need = MINIMUM - laidCount(view.laid);
  if (need <= 0) return true;
  const { hand } = view;
  // The four piles as (side, row) by index, and the numbers showing on them; updated in place while looking ahead.
  const tops = [view.tops.own.up, view.tops.own.down, view.tops.opponent.up, view.tops.opponent.down];
  const free = mayLayOnOpponent(view.laid);
  for (let i = 0; i < hand.length; i++) {
    for (let p = 0; p < 4; p++) {
      if (!fitsAt(hand[i], p, tops[p], free)) continue;
      // This card brings the turn to two, or is the player's last card of all (7.1).
      if (need === 1 || (hand.length === 1 && view.drawLeft === 0)) return true;
      const shown = tops[p];
      tops[p] = hand[i];
      const freeAfter = free && p < 2;
      let second = false;
      for (let j = 0; j < hand.length && !second; j++) {
        if (j !== i) for (let q = 0; q < 4 && !second; q++) second = fitsAt(hand[j], q, tops[q], freeAfter);
      }
      tops[p] = shown;
      if (second) return true;
    }
  }
  return false;
}

/** `fitOf` for pile index 0-3 (own up, own down, opponent's up, opponent's down), with no objects made. */
function fitsAt(card: number, pile: number, top: number, opponentFree: boolean): boolean {
  const row: Row = pile % 2 === 0 ? 'up' : 'down';
  if (pile >= 2) return opponentFree && improves(card, top, row);
  return (row === 'up' ? risesOnAscending(card, top) : fallsOnDescending(card, top)) || isBackwardsTrick(card, top, row);
}

/** 7.2: the same question for the player to move in a state. */
export function moverCanStillLayMinimum(state: TheGameState): boolean {
  return canStillLayMinimum(turnView(state, state.toMove));
}

/**
 * 7.1, 7.2: ends the game if a lawful action has decided it. Checked after
 * every lawful action, 7.1 first: the card that empties a player's hand and
 * draw pile wins at once, even as the first card of a turn, so laying one's
 * last card never loses for want of a second. Otherwise, if the player to move
 * (after a card: the same player; after a finished turn: the other one, at the
 * start of their turn) can no longer complete the minimum, they lose at once.
 * The ruling of the action that decided it says so and cites the paragraph.
 */
export function concludeIfDecided(outcome: Outcome): Outcome {
  const state = outcome.state;
  if (!outcome.lawful || state.phase !== 'playing') return outcome;
  const mover = state.toMove;
  if (hasLaidAll(state, mover)) {
    return {
      ...outcome, state: { ...state, phase: 'over', result: { winner: mover, loser: opponentOf(mover), by: '7.1' } },
      citations: cite(outcome.citations, '7.1'),
      ...said(msg('end.won', { before: outcome.says, player: nameOf(state, mover), total: CARDS_PER_PLAYER })),
    };
  }
  if (!moverCanStillLayMinimum(state)) {
    const empty = state.seats[mover].draw.length === 0;
    return {
      ...outcome, state: { ...state, phase: 'over', result: { winner: opponentOf(mover), loser: mover, by: '7.2' } },
      citations: cite(outcome.citations, empty ? ['5.3', '7.2'] : ['7.2']),
      ...said(msg('end.lost', { before: outcome.says, player: nameOf(state, mover), winner: nameOf(state, opponentOf(mover)), laid: laidCount(state.laid) })),
    };
  }
  return outcome;
}
