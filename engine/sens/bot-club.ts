/**
 * The club level (bots.ts lists the levels, and this is the default): a bot
 * that plays lawful SENS from what its player may see: its own hand,
 * the turned card, the cards on the table and in the tricks taken in, the
 * melds announced, the scores (and, with 4.3 on, the dealer's last card
 * during the bidding). It never looks at another hand or the pack's order.
 *
 * Who acts, dealing, the misdeal, robbing, melds, Bella and Vorlauf are as
 * at every level above random (bot-table.ts); this file makes the bids and
 * chooses the cards.
 *
 * Bidding: the hand's trumps are weighed (Unter 4, Nine 3, Sau 2, Ten 1.5,
 * other trumps 1, a plain Sau 1.2, a plain Ten 0.6, plus a fifth of its meld
 * points); it bids the best suit the round allows when that reaches a
 * threshold drawn per decision. Play: it leads its best trump when its side
 * took the game, else a plain Sau or its cheapest card; following, it wins
 * the trick as cheaply as it can when the other side is winning, throws
 * points on a trick its partner wins last, and otherwise plays its cheapest
 * card; one card in ten is any lawful card, drawn from `random`.
 */
import { cardPoints, rankOf, strength, suitOf, type Card, type Suit } from './cards';
import { meldsIn } from './melds';
import { lawfulCards, trickWinner } from './tricks';
import { tableChoice } from './bot-table';
import type { SensAction, SensState, Seat } from './types';
import { sideOf, seatAfter } from './rules/1-seats';
import { takerOf } from './rules/12-counting';
import { seenByDealer } from './rules/4-dealing';
import { biddableSuits } from './rules/5-bidding';

const TRUMP_WEIGHT: Record<string, number> = { U: 4, '9': 3, A: 2, T: 1.5, K: 1, O: 1, '8': 1, '7': 1 };
const PLAIN_WEIGHT: Record<string, number> = { A: 1.2, T: 0.6 };

/** How good `cards` look with `trump` as trumps. */
function weigh(cards: readonly Card[], trump: Suit): number {
  let v = 0;
  for (const c of cards) v += suitOf(c) === trump ? TRUMP_WEIGHT[rankOf(c)] : PLAIN_WEIGHT[rankOf(c)] ?? 0;
  return v + meldsIn(cards).reduce((n, m) => n + m.points, 0) / 20;
}

function decideBid(state: SensState, random: () => number): SensAction {
  const d = state.deal;
  const seat = d.turn;
  const seen = [...d.hands[seat]];
  if (seat === d.dealer) {
    seen.push(d.turned!);
    const last = seenByDealer(state);
    if (last) seen.push(last);
  }
  const turnedSuit = suitOf(d.turned!);
  let best: { suit: Suit; value: number } | null = null;
  for (const suit of biddableSuits(turnedSuit, d.round)) {
    const value = weigh(seen, suit) + (d.round === 1 && sideOf(d.dealer) === sideOf(seat) && seat !== d.dealer ? TRUMP_WEIGHT[rankOf(d.turned!)] / 2 : 0);
    if (!best || value > best.value) best = { suit, value };
  }
  const threshold = 5 + random() * 2.5 - (d.round === 2 && d.passed.length === 3 ? 1.5 : 0);
  return best && best.value >= threshold ? { type: 'bid', seat, suit: best.suit } : { type: 'pass', seat };
}

/** The cheapest card: fewest points, then lowest in its order. */
function cheapest(cards: readonly Card[], trump: Suit): Card {
  return [...cards].sort((a, b) => cardPoints(a, trump) - cardPoints(b, trump) || strength(a, trump) - strength(b, trump) || (suitOf(a) === trump ? 1 : 0) - (suitOf(b) === trump ? 1 : 0))[0];
}

function chooseCard(state: SensState, seat: Seat, random: () => number): Card {
  const d = state.deal;
  const trump = d.game!.trump;
  const hand = d.hands[seat];
  const table = d.trick.map((p) => p.card);
  const lawful = lawfulCards(hand, table, trump);
  if (lawful.length === 1) return lawful[0];
  if (random() < 0.1) return lawful[Math.floor(random() * lawful.length)];
  if (table.length === 0) {
    const trumps = lawful.filter((c) => suitOf(c) === trump).sort((a, b) => strength(b, trump) - strength(a, trump));
    if (takerOf(d) === sideOf(seat) && trumps.length > 0) return trumps[0];
    const sau = lawful.find((c) => rankOf(c) === 'A' && suitOf(c) !== trump);
    return sau ?? cheapest(lawful, trump);
  }
  const leader = d.trick[0].seat;
  const winner = trickWinner(d.trick, trump);
  const partnerWins = sideOf(winner) === sideOf(seat);
  const winning = lawful.filter((c) => trickWinner([...d.trick, { seat, card: c }], trump) === seat);
  const last = table.length === 3;
  if (partnerWins) {
    if (last) return [...lawful].sort((a, b) => cardPoints(b, trump) - cardPoints(a, trump))[0];
    return cheapest(lawful, trump);
  }
  if (winning.length > 0) {
    const byStrength = [...winning].sort((a, b) => (suitOf(a) === trump ? 100 : 0) + strength(a, trump) - ((suitOf(b) === trump ? 100 : 0) + strength(b, trump)));
    return last || seatAfter(leader, 2) === seat ? byStrength[0] : byStrength[byStrength.length - 1];
  }
  return cheapest(lawful, trump);
}

/** The club level's choice: who acts (bot-table.ts) and what. */
export function clubChoice(state: SensState, random: () => number): SensAction | null {
  return tableChoice(state, random, { bid: decideBid, card: chooseCard });
}
