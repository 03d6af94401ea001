/**
 * A bot that plays lawful SENS from what its player may see: its own hand,
 * the turned card, the cards on the table and in the tricks taken in, the
 * melds announced, the scores (and, with 4.3 on, the dealer's last card
 * during the bidding). It never looks at another hand or the pack's order.
 *
 * Who acts: the player to act, except that a player holding a wrong number of
 * cards points out the misdeal (4.5), and a player who may rob does so (6.1:
 * the trump Seven for a better trump is always a gain).
 *
 * Bidding: the hand's trumps are weighed (Unter 4, Nine 3, Sau 2, Ten 1.5,
 * other trumps 1, a plain Sau 1.2, a plain Ten 0.6, plus a fifth of its meld
 * points); it bids the best suit the round allows when that reaches a
 * threshold drawn per decision. Play: before its first card it announces its
 * melds (melds.ts `meldsIn`) and Bella; it calls Vorlauf when its side's
 * secured count reaches 500 (and, taking the game, it has more than half of
 * the points known); it leads its best trump when its side took the game,
 * else a plain Sau or its cheapest card; following, it wins the trick as
 * cheaply as it can when the other side is winning, throws points on a trick
 * its partner wins last, and otherwise plays its cheapest card. The next
 * dealer deals with a seed drawn from `random`.
 */
import { cardPoints, rankOf, strength, suitOf, type Card, type Suit } from './cards';
import { TARGET, securedCardPoints } from './match';
import { bellaCards, meldsIn } from './melds';
import { lawfulCards, trickWinner } from './tricks';
import type { SensAction, SensState, Seat } from './types';
import { anyCardPlayed, playedBy, sideOf, seatAfter, vorhandOf } from './rules/1-seats';
import { meldPointsNow, takerOf } from './rules/12-counting';
import { FIRST_HAND, HAND_SIZE, seenByDealer } from './rules/4-dealing';
import { biddableSuits } from './rules/5-bidding';
import { trumpSeven } from './rules/6-rauben';

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

/** 10.3, 10.4: whether the side of `seat` should call Vorlauf now. */
function wantsVorlauf(state: SensState, seat: Seat): boolean {
  const d = state.deal;
  if (d.vorlauf || d.tricks.length === 0) return false;
  const side = sideOf(seat);
  const trump = d.game!.trump;
  const secured = securedCardPoints(d.tricks, trump, side, d.tricks.length);
  const melds = meldPointsNow(d);
  if (state.scores[side] + secured + melds[side] < TARGET) return false;
  if (takerOf(d) !== side) return true;
  return secured + melds[side] >= (164 + melds[0] + melds[1]) / 2 + 1;
}

export function botChoice(state: SensState, random: () => number): SensAction | null {
  const d = state.deal;
  if (state.phase === 'match-over') return null;
  if (state.phase === 'deal' || state.phase === 'deal-over') return { type: 'deal', seat: d.turn, seed: Math.floor(random() * 0x1_0000_0000) >>> 0 };
  if (d.misdealt && !anyCardPlayed(d)) {
    for (let i = 0; i < 4; i++) {
      const seat = seatAfter(vorhandOf(d.dealer), i);
      const right = d.turned !== null ? FIRST_HAND : HAND_SIZE - playedBy(d, seat).length;
      if (d.hands[seat].length !== right) return { type: 'misdeal', seat };
    }
  }
  if (state.phase === 'bidding') return decideBid(state, random);
  if (state.phase === 'taken') {
    const game = d.game!;
    if (game.round === 1 && d.robbedBy === null) {
      for (let i = 0; i < 3; i++) {
        const seat = seatAfter(vorhandOf(d.dealer), i);
        if (d.hands[seat].includes(trumpSeven(game.trump))) return { type: 'rob', seat };
      }
    }
    return { type: 'rest', seat: d.dealer };
  }
  if (state.phase !== 'play') return null;
  const seat = d.turn;
  const hand = d.hands[seat];
  const trump = d.game!.trump;
  if (playedBy(d, seat).length === 0) {
    const mine = d.melds.filter((m) => m.seat === seat);
    for (const m of meldsIn(hand)) {
      const key = m.cards.join();
      const clash = mine.some((o) => o.cards.join() === key || (o.kind !== 'vierstaender' && m.kind !== 'vierstaender' && o.cards.some((c) => m.cards.includes(c))));
      if (!clash) return { type: 'meld', seat, cards: [...m.cards] };
    }
  }
  if (!d.bella.includes(seat) && bellaCards(trump).every((c) => hand.includes(c))) return { type: 'bella', seat };
  if (wantsVorlauf(state, seat)) return { type: 'vorlauf', seat };
  return { type: 'play', seat, card: chooseCard(state, seat, random) };
}

