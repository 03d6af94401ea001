/**
 * Why a line of the SENS sheet cannot have happened, in German: on the entry
 * form of the German sheet and after "Spiel N:" when a stored sheet will not
 * load; the English as the sheet always wrote it. German worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { expectGermanForEveryId, type SampleOf } from '../../../../engine/core/catalogue-checks';
import { entryProblem, readEntry, type DealEntry, type EntryInput } from './deal-entry';
import { de, en, sayEntry, type EntrySpec } from './entry-reasons';
import { build, type SheetRecord } from './model';
import { saySheetProblem } from './sheet-reasons';

const counted = (over: Partial<Extract<DealEntry, { kind: 'counted' }>>): DealEntry => ({
  kind: 'counted', dealer: 3, taker: 1, trump: 'H', cardPoints: [62, 102], meldPoints: [0, 0], dackeln: false, vorlauf: null, ...over,
});
const written = (points: readonly [number, number]): DealEntry => ({ kind: 'written', dealer: 0, taker: 1, trump: 'E', written: points });

describe('an entry that cannot have happened, in German', () => {
  test.each([
    { what: 'card points over 164', entry: counted({ cardPoints: [170, 0] }), field: 'cards-0', de: 'Kartenpunkte sind eine ganze Zahl von 0 bis 164' },
    {
      what: 'card points short of 164', entry: counted({ cardPoints: [60, 100] }), field: 'cards-1',
      de: 'Die Kartenpunkte ergeben zusammen 160 statt 164: Zähl die Stiche nach und gib die 10 des letzten Stichs der Partei, die ihn gemacht hat (12.1, 3.2)',
    },
    { what: 'meld points past the limit', entry: counted({ meldPoints: [2000, 0] }), field: 'melds-0', de: 'Meldungspunkte sind eine ganze Zahl von 0 bis 1000' },
    { what: 'meld points not in tens', entry: counted({ meldPoints: [0, 15] }), field: 'melds-1', de: 'Meldungspunkte gehen in Zehnern: Eine Meldung zählt 20, 50, 100, 150 oder 200, Bella 20 (8.1, 8.2, 7.3)' },
    {
      what: 'Dackeln without every card point', entry: counted({ taker: 0, cardPoints: [154, 10], dackeln: true }), field: 'dackeln',
      de: 'Beim Dackeln hat die spielführende Partei jeden Stich gemacht und damit alle 164 Kartenpunkte (11.2); eingetragen sind 154',
    },
    { what: 'secured points below 0', entry: counted({ vorlauf: { side: 0, securedCardPoints: -1 } }), field: 'secured', de: 'Gesicherte Kartenpunkte sind eine ganze Zahl von 0 bis 154' },
    {
      what: 'more secured than the side took', entry: counted({ vorlauf: { side: 0, securedCardPoints: 70 } }), field: 'secured',
      de: 'Die gesicherten Kartenpunkte sind ein Teil der Kartenpunkte der rufenden Partei (62), mehr können es also nicht sein (10.3)',
    },
    {
      what: "the last trick's points secured", entry: counted({ taker: 0, cardPoints: [164, 0], vorlauf: { side: 0, securedCardPoints: 160 } }), field: 'secured',
      de: 'Gerufen wird, bevor der letzte Stich eingezogen ist; gesichert sind also höchstens 154 Kartenpunkte (10.3)',
    },
    { what: 'written points past the limit', entry: written([5000, 0]), field: 'written-0', de: 'Geschriebene Punkte sind eine ganze Zahl von 0 bis 2264' },
    { what: 'written short of 164', entry: written([50, 60]), field: 'written-1', de: 'Ein ausgespieltes Spiel schreibt insgesamt mindestens 164 (3.2, 11.1); hier sind es zusammen 110' },
    {
      what: 'written odd', entry: written([65, 100]), field: 'written-1',
      de: 'Das ergibt zusammen 165, eine ungerade Zahl; ein Spiel bringt 164 plus Meldungen (alle in Zehnern), dazu vielleicht 100 fürs Dackeln: Zähl nach (12.1)',
    },
    {
      what: 'the taking side below the other', entry: written([94, 90]), field: 'written-1',
      de: 'Macht die spielführende Partei ihr Spiel, schreibt sie mehr als die Gegenpartei; wird sie gezogen, schreibt sie 0 (11.1)',
    },
  ])('$what', ({ entry, field, de: deutsch }) => {
    const p = entryProblem(entry)!;
    expect(p.field).toBe(field);
    expect(p.message).toBe(`${sayEntry(p.says, 'en')}.`);
    expect(sayEntry(p.says, 'de')).toBe(deutsch);
  });
});

describe('where a German reader meets it', () => {
  test('a stored sheet that will not load: after "Spiel 1:"', () => {
    const record = { players: ['Ana', 'Ben', 'Cem', 'Dia'], firstDealer: 0, misdeal: 'mild', deals: [counted({ cardPoints: [60, 100] })] } as SheetRecord;
    const built = build(record);
    if (built.ok) throw new Error('taken');
    expect(built.error).toBe("deal 1: The card points add up to 160, not 164: recount the tricks, and give the last trick's 10 to the side that took it (12.1, 3.2)");
    expect(saySheetProblem(built, 'de')).toBe('Spiel 1: Die Kartenpunkte ergeben zusammen 160 statt 164: Zähl die Stiche nach und gib die 10 des letzten Stichs der Partei, die ihn gemacht hat (12.1, 3.2)');
  });

  const input = (over: Partial<EntryInput>): EntryInput => ({
    kind: 'counted', dealer: '3', taker: '1', trump: 'H', cards: ['62', '102'], melds: ['', ''], dackeln: false, vorlauf: '', secured: '', written: ['', ''], offender: '', ...over,
  });

  test('the German entry form: fields left empty or mistyped, then the 12.1 check', () => {
    expect(readEntry(input({ dealer: '', taker: '', trump: '', cards: ['', 'x'] }), 'de').errors).toEqual({
      dealer: 'Wähl aus, wer gegeben hat.',
      taker: 'Wähl aus, wer das Spiel gemacht hat.',
      trump: 'Wähl die Trumpffarbe.',
      'cards-0': 'Trag die Kartenpunkte ein.',
      'cards-1': 'Trag die Kartenpunkte als ganze Zahl ein, etwa 82.',
    });
    expect(readEntry(input({ kind: 'foul' }), 'de').errors).toEqual({ offender: 'Wähl aus, wer die falsche Karte gespielt hat.' });
    expect(readEntry(input({ kind: 'written', written: ['100', ''] }), 'de').errors).toEqual({ 'written-1': 'Trag die geschriebenen Punkte ein.' });
    expect(readEntry(input({ vorlauf: '1', secured: '' }), 'de').errors).toEqual({ secured: 'Trag die gesicherten Kartenpunkte ein.' });
    expect(readEntry(input({ melds: ['1x', ''] }), 'de').errors).toEqual({ 'melds-0': 'Trag die Meldungspunkte als ganze Zahl ein, etwa 82.' });
    expect(readEntry(input({ kind: 'odd' as EntryInput['kind'] }), 'de').errors).toEqual({ kind: 'Wähl aus, wie das Spiel ausging.' });
    expect(readEntry(input({ cards: ['60', '100'] }), 'de').errors).toEqual({
      'cards-1': 'Die Kartenpunkte ergeben zusammen 160 statt 164: Zähl die Stiche nach und gib die 10 des letzten Stichs der Partei, die ihn gemacht hat (12.1, 3.2).',
    });
  });

  test('the English form reads as it always did', () => {
    expect(readEntry(input({ kind: 'odd' as EntryInput['kind'] })).errors).toEqual({ kind: 'Choose how the deal ended.' });
    expect(readEntry(input({ kind: 'written', written: ['100', 'x'] })).errors).toEqual({ 'written-1': 'Enter the points written as a whole number, like 82.' });
    expect(readEntry(input({ vorlauf: '1', secured: '' })).errors).toEqual({ secured: 'Enter the secured card points.' });
  });
});

describe('every entry message has German words', () => {
  test('the catalogues name the same ids, and no German sentence is the English one', () => {
    const none = {};
    const sample: SampleOf<EntrySpec> = {
      'problem.cardRange': { max: 164 }, 'problem.cardSum': { sum: 160, total: 164 }, 'problem.meldRange': { max: 1000 }, 'problem.meldTens': none,
      'problem.dackeln': { total: 164, got: 154 }, 'problem.securedRange': { max: 154 }, 'problem.securedMore': { cards: 62 }, 'problem.securedMax': { max: 154 },
      'problem.writtenRange': { max: 2264 }, 'problem.writtenLow': { total: 164, sum: 110 }, 'problem.writtenOdd': { sum: 165 }, 'problem.writtenTaker': none,
      'form.choose': { what: 'dealer' }, 'form.enter': { what: 'cards', whole: true },
    };
    expectGermanForEveryId<EntrySpec>({ en, de }, sample, sayEntry);
  });
});
