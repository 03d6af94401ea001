/**
 * What happened, ruled by the engine (here The Game's): worked out by hand.
 * Ben's ascending pile shows 30, Ana's ascending 12. Ben's 20 there is exactly
 * 10 lower: the backwards trick (3.3). His 40 on Ana's ascending pile would not
 * improve it, which a card for the opponent must (lower than 12, 4.2). A line
 * that does not read is kept, marked and skipped.
 */
import { describe, expect, test } from 'vitest';
import { theGame } from '../../../engine/the-game/index';
import { buildPosition } from '../../games/the-game/desk/build-position';
import { DISPUTE } from '../../games/the-game/desk/test-table';
import { replayDesk } from './desk-replay';

describe('desk replay', () => {
  test('each action gets the engine\'s ruling; a line that does not read is kept and skipped', () => {
    const start = theGame.parsePosition(buildPosition(DISPUTE).text);
    if (!start.ok) throw new Error(start.error);
    const r = replayDesk(theGame, start.value, ['Ben lay 20 on Ben up', 'Ben fly', 'Ben lay 40 on Ana up']);
    expect(r.steps.map((s) => s.ruling && [s.ruling.classification, s.ruling.lawful, s.ruling.citations])).toEqual([
      ['trick', true, ['3.3']],
      null,
      ['refused', false, ['4.2']],
    ]);
    expect(r.steps[1].error).toContain('"fly"');
    expect(r.actions).toHaveLength(2);
    expect(r.final.seats[0].up.at(-1)).toEqual({ value: 20, by: 0 });
    expect(r.final.seats[0].hand).toEqual([23, 40]);
  });
});
