/** English: what happens at the table before and around the tricks: input, 1.3-1.5, dealing (4), the bidding (5), Rauben (6). */
import type { CataloguePart } from './say';

export const enTable: CataloguePart<'seq' | 'refuse' | 'takeBack' | 'claim' | 'look' | 'deal' | 'misdeal' | 'bid' | 'pass' | 'rest' | 'rob'> = {
  'seq': ({ parts }, s) => parts.map((p) => s.say(p)).join(' '),

  'refuse.notAnAction': () => 'That is not an action of the game: deal, bid, pass, rob, rest, meld, bella, play, take back, claim, misdeal, vorlauf or look.',
  'refuse.noSuchSeat': ({ seat }) => `There is no player in seat ${seat}; the seats are 0 to 3.`,
  'refuse.misdealFirst': () => 'The hands hold the wrong number of cards: the misdeal comes first (4.5).',

  'takeBack.refuse.notInPlay': () => 'A card on the table stays played (1.3). Only a wrong card, at once, may be taken back.',
  'takeBack.refuse.tooLate': ({ who, card }, s) => `${who}'s ${s.card(card)} can no longer be taken back: the next card has been played since. It ` +
    'stands, and any player may claim it (1.4).',
  'takeBack.refuse.nothing': ({ who }) => `A card on the table stays played (1.3). ${who} has no wrong card to take back; only a card against ` +
    'the duties, noticed at once, may be (1.3).',
  'takeBack.done': ({ who, card }, s) => `${who} takes ${s.the(card)} back at once, as a wrong card noticed straight away may be, and plays another (1.3).`,
  'claim.refuse.nothingPlayed': () => 'No cards have been played in this deal: there is nothing to claim.',
  'claim.refuse.decided': ({ offender }) => `This deal is decided already: a wrong card of ${offender} was claimed.`,
  'claim.refuse.noCards': () => 'No cards were played in this deal: there is nothing to claim.',
  'claim.refuse.stillOpen': ({ offender, card }, s) => `${offender} may still take ${s.the(card)} back (1.3); it can be claimed once ` +
    'the next card is played (1.4).',
  'claim.refuse.unfounded': ({ who }) => `Every card of this deal was played as the duties ask: ${who}'s claim is refused (1.4).`,
  'claim.done': (p, s) => `${p.who} points out ${p.offender}'s ${s.card(p.card)} in trick ${p.trick}, played against ${p.duty} and not taken back ` +
    `in time: the deal ends.${p.afterDeal ? ' The count of the deal is set aside.' : ''} ${s.side(p.winners)} write every point of the deal, ` +
    `${p.melds > 0 ? `164 + ${p.melds} in melds = ${p.written}` : '164'}; ${s.side(p.losers)} nothing (1.4).`,
  'look.refuse.none': () => 'No trick has been taken in yet in this deal: there is no last trick to look at (1.5).',
  'look.done': ({ who, cards, winner }, s) => `${who} looks at the last trick again (1.5): ${cards.map((c) => `${c.player} ${s.card(c.card)}`).join(', ')}, ` +
    `taken by ${winner}.`,

  'deal.refuse.seed': ({ max, got }) => `The shuffle needs a seed: a seed is a whole number from 0 to ${max}, got ${got}.`,
  'deal.refuse.countsFour': () => 'That deal is not possible: a deal gives four counts, by seat from Vorhand.',
  'deal.refuse.countsRange': ({ max }) => `That deal is not possible: a count is a whole number from 0 to ${max}.`,
  'deal.refuse.countsNoneLeft': ({ counts }) => `That deal is not possible: ${counts.join(', ')} cards leave none to turn up.`,
  'deal.refuse.levelNext': ({ dealer }) => `The match ended level; ${dealer} deals the next one (4.6).`,
  'deal.refuse.winnersDontDeal': ({ winners, losers }, s) => `${s.side(winners)} won the match; a player of the losing side, ${s.eitherOf(losers)}, ` +
    'deals the next one (4.1).',
  'deal.refuse.notYourDeal': ({ due, who, paragraph }) => `It is ${due}'s deal, not ${who}'s (${paragraph}).`,
  'deal.refuse.midDeal': ({ who }) => `A deal is being played; ${who} deals only when it is over.`,
  'deal.refuse.limit': ({ deals }) => `This match has had ${deals} deals, the most the engine keeps; it cannot go on.`,
  'deal.dealt': ({ who, seed, cutter, vorhand, turned }, s) => `${who} shuffles (seed ${seed}), ${cutter} cuts, and ${who} deals from ${vorhand} round ` +
    `to the left: three cards each, then two, and turns up ${s.the(turned)}, which is ${who}'s (4.4). The bidding starts with ${who} (5.1).`,
  'deal.misdealt': ({ who, seed, cutter, vorhand, got }) => `${who} shuffles (seed ${seed}), ${cutter} cuts, and ${who} deals from ${vorhand} round ` +
    `to the left, but the counts are wrong: ${got.map((g) => `${g.player} ${g.count}`).join(', ')} (five each is right, 4.4). Any player may ` +
    'point out the misdeal before the first card is played (4.5).',
  'misdeal.refuse.noDeal': () => 'No deal is on the table to point out.',
  'misdeal.refuse.played': () => 'Cards have been played: a misdeal can be pointed out only before the first card (4.5).',
  'misdeal.refuse.right': ({ who }) => `The deal was right: every hand holds the cards it should; ${who}'s claim is refused (4.5).`,
  'misdeal.strict': ({ who, opponents }, s) => `${who} points out the misdeal. The table plays the strict rule: ${s.side(opponents)} write 164 (4.5).`,
  'misdeal.mild': ({ who, dealer }) => `${who} points out the misdeal. The table plays the mild rule: nothing is written and ${dealer} shuffles ` +
    'and deals again (4.5).',

  'bid.refuse.taken': ({ taker }) => `${taker} has taken the game already; the bidding is over.`,
  'bid.refuse.noBidding': () => 'There is no bidding now.',
  'bid.refuse.notYourTurn': ({ turn, who }) => `It is ${turn}'s turn to say, not ${who}'s; the bidding goes round from the dealer to the left.`,
  'bid.refuse.noSuit': () => 'A bid names a suit: Eichel, Gras, Herz or Schellen.',
  'bid.refuse.firstRound': ({ who, turned }, s) => `In the first round only the suit of the turned card, ${s.suit(turned)}, can be trumps; ` +
    `${who} may bid ${s.suit(turned)} or pass (5.1).`,
  'bid.refuse.secondRound': ({ who, turned }, s) => `In the second round the turned card's suit, ${s.suit(turned)}, is out: ${who} may name ` +
    'any of the other three suits or pass (5.2).',
  'bid.taken': ({ who, trump, paragraph, dealer, robbable }, s) => `${who} takes the game with ${s.suit(trump)} as trumps (${paragraph}). ` +
    `${dealer} deals the rest next (5.4).` +
    (robbable ? ` Until then any player but ${dealer} holding the ${s.suit(trump)}-Seven may rob the turned card (6.1).` : ''),
  'pass.next': ({ who, next }) => `${who} passes; ${next} says next.`,
  'pass.secondRound': ({ who, turned, dealer }, s) => `${who} passes: nobody plays ${s.suit(turned)}. The second round starts again with ` +
    `${dealer}, for any suit but ${s.suit(turned)} (5.2).`,
  'pass.thrownIn': ({ who }) => `${who} passes: nobody plays in either round, so the cards are thrown in and nothing is written (5.3).`,
  'rest.refuse.noGame': () => 'Nobody has taken a game yet: the rest is dealt once someone plays.',
  'rest.refuse.none': () => 'There is no rest to deal now.',
  'rest.refuse.notDealer': ({ dealer, who }) => `${dealer} dealt and deals the rest, not ${who}.`,
  'rest.dealt': ({ who, eighth, robbed, vorhand }, s) => `${who} deals the rest: three cards to each of the others and two to ${who}, whose ` +
    `eighth is ${s.the(eighth)}${robbed ? ', put there by the robber' : ''} (5.4). Robbing is over (6.2). ${vorhand}, left of the dealer, ` +
    'leads; melds are announced before one\'s first card (7.1).',

  'rob.refuse.noGame': () => 'Nobody has taken a game yet: the turned card can be robbed only after a game is announced (6.1).',
  'rob.refuse.tooLate': ({ dealer }) => `${dealer} has dealt the rest: it is too late to rob (6.2).`,
  'rob.refuse.none': () => 'There is no turned card to rob now.',
  'rob.refuse.secondRound': ({ trump }, s) => `The game was taken in the second round with ${s.suit(trump)} as trumps: the turned card is ` +
    'no trump, and only the trump card can be robbed (6.1).',
  'rob.refuse.dealer': ({ who }) => `The turned card is ${who}'s own already: the dealer does not rob (6.1).`,
  'rob.refuse.already': ({ robber }) => `${robber} has robbed the turned card already.`,
  'rob.refuse.noSeven': ({ who, trump }, s) => `${who} does not hold the ${s.suit(trump)}-Seven, which is needed to rob (6.1).`,
  'rob.done': ({ who, turned, trump, dealer }, s) => `${who} robs: ${who} takes ${s.the(turned)} and puts the ${s.suit(trump)}-Seven face up in ` +
    `its place; the Seven is ${dealer}'s now (6.1). This had to happen before the rest is dealt (6.2).`,
};
