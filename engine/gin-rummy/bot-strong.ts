/**
 * The strong level (bots.ts lists the levels): Gin Rummy played from what its
 * seat may see (its own hand, the discard pile, every card of which was seen
 * when it was laid, §5; the size of the stock; the knocker's cards on the
 * table), looking one draw ahead (bot-outlook.ts). It never looks at the
 * opponent's hand or the order of the stock.
 *
 *  - Discarding: of the cards it may let go (never the one just taken from
 *    the pile, §5) it keeps the ten that score best: their deadwood now,
 *    less the saving the next stock card promises on average, counted for
 *    2 draws with the stock full and falling to 0.5 as the stock runs out
 *    (early a hand has draws to come, late what counts is the deadwood held
 *    when someone knocks), and for 0.3 of that after the opponent let go a
 *    card worth 7 or less (its knock is near: `alarmed`), less a bonus for
 *    the chance to knock (§7) or go gin (§11) after that draw, plus a cost
 *    for each way the card could make a meld in the opponent's hand (with
 *    cards it has not seen), less for a way that needs a card above the
 *    opponent's last discard (`danger`).
 *  - Drawing (§5): it takes the top discard when that lets it knock at once,
 *    or when the deadwood it keeps after taking is clearly less than a draw
 *    from the stock leaves on average; otherwise it draws from the stock.
 *  - Knocking (§7, §11): as soon as its deadwood allows, gin whenever all
 *    ten fit in melds. (Playing on for gin with a point or two early in a
 *    hand lost matches to the baseline, which knocks at once: see the
 *    weights' comment.)
 *  - Laying out (§8): it lays off every card it can (layoffs.ts
 *    `bestOpponentResult`).
 */
import { bestLayout } from './lawful';
import { bestArrangement, cardCode } from './melds';
import { leastDeadwood, masksOf } from './bot-deadwood';
import { outlook } from './bot-outlook';
import { cardValue, sameCard, type Card } from './cards';
import { without } from './rules/1-cards';
import { mayDrawFromStock } from './rules/12-no-game';
import { HAND_SIZE } from './rules/3-dealing';
import { inPlay, turnTask } from './rules/5-turn';
import { knockPending, MAX_KNOCK_DEADWOOD } from './rules/7-knock';
import type { GinAction, GinState, Seat } from './types';

/**
 * The weights of the strong level, tuned against the simple level in matches
 * to 100 at seeds the bench does not play (bench/bots-gin-rummy.ts plays
 * 5,000,000 on): over 400 matches (7,000,000 on), a horizon of 1 throughout won 55%, 1.5
 * falling to 0.3 won 61%, 2.5 falling to 0.3 won 57%, 3 throughout 40%; a
 * danger of 1.2 instead of 0.4 won 49% (horizon 1). Over 2,000 more
 * (8,000,000 and 9,000,000 on) a knock worth 10 and gin 6 won 59.1%, 6 and 4
 * won 58.1%; over the first 1,000 of these, taking a discard more readily
 * (takeMargin -2) won 55.0% against 58.9%. 29 Nov (2,000 matches per block,
 * bench/tune-gin.ts of branch s34-gin-mc): a horizon of 2 falling to 0.5
 * against 1.5 falling to 0.3 won 58.5% against 55.6% at the bench's own
 * seeds, 59.5% against 56.9% at 6,000,000 on, 57.3% against 58.3% at
 * 7,000,000 on: about 1.5 points over the 6,000; 1.8, 2.2, 2.5 and 3 falling
 * to 0.5 won 57.0%, 57.4%, 55.2%, 51.7% at the bench's seeds, 2 falling to
 * 0.8 won 57.7%. 29 Nov, session 35 (2,000 matches per block, bench/tune-gin.ts):
 * knocking at once instead of playing on for gin with 2 points or less while
 * the stock held more than 22 won 58.4% against 57.0% at the bench's seeds,
 * 60.4% against 58.6% at 6,000,000 on, 56.5% against 55.0% at 7,000,000 on:
 * about 1.5 points at each block, so the rule went (the baseline knocks at
 * once, and a hand that waits for gin gives it the draws to knock first;
 * waiting with 4 or less while the stock held more than 16 won 56.5% at
 * 6,000,000 on). Knocking at once, at 6,000,000 on: gin worth 0 won 60.3%,
 * a knock worth 14 59.9%, a horizon of 2.5 56.4%, 1.7 58.3%.
 * Measured and not kept (6,000,000 on; 600 matches unless said; the code on
 * branch s35-gin-lookahead): a true look two draws ahead (each unseen card
 * then the next, the best of three discards in between), its expected
 * saving credited 1 falling to 0.3 draws on top of the horizon won 52.7%
 * against 58.5%; with the horizon 1 falling
 * to 0.3 instead, 53.5%; 0.3 falling to 0.1, 55.3%; -0.5, 54.8%; a knock
 * within two draws worth 3, 58.0%. Over 2,000: a danger of 0.2 won 55.8%,
 * 0.7 55.6% (0.4: 58.6%); the horizon cut to 0.3 after an opponent's discard
 * of 6 or less (the baseline lets go its highest loose card, so its loose
 * cards are that low) 58.9%, cut to 0 after 4 or less 58.6%, halved after 7
 * or less 59.0%; taking a discard only when also the kept ten's score beats
 * the stock draw's two draws ahead 58.7%. Then, knocking at once: a way to
 * feed the opponent that needs a card above its last discard counted 0.3
 * of the others won 59.6% against 58.4% at the bench's seeds, 62.0% against
 * 60.4% at 6,000,000 on, 58.0% against 56.5% at 7,000,000 on (counted 0:
 * 59.6%, 62.5%, 57.3%); with it, a danger of 0.5 won 61.0%, 0.6 (with 0)
 * 58.6%, 0.9 56.7%, takeMargin 1 62.5% (6,000,000 on); the horizon cut after
 * a low discard 60.6%, the take by two draws 60.5% (both before the cap);
 * with the cap (62.0% there): the horizon cut 62.5%, the take by two draws
 * 62.1%, no knock above 5 points after an opponent's discard of 2 or less
 * (or above 7 after 4) 62.0%, horizonLate 0.3 62.0%, 0.7 61.1%.
 * 30 Nov, session 36 (2,000 matches at each of the bench's seeds, 6,000,000
 * on and 7,000,000 on, against 59.6%, 62.0%, 58.0% before): the horizon cut
 * to 0.3 of itself after an opponent's discard of 7 or less (`alarmed`) won
 * 60.5%, 63.0%, 59.0%, so it went in; after 6 or less 59.9%, 62.5%, 58.5%;
 * after 8 or less 61.1%, 62.2%, 59.3%; after 7, cut to 0.5 60.2%, 63.0%,
 * 58.9%, to 0.15 60.3%, 62.8%, 59.0%; after 6, cut to 0, 59.8% (bench's seeds).
 * Measured and not kept (branch s36-gin-declined: the engine records the top
 * discards each player passed over by drawing from the stock, the baseline
 * takes every discard that makes a meld): a way to feed the opponent that
 * it showed empty so (two cards that meld with a card it passed over, of
 * the same rank or three ranks away in the suit) counted 0.5 of the others
 * won 59.1%, 61.1%, 58.8%, counted 0 59.4%, 61.0%, 58.6% (before the cut);
 * counting its last discard as passed over too (0.5) 59.0%, the cut after 6
 * with 0.5 59.6% (bench's seeds).
 */
export interface StrongWeights {
  /** How many draws' worth of the next draw's expected saving a kept hand is credited with (the hand has several draws to go). */
  readonly horizon: number;
  /** The same when the stock is down to its last cards; in between it goes linearly with the stock. */
  readonly horizonLate: number;
  /** Deadwood points a certain knock after the next draw is worth ... */
  readonly knock: number;
  /** ... and a certain gin. */
  readonly gin: number;
  /** What each way the discard could make a meld for the opponent costs ... */
  readonly danger: number;
  /** ... and the share of it a way costs that needs a card above the opponent's last discard (`danger`). */
  readonly dangerHigh: number;
  /** After an opponent's discard worth this or less (0: never) ... */
  readonly alarm: number;
  /** ... the horizon is multiplied by this (`alarmed`). */
  readonly alarmHorizon: number;
  /** Take the top discard only when it keeps this much less deadwood than a stock draw leaves on average. */
  readonly takeMargin: number;
}

export const STRONG_WEIGHTS: StrongWeights = { horizon: 2, horizonLate: 0.5, knock: 10, gin: 6, danger: 0.4, dangerHigh: 0.3, alarm: 7, alarmHorizon: 0.3, takeMargin: 0 };

/** The cards `seat` has not seen: not in its hand, not in the discard pile, not on the table; by cardCode. */
export function unseenBy(state: GinState, seat: Seat): Uint8Array {
  const unseen = new Uint8Array(52).fill(1);
  const h = state.hand;
  for (const c of h.hands[seat]) unseen[cardCode(c)] = 0;
  for (const c of h.discards) unseen[cardCode(c)] = 0;
  if (h.knock) for (const c of [...h.knock.melds.flat(), ...h.knock.deadwood]) unseen[cardCode(c)] = 0;
  return unseen;
}

/**
 * How many ways `card` could join a meld in the opponent's hand, counting
 * only cards this seat has not seen. A way that needs a card worth more (§2)
 * than `cap` counts `high`: the baseline lets go its highest loose card, so
 * after a discard worth `cap` it holds no loose card above that (only cards
 * already in its melds, which a further card seldom helps).
 */
export function danger(card: Card, unseen: Uint8Array, cap = 10, high = 1): number {
  const code = cardCode(card);
  const suit = Math.floor(code / 13);
  const r = code % 13;
  const open = (rank: number, s: number) => rank >= 0 && rank < 13 && unseen[s * 13 + rank] === 1;
  const way = (a: number, b: number) => (Math.min(10, a + 1) > cap || Math.min(10, b + 1) > cap ? high : 1);
  let mates = 0;
  for (let s = 0; s < 4; s++) if (s !== suit && open(r, s)) mates++;
  let n = mates >= 2 ? (mates - 1) * way(r, r) : 0;
  if (open(r - 2, suit) && open(r - 1, suit)) n += way(r - 2, r - 1);
  if (open(r - 1, suit) && open(r + 1, suit)) n += way(r - 1, r + 1);
  if (open(r + 1, suit) && open(r + 2, suit)) n += way(r + 1, r + 2);
  return n;
}

interface Weighed {
  readonly discard: Card;
  /** The deadwood of the ten cards kept (§2, §4). */
  readonly points: number;
  readonly score: number;
}

/** Each card of an eleven-card hand as the discard (but `except`, §5), weighed as the file's comment says; the best first. */
export function weighDiscards(hand: readonly Card[], unseen: Uint8Array, except: Card | null, w: StrongWeights, cap = 10, calm = 1): Weighed[] {
  const choices = except && hand.length > 1 ? hand.filter((c) => !sameCard(c, except)) : hand;
  let unseenCount = 0;
  for (let i = 0; i < 52; i++) unseenCount += unseen[i];
  // The unseen cards are the opponent's ten and the stock: the share of the stock's 31 cards still to come.
  const stockShare = Math.min(1, Math.max(0, (unseenCount - HAND_SIZE) / 31));
  const horizon = calm * (w.horizonLate + (w.horizon - w.horizonLate) * stockShare);
  const out = choices.map((discard) => {
    const kept = without(hand, [discard]);
    const seen = unseen.slice();
    seen[cardCode(discard)] = 0;
    const o = outlook(kept, seen);
    const score = o.now - horizon * (o.now - o.expected) - w.knock * o.knock - w.gin * o.gin + w.danger * danger(discard, unseen, cap, w.dangerHigh) - 0.01 * cardValue(discard);
    return { discard, points: o.now, score };
  });
  return out.sort((a, b) => a.score - b.score || a.points - b.points || cardCode(a.discard) - cardCode(b.discard));
}

/** The least deadwood an eleven-card hand can knock with, and with which face-down card. */
function bestKnock(weighed: readonly Weighed[]): Weighed {
  return weighed.reduce((best, x) => (x.points < best.points ? x : best));
}

/** The opponent's last discard: the card just taken from the pile (§5), else the pile's top after a draw from the stock. */
export function opponentsLast(state: GinState): Card | undefined {
  const h = state.hand;
  return h.taken ?? (h.drawn === 'stock' ? h.discards[h.discards.length - 1] : undefined);
}

/**
 * §7: the baseline lets go its highest loose card, so after it discards a
 * card worth `alarm` or less all its loose cards are that low and its knock
 * is near: the draws to come are credited `alarmHorizon` of the usual, and
 * the deadwood held now counts for more. The factor for the horizon.
 */
export function alarmed(last: Card | undefined, w: StrongWeights): number {
  return last && cardValue(last) <= w.alarm ? w.alarmHorizon : 1;
}

/** The discard, or the knock, from an eleven-card hand. */
function discardOrKnock(state: GinState, seat: Seat, hand: readonly Card[], w: StrongWeights): GinAction {
  const last = opponentsLast(state);
  const weighed = weighDiscards(hand, unseenBy(state, seat), state.hand.taken, w, last ? cardValue(last) : 10, alarmed(last, w));
  const knock = bestKnock(weighed);
  if (hand.length === HAND_SIZE + 1 && knock.points <= MAX_KNOCK_DEADWOOD) {
    const arrangement = bestArrangement(without(hand, [knock.discard]));
    return { type: 'knock', seat, discard: knock.discard, melds: arrangement.melds.map((m) => [...m.cards]), gin: arrangement.points === 0 };
  }
  return { type: 'discard', seat, card: weighed[0].discard };
}

/** The least deadwood of ten cards out of `hand` and `top`, `top` kept (§5: it may not go straight back). */
function deadwoodTaking(hand: readonly Card[], top: Card): number {
  const eleven = [...hand, top];
  let best = Infinity;
  for (const d of hand) best = Math.min(best, leastDeadwood(...masksOf(without(eleven, [d]).map(cardCode)), false));
  return best;
}

/** §5, §7: take the top discard when it lets the seat knock now, or keeps clearly less deadwood than a stock draw would. */
function wantsTop(hand: readonly Card[], top: Card, unseen: Uint8Array, w: StrongWeights): boolean {
  const taking = deadwoodTaking(hand, top);
  if (taking <= MAX_KNOCK_DEADWOOD) return true;
  return taking < outlook(hand, unseen).expected - w.takeMargin;
}

/** The strong level's choice for the seat to act, with weights `w`. */
export function strongChoiceWith(state: GinState, random: () => number, w: StrongWeights): GinAction | null {
  const h = state.hand;
  const seat = h.turn;
  if (state.phase === 'match-over') return null;
  if (state.phase === 'hand-over') return { type: 'deal', seat, seed: Math.floor(random() * 0x1_0000_0000) >>> 0 };
  if (state.phase === 'knocked') return knockPending(h.knock) ? { type: 'accept', seat } : bestLayout(state, seat);
  if (!inPlay(state)) return null;
  const hand = h.hands[seat];
  if (state.phase === 'first-discard' || state.phase === 'discard') return discardOrKnock(state, seat, hand, w);
  const task = turnTask(hand.length);
  if (task === 'discard-only') return { type: 'discard', seat, card: weighDiscards(hand, unseenBy(state, seat), null, w)[0].discard };
  const top = h.discards[h.discards.length - 1];
  const canDraw = mayDrawFromStock(state, 1);
  if (top && (!canDraw || (task === 'draw' && wantsTop(hand, top, unseenBy(state, seat), w)))) return { type: 'take', seat };
  return canDraw ? { type: 'draw', seat, count: 1 } : null;
}

/** The strong level's choice for the seat to act. */
export function strongChoice(state: GinState, random: () => number): GinAction | null {
  return strongChoiceWith(state, random, STRONG_WEIGHTS);
}
