/**
 * Section 5: what a move does, by the rank of its card. A throw has no effect;
 * only moves (including the opening, 3.7, and thrown Jacks, 7.3) come here.
 * Effects the engine does not model yet are reported as `pending` so rulings
 * say so instead of pretending.
 */
import type { Card } from '../../core/cards';
import { nameOf, type Outcome } from '../outcome';
import type { Debt, GressState, Seat } from '../types';
import { colour } from './1-cards';
import { neighbourInDirection } from './2-table';

export interface Effects {
  readonly state: GressState;
  readonly citations: readonly string[];
  readonly summary: string;
  readonly pending: readonly string[];
}

/** 4.10: after a move, the neighbour of the mover in the direction of play moves next. */
export function nextPlayer(state: GressState, mover: Seat): Seat {
  return neighbourInDirection(mover, state.direction, state.players.length);
}

/** 5.1: after a move with an Ace the same player is to move again. */
export function aceEffect(state: GressState, mover: Seat): Effects {
  return {
    state: { ...state, toMove: mover }, citations: ['5.1'], pending: [],
    summary: `An Ace: ${nameOf(state, mover)} is to move again.`,
  };
}

/** 5.2: a move with a King makes every other player owe one card, tied to the King's event. */
export function kingEffect(state: GressState, mover: Seat, event: number): Effects {
  const owed: Debt[] = state.players.flatMap((_, seat) =>
    seat === mover ? [] : [{ seat, cards: 1, event, paragraph: '5.2' }]);
  const next = nextPlayer(state, mover);
  return {
    state: { ...state, debts: [...state.debts, ...owed], toMove: next },
    citations: ['5.2', '4.12', '4.10'], pending: [],
    summary: `A King: everyone but ${nameOf(state, mover)} owes one card. ${nameOf(state, next)} is to move.`,
  };
}

/** 5.3: a Queen reverses the direction first; 4.10 then finds the next player in the new direction. */
export function queenEffect(state: GressState, mover: Seat): Effects {
  const direction = state.direction === 'clockwise' ? 'counterclockwise' : 'clockwise';
  const turned = { ...state, direction } as const;
  const next = nextPlayer(turned, mover);
  return {
    state: { ...turned, toMove: next }, citations: ['5.3', '4.9', '4.10'], pending: [],
    summary: `A Queen: play now runs ${direction === 'clockwise' ? 'clockwise' : 'counter-clockwise'}, so ${nameOf(state, next)} is to move.`,
  };
}

/** 4.10 alone, for cards whose move has no effect on who is next. */
function plainNext(state: GressState, mover: Seat, pending: string[], note: string): Effects {
  const next = nextPlayer(state, mover);
  return {
    state: { ...state, toMove: next }, citations: ['4.10'], pending,
    summary: `${note}${nameOf(state, next)} is to move.`,
  };
}

/**
 * Dispatches the effect of a move with `card` by `mover` (section 5), with the
 * id of the move's event. The caller has already put the card on the pile.
 */
export function applyMoveEffects(state: GressState, mover: Seat, card: Card, event: number): Effects {
  switch (card.rank) {
    case 'A':
      return aceEffect(state, mover);
    case 'K':
      return kingEffect(state, mover, event);
    case 'Q':
      return queenEffect(state, mover);
    case '10':
      return plainNext(state, mover, ['5.4'], 'A Ten (giving a card, 5.4, is not modelled yet). ');
    case '9':
      return colour(card) === 'red'
        ? plainNext(state, mover, ['5.5'], 'A red Nine (the swap, 5.5, is not modelled yet). ')
        : plainNext(state, mover, [], '');
    case '8':
      return plainNext(state, mover, ['5.7'], 'An Eight (the skip, 5.7, is not modelled yet). ');
    case '7':
      return plainNext(state, mover, ['6.5'], 'A Seven (skip and two cards, 6.5, not modelled yet). ');
    case 'J':
      return plainNext(state, mover, ['7.4'], 'A Jack (the wished suit, 7.4, is not modelled yet). ');
  }
}

export type { Outcome };
