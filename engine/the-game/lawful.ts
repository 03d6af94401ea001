/**
 * The lawful-actions query: every action the rules allow a seat right now. The
 * engine accepts any action and rules on it; this list is for the sandbox and
 * bots. Only the player to move has lawful actions (5.4): each card of the
 * hand on each pile it fits (5.2, sections 3 and 4), and ending the turn once
 * two cards are down (5.1). Nothing is left out: a hand holds at most six
 * cards, so the list never exceeds 6 x 4 + 1 actions.
 */
import { applyRule } from './machine';
import { ROWS } from './rules/1-material';
import type { Seat, TheGameAction, TheGameState } from './types';

/** Everything `seat` could physically try: each card in hand on each of the four piles, and ending the turn. */
function candidates(state: TheGameState, seat: Seat): TheGameAction[] {
  const out: TheGameAction[] = [];
  for (const card of state.seats[seat]?.hand ?? []) {
    for (const owner of [seat, 1 - seat]) for (const row of ROWS) out.push({ type: 'lay', seat, card, pile: { owner, row } });
  }
  out.push({ type: 'endTurn', seat });
  return out;
}

export function lawfulActions(state: TheGameState, seat: Seat): TheGameAction[] {
  if (state.phase !== 'playing' || seat !== state.toMove) return [];
  return candidates(state, seat).filter((action) => applyRule(state, action).lawful);
}
