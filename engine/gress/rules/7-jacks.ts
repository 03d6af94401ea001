/** Section 7: Jacks, the cards that make a move and a throw always tell apart. */
import { type Card, type Suit } from '../../core/cards';
import { msg, told } from '../messages';
import { nameOf, refuse, type Outcome } from '../outcome';
import type { GressState, PileCard, Seat } from '../types';
import { findWindow, removeWindow } from '../windows';

/** 7.2: no Jack may ever be played on a Jack, whatever else would allow it. */
export function isJackOnJack(card: Card, top: Card): boolean {
  return card.rank === 'J' && top.rank === 'J';
}

/** 7.1: the player to move may play a Jack on anything (7.2 aside). */
export function fitsAsJackMove(card: Card, top: Card): boolean {
  return card.rank === 'J' && !isJackOnJack(card, top);
}

/**
 * 7.4: the suit that counts for moves (4.5) on a pile card: the wished suit of
 * a Jack while it lies on top, otherwise the card's own suit. Throws (4.11)
 * always use the card's real colour.
 */
export function suitForMoves(top: PileCard): Suit {
  return top.wishedSuit ?? top.card.suit;
}

/**
 * 7.5: a Ten in the wished suit laid by the player to move on a Jack is always
 * a move, even where it would also have the shape of a throw.
 */
export function isAmbiguousTen(card: Card, top: PileCard): boolean {
  return card.rank === '10' && top.card.rank === 'J' && card.suit === suitForMoves(top);
}

/** 7.4: the player who moved with a Jack names a suit, before the next move or throw. Not an event. */
export function wishSuit(state: GressState, seat: Seat, suit: Suit): Outcome {
  const name = nameOf(state, seat);
  const window = findWindow(state, 'wish', seat);
  if (!window) return refuse(state, ['7.4'], msg('wish.noWindow', { player: name }));
  const playPile = state.playPile.map((p, i) => (i === state.playPile.length - 1 ? { ...p, wishedSuit: suit } : p));
  return {
    state: removeWindow({ ...state, playPile }, window), classification: 'announcement', lawful: true, citations: ['7.4'], events: [],
    ...told(msg('wish.made', { player: name, suit })),
  };
}
