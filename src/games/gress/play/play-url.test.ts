import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, MAX_QUERY_CHARS, nextGameSettings, playQuery, readPlayQuery } from './play-url';

describe('the play page address', () => {
  test('no parameters: the page\'s own game', () => {
    expect(readPlayQuery('')).toEqual({ ok: true, settings: DEFAULT_SETTINGS, asked: false });
  });

  test('every parameter read, and written back the same', () => {
    const r = readPlayQuery('?seed=42&players=5&packs=2&level=tournament&dealer=2');
    expect(r).toEqual({ ok: true, asked: true, settings: { players: 5, packs: 2, level: 'tournament', seed: 42, dealer: 1, clock: 'real' } });
    if (r.ok) expect(readPlayQuery(playQuery(r.settings))).toEqual(r);
  });

  test('the dealer defaults to the last seat (the page deals like the sandbox: the last player deals)', () => {
    const r = readPlayQuery('?players=3');
    expect(r.ok && r.settings.dealer).toBe(2);
    expect(playQuery({ ...DEFAULT_SETTINGS, players: 3, dealer: 2 })).not.toContain('dealer');
  });

  test.each([
    ['?players=9', 'players: a number of players from 3 to 5 is expected, not "9".'],
    ['?players=2', 'players: a number of players from 3 to 5 is expected, not "2".'],
    ['?packs=3', 'packs: a number of packs from 1 to 2 is expected, not "3".'],
    ['?seed=-1', 'seed: a whole number from 0 to 4294967295 is expected, not "-1".'],
    ['?seed=99999999999', 'seed: a whole number from 0 to 4294967295 is expected, not "99999999999".'],
    ['?level=grandmaster', 'level: one of random, relaxed, club, tournament is expected, not "grandmaster".'],
    ['?players=3&dealer=4', 'dealer: the dealer\'s seat (1 is yours) from 1 to 3 is expected, not "4".'],
    ['?clock=slow', 'clock: only "fast" (for tests) is known, not "slow".'],
  ])('%s is refused in words', (query, message) => {
    const r = readPlayQuery(query);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toEqual([message]);
  });

  test('several problems are all named; a long value is cut short in the message', () => {
    const r = readPlayQuery('?players=x&level=abcdefghijklmnopqrstuvwxyz');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toHaveLength(2);
      expect(r.problems[1]).toContain('"abcdefghijklmnop…"');
    }
  });

  test('an overlong address is refused before it is read', () => {
    const r = readPlayQuery(`?seed=${'1'.repeat(MAX_QUERY_CHARS)}`);
    expect(r.ok).toBe(false);
  });

  test('11.6: the next game is dealt by the left neighbour of the dealer, from the next seed', () => {
    // Four players, the reader (seat 0) first: the last seat (3) dealt, so seat 0 deals next (its left neighbour); then seat 1.
    const next = nextGameSettings(DEFAULT_SETTINGS);
    expect(next).toMatchObject({ dealer: 0, seed: 8 });
    expect(nextGameSettings(next).dealer).toBe(1);
  });
});
