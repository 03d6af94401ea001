/** 10.4: the small foul, taking wrongly played cards back in time. */
import { type Card, formatCard } from '../../../core/cards';
import { msg, told } from '../../messages';
import { nameOf, refuse, type Outcome } from '../../outcome';
import { debtOf } from '../../penalties';
import type { GressState, Hand, RecentPlay, Seat } from '../../types';
import { addDebts } from '../4-debt-ledger';
import { classifyPlay, playCards } from '../4-moves-and-throws';
import { nextPlayer } from '../5-effects';

/**
 * 10.4: the table as if the wrong play had never happened, or null if that
 * cannot be told apart from what came after it. The state from just before the
 * play is the base; what has happened since without being an event stands if it
 * is independent of the play: a referee's disqualification (10.8), cards picked
 * up wrongly (10.6: kept), calls made in windows already open (8.1). Anything
 * else since (a complaint, a wish, an announcement, a changed debt) ties the
 * table to the wrong card, and then only a complaint can deal with it (10.5).
 */
function asBeforeThePlay(state: GressState, play: RecentPlay, cards: readonly Card[]): GressState | null {
  const { before, seat } = play;
  const replayed = playCards(before, seat, cards.map(formatCard), play.hand).state;
  const withoutCalls = (s: GressState) => s.windows.map((w) => ({ ...w, data: { ...w.data, called: undefined } }));
  const tied = (s: GressState) => JSON.stringify([
    s.phase, s.playPile, s.markes, s.toMove, s.direction, s.throwsAllowed, s.throwsForbiddenBy, s.debts, withoutCalls(s), s.halt, s.swap,
    s.nextEventId, s.winner, s.laidDown, s.unpaid,
  ]);
  if (tied(replayed) !== tied(state)) return null;
  const called = new Set(state.windows.filter((w) => w.data?.called).map((w) => w.id));
  return {
    ...before,
    recentPlays: state.recentPlays.slice(0, -1),
    disqualified: state.disqualified,
    hands: state.hands.map((h, s) => (s === seat ? [...h, ...cards] : h)),
    drawPile: state.drawPile,
    windows: before.windows.map((w) => (called.has(w.id) ? { ...w, data: { ...w.data, called: true } } : w)),
  };
}

/**
 * 10.4: the player whose last play was wrong takes the cards back before any
 * complaint and before the next event. The wrong play then never counts as an
 * event and the game goes on as before it. If the cards would have been
 * entirely correct just before the last card or packet another player played,
 * they count as never played and cost nothing; otherwise the player owes one
 * card and, having been to move, loses the turn to the next player (4.10).
 */
export function withdraw(state: GressState, seat: Seat, hand: Hand): Outcome {
  const name = nameOf(state, seat);
  const play = state.recentPlays.at(-1);
  const lastEvent = state.nextEventId - 1;
  const wrong = state.playPile.filter((p) => p.event === play?.event);
  if (!play || play.seat !== seat || wrong.length === 0 || wrong.some((p) => p.as !== 'foul' || p.judged)) {
    return refuse(state, ['10.4'], msg('withdraw.nothing', { player: name }));
  }
  if (play.event !== lastEvent) return refuse(state, ['10.4'], msg('withdraw.tooLate', {}));
  if (hand === 'holding') return refuse(state, ['10.4', '10.3'], msg('withdraw.holding', {}));
  const cards = wrong.map((p) => p.card);
  const before = asBeforeThePlay(state, play, cards);
  if (!before) return refuse(state, ['10.4', '10.5'], msg('withdraw.tableChanged', {}));
  const other = [...state.recentPlays.slice(0, -1)].reverse().find((p) => p.seat !== seat);
  // "Entirely correct" includes the hand it was played with (10.3).
  const wouldHaveFitted = other !== undefined && play.hand === 'action' && classifyPlay(other.before, seat, cards, 'action').as !== 'foul';
  const what = cards.map(formatCard);
  if (wouldHaveFitted) {
    return {
      state: before, classification: 'withdrawal', lawful: true, citations: ['10.4'], events: [],
      ...told(msg('withdraw.free', { player: name, cards: what, other: nameOf(state, other!.seat) })),
    };
  }
  const wasToMove = before.toMove === seat;
  const owing = addDebts(before, [debtOf('smallFoul', seat, Math.max(1, before.nextEventId - 1))]);
  const after = wasToMove ? { ...owing, toMove: nextPlayer(owing, seat) } : owing;
  return {
    state: after, classification: 'withdrawal', lawful: true, citations: wasToMove ? ['10.4', '4.10'] : ['10.4'], events: [],
    ...told(msg('withdraw.costs', { player: name, cards: what, ...(wasToMove ? { next: nameOf(state, after.toMove) } : {}) })),
  };
}
