/**
 * Section 4: moves and throws. Classifying a played card, drawing, take debts
 * and their settlement. Every function's doc comment starts with the paragraph
 * it implements; the rulings they produce cite it.
 */
import { type Card, cardLabel, parseCard, sameCard, sameFace } from '../../core/cards';
import { cite } from '../../core/ruling';
import { nameOf, recordEvent, refuse, setAt, type Outcome } from '../outcome';
import type { GressState, Hand, PlayedAs, Seat } from '../types';
import { colour, rankBelow } from './1-cards';
import { topOfPile } from './2-table';
import { applyMoveEffects, nextPlayer } from './5-effects';
import { fitsAsJackMove, isJackOnJack } from './7-jacks';
import { endIfSomeoneWentOut } from './9-end';
import { owes, settleDebts, takeFromDrawPile } from './4-take-debts';
import { allowThrows, forbidThrows } from './4-throw-permission';

/** 4.5: a card fits as a normal move if it has the top card's rank or suit. */
export function fitsAsNormalMove(card: Card, top: Card): boolean {
  return card.rank === top.rank || card.suit === top.suit;
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

/** What a single played card counts as, and why. */
export interface PlayVerdict {
  readonly as: 'move' | 'throw' | 'foul';
  readonly citations: readonly string[];
  readonly reason: string;
}

/**
 * 4.1, 4.2, 4.5, 4.11, 4.13, 7.1-7.3: classifies one card laid on the play pile
 * by `seat`. A move needs the player to move, no debt, and a card that fits by
 * rank or suit (or a Jack). A throw needs throws allowed for all and a card one
 * rank lower in the opposite colour; anyone may throw, even in debt. A thrown
 * Jack counts as a move (7.3), so it also needs no debt. Anything else is a foul.
 */
export function classifyPlay(state: GressState, seat: Seat, card: Card, hand: Hand): PlayVerdict {
  const top = topOfPile(state)!.card;
  const name = nameOf(state, seat);
  if (hand === 'holding') {
    return { as: 'foul', citations: ['2.6', '4.4', '10.3'], reason: `${name} played with the holding hand; cards are played with the action hand only` };
  }
  if (state.halt) {
    return { as: 'foul', citations: ['4.15'], reason: 'the game is halted: no card may be played until it resumes' };
  }
  if (isJackOnJack(card, top)) {
    return { as: 'foul', citations: ['7.2'], reason: 'a Jack may never be played on a Jack' };
  }
  const debt = owes(state, seat);
  const isToMove = seat === state.toMove;
  if (fitsAsThrow(card, top)) {
    if (!state.throwsAllowed) {
      const by = state.throwsForbiddenBy ?? '4.2';
      const why = by === '4.8' ? ' since the last draw' : by === '4.15' ? ' since the game resumed' : '';
      return { as: 'foul', citations: cite('4.2', '4.11', by), reason: `${cardLabel(card)} would fit as a throw, but throws are forbidden${why}` };
    }
    if (card.rank === 'J' && debt > 0) {
      return { as: 'foul', citations: ['7.3', '4.13'], reason: `a thrown Jack is a move, and ${name} still owes ${debt}` };
    }
    return card.rank === 'J'
      ? { as: 'move', citations: ['4.11', '7.3'], reason: 'a thrown Jack counts as a move' }
      : { as: 'throw', citations: cite('4.11', shapeCitations(card, top)), reason: 'one rank lower and the opposite colour' };
  }
  const fitsMove = fitsAsNormalMove(card, top) || fitsAsJackMove(card, top);
  const moveRule = fitsAsNormalMove(card, top) ? '4.5' : '7.1';
  if (!fitsMove) {
    return { as: 'foul', citations: cite('4.5', '4.11', shapeCitations(card, top)), reason: `${cardLabel(card)} fits on ${cardLabel(top)} neither as a move nor as a throw` };
  }
  if (!isToMove) {
    return { as: 'foul', citations: cite('4.1', moveRule, shapeCitations(card, top)), reason: `${cardLabel(card)} could only be a move, and ${name} is not to move` };
  }
  if (debt > 0) {
    return { as: 'foul', citations: ['4.13', moveRule], reason: `${name} still owes ${debt} card${debt === 1 ? '' : 's'} and may not move` };
  }
  if (moveRule === '4.5' && isForbiddenLastBlackNine(state, seat, card)) {
    return { as: 'foul', citations: ['5.6', '4.5'], reason: 'a lone black Nine without a Marke may not be played as a move' };
  }
  return { as: 'move', citations: cite(moveRule, shapeCitations(card, top)), reason: moveRule === '4.5' ? 'same rank or same suit' : 'a Jack fits on anything but a Jack' };
}

/**
 * 4.4: a player lays one card from the hand on the play pile with the action
 * hand; the moment it touches the pile it is played, an event, and part of the
 * pile. Then 4.5/4.6/4.10 (move), 4.11 (throw) or, for a foul, the card stays
 * and counts as valid until a complaint or withdrawal (10.4, 10.5).
 */
export function playCards(state: GressState, seat: Seat, cardIds: readonly string[], hand: Hand): Outcome {
  const name = nameOf(state, seat);
  if (cardIds.length !== 1) {
    return { ...refuse(state, ['4.4', '6.1'], `${name} lays ${cardIds.length} cards at once: packets (6.1) are not modelled yet.`), pending: ['6.1'] };
  }
  const parsed = parseCard(cardIds[0]);
  if (!parsed.ok) return refuse(state, ['4.4'], parsed.error);
  const index = state.hands[seat].findIndex((c) => sameCard(c, parsed.card));
  if (index === -1) return refuse(state, ['4.4', '2.7'], `${name} has no ${cardLabel(parsed.card)} in hand.`);
  const card = state.hands[seat][index];
  const verdict = classifyPlay(state, seat, card, hand);
  const id = state.nextEventId;
  const top = topOfPile(state)!.card;
  const laid: GressState = {
    ...state,
    hands: setAt(state.hands, seat, state.hands[seat].filter((_, i) => i !== index)),
    playPile: [...state.playPile, { card, by: seat, as: verdict.as satisfies PlayedAs, event: id }],
  };
  const onWhat = `${name} plays ${cardLabel(card)} on ${cardLabel(top)}`;
  if (verdict.as === 'move') {
    const effects = applyMoveEffects(allowThrows(laid), seat, card, id);
    const summary = `${onWhat}: a move (${verdict.reason}). Throws are allowed. ${effects.summary}`;
    const after = recordEvent(state, effects.state, { kind: 'move', seat, summary, isMove: true, isThrow: false });
    return {
      state: endIfSomeoneWentOut(after), classification: 'move', lawful: true,
      citations: cite('4.4', verdict.citations, '4.6', effects.citations), summary, events: [id], pending: effects.pending,
    };
  }
  if (verdict.as === 'throw') {
    const summary = `${onWhat}: a throw (${verdict.reason}). ${nameOf(state, state.toMove)} is still to move.`;
    const after = recordEvent(state, laid, { kind: 'throw', seat, summary, isMove: false, isThrow: true });
    return {
      state: endIfSomeoneWentOut(after), classification: 'throw', lawful: true,
      citations: cite('4.4', verdict.citations), summary, events: [id],
    };
  }
  const summary = `${onWhat}: a foul (${verdict.reason}). The card stays and counts until withdrawn or complained about.`;
  const after = recordEvent(state, laid, { kind: 'foul', seat, summary, isMove: false, isThrow: false });
  return {
    state: after, classification: 'foul', lawful: false,
    citations: cite('4.4', verdict.citations), summary, events: [id], pending: ['10.4', '10.5'],
  };
}

/**
 * 4.7, 4.8, 4.12-4.14: a player takes cards from the draw pile. Without debt and
 * to move, one card is a draw: a move, binding once the pile is touched, after
 * which throws are forbidden for all and the next player moves. With debt it is
 * a settlement (4.14), allowed whether or not the player is to move. Anything
 * else is a wrong pick-up: the cards are kept, nothing is settled, no event (10.6).
 */
export function drawCards(state: GressState, seat: Seat, count: number, hand: Hand): Outcome {
  const name = nameOf(state, seat);
  if (state.halt) return refuse(state, ['4.15'], 'The game is halted: nothing may be picked up until it resumes.');
  if (state.drawPile.length === 0) {
    return { ...refuse(state, ['2.5', '10.1'], `The draw pile is empty: ${name} cannot take a card (the game can be halted to reshuffle, 10.1).`) };
  }
  const n = Math.min(count, state.drawPile.length);
  if (hand === 'holding') {
    const summary = `${name} takes ${n} card${n === 1 ? '' : 's'} with the holding hand: a foul. They are kept, but settle nothing and are no event.`;
    return { state: takeFromDrawPile(state, seat, n), classification: 'foul', lawful: false, citations: ['2.6', '10.3', '10.6'], summary, events: [] };
  }
  const debt = owes(state, seat);
  if (debt > 0) {
    const settling = Math.min(n, debt);
    const paid = settleDebts(state, seat, settling);
    const extra = n - settling;
    const after = extra > 0 ? takeFromDrawPile(paid.state, seat, extra) : paid.state;
    const left = owes(after, seat);
    const summary = `${name} picks up ${settling} card${settling === 1 ? '' : 's'} against the debt` +
      (paid.events.length > 0 ? `: ${paid.events.length} settlement event${paid.events.length === 1 ? '' : 's'}` : ', no debt settled in full yet') +
      (left > 0 ? `; ${left} still owed.` : '.') +
      (extra > 0 ? ` The ${extra} extra card${extra === 1 ? ' is' : 's are'} a wrong pick-up and kept (10.6).` : '');
    return {
      state: endIfSomeoneWentOut(after), classification: extra > 0 ? 'foul' : 'settlement', lawful: extra === 0,
      citations: cite('4.12', '4.13', '4.14', extra > 0 ? ['10.6'] : []), summary, events: paid.events,
    };
  }
  if (seat !== state.toMove || state.phase !== 'running') {
    const summary = `${name} is not to move and owes nothing: taking ${n} card${n === 1 ? '' : 's'} is a wrong pick-up. They are kept; no event.`;
    return { state: takeFromDrawPile(state, seat, n), classification: 'foul', lawful: false, citations: ['4.7', '10.6'], summary, events: [] };
  }
  const id = state.nextEventId;
  const next = nextPlayer(state, seat);
  const drawn = takeFromDrawPile(state, seat, 1);
  const extra = n - 1;
  const summary = `${name} draws a card: a move. Throws are now forbidden for everyone. ${nameOf(state, next)} is to move.` +
    (extra > 0 ? ` The ${extra} extra card${extra === 1 ? ' is' : 's are'} a wrong pick-up and kept (10.6).` : '');
  let after = recordEvent(state, { ...forbidThrows(drawn, '4.8'), toMove: next }, { kind: 'move', seat, summary, isMove: true, isThrow: false });
  if (extra > 0) after = takeFromDrawPile(after, seat, extra);
  return {
    state: after, classification: extra > 0 ? 'foul' : 'move', lawful: extra === 0,
    citations: cite('4.7', '4.8', '4.10', extra > 0 ? ['10.6'] : []), summary, events: [id],
  };
}

