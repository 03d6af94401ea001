/** 9.2-9.4: after the active game, the last settlement, laying down and counting penalty points. */
import { msg, told } from '../messages';
import { nameOf, refuse, setAt, type Outcome } from '../outcome';
import { debtOf, PENALTY_POINTS } from '../penalties';
import { cite } from '../../core/ruling';
import type { GressState, Hand, Seat } from '../types';
import { colour } from './1-cards';
import { addDebts, owes } from './4-debt-ledger';
import { convertUnpayableDebts } from './10-exceptions/10.2-empty-last-settlement';

/**
 * 9.2: once the active game is over, players pick up what they still owe. This
 * last settlement is not an event. Debts are paid oldest first, as ever (4.13).
 * 10.3 and 10.6 hold here too: cards taken with the holding hand pay nothing,
 * and cards taken without owing them are a wrong pick-up; either way they are
 * kept (and count at the end, 9.4).
 */
export function lastSettlement(state: GressState, seat: Seat, count: number, hand: Hand = 'action'): Outcome {
  const name = nameOf(state, seat);
  const debt = owes(state, seat);
  if (state.drawPile.length === 0) {
    return refuse(state, debt > 0 ? ['9.2', '10.2'] : ['9.2'], debt > 0 ? msg('last.pileUsedUp', {}) : msg('last.nothing', { player: name }));
  }
  const taken = Math.min(count, state.drawPile.length);
  const paying = hand === 'action' ? Math.min(taken, debt) : 0;
  let left = paying;
  const debts = [];
  for (const d of state.debts) {
    if (d.seat !== seat || left === 0) { debts.push(d); continue; }
    const paid = Math.min(left, d.cards);
    left -= paid;
    if (paid < d.cards) debts.push({ ...d, cards: d.cards - paid });
  }
  const hands = setAt(state.hands, seat, [...state.hands[seat], ...state.drawPile.slice(0, taken)]);
  // Whoever picks up now holds cards and must lay them down (again) before the game can be scored (9.3).
  const laidDown = setAt(state.laidDown, seat, false);
  const drawPile = state.drawPile.slice(taken);
  const stillOwed = debt - paying;
  const short = drawPile.length === 0 && stillOwed > 0;
  const next = scoreIfAllDown(convertUnpayableDebts({ ...state, hands, drawPile, debts, laidDown }));
  const ending = { short, owed: stillOwed };
  if (hand === 'holding') {
    return {
      state: next, classification: 'foul', lawful: false, citations: cite('9.2', '2.6', '10.3', '10.6', short ? ['10.2'] : []), events: [],
      ...told(msg('last.holding', { player: name, taken, ending })),
    };
  }
  const extra = taken - paying;
  if (extra > 0) {
    return {
      state: next, classification: 'foul', lawful: false, citations: cite('9.2', '10.6', short ? ['10.2'] : []), events: [],
      ...told(msg('last.wrong', { player: name, taken, paying, extra, ending })),
    };
  }
  return {
    state: next, classification: 'settlement', lawful: true, citations: short ? ['9.2', '10.2'] : ['9.2'], events: [],
    ...told(msg('last.settled', { player: name, paying, ending })),
  };
}

/**
 * 9.3, 9.4: the game is over for good once nobody owes anything and every
 * player holding cards has laid them down; then the penalty points are counted.
 * 10.8: disqualified players take no part in this: they neither settle nor lay
 * down, so they never hold the game up; their hand and debts are counted as they are.
 */
export function scoreIfAllDown(state: GressState): GressState {
  const out = (s: Seat) => state.disqualified[s];
  const allDown = state.players.every((_, s) => out(s) || state.laidDown[s] || state.hands[s].length === 0);
  if (state.phase !== 'over' || !allDown || state.debts.some((d) => !out(d.seat))) return state;
  // 10.8: a disqualified player lays nothing down and settles nothing: the hand counts as it lies, and every card still owed is a point, as in 10.2.
  const unpaid = state.unpaid.map((n, s) => n + state.debts.reduce((sum, d) => (d.seat === s ? sum + d.cards : sum), 0));
  const counted = { ...state, debts: [], unpaid };
  return { ...counted, phase: 'scored', windows: [], penalties: state.players.map((_, s) => penaltyPoints(counted, s)) };
}

/** One part of a player's penalty count: how many of the thing, and the points they make. */
export interface PenaltyPart {
  readonly count: number;
  readonly points: number;
}

/** What a player's penalty points are made of (9.4, 10.2), so a page can show each part the engine counted. */
export interface PenaltyParts {
  readonly cards: PenaltyPart;
  readonly blackNines: PenaltyPart;
  /** 0 or 1 Marke. */
  readonly marke: PenaltyPart;
  readonly unpaid: PenaltyPart;
  readonly total: number;
}

/**
 * 9.4: one point per card in the laid-down hand, one more per black Nine in it,
 * four for a Marke still held; plus one per card owed that the empty draw pile
 * could not supply (10.2). Each part separately; penaltyPoints is their sum.
 */
export function penaltyParts(state: GressState, seat: Seat): PenaltyParts {
  const hand = state.hands[seat];
  const { cardInHand, blackNine, marke, unpaidCard } = PENALTY_POINTS;
  const part = (count: number, each: number): PenaltyPart => ({ count, points: count * each });
  const parts = {
    cards: part(hand.length, cardInHand.points),
    blackNines: part(hand.filter((c) => c.rank === '9' && colour(c) === 'black').length, blackNine.points),
    marke: part(state.markes[seat] ? 1 : 0, marke.points),
    unpaid: part(state.unpaid[seat], unpaidCard.points),
  };
  return { ...parts, total: parts.cards.points + parts.blackNines.points + parts.marke.points + parts.unpaid.points };
}

/** 9.4 with 10.2: a player's penalty points (penaltyParts, summed). */
export function penaltyPoints(state: GressState, seat: Seat): number {
  return penaltyParts(state, seat).total;
}

/**
 * 9.3: each player lays the hand face up; a Marke stays face down. Laying down
 * while still in debt adds a debt of two more cards and does not count. When
 * the last hand is down lawfully the game is over for good and scored (9.4).
 */
export function layDown(state: GressState, seat: Seat): Outcome {
  const name = nameOf(state, seat);
  if (state.laidDown[seat]) return refuse(state, ['9.3'], msg('layDown.already', { player: name }));
  const debt = owes(state, seat);
  if (debt > 0) {
    const lastEvent = state.nextEventId - 1;
    return {
      state: addDebts(state, [debtOf('layDownInDebt', seat, lastEvent)]), classification: 'foul', lawful: false, citations: ['9.3'], events: [],
      ...told(msg('layDown.inDebt', { player: name, debt })),
    };
  }
  if (state.hands[seat].length === 0) return refuse(state, ['9.3'], msg('layDown.noCards', { player: name }));
  const scored = scoreIfAllDown({ ...state, laidDown: setAt(state.laidDown, seat, true) });
  const done = scored.phase === 'scored';
  return {
    state: scored, classification: 'layDown', lawful: true, citations: done ? ['9.3', '9.4'] : ['9.3'], events: [],
    ...told(msg('layDown.done', { player: name, everyone: done })),
  };
}
