/**
 * The lawful-actions query: the actions the rules allow a seat right now, for
 * the sandbox and for tests. The engine itself accepts any action and rules on
 * it; every candidate here is run through it and kept only if ruled lawful.
 *
 * What is listed, for `seat`:
 *  - the deal, when it is the seat's to deal (a new match after a lost one
 *    included), with a seed taken from the state (any seed is as lawful; the
 *    sandbox asks for one);
 *  - in the bidding: a bid for each suit the round allows, and a pass;
 *  - once a game is taken: robbing, and the dealer's rest;
 *  - in play: each meld the hand holds (melds.ts `meldsIn`: longest runs and
 *    Vierständer) not yet announced, Bella, each card the duties allow,
 *    taking back a wrong card, Vorlauf;
 *  - anyone: a well-founded claim of a wrong card or a misdeal, and looking at
 *    the last trick.
 * What is left out: shorter pieces of a longer run as melds (lawful too, but
 * worth less), other seeds, and every foul (not lawful, by definition).
 */
import { SUITS } from './cards';
import { applyRule } from './machine';
import { meldsIn } from './melds';
import type { SensAction, SensState, Seat } from './types';

/** A seed for the actions that need one, from the state (documented: any seed would do). */
export function seedFor(state: SensState): number {
  return (Math.imul(state.ledger.length + 1, 0x9e3779b1) ^ (state.scores[0] * 1009 + state.scores[1])) >>> 0;
}

/** The actions worth asking the rules about: by phase, the rest are refused anyway (game.test.ts checks against all). */
function candidates(state: SensState, seat: Seat): SensAction[] {
  const d = state.deal;
  const out: SensAction[] = [];
  const phase = state.phase;
  if (phase === 'deal' || phase === 'deal-over' || phase === 'match-over') out.push({ type: 'deal', seat, seed: seedFor(state) });
  if (phase === 'bidding' && seat === d.turn) {
    out.push({ type: 'pass', seat });
    for (const suit of SUITS) out.push({ type: 'bid', seat, suit });
  }
  if (phase === 'taken') out.push({ type: 'rob', seat }, { type: 'rest', seat });
  if (phase === 'play') {
    const hand = d.hands[seat];
    for (const m of meldsIn(hand)) out.push({ type: 'meld', seat, cards: [...m.cards] });
    out.push({ type: 'bella', seat }, { type: 'takeBack', seat }, { type: 'vorlauf', seat });
    if (seat === d.turn) for (const card of hand) out.push({ type: 'play', seat, card });
  }
  if (d.fouls.length > 0) out.push({ type: 'claim', seat });
  if (d.misdealt) out.push({ type: 'misdeal', seat });
  if (d.tricks.length > 0) out.push({ type: 'look', seat });
  return out;
}

export function lawfulActions(state: SensState, seat: number): SensAction[] {
  if (seat !== 0 && seat !== 1 && seat !== 2 && seat !== 3) return [];
  return candidates(state, seat).filter((action) => applyRule(state, action).lawful);
}
