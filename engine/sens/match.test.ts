/**
 * 1.1, 10.1-10.4: the match to 500 and Vorlauf, the readings at 10.2, 10.3. Each
 * case states the totals before the deal, what the deal wrote and, for a call,
 * the caller's secured count, all worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import type { Card } from './cards';
import { TARGET, decideMatch, securedCardPoints } from './match';
import type { Seat, Trick } from './types';

const NO_MELDS: [number, number] = [0, 0];

describe('10.1, 10.2 without a Vorlauf call', () => {
  test('the target is 500', () => {
    expect(TARGET).toBe(500);
  });

  test('neither side at 500: the match goes on', () => {
    const d = decideMatch({ before: [300, 200], written: [100, 64], taker: 0, made: true, meldPoints: NO_MELDS, vorlauf: null });
    expect(d).toMatchObject({ scores: [400, 264], winner: null });
  });

  test('one side reaches 500 (exactly): it wins', () => {
    const d = decideMatch({ before: [418, 300], written: [82, 82], taker: 1, made: true, meldPoints: NO_MELDS, vorlauf: null });
    expect(d).toMatchObject({ scores: [500, 382], winner: 0, citations: ['10.1'] });
  });

  test('one side passes 500, the other stays below, even if the other took the game', () => {
    const d = decideMatch({ before: [380, 490], written: [164, 0], taker: 1, made: false, meldPoints: NO_MELDS, vorlauf: null });
    expect(d).toMatchObject({ scores: [544, 490], winner: 0 });
  });

  test('the reading at 10.2: both past 500 with no call: the higher total wins', () => {
    const d = decideMatch({ before: [450, 440], written: [70, 94], taker: 1, made: true, meldPoints: NO_MELDS, vorlauf: null });
    expect(d).toMatchObject({ scores: [520, 534], winner: 1, citations: ['10.2'] });
  });

  test('the reading at 10.2: both past 500 with equal totals and no call: another deal is played', () => {
    const d = decideMatch({ before: [450, 450], written: [82, 82], taker: 0, made: false, meldPoints: NO_MELDS, vorlauf: null });
    expect(d).toMatchObject({ scores: [532, 532], winner: null, citations: ['10.2'] });
    expect(d.reason).toContain('another deal');
  });
});

describe('10.2-10.4 (the reading at 10.3) with a Vorlauf call', () => {
  test('the caller reaches 500 with its secured points and melds: it wins, though the other side ends higher', () => {
    // Side 0 (defenders) called at 430 with 50 secured and 20 in melds: 500.
    const d = decideMatch({
      before: [430, 470], written: [70, 94], taker: 1, made: true, meldPoints: [20, 0],
      vorlauf: { side: 0, securedCardPoints: 50 },
    });
    expect(d.scores).toEqual([500, 564]);
    expect(d.winner).toBe(0);
    expect(d.citations).toEqual(['10.2', '10.3']);
  });

  test('the caller is one short (499): the other side wins, even below 500 and even though the ledger puts the caller past it', () => {
    // Side 0 at 400 called with 99 secured; later tricks bring it 120 in the ledger (520), but they do not count.
    const d = decideMatch({
      before: [400, 300], written: [120, 44], taker: 0, made: true, meldPoints: NO_MELDS,
      vorlauf: { side: 0, securedCardPoints: 99 },
    });
    expect(d.scores).toEqual([520, 344]);
    expect(d.winner).toBe(1);
    expect(d.citations).toEqual(['10.3', '10.4']);
    expect(d.reason).toContain('499');
  });

  test('the taking side calls with enough secured but is gezogen: the other side wins', () => {
    const d = decideMatch({
      before: [450, 380], written: [0, 164], taker: 0, made: false, meldPoints: NO_MELDS,
      vorlauf: { side: 0, securedCardPoints: 60 },
    });
    expect(d.scores).toEqual([450, 544]);
    expect(d.winner).toBe(1);
    expect(d.citations).toEqual(['10.3', '10.4', '11.1']);
  });

  test('the taking side calls, reaches 500 and makes its game: it wins', () => {
    const d = decideMatch({
      before: [450, 380], written: [100, 64], taker: 0, made: true, meldPoints: NO_MELDS,
      vorlauf: { side: 0, securedCardPoints: 60 },
    });
    expect(d.winner).toBe(0);
  });

  test('a defending caller does not need the taking side to fail', () => {
    const d = decideMatch({
      before: [480, 100], written: [40, 124], taker: 1, made: true, meldPoints: NO_MELDS,
      vorlauf: { side: 0, securedCardPoints: 20 },
    });
    expect(d).toMatchObject({ scores: [520, 224], winner: 0 });
  });

  test('the call ends the match after the deal: side 1 calls short while neither side reaches 500, side 0 wins', () => {
    const d = decideMatch({
      before: [200, 300], written: [82, 82], taker: 1, made: false, meldPoints: NO_MELDS,
      vorlauf: { side: 1, securedCardPoints: 40 },
    });
    expect(d).toMatchObject({ scores: [282, 382], winner: 0 });
  });

  test('side 1 calls and reaches 500 exactly with its Bella', () => {
    const d = decideMatch({
      before: [460, 440], written: [60, 124], taker: 1, made: true, meldPoints: [0, 20],
      vorlauf: { side: 1, securedCardPoints: 40 },
    });
    expect(d).toMatchObject({ scores: [520, 564], winner: 1 });
  });
});

describe('10.3 the secured card points', () => {
  const t = (text: string, winner: Seat): Trick => ({ cards: text.split(' ').map((card, i) => ({ seat: i as Seat, card: card as Card })), winner });
  // Herz trumps: Nines 14 (side 0), Tens 40 (side 1), Unters 28 (side 0), Saus 44 (side 1).
  const tricks = [t('9E 9G 9H 9S', 2), t('TE TH TG TS', 1), t('UE UG UH US', 2), t('AE AH AG AS', 1)];

  test('only the tricks taken in when the call came count for the caller', () => {
    expect(securedCardPoints(tricks, 'H', 0, 0)).toBe(0);
    expect(securedCardPoints(tricks, 'H', 0, 1)).toBe(14);
    expect(securedCardPoints(tricks, 'H', 0, 3)).toBe(42);
    expect(securedCardPoints(tricks, 'H', 1, 2)).toBe(40);
    expect(securedCardPoints(tricks, 'H', 1, 4)).toBe(84);
  });
});
