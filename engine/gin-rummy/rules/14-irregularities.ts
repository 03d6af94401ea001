/**
 * §14: irregularities that need an answer of their own. (A deal out of turn
 * and a misdeal are dealt in 3-dealing.ts, early and multiple draws and the
 * wrong-count corrections in 5-turn.ts, irregular knocks in 7-knock.ts; the
 * charges for missing cards in 9-scoring.ts.) Here:
 *  - a claim that the deal was out of turn (§14.1 before play, §14.2 during);
 *  - a claim of a wrong count before play (§14.9: deal again);
 *  - the exposed stock card (§14.3) and the opponent's reshuffle;
 *  - the opponent's answer to an irregular knock: accept or reject (§14.7, §14.11).
 *
 * Readings:
 *  - §14.1: the deal stands, and the player who should have been Vorhand (the
 *    one who dealt out of turn, holding ten) takes the first turn: a turn
 *    from the stock, since no card is discarded yet. The other, holding
 *    eleven, then discards without drawing (§14.10).
 *  - §14.2 breaks off mid-sentence in the source; the engine redeals only
 *    where §14.9 (and §14.13) say so.
 *  - §14.7: sent back, the knocker takes all the cards back, the face-down
 *    one too, and goes on with the turn: a discard or a regular knock.
 */
import { cite } from '../../core/ruling';
import { shuffle } from '../../core/prng';
import type { GinAction, GinState } from '../types';
import { isSeat, opponentOf } from './1-cards';
import { checkSeed, DEALER_CARDS, VORHAND_CARDS } from './3-dealing';
import { MAX_SEED } from '../../core/seed';
import { cardText } from '../cards';
import { inPlay, notInPlay } from './5-turn';
import { cardsOfKnock, knockPending } from './7-knock';
import { finishHand } from './13-match';
import { irregular, lawful, msg, nameOf, refuse, setAt, withHand, type Outcome } from './outcome';

/** §14.9: whether the hands as dealt have the wrong counts (Vorhand 11, dealer 10). */
export function countsWrong(state: GinState): boolean {
  const h = state.hand;
  return h.hands[opponentOf(h.dealer)].length !== VORHAND_CARDS || h.hands[h.dealer].length !== DEALER_CARDS;
}

/**
 * §14.1, §14.2, §14.9: a player points out that the deal was out of turn, or
 * that the counts are wrong. Out of turn before play: the rightful Vorhand
 * plays first (§14.1); during play: nothing changes (§14.2). Wrong counts
 * before play: the hand is dealt again by the same dealer (§14.9); during
 * play they are put right as play goes on (§14.10).
 */
export function claim(state: GinState, action: Extract<GinAction, { type: 'claim' }>): Outcome {
  if (!isSeat(action.seat)) return refuse(state, ['1'], msg('refuse.noSeat', { seat: String(action.seat), listSeats: false }));
  const who = nameOf(state, action.seat);
  const h = state.hand;
  if (!inPlay(state) && state.phase !== 'knocked') return refuse(state, ['3'], msg('refuse.claim.noHand', {}));
  if (action.what === 'dealer') {
    if (h.dealer === h.due) return refuse(state, ['3', '14.1'], msg('refuse.claim.inTurn', { dealer: nameOf(state, h.dealer) }));
    const dealer = nameOf(state, h.dealer);
    if (!h.begun) {
      const first = h.dealer;
      const phase = h.hands[first].length > DEALER_CARDS ? 'first-discard' : 'draw';
      return lawful(withHand({ ...state, phase }, { turn: first, due: h.dealer }), ['3', '14.1'],
        msg('claim.dealer.beforePlay', { who, due: nameOf(state, h.due), dealer, fromStock: phase === 'draw' }));
    }
    return lawful(withHand(state, { due: h.dealer }), ['14.2'], msg('claim.dealer.inPlay', { who, due: nameOf(state, h.due), dealer }));
  }
  if (action.what === 'count') {
    if (!countsWrong(state)) return refuse(state, ['3', '14.9'], msg('refuse.claim.countRight', { vorhand: VORHAND_CARDS, dealer: DEALER_CARDS }));
    if (h.begun) return refuse(state, ['14.9', '14.10'], msg('refuse.claim.countInPlay', {}));
    return lawful(finishHand(state, { kind: 'misdeal' }), ['3', '14.9'],
      msg('claim.count', { who, vorhand: nameOf(state, opponentOf(h.dealer)), vorhandCards: h.hands[opponentOf(h.dealer)].length, dealer: nameOf(state, h.dealer), dealerCards: h.hands[h.dealer].length }));
  }
  return refuse(state, ['14'], msg('refuse.claim.what', {}));
}

/**
 * §14.3: having drawn from the stock, the player turns up (or sees) the next
 * card: it is shown to the opponent and put back on the stock. If the
 * opponent draws from the stock next, they may take it or have the stock
 * shuffled first (`reshuffle`).
 */
export function expose(state: GinState, action: Extract<GinAction, { type: 'expose' }>): Outcome {
  const stop = notInPlay(state, action.seat);
  if (stop) return stop;
  const who = nameOf(state, action.seat);
  const h = state.hand;
  if (action.seat !== h.turn || state.phase !== 'discard' || h.drawn !== 'stock') return refuse(state, ['14.3'], msg('refuse.expose.when', { who }));
  if (h.exposed !== null) return refuse(state, ['14.3'], msg('refuse.expose.already', {}));
  const next = h.stock[0];
  return irregular(withHand(state, { exposed: action.seat }), ['14.3'],
    msg('expose', { who, card: cardText(next), other: nameOf(state, opponentOf(action.seat)) }));
}

/** §14.3: the exposed card's opponent, about to draw from the stock, has the stock shuffled (seeded) instead of taking it. */
export function reshuffle(state: GinState, action: Extract<GinAction, { type: 'reshuffle' }>): Outcome {
  const stop = notInPlay(state, action.seat);
  if (stop) return stop;
  const who = nameOf(state, action.seat);
  const h = state.hand;
  if (h.exposed === null || h.exposed === action.seat) return refuse(state, ['14.3'], msg('refuse.reshuffle.noRight', {}));
  if (action.seat !== h.turn || state.phase !== 'draw') return refuse(state, ['14.3'], msg('refuse.reshuffle.when', { who }));
  const bad = checkSeed(action.seed);
  if (bad) return refuse(state, ['14.3'], msg('refuse.seed', { max: MAX_SEED, got: String(action.seed).slice(0, 20) }));
  return lawful(withHand(state, { stock: shuffle(h.stock, action.seed), exposed: null }), ['14.3'],
    msg('reshuffle', { who, seed: action.seed }));
}

/** §14.7, §14.11: the opponent of an irregular knock accepts it: the hand is laid out and scored as it lies. */
export function acceptKnock(state: GinState, action: Extract<GinAction, { type: 'accept' }>): Outcome {
  const k = state.hand.knock;
  const who = nameOf(state, action.seat);
  if (state.phase !== 'knocked' || !k) return refuse(state, ['14.7'], msg('refuse.answer.noKnock', { reject: false }));
  if (action.seat !== opponentOf(k.by)) return refuse(state, ['14.7'], msg('refuse.answer.notOpponent', { opponent: nameOf(state, opponentOf(k.by)) }));
  if (!knockPending(k)) return refuse(state, ['7', '14.7'], msg(k.faults.length ? 'refuse.answer.accepted' : 'refuse.answer.regular', { reject: false }));
  const cites = cite(k.faults.includes('deadwood') ? ['14.7'] : [], k.faults.includes('count') ? ['14.11'] : []);
  return lawful(withHand(state, { knock: { ...k, accepted: true }, taken: null }), cites, msg('accept', { who, knocker: nameOf(state, k.by), count: k.faults.includes('count') }));
}

/** §14.7, §14.11 with §14.10: the opponent sends an irregular knock back: the knocker takes every card back (the face-down one too) and goes on with the turn. */
export function rejectKnock(state: GinState, action: Extract<GinAction, { type: 'reject' }>): Outcome {
  const k = state.hand.knock;
  const who = nameOf(state, action.seat);
  if (state.phase !== 'knocked' || !k) return refuse(state, ['14.7'], msg('refuse.answer.noKnock', { reject: true }));
  if (action.seat !== opponentOf(k.by)) return refuse(state, ['14.7'], msg('refuse.answer.notOpponent', { opponent: nameOf(state, opponentOf(k.by)) }));
  if (!knockPending(k)) return refuse(state, ['7', '14.7', '14.8'], msg(k.faults.length ? 'refuse.answer.accepted' : 'refuse.answer.regular', { reject: true }));
  const knocker = nameOf(state, k.by);
  const cites = cite(k.faults.includes('deadwood') ? ['14.7'] : [], k.faults.includes('count') ? ['14.11', '14.10'] : []);
  const back = cardsOfKnock(k);
  return lawful(withHand({ ...state, phase: 'discard' }, { hands: setAt(state.hand.hands, k.by, back), knock: null, turn: k.by, drawn: null }), cites,
    msg('reject', { who, knocker, cards: back.length, count: k.faults.includes('count') }));
}
