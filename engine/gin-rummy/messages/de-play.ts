/**
 * Deutsch: Teilen, Zug, unentschiedenes Spiel, Ende der Partie und Reklamationen (§3, §5, §6, §12-§14).
 * Begriffe wie im deutschen Regelheft: Vorhand, Teiler, Stoß, Abwurfstapel, kaufen, Blatt, Spiel, Partie.
 * Namen stehen nie im Genitiv ("der Abwurf von Ana"), so passt jeder Name.
 */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { ClaimSpec, PlaySpec } from './spec';

export const dePlay: Catalogue<PlaySpec, GinSay> = {
  'sentences': ({ parts }, s) => parts.map((p) => s.say(p)).join(' '),
  'refuse.notAnAction': () => 'Das ist kein Spielzug. Möglich sind: teilen, kaufen, Abwurf nehmen, abwerfen, klopfen, auslegen, annehmen, zurückweisen, aufdecken, neu mischen lassen und reklamieren.',
  'refuse.noSeat': ({ seat, listSeats }) => `Auf Platz ${seat} sitzt niemand${listSeats ? '; die Plätze sind 0 und 1' : ''}.`,
  'refuse.seed': ({ max, got }) => `Zum Mischen fehlt ein gültiger Startwert, also eine ganze Zahl von 0 bis ${max}; ${got} ist keiner.`,
  'refuse.deal.matchOver': ({ winner }) => `Die Partie ist vorbei (${winner === undefined ? 'unentschieden' : `${winner} hat gewonnen`}); es wird nicht mehr geteilt.`,
  'refuse.deal.handInPlay': ({ who }) => `Das Spiel läuft noch; ${who} darf erst teilen, wenn es zu Ende ist.`,
  'refuse.deal.handLimit': ({ hands }) => `Diese Partie hatte schon ${hands} Spiele, mehr hält die Engine nicht fest; sie kann nicht weitergehen.`,
  'refuse.deal.counts': ({ problem }, s) => `So kann nicht geteilt werden: ${s.say(problem)}.`,
  'deal.counts.shape': () => 'zum Teilen gehören zwei Kartenzahlen, eine für den ersten Spieler und eine für den Teiler',
  'deal.counts.range': ({ max }) => `eine Kartenzahl ist eine ganze Zahl von 0 bis ${max}`,
  'deal.counts.stock': ({ first, second, reserve }) => `bei ${first} und ${second} Karten bleiben weniger als ${reserve} für den Stoß`,
  'deal': ({ who, seed, pack, first, second, vorhand, stock, due, misdeal }, s) => {
    const notes: string[] = [];
    if (due !== undefined) notes.push(`Eigentlich hätte ${due} teilen müssen, nicht ${who}. Das Teilen gilt trotzdem; fällt es vor dem ersten Zug auf, spielt ${who} als eigentliche Vorhand zuerst (§14.1), fällt es später auf, geht das Spiel einfach weiter (§14.2).`);
    if (misdeal) notes.push(`Die Kartenzahlen stimmen nicht: ${vorhand} hat ${first} bekommen und ${who} ${second}. Wird das vor dem ersten Zug bemerkt, wird neu geteilt (§14.9); später wird die Kartenzahl im Spiel berichtigt (§14.10).`);
    const colour = pack === 'red' ? 'rote' : pack === 'blue' ? 'blaue' : pack;
    return `${who} mischt das ${colour} Paket (Startwert ${seed}), lässt abheben und teilt: ${s.cardsWord(first)} an ${vorhand}, ${s.cardsWord(second)} an sich selbst. ${stock} Karten bilden den Stoß. ${vorhand} beginnt mit einem Abwurf (§5).${notes.length ? ` ${notes.join(' ')}` : ''}`;
  },
  'refuse.play.knocked': ({ knocker, next }) => `${knocker} hat geklopft: Jetzt legt ${next} aus (§8); es wird nicht mehr gekauft oder abgeworfen.`,
  'refuse.play.handOver': ({ dealer }) => `Das Spiel ist vorbei; ${dealer} teilt das nächste.`,
  'refuse.play.matchOver': () => 'Die Partie ist vorbei.',
  'turn.toDraw': ({ who }) => `${who} kauft als Nächstes.`,
  'turn.earlyDiscards': ({ who }) => `${who} hat schon gekauft (§14.4) und darf diesen Abwurf nicht nehmen: Als Nächstes wirft ${who} ab.`,
  'turn.earlyWasTurn': ({ who, next }) => `Das zu frühe Kaufen von ${who} war dieser Zug (es hat ein zu kurzes Blatt wieder aufgefüllt, §14.10): ${next} kauft wieder.`,
  'turn.thirdLast': ({ who }) => `Im Stoß liegen nur noch die letzten zwei Karten, aber die drittletzte hat ${who} gekauft. Darum ist ${who} noch einmal am Zug; endet dieser Zug mit einem bloßen Abwurf, ist das Spiel unentschieden (§12).`,
  'hand.noGame': ({ dealer, matchEnd }, s) => `Im Stoß liegen nur noch die letzten zwei Karten, und niemand hat geklopft: Das Spiel ist unentschieden. Keiner bekommt Punkte, keine Karte darf mehr genommen werden${matchEnd ? `. ${s.say(matchEnd)}` : `, und ${dealer} teilt noch einmal.`}`,
  'match.reached': ({ who, target }) => `${who} hat ${target} Punkte erreicht: Die Partie ist zu Ende (§13).`,
  'match.limit': ({ hands, target, winner }) => `Das war Spiel ${hands}, mehr hat eine Partie hier nicht, und niemand hat ${target} Punkte. Die Partie endet (so legt diese Seite §13 aus) und wird ohne die Prämie fürs Erreichen von ${target} Punkten abgerechnet; `
    + `${winner === undefined ? 'beide stehen gleich' : `${winner} liegt vorn und gewinnt`}.`,
  'refuse.draw.count': ({ count }) => `Gekauft wird 1 Karte (aus Versehen auch mehrere, §14.5), nicht ${count}.`,
  'refuse.draw.reserve': ({ who, stock, count }, s) => `Im Stoß liegen ${s.cardsWord(stock)}; die letzten zwei werden nie gekauft, also kann ${who} dort nicht ${s.cardsWord(count)} nehmen.`,
  'refuse.draw.tooMany': ({ who, held, count, max }, s) => `${who} hält ${s.cardsWord(held)}; mit ${count} weiteren wären es ${held + count}, und kein Blatt darf mehr als ${max} Karten haben (so legt diese Seite §14.5 aus). Dieser Kauf findet nicht statt.`,
  'refuse.draw.earlyAgain': ({ who, other }) => `${who} hat schon gekauft, bevor ${other} abgeworfen hat; als Nächstes wirft ${who} ab, und zwar nach ${other}.`,
  'draw.early': ({ who, count, other }, s) => `${who} kauft ${count === 1 ? 'eine Karte' : `${count} Karten auf einmal`} vom Stoß, bevor ${other} abgeworfen hat. ${who} behält ${s.plural(count, { one: 'sie', other: 'sie alle' })}, hat aber kein Recht auf den kommenden Abwurf von ${other}; ${who} wirft ab, sobald ${other} abgeworfen hat (§14.4).`
    + (count > 1 ? ` Mit mehr als zehn Karten wirft ${who} danach ab, ohne zu kaufen, bis es wieder zehn sind, und darf so lange nicht klopfen (§14.5).` : ''),
  'refuse.draw.vorhand': ({ who }) => `${who} ist Vorhand und beginnt, ohne zu kaufen, mit dem Abwurf einer der elf Karten.`,
  'refuse.take.vorhand': ({ who }) => `${who} ist Vorhand und beginnt mit einem Abwurf; noch liegt nichts zum Nehmen da.`,
  'refuse.drawnAlready': ({ who }) => `${who} hat in diesem Zug schon gekauft; jetzt wirft ${who} ab (oder klopft).`,
  'refuse.overfull.draw': ({ who, size }, s) => `${who} hält ${s.cardsWord(size)}, mehr als zehn: ${who} wirft ab, ohne zu kaufen, bis die Kartenzahl stimmt (§14.10).`,
  'draw.stock': ({ who, count, exposed, holding, short }, s) => `${who} kauft ${count === 1 ? 'eine Karte' : `${count} Karten auf einmal`} vom Stoß.${exposed ? ` Darunter ist ${s.card(exposed, 'nom')}, die vorher aufgedeckt wurde (§14.3).` : ''}`
    + (short ? ` Mit ${holding} Karten wirft ${who} in diesem Zug nicht ab (ein zu kurzes Blatt kauft, ohne abzuwerfen, §14.10).`
      : count > 1 ? ` ${who} behält sie alle und hält jetzt ${holding} Karten. Bis es wieder zehn sind, wirft ${who} in jedem Zug nur ab; Kaufen und Klopfen sind so lange nicht erlaubt (§14.5, §14.10).` : ''),
  'refuse.take.early': ({ who, turn }) => `${who} hat zu früh gekauft und hat kein Recht auf den Abwurf von ${turn} (§14.4).`,
  'refuse.notYourTurn': ({ who, turn }) => `${turn} ist am Zug, nicht ${who}.`,
  'refuse.take.empty': () => 'Der Abwurfstapel ist leer: Es gibt nichts zu nehmen.',
  'take': ({ who, card, holding }, s) => `${who} nimmt ${s.card(card)} vom Abwurfstapel${holding === undefined ? '.' : ` und wirft mit ${holding} Karten in diesem Zug nicht ab (§14.10).`}`,
  'refuse.notACard': () => 'Das ist keine Karte des Pakets (§1).',
  'refuse.discard.early': ({ who, turn }) => `${who} hat zu früh gekauft und wirft erst ab, wenn ${turn} abgeworfen hat (§14.4).`,
  'refuse.notHeld': ({ who, card }) => `${who} hat ${card} nicht im Blatt.`,
  'refuse.takenBack': ({ who, card, knock }, s) => `${who} hat in diesem Zug ${s.card(card)} vom Abwurfstapel genommen und darf diese Karte nicht ${knock ? 'beim Klopfen verdeckt wieder abwerfen' : 'gleich wieder auf den Stapel legen'} (so legt diese Seite §5 aus): ${who} ${knock ? 'legt eine andere Karte verdeckt ab' : 'wirft eine andere Karte ab'}.`,
  'refuse.discard.drawFirst': ({ who }) => `${who} muss zuerst kaufen (vom Stoß oder vom Abwurfstapel) und dann abwerfen.`,
  'refuse.discard.short': ({ who, size }, s) => `${who} hält ${s.cardsWord(size)}, weniger als zehn: ${who} kauft, ohne abzuwerfen, bis die Kartenzahl stimmt (§14.10).`,
  'discard': ({ who, card, how, size }, s) => (how === 'opening' ? `${who} eröffnet das Spiel und wirft ${s.card(card)} ab.`
    : how === 'overfull' ? `${who} hält ${size} Karten, mehr als zehn, und wirft darum ohne zu kaufen ${s.card(card)} ab.`
      : `${who} wirft ${s.card(card)} ab.`),
};

export const deClaim: Catalogue<ClaimSpec, GinSay> = {
  'refuse.claim.noHand': () => 'Es läuft kein Spiel, das man reklamieren könnte.',
  'refuse.claim.inTurn': ({ dealer }) => `${dealer} war mit dem Teilen an der Reihe (oder die Sache ist schon geklärt): Es gibt nichts zu reklamieren.`,
  'claim.dealer.beforePlay': ({ who, due, dealer, fromStock }) => `${who} reklamiert, dass ${due} hätte teilen müssen. Das Teilen gilt, aber ${dealer} ist die eigentliche Vorhand und spielt zuerst${fromStock ? ' (vom Stoß, weil noch nichts abgeworfen ist)' : ''} (§14.1).`,
  'claim.dealer.inPlay': ({ who, due, dealer }) => `${who} reklamiert, dass ${due} hätte teilen müssen. Das Spiel läuft schon, also geht es weiter, als hätte ${dealer} richtig geteilt (§14.2).`,
  'refuse.claim.countRight': ({ vorhand, dealer }) => `Die Kartenzahlen sind richtig (${vorhand} und ${dealer}); es gibt keine falsche Zahl zu reklamieren.`,
  'refuse.claim.countInPlay': () => 'Das Spiel läuft schon: Es wird nicht neu geteilt, sondern die Kartenzahl wird im Spiel berichtigt, durch Abwerfen ohne Kaufen oder Kaufen ohne Abwerfen (§14.10).',
  'claim.count': ({ who, vorhand, vorhandCards, dealer, dealerCards }) => `${who} reklamiert eine falsche Kartenzahl, bevor die Karten aufgenommen sind: ${vorhand} hat ${vorhandCards}, ${dealer} ${dealerCards}. ${dealer} teilt neu (§14.9).`,
  'refuse.claim.what': () => 'Reklamieren kann man den Teiler (§14.1, §14.2) oder die Kartenzahl (§14.9).',
  'refuse.expose.when': ({ who }) => `${who} kann die nächste Karte des Stoßes nur beim Kaufen vom Stoß aufdecken, gleich nachdem die oberste genommen ist.`,
  'refuse.expose.already': () => 'Die oberste Karte des Stoßes liegt schon offen.',
  'expose': ({ who, card, other }, s) => `Beim Kaufen deckt ${who} die nächste Karte des Stoßes auf, ${s.card(card)}: Sie wird ${other} gezeigt und zurück auf den Stoß gelegt. Kauft ${other} als Nächstes vom Stoß, darf ${other} sie nehmen oder den Stoß neu mischen lassen (§14.3).`,
  'refuse.reshuffle.noRight': () => 'Der Gegner hat keine Karte des Stoßes aufgedeckt: Es gibt kein Recht, neu mischen zu lassen.',
  'refuse.reshuffle.when': ({ who }) => `${who} darf den Stoß nur neu mischen lassen, wenn ${who} im eigenen Zug gerade kaufen will.`,
  'reshuffle': ({ who, seed }) => `${who} will die aufgedeckte Karte nicht und lässt den Stoß neu mischen (Startwert ${seed}); dann kauft ${who} wie gewohnt (§14.3).`,
};
