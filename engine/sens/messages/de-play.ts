/** Deutsch: Meldungen und Bella (7, 8), die Stiche (9), die Abrechnung (3.2, 11, 12), Partie und Vorlauf (10), der nächste Geber (4.1, 4.6). */
import type { CataloguePart, SensSay } from './say';
import type { Totals, VorlaufCount } from './spec';

const totals = ({ sides, scores }: Totals, s: SensSay) => `Stand: ${s.side(sides[0])} ${scores[0]}, ${s.side(sides[1])} ${scores[1]}`;
const called = (v: VorlaufCount, s: SensSay) => `${s.side(v.caller)} haben Vorlauf angesagt: ${v.before} vor dem Spiel + ${v.secured} aus ` +
  `gesicherten Stichen + ${v.melds} aus Meldungen = ${v.count}`;
const MELDS_COMPARED = 'Bevor der erste Stich eingezogen wird, werden die Meldungen verglichen (7.2).';

export const deMelds: CataloguePart<'meld' | 'bella' | 'settle'> = {
  'meld.run': ({ kind, suit, low, high, points }, s) => `${s.kind(kind)} in ${s.suit(suit)}, ${s.rank(low)} bis ${s.rank(high)} (${points})`,
  'meld.four': ({ rank, points }, s) => `Vierständer, vier ${s.ranks(rank)} (${points})`,
  'meld.refuse.notInPlay': () => 'Gemeldet wird, wenn der Rest gegeben ist und das Spiel beginnt, von jedem vor der eigenen ersten Karte (7.1).',
  'meld.refuse.noCards': () => 'Eine Meldung nennt ihre Karten, jede einmal, etwa 9H TH UH.',
  'meld.refuse.played': ({ who }) => `${who} hat schon eine Karte gespielt: Gemeldet wird vor der eigenen ersten Karte, eine Meldung danach ` +
    'zählt nicht (7.1).',
  'meld.refuse.notHeld': ({ who, cards }, s) => `${who} hat ${s.theCards(cards)} nicht: Melden kann man nur aus der eigenen Hand.`,
  'meld.refuse.noMeld': () => 'Diese Karten sind keine Meldung: Eine Folge sind drei oder mehr Karten einer Farbe ohne Lücke in der Reihe ' +
    'Sieben, Acht, Neun, Zehn, Unter, Ober, König, Sau (2.4, 8.1); ein Vierständer sind alle vier Karten eines Rangs, nur nicht Sieben ' +
    'oder Acht (8.2).',
  'meld.refuse.twice': ({ who }) => `${who} kann das nicht melden: Genau diese Meldung ist schon angesagt.`,
  'meld.refuse.shared': ({ who }) => `${who} kann das nicht melden: Jede Karte zählt nur in einer Folge, und diese Folge teilt eine Karte ` +
    'mit einer schon gemeldeten.',
  'meld.refuse.touch': ({ who, length }) => `${who} kann das nicht melden: Diese Folge und die schon gemeldete ergeben zusammen eine Folge ` +
    `von ${length} Karten, und die zählt nur einmal, in ganzer Länge.`,
  'meld.announced': ({ who, meld, paragraph }, s) => `${who} meldet vor der eigenen ersten Karte (7.1, ${paragraph}): ${s.say(meld)}. ` +
    'Wessen Meldungen zählen, entscheidet sich, sobald der erste Stich vollständig ist (7.2).',
  'meld.bellaInRun': ({ trump, side }, s) => `In der Folge stecken ${s.suit(trump)}-Ober und -König: Bella zählt 20 für ${s.side(side)}, ` +
    'ohne eigene Ansage (7.3).',
  'bella.refuse.notInPlay': () => 'Bella wird im Spiel angesagt, wenn Trumpf feststeht und die Hände vollständig sind (7.3).',
  'bella.refuse.inRun': ({ who }) => `Die Bella von ${who} zählt schon: Sie steckt in der Folge, die ${who} gemeldet hat (7.3).`,
  'bella.refuse.already': ({ who }) => `${who} hat Bella schon angesagt.`,
  'bella.refuse.missing': ({ who, trump }, s) => `Für Bella braucht ${who} den ${s.suit(trump)}-Ober und den ${s.suit(trump)}-König auf der Hand; ` +
    'angesagt wird sie, bevor eine der beiden Karten gespielt ist (7.3).',
  'bella.announced': ({ who, trump, side }, s) => `${who} sagt Bella an, ${s.suit(trump)}-Ober und -König: 20 für ${s.side(side)}, ` +
    'ganz gleich, wie der Vergleich der Meldungen ausgeht (7.3).',
  'settle.none': () => 'Niemand hat etwas gemeldet (7.2).',
  'settle.cancel': ({ first, second }, s) => `${MELDS_COMPARED} Die besten Meldungen beider Parteien sind gleich, ${s.say(first)} gegen ` +
    `${s.say(second)}, und keine ist in Trumpf: Sie heben sich auf, keine Meldung zählt (8.3).`,
  'settle.won': (p, s) => `${MELDS_COMPARED} Die beste: ${s.say(p.best)}` +
    `${p.against ? `, stärker als ${s.say(p.against)}` : ', ohne Gegenmeldung'}` +
    `${p.trumpDecides ? `; beide sind gleich, und ${s.suit(p.trumpDecides)} als Trumpffarbe entscheidet` : ''}. ` +
    `${s.side(p.side)} zeigen und schreiben alle ihre Meldungen, ${p.points.join(' + ')}${p.points.length > 1 ? ` = ${p.total}` : ''}; ` +
    `${s.side(p.other)} keine.`,
};

export const deTricks: CataloguePart<'play' | 'duty' | 'foul' | 'trick'> = {
  'play.refuse.beforePlay': () => 'Gespielt wird erst, wenn jemand das Spiel übernommen hat und der Rest gegeben ist (5.4).',
  'play.refuse.notDealt': () => 'Es ist noch nicht gegeben.',
  'play.refuse.over': () => 'Das Spiel ist vorbei: Es wird keine Karte mehr gespielt.',
  'play.refuse.notACard': () => 'Das ist keine Karte des Blatts: Eine Karte ist ein Rang (7 8 9 T U O K A) und eine Farbe (E G H S), etwa UE (2.1).',
  'play.refuse.misdeal': () => 'Die Hände haben die falsche Kartenzahl: Der Geber hat sich vergeben, und jeder Spieler sollte das anzeigen, ' +
    'bevor eine Karte gespielt wird (4.5).',
  'play.refuse.notYourTurn': ({ turn, who }) => `${turn} ist dran, nicht ${who}: Den ersten Stich spielt Vorhand aus, jeden weiteren, ` +
    'wer den letzten gemacht hat, und die anderen geben im Uhrzeigersinn zu (9.1).',
  'play.refuse.notHeld': ({ who, card }, s) => `${who} hat ${s.the(card)} nicht.`,
  'play.lead': ({ who, card }, s) => `${who} spielt ${s.the(card)} aus (9.1).`,
  'play.follow': ({ who, card, reason, paragraph }, s) => `${who} gibt ${s.the(card)} zu (${s.say(reason)}, ${paragraph}).`,
  'play.foul': ({ who, card, lead, duty, why }, s) => `${who} ${lead ? 'spielt' : 'gibt'} ${s.the(card)} ${lead ? 'aus' : 'zu'} und verstößt ` +
    `damit gegen die Pflicht aus ${duty}: ${s.say(why)}. Die Karte bleibt als Falschspiel liegen: ${who} darf sie sofort zurücknehmen und ` +
    'eine andere spielen (1.3); liegt erst die nächste Karte, bleibt sie, und jeder Spieler darf sie anzeigen (1.4).',
  'play.next': ({ who }) => `${who} ist dran.`,
  'duty.leading': () => 'Ausspiel: jede Karte',
  'duty.voidTrumps': () => 'trumpffrei: jede Karte',
  'duty.trumpsBeat': ({ best }, s) => `Trumpf bekennen und ${s.the(best)} überstechen`,
  'duty.trumpsAny': ({ best }, s) => `Trumpf bekennen; keiner sticht ${s.the(best)}, also ein beliebiger Trumpf`,
  'duty.follow': ({ led }, s) => `${s.suit(led)} bekennen`,
  'duty.voidBoth': ({ led }, s) => `${s.suit(led)}- und trumpffrei: jede Karte`,
  'duty.voidTrump': ({ led }, s) => `${s.suit(led)} frei: stechen, mit beliebigem Trumpf`,
  'duty.voidBeat': ({ led, best }, s) => `${s.suit(led)} frei: ${s.the(best)} überstechen`,
  'duty.voidAnyTrump': ({ led, best }, s) => `${s.suit(led)} frei: stechen, aber keiner sticht ${s.the(best)}, also ein beliebiger Trumpf`,
  'foul.trumpsBeat': ({ who, best, allowed }, s) => `Trumpf war ausgespielt, und ${who} kann ${s.the(best)} mit ${s.someCards(allowed, 'dat')} ` +
    'überstechen, also muss ein höherer Trumpf kommen',
  'foul.trumpsLower': ({ who, best, allowed }, s) => `Trumpf war ausgespielt, und ${who} hat ${s.someCards(allowed)}; ohne Trumpf über ` +
    `${s.the(best, 'dat')} muss ein niedrigerer zugegeben werden`,
  'foul.follow': ({ who, led, allowed }, s) => `${s.suit(led)} war ausgespielt, und ${who} hat ${s.someCards(allowed)}: ${who} muss ${s.suit(led)} bekennen`,
  'foul.mustTrump': ({ who, led, allowed }, s) => `${who} hat kein ${s.suit(led)}, aber ${s.someCards(allowed)}, also muss gestochen werden`,
  'foul.voidBeat': ({ who, led, best, allowed }, s) => `${who} hat kein ${s.suit(led)}, und ${s.someCards(allowed, 'nom')} ` +
    `${s.plural(allowed.length, { one: 'sticht', other: 'stechen' })} ${s.the(best)}, also muss überstochen werden`,
  'foul.voidLower': ({ who, led, best, allowed }, s) => `${who} hat kein ${s.suit(led)} und keinen Trumpf über ${s.the(best, 'dat')}, aber ` +
    `${s.someCards(allowed)}, also muss trotzdem gestochen werden`,
  'trick.taken': ({ winner, card, trumped, points, side }, s) => `${winner} macht den Stich mit ${s.the(card, 'dat')}${trumped ? ', einem Trumpf' : ''} ` +
    `(9.5): ${points} aus Karten für ${s.side(side)}.`,
  'trick.leadsNext': ({ who }) => `${who} spielt als Nächstes aus (9.1).`,
};

export const deCounting: CataloguePart<'count' | 'next' | 'match' | 'vorlauf'> = {
  'count.deal': ({ sides, total }, s) => 'Das war der achte Stich; wer ihn macht, bekommt für seine Partei 10 dazu (3.2). ' +
    `${sides.map((c) => `${s.side(c.side)} ${c.cards} aus Karten + ${c.melds} aus Meldungen = ${c.cards + c.melds}`).join('; ')}; ` +
    `zusammen ${total} Punkte (12.1).`,
  'count.made': ({ taker, need, has }, s) => `${s.side(taker)} haben das Spiel übernommen und brauchen ${need}: Mit ${has} haben sie es geschafft (11.1).`,
  'count.dackeln': () => 'Sie haben alle Stiche gemacht: Dackeln, 100 dazu (11.2).',
  'count.written': ({ taker, takerWrites, other, otherWrites }, s) => `${s.side(taker)} schreiben ${takerWrites}, ${s.side(other)} ${otherWrites}.`,
  'count.ziehen': ({ taker, has, need, other, total }, s) => `${s.side(taker)} haben das Spiel übernommen, aber nur ${has} statt der nötigen ` +
    `${need}: Ziehen; ${s.side(other)} schreiben alle ${total}, ${s.side(taker)} nichts (11.1).`,
  'next.deals': ({ who }) => `Als Nächstes gibt ${who} (4.6).`,
  'match.totals': (p, s) => `${totals(p.totals, s)}.`,
  'match.bothPastLevel': (p, s) => `${totals(p.totals, s)}: Beide Parteien haben ${p.target} überschritten und stehen gleich, und niemand hat ` +
    'Vorlauf angesagt: Es folgt ein weiteres Spiel (10.2).',
  'match.cutShort': (p, s) => `${totals(p.totals, s)}. Das war Spiel ${p.deals}, mehr hat eine Partie hier nicht, und keine Partei hat ${p.target}: ` +
    `Die Partie endet (so liest diese Seite 10.1), ${p.winner === null ? 'unentschieden' : `und ${s.side(p.winner)} gewinnen mit dem höheren Stand`}.`,
  'match.vorlaufWon': (p, s) => `${totals(p.totals, s)}. ${called(p.vorlauf, s)}, also mindestens ${p.target}: ${s.side(p.winner)} gewinnen die Partie (10.3).`,
  'match.vorlaufShort': (p, s) => `${totals(p.totals, s)}. ${called(p.vorlauf, s)}, weniger als ${p.target}: ${s.side(p.winner)} gewinnen die Partie (10.4).`,
  'match.vorlaufNotMade': (p, s) => `${totals(p.totals, s)}. ${called(p.vorlauf, s)}, aber sie haben das Spiel übernommen und nicht geschafft: ` +
    `${s.side(p.winner)} gewinnen die Partie (10.4).`,
  'match.higherWins': (p, s) => `${totals(p.totals, s)}: Beide Parteien haben ${p.target} überschritten, und niemand hat Vorlauf angesagt, also ` +
    `entscheidet der höhere Stand: ${s.side(p.winner)} gewinnen die Partie (10.2).`,
  'match.reached': (p, s) => `${totals(p.totals, s)}: ${s.side(p.winner)} erreichen ${p.target} und gewinnen die Partie (10.1).`,
  'match.losersDeal': ({ losers }, s) => `${s.eitherOf(losers)} von der unterlegenen Partei darf eine neue Partie geben (4.1).`,
  'match.newDealer': ({ who }) => `${who} gibt eine neue Partie (4.6).`,
  'vorlauf.refuse.notInPlay': () => 'Vorlauf sagt man während des Spiels an, bevor der letzte Stich eingezogen ist (10.3).',
  'vorlauf.refuse.already': ({ caller, side }, s) => `${caller} hat schon Vorlauf angesagt, für ${s.side(side)}; es zählt nur die erste Ansage (10.3).`,
  'vorlauf.called': ({ who, side, tricks, secured, taker }, s) => `${who} sagt Vorlauf an, für ${s.side(side)}: Was ` +
    `${s.plural(tricks, { one: 'ihr einer Stich', other: `ihre ${tricks} Stiche` })} bisher ${s.plural(tricks, { one: 'bringt', other: 'bringen' })}, ` +
    `${secured} aus Karten, ist gesichert, und spätere Stiche zählen nicht mehr zu ihren 500. Das Spiel wird zu Ende gespielt, und mit ihm ` +
    'endet die Partie (10.3).' + (taker ? ' Sie haben das Spiel übernommen, also müssen sie es auch schaffen (10.4).' : ''),
};
