/**
 * Deutsch: die Zeilen eines Formatbeispiels (§13, §15-§17, formats/runner.ts). Begriffe wie
 * auf den deutschen Seiten: Spiel, Partie, teilen, Vorhand, aussetzen, Alleinspieler,
 * Box-Prämie, Partieprämie, Schneider, spielfrei, Tabelle, Teilnehmer, Schweizer System.
 * Gezogene Ränge bleiben in der Notation der Beispiele (K, Q, J, A).
 */
import type { Catalogue } from '../../core/messages';
import { roundSum, signed } from './en-formats';
import type { GinSay } from './say';
import type { FormatSpec, TableWord } from './spec';

const rounds = (n: number, s: GinSay) => `${n} ${s.plural(n, { one: 'Runde', other: 'Runden' })}`;
/** After "nach": dative, "1 Spiel", "3 Spielen". */
const afterHands = (n: number, s: GinSay) => `${n} ${s.plural(n, { one: 'Spiel', other: 'Spielen' })}`;
const points = (n: number, s: GinSay) => `${n} ${s.plural(n, { one: 'Punkt', other: 'Punkten' })}`;

const WORDS: Record<TableWord, string> = {
  points: 'Punkte', played: 'Partien', byes: 'Spielfrei', handsWon: 'Gewonnene Spiele', roundsWon: 'Gewonnene Runden',
  boxes: 'Box-Prämie', game: 'Partieprämie', shutout: 'Schneider-Prämie', total: 'Summe',
};

export const deFormats: Catalogue<FormatSpec, GinSay> = {
  'format.drawn': ({ draws }) => `Gezogen: ${draws.map((d) => `${d.name} ${d.ranks.join(' dann ')}`).join(', ')}.`,
  'format.start.partnership': ({ drawn, teams, seats, target }, s) =>
    `${s.say(drawn)} ${s.list(teams[0])} spielen gegen ${s.list(teams[1])}; Sitzordnung im Uhrzeigersinn: ${seats.join(', ')}. Gespielt wird bis ${target}.`,
  'format.start.roundRobin': ({ entrants, rounds: r }, s) => `${entrants} Teilnehmer: Jeder trifft einmal auf jeden, in ${rounds(r, s)}.`,
  'format.start.swiss': ({ entrants, rounds: r }, s) => `${entrants} Teilnehmer, Schweizer System: ${rounds(r, s)}; Runde 1 wird ausgelost.`,
  'format.label.hand': ({ hand }) => `Spiel ${hand}`,
  'format.label.matchHand': ({ match, hand }) => `Partie ${match}, Spiel ${hand}`,
  'format.label.nextMatch': ({ match }) => `nächste Partie (Partie ${match})`,
  'format.label.round': ({ round }) => `Runde ${round}`,
  'format.hand.noGame': ({ deals, leads }) => `${deals} teilt, ${leads} ist Vorhand: unentschieden, niemand schreibt (§12).`,
  'format.hand.won': ({ deals, leads, winner, loser, points: p }) => `${deals} teilt, ${leads} ist Vorhand: ${winner} gewinnt gegen ${loser} und schreibt ${p}.`,
  'format.rotation.sitsOut': ({ loser, dealer }) => `${loser} hat verloren und setzt aus; ${dealer} kommt wieder ins Spiel und teilt.`,
  'format.chouette.takesOver': ({ loser, partner }) => `${loser} hat verloren, also übernimmt der andere Partner, ${partner}, und teilt.`,
  'format.chouette.teamWins': ({ loser }) => `Das Team gewinnt das Spiel; ${loser} hat verloren und teilt.`,
  'format.chouette.nextMatch': ({ winner, stays, dealer, waits }) =>
    `${winner} hat das letzte Spiel gewonnen und ${stays ? 'bleibt Alleinspieler' : 'ist jetzt Alleinspieler'}; ${dealer} teilt; ${waits} wartet.`,
  'format.reached': ({ who, team, points: p }) => `${who} ${team ? 'erreichen' : 'erreicht'} ${p}: Die Partie ist zu Ende.`,
  'format.partnership.sums': ({ columns, parts, net }) => `${columns[0]}: ${roundSum(parts[0], net[0])}; ${columns[1]}: ${roundSum(parts[1], net[1])}.`,
  'format.partnership.cancel': () => 'Die Ergebnisse heben sich auf: Niemand schreibt.',
  'format.partnership.writes': ({ team, points: p }) => `${team} schreiben ${p} und bekommen die Box-Prämie dieser Runde.`,
  'format.match.won': ({ winner, loser, margin }, s) => `${winner} gewinnt gegen ${loser} mit ${points(margin, s)} Vorsprung.`,
  'format.match.tied': ({ a, b }) => `${a} und ${b}: gleiche Summen, keiner gewinnt etwas.`,
  'format.bye': ({ who }) => `${who} ist spielfrei und bekommt 0.`,
  'format.next.hand': ({ deals, leads, sitsOut }) => `Nächstes Spiel: ${deals} teilt, ${leads} ist Vorhand, ${sitsOut} setzt aus.`,
  'format.next.chouette': ({ deals, leads, waits, partner }) => `Nächstes Spiel: ${deals} teilt, ${leads} ist Vorhand; ${waits} wartet und darf ${partner} beraten.`,
  'format.chouette.roles': ({ single, partners }, s) => `${single} spielt allein gegen ${s.list(partners)}.`,
  'format.next.round': ({ tables }) => `Nächste Runde: ${tables.map((t) => `${t.deals} teilt, ${t.leads} ist Vorhand`).join('; ')}.`,
  'format.next.pairings': ({ round, rounds: r, pairs, bye }) =>
    `Runde ${round} von ${r}: ${pairs.map(([a, b]) => `${a} gegen ${b}`).join(', ')}.${bye ? ` ${bye} ist spielfrei.` : ''}`,
  'format.over': ({ who, team, target }) => `Ende: ${who} ${team ? 'haben' : 'hat'} zuerst ${target} erreicht.`,
  'format.over.tournament': ({ rounds: r }, s) => `Ende nach ${rounds(r, s)}.`,
  'format.tournament.won': ({ who, points: p }) => `${who} gewinnt das Turnier mit ${signed(p)}.`,
  'format.pays': ({ from, to, team, amount, shutout }) => `${from} ${team ? 'zahlen' : 'zahlt'} an ${to} ${amount}${shutout ? ` (${amount - shutout} + ${shutout} Schneider-Prämie)` : ''}.`,
  'format.noneOwes': () => 'Gleiche Summen: Niemand zahlt.',
  'format.table.caption': ({ match, played, unit }, s) =>
    `${match === undefined ? 'Nach' : `Partie ${match}, nach`} ${unit === 'hand' ? afterHands(played, s) : rounds(played, s)}`,
  'format.table.standings': ({ round }) => `Tabelle nach Runde ${round}`,
  'format.table.alone': ({ who }) => `${who} (allein)`,
  'format.table.word': ({ word }) => WORDS[word],
};
