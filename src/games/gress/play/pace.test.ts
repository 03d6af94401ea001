/** The table's clock on /gress/play/: a newcomer's half speed, and what a pace does to a bot's reaction time in real seconds. */
import { describe, expect, test } from 'vitest';
import { GRESS_BOT_LEVELS } from '../../../../engine/gress/play/levels';
import { GRESS_PACES, gressPace, NEWCOMER_PACE, realDelayMs } from './pace';
import { DEFAULT_SETTINGS } from './play-url';

describe('the pace of the table', () => {
  test('a first visit: relaxed bots at half speed', () => {
    expect(DEFAULT_SETTINGS.level).toBe('relaxed');
    expect(NEWCOMER_PACE).toBe('gentle');
    expect(gressPace(null)).toMatchObject({ id: 'gentle', rate: 0.5 });
    expect(gressPace('warp').id).toBe('gentle');
  });

  test('slowest first, real time last', () => {
    expect(GRESS_PACES.map((p) => [p.id, p.rate])).toEqual([['slow', 1 / 3], ['gentle', 1 / 2], ['real', 1]]);
  });

  test("the relaxed bots' median reaction (1.4 s of game time) takes 2.8 s at half speed, 4.2 s at a third", () => {
    const median = GRESS_BOT_LEVELS.find((l) => l.id === 'relaxed')!.reaction.medianMs;
    expect(median).toBe(1400);
    expect(realDelayMs(median, gressPace('gentle').rate)).toBe(2800);
    expect(realDelayMs(median, gressPace('slow').rate)).toBeCloseTo(4200, 6);
    expect(realDelayMs(median, gressPace('real').rate)).toBe(1400);
    // A landing already due waits for nothing.
    expect(realDelayMs(-50, 0.5)).toBe(0);
  });
});
