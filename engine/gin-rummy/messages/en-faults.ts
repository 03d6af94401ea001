/** English, the reference: a table whose cards do not add up to one pack (§1), a ledger line that is no hand's result (§9-§12). */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { CardPlace, FaultSpec, LedgerAt } from './spec';

/** Where a card lies, as the count always named it ("Ana's hand", "the stock"). */
const place = (p: CardPlace): string => {
  switch (p.where) {
    case 'stock': return 'the stock';
    case 'discards': return 'the discard pile';
    case 'hand': return `${p.player}'s hand`;
    case 'buried': return `${p.player}'s face-down discard`;
    case 'melds': return `${p.player}'s melds`;
    case 'layoffs': return `${p.player}'s lay-offs`;
    case 'deadwood': return `${p.player}'s deadwood`;
  }
};

/** "hand 3", "round 2, table 1", or "hand" alone. */
const line = ({ hand, round, table }: LedgerAt): string => (round !== undefined ? `round ${round}, table ${table}` : hand !== undefined ? `hand ${hand}` : 'hand');

const wonHand = '(a won hand scores at least 1, §9-§11)';

export const enFaults: Catalogue<FaultSpec, GinSay> = {
  'cards.notCard': ({ got, place: p }) => `cards: ${got} in ${place(p)} is not a card of the pack (§1)`,
  'cards.twice': ({ card, first, again }) => `cards: ${card} is in ${place(first)} and again in ${place(again)}; a pack holds each card once (§1)`,
  'cards.nowhere': ({ cards, pack }) => `cards: ${cards.join(' ')} ${cards.length === 1 ? 'is' : 'are'} nowhere; all ${pack} cards of the pack are in play (§1)`,
  'ledger.shape': ({ at }) => `${line(at)}: expected an object {"winner": ..., "points": ...}`,
  'ledger.field': ({ at, key }) => `${line(at)}: unknown field "${key}"`,
  'ledger.winner': ({ at, seats, got }) => `${line(at)}: the winner must be ${seats.join(' or ')}, or null for a hand nobody won, not ${got}`,
  'ledger.noWinner': ({ at }) => `${line(at)}: a hand nobody won scores 0 points (§12)`,
  'ledger.pointsWhole': ({ at, got }) => `${line(at)}: points must be a whole number, not ${got} ${wonHand}`,
  'ledger.pointsRange': ({ at, min, max, got }) => `${line(at)}: points must be between ${min} and ${max}, not ${got} ${wonHand}`,
  'ledger.overTwo': ({ leader, target }) => `the match is over: player ${leader} has reached ${target} (§13), so no more hands can be added`,
  'ledger.overThree': ({ target }) => `the match is over: the target of ${target} has been reached (§15), so no more hands can be added`,
  'ledger.overPartnership': ({ target }) => `the match is over: a partnership has reached ${target} (§16), so no more rounds can be added`,
  'ledger.satOut': ({ hand, seat }) => `hand ${hand}: ${seat} sat this hand out and cannot win it`,
  'ledger.tables': ({ round, count }) => `round ${round}: expected ${count} table results, one per table`,
  'record.shape': ({ shape }) => `expected an object ${shape}`,
  'record.field': ({ key }) => `unknown field "${key}"`,
  'record.list': ({ field }) => `${field} must be a list`,
  'record.tooMany': ({ what, max, got, match }) => `${match ? 'a match has ' : ''}at most ${max} ${what}, not ${got}`,
  'record.mode': () => 'mode must be "rotation" or "chouette"',
  'record.order': () => 'the order must list seats 0, 1 and 2 once each',
  'record.rankingList': () => 'ranking must list the players 0 to 3 (or 0 to 5)',
  'record.players': () => 'a partnership match needs 4 or 6 players',
  'record.ranking': ({ last }) => `the ranking must list players 0 to ${last} once each`,
  'record.targetWhole': ({ got }) => `target must be a whole number, not ${got}`,
  'record.targetRange': ({ min, max, got }) => `target must be between ${min} and ${max}, not ${got}`,
  'record.full': ({ max, partnership }) => (partnership ? `a partnership match has at most ${max} rounds` : `a match has at most ${max} hands`),
};
