/**
 * The reader's remembered level and pace: a first visit starts gently, a
 * stored choice comes back, and anything damaged or foreign reads as "not
 * chosen" rather than as an error that would stop the page dealing.
 */
import { describe, expect, test } from 'vitest';
import { NO_PREFS, PACES, paceInfo, parsePrefs, prefsStorageKey, serialisePrefs, startingPace } from './play-prefs';
import { readPlayQuery, type PlaySetup } from './play-setup';
import { statusOf } from './use-bot-game';

const CHOICES = { levels: ['random', 'club', 'strong'], paces: PACES.map((p) => p.id) };

describe('the stored choices', () => {
  test('nothing stored: nothing chosen', () => {
    expect(parsePrefs(null, CHOICES)).toEqual(NO_PREFS);
    expect(parsePrefs('', CHOICES)).toEqual(NO_PREFS);
  });

  test('a choice round-trips, per game', () => {
    const prefs = { level: 'strong', pace: 'quick' };
    expect(parsePrefs(serialisePrefs(prefs), CHOICES)).toEqual(prefs);
    expect(prefsStorageKey('sens')).toBe('play-prefs:sens:v1');
  });

  test('damaged text, another format or an id this page does not offer: not chosen', () => {
    expect(parsePrefs('{not json', CHOICES)).toEqual(NO_PREFS);
    expect(parsePrefs('[1,2]', CHOICES)).toEqual(NO_PREFS);
    expect(parsePrefs('{"version":2,"level":"club","pace":"quick"}', CHOICES)).toEqual(NO_PREFS);
    expect(parsePrefs('{"version":1,"level":"grandmaster","pace":"quick"}', CHOICES)).toEqual({ level: null, pace: 'quick' });
    expect(parsePrefs('{"version":1,"level":"club","pace":7}', CHOICES)).toEqual({ level: 'club', pace: null });
    expect(parsePrefs(`{"version":1,"level":"${'x'.repeat(2000)}"}`, CHOICES)).toEqual(NO_PREFS);
  });
});

describe('the pace', () => {
  test('a first visit: one at a time, unhurried; with reduced motion, all at once', () => {
    expect(startingPace(null, false)).toBe('unhurried');
    expect(startingPace(null, true)).toBe('all');
  });

  test('a stored pace wins over both', () => {
    expect(startingPace('quick', true)).toBe('quick');
    expect(startingPace('unhurried', true)).toBe('unhurried');
    expect(startingPace('warp', false)).toBe('unhurried');
  });

  test('unhurried is slower than quick; all at once has no delay', () => {
    expect(paceInfo('unhurried').stepMs!).toBeGreaterThan(paceInfo('quick').stepMs!);
    expect(paceInfo('all').stepMs).toBeNull();
    expect(paceInfo('nonsense').id).toBe('unhurried');
  });
});

describe('the level dealt when the address names none', () => {
  const setup: PlaySetup = {
    names: ['Ana', 'Ben'],
    levels: CHOICES.levels.map((id) => ({ id, label: id, description: id })),
    initial: { seed: 1, seat: 0, level: 'club' },
  };
  test("the page's newcomer level on a first visit, the remembered one later, the address's above both", () => {
    expect(readPlayQuery('?seed=5', setup).choice.level).toBe('club');
    expect(readPlayQuery('?seed=5', setup, 'strong').choice.level).toBe('strong');
    expect(readPlayQuery('?seed=5&level=random', setup, 'strong').choice.level).toBe('random');
    expect(readPlayQuery('?seed=5', setup, 'gone').choice.level).toBe('club');
  });
});

describe('what the table waits for', () => {
  const base = { ready: true, revealing: false, paused: false, over: false, handOver: false, readersTurn: false, lawfulCount: 0 };
  test.each([
    [{ ready: false }, 'loading'],
    [{ revealing: true, paused: true }, 'bots'],
    [{ paused: true, over: true }, 'paused'],
    [{ over: true, handOver: true }, 'over'],
    [{ handOver: true, readersTurn: true }, 'hand-over'],
    [{ readersTurn: true }, 'turn'],
    [{ lawfulCount: 2 }, 'option'],
    [{}, 'stuck'],
  ] as const)('%j: %s', (change, status) => {
    expect(statusOf({ ...base, ...change })).toBe(status);
  });
});
