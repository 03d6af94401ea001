/** 5.5 and 6.3: announcing, accepting and carrying out a swap of hands. */
import { recordEvent } from '../event-cycle';
import { msg, told } from '../messages';
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
  if (!window) return refuse(state, ['5.5', '6.3'], msg('swap.noWindow', { player: name }));
  const out = partners.find((p) => state.disqualified[p]);
  if (out !== undefined) return refuse(state, ['10.8'], msg('swap.disqualified', { player: nameOf(state, out) }));
  const rest = removeWindow(state, window);
  if (window.paragraph === '6.3') {
    if (partners.length !== 2 || partners[0] === partners[1]) return refuse(state, ['6.3'], msg('swap.needTwo', {}));
    const pair = [partners[0], partners[1]] as const;
    const says = msg('swap.named', { player: name, a: nameOf(state, pair[0]), b: nameOf(state, pair[1]) });
    return {
      state: haltGame({ ...rest, swap: { by: seat, partners: pair, stage: 'binding', paragraph: '6.3' } }, { reason: 'swap', by: seat, paragraph: '6.3' }),
      classification: 'announcement', lawful: true, citations: ['6.3', '4.15'], events: [], ...told(says),
    };
  }
  if (partners.length !== 1 || partners[0] === seat) return refuse(state, ['5.5'], msg('swap.needOne', {}));
  const target = partners[0];
  const says = msg('swap.announced', { player: name, target: nameOf(state, target) });
  const announced = { ...rest, swap: { by: seat, partners: [seat, target] as const, stage: 'announced' as const, paragraph: '5.5' as const } };
  return {
    state: openWindow(announced, 'swapDefence', target, '5.5', window.openedBy, windowClosing('swapDefence', target)),
    classification: 'announcement', lawful: true, citations: ['5.5'], events: [], ...told(says),
  };
}

/** 5.5: the target agrees at once by laying the hand face down before the swapper; the swap is binding and the game halts. */
export function acceptSwap(state: GressState, seat: Seat, hand: Hand): Outcome {
  const swap = state.swap;
  if (!swap || swap.stage !== 'announced' || swap.partners[1] !== seat) return refuse(state, ['5.5'], msg('swap.nothingToAccept', { player: nameOf(state, seat) }));
  if (hand === 'holding') return refuse(state, ['5.5', '10.3'], msg('swap.acceptHolding', {}));
  const defence = findWindow(state, 'swapDefence', seat);
  const rest = defence ? removeWindow(state, defence) : state;
  return {
    state: haltGame({ ...rest, swap: { ...swap, stage: 'binding' } }, { reason: 'swap', by: swap.by, paragraph: '5.5' }),
    classification: 'announcement', lawful: true, citations: ['5.5', '4.15'], events: [],
    ...told(msg('swap.accepted', { player: nameOf(state, seat), by: nameOf(state, swap.by) })),
  };
}

/**
 * 5.5, 6.3: the first partner to pick up the new hand completes the swap. That
 * is an event, the first of the resumed game (4.15). Markes are not swapped.
 */
export function completeSwap(state: GressState, seat: Seat, hand: Hand): Outcome {
  const swap = state.swap;
  if (!swap || swap.stage !== 'binding') return refuse(state, ['5.5'], msg('swap.noBinding', {}));
  if (!swap.partners.includes(seat)) return refuse(state, [swap.paragraph], msg('swap.notPartner', { player: nameOf(state, seat) }));
  if (hand === 'holding') return refuse(state, ['10.3'], msg('swap.completeHolding', {}));
  const [a, b] = swap.partners;
  const hands = setAt(setAt(state.hands, a, state.hands[b]), b, state.hands[a]);
  const says = msg('swap.completed', { a: nameOf(state, a), b: nameOf(state, b), toMove: nameOf(state, state.toMove) });
  const after = resumeGame({ ...state, hands, swap: null });
  return {
    state: recordEvent(state, after, { kind: 'swap', seat, says, isMove: false, isThrow: false }),
    classification: 'swap', lawful: true, citations: [swap.paragraph, '4.15'], events: [state.nextEventId], ...told(says),
  };
}
