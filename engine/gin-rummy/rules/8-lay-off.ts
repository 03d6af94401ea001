/**
 * §8 (with §11, §14.8, §14.12 and §14.13): the knocker's opponent lays out
 * their own melds and may lay off cards from the hand onto the knocker's
 * melds (one after another, so a card may extend what an earlier lay-off
 * extended). Only deadwood counts. No lay-offs onto gin (§11), nor by an
 * opponent holding too many cards (§14.13). Laying out while an irregular
 * knock is still open accepts it (§14.8). Then the hand is scored (§9-§11)
 * and entered on the sheet (§13).
 */
import { cite } from '../../core/ruling';
import { cardText } from '../cards';
import { layOffsChecked } from '../layoffs';
import { aceLowProblem, arrangementChecked, toMeld, type Meld } from '../melds';
import type { GinAction, GinState, Layout } from '../types';
import { holds, isCard, opponentOf, repeated, without } from './1-cards';
import { HAND_SIZE } from './3-dealing';
import { isGin, knockPending } from './7-knock';
import { scoreKnock } from './9-scoring';
import { finishHand, matchEnd, runningTotals } from './13-match';
import { msg, nameOf, refuse, lawful, type Outcome } from './outcome';
import type { GinMessage } from '../messages';

/** §8: the knocker's melds as melds.ts values (they were checked when laid). */
export function knockerMelds(state: GinState): Meld[] {
  return (state.hand.knock?.melds ?? []).map((cards) => toMeld(cards)!);
}

/**
 * §8 with §4, §9-§11, §13, §14.8, §14.12, §14.13: the opponent's lay-out, checked
 * and scored. Refused (nothing changes) when a group is no meld, a card is not
 * held or used twice, a lay-off does not fit, or lay-offs are not allowed.
 */
export function layOut(state: GinState, action: Extract<GinAction, { type: 'layout' }>): Outcome {
  const { seat } = action;
  const h = state.hand;
  const who = nameOf(state, seat);
  if (state.phase !== 'knocked' || !h.knock) {
    if (state.phase === 'hand-over' || state.phase === 'match-over') return refuse(state, ['8', '13'], msg('refuse.layout.handOver', {}));
    return refuse(state, ['8'], msg('refuse.layout.noKnock', {}));
  }
  const k = h.knock;
  if (seat !== opponentOf(k.by)) return refuse(state, ['7', '8'], msg('refuse.layout.knocker', { who }));
  if (!Array.isArray(action.melds) || !action.melds.every((g) => Array.isArray(g) && g.every(isCard))) return refuse(state, ['4', '8'], msg('refuse.layout.groups', {}));
  if (!Array.isArray(action.layoffs) || !action.layoffs.every((l) => l && isCard(l.card) && Number.isInteger(l.meld))) return refuse(state, ['8'], msg('refuse.layout.layoffShape', {}));
  const hand = h.hands[seat];
  const arranged = arrangementChecked(hand, action.melds);
  if (!arranged.ok) return refuse(state, aceLowProblem(arranged.says) ? ['1', '4', '8'] : ['4', '8'], msg('refuse.cannotLayOut', { who, problem: arranged.says }));
  const offCards = action.layoffs.map((l) => l.card);
  const twice = repeated(offCards);
  if (twice) return refuse(state, ['8'], msg('refuse.layout.twice', { card: cardText(twice) }));
  const stranger = offCards.find((c) => !holds(hand, c));
  if (stranger) return refuse(state, ['8'], msg('refuse.notHeld', { who, card: cardText(stranger) }));
  const inMeld = offCards.find((c) => !holds(arranged.value.deadwood, c));
  if (inMeld) return refuse(state, ['8'], msg('refuse.layout.fromMeld', { card: cardText(inMeld), who }));
  const gin = isGin(k);
  const overfull = hand.length > HAND_SIZE;
  if (offCards.length > 0 && gin) return refuse(state, ['8', '11'], msg('refuse.layout.gin', { knocker: nameOf(state, k.by), who }));
  if (offCards.length > 0 && overfull) return refuse(state, ['8', '14.13'], msg('refuse.layout.overfull', { who, size: hand.length }));
  const applied = layOffsChecked(knockerMelds(state), action.layoffs);
  if (!applied.ok) return refuse(state, ['8'], msg('refuse.layout.misfit', { who, problem: countedFromOne(applied.says) }));
  const layout: Layout = {
    melds: arranged.value.melds.map((m) => [...m.cards]),
    layoffs: action.layoffs.map((l) => ({ card: l.card, meld: l.meld })),
    deadwood: without(arranged.value.deadwood, offCards),
  };
  const accepting = knockPending(k);
  const knock = accepting ? { ...k, accepted: true } : k;
  const end = scoreKnock(knock, layout, hand.length);
  const laid: GinState = { ...state, hand: { ...h, knock, layout, hands: h.hands.map((c, i) => (i === seat ? [] : c)) } };
  const next = finishHand(laid, end);
  const citations = cite(['8'], accepting ? ['14.8'] : [], end.score.citations, next.phase === 'match-over' ? next.settlement!.citations : []);
  return lawful(next, citations, layoutWords(state, next, seat, layout, end));
}

/** §8-§11, §13: the lay-out's ruling: what was laid out and off, the deadwood against the knocker's, the score, then the totals or the match's end. */
function layoutWords(state: GinState, next: GinState, seat: number, layout: Layout, end: ReturnType<typeof scoreKnock>): GinMessage {
  const s = end.score;
  const who = nameOf(state, seat);
  const knocker = nameOf(state, state.hand.knock!.by);
  const opponent = { points: end.opponentDeadwood, cards: end.opponentCards };
  const verdict = s.winner === null
    ? msg('layout.void', { who, knocker, dealer: nameOf(state, state.hand.dealer) })
    : msg('layout.scores', { winner: nameOf(state, s.winner), points: s.points, reason: s.reason === 'gin' || s.reason === 'undercut' ? s.reason : 'knock', bonus: s.reason === 'gin' ? s.ginBonus : s.undercutBonus, opponent });
  const totals = runningTotals(next);
  const after = matchEnd(next) ?? msg('layout.totals', { names: state.players, totals, next: nameOf(next, next.hand.turn) });
  return msg('layout', {
    who, melds: layout.melds.map((m) => m.map(cardText)), layoffs: layout.layoffs.map((l) => ({ card: cardText(l.card), meld: l.meld })),
    deadwood: layout.deadwood.map(cardText), mine: opponent, knocker, theirs: { points: end.knockerDeadwood, cards: end.knockerCards }, verdict, after,
  });
}

/** A lay-off problem with its meld numbers counted from 1, as the ruling's reader counts them (the notation's indices count from 0). */
function countedFromOne(problem: GinMessage): GinMessage {
  return problem.id === 'layoff.noMeld' || problem.id === 'layoff.misfit' ? { ...problem, params: { ...problem.params, shift: 1 } } as GinMessage : problem;
}
