/**
 * Section 3: from a shuffled pack to the opening card. Each function checks the
 * order the rulebook sets; a step out of order is refused with its paragraph
 * (the rulebook's answer to a botched deal is a misdeal, 11.9).
 */
import { formatCard } from '../../core/cards';
import { shuffle } from '../../core/prng';
import { recordEvent } from '../event-cycle';
import { msg, told } from '../messages';
import type { StartSpec } from '../messages/spec';
import { nameOf, refuse, setAt, type Outcome } from '../outcome';
import type { Hand, GressState, Seat } from '../types';
import { HAND_SIZE, leftNeighbour, rightNeighbour } from './2-table';
import { applyMoveEffects } from './5-effects';

function refuseUnlessDealer(state: GressState, seat: Seat, paragraph: string, act: StartSpec['start.onlyDealer']['act']): Outcome | null {
  return seat === state.dealer
    ? null
    : refuse(state, ['2.3', paragraph], msg('start.onlyDealer', { dealer: nameOf(state, state.dealer), paragraph, act }));
}

/** 3.1: the dealer shuffles the whole pack. The seed makes the shuffle repeatable. */
export function shufflePack(state: GressState, seat: Seat, seed: number): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.1', 'shuffle');
  if (wrong) return wrong;
  if (state.dealStage !== 'unshuffled' && state.dealStage !== 'shuffled') {
    return refuse(state, ['3.1', '3.2'], msg('start.shuffleBeforeDeal', {}));
  }
  return {
    state: { ...state, pack: shuffle(state.pack, seed), dealStage: 'shuffled' },
    classification: 'deal', lawful: true, citations: ['3.1'], events: [],
    ...told(msg('start.shuffled', { player: nameOf(state, seat), seed })),
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
  const wrong = refuseUnlessDealer(state, seat, '3.2', 'dealHands');
  if (wrong) return wrong;
  if (state.dealStage !== 'shuffled') {
    return refuse(state, ['3.1', '3.2'], state.dealStage === 'unshuffled'
      ? msg('start.shuffleFirst', {})
      : msg('start.handsAlreadyDealt', {}));
  }
  const order = dealingOrder(state, leftNeighbour);
  if (state.pack.length < order.length * HAND_SIZE) {
    return refuse(state, ['2.7', '3.2'], msg('start.packTooSmall', { cards: state.pack.length, hands: order.length, size: HAND_SIZE }));
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
    ...told(msg('start.dealtHands', { dealer: nameOf(state, seat), first: nameOf(state, order[0]) })),
  };
}

/** 3.3: one face-down Marke each, counter-clockwise from the dealer's right neighbour, the dealer last. */
export function dealMarkes(state: GressState, seat: Seat): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.3', 'dealMarkes');
  if (wrong) return wrong;
  if (state.dealStage !== 'handsDealt') {
    return refuse(state, ['3.2', '3.3'], state.dealStage === 'markesDealt'
      ? msg('start.markesAlreadyDealt', {})
      : msg('start.markesAfterHands', {}));
  }
  const order = dealingOrder(state, rightNeighbour);
  if (state.pack.length < order.length) return refuse(state, ['2.8', '3.3'], msg('start.tooFewForMarkes', {}));
  let pack = state.pack;
  let markes = state.markes;
  for (const s of order) {
    markes = setAt(markes, s, pack[0]);
    pack = pack.slice(1);
  }
  return {
    state: { ...state, pack, markes, dealStage: 'markesDealt' },
    classification: 'deal', lawful: true, citations: ['3.3', '2.8'], events: [],
    ...told(msg('start.dealtMarkes', { dealer: nameOf(state, seat), first: nameOf(state, order[0]) })),
  };
}

/** 3.4: the rest of the pack becomes the face-down draw pile; the deal is over. */
export function buildDrawPile(state: GressState, seat: Seat): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.4', 'buildDrawPile');
  if (wrong) return wrong;
  if (state.dealStage !== 'markesDealt') return refuse(state, ['3.3', '3.4'], msg('start.drawPileAfterMarkes', {}));
  return {
    state: { ...state, drawPile: state.pack, pack: [], dealStage: null, phase: 'ready' },
    classification: 'deal', lawful: true, citations: ['3.4', '2.5'], events: [],
    ...told(msg('start.builtDrawPile', { dealer: nameOf(state, seat), cards: state.pack.length })),
  };
}

/**
 * 3.5: touching one's hand picks it up and makes the player ready. The others
 * may do so as soon as their hand is dealt; the dealer only once the draw pile
 * is built. Either hand may touch it.
 */
export function pickUpHand(state: GressState, seat: Seat, _hand: Hand): Outcome {
  const name = nameOf(state, seat);
  if (state.pickedUp[seat]) return refuse(state, ['3.5'], msg('start.alreadyReady', { player: name }));
  const dealt = state.phase === 'ready' || state.dealStage === 'handsDealt' || state.dealStage === 'markesDealt';
  if (!dealt) return refuse(state, ['3.2', '3.5'], msg('start.noHandYet', { player: name }));
  if (seat === state.dealer && state.phase !== 'ready') {
    return refuse(state, ['3.5', '3.4'], msg('start.dealerPicksUpLast', {}));
  }
  const pickedUp = setAt(state.pickedUp, seat, true);
  return {
    state: { ...state, pickedUp },
    classification: 'ready', lawful: true, citations: ['3.5'], events: [],
    ...told(msg('start.pickedUp', { player: name })),
  };
}

/** 3.6: the dealer, having picked up, takes the top card of the draw pile into the action hand and looks at it. */
export function peek(state: GressState, seat: Seat, hand: Hand): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.6', 'peek');
  if (wrong) return wrong;
  if (state.peeked) return refuse(state, ['3.6'], msg('start.alreadyPeeked', {}));
  if (!state.pickedUp[seat]) return refuse(state, ['3.5', '3.6'], msg('start.peekAfterPickUp', {}));
  if (hand !== 'action') return refuse(state, ['3.6', '2.6'], msg('start.peekWithActionHand', {}));
  if (state.drawPile.length === 0) return refuse(state, ['3.6', '2.5'], msg('start.drawPileEmpty', {}));
  const [first, ...rest] = state.drawPile;
  return {
    state: { ...state, peeked: first, drawPile: rest },
    classification: 'peek', lawful: true, citations: ['3.6'], events: [],
    ...told(msg('start.peeked', { player: nameOf(state, seat) })),
  };
}

/**
 * 3.7: once everyone is ready, the dealer lays the peeked card face up in the
 * centre. It founds the play pile and is the first move, with every effect a
 * move with that card has (4.6, 4.10, section 5).
 */
export function openGame(state: GressState, seat: Seat, hand: Hand): Outcome {
  const wrong = refuseUnlessDealer(state, seat, '3.7', 'open');
  if (wrong) return wrong;
  if (!state.peeked) return refuse(state, ['3.6', '3.7'], msg('start.notPeeked', {}));
  const waiting = state.players.filter((_, s) => !state.pickedUp[s]);
  if (waiting.length > 0) return refuse(state, ['3.5', '3.7'], msg('start.notAllReady', { waiting }));
  if (hand !== 'action') return refuse(state, ['3.7', '2.6'], msg('start.openFromActionHand', {}));
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
  const says = msg('start.opened', { player: nameOf(state, seat), card: formatCard(card), effect: effects.says });
  return {
    state: recordEvent(state, effects.state, { kind: 'opening', seat, says, isMove: true, isThrow: false }),
    classification: 'opening', lawful: true,
    citations: ['3.7', '2.4', '4.6', ...effects.citations], events: [id], ...told(says),
    pending: effects.pending,
  };
}
