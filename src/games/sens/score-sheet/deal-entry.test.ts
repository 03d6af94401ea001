/**
 * One line of the sheet: the checks of 12.1 and the points written (11.1
 * Ziehen, 11.2 Dackeln, 1.4, 4.5, 5.3). Seats 0 and 2 are side 0, seats 1
 * and 3 side 1. Every expected number is worked out by hand below.
 */
import { describe, expect, test } from 'vitest';
import { entryProblem, nextDealer, outcomeOf, readEntry, type DealEntry, type EntryInput } from './deal-entry';

const counted = (over: Partial<Extract<DealEntry, { kind: 'counted' }>>): DealEntry => ({
  kind: 'counted', dealer: 3, taker: 1, trump: 'H', cardPoints: [62, 102], meldPoints: [0, 0], dackeln: false, vorlauf: null, ...over,
});

describe('11.1, 11.2, 12.1: a counted deal', () => {
  test.each([
    // No melds: total 164, the taker needs 83; side 1 counts 102.
    { name: 'made, no melds', entry: counted({}), written: [62, 102], made: true, total: 164 },
    // Taker seat 0 with a Dreiständer (20): total 184, needs 93, counts 70 + 20 = 90: short, side 1 writes all 184.
    { name: 'Ziehen with the taker\'s own meld', entry: counted({ taker: 0, cardPoints: [70, 94], meldPoints: [20, 0] }), written: [0, 184], made: false, total: 184 },
    // Exactly half (82 of 164) is short: the threshold is half plus one.
    { name: 'half is not enough', entry: counted({ taker: 2, cardPoints: [82, 82] }), written: [0, 164], made: false, total: 164 },
    { name: 'half plus one is', entry: counted({ taker: 2, cardPoints: [83, 81] }), written: [83, 81], made: true, total: 164 },
    // Every trick and a Quart: 164 + 50 = 214, plus 100 for Dackeln = 314.
    { name: 'Dackeln', entry: counted({ taker: 2, cardPoints: [164, 0], meldPoints: [50, 0], dackeln: true }), written: [314, 0], made: true, total: 214 },
    // Every trick, but the defenders' 200 in melds make the total 364 (needs 183): 164 is short, no bonus.
    { name: 'every trick and still gezogen', entry: counted({ taker: 0, cardPoints: [164, 0], meldPoints: [0, 200], dackeln: true }), written: [0, 364], made: false, total: 364 },
    // The defenders' Bella (20) counts for them: total 184, taker 1 counts 100 + 0 of 93 needed: made; side 0 writes 64 + 20.
    { name: 'defenders\' Bella', entry: counted({ taker: 3, cardPoints: [64, 100], meldPoints: [20, 0] }), written: [84, 100], made: true, total: 184 },
  ])('$name', ({ entry, written, made, total }) => {
    expect(entryProblem(entry)).toBeNull();
    const o = outcomeOf(entry, 'strict');
    expect(o.written).toEqual(written);
    expect(o.made).toBe(made);
    expect(o.ziehen).toBe(!made);
    expect(o.total).toBe(total);
  });

  test('Dackeln is cited and marked only when the bonus is written', () => {
    expect(outcomeOf(counted({ taker: 2, cardPoints: [164, 0], dackeln: true }), 'strict')).toMatchObject({ dackelnBonus: 100, citations: ['12.1', '11.1', '11.2'] });
    expect(outcomeOf(counted({ taker: 0, cardPoints: [164, 0], meldPoints: [0, 200], dackeln: true }), 'strict').dackelnBonus).toBe(0);
  });
});

describe('12.1, 11.2, 10.3: entries that cannot have happened', () => {
  test.each([
    { name: 'card points short of 164', entry: counted({ cardPoints: [60, 100] }), field: 'cards-1', says: 'add up to 160, not 164' },
    { name: 'card points over 164', entry: counted({ cardPoints: [170, 0] }), field: 'cards-0', says: 'from 0 to 164' },
    { name: 'melds not in tens', entry: counted({ meldPoints: [0, 15] }), field: 'melds-1', says: 'come in tens' },
    { name: 'Dackeln without all the card points', entry: counted({ taker: 0, cardPoints: [154, 10], dackeln: true }), field: 'dackeln', says: 'it has 154' },
    { name: 'more secured than taken', entry: counted({ vorlauf: { side: 0, securedCardPoints: 70 } }), field: 'secured', says: 'card points (62)' },
    { name: 'the last trick secured', entry: counted({ taker: 0, cardPoints: [164, 0], vorlauf: { side: 0, securedCardPoints: 160 } }), field: 'secured', says: 'at most 154' },
    { name: 'written short of 164', entry: { kind: 'written', dealer: 0, taker: 1, trump: 'E', written: [50, 60] } as DealEntry, field: 'written-1', says: 'add up to 110' },
    { name: 'written odd', entry: { kind: 'written', dealer: 0, taker: 1, trump: 'E', written: [65, 100] } as DealEntry, field: 'written-1', says: 'odd' },
    { name: 'taker writes less than the defenders', entry: { kind: 'written', dealer: 0, taker: 1, trump: 'E', written: [94, 90] } as DealEntry, field: 'written-1', says: 'gezogen writes 0' },
    { name: 'a foul\'s melds not in tens', entry: { kind: 'foul', dealer: 0, offender: 1, meldPoints: [5, 0] } as DealEntry, field: 'melds-0', says: 'tens' },
  ])('$name', ({ entry, field, says }) => {
    const p = entryProblem(entry);
    expect(p?.field).toBe(field);
    expect(p?.message).toContain(says);
  });
});

describe('fixed amounts: 1.4, 4.5, 5.3', () => {
  test('a wrong card by seat 1 found later: side 0 writes 164 and every counting meld', () => {
    // Side 1's Quart (50) counted: 164 + 50 = 214.
    const o = outcomeOf({ kind: 'foul', dealer: 0, offender: 1, meldPoints: [0, 50] }, 'strict');
    expect(o.written).toEqual([214, 0]);
    expect(o.taker).toBeNull();
  });
  test('a strict misdeal by seat 3: side 0 writes 164; a mild one writes nothing', () => {
    expect(outcomeOf({ kind: 'misdeal', dealer: 3 }, 'strict').written).toEqual([164, 0]);
    expect(outcomeOf({ kind: 'misdeal', dealer: 2 }, 'strict').written).toEqual([0, 164]);
    expect(outcomeOf({ kind: 'misdeal', dealer: 3 }, 'mild').written).toEqual([0, 0]);
  });
  test('thrown in: nothing', () => {
    expect(outcomeOf({ kind: 'thrown-in', dealer: 1 }, 'strict').written).toEqual([0, 0]);
  });
  test('points entered directly: the taking side made its game when it writes anything', () => {
    expect(outcomeOf({ kind: 'written', dealer: 0, taker: 1, trump: 'E', written: [0, 184] }, 'strict')).toMatchObject({ taker: 1, made: true, ziehen: false });
    expect(outcomeOf({ kind: 'written', dealer: 0, taker: 1, trump: 'E', written: [184, 0] }, 'strict')).toMatchObject({ taker: 1, made: false, ziehen: true });
  });
});

describe('4.6, 4.5: who deals next', () => {
  test('the next player clockwise, after any deal', () => {
    expect(nextDealer(counted({ dealer: 3 }), 'strict')).toBe(0);
    expect(nextDealer({ kind: 'thrown-in', dealer: 1 }, 'mild')).toBe(2);
    expect(nextDealer({ kind: 'misdeal', dealer: 1 }, 'strict')).toBe(2);
  });
  test('the same dealer after a mild misdeal', () => {
    expect(nextDealer({ kind: 'misdeal', dealer: 1 }, 'mild')).toBe(1);
  });
});

describe('readEntry: the form', () => {
  const input = (over: Partial<EntryInput>): EntryInput => ({
    kind: 'counted', dealer: '3', taker: '1', trump: 'H', cards: ['62', '102'], melds: ['', ''], dackeln: false, vorlauf: '', secured: '', written: ['', ''], offender: '', ...over,
  });
  test('empty melds are 0; a Vorlauf call is read', () => {
    const r = readEntry(input({ vorlauf: '0', secured: '40' }));
    expect(r.entry).toEqual(counted({ vorlauf: { side: 0, securedCardPoints: 40 } }));
  });
  test('every missing field named at once', () => {
    const r = readEntry(input({ taker: '', trump: '', cards: ['', 'x'] }));
    expect(r.errors).toEqual({
      taker: 'Choose who took the game.',
      trump: 'Choose the trump suit.',
      'cards-0': 'Enter the card points.',
      'cards-1': 'Enter the card points as a whole number, like 82.',
    });
  });
  test('the 12.1 check comes after the fields are read', () => {
    expect(readEntry(input({ cards: ['60', '100'] })).errors).toEqual({
      'cards-1': "The card points add up to 160, not 164: recount the tricks, and give the last trick's 10 to the side that took it (12.1, 3.2).",
    });
  });
  test('a wrong card needs its player', () => {
    expect(readEntry(input({ kind: 'foul' })).errors).toEqual({ offender: 'Choose who played the wrong card.' });
    expect(readEntry(input({ kind: 'foul', offender: '2', melds: ['20', ''] })).entry).toEqual({ kind: 'foul', dealer: 3, offender: 2, meldPoints: [20, 0] });
  });
  test('a misdeal needs only the dealer', () => {
    expect(readEntry(input({ kind: 'misdeal', taker: '', cards: ['', ''] })).entry).toEqual({ kind: 'misdeal', dealer: 3 });
  });
});
