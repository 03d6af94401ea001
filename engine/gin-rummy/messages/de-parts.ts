/**
 * Deutsch: Figuren und Anlegen, die nicht gehen (§4, §8), die Wertung eines Spiels (§9-§12, §14)
 * und Spielzüge in Worten. Satz, Folge, Figur, schlechte Karten wie im Regelheft.
 */
import type { Catalogue } from '../../core/messages';
import { meldNumber } from './en-parts';
import type { GinSay } from './say';
import type { DescribeSpec, MeldSpec, ScoreSpec } from './spec';

export const deMeld: Catalogue<MeldSpec, GinSay> = {
  'meld.tooFew': ({ min, count }, s) => `eine Figur braucht mindestens ${min} Karten, diese hat ${s.plural(count, { one: 'nur eine', other: `${count}` })}`,
  'meld.twice': ({ card }) => `${card} kommt zweimal vor`,
  'meld.mixed': () => 'die Karten haben weder alle denselben Rang (ein Satz) noch alle dieselbe Farbe (eine Folge)',
  'meld.aceLow': () => 'das Ass ist immer die niedrigste Karte: Es passt unter die Zwei, nie über den König (§1)',
  'meld.gap': ({ low, high }) => `die Ränge folgen nicht lückenlos aufeinander: Zwischen ${low} und ${high} fehlt etwas`,
  'arrangement.handTwice': ({ card }) => `${card} ist zweimal im Blatt`,
  'arrangement.notInHand': ({ group, cards, card }, s) => `Gruppe ${group} (${s.codes(cards)}): ${card} ist nicht im Blatt`,
  'arrangement.notMeld': ({ group, cards, problem }, s) => `Gruppe ${group} (${s.codes(cards)}) ist keine Figur: ${s.say(problem)}`,
  'arrangement.twice': ({ group, cards, card, earlier }, s) => `Gruppe ${group} (${s.codes(cards)}): ${card} steckt schon in Gruppe ${earlier}`,
  'layoff.noMeld': ({ n, card, meld, melds, shift }) => `Anlegen ${n} (${card}): Eine Figur ${meldNumber(meld, shift)} gibt es nicht; ${melds === 0 ? 'der Klopfer hat keine Figuren' : `die Figuren des Klopfers sind von 0 bis ${melds - 1} nummeriert`}`,
  'layoff.onTable': ({ n, card }) => `Anlegen ${n} (${card}): ${card} liegt schon auf dem Tisch`,
  'layoff.misfit': ({ n, card, meld, cards, why, shift }, s) => `Anlegen ${n} (${card}): Die Karte passt nicht an Figur ${meldNumber(meld, shift)} (${cards.join(' ')}): ${s.say(why)}`,
  'misfit.setFull': () => 'ein Satz aus vier Karten ist vollständig',
  'misfit.setFourth': ({ rank }, s) => `an einen Dreiersatz passt nur noch ${rank === 1 ? 'das vierte' : rank === 11 || rank === 13 ? 'der vierte' : 'die vierte'} ${s.rank(rank)}`,
  'misfit.runClosed': () => 'an diese Folge passt nichts mehr',
  'misfit.runEnds': ({ ends }, s) => `an diese Folge passt nur ${s.list(ends, 'disjunction')}`,
};

const short = (points: number, s: GinSay) => (points > 0 ? `${s.plural(points / 10, { one: 'eine Karte', other: `${points / 10} Karten` })} zu wenig: ${points} Punkte` : '');
const notes = (knocker: number, opponent: number, s: GinSay) => {
  const parts = [...(knocker > 0 ? [`Klopfer ${short(knocker, s)}`] : []), ...(opponent > 0 ? [`Gegner ${short(opponent, s)}`] : [])];
  return parts.map((p) => ` (${p})`).join('');
};

export const deScore: Catalogue<ScoreSpec, GinSay> = {
  'score.noGame': () => 'Unentschieden: Niemand hat geklopft, bis im Stoß nur noch zwei Karten lagen; keiner bekommt Punkte.',
  'score.gin': ({ knocker, bonus, opponent, opponentShort }, s) => `Gin von ${s.player(knocker)}: ${bonus} Prämie plus ${opponent} Schlechtpunkte des Gegners${notes(0, opponentShort, s)} ergibt ${bonus + opponent}.`,
  'score.overfullLoses': ({ knocker, knock, opponent }, s) => `${s.player(knocker)} klopft mit ${knock}; der Gegner hatte zu viele Karten und hat ${opponent}: Der Klopfer schreibt die Differenz, ${opponent - knock}.`,
  'score.void': ({ knocker, knock, opponent }, s) => `${s.player(knocker)} klopft mit ${knock}; der Gegner hatte zu viele Karten und hat ${opponent}, also nicht mehr: Das Spiel zählt nicht und wird neu geteilt.`,
  'score.knock': ({ knocker, knock, opponent, knockerShort, opponentShort }, s) => `${s.player(knocker)} klopft mit ${knock} gegen ${opponent}${notes(knockerShort, opponentShort, s)}: Der Klopfer schreibt die Differenz, ${opponent - knock}.`,
  'score.undercut': ({ knocker, knock, opponent, knockerShort, opponentShort, bonus, points }, s) => `${s.player(knocker)} klopft mit ${knock}, aber der Gegner hat ${opponent}${notes(knockerShort, opponentShort, s)}: unterboten, ${knock - opponent} plus ${bonus} Prämie ergibt ${points} für ${s.player(knocker === 0 ? 1 : 0)}.`,
};

const melds = (n: number, s: GinSay) => (n === 0 ? 'keine Figuren' : s.plural(n, { one: 'eine Figur', other: `${n} Figuren` }));

export const deDescribe: Catalogue<DescribeSpec, GinSay> = {
  'do.nothing': () => 'nichts',
  'do.deal': ({ who, seed, counts }) => `${who} mischt (Startwert ${seed}) und teilt${counts ? ` ${counts[0]} und ${counts[1]} Karten aus` : ''}`,
  'do.draw': ({ who, count }) => (count === 1 ? `${who} kauft vom Stoß` : `${who} kauft ${count} Karten auf einmal vom Stoß`),
  'do.take': ({ who }) => `${who} nimmt die oberste Karte des Abwurfstapels`,
  'do.discard': ({ who, card }, s) => `${who} wirft ${s.card(card)} ab`,
  'do.knock': ({ who, gin, card, melds: n }, s) => `${who} ${gin ? 'macht Gin' : 'klopft'}, legt ${s.card(card)} verdeckt ab und ${melds(n, s)} aus`,
  'do.layout': ({ who, melds: n, layoffs }, s) => `${who} legt ${melds(n, s)} aus${layoffs.length ? ` und ${s.list(layoffs.map((c) => s.card(c)))} an` : ''}`,
  'do.accept': ({ who }) => `${who} nimmt das Klopfen an`,
  'do.reject': ({ who }) => `${who} weist das Klopfen zurück`,
  'do.expose': ({ who }) => `${who} deckt die nächste Karte des Stoßes auf`,
  'do.reshuffle': ({ who, seed }) => `${who} lässt den Stoß neu mischen (Startwert ${seed})`,
  'do.claim': ({ who, dealer }) => (dealer ? `${who} reklamiert, dass der Falsche geteilt hat` : `${who} reklamiert eine falsche Kartenzahl`),
  'do.unknown': ({ who }) => `${who} macht etwas Unbekanntes`,
};
