import { describe, expect, test } from 'vitest';
import type { Parsed } from '../core/game';
import {
  SITTING_PARTNER_MAY_ADVISE, advice, afterHand, chouetteFromOrder, drawOrder3, isOver, nextChouetteMatch, payments,
  replayThree, rotationFromOrder, startChouette, startRotation, whoPlays, type HandResult3, type ThreeState,
} from './three-players';

const A = 0;
const B = 1;
const C = 2;

function ok<T>(r: Parsed<T>): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
function play<S extends ThreeState>(state: S, hands: HandResult3[]): S {
  return hands.reduce((s, h) => ok(afterHand(s, h)), state);
}

describe('§15.1 the draw', () => {
  test('lowest card sits out, second-highest deals, highest leads', () => {
    const s = ok(startRotation([[3], [9], [13]]));
    expect(s.order).toEqual([C, B, A]);
    expect(whoPlays(s)).toEqual({ dealer: B, nonDealer: C, sittingOut: A });
  });
  test('tied players draw again: A and C both draw a 9, then A a 4 and C a Jack', () => {
    expect(ok(drawOrder3([[9, 4], [2], [9, 11]]))).toEqual([C, A, B]);
    const r = startRotation([[9], [2], [9]]);
    expect(!r.ok && r.error).toContain('must draw again');
  });
  test('exactly three players', () => {
    expect(startRotation([[3], [9]]).ok).toBe(false);
  });
});

describe('§15.1 rotation', () => {
  test('the loser sits out, the one who sat out comes in and deals, the winner leads', () => {
    const s = play(ok(startRotation([[3], [9], [13]])), [{ winner: B, points: 17 }]);
    expect(whoPlays(s)).toEqual({ dealer: A, nonDealer: B, sittingOut: C });
  });
  test('a no-game: the same two play again, same dealer (§12)', () => {
    const s0 = ok(startRotation([[3], [9], [13]]));
    const s = play(s0, [{ winner: null, points: 0 }]);
    expect(whoPlays(s)).toEqual(whoPlays(s0));
    expect(s.hands).toHaveLength(1);
    expect(s.points).toEqual([0, 0, 0]);
  });
  test('the player sitting out cannot win the hand', () => {
    const r = afterHand(ok(startRotation([[3], [9], [13]])), { winner: A, points: 10 });
    expect(!r.ok && r.error).toContain('sat this hand out');
  });

  /**
   * The example of §15.1: A three hands and 102 points, B one hand and 17, C
   * nothing. With C never winning, B's single win is only possible if A sat
   * out the first hand (B beats C, then A comes in and wins three in a row):
   * so here A drew lowest, B second, C highest.
   */
  const example = () => play(ok(startRotation([[3], [9], [13]])), [
    { winner: B, points: 17 }, // B deals, C leads, A waits: C sits out next
    { winner: A, points: 30 }, // A deals, B leads: B sits out next
    { winner: A, points: 40 }, // C deals, A leads: C sits out next
    { winner: A, points: 32 }, // B deals, A leads: A reaches 102
  ]);

  test('the hands of the example, table by table', () => {
    expect(example().hands.map((h) => [h.dealer, h.nonDealer, h.sittingOut, h.winner])).toEqual([
      [B, C, A, B], [A, B, C, A], [C, A, B, A], [B, A, C, A],
    ]);
  });

  test('the example: A writes 262, B 37, C 0; B pays A 225, C pays A 362 (262 + 100 shutout), C pays B 37', () => {
    const s = example();
    expect(isOver(s)).toBe(true);
    expect(whoPlays(s)).toBeNull();
    expect(s.points).toEqual([102, 17, 0]);
    expect(s.firstToTarget).toBe(A);
    const p = ok(payments(s));
    expect(p).toMatchObject({ boxes: [60, 20, 0], gameBonus: [100, 0, 0], totals: [262, 37, 0] });
    expect(p.payments).toEqual([
      { from: B, to: A, amount: 225, difference: 225, shutout: 0 },
      { from: C, to: A, amount: 362, difference: 262, shutout: 100 },
      { from: C, to: B, amount: 37, difference: 37, shutout: 0 },
    ]);
    expect(p.net).toEqual([587, -188, -399]);
    expect(p.citations).toContain('13.2');
  });

  test('no hand after the end', () => {
    const r = afterHand(example(), { winner: B, points: 5 });
    expect(!r.ok && r.error).toContain('the match is over');
  });

  test('a tied pair pays nothing between them', () => {
    const s = play(ok(rotationFromOrder([A, B, C])), [
      { winner: A, points: 50 }, // B deals, A leads, C waits
      { winner: C, points: 30 }, // C deals, A leads, B waits
      { winner: B, points: 30 }, // B deals, C leads, A waits
      { winner: A, points: 60 }, // A deals, B leads: A has 110
    ]);
    const p = ok(payments(s));
    expect(p.totals).toEqual([250, 50, 50]);
    expect(p.payments).toEqual([
      { from: B, to: A, amount: 200, difference: 200, shutout: 0 },
      { from: C, to: A, amount: 200, difference: 200, shutout: 0 },
    ]);
  });

  test('payments before the end are an error', () => {
    expect(payments(ok(rotationFromOrder([A, B, C]))).ok).toBe(false);
  });
});

describe('§15.2 Chouette', () => {
  // B drew a King: single player. A drew a Ten: first partner, deals. C drew a Six: waits.
  const start = () => ok(startChouette([[10], [13], [6]]));

  test('the draw: highest plays alone, the higher partner deals and plays first', () => {
    const s = start();
    expect([s.single, s.partners]).toEqual([B, [A, C]]);
    expect(whoPlays(s)).toEqual({ dealer: A, nonDealer: B, sittingOut: C });
    expect(SITTING_PARTNER_MAY_ADVISE).toBe(true);
    expect(advice(s)).toEqual({ adviser: C, decides: A, citation: '15.2' });
  });

  const match = () => play(start(), [
    { winner: A, points: 25 }, // team 25; the single player lost, so he deals; A plays on
    { winner: B, points: 40 }, // A lost: C takes over and deals
    { winner: null, points: 0 }, // same two, same dealer
    { winner: B, points: 35 }, // C lost: A comes back and deals; single 75
    { winner: B, points: 30 }, // single 105: over
  ]);

  test('a partner plays until he loses; then the other partner comes in and deals', () => {
    expect(match().hands.map((h) => [h.dealer, h.nonDealer, h.sittingOut])).toEqual([
      [A, B, C], [B, A, C], [C, B, A], [C, B, A], [A, B, C],
    ]);
  });

  test('one column for the team; the single player collects 265 - 45 = 220 from each partner', () => {
    const s = match();
    expect(s.points).toEqual([105, 25]);
    expect(s.wins).toEqual([3, 1]);
    const p = ok(payments(s));
    expect(p.sides).toMatchObject({ boxes: [60, 20], gameBonus: [100, 0], shutout: [0, 0], totals: [265, 45], winner: 0, difference: 220 });
    expect(p.payments).toEqual([
      { from: A, to: B, amount: 220, difference: 220, shutout: 0 },
      { from: C, to: B, amount: 220, difference: 220, shutout: 0 },
    ]);
    expect(p.net).toEqual([-220, 440, -220]);
  });

  test('next match after the single player won the last hand: he stays single against the partner who sat out, who deals', () => {
    const n = ok(nextChouetteMatch(match()));
    expect([n.single, n.partners]).toEqual([B, [C, A]]);
    expect(whoPlays(n)).toEqual({ dealer: C, nonDealer: B, sittingOut: A });
    expect(n.hands).toEqual([]);
  });

  test('a team win with a shutout: the single player pays each partner 280; then the winner becomes single', () => {
    const s = play(ok(chouetteFromOrder([B, A, C], 50)), [{ winner: A, points: 60 }]);
    const p = ok(payments(s));
    expect(p.sides).toMatchObject({ totals: [0, 280], shutout: [0, 100], winner: 1 });
    expect(p.payments).toEqual([
      { from: B, to: A, amount: 280, difference: 180, shutout: 100 },
      { from: B, to: C, amount: 280, difference: 180, shutout: 100 },
    ]);
    const n = ok(nextChouetteMatch(s));
    expect([n.single, n.partners]).toEqual([A, [C, B]]);
    expect(whoPlays(n)).toEqual({ dealer: C, nonDealer: A, sittingOut: B });
  });

  test('no next match before the end; no advice in the rotation', () => {
    expect(nextChouetteMatch(start()).ok).toBe(false);
    expect(advice(ok(rotationFromOrder([A, B, C])))).toBeNull();
  });
});

describe('replayThree', () => {
  test('rebuilds the same state from a record', () => {
    const hands: HandResult3[] = [{ winner: B, points: 17 }, { winner: A, points: 30 }];
    const direct = play(ok(startRotation([[3], [9], [13]])), hands);
    expect(ok(replayThree({ mode: 'rotation', target: 100, order: [C, B, A], hands }))).toEqual(direct);
    expect(JSON.parse(JSON.stringify(direct))).toEqual(direct);
  });
  test.each([
    [{ mode: 'solo', order: [0, 1, 2], hands: [] }, 'mode must be'],
    [{ mode: 'rotation', order: [0, 1, 1], hands: [] }, 'seats 0, 1 and 2'],
    [{ mode: 'rotation', order: ['0', '1', '2'], hands: [] }, 'seats 0, 1 and 2'],
    [{ mode: 'rotation', order: [0, 1, 2], hands: [], target: 5000 }, 'target must be'],
    [{ mode: 'rotation', order: [0, 1, 2], hands: [{ winner: 2, points: 5 }] }, 'sat this hand out'],
    [{ mode: 'chouette', order: [0, 1, 2], hands: [{ winner: 1, points: 0 }] }, 'at least 1'],
    [{ mode: 'chouette', order: [0, 1, 2], hands: [], seats: 3 }, 'unknown field'],
  ])('refuses %#', (input, message) => {
    const r = replayThree(input);
    expect(!r.ok && r.error).toContain(message);
  });
});
