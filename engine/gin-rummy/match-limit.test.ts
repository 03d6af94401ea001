/**
 * §13 with the engine's hand limit (match.ts MAX_HANDS_PER_MATCH = 200): a
 * match still short of 100 at its 200th hand ends there instead of leaving a
 * table where the next deal is refused, nobody may act and the match is not
 * over (the fault found from outside, findings/turn3/gin-rummy/hand-limit-dead-end.ts).
 * The site's reading: settled as §13 without the game bonus and the shutout,
 * which belong to whoever reaches 100; hand points and boxes decide.
 */
import { describe, expect, test } from 'vitest';
import { ginRummy } from './index';
import { MAX_HANDS_PER_MATCH, parseLedger, settle } from './match';
import type { GinAction, GinState } from './types';

const PLAYERS = ['Ana', 'Ben'];

/** The 12-no-game scenario's table (Ana draws the third-last stock card and only discards), after `earlier` hands. */
function lastHandTable(earlier: string[]): GinState {
  const start = ginRummy.scenarios.start('position', {
    dealer: 'Ben', turn: 'Ana', rest: 'discards', ledger: earlier,
    hands: {
      Ana: ['2C', '3C', '4C', '8D', '8H', '8S', 'JS', 'QS', 'KC', '9D'],
      Ben: ['7H', '7D', '7C', '9H', 'TH', 'JH', '6S', '5H', '4S', '2D'],
    },
    stockTop: ['KH', 'QH', '3D'],
  }, PLAYERS);
  if (!start.ok) throw new Error(start.error);
  return start.value as GinState;
}

const act = (state: GinState, line: string) => {
  const a = ginRummy.parseAction(line, PLAYERS);
  if (!a.ok) throw new Error(a.error);
  return ginRummy.apply(state, a.value as GinAction);
};

/** 199 hands: Ana won two (30 and 20), Ben one (45), the other 196 were no-games. */
const EARLIER = ['Ana+30', 'Ben+45', 'Ana+20', ...Array<string>(196).fill('0')];

describe('§13: the 200th hand ends a match nobody has taken to 100', () => {
  test('the limit is 200 hands', () => {
    expect(MAX_HANDS_PER_MATCH).toBe(200);
    expect(EARLIER).toHaveLength(199);
  });

  test('a no-game as hand 200 ends the match: settled without the game bonus', () => {
    let s = act(lastHandTable(EARLIER), 'Ana draw').state;
    const end = act(s, 'Ana discard KH');
    s = end.state;
    expect(end.ruling.classification).toBe('lawful');
    expect(s.phase).toBe('match-over');
    expect(s.ledger).toHaveLength(200);
    expect(ginRummy.isOver(s)).toBe(true);
    // By hand: points Ana 30+20 = 50, Ben 45; boxes 2 x 20 = 40 and 1 x 20 = 20;
    // nobody reached 100, so no game bonus and no shutout: 90 against 65, Ana collects 25.
    expect(s.settlement).toMatchObject({
      points: [50, 45], boxes: [40, 20], gameBonus: [0, 0], shutout: [0, 0],
      totals: [90, 65], firstToTarget: null, winner: 0, difference: 25,
    });
    expect(end.ruling.citations).toEqual(expect.arrayContaining(['12', '13', '13.3']));
    expect(end.ruling.citations).not.toContain('13.1');
    expect(end.ruling.summary).toMatch(/hand 200.*nobody has 100: the match ends/);
    expect(end.ruling.summary).toMatch(/Ana is ahead and wins it/);
  });

  test('after it nobody may act, every bot level passes, and a deal is refused as the end of the match', () => {
    let s = act(lastHandTable(EARLIER), 'Ana draw').state;
    s = act(s, 'Ana discard KH').state;
    expect([0, 1].map((seat) => ginRummy.lawfulActions(s, seat).length)).toEqual([0, 0]);
    for (const level of ['random', 'simple', 'club', 'strong']) expect(ginRummy.botChoice(s, () => 0.5, level)).toBeNull();
    const deal = act(s, 'Ben deal 1');
    expect(deal.ruling.classification).toBe('refused');
    expect(deal.ruling.summary).toMatch(/The match is over/);
  });

  test('the position at the end reads back', () => {
    let s = act(lastHandTable(EARLIER), 'Ana draw').state;
    s = act(s, 'Ana discard KH').state;
    const back = ginRummy.parsePosition(ginRummy.formatPosition(s));
    expect(back.ok && back.value).toEqual(s);
  });

  test('hand 199 ending as a no-game does not end the match', () => {
    let s = act(lastHandTable(EARLIER.slice(1)), 'Ana draw').state;
    s = act(s, 'Ana discard KH').state;
    expect(s.ledger).toHaveLength(199);
    expect(s.phase).toBe('hand-over');
    expect(ginRummy.isOver(s)).toBe(false);
  });

  test('equal totals at the limit settle nothing', () => {
    // Ana 30 + 20 and one box more than Ben's 70 in one hand: 50 + 40 = 90 against 70 + 20 = 90.
    const l = parseLedger({ target: 100, hands: [{ winner: 0, points: 30 }, { winner: 1, points: 70 }, { winner: 0, points: 20 }, ...Array(197).fill({ winner: null, points: 0 })] });
    if (!l.ok) throw new Error(l.error);
    const s = settle(l.value);
    expect(s.ok && s.value).toMatchObject({ totals: [90, 90], winner: null, difference: 0, firstToTarget: null });
  });

  test('a ledger is still refused past the limit and a match short of it is not settled', () => {
    expect(parseLedger({ target: 100, hands: Array(201).fill({ winner: null, points: 0 }) }).ok).toBe(false);
    const short = parseLedger({ target: 100, hands: Array(199).fill({ winner: null, points: 0 }) });
    expect(short.ok && settle(short.value).ok).toBe(false);
  });
});
