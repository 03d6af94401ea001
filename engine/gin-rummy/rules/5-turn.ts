/**
 * §5: drawing and discarding. Vorhand opens by discarding one of eleven
 * cards (there is no draw first and no up-card offer); from then on each turn
 * takes one card, the top discard or the top of the stock, and ends with a
 * discard face up on the pile, where only the top card shows.
 *
 * A hand of the wrong size is put right in the player's own turns (§14.10):
 * more than ten at the start of a turn, the player discards without drawing;
 * fewer than ten, the player draws and, if still not over ten, does not
 * discard. The same holds after several stock cards were drawn at once
 * (§14.5). A draw by the player who is not to act is §14.4.
 */
import { cite } from '../../core/ruling';
import { cardText, sameCard, type Card } from '../cards';
import { MAX_DRAW_COUNT, MAX_HAND_CARDS } from '../limits';
import type { GinAction, GinState, Seat } from '../types';
import { holds, isCard, isSeat, opponentOf, without } from './1-cards';
import { HAND_SIZE, STOCK_RESERVE } from './3-dealing';
import { mayDrawFromStock, noGameIfStockDown, stockIsDown, thirdLastStillToPlay } from './12-no-game';
import { irregular, lawful, msg, nameOf, refuse, sentences, setAt, withHand, type Outcome } from './outcome';
import type { GinMessage } from '../messages';

/** The phases in which cards are drawn and discarded. */
export const PLAY_PHASES = ['first-discard', 'draw', 'discard'] as const;

export function inPlay(state: GinState): boolean {
  return (PLAY_PHASES as readonly string[]).includes(state.phase);
}

/** Why nobody draws or discards now (outside the play phases); null in play. */
export function notInPlay(state: GinState, seat: unknown): Outcome | null {
  if (!isSeat(seat)) return refuse(state, ['1'], msg('refuse.noSeat', { seat: String(seat), listSeats: true }));
  switch (state.phase) {
    case 'knocked': return refuse(state, ['7', '8'], msg('refuse.play.knocked', { knocker: nameOf(state, state.hand.knock!.by), next: nameOf(state, state.hand.turn) }));
    case 'hand-over': return refuse(state, ['3'], msg('refuse.play.handOver', { dealer: nameOf(state, state.hand.turn) }));
    case 'match-over': return refuse(state, ['13'], msg('refuse.play.matchOver', {}));
    default: return null;
  }
}

/**
 * §5 with §14.10: what the player to act must do at the start of a turn
 * (phase `draw`), by the size of the hand: draw (ten), discard without
 * drawing (more than ten), or draw without discarding (fewer than ten).
 */
export function turnTask(size: number): 'draw' | 'discard-only' | 'draw-only' {
  return size > HAND_SIZE ? 'discard-only' : size < HAND_SIZE ? 'draw-only' : 'draw';
}

/**
 * §5 with §12 and §14.4: the turn of `seat` is over. If the stock is down to
 * two, the hand ends as no game (§12), unless the other player took the
 * third-last card by an early draw and still has that turn to play (§14.4,
 * 12-no-game.ts). Otherwise the other player is to act: to draw, or, if they
 * drew early (§14.4), to discard what they now hold. An exposure (§14.3)
 * lapses once its opponent's turn is over.
 */
export function endTurn(state: GinState, seat: Seat, citations: readonly string[], says: GinMessage): { state: GinState; citations: string[]; says: GinMessage } {
  const waiting = stockIsDown(state) && thirdLastStillToPlay(state, seat);
  const ended = waiting ? null : noGameIfStockDown(state, citations, says);
  if (ended) return ended;
  const next = opponentOf(seat);
  const h = state.hand;
  const exposed = h.exposed === seat ? h.exposed : null;
  const them = nameOf(state, next);
  const last: GinMessage[] = waiting ? [msg('turn.thirdLast', { who: them })] : [];
  const cites = cite(citations, waiting ? ['12'] : []);
  if (h.early === next) {
    if (h.hands[next].length > HAND_SIZE) {
      return {
        state: withHand({ ...state, phase: 'discard' }, { turn: next, drawn: 'stock', taken: null, early: null, exposed }),
        citations: cite(cites, '14.4'),
        says: sentences(says, msg('turn.earlyDiscards', { who: them }), ...last),
      };
    }
    return {
      state: withHand({ ...state, phase: 'draw' }, { turn: seat, drawn: null, taken: null, early: null, exposed: null }),
      citations: cite(cites, '14.4', '14.10'),
      says: sentences(says, msg('turn.earlyWasTurn', { who: them, next: nameOf(state, seat) })),
    };
  }
  return { state: withHand({ ...state, phase: 'draw' }, { turn: next, drawn: null, taken: null, early: null, exposed }), citations: cites, says: sentences(says, msg('turn.toDraw', { who: them }), ...last) };
}

/** The turn's ending as an outcome of the given class. */
function ended(kind: 'lawful' | 'irregular', r: { state: GinState; citations: string[]; says: GinMessage }): Outcome {
  return kind === 'lawful' ? lawful(r.state, r.citations, r.says) : irregular(r.state, r.citations, r.says);
}

/**
 * §5 with §14.4, §14.5, §14.10 and §12: `count` cards from the top of the
 * stock. One card in one's own turn is the ordinary draw. Several at once are
 * kept (§14.5), and the hand is then put right by discarding without drawing
 * (§14.10). A draw by the player not to act, before the other has discarded,
 * is kept too, and that player discards after the other, without any right to
 * the other's discard (§14.4). The stock's last two cards are never drawn (§12),
 * and (the site's reading of §14.5) no draw may take a hand past
 * MAX_HAND_CARDS (25). The draw that takes the stock's third-last card
 * records who took it (§12, 12-no-game.ts).
 */
export function drawFromStock(state: GinState, action: Extract<GinAction, { type: 'draw' }>): Outcome {
  const stop = notInPlay(state, action.seat);
  if (stop) return stop;
  const { seat, count } = action;
  const who = nameOf(state, seat);
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_DRAW_COUNT) return refuse(state, ['5'], msg('refuse.draw.count', { count: String(count).slice(0, 20) }));
  const h = state.hand;
  if (!mayDrawFromStock(state, count)) {
    return refuse(state, ['12'], msg('refuse.draw.reserve', { who, stock: h.stock.length, count }));
  }
  const held = h.hands[seat].length;
  if (held + count > MAX_HAND_CARDS) {
    return refuse(state, ['14.5'], msg('refuse.draw.tooMany', { who, held, count, max: MAX_HAND_CARDS }));
  }
  const drawn = h.stock.slice(0, count);
  const hands = setAt(h.hands, seat, [...h.hands[seat], ...drawn]);
  const stock = h.stock.slice(count);
  const thirdLast = h.stock.length > STOCK_RESERVE && stock.length <= STOCK_RESERVE ? seat : h.thirdLast;
  const several = count > 1 ? ['14.5'] : [];
  if (seat !== h.turn) {
    const other = nameOf(state, h.turn);
    if (h.early === seat) return refuse(state, ['14.4'], msg('refuse.draw.earlyAgain', { who, other }));
    const exposed = h.exposed === opponentOf(seat) ? null : h.exposed;
    return irregular(
      withHand({ ...state }, { hands, stock, early: seat, thirdLast, begun: true, exposed }),
      ['5', '14.4', ...several],
      msg('draw.early', { who, count, other }),
    );
  }
  if (state.phase === 'first-discard') return refuse(state, ['5'], msg('refuse.draw.vorhand', { who }));
  if (state.phase === 'discard') return refuse(state, ['5'], msg('refuse.drawnAlready', { who }));
  const size = h.hands[seat].length;
  if (turnTask(size) === 'discard-only') return refuse(state, ['14.10', ...(size > HAND_SIZE + 1 ? ['14.5'] : [])], msg('refuse.overfull.draw', { who, size }));
  const exposedTaken = h.exposed === opponentOf(seat);
  const cites = ['5', ...(size < HAND_SIZE ? ['14.10'] : []), ...several, ...(exposedTaken ? ['14.3'] : [])];
  const base = withHand({ ...state }, { hands, stock, thirdLast, begun: true, exposed: null });
  const drew = (short: boolean) => msg('draw.stock', { who, count, ...(exposedTaken ? { exposed: cardText(drawn[0]) } : {}), holding: size + count, short });
  if (size + count > HAND_SIZE) {
    const next = withHand({ ...base, phase: 'discard' }, { drawn: 'stock' });
    const says = drew(false);
    return count > 1 ? irregular(next, cites, says) : lawful(next, cites, says);
  }
  const r = endTurn(base, seat, cites, drew(true));
  return ended(count > 1 ? 'irregular' : 'lawful', r);
}

/** §5 with §14.10: the top card of the discard pile, instead of a stock card, as the turn's draw. */
export function takeDiscard(state: GinState, action: Extract<GinAction, { type: 'take' }>): Outcome {
  const stop = notInPlay(state, action.seat);
  if (stop) return stop;
  const seat = action.seat;
  const who = nameOf(state, seat);
  const h = state.hand;
  if (seat !== h.turn) {
    return refuse(state, h.early === seat ? ['5', '14.4'] : ['5'], h.early === seat
      ? msg('refuse.take.early', { who, turn: nameOf(state, h.turn) })
      : msg('refuse.notYourTurn', { who, turn: nameOf(state, h.turn) }));
  }
  if (state.phase === 'first-discard') return refuse(state, ['5'], msg('refuse.take.vorhand', { who }));
  if (state.phase === 'discard') return refuse(state, ['5'], msg('refuse.drawnAlready', { who }));
  const top = h.discards[h.discards.length - 1];
  if (!top) return refuse(state, ['5'], msg('refuse.take.empty', {}));
  const size = h.hands[seat].length;
  if (turnTask(size) === 'discard-only') return refuse(state, ['14.10'], msg('refuse.overfull.draw', { who, size }));
  const base = withHand({ ...state }, { hands: setAt(h.hands, seat, [...h.hands[seat], top]), discards: h.discards.slice(0, -1), begun: true, exposed: null });
  const cites = ['5', ...(size < HAND_SIZE ? ['14.10'] : [])];
  if (size + 1 > HAND_SIZE) return lawful(withHand({ ...base, phase: 'discard' }, { drawn: 'discard', taken: top }), cites, msg('take', { who, card: cardText(top) }));
  return ended('lawful', endTurn(base, seat, cites, msg('take', { who, card: cardText(top), holding: size + 1 })));
}

/**
 * §5 with §14.10 and §12: a card from the hand face up on the discard pile,
 * which ends the turn: Vorhand's opening discard, the discard after a draw,
 * or (with more than ten cards at the start of a turn) a discard without a
 * draw to put the count right. If the stock is down to two, that ends the
 * hand as no game (§12).
 */
export function discard(state: GinState, action: Extract<GinAction, { type: 'discard' }>): Outcome {
  const stop = notInPlay(state, action.seat);
  if (stop) return stop;
  const { seat, card } = action;
  const who = nameOf(state, seat);
  const h = state.hand;
  if (!isCard(card)) return refuse(state, ['1'], msg('refuse.notACard', {}));
  if (seat !== h.turn) {
    return refuse(state, h.early === seat ? ['5', '14.4'] : ['5'], h.early === seat
      ? msg('refuse.discard.early', { who, turn: nameOf(state, h.turn) })
      : msg('refuse.notYourTurn', { who, turn: nameOf(state, h.turn) }));
  }
  if (!holds(h.hands[seat], card)) return refuse(state, ['5'], msg('refuse.notHeld', { who, card: cardText(card) }));
  const back = takenBack(state, seat, card, 'discard');
  if (back) return refuse(state, ['5'], back);
  const size = h.hands[seat].length;
  let cites = ['5'];
  let how: 'plain' | 'overfull' | 'opening' = 'plain';
  if (state.phase === 'draw') {
    if (turnTask(size) === 'draw') return refuse(state, ['5'], msg('refuse.discard.drawFirst', { who }));
    if (turnTask(size) === 'draw-only') return refuse(state, ['5', '14.10'], msg('refuse.discard.short', { who, size }));
    cites = ['5', '14.10'];
    how = 'overfull';
  } else if (state.phase === 'first-discard') {
    how = 'opening';
  }
  const base = withHand({ ...state }, {
    hands: setAt(h.hands, seat, without(h.hands[seat], [card])), discards: [...h.discards, card], begun: true, drawn: null, taken: null,
  });
  return ended('lawful', endTurn(base, seat, cites, msg('discard', { who, card: cardText(card), how, size })));
}

/**
 * §5 (the site's reading; the rulebook is silent): the card just taken from
 * the discard pile may not go back in the same turn, face up or face down
 * with a knock (§7): that would be a free pass that leaves the stock as it
 * was. The reason for refusing it, or null when `card` is not that card.
 */
export function takenBack(state: GinState, seat: Seat, card: Card, how: 'discard' | 'knock'): GinMessage | null {
  const taken = state.hand.taken;
  if (!taken || seat !== state.hand.turn || !sameCard(taken, card)) return null;
  return msg('refuse.takenBack', { who: nameOf(state, seat), card: cardText(taken), knock: how === 'knock' });
}

export type { Card };
