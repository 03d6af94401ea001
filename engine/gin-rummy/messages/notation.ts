/**
 * Why a Gin Rummy action line or position line does not read, as messages
 * (engine/core/reasons wraps them with the column, the quoted line and the
 * line number of a linked game). The notation's own words stay as written in
 * every language (deal, knock, melds, off, hands=, 7H ...): they are what the
 * reader types. Kept apart from the rulings' catalogue: the notation says
 * these, not a ruling.
 */
import { type Catalogue, type Message, type MessageOf, type Say } from '../../core/messages';
import { catalogueKit } from '../../core/catalogue-kit';

export interface NotationSpec {
  // An action line.
  readonly 'notation.player': { readonly players: readonly string[]; readonly got?: string };
  readonly 'notation.verb': { readonly words: readonly string[]; readonly got?: string };
  readonly 'notation.unexpected': { readonly got: string };
  /** `what`: the card of a discard, or the knock's face-down card. */
  readonly 'notation.card': { readonly what: 'discard' | 'buried'; readonly got?: string };
  readonly 'notation.meld': { readonly got: string };
  readonly 'notation.meldsNone': Record<string, never>;
  /** `whole`: the line says "a whole number" (after a bad seed, and always for reshuffle). */
  readonly 'notation.seed': { readonly max: number; readonly whole: boolean; readonly got?: string };
  /** A word or the end of the line: "misdeal", "melds", "melds" or "off", "off". */
  readonly 'notation.orEnd': { readonly words: readonly string[]; readonly got: string };
  readonly 'notation.counts': { readonly max: number };
  readonly 'notation.drawCount': { readonly max: number; readonly got: string };
  readonly 'notation.offNone': Record<string, never>;
  readonly 'notation.layoff': { readonly got: string };
  readonly 'notation.claim': { readonly got?: string };
  // A position line's fields (the column comes from the frame).
  readonly 'notation.players': { readonly why: Message };
  /** The names' check (rules): how many, and each name. */
  readonly 'notation.seatCount': { readonly seats: number; readonly got?: number };
  readonly 'notation.nameText': Record<string, never>;
  readonly 'notation.nameLong': { readonly name: string; readonly max: number };
  readonly 'notation.nameShape': { readonly name: string };
  readonly 'notation.nameTwice': { readonly name: string };
  readonly 'notation.seat': { readonly field: string; readonly players: readonly string[]; readonly got: string };
  readonly 'notation.packs': Record<string, never>;
  readonly 'notation.ledgerMax': { readonly max: number };
  readonly 'notation.ledgerItem': { readonly first: string; readonly got: string };
  readonly 'notation.begun': Record<string, never>;
  readonly 'notation.oneOf': { readonly field: string; readonly options: readonly string[]; readonly got: string };
  readonly 'notation.handCount': { readonly got: number };
  readonly 'notation.cardsNone': { readonly field: string };
  readonly 'notation.cardItem': { readonly field: string; readonly got: string };
  readonly 'notation.meldList': { readonly field: string; readonly got: string };
  readonly 'notation.drawn': Record<string, never>;
  readonly 'notation.taken': Record<string, never>;
  readonly 'notation.missingFor': { readonly key: string; readonly group: 'knock' | 'layout' };
  readonly 'notation.buried': Record<string, never>;
  readonly 'notation.said': Record<string, never>;
  readonly 'notation.faults': Record<string, never>;
  readonly 'notation.accepted': Record<string, never>;
  readonly 'notation.stray': { readonly field: string };
  readonly 'notation.offs': { readonly got: string };
  readonly 'notation.endScore': Record<string, never>;
  readonly 'notation.end': Record<string, never>;
  /** phase=match-over with a ledger nobody has won yet (match.ts settle). */
  readonly 'notation.notOver': { readonly target: number };
}
export type NotationMessage = MessageOf<NotationSpec>;

/** ', got "x"' after what was expected, or nothing when the line ended there. */
const got = (text: string | undefined) => (text === undefined ? '' : `, got "${text}"`);
const quoted = (words: readonly string[]) => words.map((w) => `"${w}"`);
/** "a, b or c", as the parser always wrote it. */
const orList = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`);

/** English: the sentences the parser always wrote (tests quote them). */
export const en: Catalogue<NotationSpec> = {
  'notation.player': ({ players, got: text }) => `expected a player (${players.join(', ')}), got ${text === undefined ? 'nothing' : `"${text}"`}`,
  'notation.verb': ({ words, got: text }) => `expected ${orList(words)}${got(text)}`,
  'notation.unexpected': ({ got: text }) => `unexpected "${text}"`,
  'notation.card': ({ what, got: text }) =>
    `expected ${what === 'discard' ? 'the card to discard' : 'the card discarded face down'}, a card such as 7H${text === undefined ? '' : ` (rank A 2-9 T J Q K, suit C D H S)${got(text)}`}`,
  'notation.meld': ({ got: text }) => `expected a meld written as its cards together, such as AS2S3S${got(text)}`,
  'notation.meldsNone': () => 'expected at least one meld after "melds"',
  'notation.seed': ({ max, whole, got: text }) => `expected the seed of the shuffle, ${whole ? 'a whole number ' : ''}0-${max}${got(text)}`,
  'notation.orEnd': ({ words, got: text }) => `expected ${quoted(words).join(', ')} or the end${got(text)}`,
  'notation.counts': ({ max }) => `expected two counts such as 12/10 (to the first player dealt to / to the dealer, each 0-${max})`,
  'notation.drawCount': ({ max, got: text }) => `expected how many cards, 2-${max} (one is written "draw" alone)${got(text)}`,
  'notation.offNone': () => 'expected at least one lay-off after "off", such as 4S>1',
  'notation.layoff': ({ got: text }) => `expected a lay-off: a card, ">" and the number of the knocker's meld from 1, such as 4S>1${got(text)}`,
  'notation.claim': ({ got: text }) => `expected "dealer" (a deal out of turn) or "count" (a wrong count)${got(text)}`,
  'notation.players': ({ why }, s) => `players: ${s.say(why)}`,
  'notation.seatCount': ({ seats, got: count }) => `Gin Rummy (§1-§14) is for exactly ${seats} players, got ${count ?? 'none'}`,
  'notation.nameText': () => 'player names must be text',
  'notation.nameLong': ({ name, max }) => `player name "${name}..." is longer than ${max} characters`,
  'notation.nameShape': ({ name }) => `player name "${name}" must start with a letter and use only letters, digits, - and _`,
  'notation.nameTwice': ({ name }) => `player name "${name}" is used twice`,
  'notation.seat': ({ field, players, got: text }) => `${field}: expected one of the players (${players.join(', ')})${got(text)}`,
  'notation.packs': () => 'packs: expected the colours of the two packs, red,blue or blue,red',
  'notation.ledgerMax': ({ max }) => `ledger: at most ${max} hands`,
  'notation.ledgerItem': ({ first, got: text }) => `ledger: expected a hand as winner+points (${first}+25) or 0 for a hand nobody won${got(text)}`,
  'notation.begun': () => 'begun: only begun=no is written (nothing played since the deal)',
  'notation.oneOf': ({ field, options, got: text }) => `${field}: expected one of ${options.join(', ')}${got(text)}`,
  'notation.handCount': ({ got: count }) => `hands: expected two hands separated by "/", got ${count}`,
  'notation.cardsNone': ({ field }) => `${field}: expected cards separated by "," or "-" for none, got nothing`,
  'notation.cardItem': ({ field, got: text }) => `${field}: expected a card such as 7H${got(text)}`,
  'notation.meldList': ({ field, got: text }) => `${field}: expected melds written as their cards together, separated by "," (AS2S3S,7H7D7C), or "-"${got(text)}`,
  'notation.drawn': () => 'drawn: expected stock or discard',
  'notation.taken': () => 'taken: expected the one card taken from the discard pile',
  'notation.missingFor': ({ key, group }) =>
    `missing field "${key}=" (${group === 'knock' ? 'a knock has buried=, kmelds= and kdead=' : 'a lay-out has omelds=, offs= and odead='})`,
  'notation.buried': () => 'buried: expected the one card discarded face down',
  'notation.said': () => 'said: only said=gin is written',
  'notation.faults': () => 'faults: expected deadwood, count or deadwood,count',
  'notation.accepted': () => 'accepted: only accepted=yes is written',
  'notation.stray': ({ field }) => `${field}= belongs to a knock: write knock= too`,
  'notation.offs': ({ got: text }) => `offs: expected lay-offs such as 4S>1,KD>2 (card > meld number from 1)${got(text)}`,
  'notation.endScore': () => 'end: a scored hand needs its knock (knock=...) and lay-out (omelds=...)',
  'notation.end': () => 'end: expected score, no-game or misdeal',
  'notation.notOver': ({ target }) => `ledger: the match is not over: nobody has ${target} points yet (§13); write the phase the match is in`,
};

/** ', da steht „x“' after what belongs there, or nothing when the line ended there. */
const stands = (text: string | undefined) => (text === undefined ? '' : `, da steht „${text}“`);
const low = (words: readonly string[]) => words.map((w) => `„${w}“`);
const either = (words: readonly string[], s: Say) => s.list(words, 'disjunction');

/** German (Figur, anlegen, Klopfer, Stoß, Abwurfstapel, Paket, Teiler: the glossary's words). */
export const de: Catalogue<NotationSpec> = {
  'notation.player': ({ players, got }) => `hier gehört ein Spieler hin (${players.join(', ')})${got === undefined ? ', da steht nichts' : stands(got)}`,
  'notation.verb': ({ words, got }, s) => `hier gehört ${either(words, s)} hin${stands(got)}`,
  'notation.unexpected': ({ got }) => `„${got}“ gehört hier nicht hin`,
  'notation.card': ({ what, got }) =>
    `hier gehört ${what === 'discard' ? 'die Karte hin, die du abwirfst' : 'die Karte hin, die du verdeckt weglegst'}, etwa 7H${got === undefined ? '' : ` (Rang A 2-9 T J Q K, Farbe C D H S)${stands(got)}`}`,
  'notation.meld': ({ got }) => `hier gehört eine Figur hin, ihre Karten ohne Abstand hintereinander wie AS2S3S${stands(got)}`,
  'notation.meldsNone': () => 'nach „melds“ fehlt die Figur: mindestens eine gehört dahin',
  'notation.seed': ({ max, whole, got }) => `hier gehört der Seed fürs Mischen hin, ${whole ? 'eine ganze Zahl von ' : ''}0 bis ${max}${stands(got)}`,
  'notation.orEnd': ({ words, got }, s) => `hier gehört ${either(low(words), s)} hin, oder die Zeile ist zu Ende${stands(got)}`,
  'notation.counts': ({ max }) => `hier gehören zwei Kartenzahlen wie 12/10 hin (für den, der zuerst Karten bekommt / für den Teiler, jede von 0 bis ${max})`,
  'notation.drawCount': ({ max, got }) => `hier gehört die Zahl der Karten hin, 2 bis ${max} (für eine Karte steht „draw“ allein)${stands(got)}`,
  'notation.offNone': () => 'nach „off“ fehlt, was angelegt wird: mindestens eine Karte wie 4S>1',
  'notation.layoff': ({ got }) => `hier gehört eine angelegte Karte hin: die Karte, „>“ und die Nummer der Figur des Klopfers, ab 1 gezählt, etwa 4S>1${stands(got)}`,
  'notation.claim': ({ got }) => `hier gehört „dealer“ (außer der Reihe geteilt) oder „count“ (falsche Kartenzahl) hin${stands(got)}`,
  'notation.players': ({ why }, s) => `players: ${s.say(why)}`,
  'notation.seatCount': ({ seats, got }) => `Gin Rummy (§1-§14) spielt man zu genau ${seats}, hier sind es ${got ?? 'keine'}`,
  'notation.nameText': () => 'Spielernamen sind Text',
  'notation.nameLong': ({ name, max }) => `der Spielername „${name}...“ ist länger als ${max} Zeichen`,
  'notation.nameShape': ({ name }) => `der Spielername „${name}“ beginnt nicht mit einem Buchstaben oder enthält anderes als Buchstaben, Ziffern, - und _`,
  'notation.nameTwice': ({ name }) => `der Spielername „${name}“ kommt zweimal vor`,
  'notation.seat': ({ field, players, got }) => `${field}: hier gehört einer der Spieler hin (${players.join(', ')})${stands(got)}`,
  'notation.packs': () => 'packs: hier gehören die Rückseiten der beiden Pakete hin, red,blue oder blue,red',
  'notation.ledgerMax': ({ max }) => `ledger: eine Partie hat hier höchstens ${max} Spiele`,
  'notation.ledgerItem': ({ first, got }) => `ledger: ein Spiel schreibt man als Gewinner+Punkte (${first}+25) oder als 0, wenn es niemand gewonnen hat${stands(got)}`,
  'notation.begun': () => 'begun: geschrieben wird nur begun=no (seit dem Teilen ist nichts gespielt)',
  'notation.oneOf': ({ field, options, got }) => `${field}: erlaubt sind ${options.join(', ')}${stands(got)}`,
  'notation.handCount': ({ got }) => `hands: hier gehören zwei Blätter hin, getrennt durch „/“; gezählt: ${got}`,
  'notation.cardsNone': ({ field }) => `${field}: hier gehören Karten hin, getrennt durch „,“, oder „-“ für keine; da steht nichts`,
  'notation.cardItem': ({ field, got }) => `${field}: hier gehört eine Karte wie 7H hin${stands(got)}`,
  'notation.meldList': ({ field, got }) => `${field}: hier gehören Figuren hin, jede ohne Abstand geschrieben und durch „,“ getrennt (AS2S3S,7H7D7C), oder „-“${stands(got)}`,
  'notation.drawn': () => 'drawn: erlaubt sind stock oder discard',
  'notation.taken': () => 'taken: hier gehört genau die eine Karte hin, die vom Abwurfstapel genommen wurde',
  'notation.missingFor': ({ key, group }) =>
    `das Feld „${key}=“ fehlt (${group === 'knock' ? 'zu einem Klopfen gehören buried=, kmelds= und kdead=' : 'zum Auslegen gehören omelds=, offs= und odead='})`,
  'notation.buried': () => 'buried: hier gehört genau die eine verdeckt weggelegte Karte hin',
  'notation.said': () => 'said: geschrieben wird nur said=gin',
  'notation.faults': () => 'faults: erlaubt sind deadwood, count oder deadwood,count',
  'notation.accepted': () => 'accepted: geschrieben wird nur accepted=yes',
  'notation.stray': ({ field }) => `${field}= gehört zu einem Klopfen: schreib auch knock=`,
  'notation.offs': ({ got }) => `offs: hier gehören angelegte Karten hin wie 4S>1,KD>2 (Karte > Nummer der Figur, ab 1)${stands(got)}`,
  'notation.endScore': () => 'end: ein gewertetes Spiel braucht sein Klopfen (knock=...) und das Auslegen des Gegners (omelds=...)',
  'notation.end': () => 'end: erlaubt sind score, no-game oder misdeal',
  'notation.notOver': ({ target }) => `ledger: die Partie ist nicht vorbei, noch hat niemand ${target} Punkte (§13); schreib die Phase, in der die Partie gerade steht`,
};

/**
 * Whether a message is one of these (the game's `say` hands them here), its words in a locale, the typed
 * constructor, and the failures with the column (a position line's field) and the line (an action line).
 */
export const { is: isNotationMessage, say: sayNotation, make: notation, failAt: failAtNote, failInLine } = catalogueKit<NotationSpec>({ en, de });
