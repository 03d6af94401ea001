/**
 * The strong level (bots.ts lists the levels): before each card it plans the
 * rest of its turn, and it counts cards.
 *
 * What it may know: its hand, the four numbers showing (1.3), what it has laid
 * this turn, the height of its draw pile, and which numbers are still to come
 * for each player. The last is no secret: every card laid stays on a pile and
 * keeps its owner (4.2), so the numbers of a colour not on any pile are that
 * player's hand and draw pile together. It never looks at the opponent's hand
 * or at the order of any draw pile.
 *
 * How it plays: every order of up to three more cards is tried (the two of
 * 5.1 first, then more), and each plan is scored:
 *  - a card on its own pile costs the numbers still to come that it jumps
 *    over (a number already laid costs nothing), plus a hair for the gap;
 *  - the backwards trick (3.3) gains the numbers still to come that it opens
 *    again;
 *  - the one card on the opponent's piles (4.1, 4.2) costs the numbers of the
 *    opponent still to come that it opens for them, is cheaper for a card
 *    that fits none of its own piles, and earns the cards the refill to six
 *    brings beyond the usual two (6.1, 6.2);
 *  - each card laid is a step towards laying all 58 (7.1), worth a little.
 * A plan that cannot reach two cards loses (7.2) and is never chosen; one
 * that lays the very last card wins (7.1) and always is. It plays the first
 * card of the best plan, or ends the turn when the best plan is to stop.
 */
import { opponentOf } from './rules/1-material';
import { HAND_SIZE } from './rules/2-setup';
import { laidCount, MINIMUM, turnView, type TurnView } from './rules/5-turn';
import type { Row, Seat, TheGameAction, TheGameState } from './types';

/**
 * More cards than this in one look-ahead cost time and won no more games
 * (four: slower by ten at the 99th percentile, no stronger against club); the
 * next decision plans again from where it stands.
 */
const DEPTH = 3;
/*
 * The weights below were tried on games against the club level (600 each):
 * the strong level won about four in five with any of the values near them;
 * a large refill worth made it worse (it helped the opponent too often).
 */
/** What a number of the opponent's opened by a helping card costs, against one of its own jumped over. */
const GIFT_WEIGHT = 0.8;
/** What each card the refill brings beyond the usual two is worth (6.2). */
const REFILL_WORTH = 0.5;
/** What a helping card that fits none of its own piles saves (it would have had to wait for a trick or a gift). */
const DEAD_CARD_WORTH = 1.5;
/** A backwards trick is worth this beyond the numbers it opens. */
const TRICK_WORTH = 1;
/** Each card laid brings 7.1 nearer. */
const PROGRESS = 0.35;
/** The hair per number of gap that makes the closer card win a tie. */
const GAP_HAIR = 0.01;
const WIN = -1e6;

/** Which numbers are still to come for a player, as counts below each number for quick ranges. */
interface Left {
  /** below[v]: how many numbers under v are still to come. */
  readonly below: Int32Array;
}

/** The numbers of `seat`'s colour not on any pile: the hand and the draw pile together, known to both players (4.2). */
function leftOf(state: TheGameState, seat: Seat): Left {
  const onPiles = new Uint8Array(61);
  for (const t of state.seats) for (const row of ['up', 'down'] as const) for (const c of t[row]) if (c.by === seat) onPiles[c.value] = 1;
  const below = new Int32Array(62);
  for (let v = 1; v <= 61; v++) below[v] = below[v - 1] + (v - 1 >= 2 && v - 1 <= 59 && !onPiles[v - 1] ? 1 : 0);
  return { below };
}

/** How many numbers strictly between a and b (a < b) are still to come, less those this plan has laid already. */
function between(left: Left, a: number, b: number, planned: readonly number[], depth: number): number {
  if (b - a < 2) return 0;
  let n = left.below[b] - left.below[a + 1];
  for (let i = 0; i < depth; i++) if (planned[i] > a && planned[i] < b) n--;
  return n;
}

/** Piles by index: 0 own up, 1 own down, 2 the opponent's up, 3 the opponent's down. */
const ROW_OF: readonly Row[] = ['up', 'down', 'up', 'down'];

interface Plan {
  readonly score: number;
  /** The first card of the plan and its pile; null: end the turn now. */
  readonly card: number | null;
  readonly pile: number;
}

/** The strong level's choice for the player to move. */
export function strongChoice(state: TheGameState): TheGameAction | null {
  if (state.phase !== 'playing') return null;
  const seat = state.toMove;
  const plan = planTurn(turnView(state, seat), leftOf(state, seat), leftOf(state, opponentOf(seat)));
  if (plan.card === null) return plan.score === Infinity ? null : { type: 'endTurn', seat };
  return { type: 'lay', seat, card: plan.card, pile: { owner: plan.pile < 2 ? seat : opponentOf(seat), row: ROW_OF[plan.pile] } };
}

/** The best plan from `view`: the lowest score of every order of up to DEPTH cards that reaches the minimum. */
function planTurn(view: TurnView, mine: Left, theirs: Left): Plan {
  const hand = [...view.hand];
  const used = hand.map(() => false);
  const tops = [view.tops.own.up, view.tops.own.down, view.tops.opponent.up, view.tops.opponent.down];
  const planned: number[] = [];
  const startLaid = laidCount(view.laid);
  const helpedBefore = view.laid.opponent > 0;
  let best: Plan = { score: Infinity, card: null, pile: 0 };

  /** The score of stopping here, after `depth` more cards: the refill's worth, or a win. */
  const stopScore = (depth: number, helped: boolean): number => {
    const inHand = hand.length - depth;
    if (inHand === 0 && view.drawLeft === 0) return WIN;
    if (startLaid + depth < MINIMUM) return Infinity;
    if (!helped) return 0;
    const usual = Math.min(2, view.drawLeft);
    const refill = Math.min(Math.max(0, HAND_SIZE - inHand), view.drawLeft);
    return -REFILL_WORTH * Math.max(0, refill - usual);
  };

  const search = (depth: number, sofar: number, helped: boolean, first: number | null, firstPile: number): void => {
    const stop = stopScore(depth, helped);
    // The very last card wins at once (7.1): nothing after it counts.
    if (stop === WIN && depth > 0) {
      if (WIN < best.score) best = { score: WIN, card: first, pile: firstPile };
      return;
    }
    if (stop !== Infinity && sofar + stop < best.score) best = { score: sofar + stop, card: first, pile: firstPile };
    if (depth === DEPTH) return;
    for (let i = 0; i < hand.length; i++) {
      if (used[i]) continue;
      const card = hand[i];
      for (let p = 0; p < 4; p++) {
        const cost = layCost(card, p, tops, helped, mine, theirs, planned, depth);
        if (cost === null) continue;
        const shown = tops[p];
        tops[p] = card;
        used[i] = true;
        planned[depth] = card;
        search(depth + 1, sofar + cost - PROGRESS, helped || p >= 2, first ?? card, first === null ? p : firstPile);
        used[i] = false;
        tops[p] = shown;
      }
    }
  };
  search(0, 0, helpedBefore, null, 0);
  return best;
}

/** What laying `card` on pile `p` costs now (negative: gains), or null if it does not fit there (3.1-3.3, 4.1, 4.2). */
function layCost(card: number, p: number, tops: readonly number[], helped: boolean, mine: Left, theirs: Left, planned: readonly number[], depth: number): number | null {
  const top = tops[p];
  if (p === 0) {
    if (card > top) return between(mine, top, card, planned, depth) + GAP_HAIR * (card - top);
    if (card === top - 10) return -between(mine, card, top, planned, depth) - TRICK_WORTH;
    return null;
  }
  if (p === 1) {
    if (card < top) return between(mine, card, top, planned, depth) + GAP_HAIR * (top - card);
    if (card === top + 10) return -between(mine, top, card, planned, depth) - TRICK_WORTH;
    return null;
  }
  if (helped) return null;
  const fitsOwn = card > tops[0] || card === tops[0] - 10 || card < tops[1] || card === tops[1] + 10;
  const dead = fitsOwn ? 0 : DEAD_CARD_WORTH;
  if (p === 2) return card < top ? GIFT_WEIGHT * between(theirs, card, top, [], 0) + GAP_HAIR * (top - card) - dead : null;
  return card > top ? GIFT_WEIGHT * between(theirs, top, card, [], 0) + GAP_HAIR * (card - top) - dead : null;
}
