import { describe, expect, test } from 'vitest';
import { act, position } from '../test-helpers';
import { owes } from './4-debt-ledger';

const hands = { Ana: ['AH', 'KH', 'QH', '9H', '8C'], Ben: ['7C', '8S'], Cem: ['9S', 'TC'], Dia: ['JD', '7D'] };

describe('section 5: what a move does', () => {
  test('5.1: after an Ace the same player is to move again', () => {
    const { state, ruling } = act(position({ hands, playPile: ['7H'], toMove: 'Ana' }), 'Ana play AH');
    expect(state.toMove).toBe(0);
    expect(ruling.citations).toContain('5.1');
  });

  test('5.2: after a King everyone else owes one card, tied to the King\'s event', () => {
    const s = position({ hands, playPile: ['7H'], toMove: 'Ana' });
    const { state } = act(s, 'Ana play KH');
    expect([0, 1, 2, 3].map((seat) => owes(state, seat))).toEqual([0, 1, 1, 1]);
    expect(state.debts.every((d) => d.event === s.nextEventId && d.paragraph === '5.2')).toBe(true);
    expect(state.toMove).toBe(1);
  });

  test('5.3: a Queen turns the direction before the next player is found', () => {
    const { state } = act(position({ hands, playPile: ['7H'], toMove: 'Ana' }), 'Ana play QH');
    expect(state.direction).toBe('counterclockwise');
    expect(state.toMove).toBe(3); // Dia, Ana's right neighbour
    const back = act(position({ hands, playPile: ['7H'], toMove: 'Ana', direction: 'counterclockwise' }), 'Ana play QH').state;
    expect(back.direction).toBe('clockwise');
    expect(back.toMove).toBe(1);
  });

  test('a black Nine has no effect: the next player moves', () => {
    const nine = act(position({ hands, playPile: ['9D'], toMove: 'Cem' }), 'Cem play 9S');
    expect(nine.ruling.pending).toBeUndefined();
    expect(nine.state.toMove).toBe(3);
  });

  test('3.7: the opening card has its effects too (a King opening: all but the dealer owe one)', () => {
    // Covered end to end by the scenario 3.7-opening-with-a-king; here the effect alone.
    const { state } = act(position({ hands, playPile: ['7H'], toMove: 'Ana' }), 'Ana play KH');
    expect(state.debts.map((d) => d.seat)).toEqual([1, 2, 3]);
  });
});
