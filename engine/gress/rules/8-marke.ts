/** Section 8: calling "last but one", taking the Marke, and complaints about a missed call. */
import { recordEvent } from '../event-cycle';
import { msg, told } from '../messages';
import { nameOf, refuse, setAt, type Outcome } from '../outcome';
import { debtOf } from '../penalties';
import type { GressState, Hand, Seat } from '../types';
import { findWindow, openWindow, removeWindow } from '../windows';
import { windowClosing } from '../window-kinds';
import { addDebts } from './4-debt-ledger';
import { convertUnpayableDebts } from './10-exceptions/10.2-empty-last-settlement';

/**
 * 8.1: the player whose hand has come to two cards calls "last but one" inside
 * the call window. Not an event, so still possible after the active game has
 * ended (9.1) while the call is owed.
 */
export function callLastButOne(state: GressState, seat: Seat): Outcome {
  const name = nameOf(state, seat);
  const window = findWindow(state, 'lastButOneCall', seat);
  if (!window) return refuse(state, ['8.1'], msg('call.notDue', { player: name }));
  if (window.data?.called) return refuse(state, ['8.1'], msg('call.already', { player: name }));
  const windows = state.windows.map((w) => (w === window ? { ...w, data: { ...w.data, called: true } } : w));
  const marke = !state.markes[seat] ? 'none' : state.phase === 'running' ? 'mayTake' : 'staysOver';
  return {
    state: { ...state, windows }, classification: 'announcement', lawful: true, citations: state.phase === 'running' ? ['8.1'] : ['8.1', '9.1'], events: [],
    ...told(msg('call.made', { player: name, marke })),
  };
}

/**
 * 8.1: after calling, inside the same window, the player may take the Marke
 * into the hand with the action hand. That is an event. Taken at any other
 * time it is a foul that others may complain about (10.7).
 */
export function takeMarke(state: GressState, seat: Seat, hand: Hand): Outcome {
  const name = nameOf(state, seat);
  const marke = state.markes[seat];
  if (!marke) return refuse(state, ['2.8'], msg('marke.none', { player: name }));
  const window = findWindow(state, 'lastButOneCall', seat);
  const wrong = hand === 'holding' || !window || !window.data?.called;
  // 10.5: a Marke taken after one's own wrong play, before another player's next move, is noted; 10.7: any Marke taken may be complained about.
  const noted = state.windows.map((w) => (w.kind === 'foulMarke' && w.owner === seat ? { ...w, data: { ...w.data, markeTaken: true } } : w));
  const taken = openWindow(
    { ...state, windows: noted, markes: setAt(state.markes, seat, null), hands: setAt(state.hands, seat, [...state.hands[seat], marke]) },
    'markeComplaint', seat, '10.7', state.nextEventId, windowClosing('markeComplaint', seat), { wrong },
  );
  if (hand === 'holding') {
    const says = msg('marke.holding', { player: name });
    return { state: recordEvent(state, taken, { kind: 'foul', seat, says, isMove: false, isThrow: false }), classification: 'foul', lawful: false, citations: ['8.1', '10.3', '10.7'], events: [state.nextEventId], ...told(says) };
  }
  if (!window || !window.data?.called) {
    const says = msg('marke.wrong', { player: name, why: window ? 'beforeCall' : 'noWindow' });
    return { state: recordEvent(state, taken, { kind: 'foul', seat, says, isMove: false, isThrow: false }), classification: 'foul', lawful: false, citations: ['8.1', '10.7'], events: [state.nextEventId], ...told(says) };
  }
  const says = msg('marke.taken', { player: name });
  return {
    state: recordEvent(state, removeWindow(taken, window), { kind: 'marke', seat, says, isMove: false, isThrow: false }),
    classification: 'marke', lawful: true, citations: ['8.1'], events: [state.nextEventId], ...told(says),
  };
}

/**
 * 8.2: a complaint that `against` missed the "last but one" call, made while
 * the complaint window is open, costs the accused two cards, tied to the event
 * that closed the call window. Not an event itself.
 */
export function complainMissedCall(state: GressState, seat: Seat, against: Seat): Outcome {
  if (seat === against) return refuse(state, ['8.2'], msg('complain.bySelf', {}));
  const window = findWindow(state, 'missedCallComplaint', against);
  if (!window) {
    return refuse(state, ['8.2'], msg('complain.noMissedCall', { against: nameOf(state, against) }));
  }
  const event = window.data?.event ?? window.openedBy;
  const debt = debtOf('missedCall', against, event);
  // After the active game (9.3) the accused must pick up and lay down again.
  const laidDown = state.phase === 'over' ? setAt(state.laidDown, against, false) : state.laidDown;
  return {
    state: convertUnpayableDebts(removeWindow(addDebts({ ...state, laidDown }, [debt]), window)), classification: 'complaint', lawful: true, citations: ['8.2', '4.12'], events: [],
    ...told(msg('complain.missedCall', { player: nameOf(state, seat), against: nameOf(state, against), event })),
  };
}
