/**
 * The strong level's fast play-out (bot-search.ts): a deal whose four hands
 * are all known (one determinisation of what the player cannot see) played to
 * its last trick by a quick policy for every seat, and counted as 12.1 and
 * 11.1 count it. Cards are numbers 0-31 (suit * 8 + rank in the meld order
 * of 2.4) and hands are 32-bit masks, so one play-out is a few microseconds.
 *
 * The duties are those of tricks.ts (9.2-9.4, with the readings at 9.2 and
 * 9.4); bot-search.test.ts checks the two agree on random tricks. The policy,
 * as each seat plays in the play-out (it sees the sampled hands, which is the
 * point of sampling them):
 *  - leading: its best trump when no other hand holds a better one and its
 *    side took the game (or it holds two trumps), pulling trumps; else a
 *    plain card no other hand can beat, the most points first; else its
 *    cheapest card, keeping Tens;
 *  - its partner winning a trick nobody after it can take: the most points it
 *    can spare (no trump); else its cheapest card;
 *  - the other side winning: the cheapest card that wins and that nobody after
 *    it can beat; with none, the strongest winner when the trick holds ten
 *    points or more; else its cheapest card.
 */
import { LAST_TRICK_POINTS, PLAIN_ORDER, PLAIN_POINTS, RANKS, SUITS, TRUMP_ORDER, TRUMP_POINTS, type Card, type Suit } from './cards';
import { DACKELN_BONUS, pointsToMakeGame } from './scoring';

/** Card number of a card: suit * 8 + rank in meld order. */
export function cardIndex(card: Card): number {
  return SUITS.indexOf(card[1] as Suit) * 8 + RANKS.indexOf(card[0] as (typeof RANKS)[number]);
}

/** The card with that number. */
export function cardOfIndex(i: number): Card {
  return `${RANKS[i & 7]}${SUITS[i >> 3]}` as Card;
}

/** A hand's mask. */
export function maskOf(cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) m |= 1 << cardIndex(c);
  return m;
}

/** The cards of each suit, as a mask. */
export const SUIT_MASK = [0xff, 0xff00, 0xff0000, 0xff000000 | 0];

/** Per trump suit (0-3) and card: its points (3.1) and its power: trumps 16 + trump order (2.3), plain cards the plain order (2.2). */
const POINTS = new Int16Array(128);
const POWER = new Int16Array(128);
for (let t = 0; t < 4; t++) {
  for (let i = 0; i < 32; i++) {
    const rank = RANKS[i & 7];
    const trump = i >> 3 === t;
    POINTS[t * 32 + i] = (trump ? TRUMP_POINTS : PLAIN_POINTS)[rank];
    POWER[t * 32 + i] = trump ? 16 + TRUMP_ORDER.indexOf(rank) : PLAIN_ORDER.indexOf(rank);
  }
}

const lowest = (m: number) => 31 - Math.clz32(m & -m);

/** 9.2-9.4: the cards of `hand` that may go on a trick led with `led` whose best card is `best` (-1 when leading). */
export function lawfulMask(hand: number, led: number, best: number, t: number): number {
  if (led < 0) return hand;
  const trumps = hand & SUIT_MASK[t];
  const ledSuit = led >> 3;
  if (ledSuit !== t) {
    const follow = hand & SUIT_MASK[ledSuit];
    if (follow !== 0) return follow;
  }
  if (trumps === 0) return hand;
  if (best >> 3 !== t) return trumps;
  let higher = 0;
  for (let m = trumps; m !== 0; m &= m - 1) {
    const c = lowest(m);
    if (POWER[t * 32 + c] > POWER[t * 32 + best]) higher |= 1 << c;
  }
  return higher !== 0 ? higher : trumps;
}

/** 9.5: whether `card` beats `best` on a trick led with suit `ledSuit`. */
export function beats(card: number, best: number, ledSuit: number, t: number): boolean {
  const s = card >> 3;
  return (s === t || s === ledSuit) && POWER[t * 32 + card] > POWER[t * 32 + best];
}

/** What playing a card costs the player: its points, and for a trump its strength. */
function cost(card: number, t: number): number {
  const p = POWER[t * 32 + card];
  return POINTS[t * 32 + card] + (card >> 3 === t ? p - 12 : p * 0.2);
}

function cheapest(m: number, t: number): number {
  let best = -1;
  let bestCost = 1e9;
  for (; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const k = cost(c, t);
    if (k < bestCost) { bestCost = k; best = c; }
  }
  return best;
}

/** One deal in play, all hands known. */
export interface Table {
  readonly hands: number[];
  /** The trick on the table: seats and cards, in order. */
  readonly seats: number[];
  readonly cards: number[];
  trickCount: number;
  readonly points: number[];
  trump: number;
  /** The side that took the game. */
  taker: number;
}

/** Whether some opponent of `seat` still to play to this trick could beat `best` (`after` = cards still to come after the player's). */
function threatAfter(tb: Table, seat: number, after: number, led: number, best: number): boolean {
  for (let k = 1; k <= after; k++) {
    const x = (seat + k) & 3;
    if ((x & 1) === (seat & 1)) continue;
    const options = lawfulMask(tb.hands[x], led, best, tb.trump);
    for (let m = options; m !== 0; m &= m - 1) if (beats(lowest(m), best, led >> 3, tb.trump)) return true;
  }
  return false;
}

/** The highest-power card of `m` (-1 when empty). */
function strongest(m: number, t: number): number {
  let best = -1;
  for (; m !== 0; m &= m - 1) {
    const c = lowest(m);
    if (best < 0 || POWER[t * 32 + c] > POWER[t * 32 + best]) best = c;
  }
  return best;
}

function leadCard(tb: Table, seat: number, hand: number): number {
  const t = tb.trump;
  const others = tb.hands[(seat + 1) & 3] | tb.hands[(seat + 2) & 3] | tb.hands[(seat + 3) & 3];
  const trumps = hand & SUIT_MASK[t];
  if (trumps !== 0 && (others & SUIT_MASK[t]) !== 0) {
    const top = strongest(trumps, t);
    const theirs = strongest(others & SUIT_MASK[t], t);
    if (POWER[t * 32 + top] > POWER[t * 32 + theirs] && ((seat & 1) === tb.taker || (trumps & (trumps - 1)) !== 0)) return top;
  }
  let master = -1;
  for (let m = hand & ~SUIT_MASK[t]; m !== 0; m &= m - 1) {
    const c = lowest(m);
    const rival = strongest(others & SUIT_MASK[c >> 3], t);
    if ((rival < 0 || POWER[t * 32 + c] > POWER[t * 32 + rival]) && (master < 0 || POINTS[t * 32 + c] > POINTS[t * 32 + master])) master = c;
  }
  if (master >= 0) return master;
  const keep = hand & ~SUIT_MASK[t] & ~0x08080808;
  return cheapest(keep !== 0 ? keep : hand, t);
}

function followCard(tb: Table, seat: number, options: number, best: number, winner: number): number {
  const t = tb.trump;
  const led = tb.cards[0];
  const after = 3 - tb.cards.length;
  if ((winner & 1) === (seat & 1)) {
    if (after > 0 && threatAfter(tb, seat, after, led, best)) return cheapest(options, t);
    const plain = options & ~SUIT_MASK[t];
    let smear = -1;
    for (let m = plain !== 0 ? plain : options; m !== 0; m &= m - 1) {
      const c = lowest(m);
      if (smear < 0 || POINTS[t * 32 + c] - cost(c, t) * 0.01 > POINTS[t * 32 + smear] - cost(smear, t) * 0.01) smear = c;
    }
    return smear;
  }
  let sure = -1;
  let any = -1;
  for (let m = options; m !== 0; m &= m - 1) {
    const c = lowest(m);
    if (!beats(c, best, led >> 3, t)) continue;
    if (any < 0 || POWER[t * 32 + c] > POWER[t * 32 + any]) any = c;
    if ((after === 0 || !threatAfter(tb, seat, after, led, c)) && (sure < 0 || cost(c, t) < cost(sure, t))) sure = c;
  }
  if (sure >= 0) return sure;
  let onTable = 0;
  for (const c of tb.cards) onTable += POINTS[t * 32 + c];
  if (any >= 0 && onTable >= 10) return any;
  return cheapest(options, t);
}

/** The policy's card for `seat`, from `options` (its lawful cards). */
export function policyCard(tb: Table, seat: number, options: number): number {
  if ((options & (options - 1)) === 0) return lowest(options);
  if (tb.cards.length === 0) return leadCard(tb, seat, options);
  const t = tb.trump;
  let best = tb.cards[0];
  let winner = tb.seats[0];
  for (let i = 1; i < tb.cards.length; i++) if (beats(tb.cards[i], best, tb.cards[0] >> 3, t)) { best = tb.cards[i]; winner = tb.seats[i]; }
  return followCard(tb, seat, options, best, winner);
}

/** `seat` plays `card`; a full trick is taken in (9.5) and the winner leads. Returns the next seat to play. */
export function playCard(tb: Table, seat: number, card: number): number {
  tb.hands[seat] &= ~(1 << card);
  tb.seats.push(seat);
  tb.cards.push(card);
  if (tb.cards.length < 4) return (seat + 1) & 3;
  const t = tb.trump;
  let best = 0;
  let pts = 0;
  for (let i = 0; i < 4; i++) {
    pts += POINTS[t * 32 + tb.cards[i]];
    if (i > 0 && beats(tb.cards[i], tb.cards[best], tb.cards[0] >> 3, t)) best = i;
  }
  const winner = tb.seats[best];
  tb.trickCount++;
  tb.points[winner & 1] += pts + (tb.trickCount === 8 ? LAST_TRICK_POINTS : 0);
  tb.points[2 + (winner & 1)]++;
  tb.seats.length = 0;
  tb.cards.length = 0;
  return winner;
}

/** Plays the table out from `next` with the policy for every seat. */
export function playOut(tb: Table, next: number): void {
  let seat = next;
  while (tb.trickCount < 8) {
    const led = tb.cards.length > 0 ? tb.cards[0] : -1;
    let best = led;
    if (led >= 0) for (let i = 1; i < tb.cards.length; i++) if (beats(tb.cards[i], best, led >> 3, tb.trump)) best = tb.cards[i];
    seat = playCard(tb, seat, policyCard(tb, seat, lawfulMask(tb.hands[seat], led, best, tb.trump)));
  }
}

/**
 * 11.1, 11.2, 12.1: what side `mine` writes minus what the other side writes
 * once the table is played out (points[0..1] card points with the last
 * trick, points[2..3] tricks taken), with `melds` the meld points per side.
 */
export function margin(tb: Table, melds: readonly number[], mine: number): number {
  const taker = tb.taker;
  const other = 1 - taker;
  const total = 164 + melds[0] + melds[1];
  const own = tb.points[taker] + melds[taker];
  const written = [0, 0];
  if (own >= pointsToMakeGame(total)) {
    written[taker] = own + (tb.points[2 + other] === 0 ? DACKELN_BONUS : 0);
    written[other] = tb.points[other] + melds[other];
  } else {
    written[other] = total;
  }
  return written[mine] - written[1 - mine];
}

