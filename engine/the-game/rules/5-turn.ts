/**
 * Section 5: a turn. The player to move lays cards from the hand one at a
 * time, each on any of the four piles (5.2), at least two (5.1, 5.3), and says
 * when the turn is over (5.4); then they draw (section 6) and the other player
 * moves. Whether a single card fits is decided by sections 3 (own piles) and 4
 * (the opponent's).
 */
import { cite } from '../../core/ruling';
import { msg, said, type TheGameMessage } from '../messages';
import { nameOf, refuse, setAt, type Outcome } from '../outcome';
import type { PileRef, Row, Seat, TheGameAction, TheGameState, TurnCount } from '../types';
import { HIGHEST, isNumberCard, isSeat, LOWEST, opponentOf, ROWS, topOf } from './1-material';
import { BACKWARDS_STEP, fallsOnDescending, isBackwardsTrick, judgeOwnLay, risesOnAscending } from './3-own-piles';
import { improves, mayLayOnOpponent } from './4-opponent';
import { drawAfterTurn } from './6-drawing';

/** 5.1: the fewest cards a turn may have. */
export const MINIMUM = 2;

/** 5.1: the cards laid so far this turn, own and on the opponent's piles together. */
export function laidCount(laid: TurnCount): number {
  return laid.own + laid.opponent;
}

export type Side = 'own' | 'opponent';

/**
 * What the player to move can see and what decides which cards fit: their
 * hand, the four numbers showing (1.3), what this turn has laid so far, and how
 * many cards their own draw pile still holds (its height is in plain view; its
 * order is not). Bots decide from this alone.
 */
export interface TurnView {
  readonly hand: readonly number[];
  readonly tops: { readonly own: Readonly<Record<Row, number>>; readonly opponent: Readonly<Record<Row, number>> };
  readonly laid: TurnCount;
  readonly drawLeft: number;
}

/** The view of `seat` (normally the player to move). */
export function turnView(state: TheGameState, seat: Seat): TurnView {
  const other = opponentOf(seat);
  const tops = (owner: Seat) => ({ up: topOf(state, { owner, row: 'up' }), down: topOf(state, { owner, row: 'down' }) });
  return { hand: state.seats[seat].hand, tops: { own: tops(seat), opponent: tops(other) }, laid: state.laid, drawLeft: state.seats[seat].draw.length };
}

/**
 * 3.1-3.3, 4.1, 4.2: how `card` would count on a pile, or null if it may not
 * go there: on one's own pile an ordinary lay or the backwards trick, on the
 * opponent's a helping card (only one per turn, and it must improve the pile).
 * The same decisions as `judgeLay`, without the words (this runs in look-aheads).
 */
export function fitOf(view: TurnView, card: number, side: Side, row: Row): 'lay' | 'trick' | 'help' | null {
  if (side === 'opponent') return mayLayOnOpponent(view.laid) && improves(card, view.tops.opponent[row], row) ? 'help' : null;
  const top = view.tops.own[row];
  if (row === 'up' ? risesOnAscending(card, top) : fallsOnDescending(card, top)) return 'lay';
  return isBackwardsTrick(card, top, row) ? 'trick' : null;
}

export interface Lay {
  readonly card: number;
  readonly side: Side;
  readonly row: Row;
  readonly how: 'lay' | 'trick' | 'help';
}

/** 5.2: every card of the hand on every pile it fits, now. */
export function fittingLays(view: TurnView): Lay[] {
  const out: Lay[] = [];
  for (const card of view.hand) {
    for (const side of ['own', 'opponent'] as const) {
      for (const row of ROWS) {
        const how = fitOf(view, card, side, row);
        if (how) out.push({ card, side, row, how });
      }
    }
  }
  return out;
}

/** The view after one more fitting lay (5.2): the card leaves the hand and shows on its pile. */
export function viewAfter(view: TurnView, lay: Lay): TurnView {
  const i = view.hand.indexOf(lay.card);
  const hand = [...view.hand.slice(0, i), ...view.hand.slice(i + 1)];
  const tops = { ...view.tops, [lay.side]: { ...view.tops[lay.side], [lay.row]: lay.card } };
  const laid = lay.side === 'own' ? { ...view.laid, own: view.laid.own + 1 } : { ...view.laid, opponent: view.laid.opponent + 1 };
  return { ...view, hand, tops, laid };
}

export type LayVerdict =
  | { readonly ok: true; readonly how: 'lay' | 'trick' | 'help'; readonly citations: readonly string[]; readonly summary: string; readonly says: TheGameMessage }
  | { readonly ok: false; readonly citations: readonly string[]; readonly summary: string; readonly says: TheGameMessage };

/**
 * 5.2 with 3.1-3.4 and 4.1-4.2 (and 1.1, 1.2, 5.4 for what is physically
 * wrong): whether `seat` may lay `card` on `pile` now, and what it counts as.
 * The checks run in the order a referee would look: is it your turn (5.4), is
 * there such a card (1.1) and such a pile (1.2), is the card in your hand (5.2),
 * and does it fit the pile: your own by section 3, the opponent's by 4.1 and 4.2.
 */
export function judgeLay(state: TheGameState, seat: Seat, card: number, pile: PileRef): LayVerdict {
  const no = (citations: readonly string[], why: TheGameMessage): LayVerdict => ({ ok: false, citations, ...said(why) });
  if (!isSeat(seat)) return no(['5.4'], msg('refuse.noSuchSeat', { seat: String(seat) }));
  const player = nameOf(state, seat);
  if (seat !== state.toMove) return no(['5.4'], msg('refuse.notYourTurn', { player, toMove: nameOf(state, state.toMove) }));
  if (!isNumberCard(card)) return no(['1.1'], msg('refuse.noSuchCard', { card: String(card), lowest: LOWEST, highest: HIGHEST }));
  if (!pile || !isSeat(pile.owner) || !ROWS.includes(pile.row)) return no(['1.2'], msg('refuse.noSuchPile', {}));
  if (!state.seats[seat].hand.includes(card)) return no(['5.2'], msg('refuse.notInHand', { player, card }));
  const on = { player, card, pile: { owner: nameOf(state, pile.owner), row: pile.row }, top: topOf(state, pile) };
  if (pile.owner === seat) {
    const verdict = judgeOwnLay(card, on.top, pile.row, state.laid.own);
    if (!verdict.ok) return no(verdict.citations, msg('refuse.ownPile', { ...on, why: verdict.why }));
    const says = verdict.how === 'trick'
      ? msg('lay.trick', { ...on, step: BACKWARDS_STEP, again: verdict.citations.includes('3.4') })
      : msg('lay.own', on);
    return { ok: true, how: verdict.how, citations: verdict.citations, ...said(says) };
  }
  const opponent = nameOf(state, pile.owner);
  if (!mayLayOnOpponent(state.laid)) return no(['4.1'], msg('refuse.onlyOneForOpponent', { player, opponent }));
  if (!improves(card, on.top, pile.row)) {
    // A card that would fit if the pile were one's own (3.1, 3.2) is the likeliest mistake: say that section 3 does not apply here.
    return no(['4.2'], msg('refuse.mustImprove', { ...on, opponent, ownWayWouldFit: judgeOwnLay(card, on.top, pile.row).ok }));
  }
  return { ok: true, how: 'help', citations: ['4.1', '4.2'], ...said(msg('lay.help', { ...on, opponent })) };
}

/** 5.2: `card` leaves the hand of the player to move and goes on top of `pile`; the turn's counts go up. No checks. */
export function placeCard(state: TheGameState, card: number, pile: PileRef): TheGameState {
  const seat = state.toMove;
  const mine = state.seats[seat];
  const i = mine.hand.indexOf(card);
  let seats = setAt(state.seats, seat, { ...mine, hand: [...mine.hand.slice(0, i), ...mine.hand.slice(i + 1)] });
  const target = seats[pile.owner];
  seats = setAt(seats, pile.owner, { ...target, [pile.row]: [...target[pile.row], { value: card, by: seat }] });
  const laid = pile.owner === seat ? { ...state.laid, own: state.laid.own + 1 } : { ...state.laid, opponent: state.laid.opponent + 1 };
  return { ...state, seats, laid };
}

/** 5.2: one card laid, judged by `judgeLay`; refused (nothing changes) if it may not go there. Section 7 is applied afterwards (machine.ts). */
export function layCard(state: TheGameState, action: Extract<TheGameAction, { type: 'lay' }>): Outcome {
  const verdict = judgeLay(state, action.seat, action.card, action.pile);
  if (!verdict.ok) return refuse(state, verdict.citations, verdict.says);
  const { how, citations, summary, says } = verdict;
  return { state: placeCard(state, action.card, action.pile), classification: how, lawful: true, citations, summary, says };
}

/**
 * 5.4 with 5.1, 5.3 and section 6: the player to move ends the turn. It cannot
 * end before two cards are down (5.1), even once the draw pile is used up
 * (5.3); a player who cannot reach two has lost already (7.2), so nobody is
 * ever stuck here. Then the player draws (6.1 or 6.2, 7.3) and the other player
 * moves with nothing laid yet. Whether the new player to move can still lay two
 * is checked afterwards (7.2, machine.ts).
 */
export function endTurn(state: TheGameState, seat: Seat): Outcome {
  if (!isSeat(seat)) return refuse(state, ['5.4'], msg('refuse.noSuchSeat', { seat: String(seat) }));
  const player = nameOf(state, seat);
  if (seat !== state.toMove) return refuse(state, ['5.4'], msg('refuse.notYourTurnToEnd', { player, toMove: nameOf(state, state.toMove) }));
  const count = laidCount(state.laid);
  if (count < MINIMUM) {
    const drawUsedUp = state.seats[seat].draw.length === 0;
    return refuse(state, drawUsedUp ? ['5.1', '5.3'] : ['5.1'], msg('refuse.tooFew', { player, count, minimum: MINIMUM, drawUsedUp }));
  }
  const drawn = drawAfterTurn(state);
  const next = opponentOf(seat);
  const gaveTo = state.laid.opponent > 0 ? nameOf(state, next) : undefined;
  return {
    state: { ...drawn.state, toMove: next, laid: { own: 0, opponent: 0 } },
    classification: 'endTurn', lawful: true, citations: cite('5.4', drawn.citations),
    ...said(msg('turn.end', { player, count, own: state.laid.own, gaveTo, draw: drawn.says, next: nameOf(state, next) })),
  };
}
