/**
 * The lawful-actions query: the actions the rules allow a seat right now, for
 * the sandbox and for tests. The engine itself accepts any action and rules on
 * it; every candidate here is run through it and kept only if ruled lawful.
 *
 * What is listed:
 *  - the next dealer: one deal, with a seed taken from the state (any seed is
 *    as lawful; the sandbox asks for one);
 *  - the player to act: each discard allowed now; the draw from the stock and
 *    the take from the discard pile; for each possible face-down card, the
 *    knock with the best grouping of the rest (melds.ts `bestArrangement`)
 *    when that leaves at most ten (gin when nothing); a reshuffle after the
 *    other's exposure (§14.3);
 *  - the knocker's opponent: the best lay-out (layoffs.ts
 *    `bestOpponentResult`), and accept / reject while an irregular knock is
 *    open; the knocker: a regular re-knock correcting it (§14.6);
 *  - anyone: a claim that is well founded (§14.1, §14.2, §14.9).
 * What is left out: other groupings of the same cards for a knock or a
 * lay-out (lawful too, but they would only add deadwood or equal it), other
 * seeds, and every irregular action (they are not lawful, by definition).
 */
import { bestArrangement } from './melds';
import { bestOpponentResult } from './layoffs';
import { applyRule } from './machine';
import { without } from './rules/1-cards';
import { mayDrawFromStock } from './rules/12-no-game';
import { inPlay } from './rules/5-turn';
import { isGin, knockPending, cardsOfKnock } from './rules/7-knock';
import { knockerMelds } from './rules/8-lay-off';
import { HAND_SIZE } from './rules/3-dealing';
import type { Card } from './cards';
import type { GinAction, GinState, Seat } from './types';

/** A seed for the actions that need one, from the state (documented: any seed would do). */
export function seedFor(state: GinState): number {
  return (Math.imul(state.ledger.length + 1, 0x9e3779b1) ^ state.hand.stock.length) >>> 0;
}

/** Knocks with the best grouping of what is left after each possible face-down card, where that leaves at most ten. */
export function knockCandidates(hand: readonly Card[], seat: Seat): GinAction[] {
  const out: GinAction[] = [];
  if (hand.length !== HAND_SIZE + 1) return out;
  for (const discard of hand) {
    const best = bestArrangement(without(hand, [discard]));
    if (best.points <= 10) out.push({ type: 'knock', seat, discard, melds: best.melds.map((m) => [...m.cards]), gin: best.points === 0 });
  }
  return out;
}

/** The best lay-out for the knocker's opponent (§8, no lay-offs onto gin §11 or from too many cards §14.13). */
export function bestLayout(state: GinState, seat: Seat): GinAction {
  const hand = state.hand.hands[seat];
  const k = state.hand.knock!;
  const layOff = !isGin(k) && hand.length <= HAND_SIZE;
  const best = bestOpponentResult(hand, knockerMelds(state), { allowLayOffs: layOff });
  return { type: 'layout', seat, melds: best.melds.map((m) => [...m.cards]), layoffs: best.layoffs.map((l) => ({ card: l.card, meld: l.meld })) };
}

function candidates(state: GinState, seat: Seat): GinAction[] {
  const h = state.hand;
  const out: GinAction[] = [{ type: 'claim', seat, what: 'dealer' }, { type: 'claim', seat, what: 'count' }];
  if (state.phase === 'hand-over') return seat === h.turn ? [{ type: 'deal', seat, seed: seedFor(state) }] : [];
  if (state.phase === 'match-over') return [];
  if (state.phase === 'knocked') {
    const k = h.knock!;
    if (seat === h.turn) out.push({ type: 'accept', seat }, { type: 'reject', seat }, bestLayout(state, seat));
    else if (knockPending(k)) out.push(...knockCandidates(cardsOfKnock(k), seat));
    return out;
  }
  if (!inPlay(state) || seat !== h.turn) return out;
  const hand = h.hands[seat];
  for (const card of hand) out.push({ type: 'discard', seat, card });
  if (mayDrawFromStock(state, 1)) out.push({ type: 'draw', seat, count: 1 });
  out.push({ type: 'take', seat }, { type: 'reshuffle', seat, seed: seedFor(state) });
  out.push(...knockCandidates(hand, seat));
  return out;
}

export function lawfulActions(state: GinState, seat: number): GinAction[] {
  if (seat !== 0 && seat !== 1) return [];
  return candidates(state, seat).filter((action) => applyRule(state, action).lawful);
}
