/**
 * A bot game replays identically: from the same seed the driver makes the
 * same timed log, and the log alone, folded through the engine from the deal
 * of that seed (or read back from its notation), gives the same final state.
 */
import { describe, expect, test } from 'vitest';
import { formatAction, parseAction } from '../notation';
import { dealtGame } from '../setup';
import { playBotGame } from './bot-game';
import { replayLog } from './driver';
import { tableSetup } from './test-games';

describe('replay from seed and log', () => {
  test.each([0, 4, 8])('table %i: the same seed gives the same log, and the log gives the same game', (i) => {
    const setup = tableSetup(i, 900);
    const first = playBotGame(setup);
    const second = playBotGame(setup);
    if (!first.ok || !second.ok) throw new Error('the deal failed');
    expect(first.finished).toBe(true);
    expect(JSON.stringify(second.table.log)).toBe(JSON.stringify(first.table.log));

    const dealt = dealtGame({ players: setup.players, dealer: setup.players[setup.players.length - 1], seed: setup.seed, decks: setup.packs });
    if (!dealt.ok) throw new Error(dealt.error);
    expect(first.table.start).toEqual(dealt.state);
    expect(replayLog(dealt.state, first.table.log)).toEqual(first.table.state);

    // Through the notation (as a share link or an exported scenario carries it).
    const texts = first.table.log.map((e) => formatAction(e.action, setup.players));
    const parsed = texts.map((t) => {
      const r = parseAction(t, setup.players);
      if (!r.ok) throw new Error(r.error);
      return r.action;
    });
    expect(replayLog(dealt.state, parsed.map((action, k) => ({ at: first.table.log[k].at, action })))).toEqual(first.table.state);
  });

  test('a different seed gives a different game', () => {
    const a = playBotGame(tableSetup(1, 900));
    const b = playBotGame(tableSetup(1, 901));
    if (!a.ok || !b.ok) throw new Error('the deal failed');
    expect(JSON.stringify(a.table.log)).not.toBe(JSON.stringify(b.table.log));
  });
});
