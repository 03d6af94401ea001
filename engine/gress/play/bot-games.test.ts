/**
 * Whole games on the real-time driver, every seat a bot, from the deal to the
 * penalty count (9.4): tables of 3 to 5 players with 1 or 2 packs (2.1, 1.4)
 * and every level seated. After every step:
 *  - every card of the packs is somewhere, exactly once (1.4);
 *  - exactly one player is to move (4.1) and throw permission is one flag (4.2);
 *  - the log's times never run back, and each entry has its ruling.
 * Every game must reach the count within MAX_STEPS; at the count each player's
 * points are what 9.4 (with 10.2) gives for the final hands (penalty-formula.ts,
 * written from the rulebook, not from the engine), and there is one winner
 * with 0 points unless the game ended without one (10.1).
 */
import { describe, expect, test } from 'vitest';
import { formatCard, makeDecks } from '../../core/cards';
import { expectedPenalties } from '../penalty-formula';
import { allCards } from '../rules/2-table';
import { playBotGame } from './bot-game';
import { applyAction, MAX_STEPS } from './driver';
import { tableSetup } from './test-games';

const GAMES = 24;

describe('whole bot games in real time', () => {
  const games = Array.from({ length: GAMES }, (_, i) => ({ setup: tableSetup(i, 500), result: playBotGame(tableSetup(i, 500)) }));

  test.each(games.map((g, i) => [i, g] as const))('game %i reaches the count with every card kept', (_, { setup, result }) => {
    if (!result.ok) throw new Error(result.error);
    const { table } = result;
    const packs = makeDecks(setup.packs).map(formatCard).sort().join(' ');
    let state = table.start;
    let last = 0;
    table.log.forEach((entry, k) => {
      expect(entry.at).toBeGreaterThanOrEqual(last);
      last = entry.at;
      const applied = applyAction(state, entry.action);
      expect(applied.ruling.action).toBe(table.rulings[k].action);
      state = applied.state;
      expect(allCards(state).map(formatCard).sort().join(' '), `cards after step ${k + 1}`).toBe(packs);
      expect(state.toMove >= 0 && state.toMove < setup.players.length).toBe(true);
      expect(state.throwsAllowed).toBe(state.throwsForbiddenBy === null);
    });
    expect(result.finished, `game ${setup.seed} not counted after ${table.log.length} of ${MAX_STEPS} steps`).toBe(true);
    expect(state).toEqual(table.state);
    expect(state.penalties).toEqual(expectedPenalties(state));
    const zeros = state.penalties!.filter((p) => p === 0).length;
    expect(zeros).toBe(state.winner === null ? 0 : 1);
  });

  test('the tables cover 3 to 5 players, 1 and 2 packs, and every level', () => {
    expect(new Set(games.map((g) => g.setup.players.length))).toEqual(new Set([3, 4, 5]));
    expect(new Set(games.map((g) => g.setup.packs))).toEqual(new Set([1, 2]));
    expect(new Set(games.flatMap((g) => g.setup.levels))).toEqual(new Set(['random', 'relaxed', 'club', 'tournament']));
  });

  test('the playing levels score fewer penalty points than the random baseline at the same tables', () => {
    const points = { random: [] as number[], playing: [] as number[] };
    for (const { setup, result } of games) {
      if (!result.ok) continue;
      result.table.state.penalties!.forEach((p, seat) => (setup.levels[seat] === 'random' ? points.random : points.playing).push(p));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(points.playing)).toBeLessThan(mean(points.random));
  });

  test('slips happen and are ruled: some fouls, some withdrawals or complaints', () => {
    const classes = games.flatMap((g) => (g.result.ok ? g.result.table.rulings.flatMap((r) => [r, ...(r.parts ?? [])]).map((r) => r.classification) : []));
    expect(classes).toContain('simultaneous');
    expect(classes).toContain('foul');
    expect(classes.some((c) => c === 'withdrawal' || c === 'complaint')).toBe(true);
  });
});
