/**
 * Orchestration of a SENS match: one pure reducer, `applyRule`, that hands
 * each action to one rule function in rules/ and returns the next state and
 * what the rules decided; `toRuling` writes that as a ruling.
 *
 * As in Gin Rummy, no XState statechart: the phase is a field of the
 * plain-data state, and many actions do not follow the phase alone but who
 * acts (a meld by anyone who has not played yet, a Vorlauf call by either
 * side, a claim in play or after the deal, robbing by any player but the
 * dealer). The reducer is that routing, and it keeps the state plain JSON
 * that round-trips through the position notation.
 */
import { cite, rulingOf } from '../core/ruling';
import { formatAction } from './notation';
import { claim, look, takeBack } from './rules/1-irregularities';
import { isSeat } from './rules/1-seats';
import { callVorlauf } from './rules/10-vorlauf';
import { claimMisdeal, dealAction } from './rules/4-dealing';
import { bid, dealRest, pass } from './rules/5-bidding';
import { rob } from './rules/6-rauben';
import { announceBella, announceMeld } from './rules/7-melding';
import { play } from './rules/9-tricks';
import { msg, refuse, type Outcome } from './rules/outcome';
import type { ActionType, SensAction, SensRuling, SensState } from './types';

/** One rule function per kind of action. */
const RULES: { [T in ActionType]: (state: SensState, action: Extract<SensAction, { type: T }>) => Outcome } = {
  deal: dealAction,
  bid,
  pass,
  rob,
  rest: dealRest,
  meld: announceMeld,
  bella: announceBella,
  play,
  takeBack,
  claim,
  misdeal: claimMisdeal,
  vorlauf: callVorlauf,
  look,
};

/** Any action, as the rules judge it; malformed input is refused with a reason, never thrown. */
export function applyRule(state: SensState, action: SensAction): Outcome {
  if (!action || typeof action !== 'object' || !Object.prototype.hasOwnProperty.call(RULES, String((action as { type?: unknown }).type))) {
    return refuse(state, ['1.1'], msg('refuse.notAnAction', {}));
  }
  if (!isSeat(action.seat)) return refuse(state, ['1.1'], msg('refuse.noSuchSeat', { seat: String(action.seat).slice(0, 20) }));
  return (RULES[action.type] as (s: SensState, a: SensAction) => Outcome)(state, action);
}

export function toRuling(outcome: Outcome, action: SensAction, players: readonly string[]): SensRuling {
  return rulingOf(formatAction(action, players), { ...outcome, citations: cite(outcome.citations) });
}
