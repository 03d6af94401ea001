/**
 * The strong level (bots.ts lists the levels): Gin Rummy with the habits good
 * players share, from what its seat may see: its own hand, the discard pile
 * (every card in it was seen when it was laid, §5), the size of the stock and
 * the knocker's cards on the table. It never looks at the opponent's hand or
 * the order of the stock.
 *
 *  - Drawing (§5): it takes the top discard only when that lets it knock at
 *    once, or when the card joins a meld and lowers its deadwood; otherwise it
 *    draws from the stock, so the opponent learns little.
 *  - Discarding: never the card just taken from the pile (§5); it weighs
 *    each other card it could let go: the deadwood left
 *    (least first), the cards still unseen that would make a meld with what
 *    it keeps (more is better), and how well the card itself could serve the
 *    opponent (a card whose neighbours and rank mates are all seen is safe).
 *  - Knocking (§7, §11): gin whenever all ten fit in melds; otherwise it
 *    knocks as soon as its deadwood allows, which catches the opponent before
 *    their hand is built, except that with very little deadwood early in a
 *    hand it plays on for gin (worth a bonus, and no lay-offs, §11). Waiting
 *    for less deadwood late in a hand, against an undercut (§10), won no
 *    more hands against the club level, so it does not.
 *  - Laying out (§8): it lays off every card it can, as the club level does
 *    (layoffs.ts `bestOpponentResult`).
 */
import { bestLayout } from './lawful';
import { bestArrangement, cardCode, type Arrangement } from './melds';
import { cardValue, sameCard, type Card } from './cards';
import { without } from './rules/1-cards';
import { mayDrawFromStock } from './rules/12-no-game';
import { HAND_SIZE } from './rules/3-dealing';
import { inPlay, turnTask } from './rules/5-turn';
import { knockPending } from './rules/7-knock';
import type { GinAction, GinState, Seat } from './types';

/**
 * What one unseen card that would make a meld with the cards kept is worth,
 * in deadwood points, and what each way the discard could help the opponent
 * costs. Found by trying a few against the club level (2,000 hands each):
 * 1.5 and 0.4 won the most hands; an average over every possible next card
 * (what it would save) did no better than this count.
 */
const OUT_WORTH = 1.5;
const DANGER_COST = 0.4;
/** Gin is worth waiting for with this much deadwood or less while the stock is fuller than GIN_STOCK. */
const GIN_WAIT = 2;
const GIN_STOCK = 22;
/** §7: the knock limit. */
const KNOCK_LIMIT = 10;

/** The cards `seat` has not seen: not in its hand, not in the discard pile, not on the table; by cardCode. */
function unseenBy(state: GinState, seat: Seat): Uint8Array {
  const unseen = new Uint8Array(52).fill(1);
  const h = state.hand;
  for (const c of h.hands[seat]) unseen[cardCode(c)] = 0;
  for (const c of h.discards) unseen[cardCode(c)] = 0;
  if (h.knock) for (const c of [...h.knock.melds.flat(), ...h.knock.deadwood]) unseen[cardCode(c)] = 0;
  return unseen;
}

const code = (rank: number, suit: number) => suit * 13 + rank - 1;
const suitIndex = (c: Card) => Math.floor(cardCode(c) / 13);

/** The unseen cards that would make a meld with two or more cards of `hand` (a new set or run, or one made longer). */
function outs(hand: readonly Card[], unseen: Uint8Array): number {
  const held = new Uint8Array(52);
  for (const c of hand) held[cardCode(c)] = 1;
  const has = (rank: number, suit: number) => rank >= 1 && rank <= 13 && held[code(rank, suit)] === 1;
  let n = 0;
  for (let suit = 0; suit < 4; suit++) {
    for (let rank = 1; rank <= 13; rank++) {
      if (!unseen[code(rank, suit)]) continue;
      let mates = 0;
      for (let s = 0; s < 4; s++) if (s !== suit && has(rank, s)) mates++;
      const run = (has(rank - 2, suit) && has(rank - 1, suit)) || (has(rank - 1, suit) && has(rank + 1, suit)) || (has(rank + 1, suit) && has(rank + 2, suit));
      if (mates >= 2 || run) n++;
    }
  }
  return n;
}

/** How many ways `card` could join a meld in the opponent's hand, counting only cards this seat has not seen. */
function danger(card: Card, unseen: Uint8Array): number {
  const suit = suitIndex(card);
  const open = (rank: number, s: number) => rank >= 1 && rank <= 13 && unseen[code(rank, s)] === 1;
  let mates = 0;
  for (let s = 0; s < 4; s++) if (s !== suit && open(card.rank, s)) mates++;
  let n = mates >= 2 ? mates - 1 : 0;
  const r = card.rank;
  if (open(r - 2, suit) && open(r - 1, suit)) n++;
  if (open(r - 1, suit) && open(r + 1, suit)) n++;
  if (open(r + 1, suit) && open(r + 2, suit)) n++;
  return n;
}

interface Weighed {
  readonly discard: Card;
  readonly arrangement: Arrangement;
  readonly score: number;
}

/** Each card of an eleven-card hand as the discard (but `except`, §5), weighed as the file's comment says; the best first. */
function weighDiscards(hand: readonly Card[], unseen: Uint8Array, except: Card | null = null): Weighed[] {
  const choices = except && hand.length > 1 ? hand.filter((c) => !sameCard(c, except)) : hand;
  const out = choices.map((discard) => {
    const kept = without(hand, [discard]);
    const arrangement = bestArrangement(kept);
    const score = arrangement.points - OUT_WORTH * outs(kept, unseen) + DANGER_COST * danger(discard, unseen) - 0.01 * cardValue(discard);
    return { discard, arrangement, score };
  });
  return out.sort((a, b) => a.score - b.score || a.arrangement.points - b.arrangement.points || cardCode(a.discard) - cardCode(b.discard));
}

/** The least deadwood an eleven-card hand can knock with, and with which face-down card. */
function bestKnock(weighed: readonly Weighed[]): Weighed {
  return weighed.reduce((best, w) => (w.arrangement.points < best.arrangement.points ? w : best));
}

/** Whether to knock (§7) with `points` of deadwood when the stock holds `stock` cards. */
function wantsKnock(points: number, stock: number): boolean {
  if (points === 0) return true;
  if (points > KNOCK_LIMIT) return false;
  return !(points <= GIN_WAIT && stock > GIN_STOCK);
}

/** The discard, or the knock, from an eleven-card hand. */
function discardOrKnock(state: GinState, seat: Seat, hand: readonly Card[]): GinAction {
  const weighed = weighDiscards(hand, unseenBy(state, seat), state.hand.taken);
  const knock = bestKnock(weighed);
  if (hand.length === HAND_SIZE + 1 && wantsKnock(knock.arrangement.points, state.hand.stock.length)) {
    return { type: 'knock', seat, discard: knock.discard, melds: knock.arrangement.melds.map((m) => [...m.cards]), gin: knock.arrangement.points === 0 };
  }
  return { type: 'discard', seat, card: weighed[0].discard };
}

/** §5: take the top discard when it lets the seat knock now, or joins a meld and lowers the deadwood. */
function wantsTop(hand: readonly Card[], top: Card, unseen: Uint8Array): boolean {
  const withTop = [...hand, top];
  const weighed = weighDiscards(withTop, unseen);
  const knock = bestKnock(weighed);
  if (!sameCard(knock.discard, top) && knock.arrangement.points <= KNOCK_LIMIT) return true;
  const kept = weighed.find((w) => !sameCard(w.discard, top) && w.arrangement.melds.some((m) => m.cards.some((c) => sameCard(c, top))));
  return kept !== undefined && kept.arrangement.points < bestArrangement(hand).points;
}

/** The strong level's choice for the seat to act. */
export function strongChoice(state: GinState, random: () => number): GinAction | null {
  const h = state.hand;
  const seat = h.turn;
  if (state.phase === 'match-over') return null;
  if (state.phase === 'hand-over') return { type: 'deal', seat, seed: Math.floor(random() * 0x1_0000_0000) >>> 0 };
  if (state.phase === 'knocked') return knockPending(h.knock) ? { type: 'accept', seat } : bestLayout(state, seat);
  if (!inPlay(state)) return null;
  const hand = h.hands[seat];
  if (state.phase === 'first-discard' || state.phase === 'discard') return discardOrKnock(state, seat, hand);
  const task = turnTask(hand.length);
  if (task === 'discard-only') return { type: 'discard', seat, card: weighDiscards(hand, unseenBy(state, seat))[0].discard };
  const top = h.discards[h.discards.length - 1];
  const canDraw = mayDrawFromStock(state, 1);
  if (top && (!canDraw || (task === 'draw' && wantsTop(hand, top, unseenBy(state, seat))))) return { type: 'take', seat };
  return canDraw ? { type: 'draw', seat, count: 1 } : null;
}
