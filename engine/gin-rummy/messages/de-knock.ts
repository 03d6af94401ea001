/**
 * Deutsch: Klopfen, Auslegen, Anlegen und die Antwort auf regelwidriges Klopfen (§7-§11, §14.6-§14.13).
 * Begriffe wie im deutschen Regelheft: Klopfer, Figuren, schlechte Karten, anlegen, Gin, Prämie.
 * "Unterbieten" nennt das Regelheft nicht beim Namen (§10 heißt "Gewinn des Gegners"); wir sagen es so.
 */
import type { Catalogue } from '../../core/messages';
import type { GinSay } from './say';
import type { KnockSpec } from './spec';

const meldsText = (melds: readonly (readonly string[])[]) => (melds.length ? `Figuren ${melds.map((m) => m.join('')).join(' ')}` : 'keine Figuren');
const opening = (correcting: boolean, who: string) => (correcting ? `${who} nimmt das Klopfen zurück und klopft neu (§14.6): ` : '');
/** "schlechte Karten 4D 9C", or none at all. */
const badCards = (codes: readonly string[], s: GinSay) => (codes.length ? `schlechte Karten ${s.codes(codes)}` : 'keine schlechten Karten');
const gloss = (calledGin: boolean, who: string) => (calledGin ? ` ${who} sagt Gin an, aber nicht alle zehn Karten liegen in Figuren, also zählt es als Klopfen.` : '');

export const deKnock: Catalogue<KnockSpec, GinSay> = {
  'refuse.knock.layOutNow': ({ knocker, who }) => `${knocker} hat geklopft; jetzt legt ${who} aus (§8).`,
  'refuse.knock.stands': ({ who, accepted }) => `Das Klopfen von ${who} gilt${accepted ? ' (es wurde angenommen)' : ''} und kann nicht zurückgenommen werden.`,
  'refuse.knock.early': ({ who, turn }) => `${who} hat zu früh gekauft und darf erst klopfen oder abwerfen, wenn ${turn} abgeworfen hat (§14.4).`,
  'refuse.overfull.knock': ({ who, size }, s) => `${who} hält ${s.cardsWord(size)}, mehr als zehn: ${who} darf nicht klopfen, sondern wirft ab, ohne zu kaufen, bis die Kartenzahl stimmt (§14.5, §14.10).`,
  'refuse.knock.drawFirst': ({ who }) => `${who} muss zuerst kaufen; geklopft wird statt des Abwurfs.`,
  'refuse.knock.buriedNotCard': () => 'Die verdeckte Karte ist keine Karte des Pakets (§1).',
  'refuse.knock.buriedNotHeld': ({ who, card }) => `${who} hat ${card} nicht im Blatt und kann diese Karte darum nicht verdeckt ablegen.`,
  'refuse.knock.groups': ({ who, each }) => `Klopfen von ${who}: ${each ? 'jede Figur muss eine Liste von Karten sein' : 'die Figuren müssen eine Liste von Kartengruppen sein'}.`,
  'refuse.cannotLayOut': ({ who, problem }, s) => `${who} kann so nicht auslegen: ${s.say(problem)}.`,
  'knock.shown': ({ melds, deadwood }, s) => `${meldsText(melds)}, ${badCards(deadwood, s)}`,
  'knock.gin': ({ correcting, who, buried, shown, other }, s) => `${opening(correcting, who)}${who} macht Gin: ${s.card(buried, 'nom')} liegt verdeckt, alle zehn Karten sind in Figuren (${s.say(shown)}). ${other} legt aus, darf aber nichts anlegen (§11).`,
  'knock': ({ correcting, who, points, buried, shown, calledGin, other }, s) => `${opening(correcting, who)}${who} klopft mit ${points}: ${s.card(buried, 'nom')} liegt verdeckt (zählt nicht), ${s.say(shown)}.${gloss(calledGin, who)} ${other} legt aus und darf anlegen (§8).`,
  'knock.irregular': ({ correcting, who, buried, shown, over, laid, calledGin, next }, s) => {
    const why: string[] = [];
    if (over !== undefined) why.push(`${over} Punkte in schlechten Karten sind mehr als zehn (§14.6)`);
    if (laid !== undefined) why.push(`ausgelegt sind ${s.cardsWord(laid)} statt zehn (§14.10, §14.11${laid < 10 ? '; jede fehlende Karte zählt 10' : ''})`);
    return `${opening(correcting, who)}${who} klopft: ${s.card(buried, 'nom')} liegt verdeckt, ${s.say(shown)}. Regelwidrig: ${why.join('; ')}.${gloss(calledGin, who)} ${s.say(next)}`;
  },
  'knock.next.regroup': ({ who, other }) => `${who} kann das noch berichtigen und mit anderen Figuren oder einer anderen verdeckten Karte neu klopfen (§14.6); ${other} kann das Klopfen annehmen oder die Karten zurückgeben, und wer auslegt, nimmt es damit an (§14.7, §14.8).`,
  'knock.next.count': ({ who, other, deadwood, short }) => {
    const regroup = deadwood
      ? `${who} darf neu klopfen, um die schlechten Karten auf zehn Punkte oder weniger zu bringen (§14.6), aber kein Umordnen ändert die Zahl der Karten.`
      : `Kein Umordnen ändert die Zahl der Karten, also kann ${who} dieses Klopfen nicht berichtigen.`;
    const accept = short ? `es annehmen, dann zählt jede fehlende Karte 10 gegen ${who} (§14.11)` : 'es annehmen, dann wird gewertet, wie es liegt (§14.11)';
    return `${regroup} ${other} kann ${accept}, oder es zurückweisen: Dann nimmt ${who} alle Karten zurück und beendet den Zug mit einem Abwurf (ein neues Klopfen hätte dieselbe falsche Kartenzahl) und berichtigt die Kartenzahl in den nächsten Zügen, indem ${who} ${short ? 'kauft, ohne abzuwerfen' : 'abwirft, ohne zu kaufen'} (§14.10, §14.11). Wer auslegt, nimmt das Klopfen an (§14.8).`;
  },
  'refuse.layout.handOver': () => 'Das Spiel ist vorbei; es gibt nichts mehr auszulegen.',
  'refuse.layout.noKnock': () => 'Niemand hat geklopft: Ausgelegt wird erst nach dem Klopfen (§7, §8).',
  'refuse.layout.knocker': ({ who }) => `${who} hat geklopft und schon ausgelegt; jetzt legt der Gegner aus.`,
  'refuse.layout.groups': () => 'Die Figuren müssen Gruppen von Karten sein.',
  'refuse.layout.layoffShape': () => 'Zu jedem Anlegen gehören eine Karte und eine Figur des Klopfers.',
  'refuse.layout.twice': ({ card }) => `${card} wird zweimal angelegt.`,
  'refuse.layout.fromMeld': ({ card, who }) => `${card} gehört zu einer eigenen Figur von ${who}; eine Karte liegt entweder in einer Figur oder wird angelegt.`,
  'refuse.layout.gin': ({ knocker, who }) => `${knocker} hat Gin: ${who} darf eigene Figuren auslegen, aber nichts anlegen (§11).`,
  'refuse.layout.overfull': ({ who, size }, s) => `${who} hält ${s.cardsWord(size)}, zu viele: ${who} legt aus, darf aber nichts anlegen (§14.13).`,
  'refuse.layout.misfit': ({ who, problem }, s) => `${who} kann so nicht anlegen: ${s.say(problem)}.`,
  'layout': ({ who, melds, layoffs, deadwood, mine, knocker, theirs, verdict, after }, s) => {
    const offs = layoffs.length ? `, legt ${s.list(layoffs.map((l) => `${l.card} an Figur ${l.meld + 1}`))} an` : '';
    return `${who} legt ${meldsText(melds)} aus${offs}; ${badCards(deadwood, s)} = ${s.counted(mine)} gegen ${s.counted(theirs)} von ${knocker}. ${s.say(verdict)} ${s.say(after)}`;
  },
  'layout.void': ({ who, knocker, dealer }) => `${who} hatte zu viele Karten und nicht mehr Schlechtpunkte als ${knocker}: Das Spiel zählt nicht, ${dealer} teilt neu (§14.13).`,
  'layout.scores': ({ winner, points, reason, bonus, opponent }, s) => `${winner} schreibt ${points} (${reason === 'gin' ? `Gin: ${bonus} Prämie + ${s.counted(opponent)}` : reason === 'undercut' ? `Unterbieten: die Differenz + ${bonus} Prämie` : 'die Differenz'}).`,
  'layout.totals': ({ names, totals, next }) => `Stand: ${names[0]} ${totals[0]}, ${names[1]} ${totals[1]}. Als Nächstes teilt ${next}.`,
  'refuse.answer.noKnock': ({ reject }) => `Es gibt kein Klopfen, das man ${reject ? 'zurückweisen' : 'annehmen'} könnte.`,
  'refuse.answer.notOpponent': ({ opponent }) => `Auf das Klopfen antwortet nur ${opponent}, der Gegner.`,
  'refuse.answer.accepted': ({ reject }) => (reject ? 'Das Klopfen wurde schon angenommen und gilt (§14.8).' : 'Das Klopfen wurde schon angenommen.'),
  'refuse.answer.regular': ({ reject }) => (reject ? 'Das Klopfen ist regelgerecht und kann nicht zurückgewiesen werden; leg aus (§8).' : 'Das Klopfen ist regelgerecht, da gibt es nichts anzunehmen; leg aus (§8).'),
  'accept': ({ who, knocker, count }) => `${who} nimmt das regelwidrige Klopfen von ${knocker} an; gewertet wird, wie es liegt${count ? ', jede fehlende Karte des Klopfers zählt 10 (§14.11)' : ''}. Als Nächstes legt ${who} aus.`,
  'reject': ({ who, knocker, cards, count }, s) => `${who} nimmt das Klopfen nicht an: ${knocker} nimmt ${s.plural(cards, { one: 'die eine Karte', other: `alle ${cards} Karten` })} zurück ins Blatt und spielt weiter, ${count ? 'mit einem Abwurf (ein neues Klopfen hätte dieselbe falsche Kartenzahl); die Kartenzahl wird in den nächsten Zügen berichtigt (§14.10)' : 'mit einem Abwurf oder einem regelgerechten Klopfen'}.`,
};
