/**
 * 10.1 with the engine's deal limit (limits.ts MAX_LEDGER_DEALS = 1000): a
 * match nobody has won by its 1000th deal ends there, instead of leaving a
 * table where the next deal is refused, nobody may act and the match is not
 * over (the fault found from outside, findings/turn3/sens/deal-limit-dead-end.ts).
 * The site's reading: the higher total wins; equal totals end it level, and
 * the deal passes on to the dealer's left for the next match (4.6).
 */
import { describe, expect, test } from 'vitest';
import { sens } from './index';
import { MAX_LEDGER_DEALS } from './limits';
import type { SensState } from './types';

const PLAYERS = ['Ana', 'Ben', 'Cem', 'Dia'];

/** Seed 1's first deal (Dia deals) written as the deal after `earlier`, with the totals they make. */
function dealAfter(earlier: (readonly [number, number])[]): SensState {
  const dealt = sens.deal(PLAYERS, 1);
  if (!dealt.ok) throw new Error(dealt.error);
  const scores: [number, number] = [0, 0];
  for (const [a, b] of earlier) { scores[0] += a; scores[1] += b; }
  const read = sens.parsePosition(sens.formatPosition({ ...dealt.value, ledger: earlier, scores }));
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/** 5.3: all four pass in both rounds, so the deal is thrown in and writes nothing. */
function throwIn(state: SensState) {
  let s = state;
  let ruling = null;
  for (let i = 0; i < 8; i++) ({ state: s, ruling } = sens.apply(s, { type: 'pass', seat: s.deal.turn }));
  expect(s.deal.end?.kind).toBe('thrown-in');
  return { state: s, ruling: ruling! };
}

const zeros = (n: number) => Array.from({ length: n }, () => [0, 0] as const);
const DIA = 3;

describe('10.1: the 1000th deal ends a match nobody has won', () => {
  test('the limit is 1000 deals, and seed 1 has Dia deal', () => {
    expect(MAX_LEDGER_DEALS).toBe(1000);
    expect(dealAfter([]).deal.dealer).toBe(DIA);
  });

  test('level at the limit: the match ends with no winner and Ana, on Dia\'s left, deals the next (4.6)', () => {
    const { state, ruling } = throwIn(dealAfter(zeros(999)));
    expect(state.phase).toBe('match-over');
    expect(state.ledger).toHaveLength(1000);
    expect(state.winner).toBeNull();
    expect(sens.isOver(state)).toBe(true);
    expect(state.deal.turn).toBe(0);
    expect(ruling.citations).toEqual(expect.arrayContaining(['5.3', '10.1', '4.6']));
    expect(ruling.summary).toMatch(/deal 1000.*the match ends.*level/);
    for (const level of ['random', 'club', 'strong']) expect(sens.botChoice(state, () => 0.5, level)).toBeNull();
  });

  test('ahead at the limit: Ana and Cem win 120 to 44, and a player of the losing side, Ben, deals the next (4.1)', () => {
    const { state, ruling } = throwIn(dealAfter([[120, 44], ...zeros(998)]));
    expect(state.phase).toBe('match-over');
    expect(state.winner).toBe(0);
    // Dia dealt; Ana on her left won, so the next of the losing side round the table is Ben.
    expect(state.deal.turn).toBe(1);
    expect(ruling.summary).toMatch(/Ana and Cem win with the higher total/);
  });

  test('the ended match reads back, and only the right player may deal a new one from 0 to 0', () => {
    const { state } = throwIn(dealAfter(zeros(999)));
    const back = sens.parsePosition(sens.formatPosition(state));
    expect(back.ok && back.value).toEqual(state);
    expect(sens.apply(state, { type: 'deal', seat: 2, seed: 5 }).ruling.classification).toBe('refused');
    const fresh = sens.apply(state, { type: 'deal', seat: 0, seed: 5 });
    expect(fresh.ruling.lawful).toBe(true);
    expect(fresh.state.ledger).toEqual([]);
    expect(fresh.state.scores).toEqual([0, 0]);
  });

  test('deal 999 thrown in does not end the match', () => {
    const { state } = throwIn(dealAfter(zeros(998)));
    expect(state.phase).toBe('deal-over');
    expect(sens.isOver(state)).toBe(false);
  });

  test('a deal in play with 1000 deals before it is refused as a position', () => {
    const dealt = sens.deal(PLAYERS, 1);
    if (!dealt.ok) throw new Error(dealt.error);
    const text = sens.formatPosition({ ...dealt.value, ledger: zeros(1000) });
    const read = sens.parsePosition(text);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatch(/at most 1000/);
  });
});
