/**
 * A Gin Rummy position that cannot come from a real match, in German (what a
 * German page shows for a linked position or set-up that makes no sense), and
 * the English unchanged. German sentences worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { expectGermanForEveryId, type SampleOf } from '../../core/catalogue-checks';
import { sayReason } from '../../core/reasons';
import { ginRummy } from '../index';
import { dealMatch } from '../setup';
import { de, en, type SenseSpec } from './sense';

const dealt = dealMatch(['Ana', 'Ben'], 1);
if (!dealt.ok) throw new Error(dealt.error);
const line = ginRummy.formatPosition(dealt.value);
const turn = /turn=(\w+)/.exec(line)![1];
const stock = /stock=(\S+)/.exec(line)![1].split(',');

describe('a position that makes no sense', () => {
  test.each([
    { what: 'two red packs', text: line.replace('packs=red,blue', 'packs=red,red').replace('packs=blue,red', 'packs=red,red'), en: 'packs: each player has a pack of their own, with different backs (§1)', de: 'packs: jeder Spieler hat sein eigenes Paket, die Rückseiten verschieden (§1)' },
    {
      what: 'the stock down to one',
      text: line.replace(`stock=${stock.join(',')}`, `stock=${stock[0]}`).replace('discards=-', `discards=${stock.slice(1).join(',')}`),
      en: "stock: 1 cards; the stock's last two cards are never drawn (§12)",
      de: 'stock: 1 Karte; die letzten zwei Karten des Stoßes kauft niemand (§12)',
    },
    { what: 'a won match still in play', text: line.replace('ledger=-', 'ledger=Ana+100'), en: 'phase: a player has 100 points or more, so the match is over: write phase=match-over (§13)', de: 'phase: ein Spieler hat 100 Punkte oder mehr, die Partie ist also vorbei: schreib phase=match-over (§13)' },
    { what: 'the third-last card with a full stock', text: `${line} thirdlast=Ana`, en: 'thirdlast: the third-last card is taken only once the stock is down to 2 (§12)', de: 'thirdlast: die drittletzte Karte ist erst genommen, wenn der Stoß auf 2 geschrumpft ist (§12)' },
    {
      what: 'the opening, yet begun',
      text: line.replace(' begun=no', ''),
      en: 'phase: first-discard is the opening of a hand: nothing has been played yet (§5); write begun=no (or early= for a draw before the opening discard, §14.4)',
      de: 'phase: first-discard ist der Anfang eines Spiels, gespielt ist noch nichts (§5); schreib begun=no (oder early=, wenn vor dem Eröffnungsabwurf gekauft wurde, §14.4)',
    },
    { what: 'a draw marked before any draw', text: `${line} drawn=stock`, en: 'drawn: only in the discard phase, after the draw', de: 'drawn: nur in der Ablegephase, also nach dem Kaufen oder Aufnehmen' },
    { what: 'an early draw by the player to act', text: `${line} early=${turn}`, en: `early: ${turn} is the player to act; an early draw is by the other (§14.4)`, de: `early: ${turn} ist am Zug; zu früh kauft immer der andere (§14.4)` },
  ])('$what', ({ text, en: english, de: deutsch }) => {
    const r = ginRummy.parsePosition(text);
    if (r.ok) throw new Error('read');
    expect(r.error).toBe(english);
    expect(sayReason(r, 'de', ginRummy.say)).toBe(deutsch);
  });
});

describe('every sense message has German words', () => {
  test('the catalogues name the same ids, and no German sentence is the English one', () => {
    const none = {};
    const sample: SampleOf<SenseSpec> = {
      'sense.missing': none, 'sense.players': { why: { id: 'notation.nameText', params: {} } }, 'sense.packs': none, 'sense.seats': none, 'sense.ledgerMax': { max: 9 },
      'sense.ledgerHand': { why: { id: 'ledger.noWinner', params: { at: { hand: 1 } } } }, 'sense.cards': { why: { id: 'cards.nowhere', params: { cards: ['AS'], pack: 52 } } }, 'sense.stockLow': { count: 1 }, 'sense.notOver': { target: 100 },
      'sense.over': { cut: true, max: 9, target: 100 }, 'sense.markersInPlay': none, 'sense.drawnPhase': none, 'sense.early': { player: 'Ana' },
      'sense.exposedEmpty': none, 'sense.begunWhere': none, 'sense.begunPlayed': none, 'sense.inPlayEnded': none, 'sense.firstDiscard': none,
      'sense.discardHolds': { player: 'Ana', count: 10 }, 'sense.knockedNeeds': none, 'sense.afterKnock': { player: 'Ana' }, 'sense.endMissing': none,
      'sense.scoredNeeds': none, 'sense.acceptedScored': none, 'sense.handsLaidOut': none, 'sense.omeld': { index: 1, why: { id: 'meld.mixed', params: {} } }, 'sense.offsGin': none,
      'sense.offsTooMany': none, 'sense.offs': { why: { id: 'misfit.runClosed', params: {} } }, 'sense.ledgerLast': { result: '0' }, 'sense.knockNotDrawn': none, 'sense.drawnStock': { count: 5 },
      'sense.ledgerDrawn': none, 'sense.misdealPlayed': none, 'sense.misdealRight': none, 'sense.endKind': none, 'sense.nextDealer': { player: 'Ana' },
      'sense.matchEndScored': none, 'sense.handMax': { player: 'Ana', count: 26, max: 25 }, 'sense.knockMax': { count: 26, max: 25 }, 'sense.thirdlastPlay': none,
      'sense.thirdlastStock': { reserve: 2 }, 'sense.drawnTaken': none, 'sense.takenStock': none, 'sense.takenHand': { card: '7H', player: 'Ana' }, 'sense.takenWhen': none,
      'sense.takenBuried': { card: '7H' }, 'sense.takenLaid': { card: '7H', player: 'Ana' }, 'sense.knockBy': none, 'sense.knockerHand': { player: 'Ana' },
      'sense.kmeld': { index: 1, cards: 'AS2S', why: { id: 'meld.mixed', params: {} } }, 'sense.faults': { faults: [] }, 'sense.acceptedRegular': none,
    };
    expectGermanForEveryId<SenseSpec>({ en, de }, sample, (m, locale) => ginRummy.say!(m, locale));
  });
});
