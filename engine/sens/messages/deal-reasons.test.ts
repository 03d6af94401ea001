/**
 * A SENS deal or set-up with names or table options that will not do: the
 * failure carries the message, so the play page, the sandbox and a set-up
 * say it in German (the English unchanged). German worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { sayReason } from '../../core/reasons';
import { sens } from '../index';
import { dealMatch, positionFromSetup } from '../setup';
import type { TableOptions } from '../types';

describe('names that will not do', () => {
  test('a deal with a name twice (the first spelling is named)', () => {
    const r = dealMatch(['Ana', 'Ben', 'Cem', 'ana'], 1);
    if (r.ok) throw new Error('dealt');
    expect(r.error).toBe('players: player name "Ana" is used twice');
    expect(sayReason(r, 'de', sens.say)).toBe('players: der Spielername „Ana“ kommt zweimal vor');
  });

  test.each([
    { options: null, en: 'options: expected { dealerSeesLast, misdeal }', de: 'options: hier gehören die Tischregeln { dealerSeesLast, misdeal } hin' },
    { options: { dealerSeesLast: 'yes', misdeal: 'mild' }, en: 'options: dealerSeesLast is true or false (4.3)', de: 'options: dealerSeesLast ist true oder false (4.3)' },
    { options: { dealerSeesLast: true, misdeal: 'lax' }, en: 'options: misdeal is strict or mild (4.5)', de: 'options: misdeal ist strict oder mild (4.5)' },
  ])('table options that will not do: $en', ({ options, en, de }) => {
    const r = dealMatch(['Ana', 'Ben', 'Cem', 'Dia'], 1, options as unknown as TableOptions);
    if (r.ok) throw new Error('dealt');
    expect(r.error).toBe(en);
    expect(sayReason(r, 'de', sens.say)).toBe(de);
  });

  test('a set-up with three players', () => {
    const r = positionFromSetup({ players: ['Ana', 'Ben', 'Cem'] } as unknown as Parameters<typeof positionFromSetup>[0]);
    if (r.ok) throw new Error('set up');
    expect(r.error).toBe('players: SENS is for exactly 4 players (1.1), got 3');
    expect(sayReason(r, 'de', sens.say)).toBe('players: SENS spielt man zu genau 4 (1.1), hier sind es 3');
  });
});
