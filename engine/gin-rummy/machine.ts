/**
 * Orchestration of a Gin Rummy match: one pure reducer, `applyRule`, that
 * hands each action to one rule function in rules/ and returns the next state
 * and what the rules decided; `toRuling` writes that as a ruling.
 *
 * Why no XState statechart here: the phases are a field of the plain-data
 * state (`phase`), and most of the interesting transitions do not follow the
 * phase alone but who acts (a draw by the player not to act is §14.4, a knock
 * in the knocked phase is the knocker's correction of §14.6, a claim may come
 * in any phase of play). A statechart would only mirror `phase` and route
 * every event to the same functions; the reducer is that routing without the
 * copy, and it keeps the state JSON that round-trips through the notation.
 */
import { rulingOf } from '../core/ruling';
import { formatAction } from './notation';
import { isSeat } from './rules/1-cards';
import { dealHand } from './rules/3-dealing';
import { discard, drawFromStock, takeDiscard } from './rules/5-turn';
import { knock } from './rules/7-knock';
import { layOut } from './rules/8-lay-off';
import { acceptKnock, claim, expose, rejectKnock, reshuffle } from './rules/14-irregularities';
import { msg, refuse, type Outcome } from './rules/outcome';
import type { ActionType, GinAction, GinRuling, GinState } from './types';

/** One rule function per kind of action. */
const RULES: { [T in ActionType]: (state: GinState, action: Extract<GinAction, { type: T }>) => Outcome } = {
  deal: dealHand,
  draw: drawFromStock,
  take: takeDiscard,
  discard,
  knock,
  layout: layOut,
  accept: acceptKnock,
  reject: rejectKnock,
  expose,
  reshuffle,
  claim,
};

/** Any action, as the rules judge it; malformed input is refused with a reason, never thrown. */
export function applyRule(state: GinState, action: GinAction): Outcome {
  if (!action || typeof action !== 'object' || !Object.prototype.hasOwnProperty.call(RULES, String((action as { type?: unknown }).type))) {
    return refuse(state, ['5'], msg('refuse.notAnAction', {}));
  }
  if (!isSeat(action.seat)) return refuse(state, ['1'], msg('refuse.noSeat', { seat: String(action.seat).slice(0, 20), listSeats: true }));
  return (RULES[action.type] as (s: GinState, a: GinAction) => Outcome)(state, action);
}

export function toRuling(outcome: Outcome, action: GinAction, players: readonly string[]): GinRuling {
  return rulingOf(formatAction(action, players), outcome);
}
