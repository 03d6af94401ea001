/**
 * The real-time driver's simultaneity, worked by hand from 10.9: actions that
 * land within SIMULTANEOUS_MS are one 'simultaneous' action, resolved in the
 * priority order (1 the Marke, 2 plays: 2.2 normal moves before 2.4 throws, ...),
 * each judged in the position the one before it left; actions further apart are
 * separate steps, and a bot that has not yet committed reconsiders in between.
 */
import { describe, expect, test } from 'vitest';
import { act, FOUR, position } from '../test-helpers';
import { owes } from '../rules/4-debt-ledger';
import type { GressAction, GressState } from '../types';
import { advance, fromPosition, nextLanding, SIMULTANEOUS_MS, type Intention, type RealTimeTable, type TableSetup } from './driver';
import type { GressBotLevelId } from './levels';

const play = (seat: number, card: string): GressAction => ({ type: 'play', seat, cards: [card], hand: 'action' });

/** A table on `state` whose only pending actions are `intentions`; bots sit where `levels` says. */
function tableWith(state: GressState, levels: (GressBotLevelId | null)[], intentions: Intention[]): RealTimeTable {
  const setup: TableSetup = { players: FOUR, packs: 1, seed: 1, levels };
  return { ...fromPosition(setup, state), intentions };
}

/** Ana to move on the Nine of hearts, throws allowed (a move has just been made). */
const onNineOfHearts = () => position({
  hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
  playPile: ['9H'], toMove: 'Ana',
});

describe('10.9 in real time', () => {
  test('the window is a quarter of a second', () => {
    expect(SIMULTANEOUS_MS).toBe(250);
  });

  test('a move and a throw 100 ms apart: one simultaneous action, the move first (2.2 before 2.4), the throw then a foul', () => {
    // Ben throws 8S on 9H at 1000 ms (one rank lower, black on red: a throw, 4.11); Ana, to move, lays 9C at
    // 1100 ms (same rank: a move, 4.5). 100 ms apart is inside the window, so neither could have seen the
    // other's card: 10.9 decides. Both are plays on the pile; which lay lowest is not known, so the kind
    // decides: 2.2 (normal move) before 2.4 (throw). Ana's 9C goes first; Ben's 8S then lands on 9C, the
    // same colour one rank lower: no throw (1.3), and Ben is not to move: a foul, which stays on the pile
    // (10.5). Ana moved, so Ben is to move (4.10, clockwise).
    const table = tableWith(onNineOfHearts(), [null, null, null, null], [
      { seat: 0, action: play(0, '9C'), kind: 'move', at: 1100, committed: false },
      { seat: 1, action: play(1, '8S'), kind: 'throw', at: 1000, committed: false },
    ]);
    expect(nextLanding(table)).toEqual({ at: 1000, seats: [0, 1] });
    const after = advance(table, 1000);
    expect(after.log).toHaveLength(1);
    const { at, action } = after.log[0];
    expect(at).toBe(1000);
    expect(action.type).toBe('simultaneous');
    const ruling = after.rulings[0];
    expect(ruling.classification).toBe('simultaneous');
    expect(ruling.citations).toContain('10.9');
    expect(ruling.parts?.map((p) => [p.action, p.classification])).toEqual([['Ana play 9C', 'move'], ['Ben play 8S', 'foul']]);
    expect(after.state.playPile.map((p) => `${p.card.rank}${p.card.suit[0]}:${p.as}`)).toEqual(['9h:opening', '9c:move', '8s:foul']);
    expect(after.state.toMove).toBe(1);
    // 10.4: taken back at once, the 8S costs nothing: just before Ana's 9C it was a correct throw on 9H.
    const back = act(after.state, 'Ben withdraw');
    expect(back.ruling.classification).toBe('withdrawal');
    expect(owes(back.state, 1)).toBe(0);
  });

  test('the same two plays 300 ms apart: two steps, and Ana, not yet committed, thinks again', () => {
    // 300 ms is past the window: Ben's throw is a step of its own. Ana's 9C would now land on 8S (neither
    // rank nor suit, 4.5), so her bot reconsiders: whatever she does next, it is not that card.
    const table = tableWith(onNineOfHearts(), ['club', null, null, null], [
      { seat: 0, action: play(0, '9C'), kind: 'move', at: 1300, committed: false },
      { seat: 1, action: play(1, '8S'), kind: 'throw', at: 1000, committed: false },
    ]);
    expect(nextLanding(table)).toEqual({ at: 1000, seats: [1] });
    const after = advance(table, 1000);
    expect(after.log.map((e) => e.at)).toEqual([1000]);
    expect(after.rulings[0]).toMatchObject({ action: 'Ben play 8S', classification: 'throw', lawful: true });
    const ana = after.intentions.find((i) => i.seat === 0);
    expect(ana?.action).not.toEqual(play(0, '9C'));
  });

  test('a card already on its way lands a moment too late: a foul', () => {
    // The same, but Ana's 9C is committed (her hand is moving): it lands at 1300 ms on Ben's 8S and fits
    // neither as a move (4.5) nor as a throw (4.11, and 9 is not one rank below 8): a foul.
    const table = tableWith(onNineOfHearts(), ['club', null, null, null], [
      { seat: 0, action: play(0, '9C'), kind: 'move', at: 1300, committed: true },
      { seat: 1, action: play(1, '8S'), kind: 'throw', at: 1000, committed: false },
    ]);
    const after = advance(table, 1300);
    expect(after.log.map((e) => e.at)).toEqual([1000, 1300]);
    expect(after.rulings[1]).toMatchObject({ action: 'Ana play 9C', classification: 'foul', lawful: false });
  });

  /** Ben has thrown 8S on 9H (down to two cards) and called "last but one"; his Marke still lies there. Ana is to move. */
  function benHasCalled(): GressState {
    const start = position({
      hands: { Ana: ['9C', 'KD', '7S'], Ben: ['8S', 'QH', 'TD'], Cem: ['AH', '8D', 'JC'], Dia: ['TC', 'QD', '7H'] },
      markes: { Ben: 'AS' }, playPile: ['9H'], toMove: 'Ana',
    });
    const thrown = act(start, 'Ben play 8S');
    expect(thrown.ruling.classification).toBe('throw');
    const called = act(thrown.state, 'Ben call');
    expect(called.ruling.classification).toBe('announcement');
    return called.state;
  }

  test('taking the Marke and a move 150 ms apart: the Marke first (10.9 no. 1), and both are lawful', () => {
    // Ana moves with 7S on 8S (same suit, 4.5) at 1000 ms; Ben takes his Marke at 1150 ms. Together: 10.9
    // puts the Marke first, while Ben's call window (8.1) is still open, so it is lawful; then Ana's Seven:
    // Ben, next clockwise, is skipped and owes two cards (6.5).
    const table = tableWith(benHasCalled(), [null, null, null, null], [
      { seat: 0, action: play(0, '7S'), kind: 'move', at: 1000, committed: false },
      { seat: 1, action: { type: 'takeMarke', seat: 1, hand: 'action' }, kind: 'marke', at: 1150, committed: false },
    ]);
    const after = advance(table, 1000);
    expect(after.rulings[0].parts?.map((p) => [p.action, p.classification, p.lawful])).toEqual([
      ['Ben take marke', 'marke', true],
      ['Ana play 7S', 'move', true],
    ]);
    expect(after.state.markes[1]).toBeNull();
    expect(after.state.hands[1]).toHaveLength(3);
    expect(owes(after.state, 1)).toBe(2);
  });

  test('the same 300 ms apart: the move closes the call window first, and the Marke taken after is a foul (10.7)', () => {
    // Ana's move is an event that ends Ben's call window (8.1: at the latest the next move). Ben's hand was
    // already moving (committed), so at 1300 ms he takes the Marke outside any window: a foul under 10.7.
    const table = tableWith(benHasCalled(), [null, 'club', null, null], [
      { seat: 0, action: play(0, '7S'), kind: 'move', at: 1000, committed: false },
      { seat: 1, action: { type: 'takeMarke', seat: 1, hand: 'action' }, kind: 'marke', at: 1300, committed: true },
    ]);
    const after = advance(table, 1300);
    expect(after.rulings.map((r) => [r.action, r.classification])).toEqual([['Ana play 7S', 'move'], ['Ben take marke', 'foul']]);
    expect(after.rulings[1].citations).toContain('10.7');
  });

  test("the reader's action joins the bots landing within the window", () => {
    // The reader (Ana, no bot) lays 9C at 1000 ms while Ben's 8S is due at 1200 ms: one simultaneous
    // action at 1000 ms, resolved as in the first case.
    const table = tableWith(onNineOfHearts(), [null, null, null, null], [
      { seat: 1, action: play(1, '8S'), kind: 'throw', at: 1200, committed: false },
    ]);
    const after = advance(table, 1000, play(0, '9C'));
    expect(after.log).toHaveLength(1);
    expect(after.rulings[0].parts?.map((p) => p.action)).toEqual(['Ana play 9C', 'Ben play 8S']);
  });
});
