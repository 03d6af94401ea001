/**
 * 5.1-5.4: who makes the game. With five cards each and one turned up, the
 * players say in turn, from the dealer clockwise (the reading at 5.1), whether they play: in
 * the first round only the turned card's suit can be trumps (5.1), in the
 * second any of the other three (5.2). The first bid takes the game. If
 * nobody plays in either round the cards are thrown in and the next player
 * deals (5.3). Once a game is taken the dealer deals the rest, three cards to
 * each of the others and two to himself, the turned card being his eighth
 * (5.4); then Vorhand leads (9.1).
 */
import { SUITS, suitOf, type Suit } from '../cards';
import { seq } from '../messages';
import type { SensAction, SensState } from '../types';
import { seatAfter, vorhandOf } from './1-seats';
import { finishDeal } from './12-counting';
import { REST_COUNTS } from './4-dealing';
import { lawful, msg, nameOf, refuse, type Outcome } from './outcome';

/** 5.1, 5.2: the suits a bid may name in this round. */
export function biddableSuits(turned: Suit, round: 1 | 2): Suit[] {
  return round === 1 ? [turned] : SUITS.filter((s) => s !== turned);
}

/** Why `seat` cannot say anything in the bidding now, or null. */
function notTheirSay(state: SensState, seat: number): Outcome | null {
  const deal = state.deal;
  const paragraph = deal.round === 1 ? '5.1' : '5.2';
  if (state.phase === 'taken') return refuse(state, ['5.1'], msg('bid.refuse.taken', { taker: nameOf(state, deal.game!.by) }));
  if (state.phase !== 'bidding') return refuse(state, [paragraph], msg('bid.refuse.noBidding', {}));
  if (seat !== deal.turn) return refuse(state, [paragraph], msg('bid.refuse.notYourTurn', { turn: nameOf(state, deal.turn), who: nameOf(state, seat) }));
  return null;
}

/** 5.1, 5.2 (the reading at 5.1): `seat` takes the game with `suit` as trumps. */
export function bid(state: SensState, action: Extract<SensAction, { type: 'bid' }>): Outcome {
  const stop = notTheirSay(state, action.seat);
  if (stop) return stop;
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  const turned = suitOf(deal.turned!);
  if (!(SUITS as readonly string[]).includes(action.suit)) return refuse(state, ['5.1'], msg('bid.refuse.noSuit', {}));
  if (!biddableSuits(turned, deal.round).includes(action.suit)) {
    return deal.round === 1
      ? refuse(state, ['5.1'], msg('bid.refuse.firstRound', { who, turned }))
      : refuse(state, ['5.2'], msg('bid.refuse.secondRound', { who, turned }));
  }
  const game = { by: action.seat, trump: action.suit, round: deal.round };
  const next: SensState = { ...state, phase: 'taken', deal: { ...deal, game, turn: deal.dealer } };
  const paragraph = deal.round === 1 ? '5.1' : '5.2';
  return lawful(next, [paragraph, '5.4'], msg('bid.taken', { who, trump: action.suit, paragraph, dealer: nameOf(state, deal.dealer), robbable: deal.round === 1 }));
}

/** 5.1-5.3: `seat` passes; after four passes the second round starts, after eight the cards are thrown in. */
export function pass(state: SensState, action: Extract<SensAction, { type: 'pass' }>): Outcome {
  const stop = notTheirSay(state, action.seat);
  if (stop) return stop;
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  const passed = [...deal.passed, action.seat];
  if (passed.length < 4) {
    const turn = seatAfter(action.seat, 1);
    return lawful({ ...state, deal: { ...deal, passed, turn } }, [deal.round === 1 ? '5.1' : '5.2'], msg('pass.next', { who, next: nameOf(state, turn) }));
  }
  if (deal.round === 1) {
    const turned = suitOf(deal.turned!);
    return lawful({ ...state, deal: { ...deal, passed: [], round: 2, turn: deal.dealer } }, ['5.1', '5.2'],
      msg('pass.secondRound', { who, turned, dealer: nameOf(state, deal.dealer) }));
  }
  const done = finishDeal({ ...state, deal: { ...deal, passed } }, { kind: 'thrown-in' });
  return lawful(done.state, ['5.3', ...done.citations], seq(msg('pass.thrownIn', { who }), done.says));
}

/**
 * 5.4: the dealer deals the rest: three cards each from Vorhand and two to
 * himself; the turned card (or the trump Seven a robber put in its place,
 * 6.1) is his eighth. Robbing is over (6.2) and Vorhand leads (9.1).
 */
export function dealRest(state: SensState, action: Extract<SensAction, { type: 'rest' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  if (state.phase === 'bidding') return refuse(state, ['5.4'], msg('rest.refuse.noGame', {}));
  if (state.phase !== 'taken') return refuse(state, ['5.4'], msg('rest.refuse.none', {}));
  if (action.seat !== deal.dealer) return refuse(state, ['5.4'], msg('rest.refuse.notDealer', { dealer: nameOf(state, deal.dealer), who }));
  const hands = deal.hands.map((h) => [...h]);
  let at = 0;
  for (let i = 0; i < REST_COUNTS.length; i++) {
    const seat = seatAfter(vorhandOf(deal.dealer), i);
    const packet = deal.pack.slice(at, at + REST_COUNTS[i]);
    at += packet.length;
    if (seat === deal.dealer) hands[seat].push(deal.turned!);
    hands[seat].push(...packet);
  }
  const vorhand = vorhandOf(deal.dealer);
  const next: SensState = { ...state, phase: 'play', deal: { ...deal, hands, pack: deal.pack.slice(at), turned: null, turn: vorhand } };
  return lawful(next, ['5.4', '6.2', '9.1'], msg('rest.dealt', { who, eighth: deal.turned!, robbed: deal.robbedBy !== null, vorhand: nameOf(state, vorhand) }));
}
