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
import { applyLayOffs } from '../layoffs';
import { arrangementOf, toMeld, type Meld } from '../melds';
import type { GinAction, GinState, Layout } from '../types';
import { cardsText, holds, isCard, opponentOf, repeated, without } from './1-cards';
import { HAND_SIZE } from './3-dealing';
import { isGin, knockPending } from './7-knock';
import { scoreKnock } from './9-scoring';
import { finishHand, matchEndWords, runningTotals } from './13-match';
import { cardsWord, nameOf, refuse, lawful, type Outcome } from './outcome';

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
    if (state.phase === 'hand-over' || state.phase === 'match-over') return refuse(state, ['8', '13'], 'The hand is over; there is nothing to lay out.');
    return refuse(state, ['8'], 'Nobody has knocked: cards are laid out only after a knock (§7, §8).');
  }
  const k = h.knock;
  if (seat !== opponentOf(k.by)) return refuse(state, ['7', '8'], `${who} knocked and has laid out already; the opponent lays out now.`);
  if (!Array.isArray(action.melds) || !action.melds.every((g) => Array.isArray(g) && g.every(isCard))) return refuse(state, ['4', '8'], 'The melds must be groups of cards.');
  if (!Array.isArray(action.layoffs) || !action.layoffs.every((l) => l && isCard(l.card) && Number.isInteger(l.meld))) return refuse(state, ['8'], 'Each lay-off names a card and one of the knocker\u2019s melds.');
  const hand = h.hands[seat];
  const arranged = arrangementOf(hand, action.melds);
  if (!arranged.ok) return refuse(state, arranged.error.includes('(§1)') ? ['1', '4', '8'] : ['4', '8'], `${who} cannot lay that out: ${arranged.error}.`);
  const offCards = action.layoffs.map((l) => l.card);
  const twice = repeated(offCards);
  if (twice) return refuse(state, ['8'], `${cardText(twice)} is laid off twice.`);
  const stranger = offCards.find((c) => !holds(hand, c));
  if (stranger) return refuse(state, ['8'], `${who} does not hold ${cardText(stranger)}.`);
  const inMeld = offCards.find((c) => !holds(arranged.value.deadwood, c));
  if (inMeld) return refuse(state, ['8'], `${cardText(inMeld)} is in one of ${who}'s own melds; a card is either melded or laid off.`);
  const gin = isGin(k);
  const overfull = hand.length > HAND_SIZE;
  if (offCards.length > 0 && gin) return refuse(state, ['8', '11'], `${nameOf(state, k.by)} has gin: ${who} may lay out melds but lay nothing off (§11).`);
  if (offCards.length > 0 && overfull) return refuse(state, ['8', '14.13'], `${who} holds ${cardsWord(hand.length)}, too many: ${who} lays out but may not lay off (§14.13).`);
  const applied = applyLayOffs(knockerMelds(state), action.layoffs);
  if (!applied.ok) return refuse(state, ['8'], `${who} cannot lay off that way: ${applied.error.replace(/meld (\d+)/g, (_, n) => `meld ${Number(n) + 1}`)}.`);
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
  const s = end.score;
  const offs = layout.layoffs.length ? `, lays off ${layout.layoffs.map((l) => `${cardText(l.card)} on meld ${l.meld + 1}`).join(', ')}` : '';
  const melds = layout.melds.length ? `melds ${layout.melds.map((m) => m.map(cardText).join('')).join(' ')}` : 'no melds';
  const knocker = nameOf(state, k.by);
  const counted = (points: number, cards: number) => (cards < HAND_SIZE ? `${points} + ${(HAND_SIZE - cards) * 10} for ${cardsWord(HAND_SIZE - cards)} missing` : `${points}`);
  const verdict = s.winner === null
    ? `${who} held too many cards and has no more deadwood than ${knocker}: the hand is void and ${nameOf(state, h.dealer)} deals again (§14.13).`
    : `${nameOf(state, s.winner)} scores ${s.points} (${s.reason === 'gin' ? `gin: ${s.ginBonus} bonus + ${counted(end.opponentDeadwood, end.opponentCards)}` : s.reason === 'undercut' ? `undercut: the difference + ${s.undercutBonus} bonus` : 'the difference'}).`;
  const totals = runningTotals(next);
  const after = next.phase === 'match-over'
    ? matchEndWords(next)
    : ` Totals: ${state.players[0]} ${totals[0]}, ${state.players[1]} ${totals[1]}. ${nameOf(next, next.hand.turn)} deals next.`;
  const summary = `${who} lays out ${melds}${offs}; deadwood ${cardsText(layout.deadwood)} = ${counted(end.opponentDeadwood, end.opponentCards)} against ${knocker}'s ${counted(end.knockerDeadwood, end.knockerCards)}. ${verdict}${after}`;
  const citations = cite(['8'], accepting ? ['14.8'] : [], s.citations, next.phase === 'match-over' ? next.settlement!.citations : []);
  return lawful(next, citations, summary);
}
