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
import { cardName, fullPack, suitOf, type Card } from './cards';
import { bellaCards, meldOf, runHoldsBella } from './melds';
import { decideMatch } from './match';
import { brokenDuty } from './tricks';
import { MAX_LEDGER_DEALS, MAX_SCORE } from './limits';
import type { DealState, Seat, SensState } from './types';
import { openFoul } from './rules/1-irregularities';
import { anyCardPlayed, isSeat, leaderOf, playedBy, seatAfter } from './rules/1-seats';
import { decisionAfter, losingDealer, nextDealerAfter, writtenBy } from './rules/12-counting';
import { checkOptions, checkPlayers, handsWrong } from './rules/4-dealing';
import { trumpSeven } from './rules/6-rauben';

const isScore = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_SCORE;

export function checkPositionSense(state: SensState): string | null {
  if (!state || typeof state !== 'object' || !state.deal) return 'position: missing';
  const players = checkPlayers(state.players);
  if (players) return `players: ${players}`;
  const options = checkOptions(state.options);
  if (options) return options;
  const name = (seat: number) => state.players[seat];
  if (!Array.isArray(state.scores) || state.scores.length !== 2 || !state.scores.every(isScore)) return `scores: two totals from 0 to ${MAX_SCORE}`;
  if (!Array.isArray(state.ledger) || state.ledger.length > MAX_LEDGER_DEALS) return `ledger: at most ${MAX_LEDGER_DEALS} deals`;
  for (const line of state.ledger) if (!Array.isArray(line) || line.length !== 2 || !line.every(isScore)) return 'ledger: each deal writes two whole numbers';
  const ended = state.phase === 'deal-over' || state.phase === 'match-over';
  if (!ended && state.ledger.length >= MAX_LEDGER_DEALS) return `ledger: ${state.ledger.length} deals before this one; a match has at most ${MAX_LEDGER_DEALS} (10.1)`;
  const d = state.deal;
  if (!isSeat(d.dealer) || !isSeat(d.turn)) return 'dealer: expected the players who dealt and who acts';
  const lost = conservation(d);
  if (lost) return lost;
  const wrong = handsWrong(d, state.phase);
  if (d.misdealt !== wrong) return `hands: the misdeal flag says ${d.misdealt ? 'wrong' : 'right'} counts, the hands say ${wrong ? 'wrong' : 'right'} (4.5)`;
  if (wrong && anyCardPlayed(d)) return `hands: ${handSizes(state)}: with wrong counts no card is played, the misdeal comes first (4.5)`;
  if (state.winner !== null && state.phase !== 'match-over') return 'winner: only a match that is over has a winner (10.1)';
  if (d.robbedBy !== null && (!d.game || d.game.round !== 1)) return 'robbed: the turned card is robbed only after a game in its suit, taken in the first round (6.1)';
  if (d.vorlauf && !['play', 'deal-over', 'match-over'].includes(state.phase)) return 'vorlauf: Vorlauf is called during play (10.3)';
  if (d.settlement && d.tricks.length === 0) return 'settlement: the melds are settled once the first trick is complete (7.2)';

  switch (state.phase) {
    case 'deal':
      if (d.hands.some((h) => h.length > 0) || d.turned || d.game || d.passed.length || d.round !== 1 || d.melds.length || d.bella.length
        || d.fouls.length || d.vorlauf || d.end || d.robbedBy !== null || anyCardPlayed(d)) {
        return 'phase: in phase deal nothing is dealt yet: every card is in the pack (4.4)';
      }
      if (d.turn !== d.dealer) return `turn: the dealer, ${name(d.dealer)}, is to deal (4.4)`;
      return notOver(state);
    case 'bidding': case 'taken':
      if (state.phase === 'bidding' && d.game) return 'game: in the bidding nobody has taken the game yet (5.1)';
      return checkBidding(state) ?? notOver(state);
    case 'play':
      if (!d.game) return 'game: play needs a game taken (5.1, 5.2)';
      if (d.end) return 'end: a deal in play has not ended';
      if (d.turned) return 'turned: the turned card joined the dealer\u2019s hand with the rest (5.4)';
      return checkBids(state) ?? checkPlay(state) ?? notOver(state);
    case 'deal-over': case 'match-over':
      return checkEnded(state);
    default:
      return `phase: unknown phase "${String(state.phase).slice(0, 20)}"`;
  }
}

function handSizes(state: SensState): string {
  return state.deal.hands.map((h, seat) => `${state.players[seat]} ${h.length}`).join(', ');
}

/** 2.1: every card exactly once on the table. */
function conservation(d: DealState): string | null {
  const places: Card[] = [...d.hands.flat(), ...d.pack, ...(d.turned ? [d.turned] : []), ...d.trick.map((p) => p.card), ...d.tricks.flatMap((t) => t.cards.map((p) => p.card))];
  const seen = new Set<string>();
  for (const c of places) {
    if (seen.has(c)) return `cards: ${cardName(c)} (${c}) is there twice; the pack has each card once (2.1)`;
    seen.add(c);
  }
  for (const c of fullPack()) if (!seen.has(c)) return `cards: ${cardName(c)} (${c}) is nowhere; all 32 cards are somewhere exactly once (2.1)`;
  return null;
}

/** 10.1, 10.2: a match not over has no side that has won. */
function notOver(state: SensState): string | null {
  const decision = decideMatch({ before: state.scores, written: [0, 0], taker: null, made: false, meldPoints: [0, 0], vorlauf: null });
  return decision.winner === null ? null : `phase: with ${state.scores[0]} to ${state.scores[1]} the match is over (10.1, 10.2): write phase=match-over`;
}

/** 5.1, 5.2 (the reading at 5.1): the passes so far go round from the dealer, and a game was taken by the player in turn. */
function checkBids(state: SensState): string | null {
  const d = state.deal;
  if (d.passed.length > 3) return 'passed: after four passes the round is over (5.2, 5.3)';
  for (const [i, seat] of d.passed.entries()) if (seat !== seatAfter(d.dealer, i)) return `passed: the bidding goes round from the dealer to the left, so ${state.players[seatAfter(d.dealer, i)]} ` +
    `says before ${state.players[seat]} (5.1)`;
  const inTurn = seatAfter(d.dealer, d.passed.length);
  if (d.game) {
    if (d.game.by !== inTurn) return `game: ${state.players[inTurn]} was to say after ${d.passed.length} passes, so the game is ${state.players[inTurn]}'s ` +
      `(5.1, 5.2)`;
    if (d.game.round !== d.round) return 'game: taken in the round the bidding is in';
  }
  return null;
}

/** 4.4, 5.1, 5.2, 6.1: the bidding, or a game taken with the rest still to deal. */
function checkBidding(state: SensState): string | null {
  const d = state.deal;
  if (!d.turned) return 'turned: during the bidding the turned card lies face up (4.4)';
  if (anyCardPlayed(d) || d.melds.length || d.bella.length || d.fouls.length || d.vorlauf || d.end) return 'phase: before the rest is dealt nothing is announced or played (7.1)';
  const bids = checkBids(state);
  if (bids) return bids;
  if (state.phase === 'bidding') {
    if (d.turn !== seatAfter(d.dealer, d.passed.length)) return `turn: ${state.players[seatAfter(d.dealer, d.passed.length)]} says next in the bidding (5.1)`;
    return null;
  }
  const game = d.game;
  if (!game) return 'game: phase taken needs a game (game=...)';
  if (d.turn !== d.dealer) return `turn: once a game is taken the dealer, ${state.players[d.dealer]}, deals the rest (5.4)`;
  const turnedSuit = suitOf(d.turned);
  if (game.round === 1 && game.trump !== turnedSuit) return `game: in the first round only the turned card's suit can be trumps (5.1)`;
  if (game.round === 2 && game.trump === turnedSuit) return `game: in the second round the turned card's suit is out (5.2)`;
  if (d.robbedBy !== null) {
    if (d.robbedBy === d.dealer) return 'robbed: the dealer does not rob (6.1)';
    if (d.turned !== trumpSeven(game.trump)) return 'robbed: after robbing, the trump Seven lies face up in the turned card\u2019s place (6.1)';
  }
  return null;
}

/** 7.1, 7.3, 9.1-9.4, 10.3: the cards of a deal in play (or played out). */
function checkPlay(state: SensState, ended = false): string | null {
  const d = state.deal;
  const trump = d.game!.trump;
  const name = (seat: number) => state.players[seat];
  if (d.tricks.length > 8 || (!ended && d.tricks.length === 8)) return 'tricks: a deal has eight tricks; after the eighth it is counted (9.5)';
  if (d.robbedBy !== null && d.robbedBy === d.dealer) return 'robbed: the dealer does not rob (6.1)';
  const leader = leaderOf(d);
  for (const [i, p] of d.trick.entries()) if (p.seat !== seatAfter(leader, i)) return 'trick: the cards of a trick go round from its leader (9.1)';
  if (!ended && d.turn !== seatAfter(leader, d.trick.length)) return `turn: ${name(seatAfter(leader, d.trick.length))} plays next (9.1)`;
  const held = (seat: Seat) => [...d.hands[seat], ...playedBy(d, seat)];
  for (const [i, m] of d.melds.entries()) {
    const shape = meldOf(m.cards);
    if (!shape || shape.kind !== m.kind || shape.points !== m.points) return `melds: meld ${i + 1} is not what its cards make (8.1, 8.2)`;
    const missing = m.cards.find((c) => !held(m.seat).includes(c));
    if (missing) return `melds: ${name(m.seat)} announced ${cardName(missing)} but never held it (7.1)`;
    for (const other of d.melds.slice(0, i)) {
      if (other.seat !== m.seat) continue;
      if (other.cards.join() === m.cards.join()) return `melds: ${name(m.seat)} announced the same meld twice`;
      const runs = other.kind !== 'vierstaender' && m.kind !== 'vierstaender';
      if (runs && other.cards.some((c) => m.cards.includes(c))) return `melds: ${name(m.seat)}'s runs share a card; a card serves in one run only`;
    }
    if (m.kind !== 'vierstaender' && runHoldsBella(m, trump) && !d.bella.includes(m.seat)) {
      return `bella: ${name(m.seat)}'s run holds the trump Ober and King, so Bella counts for it (7.3): write bella=${name(m.seat)}`;
    }
  }
  for (const seat of d.bella) {
    if (!bellaCards(trump).every((c) => held(seat).includes(c))) return `bella: ${name(seat)} never held both the trump Ober and King (7.3)`;
  }
  let last = -1;
  for (const f of d.fouls) {
    const cards = f.trick < d.tricks.length ? d.tricks[f.trick].cards : f.trick === d.tricks.length ? d.trick : null;
    const at = cards ? cards.findIndex((p) => p.card === f.card && p.seat === f.seat) : -1;
    if (!cards || at < 0) return `fouls: ${name(f.seat)} did not play ${cardName(f.card)} to trick ${f.trick + 1}`;
    const when = f.trick * 4 + at;
    if (when <= last) return 'fouls: wrong cards are listed in the order they were played';
    last = when;
    // The hand then: what it holds now and every card it played from that trick on.
    const later = [...d.tricks.slice(f.trick).flatMap((t) => t.cards), ...d.trick].filter((p) => p.seat === f.seat).map((p) => p.card);
    const handThen = [...d.hands[f.seat], ...later];
    const duty = brokenDuty(handThen, cards.slice(0, at).map((p) => p.card), trump, f.card);
    if (duty !== f.duty) return `fouls: ${name(f.seat)}'s ${cardName(f.card)} ${duty ? `broke ${duty}, not ${f.duty}` : 'broke no duty'} (9.2-9.4)`;
  }
  if (d.vorlauf) {
    if (d.vorlauf.side !== d.vorlauf.seat % 2) return 'vorlauf: the caller\u2019s side is the caller\u2019s';
    if (d.vorlauf.tricks > d.tricks.length) return `vorlauf: called after ${d.vorlauf.tricks} tricks, but only ${d.tricks.length} are taken in (10.3)`;
    if (d.vorlauf.tricks >= 8) return 'vorlauf: called before the eighth trick is taken in (10.3)';
  }
  return null;
}

/** A finished deal: its end, the ledger, the match decision and who deals next. */
function checkEnded(state: SensState): string | null {
  const d = state.deal;
  const end = d.end;
  if (!end) return 'end: a finished deal says how it ended (end=counted, foul, thrown-in or misdeal)';
  const name = (seat: number) => state.players[seat];
  switch (end.kind) {
    case 'thrown-in':
      if (d.game || d.round !== 2 || d.passed.length !== 4 || !d.turned || anyCardPlayed(d)) {
        return 'end: a thrown-in deal is one where all four passed in both rounds, the turned card still out (5.3)';
      }
      for (const [i, seat] of d.passed.entries()) if (seat !== seatAfter(d.dealer, i)) return 'passed: the bidding goes round from the dealer to the left (5.2)';
      break;
    case 'misdeal': {
      if (!d.misdealt) return 'end: a misdeal needs wrong counts in the hands (4.5)';
      if (anyCardPlayed(d)) return 'end: a misdeal is pointed out before the first card is played (4.5)';
      // As it stood when the misdeal was pointed out: the bidding, a game taken, or play before the first card.
      const asClaimed: SensState = { ...state, phase: d.game ? 'taken' : 'bidding', deal: { ...d, end: null, turn: d.game ? d.dealer : seatAfter(d.dealer, d.passed.length) } };
      const bad = d.turned ? checkBidding(asClaimed) : checkBids(state);
      if (bad) return bad;
      break;
    }
    case 'counted': case 'foul': {
      if (!d.game || d.turned) return 'end: a deal played needs its game, and the turned card is in the dealer\u2019s hand (5.4)';
      if (end.kind === 'counted' && (d.tricks.length !== 8 || d.hands.some((h) => h.length > 0))) return 'end: a counted deal has all eight tricks taken in (9.5, 12.1)';
      const bad = checkBids(state) ?? checkPlay(state, true);
      if (bad) return bad;
      if (end.kind === 'foul' && (d.fouls.length === 0 || openFoul(d) === d.fouls[0])) return 'end: a deal ends on a wrong card only once the next card is played after it (1.3, 1.4)';
      break;
    }
    default:
      return 'end: expected counted, foul, thrown-in or misdeal';
  }
  const last = state.ledger[state.ledger.length - 1];
  const written = writtenBy(end);
  if (!last || last[0] !== written[0] || last[1] !== written[1]) return `ledger: the last deal must be this one, ${written[0]}/${written[1]} (12.1)`;
  const before: [number, number] = [state.scores[0] - last[0], state.scores[1] - last[1]];
  if (before[0] < 0 || before[1] < 0) return 'scores: the totals include the ledger\u2019s last deal, so they are at least what it wrote';
  const decision = decisionAfter(state, end, before, state.ledger.length);
  const winner = decision?.winner ?? null;
  const over = winner !== null || decision?.cutShort === true;
  if (!over && state.phase === 'match-over') return `phase: nobody has won with ${state.scores[0]} to ${state.scores[1]}: write phase=deal-over (10.1)`;
  if (over && state.phase !== 'match-over') {
    const why = winner === null ? `the match has had ${state.ledger.length} deals, the most it has, and ends level` : `${name(winner)}'s side has won the match (10.1-10.4)`;
    return `phase: ${why}: write phase=match-over${winner === null ? '' : ` winner=${name(winner)}`}`;
  }
  if (state.phase === 'match-over') {
    if (state.winner !== winner) return winner === null ? 'winner: the match ended level at the deal limit (10.1)' : `winner: the match goes to ${name(winner)}'s side (10.1-10.4)`;
    if (winner === null) return d.turn === seatAfter(d.dealer, 1) ? null : `turn: the next match is dealt by the player after the dealer; write turn=${name(seatAfter(d.dealer, 1))} (4.6)`;
    const due = losingDealer(d.dealer, winner);
    if (d.turn !== due) return `turn: a player of the losing side deals the next match; write turn=${name(due)} (4.1)`;
    return null;
  }
  if (!decision) {
    const over = notOver(state);
    if (over) return over;
  }
  const due = nextDealerAfter(end, d.dealer, state.options.misdeal);
  if (d.turn !== due) return `turn: ${name(due)} deals next (4.5, 4.6)`;
  return null;
}
