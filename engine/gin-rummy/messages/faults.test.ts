/**
 * The faults the engine finds in a table or a ledger read from outside (the
 * cards' count, a ledger line, a meld, a lay-off, a match said to be over),
 * in German on a German page and in English as always. German sentences
 * worked out by hand; the lines come from a played hand (6-a-knock-ends-the-hand).
 */
import { describe, expect, test } from 'vitest';
import { expectGermanForEveryId, type SampleOf } from '../../core/catalogue-checks';
import { sayReason } from '../../core/reasons';
import { deFaults } from './de-faults';
import { enFaults } from './en-faults';
import type { CardPlace, FaultSpec } from './spec';
import { ginRummy } from '../index';
import { MAX_HAND_POINTS } from '../hand-score';
import { addHand, checkHandResult, parseLedger } from '../match';
import { replayPartnership } from '../partnership';
import { replayThree } from '../three-players';
import { checkPositionSense } from '../position-sense';
import { dealMatch } from '../setup';
import type { GinState } from '../types';

const dealt = dealMatch(['Ana', 'Ben'], 1);
if (!dealt.ok) throw new Error(dealt.error);
const line = ginRummy.formatPosition(dealt.value);
const stock = /stock=(\S+)/.exec(line)![1].split(',');
const anasHand = /hands=([^/]+)\//.exec(line)![1].split(',');

/** Ana knocked with 5D and buried KC; Ben has not laid out yet. */
const KNOCKED = 'players=Ana,Ben packs=blue,red ledger=- dealer=Ben phase=knocked turn=Ben hands=-/7H,7D,7C,9H,TH,JH,6S,5H,4S,2D stock=QH,3D '
  + 'discards=AC,5C,6C,8C,9C,TC,JC,QC,AD,4D,6D,9D,TD,JD,QD,KD,AH,2H,3H,4H,6H,KH,AS,2S,3S,5S,7S,9S,TS thirdlast=Ana knock=Ana buried=KC kmelds=2C3C4C,8D8H8S,JSQSKS kdead=5D';
/** The same hand, Ben laid out and nothing laid off: Ana wrote 12. */
const OVER = 'players=Ana,Ben packs=blue,red ledger=Ana+12 dealer=Ben phase=hand-over turn=Ben hands=-/- stock=QH,3D '
  + 'discards=AC,5C,6C,8C,9C,TC,JC,QC,AD,4D,6D,9D,TD,JD,QD,KD,AH,2H,3H,4H,6H,KH,AS,2S,3S,5S,7S,9S,TS knock=Ana buried=KC kmelds=2C3C4C,8D8H8S,JSQSKS kdead=5D '
  + 'omelds=7C7D7H,9HTHJH offs=- odead=2D,5H,4S,6S end=score';

describe('a position line with a fault the engine finds', () => {
  test('the lines read as they are', () => {
    expect(ginRummy.parsePosition(KNOCKED).ok).toBe(true);
    expect(ginRummy.parsePosition(OVER).ok).toBe(true);
  });

  test.each([
    {
      what: 'a card in the stock and again on the discard pile',
      text: line.replace('discards=-', `discards=${stock[0]}`),
      en: `cards: ${stock[0]} is in the stock and again in the discard pile; a pack holds each card once (§1)`,
      de: `cards: ${stock[0]} liegt im Stoß und noch einmal auf dem Abwurfstapel; jede Karte gibt es im Paket nur einmal (§1)`,
    },
    {
      what: "a card in Ana's hand and again in the stock",
      text: line.replace(`stock=${stock.join(',')}`, `stock=${[...stock, anasHand[0]].join(',')}`),
      en: `cards: ${anasHand[0]} is in Ana's hand and again in the stock; a pack holds each card once (§1)`,
      de: `cards: ${anasHand[0]} liegt in der Hand von Ana und noch einmal im Stoß; jede Karte gibt es im Paket nur einmal (§1)`,
    },
    {
      what: 'one card nowhere',
      text: line.replace(`stock=${stock.join(',')}`, `stock=${stock.slice(1).join(',')}`),
      en: `cards: ${stock[0]} is nowhere; all 52 cards of the pack are in play (§1)`,
      de: `cards: ${stock[0]} liegt nirgends; im Spiel sind immer alle 52 Karten des Pakets (§1)`,
    },
    {
      what: 'two cards nowhere',
      text: line.replace(`stock=${stock.join(',')}`, `stock=${stock.slice(2).join(',')}`),
      en: `cards: ${[...stock.slice(0, 2)].sort(byPack).join(' ')} are nowhere; all 52 cards of the pack are in play (§1)`,
      de: `cards: ${[...stock.slice(0, 2)].sort(byPack).join(' ')} liegen nirgends; im Spiel sind immer alle 52 Karten des Pakets (§1)`,
    },
    {
      what: 'a ledger line above what a hand can score',
      text: OVER.replace('ledger=Ana+12', 'ledger=Ana+999'),
      en: 'ledger: hand 1: points must be between 1 and 360, not 999 (a won hand scores at least 1, §9-§11)',
      de: 'ledger: Spiel 1: die Punkte liegen zwischen 1 und 360; da steht 999 (wer ein Spiel gewinnt, schreibt mindestens 1, §9-§11)',
    },
    {
      what: "a knocker's meld with a gap",
      text: KNOCKED.replace('kmelds=2C3C4C', 'kmelds=2C3C5C').replace('discards=AC,5C', 'discards=AC,4C'),
      en: 'kmelds: meld 1 (2C3C5C) is not a meld: the ranks are not consecutive: there is a gap between 3C and 5C (§4)',
      de: 'kmelds: Figur 1 (2C3C5C) ist keine Figur: die Ränge folgen nicht lückenlos aufeinander: Zwischen 3C und 5C fehlt etwas (§4)',
    },
    {
      what: "the opponent's meld of mixed cards",
      text: OVER.replace('omelds=7C7D7H,9HTHJH', 'omelds=7C7D9H,7HTHJH'),
      en: 'omelds: meld 1 is not a meld: its cards are neither all of one rank (a set) nor all of one suit (a run) (§4)',
      de: 'omelds: Figur 1 ist keine Figur: die Karten haben weder alle denselben Rang (ein Satz) noch alle dieselbe Farbe (eine Folge) (§4)',
    },
    {
      what: 'a lay-off that does not fit a set',
      text: OVER.replace('offs=- odead=2D,5H,4S,6S', 'offs=6S>2 odead=2D,5H,4S'),
      en: 'offs: lay-off 1 (6S): it does not fit meld 1 (8D 8H 8S): a set of three takes only the fourth Eight (§8)',
      de: 'offs: Anlegen 1 (6S): Die Karte passt nicht an Figur 1 (8D 8H 8S): an einen Dreiersatz passt nur noch die vierte Acht (§8)',
    },
    {
      what: 'a match said to be over that is not',
      text: OVER.replace('phase=hand-over', 'phase=match-over'),
      en: 'ledger: the match is not over: nobody has 100 points yet (§13); write the phase the match is in',
      de: 'ledger: die Partie ist nicht vorbei, noch hat niemand 100 Punkte (§13); schreib die Phase, in der die Partie gerade steht',
    },
  ])('$what', ({ text, en: english, de: deutsch }) => {
    const r = ginRummy.parsePosition(text);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe(english);
    expect(sayReason(r, 'en', ginRummy.say)).toBe(english);
    expect(sayReason(r, 'de', ginRummy.say)).toBe(deutsch);
  });

  test('something in a hand that is no card (a set-up, not a line)', () => {
    const state = ginRummy.parsePosition(line);
    if (!state.ok) throw new Error(state.error);
    const s = state.value as GinState;
    const odd = { ...s, hand: { ...s.hand, hands: [[{ rank: 0, suit: 'X' }, ...s.hand.hands[0].slice(1)], s.hand.hands[1]] } } as unknown as GinState;
    const why = checkPositionSense(odd)!;
    expect(ginRummy.say!(why, 'en')).toBe('cards: {"rank":0,"suit":"X"} in Ana\'s hand is not a card of the pack (§1)');
    expect(ginRummy.say!(why, 'de')).toBe('cards: in der Hand von Ana steht {"rank":0,"suit":"X"}, und das ist keine Karte des Pakets (§1)');
  });
});

describe('a hand result that is none (a ledger, a three-player match, a partnership round)', () => {
  test.each([
    { value: 7, at: { hand: 1 }, en: 'hand 1: expected an object {"winner": ..., "points": ...}', de: 'Spiel 1: hier gehört ein Objekt {"winner": ..., "points": ...} hin' },
    { value: { winner: 0, points: 5, x: 1 }, at: { hand: 2 }, en: 'hand 2: unknown field "x"', de: 'Spiel 2: unbekanntes Feld „x“' },
    { value: { winner: 2, points: 5 }, at: { hand: 3 }, en: 'hand 3: the winner must be 0 or 1, or null for a hand nobody won, not 2', de: 'Spiel 3: als Gewinner gehört 0 oder 1 hin, oder null, wenn niemand das Spiel gewonnen hat; da steht 2' },
    { value: { winner: null, points: 4 }, at: { round: 2, table: 1 }, en: 'round 2, table 1: a hand nobody won scores 0 points (§12)', de: 'Runde 2, Tisch 1: hat niemand das Spiel gewonnen, zählt es 0 Punkte (§12)' },
    {
      value: { winner: 0, points: '5' }, at: {},
      en: 'hand: points must be a whole number, not "5" (a won hand scores at least 1, §9-§11)',
      de: 'Spiel: die Punkte sind eine ganze Zahl; da steht "5" (wer ein Spiel gewinnt, schreibt mindestens 1, §9-§11)',
    },
  ])('$en', ({ value, at, en: english, de: deutsch }) => {
    const r = checkHandResult(value, [0, 1], at);
    if (r.ok) throw new Error('taken');
    expect(r.error).toBe(english);
    expect(sayReason(r, 'de', ginRummy.say)).toBe(deutsch);
  });
});

describe('a match replayed from its record keeps the fault of the hand it cannot take (a saved score sheet)', () => {
  test.each([
    {
      what: 'two players, 500 points in hand 1 (above the cap, MAX_HAND_POINTS)',
      r: parseLedger({ target: 100, hands: [{ winner: 0, points: 500 }] }),
      en: `ledger: hand 1: points must be between 1 and ${MAX_HAND_POINTS}, not 500 (a won hand scores at least 1, §9-§11)`,
      de: `Spiel 1: die Punkte liegen zwischen 1 und ${MAX_HAND_POINTS}; da steht 500 (wer ein Spiel gewinnt, schreibt mindestens 1, §9-§11)`,
    },
    {
      what: 'two players, a hand after A reached 100',
      r: parseLedger({ target: 100, hands: [{ winner: 0, points: 100 }, { winner: 1, points: 5 }] }),
      en: 'ledger: the match is over: player A has reached 100 (§13), so no more hands can be added',
      de: 'die Partie ist schon vorbei, denn Spieler A hat 100 erreicht (§13); danach kommt kein Spiel mehr dazu',
    },
    {
      // Draw order A, B, C: the lowest draw (C) sits out hand 1 (§15.1).
      what: 'rotation, hand 1 won by C, who sat it out',
      r: replayThree({ mode: 'rotation', target: 100, order: [0, 1, 2], hands: [{ winner: 2, points: 10 }] }),
      en: 'three-player match: hand 1: C sat this hand out and cannot win it',
      de: 'Spiel 1: C hat dieses Spiel ausgesetzt, kann es also nicht gewonnen haben',
    },
    {
      // A leads hand 1 (highest draw) and writes 10, the whole target.
      what: 'rotation to 10, a hand after the target',
      r: replayThree({ mode: 'rotation', target: 10, order: [0, 1, 2], hands: [{ winner: 0, points: 10 }, { winner: null, points: 0 }] }),
      en: 'three-player match: the match is over: the target of 10 has been reached (§15), so no more hands can be added',
      de: 'die Partie ist schon vorbei, denn das Ziel 10 ist erreicht (§15); danach kommt kein Spiel mehr dazu',
    },
    {
      what: 'four in partnerships, one result where two tables play',
      r: replayPartnership({ ranking: [0, 1, 2, 3], rounds: [[{ winner: null, points: 0 }]] }),
      en: 'partnership match: round 1: expected 2 table results, one per table',
      de: 'Runde 1: hier gehören 2 Tischergebnisse hin, eins je Tisch',
    },
  ])('$what', ({ r, en: english, de: deutsch }) => {
    if (r.ok) throw new Error('taken');
    expect(r.error).toBe(english);
    expect(sayReason(r, 'de', ginRummy.say)).toBe(deutsch);
  });
});

/** 201 empty lines: one more than a match may hold (MAX_HANDS_PER_MATCH, MAX_ROUNDS = 200). */
const TOO_LONG = Array.from({ length: 201 }, () => null);

describe('a stored match record the engine will not start (its own checks, before any hand)', () => {
  test.each([
    { what: 'a ledger that is a list', r: parseLedger([]), en: 'ledger: expected an object {"target": 100, "hands": [...]}', de: 'hier gehört ein Objekt {"target": 100, "hands": [...]} hin' },
    { what: 'a ledger with a note', r: parseLedger({ target: 100, hands: [], notes: 1 }), en: 'ledger: unknown field "notes"', de: 'unbekanntes Feld „notes“' },
    { what: 'a ledger to 0', r: parseLedger({ target: 0, hands: [] }), en: 'ledger: target must be between 1 and 1000, not 0', de: 'das Ziel liegt zwischen 1 und 1000; da steht 0' },
    { what: 'a ledger to "x"', r: parseLedger({ target: 'x', hands: [] }), en: 'ledger: target must be a whole number, not "x"', de: 'das Ziel ist eine ganze Zahl; da steht "x"' },
    { what: 'a ledger whose hands are a number', r: parseLedger({ target: 100, hands: 3 }), en: 'ledger: hands must be a list', de: '„hands“ muss eine Liste sein' },
    { what: 'a ledger of 201 hands', r: parseLedger({ target: 100, hands: TOO_LONG }), en: 'ledger: a match has at most 200 hands, not 201', de: 'mehr als 200 Spiele hat keine Partie; hier sind es 201' },
    { what: 'three, no object', r: replayThree(null), en: 'three-player match: expected an object {"mode", "target", "order", "hands"}', de: 'hier gehört ein Objekt {"mode", "target", "order", "hands"} hin' },
    { what: 'three, a mode of its own', r: replayThree({ mode: 'x', hands: [] }), en: 'three-player match: mode must be "rotation" or "chouette"', de: 'als „mode“ gehört "rotation" oder "chouette" hin' },
    { what: 'three, seat 1 twice in the order', r: replayThree({ mode: 'rotation', order: [0, 1, 1], hands: [] }), en: 'three-player match: the order must list seats 0, 1 and 2 once each', de: 'die Reihenfolge nennt die Plätze 0, 1 und 2, jeden genau einmal' },
    { what: 'Chouette to 1001', r: replayThree({ mode: 'chouette', target: 1001, order: [0, 1, 2], hands: [] }), en: 'three-player match: target must be between 1 and 1000, not 1001', de: 'das Ziel liegt zwischen 1 und 1000; da steht 1001' },
    { what: 'three, 201 hands', r: replayThree({ mode: 'rotation', order: [0, 1, 2], hands: TOO_LONG }), en: 'three-player match: at most 200 hands, not 201', de: 'mehr als 200 Spiele hat keine Partie; hier sind es 201' },
    { what: 'partnerships, a ranking that is text', r: replayPartnership({ ranking: 'x', rounds: [] }), en: 'partnership match: ranking must list the players 0 to 3 (or 0 to 5)', de: 'die Rangfolge („ranking“) nennt die Spieler 0 bis 3 (oder 0 bis 5)' },
    { what: 'partnerships of three players', r: replayPartnership({ ranking: [0, 1, 2], rounds: [] }), en: 'partnership match: a partnership match needs 4 or 6 players', de: 'zu einer Partie in Partnerschaften gehören 4 oder 6 Spieler' },
    { what: 'partnerships, player 1 twice', r: replayPartnership({ ranking: [0, 1, 1, 3], rounds: [] }), en: 'partnership match: the ranking must list players 0 to 3 once each', de: 'die Rangfolge nennt die Spieler 0 bis 3, jeden genau einmal' },
    { what: 'partnerships, rounds that are an object', r: replayPartnership({ ranking: [0, 1, 2, 3], rounds: {} }), en: 'partnership match: rounds must be a list', de: '„rounds“ muss eine Liste sein' },
    { what: 'partnerships, 201 rounds', r: replayPartnership({ ranking: [0, 1, 2, 3], rounds: TOO_LONG }), en: 'partnership match: at most 200 rounds, not 201', de: 'mehr als 200 Runden hat keine Partie; hier sind es 201' },
    { what: 'partnerships, a field of its own', r: replayPartnership({ ranking: [0, 1, 2, 3], rounds: [], x: 1 }), en: 'partnership match: unknown field "x"', de: 'unbekanntes Feld „x“' },
  ])('$what', ({ r, en: english, de: deutsch }) => {
    if (r.ok) throw new Error('taken');
    expect(r.error).toBe(english);
    expect(sayReason(r, 'de', ginRummy.say)).toBe(deutsch);
  });

  test('a two-player match of 200 no-games takes no 201st hand (the cap, before the end it also is)', () => {
    const full = parseLedger({ target: 100, hands: Array.from({ length: 200 }, () => ({ winner: null, points: 0 })) });
    if (!full.ok) throw new Error(full.error);
    const r = addHand(full.value, { winner: 0, points: 10 });
    if (r.ok) throw new Error('taken');
    expect(r.error).toBe('a match has at most 200 hands');
    expect(sayReason(r, 'de', ginRummy.say)).toBe('mehr als 200 Spiele hat keine Partie');
  });
});

describe('a deal with names that will not do (what the play page and the sandbox wrap)', () => {
  test('a name twice', () => {
    const r = ginRummy.deal(['Ana', 'ana'], 1);
    if (r.ok) throw new Error('dealt');
    expect(r.error).toBe('players: player name "ana" is used twice');
    expect(sayReason(r, 'de', ginRummy.say)).toBe('players: der Spielername „ana“ kommt zweimal vor');
  });
});

describe('a deal from a seed no shuffle takes (§3)', () => {
  test('seed -1', () => {
    const r = ginRummy.deal(['Ana', 'Ben'], -1);
    if (r.ok) throw new Error('dealt');
    expect(r.error).toBe('seed: a seed is a whole number from 0 to 4294967295, got -1');
    expect(sayReason(r, 'de', ginRummy.say)).toBe('seed: als Startwert taugt nur eine ganze Zahl von 0 bis 4294967295, nicht -1');
  });
});

describe('every fault message has German words', () => {
  test('the catalogues name the same ids, and no German sentence is the English one', () => {
    const sample: SampleOf<FaultSpec> = {
      'cards.notCard': { got: '{}', place: { where: 'stock' } }, 'cards.twice': { card: '7H', first: { where: 'hand', player: 'Ana' }, again: { where: 'discards' } },
      'cards.nowhere': { cards: ['7H'], pack: 52 }, 'ledger.shape': { at: { hand: 1 } }, 'ledger.field': { at: { hand: 1 }, key: 'x' },
      'ledger.winner': { at: {}, seats: [0, 1], got: '2' }, 'ledger.noWinner': { at: { round: 1, table: 2 } }, 'ledger.pointsWhole': { at: { hand: 1 }, got: '"5"' },
      'ledger.pointsRange': { at: { hand: 1 }, min: 1, max: 360, got: 999 },
      'ledger.overTwo': { leader: 'A', target: 100 }, 'ledger.overThree': { target: 100 }, 'ledger.overPartnership': { target: 125 },
      'ledger.satOut': { hand: 1, seat: 'C' }, 'ledger.tables': { round: 1, count: 2 },
      'record.shape': { shape: '{"target", "hands"}' }, 'record.field': { key: 'x' }, 'record.list': { field: 'rounds' },
      'record.tooMany': { what: 'hands', max: 200, got: 201, match: true }, 'record.mode': {}, 'record.order': {}, 'record.rankingList': {},
      'record.players': {}, 'record.ranking': { last: 5 }, 'record.targetWhole': { got: 'null' }, 'record.targetRange': { min: 1, max: 1000, got: 0 },
      'record.full': { max: 200, partnership: true },
    };
    expectGermanForEveryId<FaultSpec>({ en: enFaults, de: deFaults }, sample, (m, locale) => ginRummy.say!(m, locale));
  });

  test('every place a card can lie has its own German words', () => {
    const places: CardPlace[] = [
      { where: 'stock' }, { where: 'discards' }, { where: 'hand', player: 'Ana' }, { where: 'buried', player: 'Ana' },
      { where: 'melds', player: 'Ana' }, { where: 'layoffs', player: 'Ana' }, { where: 'deadwood', player: 'Ana' },
    ];
    const said = places.map((place) => ginRummy.say!({ id: 'cards.notCard', params: { got: 'x', place } }, 'de'));
    expect(said).toEqual([
      'cards: im Stoß steht x, und das ist keine Karte des Pakets (§1)',
      'cards: auf dem Abwurfstapel steht x, und das ist keine Karte des Pakets (§1)',
      'cards: in der Hand von Ana steht x, und das ist keine Karte des Pakets (§1)',
      'cards: als verdeckt weggelegte Karte von Ana steht x, und das ist keine Karte des Pakets (§1)',
      'cards: in den Figuren von Ana steht x, und das ist keine Karte des Pakets (§1)',
      'cards: unter den angelegten Karten von Ana steht x, und das ist keine Karte des Pakets (§1)',
      'cards: unter den schlechten Karten von Ana steht x, und das ist keine Karte des Pakets (§1)',
    ]);
  });
});

/** Cards in the pack's order (clubs, diamonds, hearts, spades; Ace low), as the count lists the missing ones. */
function byPack(a: string, b: string): number {
  const key = (c: string) => 'CDHS'.indexOf(c[1]) * 13 + 'A23456789TJQK'.indexOf(c[0]);
  return key(a) - key(b);
}
