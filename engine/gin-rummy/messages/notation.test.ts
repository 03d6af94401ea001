/**
 * Why a Gin Rummy action line or position line does not read, in German
 * (what a German page shows for a linked game or a set-up that does not
 * read), and the English unchanged. Columns counted and German sentences
 * worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { expectGermanForEveryId, type SampleOf } from '../../core/catalogue-checks';
import { sayReason, type Failure } from '../../core/reasons';
import { parsePlayed } from '../../core/share-link';
import { ginRummy } from '../index';
import { dealMatch } from '../setup';
import { de, en, type NotationSpec } from './notation';

const PLAYERS = ['Ana', 'Ben'];
const german = (failed: Failure) => sayReason(failed, 'de', ginRummy.say);
const VERBS = 'deal, draw, take, discard, knock, gin, layout, accept, reject, expose, reshuffle';

describe('an action line that does not read', () => {
  test.each([
    { text: '', en: 'column 1: expected a player (Ana, Ben), got nothing in ""', de: 'Spalte 1: hier gehört ein Spieler hin (Ana, Ben), da steht nichts in „“' },
    { text: 'Ana', en: `column 4: expected ${VERBS} or claim in "Ana"`, de: `Spalte 4: hier gehört ${VERBS} oder claim hin in „Ana“` },
    { text: 'Ana jump', en: `column 5: expected ${VERBS} or claim, got "jump" in "Ana jump"`, de: `Spalte 5: hier gehört ${VERBS} oder claim hin, da steht „jump“ in „Ana jump“` },
    { text: 'Ana take now', en: 'column 10: unexpected "now" in "Ana take now"', de: 'Spalte 10: „now“ gehört hier nicht hin in „Ana take now“' },
    {
      text: 'Ana discard 7X',
      en: 'column 13: expected the card to discard, a card such as 7H (rank A 2-9 T J Q K, suit C D H S), got "7X" in "Ana discard 7X"',
      de: 'Spalte 13: hier gehört die Karte hin, die du abwirfst, etwa 7H (Rang A 2-9 T J Q K, Farbe C D H S), da steht „7X“ in „Ana discard 7X“',
    },
    { text: 'Ana knock', en: 'column 10: expected the card discarded face down, a card such as 7H in "Ana knock"', de: 'Spalte 10: hier gehört die Karte hin, die du verdeckt weglegst, etwa 7H in „Ana knock“' },
    { text: 'Ana knock 3C melds', en: 'column 19: expected at least one meld after "melds" in "Ana knock 3C melds"', de: 'Spalte 19: nach „melds“ fehlt die Figur: mindestens eine gehört dahin in „Ana knock 3C melds“' },
    {
      text: 'Ana knock 3C melds AS2SX',
      en: 'column 20: expected a meld written as its cards together, such as AS2S3S, got "AS2SX" in "Ana knock 3C melds AS2SX"',
      de: 'Spalte 20: hier gehört eine Figur hin, ihre Karten ohne Abstand hintereinander wie AS2S3S, da steht „AS2SX“ in „Ana knock 3C melds AS2SX“',
    },
    { text: 'Ana knock 3C with', en: 'column 14: expected "melds" or the end, got "with" in "Ana knock 3C with"', de: 'Spalte 14: hier gehört „melds“ hin, oder die Zeile ist zu Ende, da steht „with“ in „Ana knock 3C with“' },
    { text: 'Ben layout x', en: 'column 12: expected "melds", "off" or the end, got "x" in "Ben layout x"', de: 'Spalte 12: hier gehört „melds“ oder „off“ hin, oder die Zeile ist zu Ende, da steht „x“ in „Ben layout x“' },
    { text: 'Ben layout off', en: 'column 15: expected at least one lay-off after "off", such as 4S>1 in "Ben layout off"', de: 'Spalte 15: nach „off“ fehlt, was angelegt wird: mindestens eine Karte wie 4S>1 in „Ben layout off“' },
    {
      text: 'Ben layout off 4S1',
      en: 'column 16: expected a lay-off: a card, ">" and the number of the knocker\'s meld from 1, such as 4S>1, got "4S1" in "Ben layout off 4S1"',
      de: 'Spalte 16: hier gehört eine angelegte Karte hin: die Karte, „>“ und die Nummer der Figur des Klopfers, ab 1 gezählt, etwa 4S>1, da steht „4S1“ in „Ben layout off 4S1“',
    },
    { text: 'Ana deal', en: 'column 9: expected the seed of the shuffle, 0-4294967295 in "Ana deal"', de: 'Spalte 9: hier gehört der Seed fürs Mischen hin, 0 bis 4294967295 in „Ana deal“' },
    {
      text: 'Ana deal -1',
      en: 'column 10: expected the seed of the shuffle, a whole number 0-4294967295, got "-1" in "Ana deal -1"',
      de: 'Spalte 10: hier gehört der Seed fürs Mischen hin, eine ganze Zahl von 0 bis 4294967295, da steht „-1“ in „Ana deal -1“',
    },
    { text: 'Ana deal 7 again', en: 'column 12: expected "misdeal" or the end, got "again" in "Ana deal 7 again"', de: 'Spalte 12: hier gehört „misdeal“ hin, oder die Zeile ist zu Ende, da steht „again“ in „Ana deal 7 again“' },
    {
      text: 'Ana deal 7 misdeal 30/10',
      en: 'column 20: expected two counts such as 12/10 (to the first player dealt to / to the dealer, each 0-25) in "Ana deal 7 misdeal 30/10"',
      de: 'Spalte 20: hier gehören zwei Kartenzahlen wie 12/10 hin (für den, der zuerst Karten bekommt / für den Teiler, jede von 0 bis 25) in „Ana deal 7 misdeal 30/10“',
    },
    {
      text: 'Ben draw 1',
      en: 'column 10: expected how many cards, 2-31 (one is written "draw" alone), got "1" in "Ben draw 1"',
      de: 'Spalte 10: hier gehört die Zahl der Karten hin, 2 bis 31 (für eine Karte steht „draw“ allein), da steht „1“ in „Ben draw 1“',
    },
    { text: 'Ben reshuffle', en: 'column 14: expected the seed of the shuffle, a whole number 0-4294967295 in "Ben reshuffle"', de: 'Spalte 14: hier gehört der Seed fürs Mischen hin, eine ganze Zahl von 0 bis 4294967295 in „Ben reshuffle“' },
    {
      text: 'Ana claim nothing',
      en: 'column 11: expected "dealer" (a deal out of turn) or "count" (a wrong count), got "nothing" in "Ana claim nothing"',
      de: 'Spalte 11: hier gehört „dealer“ (außer der Reihe geteilt) oder „count“ (falsche Kartenzahl) hin, da steht „nothing“ in „Ana claim nothing“',
    },
  ])('"$text"', ({ text, en: english, de: deutsch }) => {
    const r = ginRummy.parseAction(text, PLAYERS);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe(english);
    expect(german(r)).toBe(deutsch);
  });

  test('too long, and not text at all', () => {
    const long = ginRummy.parseAction('Ana draw '.repeat(60), PLAYERS);
    if (long.ok) throw new Error('read');
    expect(german(long)).toBe('Spalte 401: eine Aktion hat höchstens 400 Zeichen, hier sind es 540');
    const none = ginRummy.parseAction(undefined as unknown as string, PLAYERS);
    if (none.ok) throw new Error('read');
    expect(german(none)).toBe('Spalte 1: hier gehört eine Aktion als Text hin');
  });
});

/** A position line that reads up to the sense check; each case breaks one field. Columns: packs= value at 23, ledger= 39, dealer= 48, phase= 58, hands= 78, stock= 88; 99 characters. */
const BASE = 'players=Ana,Ben packs=red,blue ledger=- dealer=Ana phase=draw turn=Ana hands=-/- stock=- discards=-';

describe('a position line that does not read', () => {
  test.each([
    { text: BASE.replace('players=Ana,Ben', 'players=Ana,ana'), en: 'column 9: players: player name "ana" is used twice', de: 'Spalte 9: players: der Spielername „ana“ kommt zweimal vor' },
    { text: BASE.replace('players=Ana,Ben', 'players=Ana,7up'), en: 'column 9: players: player name "7up" must start with a letter and use only letters, digits, - and _', de: 'Spalte 9: players: der Spielername „7up“ beginnt nicht mit einem Buchstaben oder enthält anderes als Buchstaben, Ziffern, - und _' },
    { text: BASE.replace('packs=red,blue', 'packs=red,green'), en: 'column 23: packs: expected the colours of the two packs, red,blue or blue,red', de: 'Spalte 23: packs: hier gehören die Rückseiten der beiden Pakete hin, red,blue oder blue,red' },
    {
      text: BASE.replace('ledger=-', 'ledger=Cem+5'),
      en: 'column 39: ledger: expected a hand as winner+points (Ana+25) or 0 for a hand nobody won, got "Cem+5"',
      de: 'Spalte 39: ledger: ein Spiel schreibt man als Gewinner+Punkte (Ana+25) oder als 0, wenn es niemand gewonnen hat, da steht „Cem+5“',
    },
    { text: BASE.replace('dealer=Ana', 'dealer=Cem'), en: 'column 48: dealer: expected one of the players (Ana, Ben), got "Cem"', de: 'Spalte 48: dealer: hier gehört einer der Spieler hin (Ana, Ben), da steht „Cem“' },
    {
      text: BASE.replace('phase=draw', 'phase=nap'),
      en: 'column 58: phase: expected one of first-discard, draw, discard, knocked, hand-over, match-over, got "nap"',
      de: 'Spalte 58: phase: erlaubt sind first-discard, draw, discard, knocked, hand-over, match-over, da steht „nap“',
    },
    { text: BASE.replace('hands=-/-', 'hands=-'), en: 'column 78: hands: expected two hands separated by "/", got 1', de: 'Spalte 78: hands: hier gehören zwei Blätter hin, getrennt durch „/“; gezählt: 1' },
    { text: BASE.replace('hands=-/-', 'hands=7X/-'), en: 'column 78: hands: expected a card such as 7H, got "7X"', de: 'Spalte 78: hands: hier gehört eine Karte wie 7H hin, da steht „7X“' },
    { text: BASE.replace('stock=-', 'stock='), en: 'column 88: stock: expected cards separated by "," or "-" for none, got nothing', de: 'Spalte 88: stock: hier gehören Karten hin, getrennt durch „,“, oder „-“ für keine; da steht nichts' },
    { text: `${BASE} drawn=both`, en: 'column 107: drawn: expected stock or discard', de: 'Spalte 107: drawn: erlaubt sind stock oder discard' },
    { text: `${BASE} said=gin`, en: 'column 101: said= belongs to a knock: write knock= too', de: 'Spalte 101: said= gehört zu einem Klopfen: schreib auch knock=' },
    { text: `${BASE} knock=Ana`, en: 'column 110: missing field "buried=" (a knock has buried=, kmelds= and kdead=)', de: 'Spalte 110: das Feld „buried=“ fehlt (zu einem Klopfen gehören buried=, kmelds= und kdead=)' },
    {
      text: `${BASE} knock=Ana buried=3C kmelds=AS2X kdead=-`,
      en: 'column 128: kmelds: expected melds written as their cards together, separated by "," (AS2S3S,7H7D7C), or "-", got "AS2X"',
      de: 'Spalte 128: kmelds: hier gehören Figuren hin, jede ohne Abstand geschrieben und durch „,“ getrennt (AS2S3S,7H7D7C), oder „-“, da steht „AS2X“',
    },
    { text: `${BASE} end=over`, en: 'column 105: end: expected score, no-game or misdeal', de: 'Spalte 105: end: erlaubt sind score, no-game oder misdeal' },
    { text: `${BASE} mood=calm`, en: 'column 101: unknown field "mood" (expected one of players, packs, ledger, dealer, due, begun, phase, turn, hands, stock, discards, drawn, taken, early, exposed, thirdlast, knock, buried, kmelds, kdead, said, faults, accepted, omelds, offs, odead, end)', de: 'Spalte 101: unbekanntes Feld „mood“ (bekannt sind players, packs, ledger, dealer, due, begun, phase, turn, hands, stock, discards, drawn, taken, early, exposed, thirdlast, knock, buried, kmelds, kdead, said, faults, accepted, omelds, offs, odead, end)' },
  ])('$en', ({ text, en: english, de: deutsch }) => {
    const r = ginRummy.parsePosition(text);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe(english);
    expect(german(r)).toBe(deutsch);
  });
});

describe('a linked game: the line, then the fault', () => {
  test('line 2 names a verb the notation does not have', () => {
    const dealt = dealMatch(PLAYERS, 1);
    if (!dealt.ok) throw new Error(dealt.error);
    const r = parsePlayed(ginRummy, `${ginRummy.formatPosition(dealt.value)}\nAna jump`);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe(`line 2: column 5: expected ${VERBS} or claim, got "jump" in "Ana jump"`);
    expect(german(r)).toBe(`Zeile 2: Spalte 5: hier gehört ${VERBS} oder claim hin, da steht „jump“ in „Ana jump“`);
  });
});

describe('every notation message has German words', () => {
  test('the catalogues name the same ids, and no German sentence is the English one', () => {
    const sample: SampleOf<NotationSpec> = {
      'notation.player': { players: PLAYERS }, 'notation.verb': { words: ['deal', 'draw'] }, 'notation.unexpected': { got: 'x' },
      'notation.card': { what: 'discard' }, 'notation.meld': { got: 'x' }, 'notation.meldsNone': {}, 'notation.seed': { max: 9, whole: true },
      'notation.orEnd': { words: ['off'], got: 'x' }, 'notation.counts': { max: 25 }, 'notation.drawCount': { max: 31, got: '1' },
      'notation.offNone': {}, 'notation.layoff': { got: 'x' }, 'notation.claim': {}, 'notation.players': { why: { id: 'notation.nameText', params: {} } }, 'notation.seatCount': { seats: 2, got: 3 }, 'notation.nameText': {},
      'notation.nameLong': { name: 'x', max: 32 }, 'notation.nameShape': { name: 'x' }, 'notation.nameTwice': { name: 'x' },
      'notation.seat': { field: 'turn', players: PLAYERS, got: 'x' }, 'notation.packs': {}, 'notation.ledgerMax': { max: 3 },
      'notation.ledgerItem': { first: 'Ana', got: 'x' }, 'notation.begun': {}, 'notation.oneOf': { field: 'phase', options: ['a', 'b'], got: 'x' },
      'notation.handCount': { got: 3 }, 'notation.cardsNone': { field: 'stock' }, 'notation.cardItem': { field: 'stock', got: 'x' },
      'notation.meldList': { field: 'kmelds', got: 'x' }, 'notation.drawn': {}, 'notation.taken': {}, 'notation.missingFor': { key: 'offs', group: 'layout' },
      'notation.buried': {}, 'notation.said': {}, 'notation.faults': {}, 'notation.accepted': {}, 'notation.stray': { field: 'said' },
      'notation.offs': { got: 'x' }, 'notation.endScore': {}, 'notation.end': {}, 'notation.notOver': { target: 100 },
    };
    expectGermanForEveryId<NotationSpec>({ en, de }, sample, (m, locale) => ginRummy.say!(m, locale));
  });
});
