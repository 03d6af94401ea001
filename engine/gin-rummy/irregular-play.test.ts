/**
 * Random play with the irregular actions §14 deals with mixed in: early and
 * multi-card draws of any size the notation takes (§14.4, §14.5, up to 31),
 * deals by either player with any counts (§14.1, §14.2, §14.9), claims,
 * exposures, knocks of any grouping and their answers. After every action:
 *  - every reachable position reads back exactly (formatPosition ->
 *    parsePosition -> deep equal), whatever led to it;
 *  - no hand holds more than MAX_HAND_CARDS (25, the site's reading of §14.5);
 *  - lawfulActions (both seats) and botChoice (every level) answer without
 *    throwing;
 *  - an action refused leaves the very same state.
 * Coverage counters check that the irregular actions were really played,
 * not only tried.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import type { Card } from './cards';
import { ginRummy } from './index';
import { BOT_LEVELS } from './bots';
import { MAX_DRAW_COUNT, MAX_HAND_CARDS } from './limits';
import type { GinAction, GinState, Seat } from './types';

const PLAYERS = ['Ana', 'Ben'];
const LEVELS = BOT_LEVELS.map((l) => l.id);

/** One physical action of either seat, chosen with `r`: mostly plausible (cards from the hand), often irregular. */
function physical(r: () => number, s: GinState): GinAction {
  const seat = (r() < 0.5 ? 0 : 1) as Seat;
  const hand = s.hand.hands[seat];
  const own = (): Card => (hand.length ? hand[Math.floor(r() * hand.length)] : { rank: 1, suit: 'S' });
  // Between hands, a deal by either player (so, half the time, out of turn).
  const pick = s.phase === 'hand-over' && r() < 0.7 ? 2 : Math.floor(r() * 9);
  switch (pick) {
    case 0: case 1: return { type: 'draw', seat, count: r() < 0.4 ? 1 : 2 + Math.floor(r() * (MAX_DRAW_COUNT - 1)) };
    case 2: return { type: 'deal', seat, seed: Math.floor(r() * 1000), ...(r() < 0.4 ? { counts: [Math.floor(r() * 26), Math.floor(r() * 26)] as [number, number] } : {}) };
    case 3: return { type: 'claim', seat, what: r() < 0.5 ? 'dealer' : 'count' };
    case 4: return r() < 0.5 ? { type: 'expose', seat } : { type: 'reshuffle', seat, seed: Math.floor(r() * 1000) };
    case 5: return { type: 'knock', seat, discard: own(), melds: [], gin: false };
    case 6: return { type: r() < 0.5 ? 'accept' : 'reject', seat };
    case 7: return { type: 'take', seat };
    default: return { type: 'discard', seat, card: own() };
  }
}

/** What the counters look for in a ruling that was played (not refused). */
const KINDS: Record<string, (a: GinAction, cites: readonly string[], s: GinState) => boolean> = {
  'early draw (14.4)': (a, c) => a.type === 'draw' && c.includes('14.4'),
  'several cards at once (14.5)': (a, c) => a.type === 'draw' && a.count > 1 && c.includes('14.5'),
  'deal out of turn (14.1)': (a, c) => a.type === 'deal' && c.includes('14.1'),
  'misdeal (14.9)': (a, c) => a.type === 'deal' && c.includes('14.9'),
  'claim upheld': (a) => a.type === 'claim',
  'irregular knock': (a, c) => a.type === 'knock' && (c.includes('14.6') || c.includes('14.11')),
  'hand over': (_a, _c, s) => s.phase === 'hand-over',
  'a taken card on record (taken=)': (_a, _c, s) => s.hand.taken !== null,
  'the third-last card on record (thirdlast=)': (_a, _c, s) => s.hand.thirdLast !== null,
  'hand over after a deal out of turn': (_a, _c, s) => s.phase === 'hand-over' && s.hand.due !== s.hand.dealer,
};

function checkPosition(s: GinState, where: string): void {
  const line = ginRummy.formatPosition(s);
  expect(ginRummy.parsePosition(line), `${where}: ${line}`).toEqual({ ok: true, value: s });
  for (const h of s.hand.hands) expect(h.length, where).toBeLessThanOrEqual(MAX_HAND_CARDS);
  const random = prng(s.hand.stock.length);
  expect(() => [0, 1].map((seat) => ginRummy.lawfulActions(s, seat)), where).not.toThrow();
  for (const level of LEVELS) expect(() => ginRummy.botChoice(s, random, level), `${where} (${level})`).not.toThrow();
}

describe('random play with irregular actions', () => {
  test('every position reads back, hands stay within the bound, lawfulActions and the bots never throw', () => {
    const seen = new Map(Object.keys(KINDS).map((k) => [k, 0]));
    let biggest = 0;
    let refusedForSize = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 50, max: 200 }), (seed, length) => {
      const dealt = ginRummy.deal(PLAYERS, seed);
      if (!dealt.ok) throw new Error(dealt.error);
      let s = dealt.value;
      const r = prng(seed ^ 0x1bad);
      checkPosition(s, `seed ${seed} start`);
      for (let i = 0; i < length && !ginRummy.isOver(s); i++) {
        const level = LEVELS[Math.floor(r() * LEVELS.length)];
        const action = r() < 0.3 ? physical(r, s) : (ginRummy.botChoice(s, r, level) ?? physical(r, s));
        const applied = ginRummy.apply(s, action);
        const where = `seed ${seed} action ${i} (${applied.ruling.action})`;
        if (applied.ruling.classification === 'refused') {
          expect(applied.state, where).toBe(s);
          if (applied.ruling.citations.includes('14.5') && action.type === 'draw') refusedForSize++;
          continue;
        }
        s = applied.state;
        for (const [kind, test] of Object.entries(KINDS)) if (test(action, applied.ruling.citations, s)) seen.set(kind, seen.get(kind)! + 1);
        biggest = Math.max(biggest, ...s.hand.hands.map((h) => h.length));
        checkPosition(s, where);
      }
    }), { seed: 0x5eed14, numRuns: 40 });
    for (const [kind, n] of seen) expect(n, `never played: ${kind}`).toBeGreaterThan(0);
    // Big draws were both made and refused at the bound: the bound was reached from both sides.
    expect(refusedForSize).toBeGreaterThan(0);
    expect(biggest).toBeGreaterThan(15);
  }, 60_000);
});

describe('the bound on a hand (§14.5, the site\u2019s reading) and the stock\u2019s last two (§12)', () => {
  const start = (): GinState => {
    const d = ginRummy.deal(PLAYERS, 7);
    if (!d.ok) throw new Error(d.error);
    return d.value;
  };

  test('an early draw may take the dealer\u2019s ten up to 25 cards, not to 26', () => {
    const s = start();
    const dealer = s.hand.dealer;
    expect([s.hand.hands[dealer].length, s.hand.stock.length]).toEqual([10, 31]);
    const ok = ginRummy.apply(s, { type: 'draw', seat: dealer, count: 15 });
    expect(ok.ruling.classification).toBe('irregular');
    expect(ok.state.hand.hands[dealer]).toHaveLength(25);
    const no = ginRummy.apply(s, { type: 'draw', seat: dealer, count: 16 });
    expect(no.ruling.classification).toBe('refused');
    expect(no.ruling.citations).toEqual(['14.5']);
    expect(no.ruling.summary).toMatch(/10 cards; 16 cards more would make 26, and no hand may hold more than 25/);
    expect(no.state).toBe(s);
  });

  test('the draw of 22 that used to make a 32-card hand is refused, and play goes on from the same table', () => {
    const s = start();
    const r = ginRummy.apply(s, { type: 'draw', seat: s.hand.dealer, count: 22 });
    expect(r.ruling.classification).toBe('refused');
    expect(r.state).toBe(s);
    for (const level of LEVELS) expect(ginRummy.botChoice(s, prng(1), level)).not.toBeNull();
  });

  test('a draw that would touch the stock\u2019s last two is refused under §12 (31 in the stock: 29 at most)', () => {
    const s = start();
    const r = ginRummy.apply(s, { type: 'draw', seat: s.hand.dealer, count: 30 });
    expect(r.ruling.citations).toEqual(['12']);
    expect(r.state).toBe(s);
  });

  test('a written position with a hand over 25 is refused', () => {
    const first = start();
    const s = ginRummy.apply(first, { type: 'draw', seat: first.hand.dealer, count: 15 }).state;
    const line = ginRummy.formatPosition(s);
    const [, hands] = /hands=(\S+)/.exec(line)!;
    const [a, b] = hands.split('/');
    // One more card moved from the stock into the 25-card hand.
    const stock = /stock=([^, ]+),(\S+)/.exec(line)!;
    const big = a.split(',').length === 25 ? `${a},${stock[1]}/${b}` : `${a}/${b},${stock[1]}`;
    const moved = line.replace(`hands=${hands}`, `hands=${big}`).replace(`stock=${stock[1]},${stock[2]}`, `stock=${stock[2]}`);
    const r = ginRummy.parsePosition(moved);
    expect(r.ok ? 'parsed' : r.error).toMatch(/^hands: \w+ holds 26 cards; no hand holds more than 25 \(§14\.5\)/);
  });
});
