/**
 * English, the reference: the lines of a format example (§13, §15-§17, formats/runner.ts),
 * word for word what the runner wrote before they were messages.
 */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { FormatSpec, TableWord } from './spec';

/** Plus and minus points as written: +7, −18, 0 (the same in every language). */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

/** One partnership's round: each table's result, and their sum when there are several (§16). */
export const roundSum = (parts: readonly number[], net: number) =>
  (parts.length === 0 ? '0' : `${parts.map(signed).join(' ')}${parts.length > 1 ? ` = ${signed(net)}` : ''}`);

const counted = (n: number, one: string, s: GinSay) => `${n} ${s.plural(n, { one, other: `${one}s` })}`;

const WORDS: Record<TableWord, string> = {
  points: 'Points', played: 'Played', byes: 'Byes', handsWon: 'Hands won', roundsWon: 'Rounds won',
  boxes: 'Boxes', game: 'Game', shutout: 'Shutout', total: 'Total',
};

export const enFormats: Catalogue<FormatSpec, GinSay> = {
  'format.drawn': ({ draws }) => `Drawn: ${draws.map((d) => `${d.name} ${d.ranks.join(' then ')}`).join(', ')}.`,
  'format.start.partnership': ({ drawn, teams, seats, target }, s) =>
    `${s.say(drawn)} ${s.list(teams[0])} play against ${s.list(teams[1])}; seats clockwise: ${seats.join(', ')}. First to ${target}.`,
  'format.start.roundRobin': ({ entrants, rounds }, s) => `${counted(entrants, 'entrant', s)}: everyone meets everyone once, in ${counted(rounds, 'round', s)}.`,
  'format.start.swiss': ({ entrants, rounds }, s) => `${counted(entrants, 'entrant', s)}, Swiss system: ${counted(rounds, 'round', s)}; round 1 is drawn by lot.`,
  'format.label.hand': ({ hand }) => `hand ${hand}`,
  'format.label.matchHand': ({ match, hand }) => `match ${match}, hand ${hand}`,
  'format.label.nextMatch': ({ match }) => `next match (match ${match})`,
  'format.label.round': ({ round }) => `round ${round}`,
  'format.hand.noGame': ({ deals, leads }) => `${deals} deals to ${leads}: no game, nobody writes (§12).`,
  'format.hand.won': ({ deals, leads, winner, loser, points }) => `${deals} deals to ${leads}: ${winner} wins ${points} from ${loser}.`,
  'format.rotation.sitsOut': ({ loser, dealer }) => `${loser} lost and sits out; ${dealer} comes in and deals.`,
  'format.chouette.takesOver': ({ loser, partner }) => `${loser} lost, so the other partner, ${partner}, takes over and deals.`,
  'format.chouette.teamWins': ({ loser }) => `The team wins it; ${loser} lost and deals.`,
  'format.chouette.nextMatch': ({ winner, stays, dealer, waits }) => `${winner} won the last hand, so ${stays ? 'stays alone' : 'plays alone now'}; ${dealer} deals; ${waits} waits.`,
  'format.reached': ({ who, team, points }) => `${who} ${team ? 'reach' : 'reaches'} ${points}: the match is over.`,
  'format.partnership.sums': ({ columns, parts, net }) => `${columns[0]}: ${roundSum(parts[0], net[0])}; ${columns[1]}: ${roundSum(parts[1], net[1])}.`,
  'format.partnership.cancel': () => 'The results cancel: nobody writes.',
  'format.partnership.writes': ({ team, points }) => `${team} write ${points} and win the round's box.`,
  'format.match.won': ({ winner, loser, margin }) => `${winner} beats ${loser} by ${margin}.`,
  'format.match.tied': ({ a, b }) => `${a} and ${b}: equal totals, nobody gains.`,
  'format.bye': ({ who }) => `${who} has the bye and scores 0.`,
  'format.next.hand': ({ deals, leads, sitsOut }) => `Next hand: ${deals} deals, ${leads} leads, ${sitsOut} sits out.`,
  'format.next.chouette': ({ deals, leads, waits, partner }) => `Next hand: ${deals} deals, ${leads} leads; ${waits} waits and may advise ${partner}.`,
  'format.chouette.roles': ({ single, partners }, s) => `${single} plays alone against ${s.list(partners)}.`,
  'format.next.round': ({ tables }) => `Next round: ${tables.map((t) => `${t.deals} deals to ${t.leads}`).join('; ')}.`,
  'format.next.pairings': ({ round, rounds, pairs, bye }) => `Round ${round} of ${rounds}: ${pairs.map(([a, b]) => `${a} v ${b}`).join(', ')}.${bye ? ` ${bye} has the bye.` : ''}`,
  'format.over': ({ who, target }) => `Over: ${who} reached ${target} first.`,
  'format.over.tournament': ({ rounds }, s) => `Over after ${counted(rounds, 'round', s)}.`,
  'format.tournament.won': ({ who, points }) => `${who} wins the tournament with ${signed(points)}.`,
  'format.pays': ({ from, to, team, amount, shutout }) => `${from} ${team ? 'pay' : 'pays'} ${to} ${amount}${shutout ? ` (${amount - shutout} + ${shutout} shutout)` : ''}.`,
  'format.noneOwes': () => 'Equal totals: nobody pays.',
  'format.table.caption': ({ match, played, unit }, s) => `${match === undefined ? 'After' : `Match ${match}, after`} ${counted(played, unit, s)}`,
  'format.table.standings': ({ round }) => `Standings after round ${round}`,
  'format.table.alone': ({ who }) => `${who} (alone)`,
  'format.table.word': ({ word }) => WORDS[word],
};
