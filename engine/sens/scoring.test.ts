/**
 * 1.4, 3.2, 4.5, 11.1, 11.2, 12.1: counting a deal and what each side writes.
 * Every deal below has Herz trumps; the points of each trick are worked out by
 * hand from the card points of 3.1 (plain: Ten 10, Unter 2, Ober 3, King 4,
 * Sau 11; trumps: Nine 14, Unter 22), the readings at 11.1, 11.2, 1.4, 4.5.
 */
import { describe, expect, test } from 'vitest';
import type { Card, Suit } from './cards';
import { countDeal, foulWritten, misdealWritten, trickPoints } from './scoring';
import { trickWinner } from './tricks';
import type { Seat, Trick } from './types';

const H: Suit = 'H';
/** A trick of four cards played by seats 0-3 in that order, and its winner (worked out by hand). */
const t = (text: string, winner: Seat): Trick => ({
  cards: text.split(' ').map((card, i) => ({ seat: i as Seat, card: card as Card })),
  winner,
});

// The pack as eight tricks, one rank each. With Herz trumps the Herz card takes each trick; its seat
// decides the side. Points per trick: 7s 0, 8s 0, 9s 14 (trump Nine), Tens 40, Unters 2+2+2+22 = 28,
// Obers 12, Kings 16, Saus 44: 154 in all, 164 with the last trick.
const S0 = { '7': t('7E 7G 7H 7S', 2), '8': t('8E 8G 8H 8S', 2), '9': t('9E 9G 9H 9S', 2), T: t('TE TG TH TS', 2),
  U: t('UE UG UH US', 2), O: t('OE OG OH OS', 2), K: t('KE KG KH KS', 2), A: t('AE AG AH AS', 2) };
const S1 = { '7': t('7E 7H 7G 7S', 1), '8': t('8E 8H 8G 8S', 1), '9': t('9E 9H 9G 9S', 1), T: t('TE TH TG TS', 1),
  U: t('UE UH UG US', 1), O: t('OE OH OG OS', 1), K: t('KE KH KG KS', 1), A: t('AE AH AG AS', 1) };

/** Side 0 takes the Nines, Tens and Unters (14 + 40 + 28 = 82); side 1 the rest and the last trick (0+0+12+16+44+10 = 82). */
const EVEN: Trick[] = [S0['9'], S0.T, S0.U, S1['7'], S1['8'], S1.O, S1.K, S1.A];

/**
 * One point more for side 0: swap the Eichel-Ober and Eichel-King between the Ober and King tricks.
 * OE KG KH KS = 3+4+4+4 = 15 to side 0; KE OH OG OS = 4+3+3+3 = 13 to side 1.
 * Side 0: 40 + 28 + 15 = 83; side 1: 0 + 0 + 14 + 13 + 44 + 10 = 81.
 */
const ONE_MORE: Trick[] = [S0.T, S0.U, t('OE KG KH KS', 2), S1['7'], S1['8'], S1['9'], t('KE OH OG OS', 1), S1.A];

const ALL_TO_0: Trick[] = Object.values(S0);
const ALL_TO_1: Trick[] = Object.values(S1);

describe('the tricks used here', () => {
  test('each winner given by hand is the one 9.5 names', () => {
    for (const trick of [...ALL_TO_0, ...ALL_TO_1, ...ONE_MORE]) expect(trickWinner(trick.cards, H)).toBe(trick.winner);
  });
});

describe('3.2, 12.1 trick points', () => {
  test('eight tricks: the cards plus the last trick\u2019s 10, to the side that took the eighth', () => {
    expect(trickPoints(EVEN, H)).toEqual([82, 82]);
    expect(trickPoints(ONE_MORE, H)).toEqual([83, 81]);
    expect(trickPoints(ALL_TO_0, H)).toEqual([164, 0]);
    expect(trickPoints(ALL_TO_1, H)).toEqual([0, 164]);
  });

  test('fewer tricks: their cards only, no last trick yet', () => {
    expect(trickPoints([], H)).toEqual([0, 0]);
    expect(trickPoints(EVEN.slice(0, 7), H)).toEqual([82, 28]);
    expect(trickPoints(EVEN.slice(0, 2), H)).toEqual([54, 0]);
  });

  test('the same tricks under another trump suit count differently: Eichel trumps', () => {
    // Eichel trumps: the trump Nine is 9E and the trump Unter UE. Side 0: Nines 14, Tens 40, Unters 22+2+2+2 = 28.
    expect(trickPoints(EVEN, 'E')).toEqual([82, 82]);
    // trickPoints counts the given winners' tricks; only which Nine and Unter are trumps changes.
    expect(trickPoints([S0['9']], 'E')).toEqual([14, 0]);
    expect(trickPoints([S0['7'], S0['8']], 'E')).toEqual([0, 0]);
  });
});

describe('11.1 Ziehen: the taking side needs half the total plus one', () => {
  test('exactly half (82 of 164) is not enough: the defenders write all 164', () => {
    expect(countDeal({ tricks: EVEN, trump: H, taker: 0, meldPoints: [0, 0] })).toEqual({
      kind: 'counted', cardPoints: [82, 82], meldPoints: [0, 0], total: 164, made: false, dackeln: false, written: [0, 164],
    });
  });

  test('half plus one (83 of 164) makes the game: each side writes its own points', () => {
    expect(countDeal({ tricks: ONE_MORE, trump: H, taker: 0, meldPoints: [0, 0] })).toEqual({
      kind: 'counted', cardPoints: [83, 81], meldPoints: [0, 0], total: 164, made: true, dackeln: false, written: [83, 81],
    });
  });

  test('the other side as taker: 81 of 164 is short, so side 0 writes 164', () => {
    expect(countDeal({ tricks: ONE_MORE, trump: H, taker: 1, meldPoints: [0, 0] }).written).toEqual([164, 0]);
  });

  test('the taking side\u2019s melds raise the total and its share: 82 + 20 of 184 (needs 93) is made', () => {
    const c = countDeal({ tricks: EVEN, trump: H, taker: 0, meldPoints: [20, 0] });
    expect([c.total, c.made, c.written]).toEqual([184, true, [102, 82]]);
  });

  test('the defenders\u2019 melds raise the bar: 83 of 214 (needs 108) is gezogen, the defenders write 214', () => {
    const c = countDeal({ tricks: ONE_MORE, trump: H, taker: 0, meldPoints: [0, 50] });
    expect([c.total, c.made, c.written]).toEqual([214, false, [0, 214]]);
  });

  test('the reading at 11.1: a gezogen side\u2019s own melds go to the other side: side 1 with Bella, side 0 with a Quart', () => {
    // Total 164 + 50 + 20 = 234, the taker (side 1) needs 118 and has 81 + 20 = 101.
    const c = countDeal({ tricks: ONE_MORE, trump: H, taker: 1, meldPoints: [50, 20] });
    expect([c.total, c.made, c.written]).toEqual([234, false, [234, 0]]);
  });

  test('at the bar with melds: 92 of 184 is gezogen, 93 of 184 is made', () => {
    // Side 0 takes the Obers, Kings and Saus (12 + 16 + 44 = 72); side 1 the rest (0+0+14+40+28 = 82) and the last trick.
    const low = [S0.O, S0.K, S0.A, S1['7'], S1['8'], S1['9'], S1.T, S1.U];
    expect(trickPoints(low, H)).toEqual([72, 92]);
    const short = countDeal({ tricks: low, trump: H, taker: 0, meldPoints: [20, 0] });
    expect([short.total, short.made, short.written]).toEqual([184, false, [0, 184]]);
    // Side 0 takes the Saus (44), OE KG KH KS (15) and the Nines (14) = 73; side 1 40 + 13 + 28 + 10 = 91.
    const bar = [S0.A, t('OE KG KH KS', 2), S0['9'], S1['7'], S1['8'], S1.T, t('KE OH OG OS', 1), S1.U];
    expect(trickPoints(bar, H)).toEqual([73, 91]);
    const made = countDeal({ tricks: bar, trump: H, taker: 0, meldPoints: [20, 0] });
    expect([made.total, made.made, made.written]).toEqual([184, true, [93, 91]]);
  });

  test('the defenders taking every trick is plain Ziehen, no bonus', () => {
    const c = countDeal({ tricks: ALL_TO_1, trump: H, taker: 0, meldPoints: [0, 0] });
    expect([c.made, c.dackeln, c.written]).toEqual([false, false, [0, 164]]);
  });
});

describe('11.2 Dackeln', () => {
  test('the sheet\u2019s example: every trick, no melds: 164 + 100 = 264', () => {
    expect(countDeal({ tricks: ALL_TO_0, trump: H, taker: 0, meldPoints: [0, 0] })).toEqual({
      kind: 'counted', cardPoints: [164, 0], meldPoints: [0, 0], total: 164, made: true, dackeln: true, written: [264, 0],
    });
    expect(countDeal({ tricks: ALL_TO_1, trump: H, taker: 1, meldPoints: [0, 0] }).written).toEqual([0, 264]);
  });

  test('tricks taken by either partner count: the taker\u2019s side, not one seat', () => {
    const mixed = ALL_TO_0.map((trick, i) => ({ ...trick, winner: (i % 2 === 0 ? 0 : 2) as Seat }));
    expect(countDeal({ tricks: mixed, trump: H, taker: 0, meldPoints: [0, 0] }).dackeln).toBe(true);
  });

  test('with melds: 164 + 20 (Bella) + 100', () => {
    expect(countDeal({ tricks: ALL_TO_0, trump: H, taker: 0, meldPoints: [20, 0] }).written).toEqual([284, 0]);
  });

  test('every trick but gezogen (the defenders\u2019 four Unters, 200): no bonus, the defenders write 364', () => {
    // Total 164 + 200 = 364 needs 183; the taker has 164.
    const c = countDeal({ tricks: ALL_TO_0, trump: H, taker: 0, meldPoints: [0, 200] });
    expect([c.total, c.made, c.dackeln, c.written]).toEqual([364, false, true, [0, 364]]);
  });
});

describe('12.1 the two sums add up to the total', () => {
  test.each([
    ['EVEN', EVEN], ['ONE_MORE', ONE_MORE], ['ALL_TO_0', ALL_TO_0], ['ALL_TO_1', ALL_TO_1],
  ] as [string, Trick[]][])('%s, either taker, some melds', (_name, tricks) => {
    for (const taker of [0, 1] as const) {
      for (const meldPoints of [[0, 0], [20, 0], [0, 150], [70, 20]] as [number, number][]) {
        const c = countDeal({ tricks, trump: H, taker, meldPoints });
        expect(c.cardPoints[0] + c.cardPoints[1] + c.meldPoints[0] + c.meldPoints[1]).toBe(c.total);
        const bonus = c.made && c.dackeln ? 100 : 0;
        expect(c.written[0] + c.written[1]).toBe(c.total + bonus);
      }
    }
  });

  test('a deal is counted only with its eight tricks', () => {
    expect(() => countDeal({ tricks: EVEN.slice(0, 7), trump: H, taker: 0, meldPoints: [0, 0] })).toThrow(/8 tricks/);
  });
});

describe('1.4 a wrong card claimed later', () => {
  test('the offender\u2019s opponents write 164 and every counting meld point, the offender\u2019s side nothing', () => {
    expect(foulWritten(1, [0, 0])).toEqual([164, 0]);
    expect(foulWritten(3, [20, 50])).toEqual([234, 0]);
    expect(foulWritten(0, [100, 20])).toEqual([0, 284]);
    expect(foulWritten(2, [0, 0])).toEqual([0, 164]);
  });
});

describe('4.5 a misdeal', () => {
  test('strict: the dealer\u2019s opponents write 164', () => {
    expect(misdealWritten(0, 'strict')).toEqual([0, 164]);
    expect(misdealWritten(2, 'strict')).toEqual([0, 164]);
    expect(misdealWritten(1, 'strict')).toEqual([164, 0]);
    expect(misdealWritten(3, 'strict')).toEqual([164, 0]);
  });

  test('mild: nothing is written', () => {
    for (const dealer of [0, 1, 2, 3] as Seat[]) expect(misdealWritten(dealer, 'mild')).toEqual([0, 0]);
  });
});
