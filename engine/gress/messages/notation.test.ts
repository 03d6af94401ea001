/**
 * Why a Gress action line, position line or game text does not read, in German
 * (what a German desk, sandbox or play page shows), with the English unchanged
 * beside it. German sentences worked out by hand from the catalogue's wording:
 * one per kind of fault at least, then every id checked for German words.
 */
import { describe, expect, test } from 'vitest';
import { catalogueKeysDiffer, type Message } from '../../core/messages';
import { sayReason } from '../../core/reasons';
import { encodeShareLink } from '../../core/share-link';
import { parseAction } from '../notation';
import { parseGame, parsePosition } from '../position-notation';
import { decodeShareLink } from '../share-link';
import { say } from './index';
import { nm, notationDe, notationEn, sayNotation, sayNotationFailure, type NotationSpec } from './notation';

const PLAYERS = ['Ana', 'Ben', 'Cem'];
const P = 'players=Ana,Ben,Cem dealer=Cem phase=running hands=7C,8C/9C/TC markes=-/-/- pile=QS@Cem:o1 turn=Ana dir=cw throws=yes next=2';
const failed = <R extends { ok: boolean }>(r: R) => {
  if (r.ok) throw new Error('read');
  return r as Extract<R, { ok: false }>;
};

describe('an action line that does not read', () => {
  const VERBS = 'shuffle, deal hands, deal markes, build draw pile, ready, peek, open, play, draw, halt, reshuffle, give, swap, accept swap, complete swap, wish, call, take marke, complain, lay down, withdraw';
  test.each([
    { text: '', en: 'column 1: expected a player name, got nothing in ""', de: 'Spalte 1: erwartet wird ein Spielername, da steht nichts in „“' },
    { text: 'Eve draw', en: 'column 1: expected a player (Ana, Ben, Cem), got "Eve" in "Eve draw"', de: 'Spalte 1: erwartet wird ein Spieler (Ana, Ben, Cem), da steht „Eve“ in „Eve draw“' },
    { text: 'Ana', en: `column 5: expected an action (${VERBS}) after the name in "Ana"`, de: `Spalte 5: nach dem Namen wird eine Aktion erwartet (${VERBS}) in „Ana“` },
    { text: 'Ana jump', en: `column 5: expected an action (${VERBS}), got "jump" in "Ana jump"`, de: `Spalte 5: erwartet wird eine Aktion (${VERBS}), da steht „jump“ in „Ana jump“` },
    {
      text: 'Ana play QX',
      en: 'column 10: "QX" is not a card: expected a rank (7 8 9 T J Q K A), a suit (C S H D) and an optional deck number from 1 to 99, e.g. QH or TH2 in "Ana play QX"',
      de: 'Spalte 10: „QX“ ist keine Karte: Schreib einen Wert (7 8 9 T J Q K A), eine Farbe (C S H D) und, wenn nötig, einen Kartensatz von 1 bis 99, etwa QH oder TH2 in „Ana play QX“',
    },
    { text: 'Ana play', en: 'column 10: expected a card such as QS, or a packet such as 7C+7S in "Ana play"', de: 'Spalte 10: erwartet wird eine Karte wie QS oder ein Paket wie 7C+7S in „Ana play“' },
    { text: 'Ana draw 2 3', en: 'column 12: unexpected "3" in "Ana draw 2 3"', de: 'Spalte 12: „3“ gehört hier nicht hin in „Ana draw 2 3“' },
    { text: 'Ana draw 0', en: 'column 10: expected a number of cards from 1 to 999, got "0" in "Ana draw 0"', de: 'Spalte 10: erwartet wird eine Anzahl Karten von 1 bis 999, da steht „0“ in „Ana draw 0“' },
    { text: 'Ana shuffle', en: 'column 13: expected a seed (a whole number from 0 to 4294967295) in "Ana shuffle"', de: 'Spalte 13: erwartet wird ein Startwert zum Mischen (eine ganze Zahl von 0 bis 4294967295) in „Ana shuffle“' },
    { text: 'Ana deal cards', en: 'column 10: expected "deal hands" or "deal markes" in "Ana deal cards"', de: 'Spalte 10: erwartet wird „deal hands“ oder „deal markes“ in „Ana deal cards“' },
    { text: 'Ana give QS Ben', en: 'column 13: expected "to" and a player in "Ana give QS Ben"', de: 'Spalte 13: erwartet wird „to“ und ein Spieler in „Ana give QS Ben“' },
    { text: 'Ana swap', en: 'column 10: expected one player (after a red Nine) or two (after two red Nines) in "Ana swap"', de: 'Spalte 10: erwartet wird ein Spieler (nach einer roten Neun) oder zwei (nach zwei roten Neunen) in „Ana swap“' },
    { text: 'Ana wish purple', en: 'column 10: expected a suit (clubs, spades, hearts, diamonds) in "Ana wish purple"', de: 'Spalte 10: erwartet wird eine Farbe (clubs, spades, hearts, diamonds) in „Ana wish purple“' },
    {
      text: 'Ana complain Ben foo',
      en: 'column 18: expected what the complaint is about: "call" (8.2), "card" (10.5) or "marke" (10.7) in "Ana complain Ben foo"',
      de: 'Spalte 18: erwartet wird der Grund der Beschwerde: „call“ (8.2), „card“ (10.5) oder „marke“ (10.7) in „Ana complain Ben foo“',
    },
    { text: 'referee kick Ana', en: 'column 9: expected "referee disqualify <player>" in "referee kick Ana"', de: 'Spalte 9: erwartet wird „referee disqualify <Spieler>“ in „referee kick Ana“' },
    // 10.9: a part's fault at its column in the whole line, quoting the whole line.
    { text: 'Ana play QS & Eve play QC', en: 'column 15: expected a player (Ana, Ben, Cem), got "Eve" in "Ana play QS & Eve play QC"', de: 'Spalte 15: erwartet wird ein Spieler (Ana, Ben, Cem), da steht „Eve“ in „Ana play QS & Eve play QC“' },
    { text: 'Ana play QS &', en: 'column 14: expected a player name, got nothing in "Ana play QS &"', de: 'Spalte 14: erwartet wird ein Spielername, da steht nichts in „Ana play QS &“' },
  ])('"$text"', ({ text, en, de }) => {
    const r = failed(parseAction(text, PLAYERS));
    expect(r.error).toBe(en);
    expect(sayNotationFailure(r, 'en')).toBe(en);
    expect(sayNotationFailure(r, 'de')).toBe(de);
    expect(sayReason(r, 'de', say)).toBe(de);
  });

  test('more actions at the same moment than the engine takes (twice the 12 seats)', () => {
    const r = failed(parseAction(Array.from({ length: 25 }, () => 'Ana call').join(' & '), PLAYERS));
    expect(r.error).toBe('column 1: expected at most 24 actions at the same moment, got 25');
    expect(sayNotationFailure(r, 'de')).toBe('Spalte 1: im selben Moment gehen höchstens 24 Aktionen, hier sind es 25');
  });
});

describe('a position line that does not read', () => {
  test('the line of these tests reads', () => expect(parsePosition(P).ok).toBe(true));
  const at = (text: string, needle: string) => text.indexOf(needle) + 1;
  const dir = P.replace('dir=cw', 'dir=left');
  const short = P.replace('hands=7C,8C/9C/TC', 'hands=7C,8C/9C');
  const twice = P.replace('9C/TC', '9C/QS');
  const noNext = P.replace(' next=2', '');
  test.each([
    { text: '', de: 'Spalte 1: erwartet wird eine Stellung („players=... dealer=... ...“), da steht nichts' },
    { text: dir, de: `Spalte ${at(dir, 'dir=') + 4}: erwartet wird cw oder ccw, da steht „left“` },
    { text: noNext, de: `Spalte ${noNext.length + 1}: erwartet wird das Pflichtfeld „next=“` },
    { text: `${P} next=3`, de: `Spalte ${P.length + 2}: das Feld „next“ steht zweimal da` },
    { text: short, de: `Spalte ${at(short, 'hands=') + 6}: erwartet wird ein Blatt („-“ für keins) für jeden der 3 Spieler, getrennt durch „/“; gezählt: 2` },
    { text: twice, de: `Spalte ${at(twice, 'pile=') + 5}: QS liegt schon in Spalte ${at(twice, 'QS')}; jede Karte gibt es nur einmal (1.4)` },
    { text: P.replace('phase=running', 'phase=lunch'), de: `Spalte ${at(P, 'phase=') + 6}: erwartet wird eine Phase (dealing, ready, running, halted, over, scored), wenn nötig mit „/“ und dem Stand des Gebens, da steht „lunch“` },
    { text: P.replace('throws=yes', 'throws=maybe'), de: `Spalte ${at(P, 'throws=') + 7}: erwartet wird yes oder no, da steht „maybe“` },
    {
      text: P.replace('dir=cw', 'way=cw'),
      de: `Spalte ${at(P, 'dir=')}: erwartet wird ein Feld „Schlüssel=Wert“ mit einem dieser Schlüssel: players, dealer, phase, hands, markes, ready, pack, peeked, pile, draw, turn, dir, throws, debts, windows, halt, swap, next, winner, laid, disq, unpaid, penalties, da steht „way=cw“`,
    },
    { text: P.replace('players=Ana,Ben,Cem', 'players=Ana,Ben'), de: 'Spalte 9: erwartet werden die Spieler im Uhrzeigersinn, durch Kommas getrennt: Gress braucht mindestens 3 Spieler (2.1), hier sind es 2' },
    { text: P.replace('pile=QS@Cem:o1 ', ''), de: 'Spalte 1: die Stellung lässt sich lesen, so kann aber kein Tisch aussehen: in einem eröffneten Spiel (Phase running) liegt immer mindestens eine Karte auf dem Spielstapel (2.4)' },
    { text: P.replace('/9C/', '/-/'), de: 'Spalte 1: die Stellung lässt sich lesen, so kann aber kein Tisch aussehen: Ben hat keine Karte, keine Marke und keine Nimmschuld: Ben ist schon ausgegangen, das Spiel ist vorbei (9.1)' },
  ])('$de', ({ text, de }) => {
    const r = failed(parsePosition(text));
    expect(sayNotationFailure(r, 'en')).toBe(r.error);
    expect(sayNotationFailure(r, 'de')).toBe(de);
  });

  test('the English of a fault that made no sense and of the players', () => {
    expect(failed(parsePosition(P.replace('pile=QS@Cem:o1 ', ''))).error).toBe('column 1: the position reads, but is not a possible table: a game that has been opened (phase running) always has at least one card on the play pile (2.4)');
    expect(failed(parsePosition(P.replace('players=Ana,Ben,Cem', 'players=Ana,Ben'))).error).toBe('column 9: expected players clockwise, comma-separated: Gress needs at least 3 players (2.1), got 2');
  });

  test('a form that wrote the line itself shows the fault without its column', () => {
    const r = failed(parsePosition(P.replace('/9C/', '/-/')));
    expect(sayNotationFailure(r, 'en', true)).toBe('the position reads, but is not a possible table: Ben has no cards, no Marke and no debt: that player has already gone out and the game is over (9.1)');
    expect(sayNotationFailure(r, 'de', true)).toBe('die Stellung lässt sich lesen, so kann aber kein Tisch aussehen: Ben hat keine Karte, keine Marke und keine Nimmschuld: Ben ist schon ausgegangen, das Spiel ist vorbei (9.1)');
  });
});

describe('a game text and a link that do not read', () => {
  test('the line and the column in the whole text', () => {
    const r = failed(parseGame(`${P}\nBen play QH; Eve draw`));
    expect(r.error).toBe('line 2, column 14: expected a player (Ana, Ben, Cem), got "Eve" in "Eve draw"');
    expect(sayNotationFailure(r, 'de')).toBe('Zeile 2, Spalte 14: erwartet wird ein Spieler (Ana, Ben, Cem), da steht „Eve“ in „Eve draw“');
    expect(sayNotationFailure(failed(parseGame('  \n ')), 'de')).toBe('Zeile 1, Spalte 1: erwartet wird eine Zeile mit der Stellung, da steht nichts');
  });

  test('a link whose game does not read, on a German page', () => {
    const r = failed(decodeShareLink(encodeShareLink('gress', `${P}\nAna jump`)));
    expect(r.error).toMatch(/^share link: the game in it does not read: line 2, column 5: expected an action \(/);
    expect(sayReason(r, 'de', say)).toMatch(/^Link zum Teilen: das Spiel darin lässt sich nicht lesen: Zeile 2, Spalte 5: erwartet wird eine Aktion \(shuffle, .*withdraw\), da steht „jump“ in „Ana jump“$/);
  });
});

describe('why a table makes no sense: cards and packs in German', () => {
  test('a card by its German name; one pack and several', () => {
    expect(sayNotation(nm('sense.twoPlaces', { card: 'QS' }), 'de')).toBe('Pik-Dame liegt an zwei Stellen; jede Karte gibt es nur einmal (1.4)');
    expect(sayNotation(nm('sense.twoPlaces', { card: 'QS' }), 'en')).toBe('QS lies in two places; each physical card exists once (1.4)');
    expect(sayNotation(nm('sense.tooManyCards', { cards: 40, decks: 1, size: 32 }), 'en')).toBe('the table holds 40 cards, more than 1 pack of 32 (1.1, 1.4)');
    expect(sayNotation(nm('sense.tooManyCards', { cards: 40, decks: 1, size: 32 }), 'de')).toBe('auf dem Tisch liegen 40 Karten, mehr als ein Kartensatz mit je 32 (1.1, 1.4)');
    expect(sayNotation(nm('sense.tooManyCards', { cards: 70, decks: 2, size: 32 }), 'de')).toBe('auf dem Tisch liegen 70 Karten, mehr als 2 Kartensätze mit je 32 (1.1, 1.4)');
  });
});

describe('every notation message has German words', () => {
  test('the catalogues name the same ids', () => {
    expect(catalogueKeysDiffer(notationEn, notationDe)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
  });

  const inner = nm('noun.yesNo', {});
  const samples: { readonly [Id in keyof NotationSpec]: NotationSpec[Id] } = {
    'notation.column': { column: 3, why: inner }, 'notation.in': { why: inner, text: 'x' }, 'notation.lineColumn': { line: 2, column: 3, why: inner },
    'notation.line': { line: 2, why: inner }, 'notation.notPossible': { why: inner }, 'notation.couldNotRead': { text: 'x' },
    'notation.asWritten': { text: 'as written' }, 'notation.gameTooLong': { max: 1, got: 2 }, 'notation.tooManyActions': { max: 1, got: 2 },
    'notation.expected': { what: inner, got: 'x' }, 'notation.nothing': { what: inner }, 'notation.unexpected': { got: 'x' },
    'notation.verbAfterName': { verbs: 'play' }, 'notation.packetTooBig': { max: 1, got: 2 }, 'notation.notCard': { got: 'x', maxDeck: 99 },
    'notation.tooManyAtOnce': { max: 1, got: 2 }, 'notation.joined': {}, 'notation.twice': { key: 'x' }, 'notation.players': { why: inner },
    'notation.placedTwice': { card: 'QS', column: 3 }, 'notation.perSeat': { what: inner, players: 3, got: 2, by: ',' }, 'notation.listedTwice': { name: 'Ana' },
    'notation.throwsParagraph': {}, 'notation.closingPlayer': { on: 'nextMoveByOther' }, 'notation.noPlayer': { on: 'nextMove' }, 'notation.dataTwice': { key: 'x' },
    'noun.playerName': {}, 'noun.player': { players: PLAYERS }, 'noun.disqualify': {}, 'noun.words': { words: ['lay down'] }, 'noun.action': { verbs: 'play' },
    'noun.seed': { max: 9 }, 'noun.drawCount': { max: 9 }, 'noun.cardOrPacket': {}, 'noun.giveCard': {}, 'noun.toPlayer': {}, 'noun.partners': {},
    'noun.suit': { suits: ['clubs'] }, 'noun.complaint': {}, 'noun.field': { fields: ['dir'] }, 'noun.position': {}, 'noun.positionLine': {},
    'noun.required': { key: 'dir' }, 'noun.cardAs': { card: 'TH' }, 'noun.hand': {}, 'noun.marke': {}, 'noun.unpaid': {}, 'noun.penalties': {},
    'noun.event': {}, 'noun.debtCards': {}, 'noun.nextEvent': {}, 'noun.paragraph': {}, 'noun.yesNo': {}, 'noun.phase': { phases: ['running'] },
    'noun.dealStage': { stages: ['shuffled'] }, 'noun.pileCard': {}, 'noun.direction': {}, 'noun.debt': {}, 'noun.window': {},
    'noun.windowKind': { kinds: ['give'] }, 'noun.halt': {}, 'noun.swap': {}, 'noun.closing': { kinds: ['nextMove'] }, 'noun.windowData': {},
    'sense.fewPlayers': { min: 3, got: 2 }, 'sense.manyPlayers': { max: 10, got: 11 }, 'sense.nameLong': { start: 'A', max: 1 }, 'sense.nameChars': { name: '1' },
    'sense.nameTwice': { name: 'Ana' }, 'sense.perSeat': { what: 'hands', players: 3, got: 2 }, 'sense.seats': {}, 'sense.nextEvent': { max: 9, got: '0' },
    'sense.deckLimit': { deck: 9, max: 3 }, 'sense.twoPlaces': { card: 'QS' }, 'sense.tooManyCards': { cards: 40, decks: 1, size: 32 },
    'sense.openNoPile': { phase: 'running' }, 'sense.pileBeforeOpening': { phase: 'ready' }, 'sense.dealStage': {}, 'sense.halt': {},
    'sense.penaltiesScored': {}, 'sense.throws': {}, 'sense.pileSeat': { seat: '9' }, 'sense.pileEvent': { event: '9', next: 2 },
    'sense.debtCount': { max: 1, got: 2 }, 'sense.debtSeat': { seat: '9' }, 'sense.debtCards': { max: 1, got: '2' }, 'sense.debtEvent': { event: '9', next: 2 },
    'sense.windowCount': { max: 1, got: 2 }, 'sense.windowSeat': { kind: 'give' }, 'sense.windowEvent': { kind: 'give', next: 2 }, 'sense.haltSeat': {},
    'sense.swapSeat': {}, 'sense.swapSame': {}, 'sense.goneOut': { player: 'Ana' }, 'sense.range': { max: 9, got: '-1' },
  };
  test.each(Object.keys(samples) as (keyof NotationSpec)[])('%s: German words of its own (asWritten: the text as written)', (id) => {
    const m = { id, params: samples[id] } as Message;
    const de = say(m, 'de');
    expect(de).not.toMatch(/^\[/);
    if (id === 'notation.asWritten') expect(de).toBe('as written');
    else expect(de, id).not.toBe(say(m, 'en'));
  });
});
