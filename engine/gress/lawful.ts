/**
 * The lawful-actions query: for any position and any player, every action the
 * rules allow that player right now. The engine itself accepts any physically
 * possible action and rules on it; this list is for the sandbox (to highlight
 * options) and for bots. An action is lawful if the current phase accepts its
 * kind (machine.ts) and the rules classify it as lawful, not as a foul or a refusal.
 */
import { type Card, formatCard, SUITS } from '../core/cards';
import { ACCEPTED, applyRule } from './machine';
import type { GressAction, GressState, Seat } from './types';
import { owes } from './rules/4-debt-ledger';
import { colour } from './rules/1-cards';
import { findWindow } from './windows';

/** Every non-empty subset of `items` with at least two members. */
function subsetsOfTwoOrMore<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) {
    const subset = items.filter((_, i) => mask & (1 << i));
    if (subset.length >= 2) out.push(subset);
  }
  return out;
}

/** Packets worth trying: Sevens (each subset, each card once at the bottom) and pairs of red Nines (6.2, 6.4). */
function packets(hand: readonly Card[]): string[][] {
  const ids = (cards: readonly Card[]) => cards.map(formatCard);
  const sevens = hand.filter((c) => c.rank === '7');
  const redNines = hand.filter((c) => c.rank === '9' && colour(c) === 'red');
  const out: string[][] = [];
  for (const subset of subsetsOfTwoOrMore(sevens)) {
    for (const bottom of subset) out.push(ids([bottom, ...subset.filter((c) => c !== bottom)]));
  }
  for (const pair of subsetsOfTwoOrMore(redNines).filter((p) => p.length === 2)) out.push(ids(pair), ids([pair[1], pair[0]]));
  return out;
}

/** Candidate actions for `seat`: everything the player could physically try that might be lawful. */
function candidates(state: GressState, seat: Seat): GressAction[] {
  const hand = state.hands[seat];
  const others = state.players.map((_, s) => s).filter((s) => s !== seat);
  const out: GressAction[] = [
    { type: 'shuffle', seat, seed: 0 }, { type: 'dealHands', seat }, { type: 'dealMarkes', seat }, { type: 'buildDrawPile', seat },
    { type: 'pickUpHand', seat, hand: 'action' }, { type: 'peek', seat, hand: 'action' }, { type: 'open', seat, hand: 'action' },
    ...hand.map((c): GressAction => ({ type: 'play', seat, cards: [formatCard(c)], hand: 'action' })),
    ...packets(hand).map((cards): GressAction => ({ type: 'play', seat, cards, hand: 'action' })),
    ...Array.from({ length: Math.max(1, owes(state, seat)) }, (_, i): GressAction => ({ type: 'draw', seat, count: i + 1, hand: 'action' })),
    { type: 'haltForReshuffle', seat, hand: 'action' }, { type: 'reshuffle', seat, seed: 0 },
    { type: 'acceptSwap', seat, hand: 'action' }, { type: 'completeSwap', seat, hand: 'action' },
    { type: 'call', seat }, { type: 'takeMarke', seat, hand: 'action' }, { type: 'layDown', seat },
    ...others.map((against): GressAction => ({ type: 'complain', seat, against, about: 'call' })),
    { type: 'withdraw', seat, hand: 'action' },
    // 10.5, 10.7: only founded complaints are listed; an unfounded one is allowed but costs the complainer two cards.
    ...others.filter((against) => state.playPile.some((p) => p.by === against && p.as === 'foul' && !p.judged))
      .map((against): GressAction => ({ type: 'complain', seat, against, about: 'card' })),
    ...others.filter((against) => findWindow(state, 'markeComplaint', against)?.data?.wrong)
      .map((against): GressAction => ({ type: 'complain', seat, against, about: 'marke' })),
  ];
  if (findWindow(state, 'give', seat)) {
    for (const c of hand) for (const to of others) out.push({ type: 'give', seat, card: formatCard(c), to, hand: 'action' });
  }
  if (findWindow(state, 'wish', seat)) for (const suit of SUITS) out.push({ type: 'wish', seat, suit });
  const announcement = findWindow(state, 'swapAnnouncement', seat);
  if (announcement?.paragraph === '5.5') for (const p of others) out.push({ type: 'announceSwap', seat, partners: [p] });
  if (announcement?.paragraph === '6.3') {
    const all = state.players.map((_, s) => s);
    for (const a of all) for (const b of all) if (a < b) out.push({ type: 'announceSwap', seat, partners: [a, b] });
  }
  return out;
}

/**
 * Every lawful action for `seat` in `state`. Shuffle and reshuffle appear with
 * seed 0: the seed is the caller's to choose. Cards are always played and
 * taken with the action hand here: nothing done with the holding hand is lawful (10.3).
 */
export function lawfulActions(state: GressState, seat: Seat): GressAction[] {
  const accepted = ACCEPTED[state.phase];
  return candidates(state, seat).filter((action) => {
    if (!accepted.includes(action.type)) return false;
    const outcome = applyRule(state, action);
    return outcome.lawful;
  });
}
