/**
 * A SENS deal or set-up with names that will not do: the failure carries the
 * names' message, so the play page, the sandbox and a set-up say it in German
 * (the English unchanged). German worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { sayReason } from '../../core/reasons';
import { sens } from '../index';
import { dealMatch, positionFromSetup } from '../setup';

describe('names that will not do', () => {
  test('a deal with a name twice (the first spelling is named)', () => {
    const r = dealMatch(['Ana', 'Ben', 'Cem', 'ana'], 1);
    if (r.ok) throw new Error('dealt');
    expect(r.error).toBe('players: player name "Ana" is used twice');
    expect(sayReason(r, 'de', sens.say)).toBe('players: der Spielername „Ana“ kommt zweimal vor');
  });

  test('a set-up with three players', () => {
    const r = positionFromSetup({ players: ['Ana', 'Ben', 'Cem'] } as unknown as Parameters<typeof positionFromSetup>[0]);
    if (r.ok) throw new Error('set up');
    expect(r.error).toBe('players: SENS is for exactly 4 players (1.1), got 3');
    expect(sayReason(r, 'de', sens.say)).toBe('players: SENS spielt man zu genau 4 (1.1), hier sind es 3');
  });
});
