/**
 * Section 5 (and 6.3, 6.5, 7.4): what a move does, decided by its card, or by
 * the packet it was. A throw has no effect; only moves come here: ordinary
 * moves, the opening (3.7), thrown Jacks (7.3) and defence moves (5.7, 6.5).
 */
import { type Card } from '../../core/cards';
import { msg } from '../messages';
import type { Effect } from '../messages/spec';
import { nameOf } from '../outcome';
import { debtOf } from '../penalties';
import type { Debt, GressState, Seat } from '../types';
import { openWindow } from '../windows';
import { windowClosing } from '../window-kinds';
import { colour } from './1-cards';
import { neighbourInDirection } from './2-table';
import { addDebts } from './4-debt-ledger';

export interface Effects {
  readonly state: GressState;
  readonly citations: readonly string[];
  /** What the move does, the tail of its ruling. */
  readonly says: Effect;
  readonly pending: readonly string[];
}

/** 4.10: after a move, the neighbour of the mover in the direction of play moves next (a disqualified player is passed over, 10.8). */
export function nextPlayer(state: GressState, mover: Seat): Seat {
  let next = neighbourInDirection(mover, state.direction, state.players.length);
  for (let i = 0; i < state.players.length && state.disqualified[next]; i++) next = neighbourInDirection(next, state.direction, state.players.length);
  return next;
}

const effect = (state: GressState, citations: string[], says: Effect): Effects => ({ state, citations, says, pending: [] });

/** 5.1: after a move with an Ace the same player is to move again. */
export function aceEffect(state: GressState, mover: Seat): Effects {
  return effect({ ...state, toMove: mover }, ['5.1'], msg('effect.ace', { player: nameOf(state, mover) }));
}

/** 5.2: a move with a King makes every other player owe one card, tied to the King's event. */
export function kingEffect(state: GressState, mover: Seat, event: number): Effects {
  const owed: Debt[] = state.players.flatMap((_, seat) => (seat === mover ? [] : [debtOf('king', seat, event)]));
  const next = nextPlayer(state, mover);
  return effect({ ...addDebts(state, owed), toMove: next }, ['5.2', '4.12', '4.10'],
    msg('effect.king', { player: nameOf(state, mover), next: nameOf(state, next) }));
}

/** 5.3: a Queen reverses the direction first; 4.10 then finds the next player in the new direction. */
export function queenEffect(state: GressState, mover: Seat): Effects {
  const direction = state.direction === 'clockwise' ? 'counterclockwise' : 'clockwise';
  const turned: GressState = { ...state, direction };
  const next = nextPlayer(turned, mover);
  return effect({ ...turned, toMove: next }, ['5.3', '4.9', '4.10'],
    msg('effect.queen', { clockwise: direction === 'clockwise', next: nameOf(state, next) }));
}

/** 5.4: after a Ten the mover may give one card to another player until the next move by anyone. */
export function tenEffect(state: GressState, mover: Seat, event: number): Effects {
  const next = nextPlayer(state, mover);
  const opened = openWindow({ ...state, toMove: next }, 'give', mover, '5.4', event, windowClosing('give', mover));
  return effect(opened, ['5.4', '4.10'],
    msg('effect.ten', { player: nameOf(state, mover), next: nameOf(state, next) }));
}

/** 5.5: after a red Nine the mover may announce a swap of hands until the next event. */
export function redNineEffect(state: GressState, mover: Seat, event: number): Effects {
  const next = nextPlayer(state, mover);
  const opened = openWindow({ ...state, toMove: next }, 'swapAnnouncement', mover, '5.5', event, windowClosing('swapAnnouncement', mover), { paragraph: '5.5' });
  return effect(opened, ['5.5', '4.10'],
    msg('effect.redNine', { player: nameOf(state, mover), next: nameOf(state, next) }));
}

/** 6.3: after two red Nines the mover may have any two players swap hands, announced before the next event. */
export function twoRedNinesEffect(state: GressState, mover: Seat, event: number): Effects {
  const next = nextPlayer(state, mover);
  const opened = openWindow({ ...state, toMove: next }, 'swapAnnouncement', mover, '6.3', event, windowClosing('swapAnnouncement', mover), { paragraph: '6.3' });
  return effect(opened, ['6.3', '4.10'],
    msg('effect.twoRedNines', { player: nameOf(state, mover), next: nameOf(state, next) }));
}

/**
 * 5.7: after an Eight the player after next moves; the skipped player may
 * answer with a defence Eight until the next move by anyone.
 */
export function eightEffect(state: GressState, mover: Seat, event: number): Effects {
  const skipped = nextPlayer(state, mover);
  const next = nextPlayer(state, skipped);
  const opened = openWindow({ ...state, toMove: next }, 'skipDefence', skipped, '5.7', event, windowClosing('skipDefence', skipped), { event });
  return effect(opened, ['5.7', '4.10'],
    msg('effect.eight', { skipped: nameOf(state, skipped), next: nameOf(state, next) }));
}

/**
 * 6.5: after a move with n Sevens the player after next moves and the skipped
 * player owes two cards per Seven, tied to this event; the skipped player may
 * defend with Sevens until the next move by anyone.
 */
export function sevensEffect(state: GressState, mover: Seat, sevens: number, event: number): Effects {
  const skipped = nextPlayer(state, mover);
  const next = nextPlayer(state, skipped);
  const owed: Debt = debtOf('sevens', skipped, event, sevens);
  const opened = openWindow({ ...addDebts(state, [owed]), toMove: next }, 'skipDefence', skipped, '6.5', event, windowClosing('skipDefence', skipped), { event });
  return effect(opened, ['6.5', '4.12', '4.10'],
    msg('effect.sevens', { sevens, skipped: nameOf(state, skipped), cards: owed.cards, next: nameOf(state, next) }));
}

/** 7.4: after a Jack move the mover may wish a suit until the next move or throw. */
export function jackEffect(state: GressState, mover: Seat, event: number): Effects {
  const next = nextPlayer(state, mover);
  const opened = openWindow({ ...state, toMove: next }, 'wish', mover, '7.4', event, windowClosing('wish', mover));
  return effect(opened, ['7.4', '4.10'],
    msg('effect.jack', { player: nameOf(state, mover), next: nameOf(state, next) }));
}

/**
 * Dispatches the effect of a move with `cards` (one card, or a packet bottom
 * first) by `mover`, with the id of the move's event. The caller has already
 * put the cards on the pile.
 */
export function applyMoveEffects(state: GressState, mover: Seat, cards: readonly Card[], event: number): Effects {
  const card = cards[0];
  switch (card.rank) {
    case 'A':
      return aceEffect(state, mover);
    case 'K':
      return kingEffect(state, mover, event);
    case 'Q':
      return queenEffect(state, mover);
    case '10':
      return tenEffect(state, mover, event);
    case '9':
      if (cards.length === 2) return twoRedNinesEffect(state, mover, event);
      if (colour(card) === 'red') return redNineEffect(state, mover, event);
      return effect({ ...state, toMove: nextPlayer(state, mover) }, ['4.10'], msg('effect.next', { next: nameOf(state, nextPlayer(state, mover)) }));
    case '8':
      return eightEffect(state, mover, event);
    case '7':
      return sevensEffect(state, mover, cards.length, event);
    case 'J':
      return jackEffect(state, mover, event);
  }
}
