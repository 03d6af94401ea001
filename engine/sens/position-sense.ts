/**
 * Whether a position could come from a real match: the sense check every
 * position from outside passes (notation, scenario set-ups). It answers with
 * the first thing wrong, naming the field and the paragraph, or null.
 *
 * What it checks:
 *  - four usable names and valid table options (1.1, 4.3, 4.5);
 *  - each of the 32 cards exactly once across the hands, the pack, the
 *    turned card, the trick on the table and the tricks taken in (2.1);
 *  - hand sizes: five each while the turned card lies out, eight less the
 *    cards played once the rest is dealt (4.4, 5.4), unless the deal is a
 *    misdeal (4.5), and then no card has been played;
 *  - per phase: the bidding goes round from the dealer (5.1, 5.2) and the
 *    player in turn is to say; a game taken names a suit the round allows
 *    and was taken by the player in turn; robbing only after a first-round
 *    bid, by a player other than the dealer, with the trump Seven turned up
 *    in its place (6.1); in play, the player to act is the next one of the
 *    trick (9.1), melds and Bella were in their players' hands (7.1, 7.3;
 *    a run holding Bella counts it), wrong cards are where they were played
 *    and broke the duty they name (9.2-9.4), a Vorlauf call came after no
 *    more tricks than there are (10.3);
 *  - a finished deal: its end fits the table (eight tricks counted, nobody
 *    playing thrown in, a misdeal before any card, a wrong card that stands
 *    for good), its line is the ledger's last, the match decision (10.1-10.4)
 *    agrees with the phase and the winner, and the next dealer is to act
 *    (4.1, 4.5, 4.6);
 *  - no side at 500 unless the match is over (10.1, 10.2).
 *
 * What it does not check: whether the cards could have reached their places
 * by lawful play (a position may hold fouls, and any deal is possible), nor
 * whether a meld was announced before its player's first card (7.1): such
 * positions are still playable by the rules.
 */
import { fullPack, suitOf, type Card } from './cards';
import { bellaCards, meldOf, runHoldsBella } from './melds';
import { decideMatch } from './match';
import { brokenDuty } from './tricks';
import { MAX_LEDGER_DEALS, MAX_SCORE } from './limits';
import type { DealState, Seat, SensState } from './types';
import { openFoul } from './rules/1-irregularities';
import { anyCardPlayed, isSeat, leaderOf, playedBy, seatAfter } from './rules/1-seats';
import { decisionAfter, losingDealer, nextDealerAfter, writtenBy } from './rules/12-counting';
import { handsWrong, optionsProblem, playersProblem } from './rules/4-dealing';
import { trumpSeven } from './rules/6-rauben';
import { sense, saySense, type SenseMessage } from './messages/sense';

const isScore = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_SCORE;

export function checkPositionSense(state: SensState): SenseMessage | null {
  if (!state || typeof state !== 'object' || !state.deal) return sense('sense.missing', {});
  const players = playersProblem(state.players);
  if (players) return sense('sense.players', { why: players });
  const options = optionsProblem(state.options);
  if (options) return options;
  const name = (seat: number) => state.players[seat];
  if (!Array.isArray(state.scores) || state.scores.length !== 2 || !state.scores.every(isScore)) return sense('sense.scores', { max: MAX_SCORE });
  if (!Array.isArray(state.ledger) || state.ledger.length > MAX_LEDGER_DEALS) return sense('sense.ledgerMax', { max: MAX_LEDGER_DEALS });
  for (const line of state.ledger) if (!Array.isArray(line) || line.length !== 2 || !line.every(isScore)) return sense('sense.ledgerPair', {});
  const ended = state.phase === 'deal-over' || state.phase === 'match-over';
  if (!ended && state.ledger.length >= MAX_LEDGER_DEALS) return sense('sense.ledgerFull', { count: state.ledger.length, max: MAX_LEDGER_DEALS });
  const d = state.deal;
  if (!isSeat(d.dealer) || !isSeat(d.turn)) return sense('sense.seats', {});
  const lost = conservation(d);
  if (lost) return lost;
  const wrong = handsWrong(d, state.phase);
  if (d.misdealt !== wrong) return sense('sense.misdealFlag', { flag: d.misdealt, hands: wrong });
  if (wrong && anyCardPlayed(d)) return sense('sense.misdealPlayed', { sizes: handSizes(state) });
  if (state.winner !== null && state.phase !== 'match-over') return sense('sense.winnerEarly', {});
  if (d.robbedBy !== null && (!d.game || d.game.round !== 1)) return sense('sense.robbedWhen', {});
  if (d.vorlauf && !['play', 'deal-over', 'match-over'].includes(state.phase)) return sense('sense.vorlaufWhen', {});
  if (d.settlement && d.tricks.length === 0) return sense('sense.settlementWhen', {});

  switch (state.phase) {
    case 'deal':
      if (d.hands.some((h) => h.length > 0) || d.turned || d.game || d.passed.length || d.round !== 1 || d.melds.length || d.bella.length
        || d.fouls.length || d.vorlauf || d.end || d.robbedBy !== null || anyCardPlayed(d)) {
        return sense('sense.dealNothing', {});
      }
      if (d.turn !== d.dealer) return sense('sense.dealerDeals', { player: name(d.dealer) });
      return notOver(state);
    case 'bidding': case 'taken':
      if (state.phase === 'bidding' && d.game) return sense('sense.biddingNoGame', {});
      return checkBidding(state) ?? notOver(state);
    case 'play':
      if (!d.game) return sense('sense.playNeedsGame', {});
      if (d.end) return sense('sense.playNotEnded', {});
      if (d.turned) return sense('sense.turnedJoined', {});
      return checkBids(state) ?? checkPlay(state) ?? notOver(state);
    case 'deal-over': case 'match-over':
      return checkEnded(state);
    default:
      return sense('sense.unknownPhase', { got: String(state.phase).slice(0, 20) });
  }
}

function handSizes(state: SensState): string {
  return state.deal.hands.map((h, seat) => `${state.players[seat]} ${h.length}`).join(', ');
}

/** 2.1: every card exactly once on the table. */
function conservation(d: DealState): SenseMessage | null {
  const places: Card[] = [...d.hands.flat(), ...d.pack, ...(d.turned ? [d.turned] : []), ...d.trick.map((p) => p.card), ...d.tricks.flatMap((t) => t.cards.map((p) => p.card))];
  const seen = new Set<string>();
  for (const c of places) {
    if (seen.has(c)) return sense('sense.cardTwice', { card: c });
    seen.add(c);
  }
  for (const c of fullPack()) if (!seen.has(c)) return sense('sense.cardNowhere', { card: c });
  return null;
}

/** 10.1, 10.2: a match not over has no side that has won. */
function notOver(state: SensState): SenseMessage | null {
  const decision = decideMatch({ before: state.scores, written: [0, 0], taker: null, made: false, meldPoints: [0, 0], vorlauf: null });
  return decision.winner === null ? null : sense('sense.over', { scores: state.scores });
}

/** 5.1, 5.2 (the reading at 5.1): the passes so far go round from the dealer, and a game was taken by the player in turn. */
function checkBids(state: SensState): SenseMessage | null {
  const d = state.deal;
  if (d.passed.length > 3) return sense('sense.fourPasses', {});
  for (const [i, seat] of d.passed.entries()) if (seat !== seatAfter(d.dealer, i)) return sense('sense.passOrder', { first: state.players[seatAfter(d.dealer, i)], second: state.players[seat] });
  const inTurn = seatAfter(d.dealer, d.passed.length);
  if (d.game) {
    if (d.game.by !== inTurn) return sense('sense.gameWho', { player: state.players[inTurn], passes: d.passed.length });
    if (d.game.round !== d.round) return sense('sense.gameRound', {});
  }
  return null;
}

/** 4.4, 5.1, 5.2, 6.1: the bidding, or a game taken with the rest still to deal. */
function checkBidding(state: SensState): SenseMessage | null {
  const d = state.deal;
  if (!d.turned) return sense('sense.turnedUp', {});
  if (anyCardPlayed(d) || d.melds.length || d.bella.length || d.fouls.length || d.vorlauf || d.end) return sense('sense.beforeRest', {});
  const bids = checkBids(state);
  if (bids) return bids;
  if (state.phase === 'bidding') {
    if (d.turn !== seatAfter(d.dealer, d.passed.length)) return sense('sense.bidNext', { player: state.players[seatAfter(d.dealer, d.passed.length)] });
    return null;
  }
  const game = d.game;
  if (!game) return sense('sense.takenNeedsGame', {});
  if (d.turn !== d.dealer) return sense('sense.dealerRest', { player: state.players[d.dealer] });
  const turnedSuit = suitOf(d.turned);
  if (game.round === 1 && game.trump !== turnedSuit) return sense('sense.round1Suit', {});
  if (game.round === 2 && game.trump === turnedSuit) return sense('sense.round2Suit', {});
  if (d.robbedBy !== null) {
    if (d.robbedBy === d.dealer) return sense('sense.dealerNoRob', {});
    if (d.turned !== trumpSeven(game.trump)) return sense('sense.robbedSeven', {});
  }
  return null;
}

/** 7.1, 7.3, 9.1-9.4, 10.3: the cards of a deal in play (or played out). */
function checkPlay(state: SensState, ended = false): SenseMessage | null {
  const d = state.deal;
  const trump = d.game!.trump;
  const name = (seat: number) => state.players[seat];
  if (d.tricks.length > 8 || (!ended && d.tricks.length === 8)) return sense('sense.eightTricks', {});
  if (d.robbedBy !== null && d.robbedBy === d.dealer) return sense('sense.dealerNoRob', {});
  const leader = leaderOf(d);
  for (const [i, p] of d.trick.entries()) if (p.seat !== seatAfter(leader, i)) return sense('sense.trickOrder', {});
  if (!ended && d.turn !== seatAfter(leader, d.trick.length)) return sense('sense.playsNext', { player: name(seatAfter(leader, d.trick.length)) });
  const held = (seat: Seat) => [...d.hands[seat], ...playedBy(d, seat)];
  for (const [i, m] of d.melds.entries()) {
    const shape = meldOf(m.cards);
    if (!shape || shape.kind !== m.kind || shape.points !== m.points) return sense('sense.meldShape', { index: i + 1 });
    const missing = m.cards.find((c) => !held(m.seat).includes(c));
    if (missing) return sense('sense.meldNeverHeld', { player: name(m.seat), card: missing });
    for (const other of d.melds.slice(0, i)) {
      if (other.seat !== m.seat) continue;
      if (other.cards.join() === m.cards.join()) return sense('sense.meldTwice', { player: name(m.seat) });
      const runs = other.kind !== 'vierstaender' && m.kind !== 'vierstaender';
      if (runs && other.cards.some((c) => m.cards.includes(c))) return sense('sense.runsShare', { player: name(m.seat) });
    }
    if (m.kind !== 'vierstaender' && runHoldsBella(m, trump) && !d.bella.includes(m.seat)) {
      return sense('sense.bellaRun', { player: name(m.seat) });
    }
  }
  for (const seat of d.bella) {
    if (!bellaCards(trump).every((c) => held(seat).includes(c))) return sense('sense.bellaNever', { player: name(seat) });
  }
  let last = -1;
  for (const f of d.fouls) {
    const cards = f.trick < d.tricks.length ? d.tricks[f.trick].cards : f.trick === d.tricks.length ? d.trick : null;
    const at = cards ? cards.findIndex((p) => p.card === f.card && p.seat === f.seat) : -1;
    if (!cards || at < 0) return sense('sense.foulNotPlayed', { player: name(f.seat), card: f.card, trick: f.trick + 1 });
    const when = f.trick * 4 + at;
    if (when <= last) return sense('sense.foulOrder', {});
    last = when;
    // The hand then: what it holds now and every card it played from that trick on.
    const later = [...d.tricks.slice(f.trick).flatMap((t) => t.cards), ...d.trick].filter((p) => p.seat === f.seat).map((p) => p.card);
    const handThen = [...d.hands[f.seat], ...later];
    const duty = brokenDuty(handThen, cards.slice(0, at).map((p) => p.card), trump, f.card);
    if (duty !== f.duty) return sense('sense.foulDuty', { player: name(f.seat), card: f.card, duty: duty || undefined, listed: f.duty });
  }
  if (d.vorlauf) {
    if (d.vorlauf.side !== d.vorlauf.seat % 2) return sense('sense.vorlaufSide', {});
    if (d.vorlauf.tricks > d.tricks.length) return sense('sense.vorlaufAfter', { called: d.vorlauf.tricks, taken: d.tricks.length });
    if (d.vorlauf.tricks >= 8) return sense('sense.vorlaufEighth', {});
  }
  return null;
}

/** A finished deal: its end, the ledger, the match decision and who deals next. */
function checkEnded(state: SensState): SenseMessage | null {
  const d = state.deal;
  const end = d.end;
  if (!end) return sense('sense.endMissing', {});
  const name = (seat: number) => state.players[seat];
  switch (end.kind) {
    case 'thrown-in':
      if (d.game || d.round !== 2 || d.passed.length !== 4 || !d.turned || anyCardPlayed(d)) {
        return sense('sense.thrownIn', {});
      }
      for (const [i, seat] of d.passed.entries()) if (seat !== seatAfter(d.dealer, i)) return sense('sense.passOrderPlain', {});
      break;
    case 'misdeal': {
      if (!d.misdealt) return sense('sense.misdealNeedsWrong', {});
      if (anyCardPlayed(d)) return sense('sense.misdealBefore', {});
      // As it stood when the misdeal was pointed out: the bidding, a game taken, or play before the first card.
      const asClaimed: SensState = { ...state, phase: d.game ? 'taken' : 'bidding', deal: { ...d, end: null, turn: d.game ? d.dealer : seatAfter(d.dealer, d.passed.length) } };
      const bad = d.turned ? checkBidding(asClaimed) : checkBids(state);
      if (bad) return bad;
      break;
    }
    case 'counted': case 'foul': {
      if (!d.game || d.turned) return sense('sense.playedNeeds', {});
      if (end.kind === 'counted' && (d.tricks.length !== 8 || d.hands.some((h) => h.length > 0))) return sense('sense.countedEight', {});
      const bad = checkBids(state) ?? checkPlay(state, true);
      if (bad) return bad;
      if (end.kind === 'foul' && (d.fouls.length === 0 || openFoul(d) === d.fouls[0])) return sense('sense.foulEnd', {});
      break;
    }
    default:
      return sense('sense.endKind', {});
  }
  const last = state.ledger[state.ledger.length - 1];
  const written = writtenBy(end);
  if (!last || last[0] !== written[0] || last[1] !== written[1]) return sense('sense.ledgerLast', { written });
  const before: [number, number] = [state.scores[0] - last[0], state.scores[1] - last[1]];
  if (before[0] < 0 || before[1] < 0) return sense('sense.scoresInclude', {});
  const decision = decisionAfter(state, end, before, state.ledger.length);
  const winner = decision?.winner ?? null;
  const over = winner !== null || decision?.cutShort === true;
  if (!over && state.phase === 'match-over') return sense('sense.notWon', { scores: state.scores });
  if (over && state.phase !== 'match-over') {
    return sense('sense.matchOver', { winner: winner === null ? undefined : name(winner), deals: state.ledger.length });
  }
  if (state.phase === 'match-over') {
    if (state.winner !== winner) return winner === null ? sense('sense.winnerLevel', {}) : sense('sense.winnerSide', { player: name(winner) });
    if (winner === null) return d.turn === seatAfter(d.dealer, 1) ? null : sense('sense.nextMatchAfter', { player: name(seatAfter(d.dealer, 1)) });
    const due = losingDealer(d.dealer, winner);
    if (d.turn !== due) return sense('sense.nextMatchLoser', { player: name(due) });
    return null;
  }
  if (!decision) {
    const over = notOver(state);
    if (over) return over;
  }
  const due = nextDealerAfter(end, d.dealer, state.options.misdeal);
  if (d.turn !== due) return sense('sense.dealsNext', { player: name(due) });
  return null;
}

/** The sense check's answer in English (what errors and tests have always said), or null. */
export function positionNonsense(state: SensState): string | null {
  const why = checkPositionSense(state);
  return why ? saySense(why, 'en') : null;
}
