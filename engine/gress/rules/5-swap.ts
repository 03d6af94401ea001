/** 5.5 and 6.3: announcing, accepting and carrying out a swap of hands. */
import { recordEvent } from '../event-cycle';
import { nameOf, refuse, setAt, type Outcome } from '../outcome';
import type { GressState, Hand, Seat } from '../types';
import { findWindow, openWindow, removeWindow } from '../windows';
import { windowClosing } from '../window-kinds';
import { haltGame, resumeGame } from './4-halted-game';

/**
 * 5.5 / 6.3: the player who moved with a red Nine names one other player (5.5),
 * or after two red Nines any two different players, possibly including
 * themselves (6.3). An announcement, not an event. After one Nine the target
 * may defend with a red Nine until the next event; two Nines cannot be
 * defended, so that swap is binding at once and the game halts (4.15).
 */
export function announceSwap(state: GressState, seat: Seat, partners: readonly Seat[]): Outcome {
  const name = nameOf(state, seat);
  const window = findWindow(state, 'swapAnnouncement', seat);
  if (!window) return refuse(state, ['5.5', '6.3'], `${name} has no swap to announce: only right after a move with a red Nine (or two), until the next event.`);
  const out = partners.find((p) => state.disqualified[p]);
  if (out !== undefined) return refuse(state, ['10.8'], `${nameOf(state, out)} is disqualified and takes no further part, so cannot swap hands.`);
  const rest = removeWindow(state, window);
  if (window.paragraph === '6.3') {
    if (partners.length !== 2 || partners[0] === partners[1]) return refuse(state, ['6.3'], 'After two red Nines, name two different players who swap hands.');
    const pair = [partners[0], partners[1]] as const;
    const summary = `${name} names ${nameOf(state, pair[0])} and ${nameOf(state, pair[1])}: they must swap hands. No defence is possible, so the game halts until the swap is done.`;
    return {
      state: haltGame({ ...rest, swap: { by: seat, partners: pair, stage: 'binding', paragraph: '6.3' } }, { reason: 'swap', by: seat, paragraph: '6.3' }),
      classification: 'announcement', lawful: true, citations: ['6.3', '4.15'], events: [], summary,
    };
  }
  if (partners.length !== 1 || partners[0] === seat) return refuse(state, ['5.5'], 'After a red Nine, point at one other player to swap hands with.');
  const target = partners[0];
  const summary = `${name} announces a swap with ${nameOf(state, target)}, who may not move now and may defend with a red Nine until the next event.`;
  const announced = { ...rest, swap: { by: seat, partners: [seat, target] as const, stage: 'announced' as const, paragraph: '5.5' as const } };
  return {
    state: openWindow(announced, 'swapDefence', target, '5.5', window.openedBy, windowClosing('swapDefence', target)),
    classification: 'announcement', lawful: true, citations: ['5.5'], events: [], summary,
  };
}

/** 5.5: the target agrees at once by laying the hand face down before the swapper; the swap is binding and the game halts. */
export function acceptSwap(state: GressState, seat: Seat, hand: Hand): Outcome {
  const swap = state.swap;
  if (!swap || swap.stage !== 'announced' || swap.partners[1] !== seat) return refuse(state, ['5.5'], `${nameOf(state, seat)} has no swap to accept.`);
  if (hand === 'holding') return refuse(state, ['5.5', '10.3'], 'Laid down with the holding hand, the hand does not count as handed over (10.3).');
  const defence = findWindow(state, 'swapDefence', seat);
  const rest = defence ? removeWindow(state, defence) : state;
  return {
    state: haltGame({ ...rest, swap: { ...swap, stage: 'binding' } }, { reason: 'swap', by: swap.by, paragraph: '5.5' }),
    classification: 'announcement', lawful: true, citations: ['5.5', '4.15'], events: [],
    summary: `${nameOf(state, seat)} lays the hand before ${nameOf(state, swap.by)}: the swap is binding and the game halts.`,
  };
}

/**
 * 5.5, 6.3: the first partner to pick up the new hand completes the swap. That
 * is an event, the first of the resumed game (4.15). Markes are not swapped.
 */
export function completeSwap(state: GressState, seat: Seat, hand: Hand): Outcome {
  const swap = state.swap;
  if (!swap || swap.stage !== 'binding') return refuse(state, ['5.5'], 'There is no binding swap to carry out.');
  if (!swap.partners.includes(seat)) return refuse(state, [swap.paragraph], `${nameOf(state, seat)} is not one of the swap partners.`);
  if (hand === 'holding') return refuse(state, ['10.3'], 'The new hand is picked up with the action hand.');
  const [a, b] = swap.partners;
  const hands = setAt(setAt(state.hands, a, state.hands[b]), b, state.hands[a]);
  const summary = `${nameOf(state, a)} and ${nameOf(state, b)} have swapped hands (Markes stay). The game resumes: throws are forbidden and only ${nameOf(state, state.toMove)} may move.`;
  const after = resumeGame({ ...state, hands, swap: null });
  return {
    state: recordEvent(state, after, { kind: 'swap', seat, summary, isMove: false, isThrow: false }),
    classification: 'swap', lawful: true, citations: [swap.paragraph, '4.15'], events: [state.nextEventId], summary,
  };
}
