/**
 * Why a SENS position cannot come from a real deal (position-sense.ts), as
 * messages: the field first, as the notation writes it, then why, with the
 * paragraph. The names' check is said by messages/notation.ts.
 */
import { sayNotation } from './notation';
import { type Catalogue, type Message, type MessageOf } from '../../core/messages';
import { catalogueKit } from '../../core/catalogue-kit';
import { cardName, type Card } from '../cards';
import { englishHelpers, germanHelpers, type SensSay } from './say';

type None = Record<string, never>;
type Who = { readonly player: string };

export interface SenseSpec {
  readonly 'sense.missing': None;
  readonly 'sense.players': { readonly why: Message };
  /** The table options (4.3, 4.5): not options at all, or one of them wrong. */
  readonly 'sense.options': { readonly fault: 'shape' | 'dealerSeesLast' | 'misdeal' };
  readonly 'sense.scores': { readonly max: number };
  readonly 'sense.ledgerMax': { readonly max: number };
  readonly 'sense.ledgerPair': None;
  readonly 'sense.ledgerFull': { readonly count: number; readonly max: number };
  readonly 'sense.seats': None;
  readonly 'sense.cardTwice': { readonly card: Card };
  readonly 'sense.cardNowhere': { readonly card: Card };
  /** `flag`, `hands`: whether each says the counts are wrong. */
  readonly 'sense.misdealFlag': { readonly flag: boolean; readonly hands: boolean };
  readonly 'sense.misdealPlayed': { readonly sizes: string };
  readonly 'sense.winnerEarly': None;
  readonly 'sense.robbedWhen': None;
  readonly 'sense.vorlaufWhen': None;
  readonly 'sense.settlementWhen': None;
  readonly 'sense.dealNothing': None;
  readonly 'sense.dealerDeals': Who;
  readonly 'sense.biddingNoGame': None;
  readonly 'sense.playNeedsGame': None;
  readonly 'sense.playNotEnded': None;
  readonly 'sense.turnedJoined': None;
  readonly 'sense.unknownPhase': { readonly got: string };
  readonly 'sense.over': { readonly scores: readonly number[] };
  readonly 'sense.fourPasses': None;
  readonly 'sense.passOrder': { readonly first: string; readonly second: string };
  readonly 'sense.gameWho': { readonly player: string; readonly passes: number };
  readonly 'sense.gameRound': None;
  readonly 'sense.turnedUp': None;
  readonly 'sense.beforeRest': None;
  readonly 'sense.bidNext': Who;
  readonly 'sense.takenNeedsGame': None;
  readonly 'sense.dealerRest': Who;
  readonly 'sense.round1Suit': None;
  readonly 'sense.round2Suit': None;
  readonly 'sense.dealerNoRob': None;
  readonly 'sense.robbedSeven': None;
  readonly 'sense.eightTricks': None;
  readonly 'sense.trickOrder': None;
  readonly 'sense.playsNext': Who;
  readonly 'sense.meldShape': { readonly index: number };
  readonly 'sense.meldNeverHeld': { readonly player: string; readonly card: Card };
  readonly 'sense.meldTwice': Who;
  readonly 'sense.runsShare': Who;
  readonly 'sense.bellaRun': Who;
  readonly 'sense.bellaNever': Who;
  readonly 'sense.foulNotPlayed': { readonly player: string; readonly card: Card; readonly trick: number };
  readonly 'sense.foulOrder': None;
  /** `duty`: the duty the card broke, if any; `listed`: the one fouls= names. */
  readonly 'sense.foulDuty': { readonly player: string; readonly card: Card; readonly duty?: string; readonly listed: string };
  readonly 'sense.vorlaufSide': None;
  readonly 'sense.vorlaufAfter': { readonly called: number; readonly taken: number };
  readonly 'sense.vorlaufEighth': None;
  readonly 'sense.endMissing': None;
  readonly 'sense.thrownIn': None;
  readonly 'sense.passOrderPlain': None;
  readonly 'sense.misdealNeedsWrong': None;
  readonly 'sense.misdealBefore': None;
  readonly 'sense.playedNeeds': None;
  readonly 'sense.countedEight': None;
  readonly 'sense.foulEnd': None;
  readonly 'sense.endKind': None;
  readonly 'sense.ledgerLast': { readonly written: readonly number[] };
  readonly 'sense.scoresInclude': None;
  readonly 'sense.notWon': { readonly scores: readonly number[] };
  /** `winner`: a player of the winning side, or none when the deal limit ended it level. */
  readonly 'sense.matchOver': { readonly winner?: string; readonly deals: number };
  readonly 'sense.winnerLevel': None;
  readonly 'sense.winnerSide': Who;
  readonly 'sense.nextMatchAfter': Who;
  readonly 'sense.nextMatchLoser': Who;
  readonly 'sense.dealsNext': Who;
}
export type SenseMessage = MessageOf<SenseSpec>;

const named = (c: Card) => `${cardName(c)} (${c})`;

const OPTIONS_EN = {
  shape: 'options: expected { dealerSeesLast, misdeal }',
  dealerSeesLast: 'options: dealerSeesLast is true or false (4.3)',
  misdeal: 'options: misdeal is strict or mild (4.5)',
} as const;
const OPTIONS_DE: Record<keyof typeof OPTIONS_EN, string> = {
  shape: 'options: hier gehören die Tischregeln { dealerSeesLast, misdeal } hin',
  dealerSeesLast: 'options: dealerSeesLast ist true oder false (4.3)',
  misdeal: 'options: misdeal ist strict oder mild (4.5)',
};

/** English: the sentences the sense check always wrote (tests quote them). */
export const en: Catalogue<SenseSpec, SensSay> = {
  'sense.missing': () => 'position: missing',
  'sense.players': ({ why }) => `players: ${sayNotation(why, 'en')}`,
  'sense.options': ({ fault }) => OPTIONS_EN[fault],
  'sense.scores': ({ max }) => `scores: two totals from 0 to ${max}`,
  'sense.ledgerMax': ({ max }) => `ledger: at most ${max} deals`,
  'sense.ledgerPair': () => 'ledger: each deal writes two whole numbers',
  'sense.ledgerFull': ({ count, max }) => `ledger: ${count} deals before this one; a match has at most ${max} (10.1)`,
  'sense.seats': () => 'dealer: expected the players who dealt and who acts',
  'sense.cardTwice': ({ card }) => `cards: ${named(card)} is there twice; the pack has each card once (2.1)`,
  'sense.cardNowhere': ({ card }) => `cards: ${named(card)} is nowhere; all 32 cards are somewhere exactly once (2.1)`,
  'sense.misdealFlag': ({ flag, hands }) => `hands: the misdeal flag says ${flag ? 'wrong' : 'right'} counts, the hands say ${hands ? 'wrong' : 'right'} (4.5)`,
  'sense.misdealPlayed': ({ sizes }) => `hands: ${sizes}: with wrong counts no card is played, the misdeal comes first (4.5)`,
  'sense.winnerEarly': () => 'winner: only a match that is over has a winner (10.1)',
  'sense.robbedWhen': () => 'robbed: the turned card is robbed only after a game in its suit, taken in the first round (6.1)',
  'sense.vorlaufWhen': () => 'vorlauf: Vorlauf is called during play (10.3)',
  'sense.settlementWhen': () => 'settlement: the melds are settled once the first trick is complete (7.2)',
  'sense.dealNothing': () => 'phase: in phase deal nothing is dealt yet: every card is in the pack (4.4)',
  'sense.dealerDeals': ({ player }) => `turn: the dealer, ${player}, is to deal (4.4)`,
  'sense.biddingNoGame': () => 'game: in the bidding nobody has taken the game yet (5.1)',
  'sense.playNeedsGame': () => 'game: play needs a game taken (5.1, 5.2)',
  'sense.playNotEnded': () => 'end: a deal in play has not ended',
  'sense.turnedJoined': () => 'turned: the turned card joined the dealer\u2019s hand with the rest (5.4)',
  'sense.unknownPhase': ({ got }) => `phase: unknown phase "${got}"`,
  'sense.over': ({ scores }) => `phase: with ${scores[0]} to ${scores[1]} the match is over (10.1, 10.2): write phase=match-over`,
  'sense.fourPasses': () => 'passed: after four passes the round is over (5.2, 5.3)',
  'sense.passOrder': ({ first, second }) => `passed: the bidding goes round from the dealer to the left, so ${first} says before ${second} (5.1)`,
  'sense.gameWho': ({ player, passes }) => `game: ${player} was to say after ${passes} passes, so the game is ${player}'s (5.1, 5.2)`,
  'sense.gameRound': () => 'game: taken in the round the bidding is in',
  'sense.turnedUp': () => 'turned: during the bidding the turned card lies face up (4.4)',
  'sense.beforeRest': () => 'phase: before the rest is dealt nothing is announced or played (7.1)',
  'sense.bidNext': ({ player }) => `turn: ${player} says next in the bidding (5.1)`,
  'sense.takenNeedsGame': () => 'game: phase taken needs a game (game=...)',
  'sense.dealerRest': ({ player }) => `turn: once a game is taken the dealer, ${player}, deals the rest (5.4)`,
  'sense.round1Suit': () => "game: in the first round only the turned card's suit can be trumps (5.1)",
  'sense.round2Suit': () => "game: in the second round the turned card's suit is out (5.2)",
  'sense.dealerNoRob': () => 'robbed: the dealer does not rob (6.1)',
  'sense.robbedSeven': () => 'robbed: after robbing, the trump Seven lies face up in the turned card\u2019s place (6.1)',
  'sense.eightTricks': () => 'tricks: a deal has eight tricks; after the eighth it is counted (9.5)',
  'sense.trickOrder': () => 'trick: the cards of a trick go round from its leader (9.1)',
  'sense.playsNext': ({ player }) => `turn: ${player} plays next (9.1)`,
  'sense.meldShape': ({ index }) => `melds: meld ${index} is not what its cards make (8.1, 8.2)`,
  'sense.meldNeverHeld': ({ player, card }) => `melds: ${player} announced ${cardName(card)} but never held it (7.1)`,
  'sense.meldTwice': ({ player }) => `melds: ${player} announced the same meld twice`,
  'sense.runsShare': ({ player }) => `melds: ${player}'s runs share a card; a card serves in one run only`,
  'sense.bellaRun': ({ player }) => `bella: ${player}'s run holds the trump Ober and King, so Bella counts for it (7.3): write bella=${player}`,
  'sense.bellaNever': ({ player }) => `bella: ${player} never held both the trump Ober and King (7.3)`,
  'sense.foulNotPlayed': ({ player, card, trick }) => `fouls: ${player} did not play ${cardName(card)} to trick ${trick}`,
  'sense.foulOrder': () => 'fouls: wrong cards are listed in the order they were played',
  'sense.foulDuty': ({ player, card, duty, listed }) => `fouls: ${player}'s ${cardName(card)} ${duty ? `broke ${duty}, not ${listed}` : 'broke no duty'} (9.2-9.4)`,
  'sense.vorlaufSide': () => 'vorlauf: the caller\u2019s side is the caller\u2019s',
  'sense.vorlaufAfter': ({ called, taken }) => `vorlauf: called after ${called} tricks, but only ${taken} are taken in (10.3)`,
  'sense.vorlaufEighth': () => 'vorlauf: called before the eighth trick is taken in (10.3)',
  'sense.endMissing': () => 'end: a finished deal says how it ended (end=counted, foul, thrown-in or misdeal)',
  'sense.thrownIn': () => 'end: a thrown-in deal is one where all four passed in both rounds, the turned card still out (5.3)',
  'sense.passOrderPlain': () => 'passed: the bidding goes round from the dealer to the left (5.2)',
  'sense.misdealNeedsWrong': () => 'end: a misdeal needs wrong counts in the hands (4.5)',
  'sense.misdealBefore': () => 'end: a misdeal is pointed out before the first card is played (4.5)',
  'sense.playedNeeds': () => 'end: a deal played needs its game, and the turned card is in the dealer\u2019s hand (5.4)',
  'sense.countedEight': () => 'end: a counted deal has all eight tricks taken in (9.5, 12.1)',
  'sense.foulEnd': () => 'end: a deal ends on a wrong card only once the next card is played after it (1.3, 1.4)',
  'sense.endKind': () => 'end: expected counted, foul, thrown-in or misdeal',
  'sense.ledgerLast': ({ written }) => `ledger: the last deal must be this one, ${written[0]}/${written[1]} (12.1)`,
  'sense.scoresInclude': () => 'scores: the totals include the ledger\u2019s last deal, so they are at least what it wrote',
  'sense.notWon': ({ scores }) => `phase: nobody has won with ${scores[0]} to ${scores[1]}: write phase=deal-over (10.1)`,
  'sense.matchOver': ({ winner, deals }) =>
    `phase: ${winner === undefined ? `the match has had ${deals} deals, the most it has, and ends level` : `${winner}'s side has won the match (10.1-10.4)`}: write phase=match-over${winner === undefined ? '' : ` winner=${winner}`}`,
  'sense.winnerLevel': () => 'winner: the match ended level at the deal limit (10.1)',
  'sense.winnerSide': ({ player }) => `winner: the match goes to ${player}'s side (10.1-10.4)`,
  'sense.nextMatchAfter': ({ player }) => `turn: the next match is dealt by the player after the dealer; write turn=${player} (4.6)`,
  'sense.nextMatchLoser': ({ player }) => `turn: a player of the losing side deals the next match; write turn=${player} (4.1)`,
  'sense.dealsNext': ({ player }) => `turn: ${player} deals next (4.5, 4.6)`,
};

/** German (Geber, Partei, Stich, Meldung, Trumpf, aufgelegte Karte, Rauben, Vorlauf: the glossary's words). */
export const de: Catalogue<SenseSpec, SensSay> = {
  'sense.missing': () => 'position: die Stellung fehlt',
  'sense.players': ({ why }) => `players: ${sayNotation(why, 'de')}`,
  'sense.options': ({ fault }) => OPTIONS_DE[fault],
  'sense.scores': ({ max }) => `scores: zwei Summen von 0 bis ${max}`,
  'sense.ledgerMax': ({ max }) => `ledger: höchstens ${max} Spiele`,
  'sense.ledgerPair': () => 'ledger: jedes Spiel schreibt zwei ganze Zahlen',
  'sense.ledgerFull': ({ count, max }) => `ledger: vor diesem schon ${count} Spiele; eine Partie hat höchstens ${max} (10.1)`,
  'sense.seats': () => 'dealer: hier gehören die Spieler hin, die gegeben haben und am Zug sind',
  'sense.cardTwice': ({ card }, s) => `cards: ${s.card(card)} (${card}) liegt zweimal da; das Blatt hat jede Karte einmal (2.1)`,
  'sense.cardNowhere': ({ card }, s) => `cards: ${s.card(card)} (${card}) fehlt; alle 32 Karten liegen genau einmal irgendwo (2.1)`,
  'sense.misdealFlag': ({ flag, hands }) =>
    `hands: laut Vergeben-Markierung sind die Kartenzahlen ${flag ? 'falsch' : 'richtig'}, laut den Blättern ${hands ? 'falsch' : 'richtig'} (4.5)`,
  'sense.misdealPlayed': ({ sizes }) => `hands: ${sizes}: bei falschen Kartenzahlen wird keine Karte gespielt, zuerst kommt das Vergeben (4.5)`,
  'sense.winnerEarly': () => 'winner: einen Sieger hat nur eine beendete Partie (10.1)',
  'sense.robbedWhen': () => 'robbed: geraubt wird erst, wenn in der ersten Runde das Spiel in der Farbe der aufgelegten Karte gemacht ist (6.1)',
  'sense.vorlaufWhen': () => 'vorlauf: Vorlauf ruft man während des Spiels (10.3)',
  'sense.settlementWhen': () => 'settlement: die Meldungen werden abgerechnet, sobald der erste Stich voll ist (7.2)',
  'sense.dealNothing': () => 'phase: in der Phase deal ist noch nichts gegeben: alle Karten liegen im Stapel (4.4)',
  'sense.dealerDeals': ({ player }) => `turn: geben muss der Geber, ${player} (4.4)`,
  'sense.biddingNoGame': () => 'game: beim Reizen hat noch niemand das Spiel gemacht (5.1)',
  'sense.playNeedsGame': () => 'game: gespielt wird erst, wenn jemand das Spiel gemacht hat (5.1, 5.2)',
  'sense.playNotEnded': () => 'end: ein Spiel, das noch läuft, hat kein Ende',
  'sense.turnedJoined': () => 'turned: die aufgelegte Karte ist mit dem Rest in die Hand des Gebers gekommen (5.4)',
  'sense.unknownPhase': ({ got }) => `phase: unbekannte Phase „${got}“`,
  'sense.over': ({ scores }) => `phase: bei ${scores[0]} zu ${scores[1]} ist die Partie vorbei (10.1, 10.2): schreib phase=match-over`,
  'sense.fourPasses': () => 'passed: nach vier Mal Passen ist die Runde vorbei (5.2, 5.3)',
  'sense.passOrder': ({ first, second }) => `passed: gereizt wird reihum vom Geber nach links, also sagt ${first} vor ${second} (5.1)`,
  'sense.gameWho': ({ player, passes }) => `game: nach ${passes} Mal Passen war ${player} dran, also hat ${player} das Spiel gemacht (5.1, 5.2)`,
  'sense.gameRound': () => 'game: gemacht in der Runde, in der das Reizen gerade ist',
  'sense.turnedUp': () => 'turned: beim Reizen liegt die aufgelegte Karte offen da (4.4)',
  'sense.beforeRest': () => 'phase: bevor der Rest gegeben ist, wird nichts gemeldet und nichts gespielt (7.1)',
  'sense.bidNext': ({ player }) => `turn: beim Reizen sagt als Nächstes ${player} (5.1)`,
  'sense.takenNeedsGame': () => 'game: die Phase taken braucht ein gemachtes Spiel (game=...)',
  'sense.dealerRest': ({ player }) => `turn: ist das Spiel gemacht, gibt der Geber, ${player}, den Rest (5.4)`,
  'sense.round1Suit': () => 'game: in der ersten Runde kann nur die Farbe der aufgelegten Karte Trumpf werden (5.1)',
  'sense.round2Suit': () => 'game: in der zweiten Runde ist die Farbe der aufgelegten Karte aus dem Rennen (5.2)',
  'sense.dealerNoRob': () => 'robbed: der Geber raubt nicht (6.1)',
  'sense.robbedSeven': () => 'robbed: nach dem Rauben liegt die Trumpfsieben offen da, wo die aufgelegte Karte lag (6.1)',
  'sense.eightTricks': () => 'tricks: ein Spiel hat acht Stiche; nach dem achten wird gezählt (9.5)',
  'sense.trickOrder': () => 'trick: die Karten eines Stichs kommen reihum, ab dem, der ausgespielt hat (9.1)',
  'sense.playsNext': ({ player }) => `turn: als Nächstes spielt ${player} (9.1)`,
  'sense.meldShape': ({ index }) => `melds: Meldung ${index} ist nicht, was ihre Karten ergeben (8.1, 8.2)`,
  'sense.meldNeverHeld': ({ player, card }, s) => `melds: ${player} hat ${s.the(card, 'acc')} gemeldet, aber nie gehabt (7.1)`,
  'sense.meldTwice': ({ player }) => `melds: ${player} hat dieselbe Meldung zweimal angesagt`,
  'sense.runsShare': ({ player }) => `melds: zwei Folgen von ${player} teilen sich eine Karte; eine Karte zählt nur in einer Folge`,
  'sense.bellaRun': ({ player }) => `bella: in einer Folge von ${player} stecken Trumpf-Ober und Trumpf-König, also zählt Bella dafür (7.3): schreib bella=${player}`,
  'sense.bellaNever': ({ player }) => `bella: ${player} hatte nie Trumpf-Ober und Trumpf-König zugleich (7.3)`,
  'sense.foulNotPlayed': ({ player, card, trick }, s) => `fouls: ${player} hat ${s.the(card, 'acc')} nicht zu Stich ${trick} gelegt`,
  'sense.foulOrder': () => 'fouls: falsche Karten stehen so geordnet, wie sie auf den Tisch kamen',
  'sense.foulDuty': ({ player, card, duty, listed }, s) =>
    `fouls: ${s.card(card)} von ${player} ${duty ? `verletzt ${duty}, nicht ${listed}` : 'verletzt keine Pflicht'} (9.2-9.4)`,
  'sense.vorlaufSide': () => 'vorlauf: die Partei des Rufers ist die des Rufers',
  'sense.vorlaufAfter': ({ called, taken }) => `vorlauf: gerufen nach ${called} Stichen, eingezogen sind aber erst ${taken} (10.3)`,
  'sense.vorlaufEighth': () => 'vorlauf: gerufen wird, bevor der achte Stich eingezogen ist (10.3)',
  'sense.endMissing': () => 'end: bei einem beendeten Spiel steht, wie es endete (end=counted, foul, thrown-in oder misdeal)',
  'sense.thrownIn': () => 'end: zusammengeworfen wird, wenn alle vier in beiden Runden gepasst haben und die aufgelegte Karte noch draußen liegt (5.3)',
  'sense.passOrderPlain': () => 'passed: gereizt wird reihum vom Geber nach links (5.2)',
  'sense.misdealNeedsWrong': () => 'end: vergeben hat sich nur, wer falsche Kartenzahlen gegeben hat (4.5)',
  'sense.misdealBefore': () => 'end: das Vergeben wird beanstandet, bevor die erste Karte gespielt ist (4.5)',
  'sense.playedNeeds': () => 'end: ein gespieltes Spiel braucht sein gemachtes Spiel, und die aufgelegte Karte ist in der Hand des Gebers (5.4)',
  'sense.countedEight': () => 'end: bei einem gezählten Spiel sind alle acht Stiche eingezogen (9.5, 12.1)',
  'sense.foulEnd': () => 'end: ein Spiel endet an einer falschen Karte erst, wenn danach die nächste Karte gespielt ist (1.3, 1.4)',
  'sense.endKind': () => 'end: erlaubt sind counted, foul, thrown-in oder misdeal',
  'sense.ledgerLast': ({ written }) => `ledger: als letztes Spiel gehört dieses hin, ${written[0]}/${written[1]} (12.1)`,
  'sense.scoresInclude': () => 'scores: die Summen enthalten das letzte Spiel in ledger=, sind also mindestens so hoch wie das, was es schrieb',
  'sense.notWon': ({ scores }) => `phase: bei ${scores[0]} zu ${scores[1]} hat noch niemand gewonnen: schreib phase=deal-over (10.1)`,
  'sense.matchOver': ({ winner, deals }) =>
    `phase: ${winner === undefined ? `die Partie hatte schon ${deals} Spiele, mehr gibt es nicht, und endet unentschieden` : `die Partei von ${winner} hat die Partie gewonnen (10.1-10.4)`}: schreib phase=match-over${winner === undefined ? '' : ` winner=${winner}`}`,
  'sense.winnerLevel': () => 'winner: die Partie endete an der Grenze der Spiele unentschieden (10.1)',
  'sense.winnerSide': ({ player }) => `winner: die Partie geht an die Partei von ${player} (10.1-10.4)`,
  'sense.nextMatchAfter': ({ player }) => `turn: die nächste Partie gibt der Spieler nach dem Geber; schreib turn=${player} (4.6)`,
  'sense.nextMatchLoser': ({ player }) => `turn: die nächste Partie gibt ein Spieler der Verliererpartei; schreib turn=${player} (4.1)`,
  'sense.dealsNext': ({ player }) => `turn: als Nächstes gibt ${player} (4.5, 4.6)`,
};

/** Whether a message is one of these (the game's `say` hands them here), its words in a locale (card names by the game's helpers), and the typed constructor. */
export const { is: isSenseMessage, say: saySense, make: sense } = catalogueKit<SenseSpec, SensSay>({ en, de }, { helpers: { en: englishHelpers, de: germanHelpers } });
