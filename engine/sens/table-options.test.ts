/**
 * 4.3 and 4.5 as offered with a new deal: each custom's first value is the
 * engine's default, the values mean what the paragraphs say, and a deal made
 * with them carries them.
 */
import { describe, expect, test } from 'vitest';
import { sens } from './index';
import { DEFAULT_OPTIONS } from './rules/4-dealing';
import { SENS_TABLE_OPTIONS, tableOptionsFrom } from './table-options';

describe('SENS table options (4.3, 4.5)', () => {
  test('nothing chosen, or every first value: the defaults (the dealer does not see the last card; a misdeal is dealt again)', () => {
    expect(tableOptionsFrom()).toEqual({ ok: true, value: { dealerSeesLast: false, misdeal: 'mild' } });
    const firsts = Object.fromEntries(SENS_TABLE_OPTIONS.map((o) => [o.key, o.values[0].value]));
    expect(tableOptionsFrom(firsts)).toEqual({ ok: true, value: DEFAULT_OPTIONS });
  });

  test('each option cites its paragraph', () => {
    expect(SENS_TABLE_OPTIONS.map((o) => [o.key, o.paragraph])).toEqual([['dealer-sees-last', '4.3'], ['misdeal', '4.5']]);
  });

  test('yes and strict', () => {
    expect(tableOptionsFrom({ 'dealer-sees-last': 'yes', misdeal: 'strict' })).toEqual({ ok: true, value: { dealerSeesLast: true, misdeal: 'strict' } });
  });

  test.each([
    [{ misdeal: 'lenient' }, 'misdeal is mild or strict (4.5)'],
    [{ 'dealer-sees-last': 'true' }, 'dealer-sees-last is yes or no (4.3)'],
    [{ trumps: 'Herz' }, 'no option "trumps"'],
  ])('%j is refused in words', (table, says) => {
    const r = tableOptionsFrom(table);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(says);
  });

  test('a deal made with options carries them; the same seed deals the same cards either way', () => {
    const players = ['Ana', 'Ben', 'Cem', 'Dia'];
    const plain = sens.deal(players, 5);
    const strict = sens.deal(players, 5, { table: { misdeal: 'strict', 'dealer-sees-last': 'yes' } });
    if (!plain.ok || !strict.ok) throw new Error('deal failed');
    expect(plain.value.options).toEqual({ dealerSeesLast: false, misdeal: 'mild' });
    expect(strict.value.options).toEqual({ dealerSeesLast: true, misdeal: 'strict' });
    expect(strict.value.deal.hands).toEqual(plain.value.deal.hands);
    expect(sens.deal(players, 5, { table: { misdeal: 'x' } })).toMatchObject({ ok: false });
  });
});
