import { describe, expect, test } from 'vitest';
import {
  BOX_BONUS, GAME_BONUS, MATCH_TARGET, MAX_HANDS_PER_MATCH, SHUTOUT_BONUS,
  addHand, deriveSeed, firstToTarget, handTotals, handsWon, matchOver, newLedger, nextDealer, orderByDraw,
  parseLedger, seededDraw, settle, settleTwoSides, sheetLines, type HandResult, type Ledger,
} from './match';

const A = 0;
const B = 1;
const ledger = (hands: HandResult[], target = 100): Ledger => {
  const r = parseLedger({ target, hands });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/**
 * The sheet printed after §13, read column by column: A wins hands 1, 2, 4, 6
 * (23, 27, 35, 19: running 23, 50, 85, 104); B wins hands 3 and 5 (32, 10:
 * running 32, 42). The text's single column gives "50" after hand 2 (23+27),
 * "85" after hand 4 (50+35), "42" after hand 5 (32+10) and "104" after hand 6
 * (85+19), so hands 3 and 5 cannot be A's.
 */
const WORKED: HandResult[] = [
  { winner: A, points: 23 }, { winner: A, points: 27 }, { winner: B, points: 32 },
  { winner: A, points: 35 }, { winner: B, points: 10 }, { winner: A, points: 19 },
];

describe('§13 the worked settlement', () => {
  const l = ledger(WORKED);

  test('the sheet line by line: each hand and its winner\'s running total', () => {
    expect(sheetLines(l).map((x) => [x.hand, x.winner, x.points, x.winnerRunning])).toEqual([
      [1, A, 23, 23], [2, A, 27, 50], [3, B, 32, 32], [4, A, 35, 85], [5, B, 10, 42], [6, A, 19, 104],
    ]);
    expect(sheetLines(l).map((x) => x.running)).toEqual([[23, 0], [50, 0], [50, 32], [85, 32], [85, 42], [104, 42]]);
    expect(sheetLines(l).map((x) => x.reachedTarget)).toEqual([false, false, false, false, false, true]);
  });

  test('A reaches 100 first, with the sixth hand', () => {
    expect(matchOver(l)).toBe(true);
    expect(firstToTarget(l)).toBe(A);
    expect(matchOver(ledger(WORKED.slice(0, 5)))).toBe(false);
  });

  test('boxes 80 / 40, game 100 to A, totals 284 / 82, A wins by 202', () => {
    const s = settle(l);
    expect(s.ok && s.value).toEqual({
      points: [104, 42], boxes: [80, 40], gameBonus: [100, 0], shutout: [0, 0], totals: [284, 82],
      firstToTarget: A, winner: A, difference: 202, citations: ['13', '13.1', '13.3'],
    });
  });

  test('no hand may follow the one that ended the match', () => {
    const r = addHand(l, { winner: B, points: 5 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain('the match is over');
    expect(parseLedger({ target: 100, hands: [...WORKED, { winner: null, points: 0 }] }).ok).toBe(false);
  });
});

describe('§13.2 shutout', () => {
  test('B wrote nothing: A gets 100 + 4 boxes + 100 game + 100 shutout', () => {
    const s = settle(ledger([{ winner: A, points: 30 }, { winner: null, points: 0 }, { winner: A, points: 25 }, { winner: A, points: 25 }, { winner: A, points: 20 }]));
    expect(s.ok && s.value).toMatchObject({ points: [100, 0], boxes: [80, 0], gameBonus: [100, 0], shutout: [100, 0], totals: [380, 0], winner: A, difference: 380 });
    expect(s.ok && s.value.citations).toContain('13.2');
  });
  test('a shutout for B, who got there in one gin of 120', () => {
    const s = settle(ledger([{ winner: B, points: 120 }]));
    expect(s.ok && s.value).toMatchObject({ totals: [0, 340], shutout: [0, 100], winner: B, difference: 340 });
  });
});

describe('the note after §13: the first to 100 need not win', () => {
  test('B wins eight hands of 10, A one gin of 100: A 100+20+100 = 220, B 80+160 = 240, B wins by 20', () => {
    const hands: HandResult[] = [...Array.from({ length: 8 }, () => ({ winner: B, points: 10 }) as HandResult), { winner: A, points: 100 }];
    const s = settle(ledger(hands));
    expect(s.ok && s.value).toMatchObject({ points: [100, 80], boxes: [20, 160], gameBonus: [100, 0], totals: [220, 240], firstToTarget: A, winner: B, difference: 20 });
  });
  test('equal totals settle nothing: A 220 against B\'s seven hands worth 80 + 140', () => {
    const hands: HandResult[] = [...[20, 10, 10, 10, 10, 10, 10].map((points) => ({ winner: B, points }) as HandResult), { winner: A, points: 100 }];
    const s = settle(ledger(hands));
    expect(s.ok && s.value).toMatchObject({ totals: [220, 220], winner: null, difference: 0 });
  });
});

describe('the ledger', () => {
  test('constants', () => {
    expect([MATCH_TARGET, BOX_BONUS, GAME_BONUS, SHUTOUT_BONUS, MAX_HANDS_PER_MATCH]).toEqual([100, 20, 100, 100, 200]);
  });
  test('totals and wins ignore no-games', () => {
    const hands: HandResult[] = [{ winner: A, points: 12 }, { winner: null, points: 0 }, { winner: B, points: 11 }];
    expect(handTotals(hands)).toEqual([12, 11]);
    expect(handsWon(hands)).toEqual([1, 1]);
  });
  test('a target of 125 (as in §16) moves the end', () => {
    const l = ledger([{ winner: A, points: 110 }], 125);
    expect(matchOver(l)).toBe(false);
    expect(settle(l).ok).toBe(false);
  });
  test('§3, §12: the loser deals next; after a no-game the same dealer', () => {
    expect(nextDealer(ledger([]), B)).toBe(B);
    expect(nextDealer(ledger([{ winner: B, points: 9 }]), B)).toBe(A);
    expect(nextDealer(ledger([{ winner: B, points: 9 }, { winner: null, points: 0 }]), B)).toBe(A);
    expect(nextDealer(ledger([{ winner: B, points: 9 }, { winner: A, points: 9 }]), B)).toBe(B);
  });
  test.each([
    [{ target: 0, hands: [] }, 'target must be between 1 and 1000'],
    [{ target: 100, hands: 'x' }, 'hands must be a list'],
    [{ target: 100, hands: [], extra: 1 }, 'unknown field "extra"'],
    [{ target: 100, hands: [{ winner: 2, points: 5 }] }, 'winner must be 0 or 1'],
    [{ target: 100, hands: [{ winner: 0, points: 0 }] }, 'at least 1'],
    [{ target: 100, hands: [{ winner: 0, points: 361 }] }, 'between 1 and 360'],
    [{ target: 100, hands: [{ winner: null, points: 4 }] }, 'scores 0 points'],
    [{ target: 100, hands: [{ winner: 0, points: 4, by: 'gin' }] }, 'unknown field "by"'],
    [{ target: 1000, hands: Array.from({ length: 201 }, () => ({ winner: null, points: 0 })) }, 'at most 200 hands'],
    [null, 'expected an object'],
  ])('parseLedger refuses %#', (input, message) => {
    const r = parseLedger(input);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain(message);
  });
  test('newLedger defaults to 100 and checks its target', () => {
    expect(newLedger()).toEqual({ ok: true, value: { target: 100, hands: [] } });
    expect(newLedger(1001).ok).toBe(false);
  });
  test('settleTwoSides on its own: team first to target, nothing to the other side', () => {
    expect(settleTwoSides([30, 127], [2, 5], 1)).toMatchObject({ totals: [70, 327], winner: 1, difference: 257, shutout: [0, 0] });
  });
});

describe('the draw (§3)', () => {
  test('highest first, Ace low', () => {
    expect(orderByDraw([[1], [13], [7]])).toEqual({ ok: true, value: [1, 2, 0] });
  });
  test('only the tied players draw again, and their redraws order them', () => {
    expect(orderByDraw([[9, 2], [4], [9, 11]])).toEqual({ ok: true, value: [2, 0, 1] });
    expect(orderByDraw([[5, 3, 12], [5, 3, 2], [1]])).toEqual({ ok: true, value: [0, 1, 2] });
  });
  test('a tie without redraws is an error naming the players', () => {
    const r = orderByDraw([[9], [4], [9]]);
    expect(!r.ok && r.error).toContain('players 0, 2 are tied');
  });
  test.each([[[]], [[[0]]], [[[14]]], [[[]]], [[[2.5]]]])('refuses %j', (draws) => {
    expect(orderByDraw(draws as number[][]).ok).toBe(false);
  });
  test('seeded: reproducible, a permutation, and consistent with its own cards', () => {
    for (let seed = 0; seed < 200; seed++) {
      const a = seededDraw(5, seed);
      expect(seededDraw(5, seed)).toEqual(a);
      expect([...a.order].sort()).toEqual([0, 1, 2, 3, 4]);
      expect(orderByDraw(a.draws.map((d) => d.map((c) => c.rank)))).toEqual({ ok: true, value: a.order });
      const cards = a.draws.flat().map((c) => c.rank + c.suit);
      expect(new Set(cards).size).toBe(cards.length);
    }
  });
  test('seeded: 64 players use more than one pack and still end untied', () => {
    const { draws, order } = seededDraw(64, 7);
    expect(draws.flat().length).toBeGreaterThan(64);
    expect(new Set(order).size).toBe(64);
  });
  test('deriveSeed differs with its parts', () => {
    expect(deriveSeed(1, 2)).not.toBe(deriveSeed(2, 1));
    expect(deriveSeed(1, 2)).toBe(deriveSeed(1, 2));
  });
});
