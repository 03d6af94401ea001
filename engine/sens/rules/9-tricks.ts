/**
 * 9.1-9.5: the tricks. Vorhand leads the first trick and the winner of each
 * trick leads the next (9.1, the reading at 9.1). The duties to follow, to trump and to beat
 * (9.2-9.4, the readings at 9.2, 9.4) are tricks.ts `lawfulCards` / `brokenDuty`; a card
 * against them is not refused but stands as a foul (1.3, the reading at 1.4): it is the
 * player's to take back at once, and found later it loses the deal (1.4).
 * When the first trick is complete the melds are settled (7.2). A complete
 * trick goes to the highest trump in it, else the highest card of the suit
 * led (9.5, tricks.ts `trickWinner`); after the eighth the deal is counted
 * (12.1, scoring.ts `countDeal`).
 */
import { cardPoints, isCard, strength, suitOf, type Card, type Suit } from '../cards';
import { seq } from '../messages';
import type { SensMessage } from '../messages/spec';
import { settleMelds } from '../melds';
import { countDeal, pointsToMakeGame, TRICKS_PER_DEAL } from '../scoring';
import { brokenDuty, dutyReasonMessage, lawfulCards, trickWinner } from '../tricks';
import type { Foul, Played, SensAction, SensState } from '../types';
import { sideOf } from './1-seats';
import { finishDeal, meldPointsNow, takerOf } from './12-counting';
import { settlementWords } from './7-melding';
import { foul, lawful, msg, nameOf, pairOf, refuse, setAt, type Outcome } from './outcome';

/** 9.2-9.4: which duty governs a card added to `trick` (null when leading). */
export function dutyParagraph(hand: readonly Card[], trick: readonly Card[], trump: Suit): '9.2' | '9.3' | '9.4' | null {
  if (trick.length === 0) return null;
  const led = suitOf(trick[0]);
  if (led === trump) return '9.2';
  return hand.some((c) => suitOf(c) === led) ? '9.3' : '9.4';
}

/** Why nobody plays a card now, or null in play. */
function notInPlay(state: SensState): Outcome | null {
  switch (state.phase) {
    case 'play': return null;
    case 'bidding': case 'taken': return refuse(state, ['5.4', '9.1'], msg('play.refuse.beforePlay', {}));
    case 'deal': return refuse(state, ['4.4'], msg('play.refuse.notDealt', {}));
    default: return refuse(state, ['9.5'], msg('play.refuse.over', {}));
  }
}

/** Points of the cards in a trick. */
export function pointsOf(cards: readonly Played[], trump: Suit): number {
  return cards.reduce((n, p) => n + cardPoints(p.card, trump), 0);
}

/**
 * 9.5 with 7.2 and 12.1: the trick on the table is complete. Before the
 * first is taken in the melds are settled (7.2); the trick goes to its
 * winner, who leads next (9.1); after the eighth the deal is counted.
 */
function takeIn(state: SensState): { state: SensState; citations: string[]; says: SensMessage } {
  const deal = state.deal;
  const trump = deal.game!.trump;
  const citations: string[] = [];
  const words: SensMessage[] = [];
  let settlement = deal.settlement;
  if (deal.tricks.length === 0) {
    settlement = settleMelds(deal.melds, trump);
    const said = settlementWords(state, settlement, trump);
    if (deal.melds.length > 0) {
      citations.push(...said.citations);
      words.push(said.says);
    }
  }
  const winner = trickWinner(deal.trick, trump);
  const card = deal.trick.find((p) => p.seat === winner)!.card;
  const tricks = [...deal.tricks, { cards: deal.trick, winner }];
  const side = sideOf(winner);
  const points = pointsOf(deal.trick, trump);
  const trumped = suitOf(card) === trump && suitOf(deal.trick[0].card) !== trump;
  words.push(msg('trick.taken', { winner: nameOf(state, winner), card, trumped, points, side: pairOf(state, side) }));
  citations.push('9.5');
  const after: SensState = { ...state, deal: { ...deal, settlement, tricks, trick: [], turn: winner } };
  if (tricks.length < TRICKS_PER_DEAL) {
    words.push(msg('trick.leadsNext', { who: nameOf(state, winner) }));
    citations.push('9.1');
    return { state: after, citations, says: seq(...words) };
  }
  const taker = takerOf(deal)!;
  const meldPoints = meldPointsNow(after.deal);
  const end = countDeal({ tricks, trump, taker, meldPoints });
  const need = pointsToMakeGame(end.total);
  const [c, m, w] = [end.cardPoints, end.meldPoints, end.written];
  const other = (1 - taker) as 0 | 1;
  const [takers, others] = [pairOf(state, taker), pairOf(state, other)];
  const count = (s: 0 | 1) => ({ side: pairOf(state, s), cards: c[s], melds: m[s] });
  words.push(msg('count.deal', { sides: [count(0), count(1)], total: end.total }));
  citations.push('3.2', '12.1', '11.1');
  if (end.made) {
    words.push(msg('count.made', { taker: takers, need, has: c[taker] + m[taker] }));
    if (end.dackeln) {
      words.push(msg('count.dackeln', {}));
      citations.push('11.2');
    }
    words.push(msg('count.written', { taker: takers, takerWrites: w[taker], other: others, otherWrites: w[other] }));
  } else {
    words.push(msg('count.ziehen', { taker: takers, has: c[taker] + m[taker], need, other: others, total: end.total }));
  }
  const done = finishDeal(after, end);
  return { state: done.state, citations: [...citations, ...done.citations], says: seq(...words, done.says) };
}

/** The best trump in the trick so far, or null. */
function bestTrumpIn(cards: readonly Card[], trump: Suit): Card | null {
  let top: Card | null = null;
  for (const c of cards) if (suitOf(c) === trump && (top === null || strength(c, trump) > strength(top, trump))) top = c;
  return top;
}

/** 9.2-9.4: what the player should have done, as a clause, for a card against the duty. */
function dutyWords(who: string, hand: readonly Card[], before: readonly Card[], trump: Suit): SensMessage {
  const allowed = lawfulCards(hand, before, trump);
  const led = suitOf(before[0]);
  const best = bestTrumpIn(before, trump);
  const beats = best !== null && allowed.every((c) => suitOf(c) === trump && strength(c, trump) > strength(best, trump));
  if (led === trump) return msg(beats ? 'foul.trumpsBeat' : 'foul.trumpsLower', { who, best: best!, allowed });
  if (allowed.some((c) => suitOf(c) === led)) return msg('foul.follow', { who, led, allowed });
  if (best === null) return msg('foul.mustTrump', { who, led, allowed });
  return msg(beats ? 'foul.voidBeat' : 'foul.voidLower', { who, led, best, allowed });
}

/**
 * 9.1-9.5, 1.3: `seat` lays `card` on the trick. Refused when it is not the
 * player's turn or the card is not in hand; a card against a duty stands as
 * a foul (the reading at 1.4); a complete trick is taken in.
 */
export function play(state: SensState, action: Extract<SensAction, { type: 'play' }>): Outcome {
  const stop = notInPlay(state);
  if (stop) return stop;
  const deal = state.deal;
  const { seat, card } = action;
  const who = nameOf(state, seat);
  if (typeof card !== 'string' || !isCard(card)) return refuse(state, ['2.1'], msg('play.refuse.notACard', {}));
  if (deal.misdealt) return refuse(state, ['4.5'], msg('play.refuse.misdeal', {}));
  if (seat !== deal.turn) return refuse(state, ['9.1'], msg('play.refuse.notYourTurn', { turn: nameOf(state, deal.turn), who }));
  const hand = deal.hands[seat];
  if (!hand.includes(card)) return refuse(state, ['9.1'], msg('play.refuse.notHeld', { who, card }));
  const trump = deal.game!.trump;
  const before = deal.trick.map((p) => p.card);
  const broken = brokenDuty(hand, before, trump, card);
  const paragraph = dutyParagraph(hand, before, trump);
  const reason = dutyReasonMessage(hand, before, trump);
  const trick = [...deal.trick, { seat, card }];
  const fouls: Foul[] = broken ? [...deal.fouls, { seat, card, trick: deal.tricks.length, duty: broken }] : [...deal.fouls];
  const placed: SensState = { ...state, deal: { ...deal, hands: setAt(deal.hands, seat, hand.filter((c) => c !== card)), trick, fouls, turn: ((seat + 1) % 4) as typeof seat } };
  const lead = before.length === 0;
  let citations: string[];
  let says: SensMessage;
  if (broken) {
    citations = [broken, '1.3'];
    says = msg('play.foul', { who, card, lead, duty: broken, why: dutyWords(who, hand, before, trump) });
  } else {
    citations = lead ? ['9.1'] : [paragraph!];
    says = lead ? msg('play.lead', { who, card }) : msg('play.follow', { who, card, reason, paragraph: paragraph! });
  }
  if (trick.length < 4) {
    return (broken ? foul : lawful)(placed, citations, seq(says, msg('play.next', { who: nameOf(state, placed.deal.turn) })));
  }
  const taken = takeIn(placed);
  return (broken ? foul : lawful)(taken.state, [...citations, ...taken.citations], seq(says, taken.says));
}
