/**
 * Whether a position could come from a real match: the sense check every
 * position from outside passes (notation, scenario set-ups). It answers with
 * the first thing wrong as a message (messages/sense.ts), naming the field
 * and the paragraph, or null; positionNonsense gives its English words.
 *
 * What it checks:
 *  - two usable names, two packs of different colours (§1);
 *  - each of the 52 cards exactly once across the hands, the stock, the
 *    discard pile, the knock (face-down card, melds, deadwood) and the
 *    opponent's lay-out (§1);
 *  - the stock never below two cards (§12);
 *  - the ledger (§13): valid hands, nobody at 100 unless the match is over,
 *    and at most the engine's number of hands;
 *  - per phase: nothing played yet in `first-discard` (§5); a hand over ten
 *    in `discard` (a draw came first); the knock and only the knock in
 *    `knocked`, with melds that are melds (§4), faults that match the cards
 *    (§14.6, §14.11) and the knocker's hand empty; a finished hand in
 *    `hand-over`/`match-over` whose end fits the table (a lay-out that is
 *    lawful, §8, §11, §14.13; the stock at two for no game, §12; wrong counts
 *    before play for a misdeal, §14.9), whose line is the ledger's last, and
 *    the next dealer to act (§3, §12);
 *  - the markers (drawn, taken, early, exposed, thirdlast, begun) only where
 *    they can be (due= may stay on a finished hand dealt out of turn);
 *  - no hand over MAX_HAND_CARDS (limits.ts, §14.5).
 *
 * What it does not check: whether the cards could have reached their places
 * by play (any deal and any sequence of draws could); such positions are
 * still playable by the rules.
 */
import { MATCH_TARGET, cutShort, handResultProblem, matchOver } from './match';
import { layOffsChecked } from './layoffs';
import { meldProblemSaid, toMeld } from './melds';
import type { GinState } from './types';
import { conservationProblem, isSeat, opponentOf } from './rules/1-cards';
import { HAND_SIZE, playersProblem, STOCK_RESERVE } from './rules/3-dealing';
import { isGin, knockDeadwood, laidOut, MAX_KNOCK_DEADWOOD } from './rules/7-knock';
import { nextDealerAfter, ledgerLine, ledgerOf } from './rules/13-match';
import { countsWrong } from './rules/14-irregularities';
import { MAX_HANDS_PER_MATCH } from './match';
import { cardText, sameCard } from './cards';
import { MAX_HAND_CARDS } from './limits';
import { sense, saySense, type SenseMessage } from './messages/sense';

const PLAY = ['first-discard', 'draw', 'discard'];

export function checkPositionSense(state: GinState): SenseMessage | null {
  if (!state || typeof state !== 'object') return sense('sense.missing', {});
  const players = playersProblem(state.players as string[]);
  if (players) return sense('sense.players', { why: players });
  const name = (seat: number) => state.players[seat];
  if (!Array.isArray(state.packs) || state.packs.length !== 2 || state.packs[0] === state.packs[1]) return sense('sense.packs', {});
  const h = state.hand;
  if (!h || !isSeat(h.dealer) || !isSeat(h.due) || !isSeat(h.turn)) return sense('sense.seats', {});
  if (!Array.isArray(state.ledger) || state.ledger.length > MAX_HANDS_PER_MATCH) return sense('sense.ledgerMax', { max: MAX_HANDS_PER_MATCH });
  for (const [i, entry] of state.ledger.entries()) {
    const bad = handResultProblem(entry, [0, 1], { hand: i + 1 });
    if (bad) return sense('sense.ledgerHand', { why: bad });
  }
  const lost = conservationProblem(state);
  if (lost) return sense('sense.cards', { why: lost });
  if (h.stock.length < STOCK_RESERVE) return sense('sense.stockLow', { count: h.stock.length });
  const over = matchOver({ target: MATCH_TARGET, hands: state.ledger });
  if (state.phase === 'match-over' && !over) return sense('sense.notOver', { target: MATCH_TARGET });
  if (state.phase !== 'match-over' && over) {
    return sense('sense.over', { cut: cutShort(ledgerOf(state)), max: MAX_HANDS_PER_MATCH, target: MATCH_TARGET });
  }
  // A position may be written with any number of earlier hands, so the ledger need not end before this hand's line.
  const inPlay = PLAY.includes(state.phase);
  if (!inPlay && (h.drawn || h.early !== null || h.exposed !== null)) return sense('sense.markersInPlay', {});
  const markers = checkTurnMarkers(state);
  if (markers) return markers;
  if (h.drawn && state.phase !== 'discard') return sense('sense.drawnPhase', {});
  if (h.early !== null && h.early === h.turn) return sense('sense.early', { player: name(h.early) });
  if (h.exposed !== null && h.stock.length === 0) return sense('sense.exposedEmpty', {});
  // due= may stay on a finished hand: the deal out of turn stood (§14.1, §14.2) and the next dealer is `turn`, whoever was due.
  if (!h.begun) {
    if (!inPlay && h.end?.kind !== 'misdeal') return sense('sense.begunWhere', {});
    if (h.discards.length > 0 || h.drawn || h.early !== null || h.exposed !== null) return sense('sense.begunPlayed', {});
  }
  if (inPlay) {
    if (h.knock || h.layout || h.end) return sense('sense.inPlayEnded', {});
    if (state.phase === 'first-discard') {
      // An early draw by the dealer (§14.4) may come before Vorhand's opening discard: play has begun, the phase has not moved.
      if ((h.begun && h.early === null) || h.discards.length > 0) return sense('sense.firstDiscard', {});
    }
    if (state.phase === 'discard' && h.drawn !== null && h.hands[h.turn].length <= HAND_SIZE) return sense('sense.discardHolds', { player: name(h.turn), count: h.hands[h.turn].length });
    return null;
  }
  if (state.phase === 'knocked') {
    const k = h.knock;
    if (!k || h.layout || h.end) return sense('sense.knockedNeeds', {});
    return checkKnock(state) ?? (k.by !== opponentOf(h.turn) ? sense('sense.afterKnock', { player: name(k.by) }) : null);
  }
  // hand-over, match-over
  const end = h.end;
  if (!end) return sense('sense.endMissing', {});
  if (end.kind === 'score') {
    const k = h.knock;
    const l = h.layout;
    if (!k || !l) return sense('sense.scoredNeeds', {});
    const bad = checkKnock(state);
    if (bad) return bad;
    if (k.faults.length && !k.accepted) return sense('sense.acceptedScored', {});
    if (h.hands[0].length + h.hands[1].length > 0) return sense('sense.handsLaidOut', {});
    for (const [i, m] of l.melds.entries()) {
      const problem = meldProblemSaid(m);
      if (problem) return sense('sense.omeld', { index: i + 1, why: problem });
    }
    const cards = l.melds.flat().length + l.layoffs.length + l.deadwood.length;
    if (l.layoffs.length > 0 && isGin(k)) return sense('sense.offsGin', {});
    if (l.layoffs.length > 0 && cards > HAND_SIZE) return sense('sense.offsTooMany', {});
    const applied = layOffsChecked(k.melds.map((m) => toMeld(m)!), l.layoffs);
    if (!applied.ok) return sense('sense.offs', { why: applied.says });
    const line = ledgerLine(end);
    const last = state.ledger[state.ledger.length - 1];
    if (!last || last.winner !== line!.winner || last.points !== line!.points) return sense('sense.ledgerLast', { result: line!.winner === null ? '0' : `${name(line!.winner)}+${line!.points}` });
  } else if (end.kind === 'no-game') {
    if (h.knock || h.layout) return sense('sense.knockNotDrawn', {});
    if (h.stock.length !== STOCK_RESERVE) return sense('sense.drawnStock', { count: h.stock.length });
    const last = state.ledger[state.ledger.length - 1];
    if (!last || last.winner !== null) return sense('sense.ledgerDrawn', {});
  } else if (end.kind === 'misdeal') {
    if (h.knock || h.layout || h.begun) return sense('sense.misdealPlayed', {});
    if (!countsWrong(state)) return sense('sense.misdealRight', {});
  } else return sense('sense.endKind', {});
  if (h.turn !== nextDealerAfter(end, h.dealer)) return sense('sense.nextDealer', { player: name(nextDealerAfter(end, h.dealer)) });
  if (state.phase === 'match-over' && end.kind !== 'score' && !cutShort(ledgerOf(state))) return sense('sense.matchEndScored', {});
  return null;
}

/**
 * §5, §12, §14.5: the markers of the turn in play. taken= (the card taken from
 * the pile this turn) lies in the hand of the player to discard, or among the
 * laid-out cards of a knock still waiting for its answer; drawn=discard always
 * names it. thirdlast= comes only with the stock at its last two, in a hand in
 * play. No hand (nor a pending knock's cards) goes past MAX_HAND_CARDS.
 */
function checkTurnMarkers(state: GinState): SenseMessage | null {
  const h = state.hand;
  const name = (seat: number) => state.players[seat];
  for (const seat of [0, 1]) if (h.hands[seat].length > MAX_HAND_CARDS) return sense('sense.handMax', { player: name(seat), count: h.hands[seat].length, max: MAX_HAND_CARDS });
  if (h.knock && laidOut(h.knock) + 1 > MAX_HAND_CARDS) return sense('sense.knockMax', { count: laidOut(h.knock), max: MAX_HAND_CARDS });
  if (h.thirdLast !== null && !PLAY.includes(state.phase) && state.phase !== 'knocked') return sense('sense.thirdlastPlay', {});
  if (h.thirdLast !== null && h.stock.length !== STOCK_RESERVE) return sense('sense.thirdlastStock', { reserve: STOCK_RESERVE });
  if (h.drawn === 'discard' && !h.taken) return sense('sense.drawnTaken', {});
  const t = h.taken;
  if (!t) return null;
  if (state.phase === 'discard') {
    if (h.drawn === 'stock') return sense('sense.takenStock', {});
    return h.hands[h.turn].some((c) => sameCard(c, t)) ? null : sense('sense.takenHand', { card: cardText(t), player: name(h.turn) });
  }
  const k = h.knock;
  if (state.phase !== 'knocked' || !k || k.faults.length === 0 || k.accepted) return sense('sense.takenWhen', {});
  if (sameCard(k.buried, t)) return sense('sense.takenBuried', { card: cardText(t) });
  return [...k.melds.flat(), ...k.deadwood].some((c) => sameCard(c, t)) ? null : sense('sense.takenLaid', { card: cardText(t), player: name(k.by) });
}

/** §4, §7, §14.6, §14.11: the knock on the table is one the engine could have taken. */
function checkKnock(state: GinState): SenseMessage | null {
  const h = state.hand;
  const k = h.knock!;
  if (!isSeat(k.by)) return sense('sense.knockBy', {});
  if (h.hands[k.by].length > 0) return sense('sense.knockerHand', { player: state.players[k.by] });
  for (const [i, m] of k.melds.entries()) {
    const problem = meldProblemSaid(m);
    if (problem) return sense('sense.kmeld', { index: i + 1, cards: m.map(cardText).join(''), why: problem });
  }
  const faults: string[] = [];
  if (knockDeadwood(k) > MAX_KNOCK_DEADWOOD) faults.push('deadwood');
  if (laidOut(k) !== HAND_SIZE) faults.push('count');
  if (faults.join(',') !== k.faults.join(',')) return sense('sense.faults', { faults });
  if (k.accepted && k.faults.length === 0) return sense('sense.acceptedRegular', {});
  return null;
}

/** The sense check's answer in English (what errors and tests have always said), or null. */
export function positionNonsense(state: GinState): string | null {
  const why = checkPositionSense(state);
  return why ? saySense(why, 'en') : null;
}
