/**
 * Whether a position could come from a real match: the sense check every
 * position from outside passes (notation, scenario set-ups). It answers with
 * the first thing wrong, naming the field and the paragraph, or null.
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
import { MATCH_TARGET, checkHandResult, cutShort, matchOver } from './match';
import { applyLayOffs } from './layoffs';
import { meldProblem, toMeld } from './melds';
import type { GinState } from './types';
import { conservationProblem, isSeat, opponentOf } from './rules/1-cards';
import { checkPlayers, HAND_SIZE, STOCK_RESERVE } from './rules/3-dealing';
import { isGin, knockDeadwood, laidOut, MAX_KNOCK_DEADWOOD } from './rules/7-knock';
import { nextDealerAfter, ledgerLine, ledgerOf } from './rules/13-match';
import { countsWrong } from './rules/14-irregularities';
import { MAX_HANDS_PER_MATCH } from './match';
import { cardText, sameCard } from './cards';
import { MAX_HAND_CARDS } from './limits';

const PLAY = ['first-discard', 'draw', 'discard'];

export function checkPositionSense(state: GinState): string | null {
  if (!state || typeof state !== 'object') return 'position: missing';
  const players = checkPlayers(state.players as string[]);
  if (players) return `players: ${players}`;
  const name = (seat: number) => state.players[seat];
  if (!Array.isArray(state.packs) || state.packs.length !== 2 || state.packs[0] === state.packs[1]) return 'packs: each player has a pack of their own, with different backs (§1)';
  const h = state.hand;
  if (!h || !isSeat(h.dealer) || !isSeat(h.due) || !isSeat(h.turn)) return 'dealer: expected the players who dealt, should have dealt and act';
  if (!Array.isArray(state.ledger) || state.ledger.length > MAX_HANDS_PER_MATCH) return `ledger: at most ${MAX_HANDS_PER_MATCH} hands`;
  for (const [i, entry] of state.ledger.entries()) {
    const ok = checkHandResult(entry, [0, 1], `hand ${i + 1}`);
    if (!ok.ok) return `ledger: ${ok.error}`;
  }
  const lost = conservationProblem(state);
  if (lost) return lost;
  if (h.stock.length < STOCK_RESERVE) return `stock: ${h.stock.length} cards; the stock's last two cards are never drawn (§12)`;
  const over = matchOver({ target: MATCH_TARGET, hands: state.ledger });
  if (state.phase === 'match-over' && !over) return `phase: nobody has ${MATCH_TARGET} points, so the match is not over (§13)`;
  if (state.phase !== 'match-over' && over) {
    const why = cutShort(ledgerOf(state)) ? `the match has had ${MAX_HANDS_PER_MATCH} hands, the most it has` : `a player has ${MATCH_TARGET} points or more`;
    return `phase: ${why}, so the match is over: write phase=match-over (§13)`;
  }
  // A position may be written with any number of earlier hands, so the ledger need not end before this hand's line.
  const inPlay = PLAY.includes(state.phase);
  if (!inPlay && (h.drawn || h.early !== null || h.exposed !== null)) return 'drawn: drawn=, early= and exposed= belong to a hand in play';
  const markers = checkTurnMarkers(state);
  if (markers) return markers;
  if (h.drawn && state.phase !== 'discard') return 'drawn: only in the discard phase, after the draw';
  if (h.early !== null && h.early === h.turn) return `early: ${name(h.early)} is the player to act; an early draw is by the other (§14.4)`;
  if (h.exposed !== null && h.stock.length === 0) return 'exposed: the stock is empty';
  // due= may stay on a finished hand: the deal out of turn stood (§14.1, §14.2) and the next dealer is `turn`, whoever was due.
  if (!h.begun) {
    if (!inPlay && h.end?.kind !== 'misdeal') return 'begun: only a hand not yet played (or void as a misdeal) has begun=no';
    if (h.discards.length > 0 || h.drawn || h.early !== null || h.exposed !== null) return 'begun: begun=no, yet cards have been played';
  }
  if (inPlay) {
    if (h.knock || h.layout || h.end) return 'phase: a hand in play has no knock, lay-out or end yet';
    if (state.phase === 'first-discard') {
      // An early draw by the dealer (§14.4) may come before Vorhand's opening discard: play has begun, the phase has not moved.
      if ((h.begun && h.early === null) || h.discards.length > 0) return 'phase: first-discard is the opening of a hand: nothing has been played yet (§5); write begun=no (or early= for a draw before the opening discard, §14.4)';
    }
    if (state.phase === 'discard' && h.drawn !== null && h.hands[h.turn].length <= HAND_SIZE) return `hands: ${name(h.turn)} is to discard but holds ${h.hands[h.turn].length}; a discard phase follows a draw, with more than ten in hand (§5)`;
    return null;
  }
  if (state.phase === 'knocked') {
    const k = h.knock;
    if (!k || h.layout || h.end) return 'phase: knocked needs a knock (knock=...) and no lay-out yet';
    return checkKnock(state) ?? (k.by !== opponentOf(h.turn) ? `turn: after ${name(k.by)}'s knock the opponent is to act (§8)` : null);
  }
  // hand-over, match-over
  const end = h.end;
  if (!end) return 'end: a finished hand says how it ended (end=score, no-game or misdeal)';
  if (end.kind === 'score') {
    const k = h.knock;
    const l = h.layout;
    if (!k || !l) return 'end: a scored hand needs its knock and lay-out';
    const bad = checkKnock(state);
    if (bad) return bad;
    if (k.faults.length && !k.accepted) return 'accepted: a scored irregular knock was accepted (§14.7, §14.8): write accepted=yes';
    if (h.hands[0].length + h.hands[1].length > 0) return 'hands: after the lay-out both hands are on the table';
    for (const [i, m] of l.melds.entries()) {
      const problem = meldProblem(m);
      if (problem) return `omelds: meld ${i + 1} is not a meld: ${problem} (§4)`;
    }
    const cards = l.melds.flat().length + l.layoffs.length + l.deadwood.length;
    if (l.layoffs.length > 0 && isGin(k)) return 'offs: nothing is laid off onto gin (§11)';
    if (l.layoffs.length > 0 && cards > HAND_SIZE) return 'offs: an opponent with too many cards lays nothing off (§14.13)';
    const applied = applyLayOffs(k.melds.map((m) => toMeld(m)!), l.layoffs);
    if (!applied.ok) return `offs: ${applied.error} (§8)`;
    const line = ledgerLine(end);
    const last = state.ledger[state.ledger.length - 1];
    if (!last || last.winner !== line!.winner || last.points !== line!.points) return `ledger: the last hand must be this hand's result, ${line!.winner === null ? '0' : `${name(line!.winner)}+${line!.points}`} (§9-§11, §13)`;
  } else if (end.kind === 'no-game') {
    if (h.knock || h.layout) return 'end: a hand with a knock is scored, not drawn';
    if (h.stock.length !== STOCK_RESERVE) return `end: a hand is drawn when the stock is down to two cards (§12); it holds ${h.stock.length}`;
    const last = state.ledger[state.ledger.length - 1];
    if (!last || last.winner !== null) return 'ledger: the last hand must be this drawn hand, 0 (§12, §13)';
  } else if (end.kind === 'misdeal') {
    if (h.knock || h.layout || h.begun) return 'end: a misdeal is claimed before anything is played (§14.9)';
    if (!countsWrong(state)) return 'end: the counts are right, so there is no misdeal (§14.9)';
  } else return 'end: expected score, no-game or misdeal';
  if (h.turn !== nextDealerAfter(end, h.dealer)) return `turn: ${name(nextDealerAfter(end, h.dealer))} deals next (§3, §12), so turn=${name(nextDealerAfter(end, h.dealer))}`;
  if (state.phase === 'match-over' && end.kind !== 'score' && !cutShort(ledgerOf(state))) return 'end: a match ends with a scored hand (§13)';
  return null;
}

/**
 * §5, §12, §14.5: the markers of the turn in play. taken= (the card taken from
 * the pile this turn) lies in the hand of the player to discard, or among the
 * laid-out cards of a knock still waiting for its answer; drawn=discard always
 * names it. thirdlast= comes only with the stock at its last two, in a hand in
 * play. No hand (nor a pending knock's cards) goes past MAX_HAND_CARDS.
 */
function checkTurnMarkers(state: GinState): string | null {
  const h = state.hand;
  const name = (seat: number) => state.players[seat];
  for (const seat of [0, 1]) if (h.hands[seat].length > MAX_HAND_CARDS) return `hands: ${name(seat)} holds ${h.hands[seat].length} cards; no hand holds more than ${MAX_HAND_CARDS} (§14.5)`;
  if (h.knock && laidOut(h.knock) + 1 > MAX_HAND_CARDS) return `kmelds: the knock lays out ${laidOut(h.knock)} cards; no hand holds more than ${MAX_HAND_CARDS} (§14.5)`;
  if (h.thirdLast !== null && !PLAY.includes(state.phase) && state.phase !== 'knocked') return 'thirdlast: belongs to a hand still in play (§12)';
  if (h.thirdLast !== null && h.stock.length !== STOCK_RESERVE) return `thirdlast: the third-last card is taken only once the stock is down to ${STOCK_RESERVE} (§12)`;
  if (h.drawn === 'discard' && !h.taken) return 'drawn: after drawn=discard, write the card taken from the pile as taken= (§5)';
  const t = h.taken;
  if (!t) return null;
  if (state.phase === 'discard') {
    if (h.drawn === 'stock') return 'taken: the player drew from the stock this turn, not from the discard pile (§5)';
    return h.hands[h.turn].some((c) => sameCard(c, t)) ? null : `taken: ${cardText(t)} is not in ${name(h.turn)}'s hand (§5)`;
  }
  const k = h.knock;
  if (state.phase !== 'knocked' || !k || k.faults.length === 0 || k.accepted) return 'taken: only in the discard phase, or while an irregular knock waits for its answer (§5, §14.7)';
  if (sameCard(k.buried, t)) return `taken: ${cardText(t)} was taken from the pile this turn and cannot be the knock's face-down card (§5)`;
  return [...k.melds.flat(), ...k.deadwood].some((c) => sameCard(c, t)) ? null : `taken: ${cardText(t)} is not among ${name(k.by)}'s laid-out cards (§5)`;
}

/** §4, §7, §14.6, §14.11: the knock on the table is one the engine could have taken. */
function checkKnock(state: GinState): string | null {
  const h = state.hand;
  const k = h.knock!;
  if (!isSeat(k.by)) return 'knock: expected a player';
  if (h.hands[k.by].length > 0) return `hands: ${state.players[k.by]} has knocked and laid everything out; the hand is empty`;
  for (const [i, m] of k.melds.entries()) {
    const problem = meldProblem(m);
    if (problem) return `kmelds: meld ${i + 1} (${m.map(cardText).join('')}) is not a meld: ${problem} (§4)`;
  }
  const faults: string[] = [];
  if (knockDeadwood(k) > MAX_KNOCK_DEADWOOD) faults.push('deadwood');
  if (laidOut(k) !== HAND_SIZE) faults.push('count');
  if (faults.join(',') !== k.faults.join(',')) return `faults: the knock's faults are ${faults.length ? faults.join(',') : 'none'} (§14.6, §14.11)`;
  if (k.accepted && k.faults.length === 0) return 'accepted: only an irregular knock is accepted (§14.7)';
  return null;
}
