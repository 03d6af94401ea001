/**
 * Deutsch: ein Tisch, dessen Karten kein ganzes Paket ergeben (§1), eine Zeile der Partie, die kein
 * Spielergebnis ist (§9-§12). Kartencodes und die Felder der Notation bleiben, wie sie geschrieben sind.
 */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { CardPlace, FaultSpec, LedgerAt } from './spec';

/** Wo eine Karte liegt, mit der Präposition, die der Satz braucht. */
const place = (p: CardPlace): string => {
  switch (p.where) {
    case 'stock': return 'im Stoß';
    case 'discards': return 'auf dem Abwurfstapel';
    case 'hand': return `in der Hand von ${p.player}`;
    case 'buried': return `als verdeckt weggelegte Karte von ${p.player}`;
    case 'melds': return `in den Figuren von ${p.player}`;
    case 'layoffs': return `unter den angelegten Karten von ${p.player}`;
    case 'deadwood': return `unter den schlechten Karten von ${p.player}`;
  }
};

/** „Spiel 3“, „Runde 2, Tisch 1“ oder nur „Spiel“. */
const line = ({ hand, round, table }: LedgerAt): string => (round !== undefined ? `Runde ${round}, Tisch ${table}` : hand !== undefined ? `Spiel ${hand}` : 'Spiel');

const wonHand = '(wer ein Spiel gewinnt, schreibt mindestens 1, §9-§11)';

export const deFaults: Catalogue<FaultSpec, GinSay> = {
  'cards.notCard': ({ got, place: p }) => `cards: ${place(p)} steht ${got}, und das ist keine Karte des Pakets (§1)`,
  'cards.twice': ({ card, first, again }) => `cards: ${card} liegt ${place(first)} und noch einmal ${place(again)}; jede Karte gibt es im Paket nur einmal (§1)`,
  'cards.nowhere': ({ cards, pack }, s) =>
    `cards: ${cards.join(' ')} ${s.plural(cards.length, { one: 'liegt', other: 'liegen' })} nirgends; im Spiel sind immer alle ${pack} Karten des Pakets (§1)`,
  'ledger.shape': ({ at }) => `${line(at)}: hier gehört ein Objekt {"winner": ..., "points": ...} hin`,
  'ledger.field': ({ at, key }) => `${line(at)}: unbekanntes Feld „${key}“`,
  'ledger.winner': ({ at, seats, got }, s) =>
    `${line(at)}: als Gewinner gehört ${s.list(seats.map(String), 'disjunction')} hin, oder null, wenn niemand das Spiel gewonnen hat; da steht ${got}`,
  'ledger.noWinner': ({ at }) => `${line(at)}: hat niemand das Spiel gewonnen, zählt es 0 Punkte (§12)`,
  'ledger.pointsWhole': ({ at, got }) => `${line(at)}: die Punkte sind eine ganze Zahl; da steht ${got} ${wonHand}`,
  'ledger.pointsRange': ({ at, min, max, got }) => `${line(at)}: die Punkte liegen zwischen ${min} und ${max}; da steht ${got} ${wonHand}`,
  'ledger.overTwo': ({ leader, target }) => `die Partie ist schon vorbei, denn Spieler ${leader} hat ${target} erreicht (§13); danach kommt kein Spiel mehr dazu`,
  'ledger.overThree': ({ target }) => `die Partie ist schon vorbei, denn das Ziel ${target} ist erreicht (§15); danach kommt kein Spiel mehr dazu`,
  'ledger.overPartnership': ({ target }) => `die Partie ist schon vorbei, denn eine Partnerschaft hat ${target} erreicht (§16); danach kommt keine Runde mehr dazu`,
  'ledger.satOut': ({ hand, seat }) => `Spiel ${hand}: ${seat} hat dieses Spiel ausgesetzt, kann es also nicht gewonnen haben`,
  'ledger.tables': ({ round, count }, s) => `Runde ${round}: hier gehören ${count} ${s.plural(count, { one: 'Tischergebnis', other: 'Tischergebnisse' })} hin, eins je Tisch`,
  'record.shape': ({ shape }) => `hier gehört ein Objekt ${shape} hin`,
  'record.field': ({ key }) => `unbekanntes Feld „${key}“`,
  'record.list': ({ field }) => `„${field}“ muss eine Liste sein`,
  'record.tooMany': ({ what, max, got }) => `mehr als ${max} ${what === 'hands' ? 'Spiele' : 'Runden'} hat keine Partie; hier sind es ${got}`,
  'record.mode': () => 'als „mode“ gehört "rotation" oder "chouette" hin',
  'record.order': () => 'die Reihenfolge nennt die Plätze 0, 1 und 2, jeden genau einmal',
  'record.rankingList': () => 'die Rangfolge („ranking“) nennt die Spieler 0 bis 3 (oder 0 bis 5)',
  'record.players': () => 'zu einer Partie in Partnerschaften gehören 4 oder 6 Spieler',
  'record.ranking': ({ last }) => `die Rangfolge nennt die Spieler 0 bis ${last}, jeden genau einmal`,
  'record.targetWhole': ({ got }) => `das Ziel ist eine ganze Zahl; da steht ${got}`,
  'record.targetRange': ({ min, max, got }) => `das Ziel liegt zwischen ${min} und ${max}; da steht ${got}`,
  'record.full': ({ max, partnership }) => (partnership ? `mehr als ${max} Runden hat keine Partie in Partnerschaften` : `mehr als ${max} Spiele hat keine Partie`),
};
