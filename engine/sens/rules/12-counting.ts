/**
 * 12.1 with 10.1-10.4, 11.1, 11.2: the end of a deal. Whatever ended it (the
 * eighth trick, a claimed wrong card, a misdeal, nobody playing), the deal's
 * line goes into the ledger, the running totals grow by what it wrote, and
 * the match is decided (match.ts `decideMatch`). The counting itself lives in
 * scoring.ts (`countDeal`); this module wires it to the table.
 *
 * The ledger gets one line per finished deal, a thrown-in deal and a mild
 * misdeal included (they write 0 and 0), so the last line is always the
 * deal on the table once it is over.
 */
import { BELLA_POINTS } from '../melds';
import { seq } from '../messages';
import { MAX_LEDGER_DEALS } from '../limits';
import { decideAtLimit, decideMatch, securedCardPoints, TARGET, type MatchDecision } from '../match';
import type { DealEnd, DealState, Seat, SensState, Side } from '../types';
import { otherSide, seatAfter, sideOf } from './1-seats';
import type { SensMessage, Totals } from '../messages/spec';
import { msg, pairOf } from './outcome';

/** 7.2, 7.3: the meld points per side that count now: the settled melds (once the first trick is complete) and each Bella. */
export function meldPointsNow(deal: Pick<DealState, 'settlement' | 'bella'>): [number, number] {
  const points: [number, number] = deal.settlement ? [deal.settlement.points[0], deal.settlement.points[1]] : [0, 0];
  for (const seat of deal.bella) points[sideOf(seat)] += BELLA_POINTS;
  return points;
}

/** 5.1, 5.2: the side that took the game, or null before anyone has. */
export function takerOf(deal: Pick<DealState, 'game'>): Side | null {
  return deal.game ? sideOf(deal.game.by) : null;
}

/** 10.3 (the reading at 10.3): the Vorlauf call as decideMatch takes it: the caller's side and the card points it had secured. */
export function vorlaufOf(deal: DealState): { side: Side; securedCardPoints: number } | null {
  if (!deal.vorlauf || !deal.game) return null;
  return { side: deal.vorlauf.side, securedCardPoints: securedCardPoints(deal.tricks, deal.game.trump, deal.vorlauf.side, deal.vorlauf.tricks) };
}

/** 4.5 (the reading at 4.5), 4.6 (the reading at 4.6): who deals next: the same dealer after a mild misdeal, else the player on the dealer's left. */
export function nextDealerAfter(end: DealEnd, dealer: Seat, misdeal: 'strict' | 'mild'): Seat {
  return end.kind === 'misdeal' && misdeal === 'mild' ? dealer : seatAfter(dealer, 1);
}

/** 4.1 (the reading at 4.1): after a match a player of the losing side deals; the engine names the first of them left of the last dealer. */
export function losingDealer(dealer: Seat, winner: Side): Seat {
  const left = seatAfter(dealer, 1);
  return sideOf(left) === winner ? seatAfter(dealer, 2) : left;
}

/** What a deal's end writes (0 and 0 when nothing). */
export function writtenBy(end: DealEnd): readonly [number, number] {
  return end.kind === 'thrown-in' ? [0, 0] : end.written;
}

/** Whether this end can decide the match: only an end that writes points does (a thrown-in deal or a mild misdeal does not). */
function decides(end: DealEnd): boolean {
  const w = writtenBy(end);
  return w[0] + w[1] > 0;
}

/**
 * 10.1-10.4: the decision after a deal that wrote points, from the scores
 * before it; null when the deal decides nothing. `deals` is the deal's number
 * in the match: the last one the engine keeps (MAX_LEDGER_DEALS) ends a match
 * that would otherwise go on (match.ts decideAtLimit).
 */
export function decisionAfter(state: SensState, end: DealEnd, before: readonly [number, number], deals: number): MatchDecision | null {
  const decision = decisionByRules(state, end, before);
  if (deals < MAX_LEDGER_DEALS || (decision !== null && decision.winner !== null)) return decision;
  const w = writtenBy(end);
  return decideAtLimit([before[0] + w[0], before[1] + w[1]], deals);
}

/** 10.1-10.4: the rules' own decision after a deal that wrote points; null for one that wrote nothing. */
function decisionByRules(state: SensState, end: DealEnd, before: readonly [number, number]): MatchDecision | null {
  if (!decides(end)) return null;
  const deal = state.deal;
  const taker = takerOf(deal);
  const made = end.kind === 'counted' ? end.made : end.kind === 'foul' ? taker !== null && sideOf(end.by) !== taker : false;
  const meldPoints = end.kind === 'counted' ? end.meldPoints : end.kind === 'foul' ? meldPointsNow(deal) : ([0, 0] as const);
  return decideMatch({ before, written: writtenBy(end), taker, made, meldPoints, vorlauf: end.kind === 'misdeal' ? null : vorlaufOf(deal) });
}

/** 10.1-10.4: the match decision as a message, with the players' names. */
function decisionWords(state: SensState, decision: MatchDecision, before: readonly [number, number], meldPoints: readonly [number, number]): SensMessage {
  const [a, b] = decision.scores;
  const totals: Totals = { sides: [pairOf(state, 0), pairOf(state, 1)], scores: [a, b] };
  const target = TARGET;
  const v = vorlaufOf(state.deal);
  if (decision.cutShort) {
    return msg('match.cutShort', { totals, deals: MAX_LEDGER_DEALS, target, winner: decision.winner === null ? null : pairOf(state, decision.winner) });
  }
  if (decision.winner === null) {
    return a >= TARGET && b >= TARGET ? msg('match.bothPastLevel', { totals, target }) : msg('match.totals', { totals });
  }
  const winner = pairOf(state, decision.winner);
  if (decision.citations.includes('10.3') && v) {
    const count = before[v.side] + v.securedCardPoints + meldPoints[v.side];
    const vorlauf = { caller: pairOf(state, v.side), before: before[v.side], secured: v.securedCardPoints, melds: meldPoints[v.side], count };
    if (decision.winner === v.side) return msg('match.vorlaufWon', { totals, vorlauf, target, winner });
    if (count < TARGET) return msg('match.vorlaufShort', { totals, vorlauf, target, winner });
    return msg('match.vorlaufNotMade', { totals, vorlauf, winner });
  }
  if (decision.citations.includes('10.2')) return msg('match.higherWins', { totals, target, winner });
  return msg('match.reached', { totals, target, winner });
}

/** 10.1-10.4: how a match that is over was decided (worked out again from its last deal); null while it goes on. */
export function matchDecisionOf(state: SensState): MatchDecision | null {
  const last = state.ledger[state.ledger.length - 1];
  if (state.phase !== 'match-over' || !state.deal.end || !last) return null;
  return decisionAfter(state, state.deal.end, [state.scores[0] - last[0], state.scores[1] - last[1]], state.ledger.length);
}

/**
 * 12.1, 10.1-10.4, 4.6: the deal ends with `end`. `replace` rewrites the last
 * ledger line (a wrong card claimed after the deal was counted, 1.4). The
 * match is over when a side wins; otherwise the next dealer is to deal.
 */
export function finishDeal(state: SensState, end: DealEnd, mode: 'append' | 'replace' = 'append'): { state: SensState; citations: string[]; says: SensMessage } {
  const last = state.ledger[state.ledger.length - 1];
  const before: [number, number] = mode === 'replace' && last ? [state.scores[0] - last[0], state.scores[1] - last[1]] : [state.scores[0], state.scores[1]];
  const written = writtenBy(end);
  const line: readonly [number, number] = [written[0], written[1]];
  const ledger = mode === 'replace' ? [...state.ledger.slice(0, -1), line] : [...state.ledger, line];
  const deal = state.deal;
  const decision = decisionAfter(state, end, before, ledger.length);
  if (!decision) {
    const next = nextDealerAfter(end, deal.dealer, state.options.misdeal);
    return {
      state: { ...state, ledger, scores: before, phase: 'deal-over', winner: null, deal: { ...deal, end, turn: next } },
      citations: ['4.6'],
      says: msg('next.deals', { who: state.players[next] }),
    };
  }
  const meldPoints = end.kind === 'counted' ? end.meldPoints : end.kind === 'foul' ? meldPointsNow(deal) : [0, 0] as const;
  const words = decisionWords(state, decision, before, meldPoints);
  if (decision.winner !== null) {
    const turn = losingDealer(deal.dealer, decision.winner);
    return {
      state: { ...state, ledger, scores: [decision.scores[0], decision.scores[1]], phase: 'match-over', winner: decision.winner, deal: { ...deal, end, turn } },
      citations: [...decision.citations],
      says: seq(words, msg('match.losersDeal', { losers: pairOf(state, otherSide(decision.winner)) })),
    };
  }
  if (decision.cutShort) {
    // Level at the limit: no losing side to deal (4.1), so the deal passes on as after any deal (4.6).
    const turn = seatAfter(deal.dealer, 1);
    return {
      state: { ...state, ledger, scores: [decision.scores[0], decision.scores[1]], phase: 'match-over', winner: null, deal: { ...deal, end, turn } },
      citations: [...decision.citations, '4.6'],
      says: seq(words, msg('match.newDealer', { who: state.players[turn] })),
    };
  }
  const next = nextDealerAfter(end, deal.dealer, state.options.misdeal);
  return {
    state: { ...state, ledger, scores: [decision.scores[0], decision.scores[1]], phase: 'deal-over', winner: null, deal: { ...deal, end, turn: next } },
    citations: [...decision.citations, '4.6'],
    says: seq(words, msg('next.deals', { who: state.players[next] })),
  };
}
