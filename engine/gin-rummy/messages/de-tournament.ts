/**
 * German: why the §17 tournament module refuses its input, in the terms of the German §17 page
 * and glossary (Teilnehmer, Runde, Paarung, Tabelle, spielfrei, Differenz). The sentences start
 * small: the tournament page puts them after a colon.
 */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { TournamentSpec, TournamentWhere } from './spec';

const FIELDS: Readonly<Record<NonNullable<TournamentWhere['field']>, string>> = {
  a: 'a', b: 'b', margin: 'Differenz', entrant: 'Teilnehmer', entrants: 'Teilnehmerzahl', seed: 'Seed',
};

/** "Runde 2, Ergebnis 1: Differenz", "Ergebnis 3", "Seed". */
function whereDe(w: TournamentWhere): string {
  const at = [w.round === undefined ? '' : `Runde ${w.round}`, w.result === undefined ? '' : `Ergebnis ${w.result}`].filter(Boolean).join(', ');
  return [at, w.field ? FIELDS[w.field] : ''].filter(Boolean).join(': ');
}

export const deTournament: Catalogue<TournamentSpec, GinSay> = {
  'tournament.notWhole': ({ where, value }) => `${whereDe(where)} muss eine ganze Zahl sein, nicht ${value}`,
  'tournament.range': ({ where, min, max, value }) => `${whereDe(where)} muss zwischen ${min} und ${max} liegen, nicht ${value}`,
  'tournament.notObject': ({ where }) => `${whereDe(where)}: hier gehört ein Objekt {"a", "b", "winner", "margin"} hin`,
  'tournament.unknownField': ({ where, field }) => `${whereDe(where)}: unbekanntes Feld „${field}“`,
  'tournament.himself': ({ where }) => `${whereDe(where)}: niemand spielt gegen sich selbst`,
  'tournament.equalMargin': ({ where }) => `${whereDe(where)}: bei gleichen Summen ist die Differenz 0`,
  'tournament.winnerOf': ({ where, a, b }) => `${whereDe(where)}: Gewinner ist ${a} oder ${b}, bei gleichen Summen null`,
  'tournament.higherTotal': ({ problem }, s) => `${s.say(problem)} (wer gewinnt, hat die höhere Summe)`,
  'tournament.robinResults': ({ entrants, most }) => `ein Rundenturnier mit ${entrants} Teilnehmern hat höchstens ${most} Ergebnisse`,
  'tournament.numbered': ({ where, last }) => `${whereDe(where)}: die Teilnehmer tragen die Nummern 0 bis ${last}`,
  'tournament.meetOnce': ({ where, a, b }) => `${whereDe(where)}: im Rundenturnier spielen ${a} und ${b} nur einmal gegeneinander`,
  'tournament.roundSize': ({ min, max }) => `zu einer Runde gehören ${min} bis ${max} Teilnehmer`,
  'tournament.listedTwice': ({ entrant }) => `Teilnehmer ${entrant} steht zweimal in der Tabelle`,
  'tournament.metLimit': ({ max }) => `mehr als ${max} frühere Begegnungen gehen nicht`,
  'tournament.badMetPair': ({ pair }) => `eine frühere Begegnung nennt zwei verschiedene Teilnehmer der Tabelle, nicht ${pair}`,
  'tournament.byeLimit': ({ max }) => `mehr als ${max} frühere spielfreie Runden gehen nicht`,
  'tournament.byeUnknown': ({ entrant }) => `Teilnehmer ${entrant} war spielfrei, fehlt aber in der Tabelle`,
  'tournament.noPairing': ({ entrant }) => `für Teilnehmer ${entrant} ließ sich keine Paarung finden`,
  'tournament.over': ({ rounds }) => `das Turnier ist zu Ende, alle ${rounds} Runden sind gespielt`,
  'tournament.resultCount': ({ where, count }, s) =>
    `${whereDe(where)}: hierher ${s.plural(count, { one: 'gehört', other: 'gehören' })} ${count} ${s.plural(count, { one: 'Ergebnis', other: 'Ergebnisse' })}, eins je Paarung`,
  'tournament.notPaired': ({ where, a, b }) =>
    `${whereDe(where)}: ${a} und ${b} sind in dieser Runde keine Paarung, oder ihr Ergebnis steht doppelt da`,
};
