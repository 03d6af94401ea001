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
import { cardName, cardPoints, isCard, strength, SUIT_NAMES, suitOf, type Card, type Suit } from '../cards';
import { settleMelds } from '../melds';
import { countDeal, pointsToMakeGame, TRICKS_PER_DEAL } from '../scoring';
import { brokenDuty, dutyReason, lawfulCards, trickWinner } from '../tricks';
import type { Foul, Played, SensAction, SensState } from '../types';
import { sideOf } from './1-seats';
import { finishDeal, meldPointsNow, takerOf } from './12-counting';
import { settlementWords } from './7-melding';
import { foul, lawful, nameOf, refuse, setAt, sideName, theCard, theCards, type Outcome } from './outcome';

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
    case 'bidding': case 'taken': return refuse(state, ['5.4', '9.1'], 'Play begins once a game is taken and the rest is dealt (5.4).');
    case 'deal': return refuse(state, ['4.4'], 'The cards have not been dealt yet.');
    default: return refuse(state, ['9.5'], 'The deal is over: no more cards are played in it.');
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
function takeIn(state: SensState): { state: SensState; citations: string[]; summary: string } {
  const deal = state.deal;
  const trump = deal.game!.trump;
  const citations: string[] = [];
  const words: string[] = [];
  let settlement = deal.settlement;
  if (deal.tricks.length === 0) {
    settlement = settleMelds(deal.melds, trump);
    const said = settlementWords(state, settlement, trump);
    if (deal.melds.length > 0) {
      citations.push(...said.citations);
      words.push(said.summary);
    }
  }
  const winner = trickWinner(deal.trick, trump);
  const card = deal.trick.find((p) => p.seat === winner)!.card;
  const tricks = [...deal.tricks, { cards: deal.trick, winner }];
  const side = sideOf(winner);
  const points = pointsOf(deal.trick, trump);
  const trumped = suitOf(card) === trump && suitOf(deal.trick[0].card) !== trump ? ', a trump,' : '';
  words.push(`${nameOf(state, winner)}'s ${cardName(card)}${trumped} takes the trick (9.5): ${points} in cards for ${sideName(state, side)}.`);
  citations.push('9.5');
  const after: SensState = { ...state, deal: { ...deal, settlement, tricks, trick: [], turn: winner } };
  if (tricks.length < TRICKS_PER_DEAL) {
    words.push(`${nameOf(state, winner)} leads next (9.1).`);
    citations.push('9.1');
    return { state: after, citations, summary: words.join(' ') };
  }
  const taker = takerOf(deal)!;
  const meldPoints = meldPointsNow(after.deal);
  const end = countDeal({ tricks, trump, taker, meldPoints });
  const need = pointsToMakeGame(end.total);
  const [c, m, w] = [end.cardPoints, end.meldPoints, end.written];
  const other = (1 - taker) as 0 | 1;
  const count = (s: 0 | 1) => `${sideName(state, s)} ${c[s]} in cards + ${m[s]} in melds = ${c[s] + m[s]}`;
  words.push(`That was the eighth trick, and its taker's side counts 10 more for it (3.2). ${count(0)}; ${count(1)}; all points ${end.total} (12.1).`);
  citations.push('3.2', '12.1', '11.1');
  if (end.made) {
    words.push(`${sideName(state, taker)} took the game and need ${need}: with ${c[taker] + m[taker]} they made it (11.1).`);
    if (end.dackeln) {
      words.push(`They took every trick: Dackeln, 100 more (11.2).`);
      citations.push('11.2');
    }
    words.push(`${sideName(state, taker)} write ${w[taker]}, ${sideName(state, other)} ${w[other]}.`);
  } else {
    words.push(`${sideName(state, taker)} took the game but have ${c[taker] + m[taker]}, short of the ${need} they need: ` +
      `Ziehen, ${sideName(state, other)} write all ${end.total} and ${sideName(state, taker)} nothing (11.1).`);
  }
  const done = finishDeal(after, end);
  return { state: done.state, citations: [...citations, ...done.citations], summary: `${words.join(' ')} ${done.summary}` };
}

/** The best trump in the trick so far, or null. */
function bestTrumpIn(cards: readonly Card[], trump: Suit): Card | null {
  let top: Card | null = null;
  for (const c of cards) if (suitOf(c) === trump && (top === null || strength(c, trump) > strength(top, trump))) top = c;
  return top;
}

/** 9.2-9.4: what the player should have done, in words, for a card against the duty. */
function dutyWords(who: string, hand: readonly Card[], before: readonly Card[], trump: Suit): string {
  const allowed = lawfulCards(hand, before, trump);
  const led = suitOf(before[0]);
  const best = bestTrumpIn(before, trump);
  const beats = best !== null && allowed.every((c) => suitOf(c) === trump && strength(c, trump) > strength(best, trump));
  const these = someCards(allowed);
  if (led === trump) {
    return beats
      ? `trumps were led, and ${who} can beat ${theCard(best!)} with ${these}, so a higher trump must be played`
      : `trumps were led, and ${who} holds ${these}; with no trump above ${theCard(best!)} a lower one must be played`;
  }
  if (allowed.some((c) => suitOf(c) === led)) return `${SUIT_NAMES[led]} was led, and ${who} holds ${these}: the suit must be followed`;
  if (best === null) return `${who} has no ${SUIT_NAMES[led]} but holds ${these}, so a trump must be played`;
  return beats
    ? `${who} has no ${SUIT_NAMES[led]}, and ${these} beat${allowed.length === 1 ? 's' : ''} ${theCard(best)}, so a higher trump must be played`
    : `${who} has no ${SUIT_NAMES[led]} and no trump above ${theCard(best)}, but holds ${these}, so a trump must still be played`;
}

/** "the Herz-Unter" or "the Herz-Unter, the Herz-Nine and 2 more". */
function someCards(cards: readonly Card[]): string {
  return cards.length <= 3 ? theCards(cards) : `${theCards(cards.slice(0, 2))} and ${cards.length - 2} more`;
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
  if (typeof card !== 'string' || !isCard(card)) return refuse(state, ['2.1'], `That is not a card of the pack: a card is a rank (7 8 9 T U O K A) and a suit (E G H S), such as UE ` +
    `(2.1).`);
  if (deal.misdealt) return refuse(state, ['4.5'], `The hands hold the wrong number of cards: the deal is a misdeal, and any player should point it out ` +
    `before a card is played (4.5).`);
  if (seat !== deal.turn) return refuse(state, ['9.1'], `It is ${nameOf(state, deal.turn)}'s turn to play, not ${who}'s: Vorhand leads the first trick, the winner ` +
    `of a trick the next, and the others follow clockwise (9.1).`);
  const hand = deal.hands[seat];
  if (!hand.includes(card)) return refuse(state, ['9.1'], `${who} does not hold ${theCard(card)}.`);
  const trump = deal.game!.trump;
  const before = deal.trick.map((p) => p.card);
  const broken = brokenDuty(hand, before, trump, card);
  const paragraph = dutyParagraph(hand, before, trump);
  const reason = dutyReason(hand, before, trump);
  const trick = [...deal.trick, { seat, card }];
  const fouls: Foul[] = broken ? [...deal.fouls, { seat, card, trick: deal.tricks.length, duty: broken }] : [...deal.fouls];
  const placed: SensState = { ...state, deal: { ...deal, hands: setAt(deal.hands, seat, hand.filter((c) => c !== card)), trick, fouls, turn: ((seat + 1) % 4) as typeof seat } };
  const lead = before.length === 0;
  const head = lead ? `${who} leads ${theCard(card)}` : `${who} plays ${theCard(card)}`;
  let citations: string[];
  let summary: string;
  if (broken) {
    citations = [broken, '1.3'];
    summary = `${head}, against the duty of ${broken}: ${dutyWords(who, hand, before, trump)}. The card stands as a ` +
      `foul: ${who} may take it back at once and play another (1.3); once the next card is played it stays, ` +
      `and any player may claim it (1.4).`;
  } else {
    citations = lead ? ['9.1'] : [paragraph!];
    summary = lead ? `${head} (9.1).` : `${head} (${reason}, ${paragraph}).`;
  }
  if (trick.length < 4) {
    const next = nameOf(state, placed.deal.turn);
    return (broken ? foul : lawful)(placed, citations, `${summary} ${next} is next.`);
  }
  const taken = takeIn(placed);
  return (broken ? foul : lawful)(taken.state, [...citations, ...taken.citations], `${summary} ${taken.summary}`);
}
