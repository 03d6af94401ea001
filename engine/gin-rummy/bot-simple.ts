/**
 * The simple level (bots.ts lists the levels): the baseline player of the
 * EAAI Gin Rummy undergraduate research challenge (Gettysburg College,
 * 2020-21), its policy carried over to this site's rules. It is the public
 * yardstick the strong level is measured against (bench/bots-gin-rummy.ts).
 *
 *  - Drawing (§5): it takes the top discard only if that card at once makes
 *    a meld (§4) with cards it holds (a set of three or four, or a run of
 *    three or more through it); otherwise it draws from the stock. With no
 *    stock left to draw from it takes the discard.
 *  - Discarding: an unmelded card of the highest §2 value, the melds being
 *    those of the eleven cards' best arrangement (melds.ts `bestArrangement`),
 *    never the card just taken from the pile (§5). Ties go to the higher rank
 *    (a King before a Queen, a Jack or a Ten), then to the suit first in the
 *    order clubs, diamonds, hearts, spades. With no such card (all eleven in
 *    melds) it lets go the card that leaves the least deadwood (`bestDiscard`).
 *  - Knocking (§7, §11): as soon as some face-down card leaves ten or less,
 *    with the face-down card that leaves the least (`bestDiscard`): gin when
 *    that is nothing. It never waits.
 *  - Laying out (§8): the best lay-out with every lay-off, as every level.
 *
 * The challenge itself scores the North American way (25 for gin and for an
 * undercut, a face-up card to start); here the rulebook's scoring and play
 * apply (20 for gin, 10 for an undercut, no up-card, Vorhand discards first),
 * so figures against it are figures under this site's rules.
 */
import { cardValue, sameCard, SUITS, type Card } from './cards';
import { bestArrangement, bestDiscard } from './melds';
import { bestLayout } from './lawful';
import { mayDrawFromStock } from './rules/12-no-game';
import { HAND_SIZE } from './rules/3-dealing';
import { inPlay, turnTask } from './rules/5-turn';
import { knockPending, MAX_KNOCK_DEADWOOD } from './rules/7-knock';
import type { GinAction, GinState, Seat } from './types';

/** §4: whether `card` makes a meld with cards of `hand`: two of its rank, or two neighbours in its suit that run through it. */
export function makesMeld(hand: readonly Card[], card: Card): boolean {
  const held = (rank: number) => hand.some((c) => c.suit === card.suit && c.rank === rank);
  if (hand.filter((c) => c.rank === card.rank && c.suit !== card.suit).length >= 2) return true;
  const r = card.rank;
  return (held(r - 2) && held(r - 1)) || (held(r - 1) && held(r + 1)) || (held(r + 1) && held(r + 2));
}

/** The discard from an eleven-card hand: the highest unmelded card but `taken` (ties as the file's comment says). */
export function simpleDiscard(hand: readonly Card[], taken: Card | null): Card {
  const loose = bestArrangement(hand).deadwood.filter((c) => !(taken && sameCard(c, taken)));
  if (loose.length === 0) return bestDiscard(hand, taken).discard;
  return loose.reduce((best, c) => (
    (cardValue(c) - cardValue(best) || c.rank - best.rank || SUITS.indexOf(best.suit) - SUITS.indexOf(c.suit)) > 0 ? c : best
  ));
}

/** §7, §11: the knock from eleven cards when some face-down card leaves ten or less; otherwise the discard. */
function discardOrKnock(state: GinState, seat: Seat, hand: readonly Card[]): GinAction {
  const taken = state.hand.taken;
  if (hand.length === HAND_SIZE + 1) {
    const best = bestDiscard(hand, taken);
    if (best.arrangement.points <= MAX_KNOCK_DEADWOOD) {
      return { type: 'knock', seat, discard: best.discard, melds: best.arrangement.melds.map((m) => [...m.cards]), gin: best.arrangement.points === 0 };
    }
  }
  return { type: 'discard', seat, card: simpleDiscard(hand, taken) };
}

/** The simple level's choice for the seat to act. */
export function simpleChoice(state: GinState, random: () => number): GinAction | null {
  const h = state.hand;
  const seat = h.turn;
  if (state.phase === 'match-over') return null;
  if (state.phase === 'hand-over') return { type: 'deal', seat, seed: Math.floor(random() * 0x1_0000_0000) >>> 0 };
  if (state.phase === 'knocked') return knockPending(h.knock) ? { type: 'accept', seat } : bestLayout(state, seat);
  if (!inPlay(state)) return null;
  const hand = h.hands[seat];
  if (state.phase === 'first-discard' || state.phase === 'discard') return discardOrKnock(state, seat, hand);
  const task = turnTask(hand.length);
  if (task === 'discard-only') return { type: 'discard', seat, card: simpleDiscard(hand, null) };
  const top = h.discards[h.discards.length - 1];
  const canDraw = mayDrawFromStock(state, 1);
  if (top && (!canDraw || (task === 'draw' && makesMeld(hand, top)))) return { type: 'take', seat };
  return canDraw ? { type: 'draw', seat, count: 1 } : null;
}
