/**
 * §7 (with §11, §14.6 and §14.11): knocking. After drawing (or as Vorhand's
 * opening), a player whose deadwood (§2 value of the cards in no meld) is at
 * most ten may knock: one card goes face down and does not count, the melds
 * and the deadwood go face up, and the deadwood's value is announced. All ten
 * cards in melds is gin (§11). Knocking is never compulsory.
 *
 * The grouping is the player's own choice (a card may fit a set or a run):
 * the engine checks it (melds.ts `arrangementOf`) and counts what is left.
 *
 * Irregular knocks are accepted and handled by §14: more than ten points
 * (§14.6) or a wrong number of cards (§14.11). The knocker may put a knock
 * over ten right by knocking again with another grouping or discard (§14.6);
 * the opponent accepts or rejects it (§14.7, §14.11, 14-irregularities.ts) or
 * lays out, which accepts it (§14.8).
 */
import { cite } from '../../core/ruling';
import { cardText, type Card } from '../cards';
import { KNOCK_LIMIT } from '../hand-score';
import { aceLowProblem, arrangementChecked } from '../melds';
import type { GinAction, GinState, Knock, KnockFault } from '../types';
import { holds, isCard, opponentOf, without } from './1-cards';
import { HAND_SIZE } from './3-dealing';
import { notInPlay, takenBack, turnTask } from './5-turn';
import { irregular, lawful, msg, nameOf, refuse, setAt, withHand, type Outcome } from './outcome';
import type { GinMessage } from '../messages';

/** §7: the knock limit (hand-score.ts KNOCK_LIMIT, 10). */
export const MAX_KNOCK_DEADWOOD = KNOCK_LIMIT;

/** §7: the number of cards the knocker laid out (melds and deadwood; the face-down card not counted). */
export function laidOut(knock: Pick<Knock, 'melds' | 'deadwood'>): number {
  return knock.melds.reduce((n, m) => n + m.length, 0) + knock.deadwood.length;
}

/** §2, §7: the §2 value of the knocker's deadwood (without the 10-point charges of §14.11). */
export function knockDeadwood(knock: Pick<Knock, 'deadwood'>): number {
  return knock.deadwood.reduce((n, c) => n + Math.min(c.rank, 10), 0);
}

/** §11: gin is all ten cards in melds, no deadwood at all. */
export function isGin(knock: Pick<Knock, 'melds' | 'deadwood'>): boolean {
  return knock.deadwood.length === 0 && laidOut(knock) === HAND_SIZE;
}

/** §14.6, §14.7, §14.11: a knock still waiting for the opponent's answer (irregular, not yet accepted). */
export function knockPending(knock: Knock | null): boolean {
  return knock !== null && knock.faults.length > 0 && !knock.accepted;
}

/** §14.6: the knocker's cards back in hand, as before the knock (face-down card included). */
export function cardsOfKnock(knock: Knock): Card[] {
  return [...knock.melds.flat(), ...knock.deadwood, knock.buried];
}

/** A group of the notation as cards, or why not: 'list' (not a list of groups) or 'each' (a group that is no list of cards). */
function checkGroups(groups: unknown): 'list' | 'each' | null {
  if (!Array.isArray(groups)) return 'list';
  for (const g of groups) if (!Array.isArray(g) || !g.every(isCard)) return 'each';
  return null;
}

/**
 * §7 with §4, §11, §14.6, §14.10, §14.11: `seat` knocks, burying `discard` and
 * laying out `melds`. In the player's own turn after drawing (or as Vorhand
 * instead of the opening discard); in the knocked phase only as the knocker's
 * correction of an irregular knock (§14.6). Melds that are not melds, or cards
 * not held, are refused. A knock over ten or with a wrong count is accepted as
 * irregular and waits for the opponent (§14.7, §14.11).
 */
export function knock(state: GinState, action: Extract<GinAction, { type: 'knock' }>): Outcome {
  const { seat } = action;
  let base = state;
  let correcting = false;
  if (state.phase === 'knocked' && state.hand.knock) {
    const k = state.hand.knock;
    if (seat !== k.by) return refuse(state, ['7', '8'], msg('refuse.knock.layOutNow', { knocker: nameOf(state, k.by), who: nameOf(state, seat) }));
    if (!knockPending(k)) return refuse(state, ['7', ...(k.faults.length ? ['14.7'] : [])], msg('refuse.knock.stands', { who: nameOf(state, seat), accepted: k.faults.length > 0 }));
    base = withHand({ ...state, phase: 'discard' }, { hands: setAt(state.hand.hands, seat, cardsOfKnock(k)), knock: null, turn: seat });
    correcting = true;
  } else {
    const stop = notInPlay(state, seat);
    if (stop) return stop;
  }
  const who = nameOf(base, seat);
  const h = base.hand;
  if (seat !== h.turn) {
    return refuse(state, h.early === seat ? ['7', '14.4'] : ['7'], h.early === seat
      ? msg('refuse.knock.early', { who, turn: nameOf(base, h.turn) })
      : msg('refuse.notYourTurn', { who, turn: nameOf(base, h.turn) }));
  }
  const size = h.hands[seat].length;
  if (base.phase === 'draw') {
    if (turnTask(size) === 'discard-only') return refuse(state, ['14.5', '14.10'], msg('refuse.overfull.knock', { who, size }));
    return refuse(state, ['5', '7'], msg('refuse.knock.drawFirst', { who }));
  }
  if (!isCard(action.discard)) return refuse(state, ['1'], msg('refuse.knock.buriedNotCard', {}));
  if (!holds(h.hands[seat], action.discard)) return refuse(state, ['7'], msg('refuse.knock.buriedNotHeld', { who, card: cardText(action.discard) }));
  const back = takenBack(base, seat, action.discard, 'knock');
  if (back) return refuse(state, ['5', '7'], back);
  const badGroups = checkGroups(action.melds);
  if (badGroups) return refuse(state, ['4', '7'], msg('refuse.knock.groups', { who, each: badGroups === 'each' }));
  const rest = without(h.hands[seat], [action.discard]);
  const arranged = arrangementChecked(rest, action.melds);
  if (!arranged.ok) return refuse(state, aceLowProblem(arranged.says) ? ['1', '4', '7'] : ['4', '7'], msg('refuse.cannotLayOut', { who, problem: arranged.says }));
  const melds = arranged.value.melds.map((m) => [...m.cards]);
  const deadwood = [...arranged.value.deadwood];
  const points = arranged.value.points;
  const laid = rest.length;
  const faults: KnockFault[] = [];
  if (points > MAX_KNOCK_DEADWOOD) faults.push('deadwood');
  if (laid !== HAND_SIZE) faults.push('count');
  const k: Knock = { by: seat, buried: action.discard, melds, deadwood, saidGin: action.gin === true, faults, accepted: false };
  const gin = isGin(k);
  const next: GinState = withHand({ ...base, phase: 'knocked' }, {
    hands: setAt(h.hands, seat, []), knock: k, layout: null, turn: opponentOf(seat), drawn: null, early: null, exposed: null, begun: true,
    // §5 with §14.7: a knock sent back resumes this turn, so the taken card stays barred while the answer is pending.
    taken: faults.length ? h.taken : null,
  });
  const other = nameOf(base, opponentOf(seat));
  const shown = msg('knock.shown', { melds: melds.map((m) => m.map(cardText)), deadwood: deadwood.map(cardText) });
  const said = { correcting, who, buried: cardText(action.discard), shown };
  const calledGin = action.gin === true && !gin;
  const cites = cite(correcting ? ['14.6'] : [], ['7']);
  if (faults.length === 0) {
    if (gin) return lawful(next, cite(cites, '11'), msg('knock.gin', { ...said, other }));
    return lawful(next, cites, msg('knock', { ...said, points, calledGin, other }));
  }
  const faultCites = [...(faults.includes('deadwood') ? ['14.6', '14.7'] : []), ...(faults.includes('count') ? ['14.10', '14.11'] : [])];
  return irregular(next, cite(cites, faultCites), msg('knock.irregular', {
    ...said, calledGin, next: irregularKnockNext(base, k, laid),
    ...(faults.includes('deadwood') ? { over: points } : {}), ...(faults.includes('count') ? { laid } : {}),
  }));
}

/**
 * §14.6-§14.8 and §14.10-§14.11: what may follow an irregular knock, in words.
 * Regrouping (§14.6) can only bring deadwood down; it never changes how many
 * cards were laid out, so a knock with a wrong count is not offered it.
 */
function irregularKnockNext(state: GinState, k: Knock, laid: number): GinMessage {
  const who = nameOf(state, k.by);
  const other = nameOf(state, opponentOf(k.by));
  if (!k.faults.includes('count')) return msg('knock.next.regroup', { who, other });
  return msg('knock.next.count', { who, other, deadwood: k.faults.includes('deadwood'), short: laid < HAND_SIZE });
}
