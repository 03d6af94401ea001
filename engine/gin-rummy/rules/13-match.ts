/**
 * §13 (with §3 and §12): a finished hand goes on the score sheet (match.ts
 * keeps the ledger and settles it), the match ends when a player reaches 100,
 * and otherwise the next dealer is named: the loser of the hand (§3), or after
 * a hand nobody won the player who dealt it (§12, §14.13) or after a misdeal
 * the same dealer again (§14.9).
 */
import { addHand, MATCH_TARGET, MAX_HANDS_PER_MATCH, matchOver, settle, type Ledger } from '../match';
import type { GinState, HandEnd, LedgerEntry, Seat } from '../types';
import { opponentOf } from './1-cards';
import { msg } from './outcome';
import type { GinMessage } from '../messages';

/** §13: the match's ledger in match.ts's shape (the target is always 100 here). */
export function ledgerOf(state: Pick<GinState, 'ledger'>): Ledger {
  return { target: MATCH_TARGET, hands: state.ledger };
}

/** §3, §12: who deals after a hand that ended with `end`, dealt by `dealer`. */
export function nextDealerAfter(end: HandEnd, dealer: Seat): Seat {
  if (end.kind === 'score' && end.score.winner !== null) return opponentOf(end.score.winner);
  return dealer;
}

/** §13: the ledger line a hand's end writes; null for a misdeal, which is not a hand (§14.9). */
export function ledgerLine(end: HandEnd): LedgerEntry | null {
  if (end.kind === 'misdeal') return null;
  if (end.kind === 'no-game') return { winner: null, points: 0 };
  return { winner: end.score.winner, points: end.score.points };
}

/**
 * §13 with §3 and §12: ends the current hand with `end`: its line on the
 * sheet, then either the match is over (someone has 100 or more: settled by
 * match.ts, the settlement kept in the state) or the next dealer is to act.
 * The table stays as it lies until the next deal, so it can be looked at.
 */
export function finishHand(state: GinState, end: HandEnd): GinState {
  const line = ledgerLine(end);
  let ledger = state.ledger;
  if (line) {
    const added = addHand(ledgerOf(state), line);
    if (!added.ok) throw new Error(`finishHand: ${added.error}`);
    ledger = added.value.hands;
  }
  const hand = { ...state.hand, end, turn: nextDealerAfter(end, state.hand.dealer), drawn: null, taken: null, early: null, thirdLast: null, exposed: null };
  const over = matchOver({ target: MATCH_TARGET, hands: ledger });
  if (!over) return { ...state, ledger, phase: 'hand-over', hand, settlement: null };
  const settled = settle({ target: MATCH_TARGET, hands: ledger });
  if (!settled.ok) throw new Error(`finishHand: ${settled.error}`);
  return { ...state, ledger, phase: 'match-over', hand, settlement: settled.value };
}

/**
 * §13: the sentence a ruling adds when the hand just finished ended the match:
 * who reached 100, or (the site's reading, match.ts's MAX_HANDS_PER_MATCH)
 * that the match ends at its hand limit with nobody there. Null otherwise.
 */
export function matchEnd(next: GinState): GinMessage | null {
  const s = next.settlement;
  if (next.phase !== 'match-over' || !s) return null;
  if (s.firstToTarget !== null) return msg('match.reached', { who: next.players[s.firstToTarget], target: MATCH_TARGET });
  return msg('match.limit', { hands: MAX_HANDS_PER_MATCH, target: MATCH_TARGET, ...(s.winner === null ? {} : { winner: next.players[s.winner] }) });
}

/** §13: each player's points written so far. */
export function runningTotals(state: Pick<GinState, 'ledger'>): [number, number] {
  const t: [number, number] = [0, 0];
  for (const h of state.ledger) if (h.winner !== null) t[h.winner] += h.points;
  return t;
}
