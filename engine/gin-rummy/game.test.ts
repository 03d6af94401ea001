/** The Game object, the lawful-actions list against brute force, the bot's view, malformed input. */
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { fullPack, type Card } from './cards';
import { ginRummy } from './index';
import { PARAGRAPH_NUMBERS, SECTIONS } from './paragraphs';
import type { GinAction, GinState, Seat } from './types';

const PLAYERS = ['Ana', 'Ben'];
const dealt = (seed: number): GinState => {
  const r = ginRummy.deal(PLAYERS, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** Every simple action a seat could try (knocks and lay-outs aside): each card discarded, draws of 1-2, take, answers, claims. */
function simpleActions(seat: Seat): GinAction[] {
  const out: GinAction[] = fullPack().map((card: Card) => ({ type: 'discard', seat, card }));
  out.push({ type: 'draw', seat, count: 1 }, { type: 'draw', seat, count: 2 }, { type: 'take', seat }, { type: 'accept', seat }, { type: 'reject', seat },
    { type: 'expose', seat }, { type: 'claim', seat, what: 'dealer' }, { type: 'claim', seat, what: 'count' });
  return out;
}

describe('the Game object', () => {
  test('identity', () => {
    expect(ginRummy.id).toBe('gin-rummy');
    expect(ginRummy.title).toBe('Gin Rummy');
    expect(ginRummy.seats).toEqual({ min: 2, max: 2 });
    expect(ginRummy.sections).toBe(SECTIONS);
    expect(SECTIONS.map((s) => s.number)).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 1)));
    expect(PARAGRAPH_NUMBERS).toContain('14.13');
  });

  test('lawful actions agree with what apply accepts as lawful (simple actions, positions of bot matches)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      let s = dealt(seed);
      const random = prng(seed);
      for (let i = 0; s.phase !== 'match-over' && i < 300; i++) {
        if (i % 5 === 0) {
          for (const seat of [0, 1] as Seat[]) {
            const key = (a: GinAction) => ginRummy.formatAction(a, PLAYERS);
            const lawful = new Set(ginRummy.lawfulActions(s, seat).map(key));
            const accepted = simpleActions(seat).filter((a) => ginRummy.apply(s, a).ruling.lawful).map(key);
            for (const a of accepted) expect(lawful.has(a), `${a} in ${ginRummy.formatPosition(s)}`).toBe(true);
            for (const a of ginRummy.lawfulActions(s, seat)) expect(ginRummy.apply(s, a).ruling.lawful).toBe(true);
          }
        }
        s = ginRummy.apply(s, ginRummy.botChoice(s, random)!).state;
      }
    }
  });

  test('the bot sees no hidden card: the opponent\u2019s hand and the stock\u2019s order change nothing', () => {
    for (let seed = 1; seed <= 30; seed++) {
      let s = dealt(seed);
      const random = prng(seed);
      for (let i = 0; i < 7; i++) s = ginRummy.apply(s, ginRummy.botChoice(s, random)!).state;
      if (s.phase !== 'draw' && s.phase !== 'discard') continue;
      const me = s.hand.turn;
      const other = 1 - me;
      const pool = [...s.hand.hands[other], ...s.hand.stock].reverse();
      const hands = s.hand.hands.map((h, i) => (i === other ? pool.slice(0, h.length) : h));
      const hidden: GinState = { ...s, hand: { ...s.hand, hands, stock: pool.slice(s.hand.hands[other].length) } };
      expect(ginRummy.botChoice(hidden, prng(seed))).toEqual(ginRummy.botChoice(s, prng(seed)));
    }
  });

  test('malformed actions are refused with a reason, never thrown, and change nothing', () => {
    const s = dealt(4);
    for (const action of [null, undefined, {}, { type: 'discard', seat: 0 }, { type: 'discard', seat: 7, card: { rank: 1, suit: 'S' } }, { type: 'draw', seat: 0, count: 0 },
      { type: 'knock', seat: s.hand.turn, discard: { rank: 99, suit: 'X' }, melds: [] }, { type: 'layout', seat: 0, melds: 'x', layoffs: [] }, { type: 'peek', seat: 0 }, { type: 'deal', seat: 0, seed: -5 }]) {
      const applied = ginRummy.apply(s, action as unknown as GinAction);
      expect(applied.ruling.classification).toBe('refused');
      expect(applied.state).toBe(s);
      expect(applied.ruling.citations.length).toBeGreaterThan(0);
      for (const c of applied.ruling.citations) expect(PARAGRAPH_NUMBERS).toContain(c);
    }
  });

  test('describeAction speaks plainly', () => {
    expect(ginRummy.describeAction!({ type: 'discard', seat: 0, card: { rank: 7, suit: 'H' } }, PLAYERS)).toBe('Ana discards the Seven of hearts');
    expect(ginRummy.describeAction!({ type: 'take', seat: 1 }, PLAYERS)).toBe('Ben takes the top card of the discard pile');
  });

  test('a state is plain JSON', () => {
    const s = dealt(8);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
