import { describe, expect, test } from 'vitest';
import type { Parsed } from '../core/game';
import { prng, shuffle } from '../core/prng';
import { orderByDraw } from './match';
import {
  MAX_ENTRANTS, currentRound, roundRobinStandings, maximumMatching, pairSwiss, recordSwissRound, roundRobin, standings, startSwiss, swissOver,
  swissRounds, swissStandings, type MatchResult, type SwissState,
} from './tournament';

function ok<T>(r: Parsed<T>): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
const key = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);

describe('§17 number of Swiss rounds', () => {
  test.each([[5, 3], [8, 3], [9, 4], [16, 4], [17, 5], [32, 5], [33, 6], [64, 6]])('%i entrants: %i rounds', (n, rounds) => {
    expect(swissRounds(n)).toEqual({ ok: true, value: rounds });
  });
  test('below five (reading): a full round robin\'s length', () => {
    expect([2, 3, 4].map((n) => ok(swissRounds(n)))).toEqual([1, 3, 3]);
  });
  test('limits', () => {
    expect(swissRounds(1).ok).toBe(false);
    expect(swissRounds(MAX_ENTRANTS + 1).ok).toBe(false);
    expect(swissRounds(6.5).ok).toBe(false);
  });
});

describe('§17 round robin', () => {
  test('four entrants by the circle method', () => {
    expect(ok(roundRobin(4))).toEqual([
      { round: 1, pairs: [[0, 3], [1, 2]], bye: null },
      { round: 2, pairs: [[0, 2], [1, 3]], bye: null },
      { round: 3, pairs: [[0, 1], [2, 3]], bye: null },
    ]);
  });
  test('every pair exactly once, each entrant plays once a round, and with an odd count each has one bye', () => {
    for (let n = 2; n <= MAX_ENTRANTS; n++) {
      const rounds = ok(roundRobin(n));
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const seen = new Set<string>();
      const byes: number[] = [];
      for (const r of rounds) {
        const inRound = r.pairs.flat();
        if (r.bye !== null) {
          inRound.push(r.bye);
          byes.push(r.bye);
        }
        expect(new Set(inRound).size).toBe(n);
        for (const [x, y] of r.pairs) seen.add(key(x, y));
      }
      expect(seen.size).toBe((n * (n - 1)) / 2);
      expect(byes.sort((a, b) => a - b)).toEqual(n % 2 === 0 ? [] : Array.from({ length: n }, (_, i) => i));
    }
  }, 30_000);
});

describe('§17 standings', () => {
  test('plus and minus points added up, best first', () => {
    const s = standings(4, [{ a: 0, b: 1, winner: 0, margin: 50 }, { a: 2, b: 3, winner: 3, margin: 20 }], 1);
    expect(s.map((x) => [x.entrant, x.points, x.place])).toEqual([[0, 50, 1], [3, 20, 2], [2, -20, 3], [1, -50, 4]]);
    expect(s.every((x) => x.drew.length === 0)).toBe(true);
  });
  test('ties are settled by drawing cards: reproducible, and the draw decides', () => {
    const results: MatchResult[] = [{ a: 0, b: 1, winner: 0, margin: 30 }, { a: 2, b: 3, winner: 2, margin: 30 }, { a: 4, b: 5, winner: null, margin: 0 }];
    for (let seed = 0; seed < 50; seed++) {
      const s = standings(6, results, seed);
      expect(standings(6, results, seed)).toEqual(s);
      expect(s.map((x) => x.points)).toEqual([30, 30, 0, 0, -30, -30]);
      expect(s.map((x) => x.place)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const [i, j] of [[0, 1], [2, 3], [4, 5]]) {
        expect(new Set([s[i].entrant, s[j].entrant])).toEqual(new Set(i === 0 ? [0, 2] : i === 2 ? [4, 5] : [1, 3]));
        // The two tied entrants' cards order them, highest first.
        expect(ok(orderByDraw([s[i].drew, s[j].drew]))).toEqual([0, 1]);
      }
    }
  });
});

describe('§17 round robin standings from outside', () => {
  test('a whole round robin of four: every match counted once, plus for the winner and minus for the loser', () => {
    const results = [
      { a: 0, b: 3, winner: 0, margin: 120 }, { a: 1, b: 2, winner: 2, margin: 40 },
      { a: 0, b: 2, winner: 2, margin: 10 }, { a: 1, b: 3, winner: 1, margin: 75 },
      { a: 0, b: 1, winner: null, margin: 0 }, { a: 2, b: 3, winner: 3, margin: 200 },
    ];
    // 0: +120 -10 = 110; 1: -40 +75 = 35; 2: +40 +10 -200 = -150; 3: -120 -75 +200 = 5.
    expect(ok(roundRobinStandings(4, results, 3)).map((x) => [x.entrant, x.points, x.played])).toEqual([[0, 110, 3], [1, 35, 3], [3, 5, 3], [2, -150, 3]]);
  });
  test.each([
    [[{ a: 0, b: 4, winner: 0, margin: 5 }], 'numbered 0 to 3'],
    [[{ a: 0, b: 1, winner: 0, margin: 5 }, { a: 1, b: 0, winner: 0, margin: 5 }], 'only once'],
    [[{ a: 0, b: 1, winner: 2, margin: 5 }], 'winner must be 0 or 1'],
    [[{ a: 1, b: 1, winner: 1, margin: 5 }], 'cannot play himself'],
  ])('refuses %#', (results, message) => {
    const r = roundRobinStandings(4, results, 0);
    expect(!r.ok && r.error).toContain(message);
  });
});

describe('§17 Swiss pairing', () => {
  test('the text\'s example: the same two lead again after a round, so 1st meets 3rd and 2nd meets 4th', () => {
    // Eight entrants, standings 0..7; the last round paired 0-1, 2-3, 4-5, 6-7.
    const r = ok(pairSwiss([0, 1, 2, 3, 4, 5, 6, 7], [[0, 1], [2, 3], [4, 5], [6, 7]]));
    expect(r).toEqual({ pairs: [[0, 2], [1, 3], [4, 6], [5, 7]], bye: null, repeats: 0 });
  });
  test('no rematch: the natural 1st v 2nd was already played, the rest follows the standings', () => {
    expect(ok(pairSwiss([5, 2, 0, 4, 1, 3], [[5, 2]]))).toEqual({ pairs: [[5, 0], [2, 4], [1, 3]], bye: null, repeats: 0 });
  });
  test('the plain procedure would leave the last two as a rematch: backtracking changes the latest choice only', () => {
    // 0-2 and 1-3 would leave 4-5, who have met; 0-2 stays, 1 meets 4 instead, 3 meets 5.
    expect(ok(pairSwiss([0, 1, 2, 3, 4, 5], [[0, 1], [4, 5], [2, 3]]))).toEqual({ pairs: [[0, 2], [1, 4], [3, 5]], bye: null, repeats: 0 });
    // With four: 0-2 would leave 1-3 (met); so 0 meets 3 and 1 meets 2.
    expect(ok(pairSwiss([0, 1, 2, 3], [[0, 1], [1, 3]]))).toEqual({ pairs: [[0, 3], [1, 2]], bye: null, repeats: 0 });
  });
  test('when every pairing has a rematch: the fewest, first in the standings\' order', () => {
    // 0-1, 0-2, 0-3, 1-2 met once: {0-1, 2-3} and {0-2, 1-3} cost one rematch each, {0-3, 1-2} two.
    expect(ok(pairSwiss([0, 1, 2, 3], [[0, 1], [0, 2], [0, 3], [1, 2]]))).toEqual({ pairs: [[0, 1], [2, 3]], bye: null, repeats: 1 });
    // 0-1 met twice: now {0-2, 1-3} is the only pairing with one repeat.
    expect(ok(pairSwiss([0, 1, 2, 3], [[0, 1], [0, 1], [0, 2], [0, 3], [1, 2]]))).toEqual({ pairs: [[0, 2], [1, 3]], bye: null, repeats: 1 });
  });
  test('odd count: the lowest placed without a bye sits out', () => {
    expect(ok(pairSwiss([0, 1, 2, 3, 4], [], [4]))).toEqual({ pairs: [[0, 1], [2, 4]], bye: 3, repeats: 0 });
  });
  test('odd count: the bye moves up when the lowest one\'s sitting out would force a rematch', () => {
    expect(ok(pairSwiss([0, 1, 2], [[0, 1]]))).toEqual({ pairs: [[0, 2]], bye: 1, repeats: 0 });
  });
  test('a big field where rematches cannot be avoided: 33 entrants have all met, so exactly one pair of them must meet again', () => {
    const order = Array.from({ length: 64 }, (_, i) => i);
    const met: [number, number][] = [];
    for (let i = 0; i < 33; i++) for (let j = i + 1; j < 33; j++) met.push([i, j]);
    const r = ok(pairSwiss(order, met)); // its time is a budget of `npm run bench` (bench/worst-cases.ts)
    // Each of 0..30 meets the best-placed outsider left (33, 34, ...); 31 and 32 are what remains.
    expect(r.pairs).toEqual([...Array.from({ length: 31 }, (_, i) => [i, 33 + i]), [31, 32]]);
    expect(r.repeats).toBe(1);
  });
  test('agrees with a brute-force search on small random fields', () => {
    const random = prng(2024);
    for (let trial = 0; trial < 400; trial++) {
      const n = 2 + Math.floor(random() * 8);
      const order = shuffle(Array.from({ length: n }, (_, i) => i), trial);
      const met: [number, number][] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) for (let t = 0; t < 2; t++) if (random() < 0.3) met.push([i, j]);
      const hadBye = order.filter(() => random() < 0.3);
      expect(ok(pairSwiss(order, met, hadBye))).toEqual(bruteForcePairing(order, met, hadBye));
    }
  });
  test('maximumMatching agrees with brute force on random graphs', () => {
    const random = prng(77);
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(random() * 10);
      const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (random() < 0.35) adj[i][j] = adj[j][i] = true;
      expect(maximumMatching(adj)).toBe(bruteMatching(adj, new Array<boolean>(n).fill(false)));
    }
  });
  test.each([
    [[0], [], 'needs 2 to 64'],
    [[0, 0, 1], [], 'listed twice'],
    [[0, 1, 2, 3], [[0, 9]], 'met pair'],
    [[0, 1, -1, 3], [], 'between 0 and 63'],
  ])('refuses bad input %#', (order, met, message) => {
    const r = pairSwiss(order as number[], met as [number, number][]);
    expect(!r.ok && r.error).toContain(message);
  });
});

/**
 * An independent, deliberately simple reading of the pairing rule: list every
 * way to choose the bye (fewest byes, then lowest placed) and to pair the
 * rest (the top unpaired entrant takes opponents by fewest meetings, then by
 * place), and keep the first with the fewest repeats.
 */
function bruteForcePairing(order: number[], met: [number, number][], hadBye: number[]) {
  const times = (x: number, y: number) => met.filter(([a, b]) => (a === x && b === y) || (a === y && b === x)).length;
  const byes = (e: number) => hadBye.filter((b) => b === e).length;
  const place = (e: number) => order.indexOf(e);
  let best: { pairs: [number, number][]; bye: number | null; repeats: number } | null = null;
  const pairings = function* (left: number[]): Generator<[number, number][]> {
    if (left.length === 0) { yield []; return; }
    const [top, ...rest] = left;
    for (const c of [...rest].sort((x, y) => times(top, x) - times(top, y) || place(x) - place(y))) {
      for (const more of pairings(rest.filter((e) => e !== c))) yield [[top, c], ...more];
    }
  };
  const byeChoices = order.length % 2 === 0 ? [null] : [...order].reverse().sort((x, y) => byes(x) - byes(y));
  for (const bye of byeChoices) {
    for (const pairs of pairings(order.filter((e) => e !== bye))) {
      const repeats = pairs.filter(([x, y]) => times(x, y) > 0).length + (bye !== null && byes(bye) > 0 ? 1 : 0);
      if (best === null || repeats < best.repeats) best = { pairs, bye, repeats };
    }
  }
  return best;
}

function bruteMatching(adj: boolean[][], used: boolean[]): number {
  const i = used.indexOf(false);
  if (i < 0) return 0;
  used[i] = true;
  let best = bruteMatching(adj, used);
  for (let j = i + 1; j < adj.length; j++) {
    if (used[j] || !adj[i][j]) continue;
    used[j] = true;
    best = Math.max(best, 1 + bruteMatching(adj, used));
    used[j] = false;
  }
  used[i] = false;
  return best;
}

/** Plays a whole Swiss tournament with seeded results, checking each round as it goes. */
function playSwiss(n: number, seed: number): SwissState {
  let s = ok(startSwiss(n, seed));
  const random = prng(seed + 1000);
  while (!swissOver(s)) {
    const round = currentRound(s);
    if (!round) throw new Error('no round');
    const everyone = round.pairs.flat().concat(round.bye === null ? [] : [round.bye]);
    expect(new Set(everyone).size).toBe(n);
    const results = round.pairs.map(([a, b]) => {
      const margin = Math.floor(random() * 300);
      return { a, b, winner: margin === 0 ? null : random() < 0.5 ? a : b, margin };
    });
    s = ok(recordSwissRound(s, results));
  }
  return s;
}

describe('§17 a whole Swiss tournament', () => {
  test('round 1 is drawn from the seed: reproducible, everyone once, a bye for an odd field', () => {
    const s = ok(startSwiss(7, 42));
    expect(ok(startSwiss(7, 42))).toEqual(s);
    expect(s.totalRounds).toBe(3);
    expect(s.rounds[0].pairs).toHaveLength(3);
    expect(new Set([...s.rounds[0].pairs.flat(), s.rounds[0].bye]).size).toBe(7);
    const firsts = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(ok(startSwiss(8, seed)).rounds[0].pairs)));
    expect(firsts.size).toBeGreaterThan(1);
  });
  test('every field from 2 to 64 entrants plays its rounds without a rematch or a second bye', () => {
    for (let n = 2; n <= MAX_ENTRANTS; n++) {
      for (const seed of n <= 16 ? [1, 2, 3, 4, 5] : [1]) {
        const s = playSwiss(n, seed * 7919 + n);
        expect(s.rounds).toHaveLength(ok(swissRounds(n)));
        const pairs = s.rounds.flatMap((r) => r.pairs.map(([x, y]) => key(x, y)));
        expect(new Set(pairs).size).toBe(pairs.length);
        const byes = s.rounds.flatMap((r) => (r.bye === null ? [] : [r.bye]));
        expect(new Set(byes).size).toBe(byes.length);
        expect(s.rounds.every((r) => r.repeats === 0)).toBe(true);
        const table = swissStandings(s);
        expect(table.reduce((sum, x) => sum + x.points, 0)).toBe(0);
      }
    }
  }, 30_000);
  test('round 2 follows the standings: the leader meets the best-placed entrant he has not met', () => {
    const s0 = ok(startSwiss(4, 9));
    const [[a, b], [c, d]] = s0.rounds[0].pairs;
    // a beats b by 100, d beats c by 40: standings a (+100), d (+40), c (-40), b (-100).
    const s1 = ok(recordSwissRound(s0, [{ a, b, winner: a, margin: 100 }, { a: c, b: d, winner: d, margin: 40 }]));
    expect(swissStandings(s1).map((x) => x.entrant)).toEqual([a, d, c, b]);
    expect(s1.rounds[1].pairs).toEqual([[a, d], [c, b]]);
  });
  test('results must match the round\'s pairs; nothing after the last round', () => {
    const s0 = ok(startSwiss(4, 9));
    const [[a, b], [c, d]] = s0.rounds[0].pairs;
    expect(recordSwissRound(s0, [{ a, b, winner: a, margin: 10 }]).ok).toBe(false);
    expect(recordSwissRound(s0, [{ a, b: c, winner: a, margin: 10 }, { a: b, b: d, winner: d, margin: 10 }]).ok).toBe(false);
    expect(recordSwissRound(s0, [{ a, b, winner: a, margin: 0 }, { a: c, b: d, winner: d, margin: 1 }]).ok).toBe(false);
    expect(recordSwissRound(s0, [{ a, b, winner: null, margin: 5 }, { a: c, b: d, winner: d, margin: 1 }]).ok).toBe(false);
    expect(recordSwissRound(s0, [{ a, b, winner: c, margin: 5 }, { a: c, b: d, winner: d, margin: 1 }]).ok).toBe(false);
    expect(recordSwissRound(s0, [{ a, b, winner: a, margin: 10_001 }, { a: c, b: d, winner: d, margin: 1 }]).ok).toBe(false);
    const over = playSwiss(4, 5);
    expect(currentRound(over)).toBeNull();
    expect(recordSwissRound(over, []).ok).toBe(false);
    expect(startSwiss(4, -1).ok).toBe(false);
  });
});
