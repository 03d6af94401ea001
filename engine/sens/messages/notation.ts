/**
 * Why a SENS action line or position line does not read, as messages
 * (engine/core/reasons wraps them with the column, the quoted line and the
 * line number of a linked game). The notation's own words stay as written in
 * every language (deal, bid, meld, take back, hands=, UE ...): they are what
 * the reader types. Kept apart from the rulings' catalogue: the notation says
 * these, not a ruling.
 */
import { type Catalogue, type Message, type MessageOf, type Say } from '../../core/messages';
import { catalogueKit } from '../../core/catalogue-kit';

export interface NotationSpec {
  // An action line.
  readonly 'notation.player': { readonly players: readonly string[]; readonly got?: string };
  readonly 'notation.verb': { readonly words: readonly string[]; readonly got?: string };
  readonly 'notation.unexpected': { readonly got: string };
  /** `whole`: the line says "a whole number" (after a seed that is not one). */
  readonly 'notation.seed': { readonly max: number; readonly whole: boolean; readonly got?: string };
  readonly 'notation.orEnd': { readonly words: readonly string[]; readonly got: string };
  readonly 'notation.counts': { readonly max: number };
  readonly 'notation.suit': { readonly got?: string };
  readonly 'notation.meldCards': Record<string, never>;
  readonly 'notation.meldCard': { readonly got: string };
  readonly 'notation.meldTooMany': { readonly got: number };
  readonly 'notation.playCard': { readonly got?: string };
  readonly 'notation.takeBack': { readonly got?: string };
  // A position line's fields (the column comes from the frame).
  readonly 'notation.players': { readonly why: Message };
  /** The names' check (rules): how many, and each name. */
  readonly 'notation.seatCount': { readonly seats: number; readonly got?: number };
  readonly 'notation.nameText': Record<string, never>;
  readonly 'notation.nameLong': { readonly name: string; readonly max: number };
  readonly 'notation.nameShape': { readonly name: string };
  readonly 'notation.nameTwice': { readonly name: string };
  readonly 'notation.seat': { readonly field: string; readonly players: readonly string[]; readonly got: string };
  readonly 'notation.twice': { readonly field: string; readonly item: string };
  readonly 'notation.options': Record<string, never>;
  readonly 'notation.scores': { readonly max: number };
  readonly 'notation.ledgerMax': { readonly max: number };
  readonly 'notation.ledgerItem': { readonly got: string };
  readonly 'notation.oneOf': { readonly field: string; readonly options: readonly string[]; readonly got: string };
  readonly 'notation.handCount': { readonly got: number };
  readonly 'notation.cardsNone': { readonly field: string };
  readonly 'notation.cardItem': { readonly field: string; readonly got: string };
  readonly 'notation.turned': { readonly got: string };
  readonly 'notation.round': Record<string, never>;
  readonly 'notation.game': { readonly got: string };
  readonly 'notation.melds': { readonly got: string };
  readonly 'notation.needGame': { readonly field: string };
  readonly 'notation.trickMax': Record<string, never>;
  readonly 'notation.tricksItem': { readonly got: string };
  readonly 'notation.tricksMax': { readonly got: number };
  readonly 'notation.fouls': { readonly got: string };
  readonly 'notation.vorlauf': { readonly got: string };
  readonly 'notation.end': { readonly options: readonly string[]; readonly got: string };
  readonly 'notation.endFoul': Record<string, never>;
  readonly 'notation.endCounted': Record<string, never>;
}
export type NotationMessage = MessageOf<NotationSpec>;

/** ', got "x"' after what was expected, or nothing when the line ended there. */
const got = (text: string | undefined) => (text === undefined ? '' : `, got "${text}"`);
/** "a, b or c", as the parser always wrote it. */
const orList = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`);
const CARD_SHAPE = 'rank 7 8 9 T U O K A, suit E G H S';

/** English: the sentences the parser always wrote (tests quote them). */
export const en: Catalogue<NotationSpec> = {
  'notation.player': ({ players, got: text }) => `expected a player (${players.join(', ')}), got ${text === undefined ? 'nothing' : `"${text}"`}`,
  'notation.verb': ({ words, got: text }) => `expected ${orList(words)}${got(text)}`,
  'notation.unexpected': ({ got: text }) => `unexpected "${text}"`,
  'notation.seed': ({ max, whole, got: text }) => `expected the seed of the shuffle, ${whole ? 'a whole number ' : ''}0-${max}${got(text)}`,
  'notation.orEnd': ({ words, got: text }) => `expected ${words.map((w) => `"${w}"`).join(', ')} or the end${got(text)}`,
  'notation.counts': ({ max }) => `expected four counts such as 5,5,4,5 (the first round's cards by seat from Vorhand, each 0-${max})`,
  'notation.suit': ({ got: text }) => `expected a suit, E G H S or Eichel, Gras, Herz, Schellen${got(text)}`,
  'notation.meldCards': () => 'expected the cards of the meld, such as 9H TH UH',
  'notation.meldCard': ({ got: text }) => `expected cards such as 9H TH UH (${CARD_SHAPE})${got(text)}`,
  'notation.meldTooMany': ({ got: count }) => `a meld has at most eight cards, got ${count}`,
  'notation.playCard': ({ got: text }) => `expected the card to play, such as UE${text === undefined ? '' : ` (${CARD_SHAPE})${got(text)}`}`,
  'notation.takeBack': ({ got: text }) => `expected "take back"${text === undefined ? '' : `, got "take ${text}"`}`,
  'notation.players': ({ why }, s) => `players: ${s.say(why)}`,
  'notation.seatCount': ({ seats, got: count }) => `SENS is for exactly ${seats} players (1.1), got ${count ?? 'none'}`,
  'notation.nameText': () => 'player names must be text',
  'notation.nameLong': ({ name, max }) => `player name "${name}..." is longer than ${max} characters`,
  'notation.nameShape': ({ name }) => `player name "${name}" must start with a letter and use only letters, digits, - and _`,
  'notation.nameTwice': ({ name }) => `player name "${name}" is used twice`,
  'notation.seat': ({ field, players, got: text }) => `${field}: expected one of the players (${players.join(', ')})${got(text)}`,
  'notation.twice': ({ field, item }) => `${field}: ${item} is named twice`,
  'notation.options': () => 'options: expected strict or mild (4.5), with ",sees-last" when the dealer may see the last card (4.3), e.g. mild or strict,sees-last',
  'notation.scores': ({ max }) => `scores: expected the two sides' totals, such as 120,84 (each 0-${max})`,
  'notation.ledgerMax': ({ max }) => `ledger: at most ${max} deals`,
  'notation.ledgerItem': ({ got: text }) => `ledger: expected each deal as side 0/side 1 points, such as 164/0${got(text)}`,
  'notation.oneOf': ({ field, options, got: text }) => `${field}: expected one of ${options.join(', ')}${got(text)}`,
  'notation.handCount': ({ got: count }) => `hands: expected four hands separated by "/", got ${count}`,
  'notation.cardsNone': ({ field }) => `${field}: expected cards separated by "," or "-" for none, got nothing`,
  'notation.cardItem': ({ field, got: text }) => `${field}: expected a card such as UE (${CARD_SHAPE})${got(text)}`,
  'notation.turned': ({ got: text }) => `turned: expected one card such as 7H${got(text)}`,
  'notation.round': () => 'round: only round=2 is written (round 1 is the default)',
  'notation.game': ({ got: text }) => `game: expected who took the game and the trump suit, such as Ben,H${got(text)}`,
  'notation.melds': ({ got: text }) => `melds: expected player:cards for a meld, such as Ana:9HTHUH (a run of three or more, or a Vierständer)${got(text)}`,
  'notation.needGame': ({ field }) => `${field}: cards are played only once a game is taken: write game= too`,
  'notation.trickMax': () => 'trick: at most three cards lie on the table; the fourth completes the trick, which is taken in',
  'notation.tricksItem': ({ got: text }) => `tricks: expected each trick as its four cards written together from its leader, such as AE7E8EKE${got(text)}`,
  'notation.tricksMax': ({ got: count }) => `tricks: a deal has eight tricks, got ${count}`,
  'notation.fouls': ({ got: text }) => `fouls: expected player:card:trick:duty, such as Cem:7H:3:9.2 (trick from 1, duty 9.2, 9.3 or 9.4)${got(text)}`,
  'notation.vorlauf': ({ got: text }) => `vorlauf: expected the caller and the tricks taken in at the call, such as Cem:3${got(text)}`,
  'notation.end': ({ options, got: text }) => `end: expected ${options.join(', ')}${got(text)}`,
  'notation.endFoul': () => 'end: a deal ended by a claimed wrong card lists it in fouls=',
  'notation.endCounted': () => 'end: a counted deal has a game and all eight tricks',
};

/** ', da steht „x“' after what belongs there, or nothing when the line ended there. */
const stands = (text: string | undefined) => (text === undefined ? '' : `, da steht „${text}“`);
const either = (words: readonly string[], s: Say) => s.list(words, 'disjunction');
const KARTE = 'Rang 7 8 9 T U O K A, Farbe E G H S';

/** German (Geber, Vorhand, Farbe, Meldung, Stich, Partei, Trumpf, Spiel: the glossary's words). */
export const de: Catalogue<NotationSpec> = {
  'notation.player': ({ players, got }) => `hier gehört ein Spieler hin (${players.join(', ')})${got === undefined ? ', da steht nichts' : stands(got)}`,
  'notation.verb': ({ words, got }, s) => `hier gehört ${either(words, s)} hin${stands(got)}`,
  'notation.unexpected': ({ got }) => `„${got}“ gehört hier nicht hin`,
  'notation.seed': ({ max, whole, got }) => `hier gehört der Seed fürs Mischen hin, ${whole ? 'eine ganze Zahl von ' : ''}0 bis ${max}${stands(got)}`,
  'notation.orEnd': ({ words, got }, s) => `hier gehört ${either(words.map((w) => `„${w}“`), s)} hin, oder die Zeile ist zu Ende${stands(got)}`,
  'notation.counts': ({ max }) => `hier gehören vier Kartenzahlen wie 5,5,4,5 hin (was jeder in der ersten Runde bekommt, ab Vorhand, jede von 0 bis ${max})`,
  'notation.suit': ({ got }) => `hier gehört eine Farbe hin, E G H S oder Eichel, Gras, Herz, Schellen${stands(got)}`,
  'notation.meldCards': () => 'hier gehören die Karten der Meldung hin, etwa 9H TH UH',
  'notation.meldCard': ({ got }) => `hier gehören Karten wie 9H TH UH hin (${KARTE})${stands(got)}`,
  'notation.meldTooMany': ({ got }) => `eine Meldung hat höchstens acht Karten, hier sind es ${got}`,
  'notation.playCard': ({ got }) => `hier gehört die Karte hin, die du spielst, etwa UE${got === undefined ? '' : ` (${KARTE})${stands(got)}`}`,
  'notation.takeBack': ({ got }) => `hier gehört „take back“ hin${got === undefined ? '' : `, da steht „take ${got}“`}`,
  'notation.players': ({ why }, s) => `players: ${s.say(why)}`,
  'notation.seatCount': ({ seats, got }) => `SENS spielt man zu genau ${seats} (1.1), hier sind es ${got ?? 'keine'}`,
  'notation.nameText': () => 'Spielernamen sind Text',
  'notation.nameLong': ({ name, max }) => `der Spielername „${name}...“ ist länger als ${max} Zeichen`,
  'notation.nameShape': ({ name }) => `der Spielername „${name}“ beginnt nicht mit einem Buchstaben oder enthält anderes als Buchstaben, Ziffern, - und _`,
  'notation.nameTwice': ({ name }) => `der Spielername „${name}“ kommt zweimal vor`,
  'notation.seat': ({ field, players, got }) => `${field}: hier gehört einer der Spieler hin (${players.join(', ')})${stands(got)}`,
  'notation.twice': ({ field, item }) => `${field}: ${item} steht zweimal da`,
  'notation.options': () => 'options: erlaubt sind strict oder mild (4.5), mit „,sees-last“, falls der Geber seine letzte Karte anschauen darf (4.3), also etwa mild oder strict,sees-last',
  'notation.scores': ({ max }) => `scores: hier gehören die Summen der beiden Parteien hin, etwa 120,84 (jede von 0 bis ${max})`,
  'notation.ledgerMax': ({ max }) => `ledger: hier stehen höchstens ${max} Spiele`,
  'notation.ledgerItem': ({ got }) => `ledger: ein Spiel schreibt man als Punkte von Partei 0/Partei 1, etwa 164/0${stands(got)}`,
  'notation.oneOf': ({ field, options, got }) => `${field}: erlaubt sind ${options.join(', ')}${stands(got)}`,
  'notation.handCount': ({ got }) => `hands: hier gehören vier Blätter hin, getrennt durch „/“; gezählt: ${got}`,
  'notation.cardsNone': ({ field }) => `${field}: hier gehören Karten hin, getrennt durch „,“, oder „-“ für keine; da steht nichts`,
  'notation.cardItem': ({ field, got }) => `${field}: hier gehört eine Karte wie UE hin (${KARTE})${stands(got)}`,
  'notation.turned': ({ got }) => `turned: hier gehört genau eine Karte wie 7H hin${stands(got)}`,
  'notation.round': () => 'round: geschrieben wird nur round=2 (ohne das Feld ist es Runde 1)',
  'notation.game': ({ got }) => `game: hier gehört hin, wer das Spiel gemacht hat, und die Trumpffarbe, etwa Ben,H${stands(got)}`,
  'notation.melds': ({ got }) => `melds: eine Meldung schreibt man als Spieler:Karten, etwa Ana:9HTHUH (eine Folge ab drei Karten oder ein Vierständer)${stands(got)}`,
  'notation.needGame': ({ field }) => `${field}: gespielt wird erst, wenn jemand das Spiel gemacht hat: schreib auch game=`,
  'notation.trickMax': () => 'trick: auf dem Tisch liegen höchstens drei Karten; mit der vierten ist der Stich voll und wird eingezogen',
  'notation.tricksItem': ({ got }) => `tricks: einen Stich schreibt man als seine vier Karten ohne Abstand, ab der ausgespielten, etwa AE7E8EKE${stands(got)}`,
  'notation.tricksMax': ({ got }) => `tricks: ein Spiel hat acht Stiche, hier sind es ${got}`,
  'notation.fouls': ({ got }) => `fouls: eine falsche Karte schreibt man als Spieler:Karte:Stich:Pflicht, etwa Cem:7H:3:9.2 (Stich ab 1, Pflicht 9.2, 9.3 oder 9.4)${stands(got)}`,
  'notation.vorlauf': ({ got }) => `vorlauf: hier gehört hin, wer Vorlauf gerufen hat und wie viele Stiche da eingezogen waren, etwa Cem:3${stands(got)}`,
  'notation.end': ({ options, got }) => `end: erlaubt sind ${options.join(', ')}${stands(got)}`,
  'notation.endFoul': () => 'end: endet ein Spiel mit einer beanstandeten falschen Karte, steht sie in fouls=',
  'notation.endCounted': () => 'end: ein gezähltes Spiel hat ein gemachtes Spiel und alle acht Stiche',
};

/**
 * Whether a message is one of these (the game's `say` hands them here), its words in a locale, the typed
 * constructor, and the failures with the column (a position line's field) and the line (an action line).
 */
export const { is: isNotationMessage, say: sayNotation, make: notation, failAt: failAtNote, failInLine } = catalogueKit<NotationSpec>({ en, de });
