/**
 * A SENS position that cannot come from a real deal, in German (what a German
 * page shows for a linked position or set-up that makes no sense), and the
 * English unchanged. German sentences worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { expectGermanForEveryId, type SampleOf } from '../../core/catalogue-checks';
import { sayReason } from '../../core/reasons';
import { sens } from '../index';
import { de, en, type SenseSpec } from './sense';

const dealt = sens.deal(['Ana', 'Ben', 'Cem', 'Dia'], 3);
if (!dealt.ok) throw new Error(dealt.error);
/** In the bidding, nobody has said yet: the one to say is `turn`. */
const line = sens.formatPosition(dealt.value);
const turn = /turn=(\w+)/.exec(line)![1];
const other = turn === 'Dia' ? 'Ana' : 'Dia';
const turned = /turned=(\w\w)/.exec(line)![1];

test('the deal of seed 3 turns up the Gras-Ober (the case of the missing card below relies on it)', () => {
  expect(turned).toBe('OG');
});

describe('a position that makes no sense', () => {
  test.each([
    { what: 'a total past the target', text: line.replace('scores=0,0', 'scores=600,0'), en: 'phase: with 600 to 0 the match is over (10.1, 10.2): write phase=match-over', de: 'phase: bei 600 zu 0 ist die Partie vorbei (10.1, 10.2): schreib phase=match-over' },
    { what: 'the wrong one to say', text: line.replace(`turn=${turn}`, `turn=${other}`), en: `turn: ${turn} says next in the bidding (5.1)`, de: `turn: beim Reizen sagt als Nächstes ${turn} (5.1)` },
    { what: 'a pass out of turn', text: `${line} passed=${other}`, en: `passed: the bidding goes round from the dealer to the left, so ${turn} says before ${other} (5.1)`, de: `passed: gereizt wird reihum vom Geber nach links, also sagt ${turn} vor ${other} (5.1)` },
    { what: 'a game taken in phase bidding', text: `${line} game=${turn},H`, en: 'game: in the bidding nobody has taken the game yet (5.1)', de: 'game: beim Reizen hat noch niemand das Spiel gemacht (5.1)' },
    { what: 'play without a game', text: line.replace('phase=bidding', 'phase=play'), en: 'game: play needs a game taken (5.1, 5.2)', de: 'game: gespielt wird erst, wenn jemand das Spiel gemacht hat (5.1, 5.2)' },
    { what: 'the turned card gone', text: line.replace(` turned=${turned}`, ''), en: 'cards: Gras-Ober (OG) is nowhere; all 32 cards are somewhere exactly once (2.1)', de: 'cards: Gras-Ober (OG) fehlt; alle 32 Karten liegen genau einmal irgendwo (2.1)' },
  ])('$what', ({ text, en: english, de: deutsch }) => {
    const r = sens.parsePosition(text);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe(english);
    expect(sayReason(r, 'de', sens.say)).toBe(deutsch);
  });
});

describe('every sense message has German words', () => {
  test('the catalogues name the same ids, and no German sentence is the English one', () => {
    const none = {};
    const who = { player: 'Ana' };
    const sample: SampleOf<SenseSpec> = {
      'sense.missing': none, 'sense.players': { why: { id: 'notation.nameText', params: {} } }, 'sense.options': { fault: 'misdeal' }, 'sense.scores': { max: 9 }, 'sense.ledgerMax': { max: 9 },
      'sense.ledgerPair': none, 'sense.ledgerFull': { count: 9, max: 9 }, 'sense.seats': none, 'sense.cardTwice': { card: 'UE' }, 'sense.cardNowhere': { card: 'UE' },
      'sense.misdealFlag': { flag: true, hands: false }, 'sense.misdealPlayed': { sizes: 'Ana 5' }, 'sense.winnerEarly': none, 'sense.robbedWhen': none,
      'sense.vorlaufWhen': none, 'sense.settlementWhen': none, 'sense.dealNothing': none, 'sense.dealerDeals': who, 'sense.biddingNoGame': none,
      'sense.playNeedsGame': none, 'sense.playNotEnded': none, 'sense.turnedJoined': none, 'sense.unknownPhase': { got: 'x' }, 'sense.over': { scores: [500, 0] },
      'sense.fourPasses': none, 'sense.passOrder': { first: 'Ana', second: 'Ben' }, 'sense.gameWho': { player: 'Ana', passes: 1 }, 'sense.gameRound': none,
      'sense.turnedUp': none, 'sense.beforeRest': none, 'sense.bidNext': who, 'sense.takenNeedsGame': none, 'sense.dealerRest': who, 'sense.round1Suit': none,
      'sense.round2Suit': none, 'sense.dealerNoRob': none, 'sense.robbedSeven': none, 'sense.eightTricks': none, 'sense.trickOrder': none, 'sense.playsNext': who,
      'sense.meldShape': { index: 1 }, 'sense.meldNeverHeld': { player: 'Ana', card: 'UE' }, 'sense.meldTwice': who, 'sense.runsShare': who, 'sense.bellaRun': who,
      'sense.bellaNever': who, 'sense.foulNotPlayed': { player: 'Ana', card: 'UE', trick: 1 }, 'sense.foulOrder': none,
      'sense.foulDuty': { player: 'Ana', card: 'UE', duty: '9.2', listed: '9.3' }, 'sense.vorlaufSide': none, 'sense.vorlaufAfter': { called: 3, taken: 2 },
      'sense.vorlaufEighth': none, 'sense.endMissing': none, 'sense.thrownIn': none, 'sense.passOrderPlain': none, 'sense.misdealNeedsWrong': none,
      'sense.misdealBefore': none, 'sense.playedNeeds': none, 'sense.countedEight': none, 'sense.foulEnd': none, 'sense.endKind': none,
      'sense.ledgerLast': { written: [164, 0] }, 'sense.scoresInclude': none, 'sense.notWon': { scores: [1, 2] }, 'sense.matchOver': { deals: 9 },
      'sense.winnerLevel': none, 'sense.winnerSide': who, 'sense.nextMatchAfter': who, 'sense.nextMatchLoser': who, 'sense.dealsNext': who,
    };
    expectGermanForEveryId<SenseSpec>({ en, de }, sample, (m, locale) => sens.say!(m, locale));
  });
});
