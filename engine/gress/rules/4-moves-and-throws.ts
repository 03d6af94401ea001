/**
 * Section 4: moves and throws. Classifying what a player lays on the play pile
 * (with the exceptions of sections 5-7 that decide it), playing it, and drawing.
 * Every function's doc comment starts with the paragraph it implements; the
 * rulings they produce cite it.
 */
import { type Card, type Suit, formatCard, parseCard, sameCard, sameFace } from '../../core/cards';
import { cite } from '../../core/ruling';
import { recordEvent } from '../event-cycle';
import { msg, told, type GressMessage } from '../messages';
import type { Reason } from '../messages/spec';
import { nameOf, refuse, setAt, type Outcome } from '../outcome';
import type { GressState, Hand, PlayedAs, Seat } from '../types';
import { findWindow, openWindow, removeWindow } from '../windows';
import { windowClosing } from '../window-kinds';
import { colour, rankBelow } from './1-cards';
import { topOfPile } from './2-table';
import { owes } from './4-debt-ledger';
import { settleDebts, takeFromDrawPile } from './4-take-debts';
import { allowThrows, forbidThrows } from './4-throw-permission';
import { applyMoveEffects, nextPlayer } from './5-effects';
import { owesForOtherEvents, packetKind, transferSevenDebt } from './6-packets';
import { fitsAsJackMove, isAmbiguousTen, isJackOnJack, suitForMoves } from './7-jacks';
import { lastSettlement } from './9-end';

/** 4.5: a card fits as a normal move if it has the top card's rank or suit (the wished suit on a Jack, 7.4). */
export function fitsAsNormalMove(card: Card, top: Card, topSuit: Suit = top.suit): boolean {
  return card.rank === top.rank || card.suit === topSuit;
}

/** 4.11: a card fits as a throw if it is exactly one rank lower (1.2, cyclic) and of the opposite colour (1.3). */
export function fitsAsThrow(card: Card, top: Card): boolean {
  return card.rank === rankBelow(top.rank) && colour(card) !== colour(top);
}

/** 5.6: a lone black Nine with no Marke left may not be the card of a normal move. */
export function isForbiddenLastBlackNine(state: GressState, seat: Seat, card: Card): boolean {
  return card.rank === '9' && colour(card) === 'black' && state.hands[seat].length === 1 && state.markes[seat] === null;
}

/**
 * 1.2, 1.3, 1.4: the card-property paragraphs that decide a particular pair:
 * the wrap between Seven and Ace (1.2), a card one rank lower but of the same
 * colour (1.3), an identical face from another deck (1.4).
 */
export function shapeCitations(card: Card, top: Card): string[] {
  const out: string[] = [];
  if ((top.rank === '7' && card.rank === 'A') || (top.rank === 'A' && card.rank === '7')) out.push('1.2');
  if (card.rank === rankBelow(top.rank) && colour(card) === colour(top)) out.push('1.3');
  if (sameFace(card, top) && card.deck !== top.deck) out.push('1.4');
  return out;
}

/** What a played card or packet counts as, and why. */
export interface PlayVerdict {
  /** `defence` is the defence Nine of 5.5: neither move nor throw. */
  readonly as: 'move' | 'throw' | 'defence' | 'foul';
  /** For a move that answers a skip (defence Eight 5.7, Seven defence 6.5): the event it answers. */
  readonly answers?: number;
  /**
   * For a foul: what the cards are taken for until withdrawn or complained
   * about (10.4, 10.5): a move if they have the shape of one (they fit by rank
   * or suit, or are a Jack), a throw if they have that shape, else nothing.
   */
  readonly presumed?: 'move' | 'throw';
  readonly citations: readonly string[];
  /** Why, as the clause a ruling puts in brackets. */
  readonly reason: Reason;
}

/**
 * 5.7, 6.5 with 4.15: the skipped player's right to answer an Eight or Sevens,
 * unless the game has resumed from a halt since: then only the player to move
 * may move (4.15; the commentary to 5.5 gives the very case). The engine closes
 * these windows on resuming; this also guards positions that arrive from outside.
 */
function openSkipDefence(state: GressState, seat: Seat) {
  return state.throwsForbiddenBy === '4.15' ? undefined : findWindow(state, 'skipDefence', seat);
}

const plainFoul = (citations: readonly string[], reason: Reason): PlayVerdict => ({ as: 'foul', citations, reason });

/** The shape a wrongly played card has, which decides what it counts as until judged (10.5). */
function presumedShape(state: GressState, cards: readonly Card[]): 'move' | 'throw' | undefined {
  const topPile = topOfPile(state)!;
  const top = topPile.card;
  const card = cards[0];
  if (state.halt) return undefined;
  if (cards.length > 1) return packetKind(cards) !== 'other' && fitsAsNormalMove(card, top, suitForMoves(topPile)) ? 'move' : undefined;
  if (fitsAsThrow(card, top) && card.rank !== 'J') return 'throw';
  if (isJackOnJack(card, top)) return undefined;
  return fitsAsNormalMove(card, top, suitForMoves(topPile)) || fitsAsJackMove(card, top) ? 'move' : undefined;
}

/**
 * 4.1, 4.2, 4.5, 4.11, 4.13, 5.5-5.7, 6.1-6.5, 7.1-7.5: classifies the cards
 * (bottom first) that `seat` lays on the play pile. A move needs the player to
 * move, no debt, and cards that fit by rank or suit (a Jack on anything but a
 * Jack; a packet only of Sevens or two red Nines, judged by its bottom card).
 * A throw needs throws allowed and one card one rank lower in the opposite
 * colour; anyone may throw, even in debt, but a thrown Jack is a move (7.3).
 * The skipped player may answer an Eight or Sevens with the same rank (5.7,
 * 6.5) and a swap target may defend with a red Nine (5.5). Anything else is a foul.
 *
 * The order of the checks matters, because some cards have two shapes: a Jack
 * one rank below the top card in the other colour is both a Jack move (7.1) and
 * a thrown Jack (7.3), and a Ten in the wished suit on a Jack both a move and a
 * throw (7.5). Each rule that grants a play is checked before a rule that could
 * forbid the other shape: the player to move's Jack is a move even while throws
 * are forbidden (4.8, 4.15), and their ambiguous Ten is a move (7.5). Only 7.2
 * (never a Jack on a Jack) and the physical checks (hand, halt, 10.1) come first.
 */
export function classifyPlay(state: GressState, seat: Seat, cards: readonly Card[], hand: Hand): PlayVerdict {
  const presumed = presumedShape(state, cards);
  const foul = (citations: readonly string[], reason: Reason): PlayVerdict => ({ ...plainFoul(citations, reason), ...(presumed ? { presumed } : {}) });
  const topPile = topOfPile(state)!;
  const top = topPile.card;
  const topSuit = suitForMoves(topPile);
  const card = cards[0];
  const name = nameOf(state, seat);
  const debt = owes(state, seat);
  const isToMove = seat === state.toMove;
  const isSwapTarget = state.swap?.stage === 'announced' && state.swap.partners[1] === seat;
  const fitsMove = fitsAsNormalMove(card, top, topSuit);
  const moveRule = fitsMove ? '4.5' : '7.1';
  const shapes = shapeCitations(card, top);
  if (hand === 'holding') return foul(['2.6', '4.4', '10.3'], msg('reason.holdingHand', { player: name }));
  if (state.halt) return foul(['4.15'], msg('reason.halted', {}));
  if (findWindow(state, 'mustTakeCard', seat)) return foul(['10.1'], msg('reason.mustTakeCard', { player: name }));

  // Why the player to move may not move right now, if anything stops it.
  const barred = (rule: string): PlayVerdict | null =>
    !isToMove ? foul(cite('4.1', rule, shapes, state.throwsForbiddenBy === '4.15' ? ['4.15'] : []), msg('reason.notToMove', { player: name, sinceResume: state.throwsForbiddenBy === '4.15' }))
      : debt > 0 ? foul(['4.13', rule], msg('reason.inDebt', { player: name, debt }))
        : isSwapTarget ? foul(['5.5', rule], msg('reason.facesSwap', { player: name }))
          : null;

  if (cards.length > 1) {
    const kind = packetKind(cards);
    const rule = kind === 'sevens' ? '6.4' : '6.2';
    if (kind === 'other') return foul(['6.1'], msg('reason.badPacket', {}));
    if (!fitsMove) return foul(['4.5', rule], msg('reason.packetNoFit', { card: formatCard(card), top: formatCard(top) }));
    const skip = openSkipDefence(state, seat);
    if (kind === 'sevens' && skip?.paragraph === '6.5') {
      const other = owesForOtherEvents(state, seat, skip.data!.event!);
      if (other > 0) return foul(['6.5', '4.13'], msg('reason.owesEarlier', { player: name }));
      return { as: 'move', answers: skip.data!.event, citations: ['6.4', '6.5'], reason: msg('reason.sevenDefence', {}) };
    }
    return barred(rule) ?? { as: 'move', citations: [rule], reason: kind === 'sevens' ? msg('reason.packetSevens', {}) : msg('reason.packetNines', {}) };
  }

  if (isSwapTarget && card.rank === '9' && colour(card) === 'red' && findWindow(state, 'swapDefence', seat)) {
    return { as: 'defence', citations: ['5.5'], reason: msg('reason.defenceNine', {}) };
  }
  if (isJackOnJack(card, top)) return foul(['7.2'], msg('reason.jackOnJack', {}));
  const skip = openSkipDefence(state, seat);
  if (skip && fitsMove && ((skip.paragraph === '5.7' && card.rank === '8') || (skip.paragraph === '6.5' && card.rank === '7'))) {
    if (skip.paragraph === '5.7') {
      if (debt > 0) return foul(['5.7', '4.13'], msg('reason.defenceEightInDebt', { player: name, debt }));
      return { as: 'move', answers: skip.data!.event, citations: ['5.7'], reason: msg('reason.defenceEight', {}) };
    }
    if (owesForOtherEvents(state, seat, skip.data!.event!) > 0) return foul(['6.5', '4.13'], msg('reason.owesEarlier', { player: name }));
    return { as: 'move', answers: skip.data!.event, citations: ['6.5'], reason: msg('reason.sevenDefence', {}) };
  }
  if (isToMove && isAmbiguousTen(card, topPile)) {
    return barred('7.5') ?? { as: 'move', citations: ['7.5', '4.5'], reason: msg('reason.ambiguousTen', {}) };
  }
  // 7.1 before 4.11: the player to move may lay a Jack as a move on anything but a
  // Jack. Its throw shape only matters while throws are allowed (7.3); while they
  // are forbidden (4.8, 4.15) the Jack is judged as the Jack move it is.
  const jackMoveByPlayerToMove = card.rank === 'J' && isToMove && !state.throwsAllowed;
  if (fitsAsThrow(card, top) && !jackMoveByPlayerToMove) {
    if (!state.throwsAllowed) {
      const by = state.throwsForbiddenBy ?? '4.2';
      return foul(cite('4.2', '4.11', by), msg('reason.throwsForbidden', { card: formatCard(card), by }));
    }
    // 7.4: on a Jack with a wished suit, throws still go by the Jack's real colour.
    const wished = topPile.wishedSuit ? ['7.4'] : [];
    if (card.rank !== 'J') return { as: 'throw', citations: cite('4.11', shapes, wished), reason: msg('reason.throw', {}) };
    if (debt > 0) return foul(['7.3', '4.13'], msg('reason.thrownJackInDebt', { player: name, debt }));
    if (isSwapTarget) return foul(['7.3', '5.5'], msg('reason.thrownJackSwap', { player: name }));
    return { as: 'move', citations: ['4.11', '7.3'], reason: msg('reason.thrownJack', {}) };
  }
  if (!fitsMove && !fitsAsJackMove(card, top)) {
    const wished = topPile.wishedSuit ? ['7.4'] : [];
    return foul(cite('4.5', '4.11', shapes, wished), msg('reason.noFit', { card: formatCard(card), top: formatCard(top), ...(wished.length ? { wished: topSuit } : {}) }));
  }
  const stop = barred(moveRule);
  if (stop) return stop;
  if (moveRule === '4.5' && isForbiddenLastBlackNine(state, seat, card)) {
    return foul(['5.6', '4.5'], msg('reason.loneBlackNine', {}));
  }
  const wished = topPile.wishedSuit && moveRule === '4.5' ? ['7.4'] : [];
  return { as: 'move', citations: cite(moveRule, shapes, wished), reason: moveRule === '4.5' ? (wished.length ? msg('reason.wishedSuit', { suit: topSuit }) : msg('reason.rankOrSuit', {})) : msg('reason.jack', {}) };
}

/** 10.4: how many recent plays are kept: enough to reach back past every other player's last play. */
const RECENT_PLAYS = 8;

/** 10.4: remembers the state before a play; the copies carry no history of their own, so nothing nests. */
function rememberPlay(state: GressState, seat: Seat, event: number, hand: Hand): GressState['recentPlays'] {
  return [...state.recentPlays, { seat, event, hand, before: { ...state, recentPlays: [] } }].slice(-RECENT_PLAYS);
}

/** Finds each named card in the hand, each physical card once; a message if one is missing. */
function takeFromHand(state: GressState, seat: Seat, ids: readonly string[]): { cards: Card[]; rest: Card[] } | GressMessage {
  const rest = [...state.hands[seat]];
  const cards: Card[] = [];
  for (const id of ids) {
    const parsed = parseCard(id);
    if (!parsed.ok) return msg('play.badCard', { text: id });
    const i = rest.findIndex((c) => sameCard(c, parsed.card));
    if (i === -1) return msg('play.notInHand', { player: nameOf(state, seat), card: formatCard(parsed.card) });
    cards.push(...rest.splice(i, 1));
  }
  return { cards, rest };
}

/**
 * 4.4, 6.1: a player lays one card, or a packet at once, from the hand on the
 * play pile with the action hand; the moment it touches the pile it is played,
 * an event, and part of the pile. Then 4.5/4.6/4.10 and section 5 (move), 4.11
 * (throw), 5.5 (defence Nine) or, for a foul, the cards stay and count as valid
 * until a complaint or withdrawal (10.4, 10.5).
 */
export function playCards(state: GressState, seat: Seat, cardIds: readonly string[], hand: Hand): Outcome {
  const name = nameOf(state, seat);
  if (cardIds.length === 0) return refuse(state, ['4.4'], msg('play.nothing', {}));
  if (state.playPile.length === 0) return refuse(state, ['2.4', '3.7'], msg('play.noPile', {}));
  const taken = takeFromHand(state, seat, cardIds);
  if ('id' in taken) return refuse(state, ['4.4', '2.7'], taken);
  const { cards, rest } = taken;
  const verdict = classifyPlay(state, seat, cards, hand);
  const id = state.nextEventId;
  const top = topOfPile(state)!.card;
  const mark: PlayedAs = verdict.answers !== undefined || verdict.as === 'defence' ? 'defence' : verdict.as;
  const laid: GressState = {
    ...state,
    hands: setAt(state.hands, seat, rest),
    playPile: [...state.playPile, ...cards.map((card) => ({ card, by: seat, as: mark, event: id }))],
    recentPlays: rememberPlay(state, seat, id, hand),
  };
  const onWhat = { player: name, cards: cards.map(formatCard), top: formatCard(top) };
  const packet = cards.length > 1 ? ['6.1'] : [];

  if (verdict.as === 'move') {
    let ready = allowThrows(laid);
    let passed: { cards: number; to: string } | undefined;
    if (verdict.answers !== undefined && cards[0].rank === '7') {
      const moved = transferSevenDebt(ready, seat, verdict.answers, id);
      ready = moved.state;
      if (moved.cards > 0) passed = { cards: moved.cards, to: nameOf(state, state.toMove) };
    }
    const effects = applyMoveEffects(ready, seat, cards, id);
    const kind = verdict.answers !== undefined ? 'defence' : 'move';
    const says = msg('play.move', { ...onWhat, reason: verdict.reason, ...(passed ? { passed } : {}), effect: effects.says });
    return {
      state: recordEvent(state, effects.state, { kind, seat, says, isMove: true, isThrow: false }),
      classification: kind, lawful: true, citations: cite('4.4', packet, verdict.citations, '4.6', effects.citations),
      ...told(says), events: [id], pending: effects.pending,
    };
  }
  if (verdict.as === 'defence') {
    const defence = findWindow(laid, 'swapDefence', seat);
    const cancelled = { ...(defence ? removeWindow(laid, defence) : laid), swap: null };
    const says = msg('play.defence', onWhat);
    return {
      state: recordEvent(state, cancelled, { kind: 'defence', seat, says, isMove: false, isThrow: false }),
      classification: 'defence', lawful: true, citations: cite('4.4', verdict.citations), ...told(says), events: [id],
    };
  }
  if (verdict.as === 'throw') {
    const says = msg('play.throw', { ...onWhat, reason: verdict.reason, toMove: nameOf(state, state.toMove) });
    return {
      state: recordEvent(state, laid, { kind: 'throw', seat, says, isMove: false, isThrow: true }),
      classification: 'throw', lawful: true, citations: cite('4.4', verdict.citations), ...told(says), events: [id],
    };
  }
  // 10.5: the wrong cards count as valid until judged: as a presumed move they take effect (10.5 undoes what nobody acted on).
  // 10.5: a Marke the offender takes from now until another player's next move is replaced on a founded complaint.
  const watched = laid.markes[seat] ? openWindow(laid, 'foulMarke', seat, '10.5', id, windowClosing('foulMarke', seat), { event: id, markeTaken: false }) : laid;
  const effects = verdict.presumed === 'move' ? applyMoveEffects(allowThrows(watched), seat, cards, id) : null;
  const says = msg('play.foul', { ...onWhat, reason: verdict.reason, ...(verdict.presumed ? { presumed: verdict.presumed } : {}), ...(effects ? { effect: effects.says } : {}) });
  return {
    state: recordEvent(state, effects?.state ?? watched, {
      kind: 'foul', seat, says, isMove: verdict.presumed === 'move', isThrow: verdict.presumed === 'throw', ...(verdict.presumed ? { presumed: verdict.presumed } : {}),
    }),
    classification: 'foul', lawful: false, citations: cite('4.4', packet, verdict.citations, '10.5', effects?.citations ?? []), ...told(says), events: [id],
  };
}

/**
 * 4.7, 4.8, 4.12-4.14: a player takes cards from the draw pile. Without debt and
 * to move, one card is a draw: a move, binding once the pile is touched, after
 * which throws are forbidden for all and the next player moves. With debt it is
 * a settlement (4.14), allowed whether or not the player is to move. Anything
 * else is a wrong pick-up: the cards are kept, nothing is settled, no event (10.6).
 * After the active game it is the last settlement (9.2).
 */
export function drawCards(state: GressState, seat: Seat, count: number, hand: Hand): Outcome {
  const name = nameOf(state, seat);
  if (state.phase === 'over') return lastSettlement(state, seat, count, hand);
  if (state.halt) return refuse(state, ['4.15'], msg('draw.halted', {}));
  if (state.drawPile.length === 0) {
    return refuse(state, ['2.5', '10.1'], msg('draw.emptyPile', { player: name }));
  }
  const n = Math.min(count, state.drawPile.length);
  if (hand === 'holding') {
    const says = msg('draw.holding', { player: name, count: n });
    return { state: takeFromDrawPile(state, seat, n), classification: 'foul', lawful: false, citations: ['2.6', '10.3', '10.6'], ...told(says), events: [] };
  }
  const debt = owes(state, seat);
  if (debt > 0) {
    const settling = Math.min(n, debt);
    const paid = settleDebts(state, seat, settling);
    const extra = n - settling;
    const after = extra > 0 ? takeFromDrawPile(paid.state, seat, extra) : paid.state;
    const left = owes(after, seat);
    const says = msg('draw.settle', { player: name, settling, settled: paid.events.length, left, extra });
    return {
      state: after, classification: extra > 0 ? 'foul' : 'settlement', lawful: extra === 0,
      citations: cite('4.12', '4.13', '4.14', extra > 0 ? ['10.6'] : []), ...told(says), events: paid.events,
    };
  }
  if (seat !== state.toMove) {
    const says = msg('draw.notToMove', { player: name, count: n });
    return { state: takeFromDrawPile(state, seat, n), classification: 'foul', lawful: false, citations: ['4.7', '10.6'], ...told(says), events: [] };
  }
  if (state.swap?.stage === 'announced' && state.swap.partners[1] === seat) {
    const says = msg('draw.facesSwap', { player: name });
    return { state: takeFromDrawPile(state, seat, n), classification: 'foul', lawful: false, citations: ['5.5', '4.7', '10.6'], ...told(says), events: [] };
  }
  const id = state.nextEventId;
  const next = nextPlayer(state, seat);
  const extra = n - 1;
  const says = msg('draw.move', { player: name, next: nameOf(state, next), extra });
  let after = recordEvent(state, { ...forbidThrows(takeFromDrawPile(state, seat, 1), '4.8'), toMove: next }, { kind: 'move', seat, says, isMove: true, isThrow: false });
  if (extra > 0) after = takeFromDrawPile(after, seat, extra);
  return {
    state: after, classification: extra > 0 ? 'foul' : 'move', lawful: extra === 0,
    citations: cite('4.7', '4.8', '4.10', extra > 0 ? ['10.6'] : []), ...told(says), events: [id],
  };
}
