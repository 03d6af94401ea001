/**
 * 9.2-9.5: the tricks. Which cards a player may add to a trick, which duty a
 * card breaks, why the choice is what it is (for the sandbox), and who takes
 * the trick.
 *
 * The duties (with the readings stated at 9.2 and 9.4 on the page):
 *  - trumps led (9.2): play a trump; beat the best trump in the trick if you
 *    can, else any trump; with no trump at all, any card;
 *  - a plain suit led (9.3): follow suit with any card of it, no duty to head;
 *  - void in a plain suit led (9.4): play a trump, beating the best trump
 *    already in the trick if you can (any trump when none is there yet, or
 *    when none of yours beats it); with no trump, any card.
 * The duties hold even when the partner is winning the trick (reading at 9.2).
 */
import { strength, suitOf, type Card, type Suit } from './cards';
import { en } from './messages';
import type { SensMessage, SensSpec } from './messages/spec';
import type { Played, Seat } from './types';

/** The duty the player is under, the cards it allows and a short explanation. */
interface Duty {
  /** The paragraph of the duty; null when leading (no duty). */
  readonly paragraph: '9.2' | '9.3' | '9.4' | null;
  readonly lawful: Card[];
  /** The short explanation, as a message (a clause of a ruling). */
  readonly reason: SensMessage;
}

/** A clause of the duty explanations. */
function why<Id extends keyof SensSpec & `duty.${string}`>(id: Id, params: SensSpec[Id]): SensMessage {
  return { id, params } as SensMessage;
}

/** The best trump already in the trick, or null when there is none. */
function bestTrump(trick: readonly Card[], trump: Suit): Card | null {
  let top: Card | null = null;
  for (const c of trick) if (suitOf(c) === trump && (top === null || strength(c, trump) > strength(top, trump))) top = c;
  return top;
}

/** The trumps of `hand` that must be played: those above the best trump in the trick, else all of them. */
function trumpsToPlay(trumps: readonly Card[], over: Card | null, trump: Suit): Card[] {
  if (over === null) return [...trumps];
  const higher = trumps.filter((c) => strength(c, trump) > strength(over, trump));
  return higher.length > 0 ? higher : [...trumps];
}

function duty(hand: readonly Card[], trick: readonly Card[], trump: Suit): Duty {
  if (trick.length === 0) return { paragraph: null, lawful: [...hand], reason: why('duty.leading', {}) };
  const led = suitOf(trick[0]);
  const trumps = hand.filter((c) => suitOf(c) === trump);
  const over = bestTrump(trick, trump);
  const beats = (c: Card) => over !== null && strength(c, trump) > strength(over, trump);
  if (led === trump) {
    // 9.2: there is always a trump in the trick here (the led card).
    if (trumps.length === 0) return { paragraph: '9.2', lawful: [...hand], reason: why('duty.voidTrumps', {}) };
    return trumps.some(beats)
      ? { paragraph: '9.2', lawful: trumpsToPlay(trumps, over, trump), reason: why('duty.trumpsBeat', { best: over! }) }
      : { paragraph: '9.2', lawful: [...trumps], reason: why('duty.trumpsAny', { best: over! }) };
  }
  const following = hand.filter((c) => suitOf(c) === led);
  // 9.3: any card of the suit led.
  if (following.length > 0) return { paragraph: '9.3', lawful: following, reason: why('duty.follow', { led }) };
  // 9.4: void in the suit led.
  if (trumps.length === 0) return { paragraph: '9.4', lawful: [...hand], reason: why('duty.voidBoth', { led }) };
  const lawful = trumpsToPlay(trumps, over, trump);
  if (over === null) return { paragraph: '9.4', lawful, reason: why('duty.voidTrump', { led }) };
  return trumps.some(beats)
    ? { paragraph: '9.4', lawful, reason: why('duty.voidBeat', { led, best: over }) }
    : { paragraph: '9.4', lawful, reason: why('duty.voidAnyTrump', { led, best: over }) };
}

/**
 * 9.2-9.4 (readings at 9.2 and 9.4): the cards of `hand` that may be played to `trick` (its
 * cards so far, the led card first; empty when leading, and then any card goes).
 * Returned in the hand's order.
 */
export function lawfulCards(hand: readonly Card[], trick: readonly Card[], trump: Suit): Card[] {
  return duty(hand, trick, trump).lawful;
}

/**
 * 9.2-9.4: the paragraph whose duty playing `card` breaks ('9.2' trumps led,
 * '9.3' not following a plain suit held, '9.4' not trumping or not beating
 * when void), or null when the card is lawful. `card` must be in `hand`: a card
 * the player does not hold is a caller's mistake and throws.
 */
export function brokenDuty(hand: readonly Card[], trick: readonly Card[], trump: Suit, card: Card): string | null {
  if (!hand.includes(card)) throw new Error(`brokenDuty: ${card} is not in the hand ${hand.join(' ')}`);
  const d = duty(hand, trick, trump);
  return d.lawful.includes(card) ? null : d.paragraph;
}

/**
 * 9.2-9.4: why the lawful cards are what they are, as one short line for the
 * sandbox, e.g. "must follow Herz" or "void in Herz and in trumps: any card".
 */
export function dutyReason(hand: readonly Card[], trick: readonly Card[], trump: Suit): string {
  return en(dutyReasonMessage(hand, trick, trump));
}

/** 9.2-9.4: the same explanation as a message, for a ruling in any language. */
export function dutyReasonMessage(hand: readonly Card[], trick: readonly Card[], trump: Suit): SensMessage {
  return duty(hand, trick, trump).reason;
}

/**
 * 9.5: the seat whose card takes the trick: the highest trump in it, else the
 * highest card of the suit led (cards of other plain suits never win). Works
 * on a trick of one to four cards (the seat winning so far). An empty trick
 * has no winner and throws.
 */
export function trickWinner(trick: readonly Played[], trump: Suit): Seat {
  if (trick.length === 0) throw new Error('trickWinner: the trick is empty');
  const led = suitOf(trick[0].card);
  let best = trick[0];
  for (const p of trick.slice(1)) {
    const s = suitOf(p.card);
    const bestIsTrump = suitOf(best.card) === trump;
    const wins = s === trump
      ? !bestIsTrump || strength(p.card, trump) > strength(best.card, trump)
      : s === led && !bestIsTrump && strength(p.card, trump) > strength(best.card, trump);
    if (wins) best = p;
  }
  return best.seat;
}
