import { describe, expect, test } from 'vitest';
import type { Parsed } from '../core/game';
import {
  TARGET_FOUR, TARGET_SIX, afterRound, partnershipFromRanking, replayPartnership, roundScore, settlePartnership,
  startPartnership, tables, teamOf, type PartnershipState, type TableResult,
} from './partnership';

const [A, B, C, D] = [0, 1, 2, 3];

function ok<T>(r: Parsed<T>): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
const pairs = (s: PartnershipState) => tables(s)?.map((t) => [t.dealer, t.nonDealer]);
const rounds = (s: PartnershipState, list: TableResult[][]) => list.reduce((x, r) => ok(afterRound(x, r)), s);

// A King, B Queen, C Jack, D Five: A and B against C and D.
const four = () => ok(startPartnership([[13], [12], [11], [5]]));

describe('§16 the draw and the seats', () => {
  test('the two highest against the two lowest; the highest\'s partner opposite, third on his left, lowest on his right', () => {
    const s = four();
    expect(s.teams).toEqual([[A, B], [C, D]]);
    // Clockwise from A: his left neighbour C, then B opposite, then D on his right.
    expect(s.seating).toEqual([A, C, B, D]);
    expect(s.target).toBe(125);
    expect([TARGET_FOUR, TARGET_SIX]).toEqual([125, 150]);
  });
  test('ties are drawn again', () => {
    expect(ok(startPartnership([[7, 2], [12], [7, 9], [1]])).teams).toEqual([[1, 2], [0, 3]]);
    expect(startPartnership([[7], [12], [7], [1]]).ok).toBe(false);
  });
  test('only four or six players', () => {
    expect(startPartnership([[1], [2], [3], [4], [5]]).ok).toBe(false);
  });
});

describe('§16 who plays whom', () => {
  test('first round: the lowest (D) deals to his right-hand opponent B; his partner C deals to A', () => {
    expect(tables(four())).toEqual([{ table: 0, dealer: C, nonDealer: A }, { table: 1, dealer: D, nonDealer: B }]);
  });
  test('then the partners switch opponents, and back again', () => {
    const s = four();
    const once = rounds(s, [[{ winner: null, points: 0 }, { winner: null, points: 0 }]]);
    expect(pairs(once)).toEqual([[C, B], [D, A]]);
    const twice = rounds(once, [[{ winner: null, points: 0 }, { winner: null, points: 0 }]]);
    expect(pairs(twice)).toEqual([[C, A], [D, B]]);
  });
});

describe('§16 scoring a round', () => {
  test('the example: A loses 18, partner B wins 25: the partnership writes 7 and wins the box; C and D deal next', () => {
    const s = rounds(four(), [[{ winner: C, points: 18 }, { winner: B, points: 25 }]]);
    expect(s.rounds[0]).toMatchObject({ net: [7, -7], writer: 0, points: 7 });
    expect(s.points).toEqual([7, 0]);
    expect(s.wins).toEqual([1, 0]);
    expect(s.dealingTeam).toBe(1);
    expect(pairs(s)).toEqual([[C, B], [D, A]]);
  });
  test('roundScore on its own', () => {
    const team = (p: number) => (p < 2 ? 0 : 1) as 0 | 1;
    expect(roundScore([{ winner: C, points: 18 }, { winner: B, points: 25 }], team)).toEqual({ net: [7, -7], writer: 0, points: 7 });
    expect(roundScore([{ winner: C, points: 18 }, { winner: D, points: 5 }], team)).toEqual({ net: [-23, 23], writer: 1, points: 23 });
  });
  test('when the low partnership wins, the high partnership deals next', () => {
    const s = rounds(four(), [[{ winner: C, points: 30 }, { winner: B, points: 12 }]]);
    expect(s.points).toEqual([0, 18]);
    expect(s.dealingTeam).toBe(0);
    expect(pairs(s)).toEqual([[B, C], [A, D]]);
  });
  test('results that cancel: nobody writes, no box, the same partnership deals, opponents still switch', () => {
    const s = rounds(four(), [[{ winner: A, points: 10 }, { winner: D, points: 10 }]]);
    expect(s.rounds[0]).toMatchObject({ net: [0, 0], writer: null, points: 0 });
    expect(s.points).toEqual([0, 0]);
    expect(s.wins).toEqual([0, 0]);
    expect(pairs(s)).toEqual([[C, B], [D, A]]);
  });
});

describe('§16 the end at 125 and the settlement', () => {
  const match = () => rounds(four(), [
    [{ winner: C, points: 18 }, { winner: B, points: 25 }], // AB +7: 7
    [{ winner: B, points: 60 }, { winner: A, points: 40 }], // AB +100: 107
    [{ winner: C, points: 30 }, { winner: B, points: 20 }], // CD +10: 10
    [{ winner: B, points: 2 }, { winner: A, points: 18 }], // AB +20: 127
  ]);
  test('the dealers follow the losers of each round', () => {
    expect(match().rounds.map((r) => r.tables.map((t) => [t.dealer, t.nonDealer]))).toEqual([
      [[C, A], [D, B]], [[C, B], [D, A]], [[C, A], [D, B]], [[B, C], [A, D]],
    ]);
  });
  test('A and B reach 127: 127 + 3 boxes + 100 = 287 against 10 + 20 = 30; they collect 257', () => {
    const s = match();
    expect(s.points).toEqual([127, 10]);
    expect(s.firstToTarget).toBe(0);
    expect(tables(s)).toBeNull();
    expect(ok(settlePartnership(s))).toMatchObject({ boxes: [60, 20], gameBonus: [100, 0], shutout: [0, 0], totals: [287, 30], winner: 0, difference: 257 });
    expect(ok(settlePartnership(s)).citations[0]).toBe('16');
  });
  test('nothing after the end; no settlement before it', () => {
    expect(afterRound(match(), [{ winner: A, points: 1 }, { winner: B, points: 1 }]).ok).toBe(false);
    expect(settlePartnership(four()).ok).toBe(false);
  });
});

describe('§16 six players', () => {
  const six = () => ok(startPartnership([[13], [12], [11], [10], [9], [8]]));
  test('three against three, seats alternating, target 150', () => {
    const s = six();
    expect(s.teams).toEqual([[0, 1, 2], [3, 4, 5]]);
    expect(s.seating).toEqual([0, 3, 1, 4, 2, 5]);
    expect(s.target).toBe(150);
  });
  test('three tables; each low player meets right, left, across, then right again', () => {
    const none = [{ winner: null, points: 0 }, { winner: null, points: 0 }, { winner: null, points: 0 }];
    let s = six();
    const seen: number[][][] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(pairs(s) as number[][]);
      s = rounds(s, [none]);
    }
    expect(seen).toEqual([
      [[3, 0], [4, 1], [5, 2]],
      [[3, 1], [4, 2], [5, 0]],
      [[3, 2], [4, 0], [5, 1]],
      [[3, 0], [4, 1], [5, 2]],
    ]);
  });
  test('a round sums three tables: 0 wins 30, 4 wins 12, 5 wins 10: the high partnership writes 8', () => {
    const s = rounds(six(), [[{ winner: 0, points: 30 }, { winner: 4, points: 12 }, { winner: 5, points: 10 }]]);
    expect(s.points).toEqual([8, 0]);
    expect(teamOf(s, 4)).toBe(1);
  });
});

describe('boundary', () => {
  test.each([
    [[{ winner: A, points: 5 }], 'expected 2 table results'],
    [[{ winner: B, points: 5 }, { winner: B, points: 5 }], 'table 1: the winner must be 2 or 0'],
    [[{ winner: null, points: 5 }, { winner: null, points: 0 }], 'scores 0 points'],
  ])('afterRound refuses %#', (results, message) => {
    const r = afterRound(four(), results as TableResult[]);
    expect(!r.ok && r.error).toContain(message);
  });
  test('replayPartnership rebuilds a match and checks it', () => {
    const roundsPlayed = [[{ winner: C, points: 18 }, { winner: B, points: 25 }]];
    expect(ok(replayPartnership({ ranking: [0, 1, 2, 3], rounds: roundsPlayed }))).toEqual(rounds(four(), roundsPlayed as TableResult[][]));
    expect(replayPartnership({ ranking: [0, 1, 2, 2], rounds: [] }).ok).toBe(false);
    expect(replayPartnership({ ranking: [0, 1, 2, 3], rounds: [], target: 0 }).ok).toBe(false);
    expect(replayPartnership({ ranking: [0, 1, 2, 3], rounds: [[{ winner: A, points: 5 }, { winner: A, points: 5 }]] }).ok).toBe(false);
    expect(ok(partnershipFromRanking([3, 2, 1, 0], 200)).target).toBe(200);
  });
});
