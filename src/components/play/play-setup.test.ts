import { describe, expect, test } from 'vitest';
import { MAX_QUERY_CHARS, MAX_SEED, defaultLevel, playQuery, readPlayQuery, type PlaySetup } from './play-setup';

const LEVELS = [
  { id: 'easy', label: 'Easy', description: 'Plays any lawful move.' },
  { id: 'club', label: 'Club', description: 'Plays like a club player.' },
];
const TWO: PlaySetup = { names: ['Ana', 'Ben'], levels: LEVELS, initial: { seed: 1, seat: 0, level: 'easy' } };
const FOUR_NO_LEVELS: PlaySetup = { names: ['Ana', 'Ben', 'Cem', 'Dia'], levels: [], initial: { seed: 1, seat: 0, level: null } };

describe('the deal against the bots in the page address', () => {
  test('no address: the page deal, with a seed to draw afresh', () => {
    expect(readPlayQuery('', TWO)).toEqual({ choice: { seed: 1, seat: 0, level: 'easy' }, freshSeed: true, errors: [] });
  });

  test('a full choice round-trips; the seat is 1-based in the address', () => {
    const choice = { seed: 123456, seat: 1, level: 'club' };
    expect(playQuery(choice)).toBe('?seed=123456&seat=2&level=club');
    expect(readPlayQuery(playQuery(choice), TWO)).toEqual({ choice, freshSeed: false, errors: [] });
  });

  test('a game without levels writes none and reads none', () => {
    const choice = { seed: 9, seat: 3, level: null };
    expect(playQuery(choice)).toBe('?seed=9&seat=4');
    expect(readPlayQuery('?seed=9&seat=4', FOUR_NO_LEVELS)).toEqual({ choice, freshSeed: false, errors: [] });
  });

  test('the seed limits: 0 and 2^32 - 1 are seeds, one more is not', () => {
    expect(readPlayQuery('?seed=0', TWO).choice.seed).toBe(0);
    expect(readPlayQuery(`?seed=${MAX_SEED}`, TWO).choice.seed).toBe(4294967295);
    const over = readPlayQuery('?seed=4294967296', TWO);
    expect(over.freshSeed).toBe(true);
    expect(over.errors[0]).toContain('seed: expected a whole number from 0 to 4294967295');
  });

  test.each([
    ['?seed=-1', 'seed: expected a whole number'],
    ['?seed=1e3', 'seed: expected a whole number'],
    ['?seed=', 'seed: expected a whole number'],
    ['?seat=0', 'seat: expected a number from 1 to 2 (1 Ana, 2 Ben)'],
    ['?seat=3', 'seat: expected a number from 1 to 2'],
    ['?seat=Ana', 'seat: expected a number from 1 to 2'],
    ['?level=grandmaster', 'level: expected one of easy, club'],
  ])('%s is refused in words and the rest still deals', (search, says) => {
    const read = readPlayQuery(search, TWO);
    expect(read.errors).toHaveLength(1);
    expect(read.errors[0]).toContain(says);
    // Whatever was bad takes the page's own value.
    expect(read.choice.seat).toBe(0);
    expect(read.choice.level === 'easy' || search.startsWith('?level')).toBe(true);
  });

  test('a good seed stays when another part is bad; a bad seed is drawn afresh', () => {
    expect(readPlayQuery('?seed=42&seat=9', TWO)).toMatchObject({ choice: { seed: 42, seat: 0 }, freshSeed: false });
    expect(readPlayQuery('?seed=x&seat=2', TWO)).toMatchObject({ choice: { seat: 1 }, freshSeed: true });
  });

  test('a level for bots that have none is reported, not used', () => {
    const read = readPlayQuery('?seed=5&level=club', FOUR_NO_LEVELS);
    expect(read.choice).toEqual({ seed: 5, seat: 0, level: null });
    expect(read.errors[0]).toContain('one strength only');
  });

  test('markup in a bad value comes back as plain text, cut short', () => {
    const read = readPlayQuery(`?seat=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, TWO);
    expect(read.errors[0]).not.toMatch(/[<>]/);
    expect(read.errors[0].length).toBeLessThan(120);
  });

  test('an address longer than the limit is not read at all', () => {
    const read = readPlayQuery(`?seed=7&pad=${'x'.repeat(MAX_QUERY_CHARS)}`, TWO);
    expect(read.freshSeed).toBe(true);
    expect(read.errors[0]).toContain('characters long');
  });
});

describe('the level a page starts with', () => {
  const levels = [
    { id: 'random', label: 'Random', description: 'Any lawful action.' },
    { id: 'club', label: 'Club', description: 'Plays sensibly.' },
  ];
  test("the game's default level when it names one of its levels, else the first, else none", () => {
    expect(defaultLevel(levels, 'club')).toBe('club');
    expect(defaultLevel(levels, 'grandmaster')).toBe('random');
    expect(defaultLevel(levels)).toBe('random');
    expect(defaultLevel([], 'club')).toBeNull();
  });
});

describe('what the address asks, said in German', () => {
  test('a seed, a seat and a level the page cannot use', () => {
    expect(readPlayQuery('?seed=x&seat=9&level=pro', TWO, null, 'de').errors).toEqual([
      `seed: erwartet wird eine ganze Zahl von 0 bis ${MAX_SEED}, angegeben ist "x"`,
      'seat: erwartet wird eine Zahl von 1 bis 2 (1 Ana, 2 Ben), angegeben ist "9"',
      'level: erwartet wird eine dieser Stufen: easy, club; angegeben ist "pro"',
    ]);
  });
  test('the same address in English is unchanged', () => {
    expect(readPlayQuery('?seed=x', TWO, null, 'en')).toEqual(readPlayQuery('?seed=x', TWO));
  });
});
