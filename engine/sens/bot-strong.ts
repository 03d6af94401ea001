/**
 * The strong level (bots.ts lists the levels): SENS as a careful player
 * plays it, from what its seat may see: its own hand, the turned card, the
 * bidding, every card played and who played it, the melds shown after the
 * first trick (7.2) and the scores. It never looks at another hand or the
 * pack's order. Who acts, melds, Bella, robbing and Vorlauf are as at the
 * club level (bot-table.ts); this file makes the bids and chooses the cards.
 *
 * Counting: a card not in its hand and not played is unseen; one that could
 * beat its card is a threat only if a player still to come may hold it. A
 * player who did not follow the suit led is void in it, and one who did not
 * trump then is void in trumps too (9.3, 9.4).
 *
 * Bidding (5.1, 5.2): the hand is weighed for each suit the round allows:
 * trumps by rank and length, plain Saus and guarded Tens, voids a trump can
 * fill, its meld points, and in the first round the turned card (the
 * dealer's, so good for the dealer's side) and the trump Seven that could rob
 * it (6.1). It bids the best suit when the weight reaches a high threshold
 * (a game lost costs every point), a much lower one when everyone else has
 * passed twice.
 *
 * Card play (9.2-9.5):
 *  - leading: its highest trump while that is the best one left and the
 *    other side may still hold trumps (pulling them), then a plain card no
 *    unseen card beats (a Sau, or a Ten once its Sau is gone) in a suit the
 *    opponents still follow, else its cheapest card, keeping its Tens;
 *  - the partner winning for sure (nobody still to play can beat the card):
 *    it smears, giving the most points it can spare;
 *  - the other side winning: the cheapest card that wins for sure, or as the
 *    last to play the cheapest winner; with nothing sure, a likely winner
 *    only when the trick holds points; otherwise its cheapest card.
 */
import { cardPoints, rankOf, strength, SUITS, suitOf, type Card, type Suit } from './cards';
import { meldsIn } from './melds';
import { lawfulCards, trickWinner } from './tricks';
import { tableChoice } from './bot-table';
import type { DealState, Played, SensAction, SensState, Seat } from './types';
import { seatAfter, sideOf } from './rules/1-seats';
import { takerOf } from './rules/12-counting';
import { seenByDealer } from './rules/4-dealing';
import { biddableSuits } from './rules/5-bidding';
import { trumpSeven } from './rules/6-rauben';

/** Trumps by rank (the Unter and the Nine are the two best, 2.3), and plain cards that take tricks. */
const TRUMP_WEIGHT: Record<string, number> = { U: 4.5, '9': 3.5, A: 2.5, T: 2, K: 1.2, O: 1.2, '8': 1, '7': 1 };
const SAU_WEIGHT = 1.5;
const GUARDED_TEN_WEIGHT = 1;
const LONE_TEN_WEIGHT = 0.3;
/** Each trump beyond two, and each plain suit missing while it holds two trumps or more. */
const LENGTH_WEIGHT = 0.8;
const VOID_WEIGHT = 0.6;
/** Meld points are worth this much weight each. */
const MELD_WEIGHT = 1 / 25;
/** The turned card counts this share of its weight for the side that gets it. */
const TURNED_SHARE = 0.6;
/**
 * The weight a bid needs, set high on purpose: a game not made gives the
 * other side every point (11.1). Tried from 5.5 to 10.5 in matches against
 * the club level: the share of deals won falls as it rises, but the share of
 * matches won peaks here. The last to say, everyone else having passed
 * twice, needs much less (else the cards are thrown in, 5.3): at four strong
 * seats that throws in one deal in ten instead of four, and wins as many
 * matches against the club level.
 */
const BID_THRESHOLD = 9.5;
const LAST_CHANCE = 5;

/** What the player may know of the deal so far, for card play. */
interface Knowledge {
  readonly seat: Seat;
  readonly trump: Suit;
  readonly hand: readonly Card[];
  /** Cards neither in the hand nor played. */
  readonly unseen: ReadonlySet<Card>;
  /** void[seat][suit]: that seat is known to hold none of the suit. */
  readonly void: readonly Record<Suit, boolean>[];
}

function knowledgeOf(deal: DealState, seat: Seat): Knowledge {
  const trump = deal.game!.trump;
  const hand = deal.hands[seat];
  const played = [...deal.tricks.map((t) => t.cards), deal.trick];
  const gone = new Set<Card>(hand);
  for (const trick of played) for (const p of trick) gone.add(p.card);
  const unseen = new Set<Card>();
  for (const suit of SUITS) for (const rank of ['7', '8', '9', 'T', 'U', 'O', 'K', 'A']) {
    const card = `${rank}${suit}` as Card;
    if (!gone.has(card)) unseen.add(card);
  }
  const none = () => ({ E: false, G: false, H: false, S: false });
  const voids = [none(), none(), none(), none()];
  for (const trick of played) {
    if (trick.length === 0) continue;
    const led = suitOf(trick[0].card);
    for (const p of trick.slice(1)) {
      const suit = suitOf(p.card);
      if (suit === led) continue;
      voids[p.seat][led] = true;
      // 9.4: void in a plain suit led, a player must trump if they can.
      if (led !== trump && suit !== trump) voids[p.seat][trump] = true;
    }
  }
  return { seat, trump, hand, unseen, void: voids };
}

const isTrump = (card: Card, trump: Suit) => suitOf(card) === trump;

/** Unseen cards of `suit` that beat `card` of the same suit. */
function higherUnseen(k: Knowledge, card: Card): number {
  let n = 0;
  for (const c of k.unseen) if (suitOf(c) === suitOf(card) && strength(c, k.trump) > strength(card, k.trump)) n++;
  return n;
}

const unseenOf = (k: Knowledge, suit: Suit) => [...k.unseen].filter((c) => suitOf(c) === suit).length;

/**
 * Whether the card winning `trick` could still be beaten by an opponent who
 * plays after the player (the seats after position `mine` in the trick): by a
 * higher card of its suit or, when they may be out of the suit led, by a trump.
 */
function threatened(k: Knowledge, trick: readonly Played[], mine: number): boolean {
  const winning = trick.find((p) => p.seat === trickWinner(trick, k.trump))!.card;
  const led = suitOf(trick[0].card);
  for (let i = mine + 1; i < 4; i++) {
    const seat = seatAfter(trick[0].seat, i);
    if (sideOf(seat) === sideOf(k.seat)) continue;
    const trumpsLeft = !k.void[seat][k.trump] && unseenOf(k, k.trump) > 0;
    if (isTrump(winning, k.trump)) {
      if (trumpsLeft && higherUnseen(k, winning) > 0) return true;
      continue;
    }
    if (!k.void[seat][led] && higherUnseen(k, winning) > 0) return true;
    const mayBeOut = k.void[seat][led] || unseenOf(k, led) < 2;
    if (mayBeOut && trumpsLeft) return true;
  }
  return false;
}

/** What playing `card` costs: its points, and for a trump its strength, which later tricks may need. */
function cost(card: Card, trump: Suit): number {
  return cardPoints(card, trump) + (isTrump(card, trump) ? 4 + strength(card, trump) : strength(card, trump) * 0.2);
}

const byCost = (trump: Suit) => (a: Card, b: Card) => cost(a, trump) - cost(b, trump);

/** The cheapest card to give away when the trick is lost anyway: no points, no trump, from a suit it holds few of. */
function throwAway(k: Knowledge, cards: readonly Card[]): Card {
  const count = (suit: Suit) => k.hand.filter((c) => suitOf(c) === suit).length;
  return [...cards].sort((a, b) => cost(a, k.trump) - cost(b, k.trump) || count(suitOf(a)) - count(suitOf(b)))[0];
}

function lead(k: Knowledge, deal: DealState, cards: readonly Card[]): Card {
  const trump = k.trump;
  const trumps = cards.filter((c) => isTrump(c, trump)).sort((a, b) => strength(b, trump) - strength(a, trump));
  const ours = takerOf(deal) === sideOf(k.seat);
  const opponents = [seatAfter(k.seat, 1), seatAfter(k.seat, 3)];
  const theyMayTrump = opponents.some((s) => !k.void[s][trump]) && unseenOf(k, trump) > 0;
  // Pull trumps with the best one left.
  if (trumps.length > 0 && theyMayTrump && higherUnseen(k, trumps[0]) === 0 && (ours || trumps.length >= 2)) return trumps[0];
  // A plain card nothing beats, in a suit both opponents still follow.
  const masters = cards.filter((c) => !isTrump(c, trump) && higherUnseen(k, c) === 0 && opponents.every((s) => !k.void[s][suitOf(c)] || k.void[s][trump]));
  if (masters.length > 0) return masters.sort((a, b) => cardPoints(b, trump) - cardPoints(a, trump) || unseenOf(k, suitOf(b)) - unseenOf(k, suitOf(a)))[0];
  // Otherwise something cheap, keeping Tens whose Sau is out (they would fall to it).
  const plain = cards.filter((c) => !isTrump(c, trump) && rankOf(c) !== 'T');
  return throwAway(k, plain.length > 0 ? plain : cards);
}

function follow(k: Knowledge, deal: DealState, cards: readonly Card[]): Card {
  const trump = k.trump;
  const trick = deal.trick;
  const mine = trick.length;
  const last = mine === 3;
  const withCard = (card: Card): Played[] => [...trick, { seat: k.seat, card }];
  const partnerWins = sideOf(trickWinner(trick, trump)) === sideOf(k.seat);
  const onTable = trick.reduce((n, p) => n + cardPoints(p.card, trump), 0);
  const winners = cards.filter((c) => trickWinner(withCard(c), trump) === k.seat).sort(byCost(trump));
  const sure = winners.filter((c) => last || !threatened(k, withCard(c), mine));
  if (partnerWins) {
    // The partner's card holds when nobody still to play can beat it: smear the most points it can spare.
    if (last || !threatened(k, trick, mine)) {
      const spare = (c: Card) => cardPoints(c, trump) - (isTrump(c, trump) ? 8 + strength(c, trump) : higherUnseen(k, c) === 0 ? 5 : 0);
      return [...cards].sort((a, b) => spare(b) - spare(a))[0];
    }
    // It may fall: make the trick safe when that is cheap and worth it.
    if (sure.length > 0 && onTable >= 10 && cost(sure[0], trump) <= onTable) return sure[0];
    return throwAway(k, cards);
  }
  if (sure.length > 0) return sure[0];
  // No sure winner: with points at stake, the strongest winner stands the best chance.
  if (winners.length > 0 && onTable >= 10) {
    return [...winners].sort((a, b) => (isTrump(b, trump) ? 100 : 0) + strength(b, trump) - (isTrump(a, trump) ? 100 : 0) - strength(a, trump))[0];
  }
  return throwAway(k, cards);
}

/** The strong level's card for `seat`, the player to play. */
function chooseCard(state: SensState, seat: Seat): Card {
  const deal = state.deal;
  const k = knowledgeOf(deal, seat);
  const cards = lawfulCards(k.hand, deal.trick.map((p) => p.card), k.trump);
  if (cards.length === 1) return cards[0];
  return deal.trick.length === 0 ? lead(k, deal, cards) : follow(k, deal, cards);
}

/** How good `cards` look for the player's side with `trump` as trumps (the file's comment says what counts). */
function weigh(cards: readonly Card[], trump: Suit): number {
  let v = 0;
  const trumps = cards.filter((c) => isTrump(c, trump));
  for (const c of trumps) v += TRUMP_WEIGHT[rankOf(c)];
  v += Math.max(0, trumps.length - 2) * LENGTH_WEIGHT;
  for (const suit of SUITS) {
    if (suit === trump) continue;
    const mine = cards.filter((c) => suitOf(c) === suit);
    if (mine.length === 0 && trumps.length >= 2) v += VOID_WEIGHT;
    const sau = mine.some((c) => rankOf(c) === 'A');
    if (sau) v += SAU_WEIGHT;
    if (mine.some((c) => rankOf(c) === 'T')) v += sau || mine.length >= 3 ? GUARDED_TEN_WEIGHT : LONE_TEN_WEIGHT;
  }
  return v + meldsIn(cards).reduce((n, m) => n + m.points, 0) * MELD_WEIGHT;
}

/** The strong level's bid or pass for the player to say (5.1, 5.2). */
function decideBid(state: SensState): SensAction {
  const d = state.deal;
  const seat = d.turn;
  const seen = [...d.hands[seat]];
  const turned = d.turned!;
  if (seat === d.dealer) {
    seen.push(turned);
    const last = seenByDealer(state);
    if (last) seen.push(last);
  }
  let best: { suit: Suit; value: number } | null = null;
  for (const suit of biddableSuits(suitOf(turned), d.round)) {
    let value = weigh(seen, suit);
    if (d.round === 1 && seat !== d.dealer) {
      const turnedWeight = TRUMP_WEIGHT[rankOf(turned)];
      // 6.1: holding the trump Seven, this player can take the turned card for it.
      if (d.hands[seat].includes(trumpSeven(suit))) value += turnedWeight - TRUMP_WEIGHT['7'];
      else value += (sideOf(d.dealer) === sideOf(seat) ? 1 : -1) * TURNED_SHARE * turnedWeight;
    }
    if (!best || value > best.value) best = { suit, value };
  }
  const threshold = BID_THRESHOLD - (d.round === 2 && d.passed.length === 3 ? LAST_CHANCE : 0);
  return best && best.value >= threshold ? { type: 'bid', seat, suit: best.suit } : { type: 'pass', seat };
}

/** The strong level's choice: who acts (bot-table.ts) and what. */
export function strongChoice(state: SensState, random: () => number): SensAction | null {
  return tableChoice(state, random, { bid: (s) => decideBid(s), card: (s, seat) => chooseCard(s, seat) });
}
