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
import { SUIT_NAMES, SUITS, suitOf, type Suit } from '../cards';
import type { SensAction, SensState } from '../types';
import { seatAfter, vorhandOf } from './1-seats';
import { finishDeal } from './12-counting';
import { REST_COUNTS } from './4-dealing';
import { lawful, nameOf, refuse, theCard, type Outcome } from './outcome';

/** 5.1, 5.2: the suits a bid may name in this round. */
export function biddableSuits(turned: Suit, round: 1 | 2): Suit[] {
  return round === 1 ? [turned] : SUITS.filter((s) => s !== turned);
}

/** Why `seat` cannot say anything in the bidding now, or null. */
function notTheirSay(state: SensState, seat: number): Outcome | null {
  const deal = state.deal;
  const paragraph = deal.round === 1 ? '5.1' : '5.2';
  if (state.phase === 'taken') return refuse(state, ['5.1'], `${nameOf(state, deal.game!.by)} has taken the game already; the bidding is over.`);
  if (state.phase !== 'bidding') return refuse(state, [paragraph], 'There is no bidding now.');
  if (seat !== deal.turn) return refuse(state, [paragraph], `It is ${nameOf(state, deal.turn)}'s turn to say, not ${nameOf(state, seat)}'s; the bidding goes round ` +
    `from the dealer to the left.`);
  return null;
}

/** 5.1, 5.2 (the reading at 5.1): `seat` takes the game with `suit` as trumps. */
export function bid(state: SensState, action: Extract<SensAction, { type: 'bid' }>): Outcome {
  const stop = notTheirSay(state, action.seat);
  if (stop) return stop;
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  const turned = suitOf(deal.turned!);
  if (!(SUITS as readonly string[]).includes(action.suit)) return refuse(state, ['5.1'], 'A bid names a suit: Eichel, Gras, Herz or Schellen.');
  if (!biddableSuits(turned, deal.round).includes(action.suit)) {
    return deal.round === 1
      ? refuse(state, ['5.1'], `In the first round only the suit of the turned card, ${SUIT_NAMES[turned]}, can be trumps; ${who} may ` +
        `bid ${SUIT_NAMES[turned]} or pass (5.1).`)
      : refuse(state, ['5.2'], `In the second round the turned card's suit, ${SUIT_NAMES[turned]}, is out: ${who} may name any of the ` +
        `other three suits or pass (5.2).`);
  }
  const game = { by: action.seat, trump: action.suit, round: deal.round };
  const next: SensState = { ...state, phase: 'taken', deal: { ...deal, game, turn: deal.dealer } };
  const dealer = nameOf(state, deal.dealer);
  const rob = deal.round === 1 ? ` Until then any player but ${dealer} holding the ${SUIT_NAMES[turned]}-Seven may rob the turned card (6.1).` : '';
  const paragraph = deal.round === 1 ? '5.1' : '5.2';
  return lawful(next, [paragraph, '5.4'], `${who} takes the game with ${SUIT_NAMES[action.suit]} as trumps (${paragraph}). ${dealer} deals the ` +
    `rest next (5.4).${rob}`);
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
    return lawful({ ...state, deal: { ...deal, passed, turn } }, [deal.round === 1 ? '5.1' : '5.2'], `${who} passes; ${nameOf(state, turn)} says next.`);
  }
  if (deal.round === 1) {
    const turned = suitOf(deal.turned!);
    return lawful({ ...state, deal: { ...deal, passed: [], round: 2, turn: deal.dealer } }, ['5.1', '5.2'],
      `${who} passes: nobody plays ${SUIT_NAMES[turned]}. The second round starts again with ${nameOf(state, deal.dealer)}, ` +
        `for any suit but ${SUIT_NAMES[turned]} (5.2).`);
  }
  const done = finishDeal({ ...state, deal: { ...deal, passed } }, { kind: 'thrown-in' });
  return lawful(done.state, ['5.3', ...done.citations], `${who} passes: nobody plays in either round, so the cards are thrown in and nothing is written (5.3). ` +
    `${done.summary}`);
}

/**
 * 5.4: the dealer deals the rest: three cards each from Vorhand and two to
 * himself; the turned card (or the trump Seven a robber put in its place,
 * 6.1) is his eighth. Robbing is over (6.2) and Vorhand leads (9.1).
 */
export function dealRest(state: SensState, action: Extract<SensAction, { type: 'rest' }>): Outcome {
  const deal = state.deal;
  const who = nameOf(state, action.seat);
  if (state.phase === 'bidding') return refuse(state, ['5.4'], 'Nobody has taken a game yet: the rest is dealt once someone plays.');
  if (state.phase !== 'taken') return refuse(state, ['5.4'], 'There is no rest to deal now.');
  if (action.seat !== deal.dealer) return refuse(state, ['5.4'], `${nameOf(state, deal.dealer)} dealt and deals the rest, not ${who}.`);
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
  const robbed = deal.robbedBy !== null ? ', put there by the robber' : '';
  return lawful(next, ['5.4', '6.2', '9.1'],
    `${who} deals the rest: three cards to each of the others and two to ${who}, whose eighth is ${theCard(deal.turned!)}${robbed} ` +
      `(5.4). Robbing is over (6.2). ${nameOf(state, vorhand)}, left of the dealer, leads; melds are announced ` +
      `before one's first card (7.1).`);
}
