/** Deutsch: Aktionen in einfachen Worten, neben der Notation in den Schrittlisten (describe.ts). */
import type { MeldKind } from '../types';
import type { CataloguePart } from './say';

/** The kind of meld with its indefinite article in the accusative ("einen Fuss", "eine Quart"). */
const A_KIND: Record<MeldKind, string> = { dreistaender: 'einen Dreiständer', quart: 'eine Quart', fuss: 'einen Fuss', vierstaender: 'einen Vierständer' };

export const deDescribe: CataloguePart<'describe'> = {
  'describe.nothing': () => 'nichts',
  'describe.deal': ({ who, seed }) => `${who} mischt (Seed ${seed}), gibt jedem fünf Karten und deckt die nächste auf`,
  'describe.dealWrong': ({ who, seed, counts }) => `${who} mischt (Seed ${seed}) und gibt falsche Kartenzahlen: ${counts.join(', ')} Karten`,
  'describe.bid': ({ who, suit }, s) => `${who} übernimmt das Spiel mit ${suit ? s.suit(suit) : 'irgendeiner Farbe'} als Trumpf`,
  'describe.pass': ({ who }) => `${who} passt`,
  'describe.rob': ({ who }) => `${who} raubt die aufgedeckte Karte mit der Trumpfsieben`,
  'describe.rest': ({ who }) => `${who} gibt den Rest: je drei Karten an die anderen, zwei an sich selbst`,
  'describe.meld': ({ who, kind, points }) => `${who} meldet ${A_KIND[kind]} über ${points} Punkte`,
  'describe.meldUnknown': ({ who }) => `${who} sagt eine Meldung an`,
  'describe.bella': ({ who }) => `${who} sagt Bella an`,
  'describe.play': ({ who, card }, s) => `${who} spielt ${card ? s.the(card) : 'eine Karte'}`,
  'describe.takeBack': ({ who }) => `${who} nimmt die falsche Karte zurück`,
  'describe.claim': ({ who }) => `${who} zeigt eine früher gespielte falsche Karte an`,
  'describe.misdeal': ({ who }) => `${who} zeigt das Vergeben an`,
  'describe.vorlauf': ({ who }) => `${who} sagt Vorlauf an`,
  'describe.look': ({ who }) => `${who} sieht sich den letzten Stich noch einmal an`,
  'describe.unknown': ({ who }) => `${who} tut etwas Unbekanntes`,
};
