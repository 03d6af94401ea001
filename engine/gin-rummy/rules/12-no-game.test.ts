/**
 * §12 with §14.4: the hand's end belongs to the player who took the stock's
 * third-last card. Expected values from the rulebook and the site's reading
 * (12-no-game.ts): that player's plain discard makes the hand no game; an
 * early draw that took the card still gets its turn before that.
 */
import { describe, expect, test } from 'vitest';
import { ginRummy } from '../index';
import { positionFromSetup, type PositionSetup } from '../setup';
import type { GinState } from '../types';

const PLAYERS = ['Ana', 'Ben'];

/** Ana to draw, Ben dealt; the stock is `stock` (top first), the pile's top the King of diamonds. */
function table(stock: string[]): GinState {
  const setup: PositionSetup = {
    players: PLAYERS, dealer: 'Ben', turn: 'Ana', rest: 'discards',
    hands: { Ana: ['2C', '3C', '4C', '8D', '8H', '8S', 'JS', 'QS', 'KC', '9D'], Ben: ['7H', '7D', '7C', '9H', 'TH', 'JH', '4S', '5S', '6S', '2D'] },
    discards: ['KD'], stockTop: stock,
  };
  const s = positionFromSetup(setup);
  if (!s.ok) throw new Error(s.error);
  return s.value;
}

/** Plays the lines; each must have the given classification; every position must read back. */
function play(start: GinState, ...steps: [string, string][]): GinState {
  let s = start;
  for (const [line, classification] of steps) {
    const a = ginRummy.parseAction(line, PLAYERS);
    if (!a.ok) throw new Error(a.error);
    const r = ginRummy.apply(s, a.value);
    expect(r.ruling.classification, `${line}: ${r.ruling.summary}`).toBe(classification);
    s = r.state;
    expect(ginRummy.parsePosition(ginRummy.formatPosition(s))).toEqual({ ok: true, value: s });
  }
  return s;
}

describe('§12 with §14.4: who took the third-last card', () => {
  test('taken by an early draw: the other player\u2019s discard does not end the hand; the taker\u2019s plain discard does', () => {
    let s = play(table(['AD', 'QH', '3D']), ['Ben draw', 'irregular']);
    expect(s.hand.thirdLast).toBe(1);
    expect(ginRummy.formatPosition(s)).toContain('thirdlast=Ben');
    s = play(s, ['Ana take', 'lawful'], ['Ana discard 9D', 'lawful']);
    expect([s.phase, s.hand.turn, s.hand.end]).toEqual(['discard', 1, null]);
    expect(ginRummy.apply(s, { type: 'take', seat: 1 }).ruling.classification).toBe('refused');
    s = play(s, ['Ben discard 2D', 'lawful']);
    expect(s.phase).toBe('hand-over');
    expect(s.hand.end).toEqual({ kind: 'no-game' });
    expect(s.ledger).toEqual([{ winner: null, points: 0 }]);
    expect(s.hand.turn).toBe(1); // Ben dealt the drawn hand and deals again (§12)
    expect(s.hand.thirdLast).toBeNull();
  });

  test('taken by the player to act after an early draw: that player\u2019s discard ends the hand at once', () => {
    // Ben draws early with four in the stock (three left), then Ana draws the third-last herself.
    let s = play(table(['AD', 'QH', '3D', '5C']), ['Ben draw', 'irregular'], ['Ana draw', 'lawful']);
    expect([s.hand.thirdLast, s.hand.early]).toEqual([0, 1]);
    s = play(s, ['Ana discard QH', 'lawful']);
    expect(s.hand.end).toEqual({ kind: 'no-game' });
    expect(s.hand.hands[1]).toHaveLength(11); // Ben's pending turn never came
  });

  test('several cards drawn early, the third-last among them: the taker discards once, and that ends it', () => {
    let s = play(table(['AD', 'QH', '3D', '5C']), ['Ben draw 2', 'irregular']);
    expect([s.hand.stock.length, s.hand.hands[1].length, s.hand.thirdLast]).toEqual([2, 12, 1]);
    s = play(s, ['Ana take', 'lawful'], ['Ana discard 9D', 'lawful']);
    expect([s.phase, s.hand.turn]).toEqual(['discard', 1]);
    s = play(s, ['Ben discard 2D', 'lawful']);
    expect(s.hand.end).toEqual({ kind: 'no-game' });
  });

  test('the taker is still owed the turn after an irregular knock of the other is sent back', () => {
    let s = play(table(['AD', 'QH', '3D']), ['Ben draw', 'irregular'], ['Ana take', 'lawful'],
      ['Ana knock KC melds 2C3C4C 8D8H8S', 'irregular']);
    expect(s.hand.thirdLast).toBe(1);
    s = play(s, ['Ben reject', 'lawful'], ['Ana discard 9D', 'lawful']);
    // The early draw's marker went with the knock, but Ben still holds eleven: he discards without drawing (§14.10).
    expect([s.phase, s.hand.turn, s.hand.end]).toEqual(['draw', 1, null]);
    s = play(s, ['Ben discard 2D', 'lawful']);
    expect(s.hand.end).toEqual({ kind: 'no-game' });
  });

  test('taken the normal way: the taker\u2019s discard ends the hand, as before', () => {
    const s = play(table(['AD', 'QH', '3D']), ['Ana draw', 'lawful'], ['Ana discard AD', 'lawful']);
    expect(s.hand.end).toEqual({ kind: 'no-game' });
    expect(s.hand.turn).toBe(1);
  });

  test('a position may not name a third-last taker while the stock holds more than two', () => {
    const line = ginRummy.formatPosition(table(['AD', 'QH', '3D']));
    const r = ginRummy.parsePosition(`${line} thirdlast=Ben`);
    expect(r.ok ? 'parsed' : r.error).toMatch(/^thirdlast: .*\(§12\)/);
  });
});
