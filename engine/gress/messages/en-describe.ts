/** English: actions in plain words for the step lists (describe.ts), as they always read. */
import type { Catalogue } from '../../core/messages';
import type { GressSay } from './say';
import type { DescribeSpec } from './spec';

const holding = (h: boolean) => (h ? ' with the holding hand' : '');

export const enDescribe: Catalogue<DescribeSpec, GressSay> = {
  'do.shuffle': ({ who, seed }) => `${who} shuffles (seed ${seed})`,
  'do.reshuffle': ({ who, seed }) => `${who} shuffles the old play pile into a new draw pile (seed ${seed})`,
  'do.dealHands': ({ who }) => `${who} deals the hands`,
  'do.dealMarkes': ({ who }) => `${who} deals the Markes`,
  'do.buildDrawPile': ({ who }) => `${who} lays down the draw pile`,
  'do.pickUpHand': (p) => `${p.who} picks up the hand${holding(p.holding)}`,
  'do.peek': (p) => `${p.who} looks at the top card${holding(p.holding)}`,
  'do.open': (p) => `${p.who} opens the game${holding(p.holding)}`,
  'do.haltForReshuffle': (p) => `${p.who} halts the game to reshuffle${holding(p.holding)}`,
  'do.play': (p, s) => `${p.who} plays ${s.list(p.cards.map((c) => s.card(c)))}${holding(p.holding)}`,
  'do.draw': (p, s) => `${p.who} draws ${s.plural(p.count, { one: 'a card', other: `${p.count} cards` })}${holding(p.holding)}`,
  'do.give': (p, s) => `${p.who} gives ${s.card(p.card)} to ${p.to}${holding(p.holding)}`,
  'do.announceSwap': (p, s) => `${p.who} announces a swap with ${s.list(p.partners)}`,
  'do.acceptSwap': (p) => `${p.who} accepts the swap${holding(p.holding)}`,
  'do.completeSwap': (p) => `${p.who} completes the swap${holding(p.holding)}`,
  'do.wish': (p, s) => `${p.who} wishes ${s.suit(p.suit)}`,
  'do.call': ({ who }) => `${who} calls "last but one"`,
  'do.takeMarke': (p) => `${p.who} takes the Marke${holding(p.holding)}`,
  'do.complain': ({ who, against, about }) => `${who} complains about ${against}'s ${about === 'call' ? 'missing call' : about === 'marke' ? 'Marke' : 'card'}`,
  'do.layDown': ({ who }) => `${who} lays down the hand`,
  'do.withdraw': (p) => `${p.who} takes back the wrong card${holding(p.holding)}`,
  'do.disqualify': ({ who }) => `The referee disqualifies ${who}`,
  'do.simultaneous': ({ actions }, s) => `At the same moment: ${actions.map((a) => s.say(a)).join('; ')}`,
};
