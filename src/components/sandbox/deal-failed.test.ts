/**
 * A deal the engine refused, on the play page and in the sandbox: the shell's
 * words in the page's language around the engine's reason, said by the
 * game's catalogue (a stand-in game here: the shell knows no game).
 */
import { describe, expect, test } from 'vitest';
import type { Locale, Message } from '../../../engine/core/messages';
import { failure } from '../../../engine/core/reasons';
import { sayDealFailed } from './deal-failed';

const game = {
  say: (m: Message, locale: Locale) => {
    const { name } = m.params as { name: string };
    return locale === 'de' ? `players: der Spielername „${name}“ kommt zweimal vor` : `players: player name "${name}" is used twice`;
  },
};
const twice = failure('players: player name "ana" is used twice', { id: 'test.twice', params: { name: 'ana' } });
const plainOnly = { ok: false as const, error: 'seed: expected a whole number 0-4294967295' };

describe('a deal the engine refused', () => {
  test('English, as it always read, on both pages', () => {
    expect(sayDealFailed(twice, 'en', game, 'play')).toBe('The deal failed: players: player name "ana" is used twice');
    expect(sayDealFailed(twice, 'en', game, 'sandbox')).toBe('The deal failed: players: player name "ana" is used twice');
  });

  test('German: the page\'s verb, and the reason in German', () => {
    expect(sayDealFailed(twice, 'de', game, 'play')).toBe('Das Geben ist nicht gelungen: players: der Spielername „ana“ kommt zweimal vor');
    expect(sayDealFailed(twice, 'de', game, 'sandbox')).toBe('Das Austeilen ist nicht gelungen: players: der Spielername „ana“ kommt zweimal vor');
  });

  test('an engine failure with no reason keeps its English inside the German frame', () => {
    expect(sayDealFailed(plainOnly, 'de', game, 'play')).toBe('Das Geben ist nicht gelungen: seed: expected a whole number 0-4294967295');
  });
});
