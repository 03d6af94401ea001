/** 9.2-9.4: after the active game, the last settlement, laying down and counting penalty points. */
import { nameOf, refuse, setAt, type Outcome } from '../outcome';
import type { GressState, Seat } from '../types';
import { colour } from './1-cards';
import { addDebts, owes } from './4-debt-ledger';
import { convertUnpayableDebts } from './10-exceptions/10.2-empty-last-settlement';

/**
 * 9.2: once the active game is over, players pick up what they still owe. This
 * last settlement is not an event. Debts are paid oldest first, as ever (4.13).
 */
export function lastSettlement(state: GressState, seat: Seat, count: number): Outcome {
  const name = nameOf(state, seat);
  const debt = owes(state, seat);
  if (debt === 0) return refuse(state, ['9.2'], `${name} owes nothing; after the game only debts are picked up.`);
  const n = Math.min(count, debt, state.drawPile.length);
  if (n === 0) return refuse(state, ['9.2', '10.2'], 'The draw pile is used up: what is still owed counts as penalty points (10.2).');
  let left = n;
  const debts = [];
  for (const d of state.debts) {
    if (d.seat !== seat || left === 0) { debts.push(d); continue; }
    const paid = Math.min(left, d.cards);
    left -= paid;
    if (paid < d.cards) debts.push({ ...d, cards: d.cards - paid });
  }
  const hands = setAt(state.hands, seat, [...state.hands[seat], ...state.drawPile.slice(0, n)]);
  // Whoever picks up now holds cards and must lay them down (again) before the game can be scored (9.3).
  const laidDown = setAt(state.laidDown, seat, false);
  const drawPile = state.drawPile.slice(n);
  const short = drawPile.length === 0 && debt - n > 0;
  return {
    state: scoreIfAllDown(convertUnpayableDebts({ ...state, hands, drawPile, debts, laidDown })), classification: 'settlement', lawful: true,
    citations: short ? ['9.2', '10.2'] : ['9.2'], events: [],
    summary: `${name} picks up ${n} card${n === 1 ? '' : 's'} owed (the last settlement is no event)` +
      (short ? '; the draw pile is used up, so every card still owed counts as a penalty point (10.2).' : debt - n > 0 ? `; ${debt - n} still owed.` : '.'),
  };
}

/**
 * 9.3, 9.4: the game is over for good once nobody owes anything and every
 * player holding cards has laid them down; then the penalty points are counted.
 */
export function scoreIfAllDown(state: GressState): GressState {
  const allDown = state.players.every((_, s) => state.laidDown[s] || state.hands[s].length === 0);
  if (state.phase !== 'over' || !allDown || state.debts.length > 0) return state;
  return { ...state, phase: 'scored', windows: [], penalties: state.players.map((_, s) => penaltyPoints(state, s)) };
}

/**
 * 9.4: one point per card in the laid-down hand, one more per black Nine in it,
 * four for a Marke still held; plus one per card owed that the empty draw pile
 * could not supply (10.2).
 */
export function penaltyPoints(state: GressState, seat: Seat): number {
  const hand = state.hands[seat];
  const blackNines = hand.filter((c) => c.rank === '9' && colour(c) === 'black').length;
  return hand.length + blackNines + (state.markes[seat] ? 4 : 0) + state.unpaid[seat];
}

/**
 * 9.3: each player lays the hand face up; a Marke stays face down. Laying down
 * while still in debt adds a debt of two more cards and does not count. When
 * the last hand is down lawfully the game is over for good and scored (9.4).
 */
export function layDown(state: GressState, seat: Seat): Outcome {
  const name = nameOf(state, seat);
  if (state.laidDown[seat]) return refuse(state, ['9.3'], `${name} has already laid down.`);
  const debt = owes(state, seat);
  if (debt > 0) {
    const lastEvent = state.nextEventId - 1;
    return {
      state: addDebts(state, [{ seat, cards: 2, event: lastEvent, paragraph: '9.3' }]), classification: 'foul', lawful: false, citations: ['9.3'], events: [],
      summary: `${name} lays down while still owing ${debt}: that costs two more cards, and the hand must be laid down again after settling.`,
    };
  }
  if (state.hands[seat].length === 0) return refuse(state, ['9.3'], `${name} has no cards to lay down.`);
  const scored = scoreIfAllDown({ ...state, laidDown: setAt(state.laidDown, seat, true) });
  const done = scored.phase === 'scored';
  return {
    state: scored, classification: 'layDown', lawful: true, citations: done ? ['9.3', '9.4'] : ['9.3'], events: [],
    summary: `${name} lays the hand down face up.` + (done ? ' Everyone is down: the game is over and the penalty points are counted.' : ''),
  };
}
