/**
 * German, sections 3-4 and the clauses of 5-7. Written from the meaning of the
 * English catalogue, with the German rulebook's game terms (TERMS.md): Zug, am
 * Zug, Wurf, Ziehstapel, Spielstapel, Blatt, Aktionshand/Haltehand, Marke,
 * Nimmschuld, Tilgung, Abwehr-Acht/-Neun/-Sieben, Wunschfarbe. Cards as the
 * rulebook names them ("Kreuz-Dame"); a Bube declines ("auf den Kreuz-Buben").
 */
import type { Catalogue } from '../../core/messages';
import type { GressSay } from './say';
import type { EffectSpec, PlaySpec, ReasonSpec, StartSpec } from './spec';

const karten = (n: number, s: GressSay) => `${n} ${s.plural(n, { one: 'Karte', other: 'Karten' })}`;
const cardList = (ids: readonly string[], s: GressSay) => s.list(ids.map((id) => s.card(id, 'acc')));
const laid = (p: { player: string; cards: readonly string[]; top: string }, s: GressSay) => `${p.player} spielt ${cardList(p.cards, s)} auf ${s.card(p.top, 'acc')}`;
const tooMany = (extra: number, s: GressSay) => (extra === 0 ? ''
  : ` ${s.plural(extra, { one: 'Die überzählige Karte ist falsch aufgenommen und bleibt', other: `Die ${extra} überzähligen Karten sind falsch aufgenommen und bleiben` })} auf der Hand (10.6).`);

const DEALER_ACTS = {
  shuffle: 'mischen', dealHands: 'die Blätter austeilen', dealMarkes: 'die Marken austeilen', buildDrawPile: 'den Ziehstapel bilden',
  peek: 'die erste Karte nehmen', open: 'das Spiel eröffnen',
} as const;

export const deStart: Catalogue<StartSpec, GressSay> = {
  'start.onlyDealer': ({ dealer, paragraph, act }) => `Nur der Geber, ${dealer}, darf ${DEALER_ACTS[act]} (${paragraph}).`,
  'start.shuffleBeforeDeal': () => 'Gemischt wird, bevor die erste Karte verteilt ist (3.1).',
  'start.shuffleFirst': () => 'Vor dem Austeilen müssen die Karten gemischt sein (3.1).',
  'start.handsAlreadyDealt': () => 'Die Blätter sind schon ausgeteilt (3.2).',
  'start.packTooSmall': ({ cards, hands, size }) => `Es sind nur ${cards} Karten da, zu wenige für ${hands} Blätter zu je ${size}.`,
  'start.markesAlreadyDealt': () => 'Die Marken sind schon ausgeteilt (3.3).',
  'start.markesAfterHands': () => 'Die Marken kommen erst nach den Blättern (3.3).',
  'start.tooFewForMarkes': () => 'Für eine Marke pro Person reichen die Karten nicht mehr.',
  'start.drawPileAfterMarkes': () => 'Den Ziehstapel gibt es erst, wenn die Marken verteilt sind (3.4).',
  'start.shuffled': ({ player, seed }) => `${player} mischt die Karten (Startwert ${seed}).`,
  'start.dealtHands': ({ dealer, first }) => `${dealer} teilt jedem fünf Karten aus, im Uhrzeigersinn ab ${first}, das eigene Blatt zuletzt.`,
  'start.dealtMarkes': ({ dealer, first }) => `${dealer} teilt jedem eine verdeckte Marke aus, gegen den Uhrzeigersinn ab ${first}, die eigene zuletzt.`,
  'start.builtDrawPile': ({ dealer, cards }) => `${dealer} legt die übrigen ${cards} Karten verdeckt als Ziehstapel hin.`,
  'start.alreadyReady': ({ player }) => `${player} hat das Blatt schon aufgenommen und ist bereit.`,
  'start.noHandYet': ({ player }) => `${player} hat noch kein Blatt: Die Blätter sind noch nicht ausgeteilt.`,
  'start.dealerPicksUpLast': () => 'Der Geber nimmt sein Blatt erst auf, wenn der Ziehstapel liegt (3.5).',
  'start.pickedUp': ({ player }) => `${player} nimmt das Blatt auf und ist bereit.`,
  'start.alreadyPeeked': () => 'Der Geber hält die Eröffnungskarte schon in der Hand.',
  'start.peekAfterPickUp': () => 'Die erste Karte nimmt der Geber erst, wenn er sein Blatt aufgenommen hat (3.6).',
  'start.peekWithActionHand': () => 'Die erste Karte kommt in die Aktionshand, getrennt vom Blatt (3.6).',
  'start.drawPileEmpty': () => 'Der Ziehstapel ist leer.',
  'start.peeked': ({ player }) => `${player} nimmt sich die Karte oben auf dem Ziehstapel und schaut sie an.`,
  'start.notPeeked': () => 'Der Geber hat die Eröffnungskarte noch nicht genommen (3.6).',
  'start.notAllReady': ({ waiting }, s) => `Noch nicht alle sind bereit: ${s.list(waiting)} (3.7).`,
  'start.openFromActionHand': () => 'Die Eröffnungskarte kommt aus der Aktionshand (3.7).',
  'start.opened': ({ player, card, effect }, s) => `${player} eröffnet mit ${s.card(card, 'dat')}: der erste Zug. ${s.say(effect)}`,
};

export const deEffect: Catalogue<EffectSpec, GressSay> = {
  'effect.ace': ({ player }) => `Ein Ass: ${player} ist gleich noch einmal am Zug.`,
  'effect.king': ({ player, next }) => `Ein König: Alle außer ${player} schulden eine Karte. ${next} ist am Zug.`,
  'effect.queen': ({ clockwise, next }) => `Eine Dame: Jetzt geht es ${clockwise ? 'im' : 'gegen den'} Uhrzeigersinn weiter, also ist ${next} am Zug.`,
  'effect.ten': ({ player, next }) => `Eine Zehn: ${player} darf bis zum nächsten Zug einem Mitspieler verdeckt eine Karte geben. ${next} ist am Zug.`,
  'effect.redNine': ({ player, next }) => `Eine rote Neun: ${player} darf bis zum nächsten Ereignis einen Tausch der Blätter ansagen. ${next} ist am Zug.`,
  'effect.twoRedNines': ({ player, next }) =>
    `Zwei rote Neunen: ${player} darf bis zum nächsten Ereignis zwei Spieler bestimmen, die ihre Blätter tauschen müssen. ${next} ist am Zug.`,
  'effect.eight': ({ skipped, next }) => `Eine Acht: ${skipped} wird übergangen (und darf sich bis zum nächsten Zug mit einer Acht wehren). ${next} ist am Zug.`,
  'effect.sevens': ({ sevens, skipped, cards, next }, s) =>
    `${sevens === 1 ? 'Eine Sieben' : `${sevens} Siebenen`}: ${skipped} wird übergangen und schuldet ${karten(cards, s)} (und darf sich bis zum nächsten Zug mit Siebenen wehren). ${next} ist am Zug.`,
  'effect.jack': ({ player, next }) => `Ein Bube: Bis jemand zieht oder wirft, kann ${player} eine Wunschfarbe nennen. ${next} ist am Zug.`,
  'effect.next': ({ next }) => `${next} ist am Zug.`,
};

export const deReason: Catalogue<ReasonSpec, GressSay> = {
  'reason.holdingHand': ({ player }) => `${player} hat mit der Haltehand gespielt; Karten spielt man nur mit der Aktionshand`,
  'reason.halted': () => 'das Spiel ist angehalten, und bis es weitergeht, darf keine Karte kommen',
  'reason.mustTakeCard': ({ player }) => `${player} hat neu gemischt und muss zuerst mindestens eine Karte vom neuen Ziehstapel nehmen`,
  'reason.notToMove': ({ player, sinceResume }) => `${player} ist nicht am Zug${sinceResume ? ' (seit das Spiel weiterläuft, darf nur einen Zug machen, wer am Zug ist)' : ''}`,
  'reason.inDebt': ({ player, debt }, s) => `${player} schuldet noch ${karten(debt, s)} und darf keinen Zug machen`,
  'reason.facesSwap': ({ player }) => `gegen ${player} ist ein Tausch angesagt, also kein Zug (nur die Abwehr mit einer roten Neun)`,
  'reason.badPacket': () => 'als Paket gehen nur Siebenen oder zwei rote Neunen',
  'reason.packetNoFit': ({ card, top }, s) => `die unterste Karte, ${s.card(card)}, passt weder im Wert noch in der Farbe auf ${s.card(top, 'acc')}`,
  'reason.owesEarlier': ({ player }) => `${player} schuldet noch Karten aus einem früheren Ereignis und darf sich nicht wehren`,
  'reason.sevenDefence': () => 'eine Abwehr-Sieben des übergangenen Spielers',
  'reason.packetSevens': () => 'ein Paket aus Siebenen',
  'reason.packetNines': () => 'ein Paket aus zwei roten Neunen',
  'reason.defenceNine': () => 'eine Abwehr-Neun gegen den angesagten Tausch',
  'reason.jackOnJack': () => 'Bube auf Bube ist nie erlaubt',
  'reason.defenceEightInDebt': ({ player, debt }) => `eine Abwehr-Acht ist ein Zug, und ${player} schuldet noch ${debt}`,
  'reason.defenceEight': () => 'eine Abwehr-Acht des übergangenen Spielers',
  'reason.ambiguousTen': () => 'eine Zehn in der Wunschfarbe auf einem Buben ist ein Zug',
  'reason.throwsForbidden': ({ card, by }, s) =>
    `${s.card(card)} würde als Wurf passen, aber Würfe sind verboten${by === '4.8' ? ', seit zuletzt aufgezogen wurde' : by === '4.15' ? ', seit das Spiel weiterläuft' : ''}`,
  'reason.throw': () => 'einen Wert tiefer, rot auf schwarz oder schwarz auf rot',
  'reason.thrownJackInDebt': ({ player, debt }) => `ein geworfener Bube ist ein Zug, und ${player} schuldet noch ${debt}`,
  'reason.thrownJackSwap': ({ player }) => `ein geworfener Bube ist ein Zug, und gegen ${player} ist ein Tausch angesagt`,
  'reason.thrownJack': () => 'ein geworfener Bube zählt als Zug',
  'reason.noFit': ({ card, top, wished }, s) =>
    `${s.card(card)} passt auf ${s.card(top, 'acc')}${wished ? ` (Wunschfarbe ${s.suit(wished)})` : ''} weder als Zug noch als Wurf`,
  'reason.loneBlackNine': () => 'eine einzelne schwarze Neun ohne Marke darf kein Zug sein',
  'reason.wishedSuit': ({ suit }, s) => `die Wunschfarbe ${s.suit(suit)}`,
  'reason.rankOrSuit': () => 'gleicher Wert oder gleiche Farbe',
  'reason.jack': () => 'ein Bube passt auf alles außer auf einen Buben',
};

export const dePlay: Catalogue<PlaySpec, GressSay> = {
  'play.nothing': () => 'Es gibt nichts auszuspielen.',
  'play.noPile': () => 'Noch gibt es keinen Spielstapel: Das Spiel eröffnet der Geber (3.7).',
  'play.badCard': ({ text }) =>
    `„${text.slice(0, 40)}“ ist keine Karte. Erwartet: ein Wert (7 8 9 T J Q K A), eine Farbe (C S H D) und, wenn nötig, die Nummer des Kartensatzes, z. B. QH oder TH2`,
  'play.notInHand': ({ player, card }, s) => `${player} hat ${s.card(card, 'acc')} nicht auf der Hand.`,
  'play.move': (p, s) =>
    `${laid(p, s)}: ein Zug (${s.say(p.reason)}). Würfe sind erlaubt.` +
    (p.passed ? ` ${p.player} gibt die Nimmschuld von ${karten(p.passed.cards, s)} an ${p.passed.to} weiter.` : '') + ` ${s.say(p.effect)}`,
  'play.defence': (p, s) => `${laid(p, s)}: eine Abwehr-Neun. Der Tausch fällt aus; die Abwehr ist weder Zug noch Wurf.`,
  'play.throw': (p, s) => `${laid(p, s)}: ein Wurf (${s.say(p.reason)}). ${p.toMove} bleibt am Zug.`,
  'play.foul': (p, s) => `${laid(p, s)}: ein Foul (${s.say(p.reason)}).` + (
    p.presumed === 'move' ? ` Bis es zurückgenommen wird oder sich jemand beschwert, gilt es als Zug: ${p.effect ? s.say(p.effect) : ''}`
      : p.presumed === 'throw' ? ' Bis es zurückgenommen wird oder sich jemand beschwert, gilt es als Wurf.'
        : ' Es bleibt liegen, bis es zurückgenommen wird oder sich jemand beschwert.'),
  'draw.halted': () => 'Das Spiel ist angehalten: Bis es weitergeht, wird nichts aufgenommen.',
  'draw.emptyPile': ({ player }) => `Der Ziehstapel ist leer: ${player} kann keine Karte nehmen (zum Neumischen lässt sich das Spiel anhalten, 10.1).`,
  'draw.holding': ({ player, count }, s) =>
    `${player} nimmt ${karten(count, s)} mit der Haltehand: ein Foul. ${s.plural(count, { one: 'Sie bleibt auf der Hand, tilgt aber nichts und ist', other: 'Sie bleiben auf der Hand, tilgen aber nichts und sind' })} kein Ereignis.`,
  'draw.settle': ({ player, settling, settled, left, extra }, s) =>
    `${player} nimmt ${karten(settling, s)} gegen die Nimmschuld auf` +
    (settled > 0 ? `: ${settled} ${s.plural(settled, { one: 'Tilgung', other: 'Tilgungen' })}` : ', noch ist keine Nimmschuld ganz getilgt') +
    (left > 0 ? `; ${left} noch offen.` : '.') + tooMany(extra, s),
  'draw.notToMove': ({ player, count }, s) =>
    `${player} ist nicht am Zug und schuldet nichts: ${karten(count, s)} zu nehmen ist falsches Aufnehmen. ${s.plural(count, { one: 'Sie bleibt', other: 'Sie bleiben' })} auf der Hand; kein Ereignis.`,
  'draw.facesSwap': ({ player }) =>
    `Gegen ${player} ist ein Tausch angesagt, also kein Zug und auch kein Aufziehen: falsches Aufnehmen, was genommen wurde, bleibt auf der Hand; kein Ereignis.`,
  'draw.move': ({ player, next, extra }, s) => `${player} zieht eine Karte auf: ein Zug. Würfe sind jetzt für alle verboten. ${next} ist am Zug.` + tooMany(extra, s),
  'debt.settled': ({ player, event, paragraph }) => `${player} tilgt die Nimmschuld aus Ereignis Nr. ${event} (${paragraph}).`,
};
