import { describe, expect, test } from 'vitest';
import { dealQuery, readDealQuery, type DealSetup } from './deal-setup';

const GRESS_LIKE: DealSetup = { names: ['Ana', 'Ben', 'Cem', 'Dia', 'Eva', 'Fin', 'Gus', 'Hal'], players: { min: 3, max: 12 }, packs: { min: 1, max: 3 }, initial: { players: 4, packs: 1, seed: 7 } };
const TWO: DealSetup = { names: ['Ben', 'Ana'], players: { min: 2, max: 2 }, initial: { players: 2, seed: 7 } };

describe('the standalone deal in the query string', () => {
  test('no parameters: the page deal', () => {
    expect(readDealQuery('', GRESS_LIKE)).toEqual({ ok: true, choice: null });
  });

  test('a full deal round-trips, and missing parts take the page deal', () => {
    const choice = { players: 6, packs: 2, seed: 123456 };
    expect(readDealQuery(dealQuery(choice), GRESS_LIKE)).toEqual({ ok: true, choice });
    expect(readDealQuery('?seed=9', GRESS_LIKE)).toEqual({ ok: true, choice: { players: 4, packs: 1, seed: 9 } });
    expect(readDealQuery('?seed=9', TWO)).toEqual({ ok: true, choice: { players: 2, seed: 9 } });
    expect(dealQuery({ players: 2, seed: 9 })).toBe('?players=2&seed=9');
  });

  test.each([
    ['?players=2', 'players: expected 3 to 8'],
    ['?players=9', 'players: expected 3 to 8'],
    ['?players=four', 'players: expected 3 to 8'],
    ['?packs=4', 'packs: expected 1 to 3'],
    ['?seed=-1', 'seed: expected a whole number'],
    ['?seed=99999999999', 'seed: expected a whole number'],
    ['?seed=1e3', 'seed: expected a whole number'],
  ])('%s is refused in words', (search, says) => {
    const r = readDealQuery(search, GRESS_LIKE);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(says);
  });
});

/** SENS's customs as the engine offers them (Game.tableOptions). */
const WITH_OPTIONS: DealSetup = {
  names: ['Ana', 'Ben', 'Cem', 'Dia'],
  players: { min: 4, max: 4 },
  options: [
    { key: 'dealer-sees-last', label: 'Dealer sees the last card', paragraph: '4.3', values: [{ value: 'no', label: 'no' }, { value: 'yes', label: 'yes' }] },
    { key: 'misdeal', label: 'Misdeal', paragraph: '4.5', values: [{ value: 'mild', label: 'mild' }, { value: 'strict', label: 'strict' }] },
  ],
  initial: { players: 4, table: { 'dealer-sees-last': 'no', misdeal: 'mild' }, seed: 1 },
};

describe('table options in the query string', () => {
  test('one option asked for: it is taken, the other keeps the page deal; the seed too', () => {
    expect(readDealQuery('?misdeal=strict', WITH_OPTIONS)).toEqual({ ok: true, choice: { players: 4, table: { 'dealer-sees-last': 'no', misdeal: 'strict' }, seed: 1 } });
  });

  test('a deal with options round-trips through its address', () => {
    const choice = { players: 4, table: { 'dealer-sees-last': 'yes', misdeal: 'strict' }, seed: 42 };
    expect(dealQuery(choice)).toBe('?players=4&dealer-sees-last=yes&misdeal=strict&seed=42');
    expect(readDealQuery(dealQuery(choice), WITH_OPTIONS)).toEqual({ ok: true, choice });
  });

  test('a value the option does not have is refused in words', () => {
    const r = readDealQuery('?misdeal=lenient', WITH_OPTIONS);
    expect(r).toEqual({ ok: false, error: 'misdeal: expected mild or strict, got "lenient"' });
  });

  test('a game without options ignores such parameters', () => {
    expect(readDealQuery('?misdeal=strict', TWO)).toEqual({ ok: true, choice: null });
  });
});

describe('a deal the game does not allow, said in German', () => {
  test('players out of range, a custom the table does not have', () => {
    expect(readDealQuery('?players=20', GRESS_LIKE, 'de')).toEqual({ ok: false, error: 'players: erwartet wird 3 bis 8, angegeben ist "20"' });
    expect(readDealQuery('?misdeal=lenient', WITH_OPTIONS, 'de')).toEqual({ ok: false, error: 'misdeal: erwartet wird mild oder strict, angegeben ist "lenient"' });
  });
  test('English unchanged without a locale', () => {
    expect(readDealQuery('?players=20', GRESS_LIKE, 'en')).toEqual(readDealQuery('?players=20', GRESS_LIKE));
  });
});
