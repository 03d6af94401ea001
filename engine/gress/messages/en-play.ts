/**
 * English, sections 3-4 and the clauses of 5-7: the reference wording. The
 * scenario files and tests quote these sentences, so they stay word for word
 * what the rule code used to write.
 */
import { MAX_DECK_NUMBER } from '../../core/cards';
import type { Catalogue } from '../../core/messages';
import type { GressSay } from './say';
import type { EffectSpec, PlaySpec, ReasonSpec, StartSpec } from './spec';

const cards = (n: number, s: GressSay) => `${n} ${s.plural(n, { one: 'card', other: 'cards' })}`;
const laid = (p: { player: string; cards: readonly string[]; top: string }, s: GressSay) => `${p.player} plays ${p.cards.map((c) => s.card(c)).join('+')} on ${s.card(p.top)}`;
const extraTaken = (extra: number, s: GressSay) => (extra > 0 ? ` The ${cards(extra, s)} extra ${s.plural(extra, { one: 'is', other: 'are' })} a wrong pick-up and kept (10.6).` : '');

const DEALER_ACTS = {
  shuffle: 'shuffles', dealHands: 'deals', dealMarkes: 'deals the Markes', buildDrawPile: 'builds the draw pile', peek: 'takes the first card', open: 'opens',
} as const;

export const enStart: Catalogue<StartSpec, GressSay> = {
  'start.onlyDealer': ({ dealer, paragraph, act }) => `Only the dealer, ${dealer}, ${DEALER_ACTS[act]} (${paragraph}).`,
  'start.shuffleBeforeDeal': () => 'Shuffling comes before any card is dealt (3.1).',
  'start.shuffleFirst': () => 'The pack must be shuffled before dealing (3.1).',
  'start.handsAlreadyDealt': () => 'The hands have already been dealt (3.2).',
  'start.packTooSmall': ({ cards: n, hands, size }) => `The pack has ${n} cards, too few for ${hands} hands of ${size}.`,
  'start.markesAlreadyDealt': () => 'The Markes have already been dealt (3.3).',
  'start.markesAfterHands': () => 'The Markes are dealt after the hands (3.3).',
  'start.tooFewForMarkes': () => 'Too few cards left for a Marke each.',
  'start.drawPileAfterMarkes': () => 'The draw pile is built after the Markes are dealt (3.4).',
  'start.shuffled': ({ player, seed }) => `${player} shuffles the pack (seed ${seed}).`,
  'start.dealtHands': ({ dealer, first }) => `${dealer} deals five cards each, clockwise from ${first}, own hand last.`,
  'start.dealtMarkes': ({ dealer, first }) => `${dealer} deals a face-down Marke each, counter-clockwise from ${first}, own Marke last.`,
  'start.builtDrawPile': ({ dealer, cards: n }) => `${dealer} lays the remaining ${n} cards face down as the draw pile.`,
  'start.alreadyReady': ({ player }) => `${player} has already picked up and is ready.`,
  'start.noHandYet': ({ player }) => `${player} has no hand yet: the hands are not dealt.`,
  'start.dealerPicksUpLast': () => 'The dealer picks up only after building the draw pile (3.5).',
  'start.pickedUp': ({ player }) => `${player} picks up the hand and is ready.`,
  'start.alreadyPeeked': () => 'The dealer already holds the opening card.',
  'start.peekAfterPickUp': () => 'The dealer takes the first card only after picking up the hand (3.6).',
  'start.peekWithActionHand': () => 'The first card is taken with the action hand, away from the hand of cards (3.6).',
  'start.drawPileEmpty': () => 'The draw pile is empty.',
  'start.peeked': ({ player }) => `${player} takes the top card of the draw pile and looks at it.`,
  'start.notPeeked': () => 'The dealer has not taken the opening card yet (3.6).',
  'start.notAllReady': ({ waiting }) => `Not everyone is ready: ${waiting.join(', ')} (3.7).`,
  'start.openFromActionHand': () => 'The opening card is laid from the action hand (3.7).',
  'start.opened': ({ player, card, effect }, s) => `${player} opens with ${s.card(card)}: the first move. ${s.say(effect)}`,
};

export const enEffect: Catalogue<EffectSpec, GressSay> = {
  'effect.ace': ({ player }) => `An Ace: ${player} is to move again.`,
  'effect.king': ({ player, next }) => `A King: everyone but ${player} owes one card. ${next} is to move.`,
  'effect.queen': ({ clockwise, next }) => `A Queen: play now runs ${clockwise ? 'clockwise' : 'counter-clockwise'}, so ${next} is to move.`,
  'effect.ten': ({ player, next }) => `A Ten: ${player} may give a card face down to another player until the next move. ${next} is to move.`,
  'effect.redNine': ({ player, next }) => `A red Nine: ${player} may announce a swap of hands until the next event. ${next} is to move.`,
  'effect.twoRedNines': ({ player, next }) => `Two red Nines: ${player} may name two players who must swap hands, until the next event. ${next} is to move.`,
  'effect.eight': ({ skipped, next }) => `An Eight: ${skipped} is skipped (and may defend with an Eight until the next move). ${next} is to move.`,
  'effect.sevens': ({ sevens, skipped, cards: n, next }) =>
    `${sevens === 1 ? 'A Seven' : `${sevens} Sevens`}: ${skipped} is skipped and owes ${n} cards (and may defend with Sevens until the next move). ${next} is to move.`,
  'effect.jack': ({ player, next }) => `A Jack: ${player} may wish a suit until the next move or throw. ${next} is to move.`,
  'effect.next': ({ next }) => `${next} is to move.`,
};

export const enReason: Catalogue<ReasonSpec, GressSay> = {
  'reason.holdingHand': ({ player }) => `${player} played with the holding hand; cards are played with the action hand only`,
  'reason.halted': () => 'the game is halted: no card may be played until it resumes',
  'reason.mustTakeCard': ({ player }) => `${player} reshuffled and must first take at least one card from the new draw pile`,
  'reason.notToMove': ({ player, sinceResume }) => `${player} is not to move${sinceResume ? ' (since the game resumed only the player to move may move)' : ''}`,
  'reason.inDebt': ({ player, debt }, s) => `${player} still owes ${cards(debt, s)} and may not move`,
  'reason.facesSwap': ({ player }) => `${player} faces an announced swap and may not move (only defend with a red Nine)`,
  'reason.badPacket': () => 'only Sevens or two red Nines may be played as a packet',
  'reason.packetNoFit': ({ card, top }, s) => `the bottom card ${s.card(card)} fits on ${s.card(top)} neither by rank nor by suit`,
  'reason.owesEarlier': ({ player }) => `${player} owes cards from an earlier event and may not defend`,
  'reason.sevenDefence': () => 'a Seven defence by the skipped player',
  'reason.packetSevens': () => 'a packet of Sevens',
  'reason.packetNines': () => 'a packet of two red Nines',
  'reason.defenceNine': () => 'a defence Nine against the announced swap',
  'reason.jackOnJack': () => 'a Jack may never be played on a Jack',
  'reason.defenceEightInDebt': ({ player, debt }) => `a defence Eight is a move, and ${player} still owes ${debt}`,
  'reason.defenceEight': () => 'a defence Eight by the skipped player',
  'reason.ambiguousTen': () => 'a Ten in the wished suit on a Jack is a move',
  'reason.throwsForbidden': ({ card, by }, s) =>
    `${s.card(card)} would fit as a throw, but throws are forbidden${by === '4.8' ? ' since the last draw' : by === '4.15' ? ' since the game resumed' : ''}`,
  'reason.throw': () => 'one rank lower and the opposite colour',
  'reason.thrownJackInDebt': ({ player, debt }) => `a thrown Jack is a move, and ${player} still owes ${debt}`,
  'reason.thrownJackSwap': ({ player }) => `a thrown Jack is a move, and ${player} faces an announced swap`,
  'reason.thrownJack': () => 'a thrown Jack counts as a move',
  'reason.noFit': ({ card, top, wished }, s) => `${s.card(card)} fits on ${s.card(top)}${wished ? ` (wished: ${s.suit(wished)})` : ''} neither as a move nor as a throw`,
  'reason.loneBlackNine': () => 'a lone black Nine without a Marke may not be played as a move',
  'reason.wishedSuit': ({ suit }, s) => `the wished suit, ${s.suit(suit)}`,
  'reason.rankOrSuit': () => 'same rank or same suit',
  'reason.jack': () => 'a Jack fits on anything but a Jack',
};

export const enPlay: Catalogue<PlaySpec, GressSay> = {
  'play.nothing': () => 'Nothing to play.',
  'play.noPile': () => 'There is no play pile yet: the game is opened by the dealer (3.7).',
  'play.badCard': ({ text }) =>
    `"${text.slice(0, 40)}" is not a card: expected a rank (7 8 9 T J Q K A), a suit (C S H D) and an optional deck number from 1 to ${MAX_DECK_NUMBER}, e.g. QH or TH2`,
  'play.notInHand': ({ player, card }, s) => `${player} has no ${s.card(card)} in hand.`,
  'play.move': (p, s) =>
    `${laid(p, s)}: a move (${s.say(p.reason)}). Throws are allowed.${p.passed ? ` ${p.player}'s debt of ${p.passed.cards} passes to ${p.passed.to}.` : ''} ${s.say(p.effect)}`,
  'play.defence': (p, s) => `${laid(p, s)}: a defence Nine. The swap is off; the defence is neither a move nor a throw.`,
  'play.throw': (p, s) => `${laid(p, s)}: a throw (${s.say(p.reason)}). ${p.toMove} is still to move.`,
  'play.foul': (p, s) => `${laid(p, s)}: a foul (${s.say(p.reason)}).` + (
    p.presumed === 'move' ? ` Until it is withdrawn or complained about it counts as a move: ${p.effect ? s.say(p.effect) : ''}`
      : p.presumed === 'throw' ? ' Until it is withdrawn or complained about it counts as a throw.'
        : ' It stays on the pile until withdrawn or complained about.'),
  'draw.halted': () => 'The game is halted: nothing may be picked up until it resumes.',
  'draw.emptyPile': ({ player }) => `The draw pile is empty: ${player} cannot take a card (the game can be halted to reshuffle, 10.1).`,
  'draw.holding': ({ player, count }, s) => `${player} takes ${cards(count, s)} with the holding hand: a foul. They are kept, but settle nothing and are no event.`,
  'draw.settle': ({ player, settling, settled, left, extra }, s) =>
    `${player} picks up ${cards(settling, s)} against the debt` +
    (settled > 0 ? `: ${settled} settlement ${s.plural(settled, { one: 'event', other: 'events' })}` : ', no debt settled in full yet') +
    (left > 0 ? `; ${left} still owed.` : '.') + extraTaken(extra, s),
  'draw.notToMove': ({ player, count }, s) => `${player} is not to move and owes nothing: taking ${cards(count, s)} is a wrong pick-up. They are kept; no event.`,
  'draw.facesSwap': ({ player }) => `${player} faces an announced swap and may not move, so may not draw: a wrong pick-up, kept; no event.`,
  'draw.move': ({ player, next, extra }, s) => `${player} draws a card: a move. Throws are now forbidden for everyone. ${next} is to move.` + extraTaken(extra, s),
  'debt.settled': ({ player, event, paragraph }) => `${player} settles the debt from event #${event} (${paragraph}).`,
};
