/** Deutsch: was am Tisch vor und neben den Stichen geschieht: Eingaben, 1.3-1.5, Geben (4), wer spielt (5), Rauben (6). */
import type { CataloguePart } from './say';

export const deTable: CataloguePart<'seq' | 'refuse' | 'takeBack' | 'claim' | 'look' | 'deal' | 'misdeal' | 'bid' | 'pass' | 'rest' | 'rob'> = {
  'seq': ({ parts }, s) => parts.map((p) => s.say(p)).join(' '),

  'refuse.notAnAction': () => 'Das ist keine Aktion des Spiels. Möglich sind: geben, ansagen oder passen, rauben, den Rest geben, melden, Bella ansagen, ' +
    'eine Karte spielen, sie zurücknehmen, eine falsche Karte oder ein Vergeben anzeigen, Vorlauf ansagen, den letzten Stich ansehen.',
  'refuse.noSuchSeat': ({ seat }) => `Auf Platz ${seat} sitzt niemand; die Plätze heißen 0 bis 3.`,
  'refuse.misdealFirst': () => 'Die Hände haben die falsche Kartenzahl: Zuerst muss das Vergeben geklärt werden (4.5).',

  'takeBack.refuse.notInPlay': () => 'Eine ausgespielte Karte bleibt liegen (1.3). Zurücknehmen darf man nur eine falsche Karte, und nur sofort.',
  'takeBack.refuse.tooLate': ({ who, card }, s) => `${who} kann ${s.the(card)} nicht mehr zurücknehmen: Inzwischen liegt die nächste Karte. ` +
    'Die falsche Karte bleibt, und jeder Spieler darf sie anzeigen (1.4).',
  'takeBack.refuse.nothing': ({ who }) => `Eine ausgespielte Karte bleibt liegen (1.3). ${who} hat keine falsche Karte zum Zurücknehmen; ` +
    'das geht nur mit einer Karte gegen die Pflichten, wenn es sofort bemerkt wird (1.3).',
  'takeBack.done': ({ who, card }, s) => `${who} nimmt ${s.the(card)} sofort zurück, wie es bei einer gleich bemerkten falschen Karte erlaubt ist, ` +
    'und spielt eine andere (1.3).',
  'claim.refuse.nothingPlayed': () => 'In diesem Spiel ist noch keine Karte gespielt: Es gibt nichts anzuzeigen.',
  'claim.refuse.decided': ({ offender }) => `Dieses Spiel ist schon entschieden: Eine falsche Karte von ${offender} wurde angezeigt.`,
  'claim.refuse.noCards': () => 'In diesem Spiel wurde keine Karte gespielt: Es gibt nichts anzuzeigen.',
  'claim.refuse.stillOpen': ({ offender, card }, s) => `${offender} darf ${s.the(card)} noch zurücknehmen (1.3); anzeigen kann man die Karte ` +
    'erst, wenn die nächste gespielt ist (1.4).',
  'claim.refuse.unfounded': ({ who }) => `Jede Karte dieses Spiels wurde nach den Pflichten gespielt: Die Anzeige von ${who} wird abgelehnt (1.4).`,
  'claim.done': (p, s) => `${p.who} zeigt ${s.the(p.card)} von ${p.offender} im ${p.trick}. Stich an: gegen ${p.duty} gespielt und nicht rechtzeitig ` +
    `zurückgenommen. Damit endet das Spiel.${p.afterDeal ? ' Die Abrechnung des Spiels gilt nicht mehr.' : ''} ${s.side(p.winners)} schreiben ` +
    `alle Punkte des Spiels, ${p.melds > 0 ? `164 + ${p.melds} aus Meldungen = ${p.written}` : '164'}; ${s.side(p.losers)} nichts (1.4).`,
  'look.refuse.none': () => 'In diesem Spiel ist noch kein Stich eingezogen: Es gibt keinen letzten Stich zum Ansehen (1.5).',
  'look.done': ({ who, cards, winner }, s) => `${who} sieht sich den letzten Stich noch einmal an (1.5): ` +
    `${cards.map((c) => `${c.player} ${s.card(c.card)}`).join(', ')}; gemacht hat ihn ${winner}.`,

  'deal.refuse.seed': ({ max, got }) => `Zum Mischen braucht es einen Seed, eine ganze Zahl von 0 bis ${max}; ${got} ist keiner.`,
  'deal.refuse.countsFour': () => 'So lässt sich nicht geben: Zum Geben gehören vier Kartenzahlen, je Platz ab Vorhand.',
  'deal.refuse.countsRange': ({ max }) => `So lässt sich nicht geben: Jede Kartenzahl ist eine ganze Zahl von 0 bis ${max}.`,
  'deal.refuse.countsNoneLeft': ({ counts }) => `So lässt sich nicht geben: Bei ${counts.join(', ')} Karten bleibt keine zum Aufdecken übrig.`,
  'deal.refuse.levelNext': ({ dealer }) => `Die Partie ging unentschieden aus; die nächste gibt ${dealer} (4.6).`,
  'deal.refuse.winnersDontDeal': ({ winners, losers }, s) => `${s.side(winners)} haben die Partie gewonnen; die nächste gibt jemand von der ` +
    `unterlegenen Partei, also ${s.eitherOf(losers)} (4.1).`,
  'deal.refuse.notYourDeal': ({ due, who, paragraph }) => `Geben muss ${due}, nicht ${who} (${paragraph}).`,
  'deal.refuse.midDeal': ({ who }) => `Gerade läuft ein Spiel; ${who} gibt erst, wenn es zu Ende ist.`,
  'deal.refuse.limit': ({ deals }) => `Diese Partie hatte schon ${deals} Spiele, mehr hält die Seite nicht fest; weiter geht es nicht.`,
  'deal.dealt': ({ who, seed, cutter, vorhand, turned }, s) => `${who} mischt (Seed ${seed}), ${cutter} hebt ab, und ${who} gibt reihum ab ` +
    `${vorhand} im Uhrzeigersinn: erst drei Karten für jeden, dann zwei; dann deckt ${who} ${s.the(turned)} auf, die Karte gehört ${who} (4.4). ` +
    `Ob gespielt wird, sagt zuerst ${who} (5.1).`,
  'deal.misdealt': ({ who, seed, cutter, vorhand, got }) => `${who} mischt (Seed ${seed}), ${cutter} hebt ab, und ${who} gibt reihum ab ${vorhand} ` +
    `im Uhrzeigersinn, aber die Kartenzahlen stimmen nicht: ${got.map((g) => `${g.player} ${g.count}`).join(', ')} (richtig wären fünf für jeden, 4.4). ` +
    'Jeder Spieler darf das Vergeben anzeigen, bevor die erste Karte gespielt ist (4.5).',
  'misdeal.refuse.noDeal': () => 'Es liegt kein Spiel auf dem Tisch, bei dem man ein Vergeben anzeigen könnte.',
  'misdeal.refuse.played': () => 'Es sind schon Karten gespielt: Ein Vergeben kann man nur vor der ersten Karte anzeigen (4.5).',
  'misdeal.refuse.right': ({ who }) => `Richtig gegeben: Jede Hand hat so viele Karten, wie sie soll; die Anzeige von ${who} wird abgelehnt (4.5).`,
  'misdeal.strict': ({ who, opponents }, s) => `${who} zeigt das Vergeben an. Am Tisch gilt die strenge Variante: ${s.side(opponents)} schreiben 164 (4.5).`,
  'misdeal.mild': ({ who, dealer }) => `${who} zeigt das Vergeben an. Am Tisch gilt die milde Variante: Niemand schreibt etwas, und ${dealer} ` +
    'mischt und gibt noch einmal (4.5).',

  'bid.refuse.taken': ({ taker }) => `${taker} hat das Spiel schon übernommen; angesagt wird nicht mehr.`,
  'bid.refuse.noBidding': () => 'Gerade wird nicht angesagt, wer spielt.',
  'bid.refuse.notYourTurn': ({ turn, who }) => `${turn} sagt jetzt an, nicht ${who}; angesagt wird reihum vom Geber aus im Uhrzeigersinn.`,
  'bid.refuse.noSuit': () => 'Wer spielt, nennt eine Farbe: Eichel, Gras, Herz oder Schellen.',
  'bid.refuse.firstRound': ({ who, turned }, s) => `In der ersten Runde kann nur die Farbe der aufgedeckten Karte Trumpf werden, hier ${s.suit(turned)}; ` +
    `${who} kann ${s.suit(turned)} spielen oder passen (5.1).`,
  'bid.refuse.secondRound': ({ who, turned }, s) => `In der zweiten Runde scheidet die Farbe der aufgedeckten Karte, ${s.suit(turned)}, aus: ` +
    `${who} kann eine der drei anderen Farben nennen oder passen (5.2).`,
  'bid.taken': ({ who, trump, paragraph, dealer, robbable }, s) => `${who} übernimmt das Spiel mit ${s.suit(trump)} als Trumpf (${paragraph}). ` +
    `Als Nächstes gibt ${dealer} den Rest (5.4).` +
    (robbable ? ` Bis dahin darf jeder außer ${dealer} die aufgedeckte Karte rauben, sofern er die ${s.suit(trump)}-Sieben hat (6.1).` : ''),
  'pass.next': ({ who, next }) => `${who} passt; als Nächstes sagt ${next} an.`,
  'pass.secondRound': ({ who, turned, dealer }, s) => `${who} passt: Niemand spielt ${s.suit(turned)}. Die zweite Runde beginnt wieder bei ` +
    `${dealer}, mit jeder Farbe außer ${s.suit(turned)} (5.2).`,
  'pass.thrownIn': ({ who }) => `${who} passt: In keiner der beiden Runden will jemand spielen, also wirft man die Karten zusammen, ` +
    'und niemand schreibt etwas (5.3).',
  'rest.refuse.noGame': () => 'Noch hat niemand das Spiel übernommen: Den Rest gibt es erst, wenn jemand spielt.',
  'rest.refuse.none': () => 'Jetzt ist kein Rest zu geben.',
  'rest.refuse.notDealer': ({ dealer, who }) => `Den Rest gibt, wer gegeben hat: ${dealer}, nicht ${who}.`,
  'rest.dealt': ({ who, eighth, robbed, vorhand }, s) => `${who} gibt den Rest: je drei Karten an die anderen und zwei an sich selbst; ` +
    `die achte Karte von ${who} ist ${s.the(eighth, 'nom')}${robbed ? ', vom Räuber dorthin gelegt' : ''} (5.4). Rauben geht jetzt nicht mehr (6.2). ` +
    `${vorhand}, links vom Geber, spielt aus; gemeldet wird vor der eigenen ersten Karte (7.1).`,

  'rob.refuse.noGame': () => 'Noch hat niemand das Spiel übernommen: Die aufgedeckte Karte kann erst geraubt werden, wenn ein Spiel angesagt ist (6.1).',
  'rob.refuse.tooLate': ({ dealer }) => `${dealer} hat den Rest schon gegeben: Zum Rauben ist es zu spät (6.2).`,
  'rob.refuse.none': () => 'Jetzt liegt keine aufgedeckte Karte zum Rauben da.',
  'rob.refuse.secondRound': ({ trump }, s) => `Das Spiel wurde in der zweiten Runde mit ${s.suit(trump)} als Trumpf übernommen: Die aufgedeckte ` +
    'Karte ist kein Trumpf, und rauben lässt sich nur die Trumpfkarte (6.1).',
  'rob.refuse.dealer': ({ who }) => `Die aufgedeckte Karte gehört ${who} ohnehin: Der Geber raubt nicht (6.1).`,
  'rob.refuse.already': ({ robber }) => `${robber} hat die aufgedeckte Karte schon geraubt.`,
  'rob.refuse.noSeven': ({ who, trump }, s) => `${who} hat die ${s.suit(trump)}-Sieben nicht, und ohne sie kann man nicht rauben (6.1).`,
  'rob.done': ({ who, turned, trump, dealer }, s) => `${who} raubt: ${who} nimmt ${s.the(turned)} und legt die ${s.suit(trump)}-Sieben offen ` +
    `an ihre Stelle; die Sieben gehört jetzt ${dealer} (6.1). Das ging nur, bevor der Rest gegeben ist (6.2).`,
};
