/**
 * Section 3: from a shuffled pack to the opening card. Each function checks the
 * order the rulebook sets; a step out of order is refused with its paragraph
 * (the rulebook's answer to a botched deal is a misdeal, 11.9).
 */
import { cardLabel } from '../../core/cards';
import { shuffle } from '../../core/prng';
import { recordEvent } from '../event-cycle';
import { nameOf, refuse, setAt, type Outcome } from '../outcome';
import type { Hand, GressState, Seat } from '../types';
import { HAND_SIZE, leftNeighbour, rightNeighbour } from './2-table';
import { applyMoveEffects } from './5-effects';

function refuseUnlessDealer(state: GressState, seat: Seat, paragraph: string, what: string): Outcome | null {
  return seat === state.dealer
    ? null
    : refuse(state, ['2.3', paragraph], `Only the dealer, ${nameOf(state, state.dealer)}, ${what} (${paragraph}).`);
}

/** 3.1: the dealer shuffles the whole pack. The seed makes the shuffle repeatable. */
export function shufflePack(state: GressState, seat: Seat, seed: number): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.1', 'shuffles');
  if (wrong) return wrong;
  if (state.dealStage !== 'unshuffled' && state.dealStage !== 'shuffled') {
    return refuse(state, ['3.1', '3.2'], 'Shuffling comes before any card is dealt (3.1).');
  }
  return {
    state: { ...state, pack: shuffle(state.pack, seed), dealStage: 'shuffled' },
    classification: 'deal', lawful: true, citations: ['3.1'], events: [],
    summary: `${nameOf(state, seat)} shuffles the pack (seed ${seed}).`,
  };
}

/** Seats in dealing order: starting next to the dealer in `step` direction, the dealer last. */
function dealingOrder(state: GressState, step: (seat: Seat, n: number) => Seat): Seat[] {
  const n = state.players.length;
  const order: Seat[] = [];
  for (let seat = step(state.dealer, n); order.length < n; seat = step(seat, n)) order.push(seat);
  return order;
}

/** 3.2: five cards to each player, clockwise from the dealer's left neighbour, the dealer last. */
export function dealHands(state: GressState, seat: Seat): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.2', 'deals');
  if (wrong) return wrong;
  if (state.dealStage !== 'shuffled') {
    return refuse(state, ['3.1', '3.2'], state.dealStage === 'unshuffled'
      ? 'The pack must be shuffled before dealing (3.1).'
      : 'The hands have already been dealt (3.2).');
  }
  const order = dealingOrder(state, leftNeighbour);
  if (state.pack.length < order.length * HAND_SIZE) {
    return refuse(state, ['2.7', '3.2'], `The pack has ${state.pack.length} cards, too few for ${order.length} hands of ${HAND_SIZE}.`);
  }
  let pack = state.pack;
  let hands = state.hands;
  for (const s of order) {
    hands = setAt(hands, s, pack.slice(0, HAND_SIZE));
    pack = pack.slice(HAND_SIZE);
  }
  return {
    state: { ...state, pack, hands, dealStage: 'handsDealt' },
    classification: 'deal', lawful: true, citations: ['3.2', '2.7'], events: [],
    summary: `${nameOf(state, seat)} deals five cards each, clockwise from ${nameOf(state, order[0])}, own hand last.`,
  };
}

/** 3.3: one face-down Marke each, counter-clockwise from the dealer's right neighbour, the dealer last. */
export function dealMarkes(state: GressState, seat: Seat): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.3', 'deals the Markes');
  if (wrong) return wrong;
  if (state.dealStage !== 'handsDealt') {
    return refuse(state, ['3.2', '3.3'], state.dealStage === 'markesDealt'
      ? 'The Markes have already been dealt (3.3).'
      : 'The Markes are dealt after the hands (3.3).');
  }
  const order = dealingOrder(state, rightNeighbour);
  if (state.pack.length < order.length) return refuse(state, ['2.8', '3.3'], 'Too few cards left for a Marke each.');
  let pack = state.pack;
  let markes = state.markes;
  for (const s of order) {
    markes = setAt(markes, s, pack[0]);
    pack = pack.slice(1);
  }
  return {
    state: { ...state, pack, markes, dealStage: 'markesDealt' },
    classification: 'deal', lawful: true, citations: ['3.3', '2.8'], events: [],
    summary: `${nameOf(state, seat)} deals a face-down Marke each, counter-clockwise from ${nameOf(state, order[0])}, own Marke last.`,
  };
}

/** 3.4: the rest of the pack becomes the face-down draw pile; the deal is over. */
export function buildDrawPile(state: GressState, seat: Seat): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.4', 'builds the draw pile');
  if (wrong) return wrong;
  if (state.dealStage !== 'markesDealt') return refuse(state, ['3.3', '3.4'], 'The draw pile is built after the Markes are dealt (3.4).');
  return {
    state: { ...state, drawPile: state.pack, pack: [], dealStage: null, phase: 'ready' },
    classification: 'deal', lawful: true, citations: ['3.4', '2.5'], events: [],
    summary: `${nameOf(state, seat)} lays the remaining ${state.pack.length} cards face down as the draw pile.`,
  };
}

/**
 * 3.5: touching one's hand picks it up and makes the player ready. The others
 * may do so as soon as their hand is dealt; the dealer only once the draw pile
 * is built. Either hand may touch it.
 */
export function pickUpHand(state: GressState, seat: Seat, _hand: Hand): Outcome {
  const name = nameOf(state, seat);
  if (state.pickedUp[seat]) return refuse(state, ['3.5'], `${name} has already picked up and is ready.`);
  const dealt = state.phase === 'ready' || state.dealStage === 'handsDealt' || state.dealStage === 'markesDealt';
  if (!dealt) return refuse(state, ['3.2', '3.5'], `${name} has no hand yet: the hands are not dealt.`);
  if (seat === state.dealer && state.phase !== 'ready') {
    return refuse(state, ['3.5', '3.4'], `The dealer picks up only after building the draw pile (3.5).`);
  }
  const pickedUp = setAt(state.pickedUp, seat, true);
  return {
    state: { ...state, pickedUp },
    classification: 'ready', lawful: true, citations: ['3.5'], events: [],
    summary: `${name} picks up the hand and is ready.`,
  };
}

/** 3.6: the dealer, having picked up, takes the top card of the draw pile into the action hand and looks at it. */
export function peek(state: GressState, seat: Seat, hand: Hand): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.6', 'takes the first card');
  if (wrong) return wrong;
  if (state.peeked) return refuse(state, ['3.6'], 'The dealer already holds the opening card.');
  if (!state.pickedUp[seat]) return refuse(state, ['3.5', '3.6'], 'The dealer takes the first card only after picking up the hand (3.6).');
  if (hand !== 'action') return refuse(state, ['3.6', '2.6'], 'The first card is taken with the action hand, away from the hand of cards (3.6).');
  if (state.drawPile.length === 0) return refuse(state, ['3.6', '2.5'], 'The draw pile is empty.');
  const [first, ...rest] = state.drawPile;
  return {
    state: { ...state, peeked: first, drawPile: rest },
    classification: 'peek', lawful: true, citations: ['3.6'], events: [],
    summary: `${nameOf(state, seat)} takes the top card of the draw pile and looks at it.`,
  };
}

/**
 * 3.7: once everyone is ready, the dealer lays the peeked card face up in the
 * centre. It founds the play pile and is the first move, with every effect a
 * move with that card has (4.6, 4.10, section 5).
 */
export function openGame(state: GressState, seat: Seat, hand: Hand): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.7', 'opens');
  if (wrong) return wrong;
  if (!state.peeked) return refuse(state, ['3.6', '3.7'], 'The dealer has not taken the opening card yet (3.6).');
  const waiting = state.players.filter((_, s) => !state.pickedUp[s]);
  if (waiting.length > 0) return refuse(state, ['3.5', '3.7'], `Not everyone is ready: ${waiting.join(', ')} (3.7).`);
  if (hand !== 'action') return refuse(state, ['3.7', '2.6'], 'The opening card is laid from the action hand (3.7).');
  const id = state.nextEventId;
  const card = state.peeked;
  const opened: GressState = {
    ...state,
    phase: 'running',
    peeked: null,
    playPile: [{ card, by: seat, as: 'opening', event: id }],
    throwsAllowed: true,
    throwsForbiddenBy: null,
    toMove: seat,
  };
  const effects = applyMoveEffects(opened, seat, [card], id);
  const summary = `${nameOf(state, seat)} opens with ${cardLabel(card)}: the first move. ${effects.summary}`;
  return {
    state: recordEvent(state, effects.state, { kind: 'opening', seat, summary, isMove: true, isThrow: false }),
    classification: 'opening', lawful: true,
    citations: ['3.7', '2.4', '4.6', ...effects.citations], events: [id], summary,
    pending: effects.pending,
  };
}
