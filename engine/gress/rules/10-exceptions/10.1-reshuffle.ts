/** 10.1: reshuffling the play pile when the draw pile has run out. */
import { shuffle } from '../../../core/prng';
import { msg, told } from '../../messages';
import { nameOf, refuse, type Outcome } from '../../outcome';
import { TAKE_DEBTS } from '../../penalties';
import type { GressState, Hand, Seat } from '../../types';
import { owes } from '../4-debt-ledger';
import { haltGame, resumeGame } from '../4-halted-game';
import { topOfPile } from '../2-table';
import { convertUnpayableDebts } from './10.2-empty-last-settlement';
import { openWindow } from '../../windows';
import { windowClosing } from '../../window-kinds';

/**
 * 10.1: with the draw pile empty, the player to move or any player in debt may
 * halt the game by laying the empty action hand on the play pile (4.15).
 */
export function haltForReshuffle(state: GressState, seat: Seat, hand: Hand): Outcome {
  const name = nameOf(state, seat);
  if (state.drawPile.length > 0) return refuse(state, ['10.1'], msg('reshuffle.pileLeft', { cards: state.drawPile.length }));
  if (seat !== state.toMove && owes(state, seat) === 0) {
    return refuse(state, ['10.1'], msg('reshuffle.notEntitled', { player: name }));
  }
  if (hand !== 'action') return refuse(state, ['10.1', '2.6'], msg('reshuffle.holding', {}));
  return {
    state: haltGame(state, { reason: 'reshuffle', by: seat, paragraph: '10.1' }),
    classification: 'halt', lawful: true, citations: ['10.1', '4.15'], events: [],
    ...told(msg('reshuffle.halted', { player: name })),
  };
}

/**
 * 10.1: the player who halted keeps the top card of the play pile in place,
 * shuffles the rest into a new draw pile, and the game resumes per 4.15. If the
 * top card is all there is, the game ends instead (9.3 onwards).
 */
export function reshuffle(state: GressState, seat: Seat, seed: number): Outcome {
  if (!state.halt || state.halt.reason !== 'reshuffle') return refuse(state, ['10.1'], msg('reshuffle.notHalted', {}));
  if (seat !== state.halt.by) return refuse(state, ['10.1'], msg('reshuffle.onlyHalter', { player: nameOf(state, state.halt.by) }));
  const top = topOfPile(state)!;
  const rest = state.playPile.slice(0, -1);
  if (rest.length === 0) {
    // The halter would have had to take at least one card: it counts in the last settlement (10.2).
    const owed = owes(state, seat);
    const ended: GressState = {
      ...state, phase: 'over', halt: null, winner: null, windows: [], swap: null,
      laidDown: state.players.map(() => false),
      unpaid: state.unpaid.map((n, s) => (s === seat && owed === 0 ? n + TAKE_DEBTS.reshuffleHalter.cards : n)),
    };
    return {
      state: convertUnpayableDebts(ended),
      classification: 'resume', lawful: true, citations: ['10.1', '9.3', '10.2'], events: [],
      ...told(msg('reshuffle.noCards', { player: nameOf(state, seat) })),
    };
  }
  const drawPile = shuffle(rest.map((p) => p.card), seed);
  // The halter now takes at least one card (to draw or to settle) before anything else.
  const resumed = openWindow(resumeGame({ ...state, playPile: [top], drawPile }), 'mustTakeCard', seat, '10.1', Math.max(1, state.nextEventId - 1), windowClosing('mustTakeCard', seat));
  return {
    state: resumed, classification: 'resume', lawful: true, citations: ['10.1', '4.15'], events: [],
    ...told(msg('reshuffle.done', { player: nameOf(state, seat), cards: drawPile.length, toMove: nameOf(state, state.toMove) })),
  };
}
