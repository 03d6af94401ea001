/** German: actions in plain words for the step lists. Separable verbs keep their particle last ("nimmt das Blatt mit der Haltehand auf"). */
import type { Catalogue } from '../../core/messages';
import type { GressSay } from './say';
import type { DescribeSpec } from './spec';

const holding = (h: boolean) => (h ? ' mit der Haltehand' : '');

export const deDescribe: Catalogue<DescribeSpec, GressSay> = {
  'do.shuffle': ({ who, seed }) => `${who} mischt (Startwert ${seed})`,
  'do.reshuffle': ({ who, seed }) => `${who} mischt den alten Spielstapel zu einem neuen Ziehstapel (Startwert ${seed})`,
  'do.dealHands': ({ who }) => `${who} teilt die Blätter aus`,
  'do.dealMarkes': ({ who }) => `${who} teilt die Marken aus`,
  'do.buildDrawPile': ({ who }) => `${who} legt den Ziehstapel hin`,
  'do.pickUpHand': (p) => `${p.who} nimmt das Blatt${holding(p.holding)} auf`,
  'do.peek': (p) => `${p.who} sieht sich${holding(p.holding)} die oberste Karte an`,
  'do.open': (p) => `${p.who} eröffnet das Spiel${holding(p.holding)}`,
  'do.haltForReshuffle': (p) => `${p.who} hält das Spiel${holding(p.holding)} zum Neumischen an`,
  'do.play': (p, s) => `${p.who} spielt${holding(p.holding)} ${s.list(p.cards.map((c) => s.card(c, 'acc')))} aus`,
  'do.draw': (p, s) => `${p.who} zieht${holding(p.holding)} ${s.plural(p.count, { one: 'eine Karte', other: `${p.count} Karten` })} auf`,
  'do.give': (p, s) => `${p.who} gibt ${p.to}${holding(p.holding)} ${s.card(p.card, 'acc')}`,
  'do.announceSwap': (p, s) => `${p.who} sagt einen Tausch mit ${s.list(p.partners)} an`,
  'do.acceptSwap': (p) => `${p.who} nimmt den Tausch${holding(p.holding)} an`,
  'do.completeSwap': (p) => `${p.who} vollzieht den Tausch${holding(p.holding)}`,
  'do.wish': (p, s) => `${p.who} wünscht sich ${s.suit(p.suit)}`,
  'do.call': ({ who }) => `${who} sagt „vorletzte“ an`,
  'do.takeMarke': (p) => `${p.who} nimmt${holding(p.holding)} die Marke`,
  'do.complain': ({ who, against, about }) =>
    `${who} beschwert sich über ${about === 'call' ? 'die fehlende Ansage' : about === 'marke' ? 'die Marke' : 'die Karte'} von ${against}`,
  'do.layDown': ({ who }) => `${who} legt das Blatt ab`,
  'do.withdraw': (p) => `${p.who} nimmt die falsche Karte${holding(p.holding)} zurück`,
  'do.disqualify': ({ who }) => `Der Schiedsrichter disqualifiziert ${who}`,
  'do.simultaneous': ({ actions }, s) => `Im selben Moment: ${actions.map((a) => s.say(a)).join('; ')}`,
};
