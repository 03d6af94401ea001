/**
 * Why a Gin Rummy position cannot come from a real match (position-sense.ts),
 * as messages: the field first, as the notation writes it, then why, with the
 * paragraph. The names' check is said by messages/notation.ts; a fault the
 * engine finds elsewhere (a ledger line's, a meld's or a lay-off's, the
 * cards' count) comes in as `why`, a message of the game's catalogue
 * (en-faults.ts, en-parts.ts), said in the same language.
 */
import { sayNotation } from './notation';
import { type Catalogue, type Message, type MessageOf } from '../../core/messages';
import { catalogueKit } from '../../core/catalogue-kit';
import { deFaults } from './de-faults';
import { deMeld } from './de-parts';
import { enFaults } from './en-faults';
import { enMeld } from './en-parts';
import { englishHelpers, germanHelpers, type GinSay } from './say';

export interface SenseSpec {
  readonly 'sense.missing': Record<string, never>;
  readonly 'sense.players': { readonly why: Message };
  readonly 'sense.packs': Record<string, never>;
  readonly 'sense.seats': Record<string, never>;
  readonly 'sense.ledgerMax': { readonly max: number };
  /** A ledger line's fault (match.ts handResultProblem). */
  readonly 'sense.ledgerHand': { readonly why: Message };
  /** The cards' count (rules/1-cards.ts conservationProblem). */
  readonly 'sense.cards': { readonly why: Message };
  readonly 'sense.stockLow': { readonly count: number };
  readonly 'sense.notOver': { readonly target: number };
  /** `cut`: the hand limit ended it, not the target. */
  readonly 'sense.over': { readonly cut: boolean; readonly max: number; readonly target: number };
  readonly 'sense.markersInPlay': Record<string, never>;
  readonly 'sense.drawnPhase': Record<string, never>;
  readonly 'sense.early': { readonly player: string };
  readonly 'sense.exposedEmpty': Record<string, never>;
  readonly 'sense.begunWhere': Record<string, never>;
  readonly 'sense.begunPlayed': Record<string, never>;
  readonly 'sense.inPlayEnded': Record<string, never>;
  readonly 'sense.firstDiscard': Record<string, never>;
  readonly 'sense.discardHolds': { readonly player: string; readonly count: number };
  readonly 'sense.knockedNeeds': Record<string, never>;
  readonly 'sense.afterKnock': { readonly player: string };
  readonly 'sense.endMissing': Record<string, never>;
  readonly 'sense.scoredNeeds': Record<string, never>;
  readonly 'sense.acceptedScored': Record<string, never>;
  readonly 'sense.handsLaidOut': Record<string, never>;
  /** `why`: the meld's fault (melds.ts meldProblemSaid). */
  readonly 'sense.omeld': { readonly index: number; readonly why: Message };
  readonly 'sense.offsGin': Record<string, never>;
  readonly 'sense.offsTooMany': Record<string, never>;
  /** `why`: the first lay-off that does not fit (layoffs.ts layOffsChecked). */
  readonly 'sense.offs': { readonly why: Message };
  readonly 'sense.ledgerLast': { readonly result: string };
  readonly 'sense.knockNotDrawn': Record<string, never>;
  readonly 'sense.drawnStock': { readonly count: number };
  readonly 'sense.ledgerDrawn': Record<string, never>;
  readonly 'sense.misdealPlayed': Record<string, never>;
  readonly 'sense.misdealRight': Record<string, never>;
  readonly 'sense.endKind': Record<string, never>;
  readonly 'sense.nextDealer': { readonly player: string };
  readonly 'sense.matchEndScored': Record<string, never>;
  readonly 'sense.handMax': { readonly player: string; readonly count: number; readonly max: number };
  readonly 'sense.knockMax': { readonly count: number; readonly max: number };
  readonly 'sense.thirdlastPlay': Record<string, never>;
  readonly 'sense.thirdlastStock': { readonly reserve: number };
  readonly 'sense.drawnTaken': Record<string, never>;
  readonly 'sense.takenStock': Record<string, never>;
  readonly 'sense.takenHand': { readonly card: string; readonly player: string };
  readonly 'sense.takenWhen': Record<string, never>;
  readonly 'sense.takenBuried': { readonly card: string };
  readonly 'sense.takenLaid': { readonly card: string; readonly player: string };
  readonly 'sense.knockBy': Record<string, never>;
  readonly 'sense.knockerHand': { readonly player: string };
  readonly 'sense.kmeld': { readonly index: number; readonly cards: string; readonly why: Message };
  readonly 'sense.faults': { readonly faults: readonly string[] };
  readonly 'sense.acceptedRegular': Record<string, never>;
}
export type SenseMessage = MessageOf<SenseSpec>;

/** English: the sentences the sense check always wrote (tests quote them). */
export const en: Catalogue<SenseSpec> = {
  'sense.missing': () => 'position: missing',
  'sense.players': ({ why }) => `players: ${sayNotation(why, 'en')}`,
  'sense.packs': () => 'packs: each player has a pack of their own, with different backs (§1)',
  'sense.seats': () => 'dealer: expected the players who dealt, should have dealt and act',
  'sense.ledgerMax': ({ max }) => `ledger: at most ${max} hands`,
  'sense.ledgerHand': ({ why }, s) => `ledger: ${s.say(why)}`,
  'sense.cards': ({ why }, s) => s.say(why),
  'sense.stockLow': ({ count }) => `stock: ${count} cards; the stock's last two cards are never drawn (§12)`,
  'sense.notOver': ({ target }) => `phase: nobody has ${target} points, so the match is not over (§13)`,
  'sense.over': ({ cut, max, target }) =>
    `phase: ${cut ? `the match has had ${max} hands, the most it has` : `a player has ${target} points or more`}, so the match is over: write phase=match-over (§13)`,
  'sense.markersInPlay': () => 'drawn: drawn=, early= and exposed= belong to a hand in play',
  'sense.drawnPhase': () => 'drawn: only in the discard phase, after the draw',
  'sense.early': ({ player }) => `early: ${player} is the player to act; an early draw is by the other (§14.4)`,
  'sense.exposedEmpty': () => 'exposed: the stock is empty',
  'sense.begunWhere': () => 'begun: only a hand not yet played (or void as a misdeal) has begun=no',
  'sense.begunPlayed': () => 'begun: begun=no, yet cards have been played',
  'sense.inPlayEnded': () => 'phase: a hand in play has no knock, lay-out or end yet',
  'sense.firstDiscard': () => 'phase: first-discard is the opening of a hand: nothing has been played yet (§5); write begun=no (or early= for a draw before the opening discard, §14.4)',
  'sense.discardHolds': ({ player, count }) => `hands: ${player} is to discard but holds ${count}; a discard phase follows a draw, with more than ten in hand (§5)`,
  'sense.knockedNeeds': () => 'phase: knocked needs a knock (knock=...) and no lay-out yet',
  'sense.afterKnock': ({ player }) => `turn: after ${player}'s knock the opponent is to act (§8)`,
  'sense.endMissing': () => 'end: a finished hand says how it ended (end=score, no-game or misdeal)',
  'sense.scoredNeeds': () => 'end: a scored hand needs its knock and lay-out',
  'sense.acceptedScored': () => 'accepted: a scored irregular knock was accepted (§14.7, §14.8): write accepted=yes',
  'sense.handsLaidOut': () => 'hands: after the lay-out both hands are on the table',
  'sense.omeld': ({ index, why }, s) => `omelds: meld ${index} is not a meld: ${s.say(why)} (§4)`,
  'sense.offsGin': () => 'offs: nothing is laid off onto gin (§11)',
  'sense.offsTooMany': () => 'offs: an opponent with too many cards lays nothing off (§14.13)',
  'sense.offs': ({ why }, s) => `offs: ${s.say(why)} (§8)`,
  'sense.ledgerLast': ({ result }) => `ledger: the last hand must be this hand's result, ${result} (§9-§11, §13)`,
  'sense.knockNotDrawn': () => 'end: a hand with a knock is scored, not drawn',
  'sense.drawnStock': ({ count }) => `end: a hand is drawn when the stock is down to two cards (§12); it holds ${count}`,
  'sense.ledgerDrawn': () => 'ledger: the last hand must be this drawn hand, 0 (§12, §13)',
  'sense.misdealPlayed': () => 'end: a misdeal is claimed before anything is played (§14.9)',
  'sense.misdealRight': () => 'end: the counts are right, so there is no misdeal (§14.9)',
  'sense.endKind': () => 'end: expected score, no-game or misdeal',
  'sense.nextDealer': ({ player }) => `turn: ${player} deals next (§3, §12), so turn=${player}`,
  'sense.matchEndScored': () => 'end: a match ends with a scored hand (§13)',
  'sense.handMax': ({ player, count, max }) => `hands: ${player} holds ${count} cards; no hand holds more than ${max} (§14.5)`,
  'sense.knockMax': ({ count, max }) => `kmelds: the knock lays out ${count} cards; no hand holds more than ${max} (§14.5)`,
  'sense.thirdlastPlay': () => 'thirdlast: belongs to a hand still in play (§12)',
  'sense.thirdlastStock': ({ reserve }) => `thirdlast: the third-last card is taken only once the stock is down to ${reserve} (§12)`,
  'sense.drawnTaken': () => 'drawn: after drawn=discard, write the card taken from the pile as taken= (§5)',
  'sense.takenStock': () => 'taken: the player drew from the stock this turn, not from the discard pile (§5)',
  'sense.takenHand': ({ card, player }) => `taken: ${card} is not in ${player}'s hand (§5)`,
  'sense.takenWhen': () => 'taken: only in the discard phase, or while an irregular knock waits for its answer (§5, §14.7)',
  'sense.takenBuried': ({ card }) => `taken: ${card} was taken from the pile this turn and cannot be the knock's face-down card (§5)`,
  'sense.takenLaid': ({ card, player }) => `taken: ${card} is not among ${player}'s laid-out cards (§5)`,
  'sense.knockBy': () => 'knock: expected a player',
  'sense.knockerHand': ({ player }) => `hands: ${player} has knocked and laid everything out; the hand is empty`,
  'sense.kmeld': ({ index, cards, why }, s) => `kmelds: meld ${index} (${cards}) is not a meld: ${s.say(why)} (§4)`,
  'sense.faults': ({ faults }) => `faults: the knock's faults are ${faults.length ? faults.join(',') : 'none'} (§14.6, §14.11)`,
  'sense.acceptedRegular': () => 'accepted: only an irregular knock is accepted (§14.7)',
};

/** German (Stoß, Abwurfstapel, Klopfen, Figur, anlegen, Partie, Spiel: the glossary's words). */
export const de: Catalogue<SenseSpec> = {
  'sense.missing': () => 'position: die Stellung fehlt',
  'sense.players': ({ why }) => `players: ${sayNotation(why, 'de')}`,
  'sense.packs': () => 'packs: jeder Spieler hat sein eigenes Paket, die Rückseiten verschieden (§1)',
  'sense.seats': () => 'dealer: hier gehören die Spieler hin, die geteilt haben, hätten teilen sollen und am Zug sind',
  'sense.ledgerMax': ({ max }) => `ledger: höchstens ${max} Spiele`,
  'sense.ledgerHand': ({ why }, s) => `ledger: ${s.say(why)}`,
  'sense.cards': ({ why }, s) => s.say(why),
  'sense.stockLow': ({ count }, s) => `stock: ${count} ${s.plural(count, { one: 'Karte', other: 'Karten' })}; die letzten zwei Karten des Stoßes kauft niemand (§12)`,
  'sense.notOver': ({ target }) => `phase: noch hat niemand ${target} Punkte, die Partie läuft also weiter (§13)`,
  'sense.over': ({ cut, max, target }) =>
    `phase: ${cut ? `die Partie hatte schon ${max} Spiele, mehr gibt es nicht` : `ein Spieler hat ${target} Punkte oder mehr`}, die Partie ist also vorbei: schreib phase=match-over (§13)`,
  'sense.markersInPlay': () => 'drawn: drawn=, early= und exposed= gibt es nur, solange ein Spiel läuft',
  'sense.drawnPhase': () => 'drawn: nur in der Ablegephase, also nach dem Kaufen oder Aufnehmen',
  'sense.early': ({ player }) => `early: ${player} ist am Zug; zu früh kauft immer der andere (§14.4)`,
  'sense.exposedEmpty': () => 'exposed: der Stoß ist leer',
  'sense.begunWhere': () => 'begun: begun=no hat nur ein Spiel, in dem noch nichts gespielt ist (oder das als neu zu teilen ungültig wurde)',
  'sense.begunPlayed': () => 'begun: da steht begun=no, es sind aber schon Karten gespielt',
  'sense.inPlayEnded': () => 'phase: ein laufendes Spiel hat noch kein Klopfen, kein Auslegen und kein Ende',
  'sense.firstDiscard': () =>
    'phase: first-discard ist der Anfang eines Spiels, gespielt ist noch nichts (§5); schreib begun=no (oder early=, wenn vor dem Eröffnungsabwurf gekauft wurde, §14.4)',
  'sense.discardHolds': ({ player, count }) => `hands: ${player} soll ablegen, hält aber ${count}; abgelegt wird nach dem Kaufen, mit mehr als zehn Karten in der Hand (§5)`,
  'sense.knockedNeeds': () => 'phase: knocked braucht ein Klopfen (knock=...) und noch kein Auslegen des Gegners',
  'sense.afterKnock': ({ player }) => `turn: nach dem Klopfen von ${player} ist der Gegner dran (§8)`,
  'sense.endMissing': () => 'end: bei einem beendeten Spiel steht, wie es endete (end=score, no-game oder misdeal)',
  'sense.scoredNeeds': () => 'end: ein gewertetes Spiel braucht sein Klopfen und das Auslegen des Gegners',
  'sense.acceptedScored': () => 'accepted: ein regelwidriges Klopfen wird nur gewertet, wenn es angenommen wurde (§14.7, §14.8): schreib accepted=yes',
  'sense.handsLaidOut': () => 'hands: nach dem Auslegen liegen beide Blätter auf dem Tisch, die Hände sind leer',
  'sense.omeld': ({ index, why }, s) => `omelds: Figur ${index} ist keine Figur: ${s.say(why)} (§4)`,
  'sense.offsGin': () => 'offs: an Gin legt niemand an (§11)',
  'sense.offsTooMany': () => 'offs: ein Gegner mit zu vielen Karten legt nichts an (§14.13)',
  'sense.offs': ({ why }, s) => `offs: ${s.say(why)} (§8)`,
  'sense.ledgerLast': ({ result }) => `ledger: als letztes Spiel gehört das Ergebnis dieses Spiels hin, ${result} (§9-§11, §13)`,
  'sense.knockNotDrawn': () => 'end: ein Spiel mit Klopfen wird gewertet und endet nicht unentschieden',
  'sense.drawnStock': ({ count }) => `end: unentschieden ist ein Spiel erst, wenn der Stoß auf zwei Karten geschrumpft ist (§12); er hat ${count}`,
  'sense.ledgerDrawn': () => 'ledger: als letztes Spiel gehört dieses unentschiedene hin, also 0 (§12, §13)',
  'sense.misdealPlayed': () => 'end: neu geteilt wird nur, solange noch nichts gespielt ist (§14.9)',
  'sense.misdealRight': () => 'end: die Kartenzahlen stimmen, also wird nicht neu geteilt (§14.9)',
  'sense.endKind': () => 'end: erlaubt sind score, no-game oder misdeal',
  'sense.nextDealer': ({ player }) => `turn: als Nächstes teilt ${player} (§3, §12), also turn=${player}`,
  'sense.matchEndScored': () => 'end: eine Partie endet mit einem gewerteten Spiel (§13)',
  'sense.handMax': ({ player, count, max }) => `hands: ${player} hält ${count} Karten; keine Hand hält mehr als ${max} (§14.5)`,
  'sense.knockMax': ({ count, max }) => `kmelds: das Klopfen legt ${count} Karten aus; keine Hand hält mehr als ${max} (§14.5)`,
  'sense.thirdlastPlay': () => 'thirdlast: gehört zu einem Spiel, das noch läuft (§12)',
  'sense.thirdlastStock': ({ reserve }) => `thirdlast: die drittletzte Karte ist erst genommen, wenn der Stoß auf ${reserve} geschrumpft ist (§12)`,
  'sense.drawnTaken': () => 'drawn: nach drawn=discard steht die aufgenommene Karte in taken= (§5)',
  'sense.takenStock': () => 'taken: der Spieler hat in diesem Zug vom Stoß gekauft, nicht vom Abwurfstapel aufgenommen (§5)',
  'sense.takenHand': ({ card, player }) => `taken: ${card} ist nicht in der Hand von ${player} (§5)`,
  'sense.takenWhen': () => 'taken: nur in der Ablegephase, oder solange ein regelwidriges Klopfen auf die Antwort wartet (§5, §14.7)',
  'sense.takenBuried': ({ card }) => `taken: ${card} wurde in diesem Zug aufgenommen und kann nicht die verdeckt weggelegte Karte des Klopfens sein (§5)`,
  'sense.takenLaid': ({ card, player }) => `taken: ${card} ist nicht unter den ausgelegten Karten von ${player} (§5)`,
  'sense.knockBy': () => 'knock: hier gehört ein Spieler hin',
  'sense.knockerHand': ({ player }) => `hands: ${player} hat geklopft und alles ausgelegt; die Hand ist leer`,
  'sense.kmeld': ({ index, cards, why }, s) => `kmelds: Figur ${index} (${cards}) ist keine Figur: ${s.say(why)} (§4)`,
  'sense.faults': ({ faults }) => `faults: die Fehler dieses Klopfens sind ${faults.length ? faults.join(',') : 'keine'} (§14.6, §14.11)`,
  'sense.acceptedRegular': () => 'accepted: angenommen wird nur ein regelwidriges Klopfen (§14.7)',
};

/**
 * Whether a message is one of these (the game's `say` hands them here), its words in a locale, and the typed
 * constructor. The faults a sense message may carry (cards, ledger lines, melds, lay-offs) are rendered with it,
 * so `s.say(why)` finds them, with the game's card helpers.
 */
export const { is: isSenseMessage, say: saySense, make: sense } = catalogueKit<SenseSpec, GinSay>(
  { en, de },
  { helpers: { en: englishHelpers, de: germanHelpers }, nested: { en: { ...enFaults, ...enMeld }, de: { ...deFaults, ...deMeld } } },
);
