/** German, sections 5-10 and the statechart, from the English catalogue's meaning with the rulebook's terms (TERMS.md). */
import type { Catalogue } from '../../core/messages';
import type { Classification, Phase } from '../types';
import type { GressSay } from './say';
import type { EffectActSpec, EndSpec, Ending, ExceptionSpec, MachineSpec } from './spec';

const karten = (n: number, s: GressSay) => `${n} ${s.plural(n, { one: 'Karte', other: 'Karten' })}`;
const cardList = (ids: readonly string[], s: GressSay) => s.list(ids.map((id) => s.card(id, 'acc')));
const ending = ({ short, owed }: Ending) =>
  short ? '; der Ziehstapel ist aufgebraucht, also zählt jede noch geschuldete Karte als Strafpunkt (10.2).' : owed > 0 ? `; ${owed} noch offen.` : '.';
const VORLETZTE = '„vorletzte“';

export const deEffectAct: Catalogue<EffectActSpec, GressSay> = {
  'give.noWindow': ({ player }) => `${player} hat keine Karte zu vergeben: Das Recht dazu gibt nur eine als Zug gespielte Zehn, und es endet mit dem nächsten Zug.`,
  'give.toSelf': () => 'Die Karte geht an einen Mitspieler.',
  'give.holding': () => 'Mit der Haltehand gegeben, gilt die Karte nicht als gegeben (10.3); nimm sie zurück und gib sie mit der Aktionshand.',
  'give.done': ({ player, to }) => `${player} gibt ${to} verdeckt eine Karte.`,
  'swap.noWindow': ({ player }) => `${player} hat keinen Tausch anzusagen: Das Recht dazu gibt nur eine eben als Zug gespielte rote Neun (oder zwei), und es endet mit dem nächsten Ereignis.`,
  'swap.disqualified': ({ player }) => `${player} ist disqualifiziert, spielt nicht mehr mit und kann daher kein Blatt tauschen.`,
  'swap.needTwo': () => 'Nach zwei roten Neunen nennst du zwei verschiedene Spieler, die ihre Blätter tauschen.',
  'swap.named': ({ player, a, b }) =>
    `${player} bestimmt ${a} und ${b}: Die beiden müssen ihre Blätter tauschen. Dagegen gibt es keine Abwehr, also ist das Spiel angehalten, bis getauscht ist.`,
  'swap.needOne': () => 'Nach einer roten Neun zeigst du auf genau einen Mitspieler, mit dem du das Blatt tauschst.',
  'swap.announced': ({ player, target }) =>
    `${player} sagt einen Tausch mit ${target} an. ${target} darf jetzt keinen Zug machen und kann sich bis zum nächsten Ereignis mit einer roten Neun wehren.`,
  'swap.nothingToAccept': ({ player }) => `${player} hat keinen Tausch anzunehmen.`,
  'swap.acceptHolding': () => 'Mit der Haltehand hingelegt, gilt das Blatt nicht als übergeben (10.3).',
  'swap.accepted': ({ player, by }) => `${player} legt das Blatt vor ${by} hin: Der Tausch ist verbindlich, das Spiel ist angehalten.`,
  'swap.noBinding': () => 'Es steht kein verbindlicher Tausch an.',
  'swap.notPartner': ({ player }) => `${player} ist an diesem Tausch nicht beteiligt.`,
  'swap.completeHolding': () => 'Das neue Blatt wird mit der Aktionshand aufgenommen.',
  'swap.completed': ({ a, b, toMove }) =>
    `${a} und ${b} haben die Blätter getauscht (die Marken bleiben, wo sie sind). Es geht weiter: Würfe sind verboten, und nur ${toMove} darf einen Zug machen.`,
  'wish.noWindow': ({ player }) => `${player} hat nichts zu wünschen: Wünschen darf nur, wer gerade mit einem Buben gezogen hat, und zwar vor dem nächsten Zug oder Wurf.`,
  'wish.made': ({ player, suit }, s) => `${player} wünscht sich ${s.suit(suit)}: Züge müssen jetzt ${s.suit(suit)} sein; für Würfe zählt weiter die echte Farbe des Buben.`,
};

export const deEnd: Catalogue<EndSpec, GressSay> = {
  'call.notDue': ({ player }) => `${player} muss nichts ansagen: ${VORLETZTE} ist erst fällig, wenn ein Ereignis das Blatt auf genau zwei Karten gebracht hat.`,
  'call.already': ({ player }) => `${player} hat schon angesagt.`,
  'call.made': ({ player, marke }) => `${player} sagt ${VORLETZTE} an` + (
    marke === 'none' ? '' : marke === 'mayTake' ? ' und darf jetzt die Marke nehmen'
      : '; die Marke bleibt liegen, denn sie zu nehmen wäre ein Ereignis, und das aktive Spiel ist vorbei (9.1)') + '.',
  'marke.none': ({ player }) => `${player} hat keine Marke mehr.`,
  'marke.holding': ({ player }) => `${player} berührt die Marke mit der Haltehand: ein Foul (10.3).`,
  'marke.wrong': ({ player, why }) =>
    `${player} nimmt die Marke ${why === 'beforeCall' ? `vor der Ansage ${VORLETZTE}` : 'außerhalb der Ansagefrist (das Blatt muss gerade auf zwei Karten gekommen sein)'}: ein Foul; sie bleibt genommen, bis sich jemand beschwert (10.7).`,
  'marke.taken': ({ player }) => `${player} nimmt die Marke auf die Hand.`,
  'complain.bySelf': () => 'Beschweren kann sich nur einer der anderen Spieler.',
  'complain.noMissedCall': ({ against }) =>
    `Hier gibt es nichts zu beanstanden: ${against} hat gerade keine Ansage versäumt (schon angesagt, noch nicht fällig, oder die Beschwerde kommt zu spät).`,
  'complain.missedCall': ({ player, against, event }) =>
    `${player} beschwert sich, dass ${against} nicht ${VORLETZTE} angesagt hat: ${against} schuldet zwei Karten, gebunden an Ereignis Nr. ${event}.`,
  'last.pileUsedUp': () => 'Der Ziehstapel ist aufgebraucht: Was noch geschuldet ist, zählt als Strafpunkte (10.2).',
  'last.nothing': ({ player }) => `Der Ziehstapel ist leer und ${player} schuldet nichts: Es gibt nichts aufzunehmen.`,
  'last.holding': (p, s) =>
    `${p.player} nimmt ${karten(p.taken, s)} mit der Haltehand auf: ein Foul. ${s.plural(p.taken, { one: 'Sie bleibt auf der Hand, tilgt', other: 'Sie bleiben auf der Hand, tilgen' })} aber nichts` + ending(p.ending),
  'last.wrong': (p, s) => `${p.player} nimmt ${karten(p.taken, s)} auf` +
    (p.paying > 0 ? `, davon ${p.paying} gegen die Nimmschuld und ${p.extra} ohne Nimmschuld` : ', ohne etwas zu schulden') +
    ': falsches Aufnehmen, die Karten bleiben auf der Hand (10.6)' + ending(p.ending),
  'last.settled': (p, s) =>
    `${p.player} nimmt ${p.paying} ${s.plural(p.paying, { one: 'geschuldete Karte', other: 'geschuldete Karten' })} auf (als letzte Tilgung zählt das nicht als Ereignis)` + ending(p.ending),
  'layDown.already': ({ player }) => `${player} hat schon abgelegt.`,
  'layDown.inDebt': ({ player, debt }, s) =>
    `${player} legt ab, obwohl noch ${karten(debt, s)} offen ${s.plural(debt, { one: 'ist', other: 'sind' })}: Das kostet zwei Karten mehr, und nach dem Tilgen muss das Blatt noch einmal abgelegt werden.`,
  'layDown.noCards': ({ player }) => `${player} hat keine Karten zum Ablegen.`,
  'layDown.done': ({ player, everyone }) => `${player} legt das Blatt offen ab.` + (everyone ? ' Alle haben abgelegt: Das Spiel ist aus, jetzt werden die Strafpunkte gezählt.' : ''),
};

export const deException: Catalogue<ExceptionSpec, GressSay> = {
  'reshuffle.pileLeft': ({ cards }, s) => `Im Ziehstapel ${s.plural(cards, { one: 'liegt', other: 'liegen' })} noch ${karten(cards, s)}: Es gibt nichts neu zu mischen.`,
  'reshuffle.notEntitled': ({ player }) => `Zum Neumischen anhalten darf nur, wer am Zug ist oder Karten schuldet; bei ${player} trifft beides nicht zu.`,
  'reshuffle.holding': () => 'Angehalten wird mit der leeren Aktionshand auf dem Spielstapel (10.1).',
  'reshuffle.halted': ({ player }) => `${player} legt eine Hand auf den Spielstapel: Das Spiel ist zum Neumischen angehalten.`,
  'reshuffle.notHalted': () => 'Das Spiel ist nicht zum Neumischen angehalten.',
  'reshuffle.onlyHalter': ({ player }) => `Neu mischen darf nur ${player}, denn ${player} hat das Spiel angehalten.`,
  'reshuffle.noCards': ({ player }) =>
    `Auf dem Spielstapel liegt nur noch die oberste Karte: Das Spiel endet ohne Sieger. Noch geschuldete Karten, für ${player} mindestens eine, zählen als Strafpunkte (10.2).`,
  'reshuffle.done': ({ player, cards, toMove }) =>
    `${player} mischt ${cards} Karten zu einem neuen Ziehstapel, und es geht weiter: Würfe sind verboten, und nur ${toMove} darf einen Zug machen.`,
  'withdraw.nothing': ({ player }) =>
    `${player} hat keine falsch gespielte Karte zurückzunehmen: Das geht nur beim eigenen letzten Ausspielen, wenn es falsch war und sich noch niemand beschwert hat.`,
  'withdraw.tooLate': () => 'Zu spät: Seit dem falschen Ausspielen gab es ein weiteres Ereignis; jetzt hilft nur noch eine Beschwerde (10.5).',
  'withdraw.holding': () => 'Zurückgenommen wird mit der Aktionshand.',
  'withdraw.tableChanged': () =>
    'Zu spät: Seit dem falschen Ausspielen hat sich am Tisch etwas geändert (eine Beschwerde, ein Wunsch, eine Ansage); jetzt hilft nur noch eine Beschwerde (10.5).',
  'withdraw.free': ({ player, cards, other }, s) =>
    `${player} nimmt ${cardList(cards, s)} sofort zurück. Kurz vor der letzten Karte von ${other} wäre das richtig gewesen, also gilt es als nie gespielt: keine Strafe.`,
  'withdraw.costs': ({ player, cards, next }, s) =>
    `${player} nimmt ${cardList(cards, s)} zurück, bevor sich jemand beschwert: ein kleines Foul, kein Ereignis. Es kostet eine Karte` + (next ? ` und den Zug: ${next} ist am Zug.` : '.'),
  'complain.selfCard': () => 'Beschweren kann sich nur ein anderer Spieler; für deine eigene falsche Karte gibt es das Zurücknehmen (10.4).',
  'complain.unfounded': ({ player, against, next }) =>
    `${player} beschwert sich über die Karten von ${against}, doch auf dem Stapel liegt nichts falsch Gespieltes: ${player} schuldet zwei Karten` + (next ? ` und verliert den Zug an ${next}.` : '.'),
  'complain.founded': ({ player, against, next, back, newMarke }, s) =>
    `${player} beschwert sich zu Recht: ${against} hat falsch gespielt und schuldet zwei Karten` + (next ? ` und verliert den Zug an ${next}.` : '.') +
    (back.length > 0 ? ` ${against} nimmt ${cardList(back, s)} zurück.` : ' Darauf wurde schon weitergespielt, also bleiben die Karten liegen.') +
    (newMarke ? ` ${against} hat nach dem falschen Ausspielen die Marke genommen und bekommt eine neue, verdeckt vom Ziehstapel.` : ''),
  'complain.selfMarke': () => 'Eine Beschwerde richtet sich gegen einen anderen Spieler.',
  'complain.noMarke': ({ against }) => `Gegen eine Marke von ${against} gibt es jetzt nichts zu beanstanden (nie genommen, oder der nächste Zug eines anderen ist schon vorbei).`,
  'complain.markeRight': ({ player, against }) => `${player} beschwert sich über die Marke von ${against}, doch sie wurde zu Recht genommen: ${player} schuldet zwei Karten.`,
  'complain.markeWrong': ({ player, against, fresh }) =>
    `${player} beschwert sich zu Recht: ${against} hat die Marke genommen, obwohl 8.1 das nicht erlaubte, schuldet eine Karte, behält die genommene und bekommt als neue Marke die nächste Karte des Ziehstapels${fresh ? '' : ' (der Ziehstapel ist leer: also keine)'}.`,
  'dq.already': ({ player }) => `${player} ist schon disqualifiziert.`,
  'dq.done': ({ player, next }) => `Der Schiedsrichter disqualifiziert ${player} wegen absichtlich falschen Spiels. ${player} spielt nicht mehr mit` + (next ? `; ${next} ist am Zug.` : '.'),
  'dq.out': ({ player }) => `${player} ist disqualifiziert und spielt nicht mehr mit.`,
};

const NOT_NOW: Record<Phase, string> = {
  dealing: 'Es wird noch ausgeteilt; gespielt wird ab der Eröffnung (3.7)',
  ready: 'Das Spiel ist noch nicht eröffnet. Alle machen sich bereit, dann eröffnet der Geber (3.7)',
  running: 'Das Austeilen ist vorbei, das Spiel läuft',
  halted: 'Das Spiel ist angehalten, und bis es weitergeht, findet kein Ereignis statt',
  over: 'Das aktive Spiel ist vorbei. Jetzt werden Nimmschulden getilgt und die Blätter abgelegt',
  scored: 'Das Spiel ist vorbei und gezählt',
};

/** A ruling's classification in German, for the list of simultaneous actions. */
export const DE_CLASSIFICATIONS: Record<Classification, string> = {
  deal: 'Austeilen', ready: 'bereit', peek: 'Ansehen', opening: 'Eröffnung', move: 'Zug', throw: 'Wurf', defence: 'Abwehr',
  settlement: 'Tilgung', halt: 'Anhalten', resume: 'Weiterspielen', give: 'Geben', announcement: 'Ansage', swap: 'Tausch', marke: 'Marke',
  complaint: 'Beschwerde', layDown: 'Ablegen', withdrawal: 'Zurücknehmen', disqualification: 'Disqualifikation', simultaneous: 'gleichzeitig',
  foul: 'Foul', refused: 'abgelehnt',
};

export const deMachine: Catalogue<MachineSpec, GressSay> = {
  'phase.notNow': ({ phase }) => `Jetzt nicht: ${NOT_NOW[phase]}.`,
  'simultaneous.tooFew': () => 'Gleichzeitige Handlungen brauchen mindestens zwei Handlungen.',
  'simultaneous.nested': () => 'Gleichzeitige Handlungen lassen sich nicht ineinander schachteln.',
  'simultaneous.done': ({ parts }) => `Im selben Moment; nach Vorrang (10.9): ${parts.map((p, i) => `${i + 1}. ${p.action}: ${DE_CLASSIFICATIONS[p.classification]}`).join('; ')}.`,
  'game.over': ({ ruling, winner }, s) => `${s.say(ruling)} ${winner} hat keine Karten, keine Marke und keine Nimmschuld mehr: Das aktive Spiel ist vorbei.`,
};
