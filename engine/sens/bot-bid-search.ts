/**
 * The strong level's bid (5.1, 5.2), by determinised search: for each suit the
 * round allows it deals the cards it cannot see in BID_SAMPLES ways (the rest
 * of each hand included, 5.4; a holder of the trump Seven robbing the turned
 * card in the first round, 6.1), plays each deal out with its side taking the
 * game (bot-rollout.ts), and takes the suit with the best average margin if
 * that reaches BID_MARGIN. The last to say, everyone else having passed
 * twice, bids on a smaller margin: passing throws the cards in (5.3).
 *
 * What it sees: its five cards, the turned card (which goes to the dealer,
 * 5.4), and as the dealer with 4.3 on, its eighth card. Meld points are left
 * out of the play-outs: only the side whose best meld wins scores them (8.3),
 * and half of its own are added to the margin (MELD_SHARE).
 */
import { meldsIn } from './melds';
import type { SensAction, SensState, Seat } from './types';
import { SUITS, suitOf, type Card } from './cards';
import { cardIndex, margin, maskOf, playOut, type Table } from './bot-rollout';
import { seatAfter } from './rules/1-seats';
import { seenByDealer } from './rules/4-dealing';
import { biddableSuits } from './rules/5-bidding';

/** Deals sampled per suit weighed (about 4 microseconds a play-out). */
export const BID_SAMPLES = 150;
/**
 * The average margin a bid needs. Tried against club (bench/bots-sens.ts,
 * 1,500 deals, 600 matches each): 35 won 59% of deals, 10 won 65% of deals
 * and 84% of matches, 0 won 66% and 83.5%, -15 won 67.5% of deals but with a
 * smaller margin (more games lost).
 */
export const BID_MARGIN = 10;
/** The margin the last to say needs: passing throws the cards in, which writes nothing. */
export const LAST_MARGIN = 0;
/** The share of its own meld points counted for the bidder's side. */
const MELD_SHARE = 0.5;

/** One sampled deal's eight-card hands: the unseen cards shuffled and dealt around what `seat` holds or knows. */
function sampleHands(state: SensState, seat: Seat, trump: number, random: () => number): number[] {
  const d = state.deal;
  const mine: Card[] = [...d.hands[seat]];
  const turned = d.turned!;
  const last = seat === d.dealer ? seenByDealer(state) : null;
  if (last) mine.push(last);
  const seen = new Set<Card>([...mine, turned]);
  const pool: number[] = [];
  for (let i = 0; i < 32; i++) if (!seen.has(cardFrom(i))) pool.push(i);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const hands = [0, 0, 0, 0];
  hands[seat] = maskOf(mine);
  hands[d.dealer] |= 1 << cardIndex(turned);
  let at = 0;
  for (let x = 0; x < 4; x++) {
    let n = 8 - (x === seat ? mine.length : 0) - (x === d.dealer ? 1 : 0);
    while (n-- > 0) hands[x] |= 1 << pool[at++];
  }
  rob(hands, d.dealer, trump, cardIndex(turned));
  return hands;
}

const cardFrom = (i: number): Card => `${'789TUOKA'[i & 7]}${SUITS[i >> 3]}` as Card;

/** 6.1: in a game of the turned card's suit, the first player after the dealer holding the trump Seven swaps it for the turned card. */
function rob(hands: number[], dealer: Seat, trump: number, turned: number): void {
  if (turned >> 3 !== trump) return;
  const seven = trump * 8;
  for (let i = 1; i < 4; i++) {
    const x = seatAfter(dealer, i);
    if ((hands[x] & (1 << seven)) === 0) continue;
    hands[x] = (hands[x] & ~(1 << seven)) | (1 << turned);
    hands[dealer] = (hands[dealer] & ~(1 << turned)) | (1 << seven);
    return;
  }
}

/** The average margin over `samples` deals played out with `seat`'s side taking the game with trump `suit`. */
function averageMargin(state: SensState, seat: Seat, suit: number, random: () => number): number {
  let sum = 0;
  const vorhand = seatAfter(state.deal.dealer, 1);
  for (let s = 0; s < BID_SAMPLES; s++) {
    const tb: Table = { hands: sampleHands(state, seat, suit, random), seats: [], cards: [], trickCount: 0, points: [0, 0, 0, 0], trump: suit, taker: seat & 1 };
    playOut(tb, vorhand);
    sum += margin(tb, [0, 0], seat & 1);
  }
  return sum / BID_SAMPLES;
}

/** The strong level's bid or pass for the player to say (5.1, 5.2). */
export function searchBid(state: SensState, random: () => number): SensAction {
  const d = state.deal;
  const seat = d.turn;
  const ownMelds = meldsIn(d.hands[seat]).reduce((n, m) => n + m.points, 0) * MELD_SHARE;
  let best: { suit: (typeof SUITS)[number]; value: number } | null = null;
  for (const suit of biddableSuits(suitOf(d.turned!), d.round)) {
    const value = averageMargin(state, seat, SUITS.indexOf(suit), random) + ownMelds;
    if (!best || value > best.value) best = { suit, value };
  }
  const needed = d.round === 2 && d.passed.length === 3 ? LAST_MARGIN : BID_MARGIN;
  return best && best.value >= needed ? { type: 'bid', seat, suit: best.suit } : { type: 'pass', seat };
}
