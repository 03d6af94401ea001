/**
 * The strong level's card play (bot-strong.ts): determinised search from what
 * its seat may see. It deals the cards it cannot see to the other three hands
 * in many ways that agree with everything the table has shown, plays each
 * lawful card in each of them to the end of the deal with a quick policy
 * (bot-rollout.ts), and plays the card whose deals it wrote the most in, on
 * average (what its side writes minus what the other side writes, 11.1).
 *
 * What it knows (and nothing else: bot-levels.test.ts swaps the hidden cards
 * and checks no choice changes): its own hand, every card played and by whom,
 * how many cards each player holds, the melds shown (7.2) and Bella (7.3) of
 * cards not played yet, and what the duties (9.2-9.4) reveal: a player who did
 * not follow the suit led holds none of it; one who did not trump a plain suit
 * led holds no trump either; one who played a trump that did not beat the
 * best trump in the trick holds none that would.
 *
 * The budget is a number of sampled deals, never a time, and the sampling
 * draws from the `random` it is given, so a seed replays the same choices.
 */
import { bellaCards } from './melds';
import type { DealState, Played, Seat } from './types';
import { SUITS, type Card } from './cards';
import { beats, cardIndex, cardOfIndex, lawfulMask, margin, maskOf, playCard, playOut, SUIT_MASK, type Table } from './bot-rollout';
import { meldPointsNow, takerOf } from './rules/12-counting';

/**
 * The budget: play-outs per decision, shared among the lawful cards (each
 * card is played in the same sampled deals), so a choice among two cards
 * gets four times the deals one among eight does. A play-out takes about 4
 * microseconds on this machine; bench/bots-sens.ts measures the decisions.
 * 1,200 won no more deals against club than 400 (bench/bots-sens.ts, 1,500
 * deals each: 61.9% and 61.4% of them).
 */
export const PLAYOUTS = 400;
/** Tries at a sample that honours every inference before one that honours only the cards known. */
const TRIES = 8;

const lowest = (m: number) => 31 - Math.clz32(m & -m);
const bit = (c: number) => 1 << c;

/** The seat's view of the deal, as masks. */
export interface View {
  readonly seat: Seat;
  readonly hand: number;
  /** Per seat: cards it surely holds (shown melds and Bella, not played yet). */
  readonly known: number[];
  /** Per seat: cards it surely does not hold (the duties, 9.2-9.4). */
  readonly barred: number[];
  /** Per seat: how many cards it holds. */
  readonly counts: number[];
  /** The cards the other three hold and nobody knows where. */
  readonly pool: number;
  /** The table as it stands, the other hands empty. */
  readonly table: Table;
  readonly melds: readonly number[];
}

/** 9.2-9.4: what each card played to `trick` tells of its player's hand (`barred` grows). */
function inferFrom(trick: readonly Played[], t: number, barred: number[]): void {
  if (trick.length === 0) return;
  const led = cardIndex(trick[0].card);
  let best = led;
  for (const p of trick.slice(1)) {
    const c = cardIndex(p.card);
    if (c >> 3 !== led >> 3) {
      barred[p.seat] |= SUIT_MASK[led >> 3];
      if (c >> 3 !== t) barred[p.seat] |= SUIT_MASK[t];
    }
    if (c >> 3 === t && best >> 3 === t && !beats(c, best, led >> 3, t)) {
      // It did not beat the best trump: it holds no trump that would (9.2, 9.4).
      for (let m = SUIT_MASK[t]; m !== 0; m &= m - 1) if (beats(lowest(m), best, led >> 3, t)) barred[p.seat] |= bit(lowest(m));
    }
    if (beats(c, best, led >> 3, t)) best = c;
  }
}

/** What `seat` may know of the deal in play (the file's comment lists it). */
export function viewOf(deal: DealState, seat: Seat): View {
  const trump = deal.game!.trump;
  const t = SUITS.indexOf(trump);
  const hand = maskOf(deal.hands[seat]);
  let played = 0;
  const points = [0, 0, 0, 0];
  for (const trick of deal.tricks) {
    for (const p of trick.cards) played |= bit(cardIndex(p.card));
    const tb: Table = { hands: [0, 0, 0, 0], seats: [], cards: [], trickCount: 0, points, trump: t, taker: 0 };
    for (const p of trick.cards) playCard(tb, p.seat, cardIndex(p.card));
  }
  for (const p of deal.trick) played |= bit(cardIndex(p.card));
  const barred = [0, 0, 0, 0];
  for (const trick of deal.tricks) inferFrom(trick.cards, t, barred);
  inferFrom(deal.trick, t, barred);
  const known = [0, 0, 0, 0];
  for (const m of deal.settlement?.shown ?? []) if (m.seat !== seat) known[m.seat] |= maskOf(m.cards);
  for (const x of deal.bella) if (x !== seat) known[x] |= maskOf(bellaCards(trump));
  let placed = 0;
  for (let x = 0; x < 4; x++) {
    known[x] &= ~played & ~hand & ~placed;
    placed |= known[x];
  }
  const free = ~(hand | played | placed);
  const table: Table = {
    hands: [0, 0, 0, 0], seats: deal.trick.map((p) => p.seat), cards: deal.trick.map((p) => cardIndex(p.card)),
    trickCount: deal.tricks.length, points, trump: t, taker: takerOf(deal)!,
  };
  table.hands[seat] = hand;
  const counts = deal.hands.map((h) => h.length);
  return { seat, hand, known, barred, counts, pool: free, table, melds: meldPointsNow(deal) };
}

/**
 * One determinisation: the pool dealt to the other seats, each getting as
 * many as it holds less the cards known to be its own, none it is barred
 * from. Cards with the fewest possible seats go first; a seat is drawn in
 * proportion to the room it has left. Null when the draw runs into a corner
 * or the sizes cannot add up.
 */
function dealPool(v: View, random: () => number, honourBars: boolean): number[] | null {
  const hands = v.known.slice();
  hands[v.seat] = v.hand;
  const room = v.counts.map((n, x) => (x === v.seat ? 0 : n - popcount(v.known[x])));
  const cards: number[] = [];
  for (let m = v.pool; m !== 0; m &= m - 1) cards.push(lowest(m));
  if (room.some((n) => n < 0) || room.reduce((a, b) => a + b, 0) !== cards.length) return null;
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const options = (c: number) => [0, 1, 2, 3].filter((x) => room[x] > 0 && !(honourBars && (v.barred[x] & bit(c)) !== 0));
  cards.sort((a, b) => options(a).length - options(b).length);
  for (const c of cards) {
    const seats = options(c);
    const total = seats.reduce((n, x) => n + room[x], 0);
    if (total === 0) return null;
    let pick = random() * total;
    let seat = seats[seats.length - 1];
    for (const x of seats) if ((pick -= room[x]) < 0) { seat = x; break; }
    hands[seat] |= bit(c);
    room[seat]--;
  }
  return hands;
}

function popcount(m: number): number {
  let n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * A determinisation that honours what the duties showed when it can (TRIES
 * draws), else one that honours the cards known, else (a position that
 * contradicts itself, as a sandbox may set up) the hand sizes only.
 */
export function sample(v: View, random: () => number): number[] {
  for (let i = 0; i < TRIES; i++) {
    const hands = dealPool(v, random, true);
    if (hands) return hands;
  }
  const anyKnown = v.known.reduce((a, b) => a | b, 0);
  return dealPool(v, random, false) ?? dealPool({ ...v, known: [0, 0, 0, 0], pool: v.pool | anyKnown }, random, false)!;
}

/** The strong level's card for `seat` (the player to play): the lawful card with the best average margin over the sampled deals. */
export function searchCard(deal: DealState, seat: Seat, random: () => number): Card {
  const v = viewOf(deal, seat);
  const t = v.table.trump;
  const led = v.table.cards.length > 0 ? v.table.cards[0] : -1;
  let best = led;
  for (const c of v.table.cards) if (beats(c, best, led >> 3, t)) best = c;
  const options: number[] = [];
  for (let m = lawfulMask(v.hand, led, best, t); m !== 0; m &= m - 1) options.push(lowest(m));
  if (options.length === 1) return cardOfIndex(options[0]);
  const samples = Math.ceil(PLAYOUTS / options.length);
  const sums = options.map(() => 0);
  const mine = seat & 1;
  for (let s = 0; s < samples; s++) {
    const hands = sample(v, random);
    options.forEach((c, i) => {
      const tb: Table = { ...v.table, hands: hands.slice(), seats: v.table.seats.slice(), cards: v.table.cards.slice(), points: v.table.points.slice() };
      playOut(tb, playCard(tb, seat, c));
      sums[i] += margin(tb, v.melds, mine);
    });
  }
  let pick = 0;
  for (let i = 1; i < options.length; i++) if (sums[i] > sums[pick]) pick = i;
  return cardOfIndex(options[pick]);
}
