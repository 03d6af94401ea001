/**
 * Why a SENS action line or position line does not read, in German (what a
 * German page shows for a linked game or a set-up that does not read), and
 * the English unchanged. Columns counted and German sentences worked out by
 * hand.
 */
import { describe, expect, test } from 'vitest';
import { expectGermanForEveryId, type SampleOf } from '../../core/catalogue-checks';
import { sayReason, type Failure } from '../../core/reasons';
import { parsePlayed } from '../../core/share-link';
import { sens } from '../index';
import { de, en, type NotationSpec } from './notation';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];
const german = (failed: Failure) => sayReason(failed, 'de', sens.say);
const VERBS = 'deal, bid, pass, rob, rest, meld, bella, play, take back, claim, misdeal, vorlauf';
const SHAPE = { en: 'rank 7 8 9 T U O K A, suit E G H S', de: 'Rang 7 8 9 T U O K A, Farbe E G H S' };

describe('an action line that does not read', () => {
  test.each([
    { text: 'Eve pass', en: 'column 1: expected a player (Ana, Ben, Cem, Dia), got "Eve" in "Eve pass"', de: 'Spalte 1: hier gehört ein Spieler hin (Ana, Ben, Cem, Dia), da steht „Eve“ in „Eve pass“' },
    { text: 'Ana', en: `column 4: expected ${VERBS} or look in "Ana"`, de: `Spalte 4: hier gehört ${VERBS} oder look hin in „Ana“` },
    { text: 'Ana fly', en: `column 5: expected ${VERBS} or look, got "fly" in "Ana fly"`, de: `Spalte 5: hier gehört ${VERBS} oder look hin, da steht „fly“ in „Ana fly“` },
    { text: 'Ana pass now', en: 'column 10: unexpected "now" in "Ana pass now"', de: 'Spalte 10: „now“ gehört hier nicht hin in „Ana pass now“' },
    {
      text: 'Ana deal x',
      en: 'column 10: expected the seed of the shuffle, a whole number 0-4294967295, got "x" in "Ana deal x"',
      de: 'Spalte 10: hier gehört der Seed fürs Mischen hin, eine ganze Zahl von 0 bis 4294967295, da steht „x“ in „Ana deal x“',
    },
    { text: 'Ana deal 7 count', en: 'column 12: expected "counts" or the end, got "count" in "Ana deal 7 count"', de: 'Spalte 12: hier gehört „counts“ hin, oder die Zeile ist zu Ende, da steht „count“ in „Ana deal 7 count“' },
    {
      text: 'Ana deal 7 counts 5,5,4',
      en: 'column 19: expected four counts such as 5,5,4,5 (the first round\'s cards by seat from Vorhand, each 0-8) in "Ana deal 7 counts 5,5,4"',
      de: 'Spalte 19: hier gehören vier Kartenzahlen wie 5,5,4,5 hin (was jeder in der ersten Runde bekommt, ab Vorhand, jede von 0 bis 8) in „Ana deal 7 counts 5,5,4“',
    },
    { text: 'Ana bid', en: 'column 8: expected a suit, E G H S or Eichel, Gras, Herz, Schellen in "Ana bid"', de: 'Spalte 8: hier gehört eine Farbe hin, E G H S oder Eichel, Gras, Herz, Schellen in „Ana bid“' },
    { text: 'Ana bid X', en: 'column 9: expected a suit, E G H S or Eichel, Gras, Herz, Schellen, got "X" in "Ana bid X"', de: 'Spalte 9: hier gehört eine Farbe hin, E G H S oder Eichel, Gras, Herz, Schellen, da steht „X“ in „Ana bid X“' },
    { text: 'Ana meld', en: 'column 9: expected the cards of the meld, such as 9H TH UH in "Ana meld"', de: 'Spalte 9: hier gehören die Karten der Meldung hin, etwa 9H TH UH in „Ana meld“' },
    { text: 'Ana meld 9H 1H', en: `column 13: expected cards such as 9H TH UH (${SHAPE.en}), got "1H" in "Ana meld 9H 1H"`, de: `Spalte 13: hier gehören Karten wie 9H TH UH hin (${SHAPE.de}), da steht „1H“ in „Ana meld 9H 1H“` },
    {
      text: 'Ana meld 7H8H9HTHUHOHKHAH 7E',
      en: 'column 10: a meld has at most eight cards, got 9 in "Ana meld 7H8H9HTHUHOHKHAH 7E"',
      de: 'Spalte 10: eine Meldung hat höchstens acht Karten, hier sind es 9 in „Ana meld 7H8H9HTHUHOHKHAH 7E“',
    },
    { text: 'Ana play', en: 'column 9: expected the card to play, such as UE in "Ana play"', de: 'Spalte 9: hier gehört die Karte hin, die du spielst, etwa UE in „Ana play“' },
    { text: 'Ana play ZZ', en: `column 10: expected the card to play, such as UE (${SHAPE.en}), got "ZZ" in "Ana play ZZ"`, de: `Spalte 10: hier gehört die Karte hin, die du spielst, etwa UE (${SHAPE.de}), da steht „ZZ“ in „Ana play ZZ“` },
    { text: 'Ana take', en: 'column 9: expected "take back" in "Ana take"', de: 'Spalte 9: hier gehört „take back“ hin in „Ana take“' },
    { text: 'Ana take it', en: 'column 10: expected "take back", got "take it" in "Ana take it"', de: 'Spalte 10: hier gehört „take back“ hin, da steht „take it“ in „Ana take it“' },
  ])('"$text"', ({ text, en: english, de: deutsch }) => {
    const r = sens.parseAction(text, PLAYERS);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe(english);
    expect(german(r)).toBe(deutsch);
  });

  test('too long', () => {
    const long = sens.parseAction('x'.repeat(250), PLAYERS);
    if (long.ok) throw new Error('read');
    expect(german(long)).toBe('Spalte 201: eine Aktion hat höchstens 200 Zeichen, hier sind es 250');
  });
});

/** A position line that reads up to the sense check; each case breaks one field. Columns: scores= value at 32, phase= 53, hands= 73, pack= 86; 86 characters, so an added field's key is at 88. */
const BASE = 'players=Ana,Ben,Cem,Dia scores=0,0 dealer=Dia phase=deal turn=Dia hands=-/-/-/- pack=-';

describe('a position line that does not read', () => {
  test.each([
    { text: BASE.replace('players=Ana,Ben,Cem,Dia', 'players=Ana,Ben,Cem'), en: 'column 9: players: SENS is for exactly 4 players (1.1), got 3', de: 'Spalte 9: players: SENS spielt man zu genau 4 (1.1), hier sind es 3' },
    { text: BASE.replace('scores=0,0', 'scores=0'), en: "column 32: scores: expected the two sides' totals, such as 120,84 (each 0-99999)", de: 'Spalte 32: scores: hier gehören die Summen der beiden Parteien hin, etwa 120,84 (jede von 0 bis 99999)' },
    {
      text: BASE.replace('phase=deal', 'phase=nap'),
      en: 'column 53: phase: expected one of deal, bidding, taken, play, deal-over, match-over, got "nap"',
      de: 'Spalte 53: phase: erlaubt sind deal, bidding, taken, play, deal-over, match-over, da steht „nap“',
    },
    { text: BASE.replace('turn=Dia', 'turn=Eve'), en: 'column 63: turn: expected one of the players (Ana, Ben, Cem, Dia), got "Eve"', de: 'Spalte 63: turn: hier gehört einer der Spieler hin (Ana, Ben, Cem, Dia), da steht „Eve“' },
    { text: BASE.replace('hands=-/-/-/-', 'hands=-/-'), en: 'column 73: hands: expected four hands separated by "/", got 2', de: 'Spalte 73: hands: hier gehören vier Blätter hin, getrennt durch „/“; gezählt: 2' },
    { text: BASE.replace('pack=-', 'pack=7X'), en: `column 86: pack: expected a card such as UE (${SHAPE.en}), got "7X"`, de: `Spalte 86: pack: hier gehört eine Karte wie UE hin (${SHAPE.de}), da steht „7X“` },
    {
      text: `${BASE} options=wild`,
      en: 'column 96: options: expected strict or mild (4.5), with ",sees-last" when the dealer may see the last card (4.3), e.g. mild or strict,sees-last',
      de: 'Spalte 96: options: erlaubt sind strict oder mild (4.5), mit „,sees-last“, falls der Geber seine letzte Karte anschauen darf (4.3), also etwa mild oder strict,sees-last',
    },
    { text: `${BASE} ledger=164`, en: 'column 95: ledger: expected each deal as side 0/side 1 points, such as 164/0, got "164"', de: 'Spalte 95: ledger: ein Spiel schreibt man als Punkte von Partei 0/Partei 1, etwa 164/0, da steht „164“' },
    { text: `${BASE} turned=7X`, en: 'column 95: turned: expected one card such as 7H, got "7X"', de: 'Spalte 95: turned: hier gehört genau eine Karte wie 7H hin, da steht „7X“' },
    { text: `${BASE} round=3`, en: 'column 94: round: only round=2 is written (round 1 is the default)', de: 'Spalte 94: round: geschrieben wird nur round=2 (ohne das Feld ist es Runde 1)' },
    { text: `${BASE} passed=Ana,Ana`, en: 'column 99: passed: Ana is named twice', de: 'Spalte 99: passed: Ana steht zweimal da' },
    { text: `${BASE} game=Ben`, en: 'column 93: game: expected who took the game and the trump suit, such as Ben,H, got "Ben"', de: 'Spalte 93: game: hier gehört hin, wer das Spiel gemacht hat, und die Trumpffarbe, etwa Ben,H, da steht „Ben“' },
    {
      text: `${BASE} melds=Ana:9H`,
      en: 'column 94: melds: expected player:cards for a meld, such as Ana:9HTHUH (a run of three or more, or a Vierständer), got "Ana:9H"',
      de: 'Spalte 94: melds: eine Meldung schreibt man als Spieler:Karten, etwa Ana:9HTHUH (eine Folge ab drei Karten oder ein Vierständer), da steht „Ana:9H“',
    },
    { text: `${BASE} trick=7H,8H,9H,TH`, en: 'column 94: trick: at most three cards lie on the table; the fourth completes the trick, which is taken in', de: 'Spalte 94: trick: auf dem Tisch liegen höchstens drei Karten; mit der vierten ist der Stich voll und wird eingezogen' },
    { text: `${BASE} tricks=AE7E8EKE`, en: 'column 95: tricks: cards are played only once a game is taken: write game= too', de: 'Spalte 95: tricks: gespielt wird erst, wenn jemand das Spiel gemacht hat: schreib auch game=' },
    {
      text: `${BASE} game=Ben,H tricks=AE7E8E`,
      en: 'column 106: tricks: expected each trick as its four cards written together from its leader, such as AE7E8EKE, got "AE7E8E"',
      de: 'Spalte 106: tricks: einen Stich schreibt man als seine vier Karten ohne Abstand, ab der ausgespielten, etwa AE7E8EKE, da steht „AE7E8E“',
    },
    {
      text: `${BASE} fouls=x`,
      en: 'column 94: fouls: expected player:card:trick:duty, such as Cem:7H:3:9.2 (trick from 1, duty 9.2, 9.3 or 9.4), got "x"',
      de: 'Spalte 94: fouls: eine falsche Karte schreibt man als Spieler:Karte:Stich:Pflicht, etwa Cem:7H:3:9.2 (Stich ab 1, Pflicht 9.2, 9.3 oder 9.4), da steht „x“',
    },
    { text: `${BASE} vorlauf=x`, en: 'column 96: vorlauf: expected the caller and the tricks taken in at the call, such as Cem:3, got "x"', de: 'Spalte 96: vorlauf: hier gehört hin, wer Vorlauf gerufen hat und wie viele Stiche da eingezogen waren, etwa Cem:3, da steht „x“' },
    { text: `${BASE} end=over`, en: 'column 92: end: expected counted, foul, thrown-in, misdeal, got "over"', de: 'Spalte 92: end: erlaubt sind counted, foul, thrown-in, misdeal, da steht „over“' },
    { text: `${BASE} end=foul`, en: 'column 92: end: a deal ended by a claimed wrong card lists it in fouls=', de: 'Spalte 92: end: endet ein Spiel mit einer beanstandeten falschen Karte, steht sie in fouls=' },
    { text: `${BASE} end=counted`, en: 'column 92: end: a counted deal has a game and all eight tricks', de: 'Spalte 92: end: ein gezähltes Spiel hat ein gemachtes Spiel und alle acht Stiche' },
  ])('$en', ({ text, en: english, de: deutsch }) => {
    const r = sens.parsePosition(text);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe(english);
    expect(german(r)).toBe(deutsch);
  });
});

describe('a linked game: the line, then the fault', () => {
  test('line 2 plays no card', () => {
    const dealt = sens.deal(PLAYERS, 3);
    if (!dealt.ok) throw new Error(dealt.error);
    const r = parsePlayed(sens, `${sens.formatPosition(dealt.value)}\nAna play`);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe('line 2: column 9: expected the card to play, such as UE in "Ana play"');
    expect(german(r)).toBe('Zeile 2: Spalte 9: hier gehört die Karte hin, die du spielst, etwa UE in „Ana play“');
  });
});

describe('every notation message has German words', () => {
  test('the catalogues name the same ids, and no German sentence is the English one', () => {
    const sample: SampleOf<NotationSpec> = {
      'notation.player': { players: PLAYERS }, 'notation.verb': { words: ['deal', 'bid'] }, 'notation.unexpected': { got: 'x' },
      'notation.seed': { max: 9, whole: false }, 'notation.orEnd': { words: ['counts'], got: 'x' }, 'notation.counts': { max: 8 },
      'notation.suit': {}, 'notation.meldCards': {}, 'notation.meldCard': { got: 'x' }, 'notation.meldTooMany': { got: 9 },
      'notation.playCard': {}, 'notation.takeBack': {}, 'notation.players': { why: { id: 'notation.nameText', params: {} } }, 'notation.seatCount': { seats: 2, got: 3 }, 'notation.nameText': {},
      'notation.nameLong': { name: 'x', max: 32 }, 'notation.nameShape': { name: 'x' }, 'notation.nameTwice': { name: 'x' },
      'notation.seat': { field: 'turn', players: PLAYERS, got: 'x' }, 'notation.twice': { field: 'passed', item: 'Ana' },
      'notation.options': {}, 'notation.scores': { max: 9 }, 'notation.ledgerMax': { max: 9 }, 'notation.ledgerItem': { got: 'x' },
      'notation.oneOf': { field: 'phase', options: ['a', 'b'], got: 'x' }, 'notation.handCount': { got: 2 }, 'notation.cardsNone': { field: 'pack' },
      'notation.cardItem': { field: 'pack', got: 'x' }, 'notation.turned': { got: 'x' }, 'notation.round': {}, 'notation.game': { got: 'x' },
      'notation.melds': { got: 'x' }, 'notation.needGame': { field: 'trick' }, 'notation.trickMax': {}, 'notation.tricksItem': { got: 'x' },
      'notation.tricksMax': { got: 9 }, 'notation.fouls': { got: 'x' }, 'notation.vorlauf': { got: 'x' }, 'notation.end': { options: ['a'], got: 'x' },
      'notation.endFoul': {}, 'notation.endCounted': {},
    };
    expectGermanForEveryId<NotationSpec>({ en, de }, sample, (m, locale) => sens.say!(m, locale));
  });
});
