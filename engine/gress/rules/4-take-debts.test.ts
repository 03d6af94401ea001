import { describe, expect, test } from 'vitest';
import { formatCard } from '../../core/cards';
import { act, actAll, position } from '../test-helpers';
import { owes } from './4-debt-ledger';

describe('4.12-4.14 take debts', () => {
  // Two Kings were moved: event 1 (KH, the opening) and event 2 (KS). Ben owes one card for each.
  const s = position({
    hands: { Ana: ['8C'], Ben: ['QH', 'TS', '9D'], Cem: ['7S'], Dia: ['AH'] },
    playPile: ['KH', 'KS'],
    drawPile: ['7C', '8D', '9C', 'TH'],
    toMove: 'Ben',
    debts: [{ player: 'Ben', cards: 1, event: 1, paragraph: '5.2' }, { player: 'Ben', cards: 1, event: 2, paragraph: '5.2' }],
  });

  test('4.13: debts of different events add up', () => {
    expect(owes(s, 1)).toBe(2);
  });

  test('4.13: while in debt the player to move may not move', () => {
    const r = act(s, 'Ben play TS');
    expect(r.ruling.classification).toBe('foul');
    expect(r.ruling.citations).toContain('4.13');
  });

  test('4.14: one card settles only the oldest debt: one settlement event', () => {
    const r = act(s, 'Ben draw');
    expect(r.ruling).toMatchObject({ classification: 'settlement', events: [3] });
    expect(r.state.debts).toEqual([{ seat: 1, cards: 1, event: 2, paragraph: '5.2' }]);
    expect(r.state.toMove).toBe(1); // settling is not a move
    expect(r.state.events.at(-1)?.kind).toBe('settlement');
  });

  test('4.14: two cards at once are still two settlement events, oldest first', () => {
    const r = act(s, 'Ben draw 2');
    expect(r.ruling.events).toEqual([3, 4]);
    expect(r.state.events.map((e) => e.summary)).toEqual([
      expect.stringContaining('event #1'),
      expect.stringContaining('event #2'),
    ]);
    expect(r.state.hands[1].map(formatCard)).toEqual(['QH', 'TS', '9D', '7C', '8D']);
    expect(owes(r.state, 1)).toBe(0);
    // Out of debt, Ben may move again.
    expect(act(r.state, 'Ben play TS').ruling.classification).toBe('move'); // TS on KS: same suit
  });

  test('a debt paid in part is no event until its last card', () => {
    const big = position({
      hands: { Ana: ['8H'], Ben: ['QH'], Cem: ['9S'], Dia: ['AC'] }, playPile: ['7H'], drawPile: ['7C', '8D', '9C', 'TH'], toMove: 'Ana',
      debts: [{ player: 'Ben', cards: 4, paragraph: '6.5' }],
    });
    const [first, second] = actAll(big, ['Ben draw 3', 'Ben draw']);
    expect(first.ruling).toMatchObject({ classification: 'settlement', events: [] });
    expect(owes(first.state, 1)).toBe(1);
    expect(second.ruling.events).toEqual([2]);
  });
});
