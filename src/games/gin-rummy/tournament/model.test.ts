import { describe, expect, test } from 'vitest';
import type { MatchResult } from '../../../../engine/gin-rummy/tournament';
import {
  build, current, drewText, loadTournament, readResult, recordRound, roundsFor, serialise, standingsToCsv, startTournament, undoRound, type Tournament,
} from './model';

function start(names: string[], system: 'swiss' | 'round-robin', seed = 42): Tournament {
  const r = startTournament(names.join('\n'), system, String(seed), 0);
  if (!r.t) throw new Error(JSON.stringify(r.errors));
  return r.t;
}
/** Plays every round: the first of each pair wins by 10 times (its index + 1). */
function playOut(t: Tournament): Tournament {
  while (!t.over) {
    const c = current(t)!;
    const results: MatchResult[] = c.pairing.pairs.map(([a, b], i) => ({ a, b, winner: a, margin: 10 * (i + 1) }));
    const r = recordRound(t, results);
    if (!r.ok) throw new Error(r.error);
    t = r.value;
  }
  return t;
}
const NAMES = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli', 'Fay', 'Gus'];

describe('§17 rounds by entrants', () => {
  test('Swiss: 5-8 three, 9-16 four, 17-32 five; round robin everyone once', () => {
    expect([5, 8, 9, 16, 17, 32, 33].map((n) => roundsFor('swiss', n))).toEqual([3, 3, 4, 4, 5, 5, 6]);
    expect(roundsFor('round-robin', 6)).toBe(5);
    expect(roundsFor('round-robin', 7)).toBe(7);
    expect(roundsFor('swiss', 1)).toBeNull();
  });
});

describe('Swiss, seven entrants', () => {
  const t = playOut(start(NAMES, 'swiss'));
  test('three rounds, a bye each round, no rematch, nobody has two byes', () => {
    expect(t.totalRounds).toBe(3);
    expect(t.rounds).toHaveLength(3);
    const met = new Set<string>();
    for (const r of t.rounds) {
      expect(r.pairing.pairs).toHaveLength(3);
      expect(r.pairing.bye).not.toBeNull();
      for (const [a, b] of r.pairing.pairs) {
        const k = a < b ? `${a}-${b}` : `${b}-${a}`;
        expect(met.has(k)).toBe(false);
        met.add(k);
      }
    }
    expect(new Set(t.rounds.map((r) => r.pairing.bye)).size).toBe(3);
  });
  test('standings add the plus and minus points; places 1..7', () => {
    expect(t.standings.map((s) => s.place)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(t.standings.reduce((sum, s) => sum + s.points, 0)).toBe(0);
    for (let i = 1; i < t.standings.length; i++) expect(t.standings[i - 1].points).toBeGreaterThanOrEqual(t.standings[i].points);
  });
  test('round 2 pairs the leader with the best-placed entrant not yet met', () => {
    const one = start(NAMES, 'swiss');
    const c = current(one)!;
    const r = recordRound(one, c.pairing.pairs.map(([a, b], i) => ({ a, b, winner: a, margin: 10 * (i + 1) })));
    if (!r.ok) throw new Error(r.error);
    const leader = r.value.standings[0].entrant;
    const pairs = current(r.value)!.pairing.pairs;
    const first = pairs.find((p) => p.includes(leader))!;
    const opponent = first[0] === leader ? first[1] : first[0];
    const metLeader = c.pairing.pairs.find((p) => p.includes(leader))!;
    const best = r.value.standings.find((s) => s.entrant !== leader && !metLeader.includes(s.entrant))!.entrant;
    expect(opponent).toBe(best);
  });
  test('undo drops the last round', () => {
    expect(undoRound(t).record.results).toHaveLength(2);
    expect(undoRound(t).over).toBe(false);
  });
  test('the same seed gives the same draw; the seed is kept', () => {
    expect(start(NAMES, 'swiss', 42).rounds[0].pairing).toEqual(start(NAMES, 'swiss', 42).rounds[0].pairing);
    expect(start(NAMES, 'swiss', 9).record.seed).toBe(9);
  });
});

describe('round robin', () => {
  test('four entrants: three rounds, everyone meets everyone once', () => {
    const t = playOut(start(['A', 'B', 'C', 'D'], 'round-robin'));
    expect(t.rounds).toHaveLength(3);
    const met = new Set(t.rounds.flatMap((r) => r.pairing.pairs.map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`))));
    expect(met.size).toBe(6);
  });
  test('ties are settled by the seeded draw, and shown', () => {
    const t = start(['A', 'B', 'C', 'D'], 'round-robin');
    const c = current(t)!;
    const r = recordRound(t, c.pairing.pairs.map(([a, b]) => ({ a, b, winner: null, margin: 0 })));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.standings.every((s) => s.points === 0)).toBe(true);
    expect(r.value.standings.every((s) => drewText(s).startsWith('drew '))).toBe(true);
  });
});

describe('input', () => {
  test('setup errors in words', () => {
    expect(startTournament('Ana', 'swiss', '', 1).errors).toEqual({ names: 'Enter 2 to 64 names, one a line; there is 1.' });
    expect(startTournament('Ana\nana', 'swiss', '', 1).errors).toEqual({ names: '"ana" is entered twice; each entrant needs a different name.' });
    expect(startTournament('Ana\nBen', 'swiss', 'x', 1).errors).toEqual({ seed: 'The seed is a whole number from 0 to 4294967295, or empty for a new draw.' });
    expect(startTournament('Ana\nBen', 'swiss', '', 77).t?.record.seed).toBe(77);
  });
  test('one match result', () => {
    expect(readResult([3, 5], { winner: 'b', margin: '120' })).toEqual({ ok: true, value: { a: 3, b: 5, winner: 5, margin: 120 } });
    expect(readResult([3, 5], { winner: 'equal', margin: '' })).toEqual({ ok: true, value: { a: 3, b: 5, winner: null, margin: 0 } });
    expect(readResult([3, 5], { winner: undefined, margin: '' })).toMatchObject({ ok: false, field: 'winner' });
    expect(readResult([3, 5], { winner: 'a', margin: '0' })).toMatchObject({ ok: false, field: 'margin' });
  });
});

describe('CSV and storage', () => {
  const t = playOut(start(['Ana', 'Ben', '=Cem', 'Dia', 'Eli'], 'swiss', 5));
  test('CSV: facts, labelled standings, every result and bye', () => {
    const lines = standingsToCsv(t).split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['System,Swiss system', 'Seed,5', 'Rounds played,3 of 3', '', 'Place,Entrant,Points,Played,Byes,Tie broken by draw']);
    expect(lines.slice(5, 10).filter((l) => l.includes(",'=Cem,"))).toHaveLength(1);
    expect(lines).toContain('Round,Entrant,Opponent,Winner,Margin');
    expect(lines.filter((l) => l.includes(',bye,'))).toHaveLength(3);
  });
  test('round trip and corrupt data', () => {
    const l = loadTournament(serialise(t));
    expect(l.kind).toBe('ok');
    expect(loadTournament(null)).toEqual({ kind: 'empty' });
    expect(loadTournament('[')).toEqual({ kind: 'corrupt', message: 'The saved tournament cannot be read: it is not valid JSON.' });
    const bad = JSON.parse(serialise(t));
    bad.tournament.results[0][0].margin = -3;
    expect(loadTournament(JSON.stringify(bad)).kind).toBe('corrupt');
    expect(build({ names: ['a'], system: 'swiss', seed: 1, results: [] }).ok).toBe(false);
  });
});
