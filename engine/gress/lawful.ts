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

/** One card of each face (rank and suit): cards from different packs are interchangeable for the rules (1.4). */
function oneOfEachFace(cards: readonly Card[]): Card[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const face = `${c.rank}${c.suit}`;
    if (seen.has(face)) return false;
    seen.add(face);
    return true;
  });
}

/** `cards` without one physical card. */
const without = (cards: readonly Card[], card: Card) => {
  const i = cards.indexOf(card);
  return [...cards.slice(0, i), ...cards.slice(i + 1)];
};

/**
 * 6.2, 6.4: packets listed by what decides them. The bottom card must fit
 * (6.2, 6.4), the top card is what lies on the pile afterwards, and a packet of
 * Sevens costs two cards per Seven (6.5); which further Sevens lie in between
 * changes nothing. So for each bottom face, each top face and each size there
 * is one packet. That keeps the list polynomial in the number of Sevens (at
 * most 4 x 4 x 15 with four packs) where every subset would be exponential.
 */
function packets(hand: readonly Card[]): string[][] {
  const ids = (cards: readonly Card[]) => cards.map(formatCard);
  const out: string[][] = [];
  const sevens = hand.filter((c) => c.rank === '7');
  for (const bottom of oneOfEachFace(sevens)) {
    const rest = without(sevens, bottom);
    for (const top of oneOfEachFace(rest)) {
      const middle = without(rest, top);
      for (let k = 0; k <= middle.length; k++) out.push(ids([bottom, ...middle.slice(0, k), top]));
    }
  }
  const redNines = hand.filter((c) => c.rank === '9' && colour(c) === 'red');
  for (const bottom of oneOfEachFace(redNines)) {
    for (const top of oneOfEachFace(without(redNines, bottom))) out.push(ids([bottom, top]));
  }
  return out;
}

/**
 * 4.12-4.14, 9.2: the numbers of cards worth listing for a draw. Without debt
 * a draw is one card (4.7). With debt any count from 1 to all that is owed is a
 * lawful settlement; listing every count would grow with the debt, so the list
 * has the ends of that range and each count that completes a debt (each is one
 * settlement event, 4.14). `settlementRange` gives the whole range.
 */
function drawCounts(state: GressState, seat: Seat): number[] {
  const counts = new Set([1]);
  let total = 0;
  for (const d of state.debts) {
    if (d.seat !== seat) continue;
    total += d.cards;
    counts.add(total);
  }
  return [...counts];
}

/** 4.13, 4.14, 9.2: every count from `min` to `max` is a lawful settlement for `seat` (null without debt). */
export function settlementRange(state: GressState, seat: Seat): { min: number; max: number } | null {
  const owed = owes(state, seat);
  return owed > 0 ? { min: 1, max: owed } : null;
}

/** Candidate actions for `seat`: everything the player could physically try that might be lawful. */
function candidates(state: GressState, seat: Seat): GressAction[] {
  const hand = state.hands[seat];
  const others = state.players.map((_, s) => s).filter((s) => s !== seat);
  const out: GressAction[] = [
    { type: 'shuffle', seat, seed: 0 }, { type: 'dealHands', seat }, { type: 'dealMarkes', seat }, { type: 'buildDrawPile', seat },
    // 3.5: a hand counts as picked up when touched with either hand.
    { type: 'pickUpHand', seat, hand: 'action' }, { type: 'pickUpHand', seat, hand: 'holding' },
    { type: 'peek', seat, hand: 'action' }, { type: 'open', seat, hand: 'action' },
    ...hand.map((c): GressAction => ({ type: 'play', seat, cards: [formatCard(c)], hand: 'action' })),
    ...packets(hand).map((cards): GressAction => ({ type: 'play', seat, cards, hand: 'action' })),
    ...drawCounts(state, seat).map((count): GressAction => ({ type: 'draw', seat, count, hand: 'action' })),
    { type: 'haltForReshuffle', seat, hand: 'action' }, { type: 'reshuffle', seat, seed: 0 },
    { type: 'acceptSwap', seat, hand: 'action' }, { type: 'completeSwap', seat, hand: 'action' },
    { type: 'call', seat }, { type: 'takeMarke', seat, hand: 'action' }, { type: 'layDown', seat },
    { type: 'withdraw', seat, hand: 'action' },
    // 8.2, 10.5, 10.7: complaints of every kind. An unfounded complaint about a card or a Marke is lawful too; it costs the complainer two cards (see `seemsFounded`).
    ...others.flatMap((against) => (['call', 'card', 'marke'] as const).map((about): GressAction => ({ type: 'complain', seat, against, about }))),
  ];
  if (findWindow(state, 'give', seat)) {
    for (const c of oneOfEachFace(hand)) for (const to of others) out.push({ type: 'give', seat, card: formatCard(c), to, hand: 'action' });
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
 * taken with the action hand here: nothing else done with the holding hand is
 * lawful (10.3); picking up one's dealt hand counts with either hand (3.5).
 * Where several actions differ only in what the rules ignore, one stands for
 * all: packets by bottom face, top face and size, gives by face, settlements
 * by the ends of their range (see `packets`, `drawCounts`). Bounded on every
 * position the limits accept (limits.ts).
 */
export function lawfulActions(state: GressState, seat: Seat): GressAction[] {
  const accepted = ACCEPTED[state.phase];
  return candidates(state, seat).filter((action) => {
    if (!accepted.includes(action.type)) return false;
    const outcome = applyRule(state, action);
    return outcome.lawful;
  });
}

/**
 * 10.5, 10.7: whether a complaint has something to go on: a wrong card of the
 * accused still unjudged on the pile, or a Marke taken when 8.1 did not allow
 * it (missed calls, 8.2, are refused unless founded anyway). Unfounded
 * complaints are lawful but cost the complainer; bots leave them alone.
 */
export function seemsFounded(state: GressState, action: GressAction): boolean {
  if (action.type !== 'complain') return true;
  if (action.about === 'card') return state.playPile.some((p) => p.by === action.against && p.as === 'foul' && !p.judged);
  if (action.about === 'marke') return findWindow(state, 'markeComplaint', action.against)?.data?.wrong === true;
  return true;
}
