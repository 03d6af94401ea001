/**
 * English, the reference: why the §17 tournament module refuses its input, word for word what
 * tournament.ts wrote before its refusals were messages (a format example and the tournament
 * page's saved data quote them).
 */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { TournamentSpec, TournamentWhere } from './spec';

/** "round 2, result 1: margin", "result 3", "seed". */
export function whereEn(w: TournamentWhere): string {
  const at = [w.round === undefined ? '' : `round ${w.round}`, w.result === undefined ? '' : `result ${w.result}`].filter(Boolean).join(', ');
  return [at, w.field ?? ''].filter(Boolean).join(': ');
}

export const enTournament: Catalogue<TournamentSpec, GinSay> = {
  'tournament.notWhole': ({ where, value }) => `${whereEn(where)} must be a whole number, not ${value}`,
  'tournament.range': ({ where, min, max, value }) => `${whereEn(where)} must be between ${min} and ${max}, not ${value}`,
  'tournament.notObject': ({ where }) => `${whereEn(where)}: expected an object {"a", "b", "winner", "margin"}`,
  'tournament.unknownField': ({ where, field }) => `${whereEn(where)}: unknown field "${field}"`,
  'tournament.himself': ({ where }) => `${whereEn(where)}: an entrant cannot play himself`,
  'tournament.equalMargin': ({ where }) => `${whereEn(where)}: a match with equal totals has margin 0`,
  'tournament.winnerOf': ({ where, a, b }) => `${whereEn(where)}: the winner must be ${a} or ${b}, or null for equal totals`,
  'tournament.higherTotal': ({ problem }, s) => `${s.say(problem)} (a winner has the higher total)`,
  'tournament.robinResults': ({ entrants, most }) => `a round robin of ${entrants} has at most ${most} results`,
  'tournament.numbered': ({ where, last }) => `${whereEn(where)}: entrants are numbered 0 to ${last}`,
  'tournament.meetOnce': ({ where, a, b }) => `${whereEn(where)}: ${a} and ${b} meet only once in a round robin`,
  'tournament.roundSize': ({ min, max }) => `a round needs ${min} to ${max} entrants`,
  'tournament.listedTwice': ({ entrant }) => `entrant ${entrant} is listed twice in the standings`,
  'tournament.metLimit': ({ max }) => `at most ${max} earlier meetings`,
  'tournament.badMetPair': ({ pair }) => `a met pair must name two different entrants of the standings, not ${pair}`,
  'tournament.byeLimit': ({ max }) => `at most ${max} earlier byes`,
  'tournament.byeUnknown': ({ entrant }) => `entrant ${entrant} had a bye but is not in the standings`,
  'tournament.noPairing': ({ entrant }) => `no pairing found for entrant ${entrant}`,
  'tournament.over': ({ rounds }) => `the tournament is over: all ${rounds} rounds have been played`,
  'tournament.resultCount': ({ where, count }) => `${whereEn(where)}: expected ${count} results, one per pair`,
  'tournament.notPaired': ({ where, a, b }) =>
    `${whereEn(where)}: ${a} and ${b} are not paired this round, or their result is given twice`,
};
