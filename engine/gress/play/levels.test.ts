/**
 * The bot levels as the Game protocol offers them (engine/core/game.ts):
 * weakest first with random-lawful as the default, each with a sensible
 * reaction time and error rate, and botChoice taking a level.
 */
import { describe, expect, test } from 'vitest';
import { prng } from '../../core/prng';
import { gress } from '../game';
import { lawfulActions } from '../lawful';
import { position } from '../test-helpers';
import { SIMULTANEOUS_MS } from './driver';
import { GRESS_BOT_LEVELS } from './levels';

const start = () => position({
  hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
  playPile: ['9H'], toMove: 'Ana',
});

describe('Gress bot levels', () => {
  test('the Game object offers them, random-lawful first (the default)', () => {
    expect(gress.botLevels?.map((l) => l.id)).toEqual(['random', 'relaxed', 'club', 'tournament']);
    expect(GRESS_BOT_LEVELS[0].randomLawful).toBe(true);
  });

  test('stronger levels react faster and slip less', () => {
    const playing = GRESS_BOT_LEVELS.slice(1);
    for (let i = 1; i < playing.length; i++) {
      expect(playing[i].reaction.medianMs).toBeLessThan(playing[i - 1].reaction.medianMs);
      expect(playing[i].errorRate).toBeLessThan(playing[i - 1].errorRate);
      expect(playing[i].attention).toBeGreaterThan(playing[i - 1].attention);
    }
    for (const l of GRESS_BOT_LEVELS) {
      expect(l.reaction.minMs).toBeLessThan(l.reaction.medianMs);
      expect(l.reaction.medianMs).toBeLessThan(l.reaction.maxMs);
      // Nobody reacts within the window in which actions count as simultaneous (driver.ts): it is set at the quickest human reaction.
      expect(l.reaction.minMs).toBeGreaterThanOrEqual(SIMULTANEOUS_MS);
    }
  });

  test('botChoice takes a level; without one it stays the random-lawful bot', () => {
    const state = start();
    const same = (level?: string) => JSON.stringify(gress.botChoice(state, prng(4), level));
    expect(same()).toBe(same('random'));
    for (const level of GRESS_BOT_LEVELS) {
      const action = gress.botChoice(state, prng(4), level.id);
      expect(action).not.toBeNull();
      expect(lawfulActions(state, action!.seat).map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
    }
    expect(() => gress.botChoice(state, prng(4), 'grandmaster')).toThrow(/not a Gress bot level/);
  });
});
