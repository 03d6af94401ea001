/** 10.5 and 10.7: complaints against wrongly played cards and against a Marke taken wrongly. */
import { formatCard } from '../../../core/cards';
import { msg, told } from '../../messages';
import { nameOf, refuse, setAt, type Outcome } from '../../outcome';
import { debtOf, type TakeDebtKind } from '../../penalties';
import type { Debt, GressState, Seat } from '../../types';
import { findWindow, removeWindow } from '../../windows';
import { addDebts } from '../4-debt-ledger';
import { resumeGame } from '../4-halted-game';
import { nextPlayer } from '../5-effects';
import { convertUnpayableDebts } from './10.2-empty-last-settlement';

/**
 * 4.12: a complaint's debt, tied to the event that caused it. A founded
 * complaint's penalty is caused by the wrong act, which counted as an event
 * until judged (the wrong card, 10.5; the Marke taken, 10.7), so `cause` is that
 * event. An unfounded complaint has no causing event (a complaint is none), so
 * its penalty is tied to the latest event, the newest place in the order (4.13).
 */
function complaintDebt(state: GressState, seat: Seat, kind: TakeDebtKind, cause?: number): Debt {
  return debtOf(kind, seat, cause ?? Math.max(1, state.nextEventId - 1));
}

/** 10.5: the penalised player loses the turn if it was theirs; after the game (9.3) must pick up and lay down again. */
function penalise(state: GressState, seat: Seat, debt: Debt): GressState {
  const owing = addDebts(state, [debt]);
  if (state.phase === 'over') return convertUnpayableDebts({ ...owing, laidDown: setAt(state.laidDown, seat, false) });
  return state.toMove === seat ? { ...owing, toMove: nextPlayer(owing, seat) } : owing;
}

/**
 * 10.5: a complaint halts the game (4.15) while the pile is examined for cards
 * `against` played wrongly and nobody has yet complained about. Unfounded: the
 * complainer owes two. Founded: the offender owes two; the wrong cards go back
 * to the hand if nobody else has played on top of them; presumed effects that
 * nobody has acted on lapse (unpaid debts from the wrong play, an announced
 * swap, and, if no event has followed it, the turn and direction it changed),
 * those acted on stay; a Marke taken since the wrong play is replaced
 * from the draw pile if the complaint comes before another player's next move.
 * Whoever is penalised loses the turn if it was theirs. Then the game resumes (4.15).
 */
export function complainWrongPlay(state: GressState, seat: Seat, against: Seat): Outcome {
  if (seat === against) return refuse(state, ['10.5', '10.4'], msg('complain.selfCard', {}));
  const who = nameOf(state, seat);
  const offender = nameOf(state, against);
  const wrong = state.playPile.filter((p) => p.by === against && p.as === 'foul' && !p.judged);
  const resume = (s: GressState) => (s.phase === 'running' ? resumeGame(s) : s);
  if (wrong.length === 0) {
    const after = resume(penalise(state, seat, complaintDebt(state, seat, 'unfoundedPlayComplaint')));
    return {
      state: after, classification: 'complaint', lawful: true, citations: ['10.5', '4.15'], events: [],
      ...told(msg('complain.unfounded', { player: who, against: offender, ...(state.toMove === seat && state.phase === 'running' ? { next: nameOf(state, after.toMove) } : {}) })),
    };
  }
  const events = new Set(wrong.map((p) => p.event));
  // The wrong cards go back only if nobody else has played on top of them.
  let top = state.playPile.length;
  while (top > 0 && state.playPile[top - 1].by === against) top--;
  const tail = state.playPile.slice(top);
  let back = tail.filter((p) => p.as === 'foul' && !p.judged);
  // 2.4: the pile never empties; if the wrong cards are all there is (after a reshuffle, 10.1), the lowest stays.
  if (back.length === state.playPile.length) back = back.slice(1);
  const remaining = [...state.playPile.slice(0, top), ...tail.filter((p) => !back.includes(p))]
    .map((p) => (events.has(p.event) ? { ...p, judged: true } : p));
  let after: GressState = {
    ...state,
    playPile: remaining,
    hands: setAt(state.hands, against, [...state.hands[against], ...back.map((p) => p.card)]),
    // Presumed effects nobody acted on lapse: unpaid debts of the wrong play, windows it opened, a swap it announced.
    debts: state.debts.filter((d) => !events.has(d.event)),
    windows: state.windows.filter((w) => !events.has(w.openedBy) || w.kind === 'foulMarke'),
    swap: state.swap && state.swap.stage === 'announced' && state.swap.by === against ? null : state.swap,
  };
  // Nobody has acted since the wrong play: the turn and direction it changed go back to what they were.
  const lastWrong = Math.max(...events);
  const before = state.recentPlays.find((p) => p.event === lastWrong)?.before;
  if (before && lastWrong === state.nextEventId - 1) after = { ...after, toMove: before.toMove, direction: before.direction };
  let newMarke = false;
  const watch = after.windows.find((w) => w.kind === 'foulMarke' && w.owner === against && events.has(w.openedBy) && w.data?.markeTaken);
  // Never overwrite a Marke (a 10.7 complaint may already have replaced it): every card stays in the game.
  if (watch && after.markes[against] === null && after.drawPile.length > 0) {
    after = { ...after, markes: setAt(after.markes, against, after.drawPile[0]), drawPile: after.drawPile.slice(1) };
    newMarke = true;
  }
  after = after.windows.filter((w) => w.kind === 'foulMarke' && w.owner === against).reduce(removeWindow, after);
  const wasToMove = after.toMove === against && state.phase === 'running';
  after = resume(penalise(after, against, complaintDebt(state, against, 'wrongPlay', lastWrong)));
  return {
    state: after, classification: 'complaint', lawful: true, citations: ['10.5', '4.15'], events: [],
    ...told(msg('complain.founded', {
      player: who, against: offender, ...(wasToMove ? { next: nameOf(state, after.toMove) } : {}), back: back.map((p) => formatCard(p.card)), newMarke,
    })),
  };
}

/**
 * 10.7: a complaint about a Marke taken (until the next move by another
 * player). Founded, when 8.1 did not allow taking it: the accused owes one,
 * keeps the Marke taken and draws a new face-down Marke. Unfounded: the
 * complainer owes two.
 */
export function complainMarke(state: GressState, seat: Seat, against: Seat): Outcome {
  if (seat === against) return refuse(state, ['10.7'], msg('complain.selfMarke', {}));
  const window = findWindow(state, 'markeComplaint', against);
  if (!window) return refuse(state, ['10.7'], msg('complain.noMarke', { against: nameOf(state, against) }));
  const rest = removeWindow(state, window);
  if (!window.data?.wrong) {
    // 10.7 sets only the debt: unlike 10.5, the complainer keeps the turn.
    const owing = addDebts(rest, [complaintDebt(state, seat, 'unfoundedMarkeComplaint')]);
    const after = state.phase === 'over' ? convertUnpayableDebts({ ...owing, laidDown: setAt(owing.laidDown, seat, false) }) : owing;
    return {
      state: after, classification: 'complaint', lawful: true, citations: ['10.7'], events: [],
      ...told(msg('complain.markeRight', { player: nameOf(state, seat), against: nameOf(state, against) })),
    };
  }
  // Replaced here, the Marke cannot be replaced again by a 10.5 complaint about the wrong play before it.
  const owing = rest.windows.filter((w) => w.kind === 'foulMarke' && w.owner === against)
    .reduce(removeWindow, addDebts(rest, [complaintDebt(state, against, 'wrongMarke', window.openedBy)]));
  // A Marke is only replaced if the accused has none (never overwrite one: every card stays in the game).
  const fresh = owing.markes[against] === null ? owing.drawPile[0] : undefined;
  const after = fresh ? { ...owing, markes: setAt(owing.markes, against, fresh), drawPile: owing.drawPile.slice(1) } : owing;
  return {
    state: after, classification: 'complaint', lawful: true, citations: ['10.7'], events: [],
    ...told(msg('complain.markeWrong', { player: nameOf(state, seat), against: nameOf(state, against), fresh: fresh !== undefined })),
  };
}
