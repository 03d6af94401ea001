import { describe, expect, test } from 'vitest';
import { lawfulActions, seemsFounded, settlementRange } from './lawful';
import { formatAction } from './notation';
import { act, position } from './test-helpers';
import type { GressState } from './types';

/** The lawful actions in notation, leaving out complaints without cause (lawful, but tested on their own below). */
const names = (state: GressState, seat: number) => lawfulActions(state, seat).filter((a) => seemsFounded(state, a)).map((a) => formatAction(a, state.players)).sort();

describe('lawful actions', () => {
  // Top K♥, Ana to move, throws allowed.
  const s = position({
    hands: { Ana: ['8H', 'KS', '7C'], Ben: ['QS', 'QD', '7S', '7H'], Cem: ['9H', '9D', 'AC'], Dia: ['JD', '8C'] },
    playPile: ['KH'], toMove: 'Ana',
  });

  test('the player to move: moves by rank or suit, a draw; no throw fits', () => {
    expect(names(s, 0)).toEqual(['Ana draw', 'Ana play 8H', 'Ana play KS']);
  });

  test('a player not to move: only throws (4.11); the red Queen is no throw (1.3); no packet on a King', () => {
    expect(names(s, 1)).toEqual(['Ben play QS']);
  });

  test('a Jack is a move for the player to move only (7.1), so Dia has nothing', () => {
    expect(names(s, 3)).toEqual([]);
  });

  test('after a draw the player to move may still lay a Jack that looks like a throw (7.1 over 4.8); nobody else may', () => {
    const drawn = act(position({ hands: { Ana: ['8S', 'KS'], Ben: ['JC', '9D'], Cem: ['JS', 'AC'], Dia: ['7D'] }, playPile: ['QH'], toMove: 'Ana' }), 'Ana draw').state;
    expect(drawn.throwsAllowed).toBe(false);
    expect(names(drawn, 1)).toContain('Ben play JC');
    expect(names(drawn, 2)).not.toContain('Cem play JS');
  });

  test('after a red Nine the mover may announce a swap with each other player (5.5)', () => {
    const nine = act(position({ hands: { Ana: ['9H', '8C'], Ben: ['QS'], Cem: ['AC'], Dia: ['JD'] }, playPile: ['KH'], toMove: 'Ana' }), 'Ana play 9H').state;
    expect(names(nine, 0).filter((a) => a.includes('swap'))).toEqual(['Ana swap Ben', 'Ana swap Cem', 'Ana swap Dia']);
  });

  test('a player in debt may settle 1 to all owed cards, and still throw (4.13, 4.14)', () => {
    const owing = position({
      hands: { Ana: ['8H'], Ben: ['QS', 'TC'], Cem: ['AC'], Dia: ['JD'] }, playPile: ['KH'], toMove: 'Ben',
      debts: [{ player: 'Ben', cards: 2 }],
    });
    expect(names(owing, 1)).toEqual(['Ben draw', 'Ben draw 2', 'Ben play QS']);
  });

  test('Seven packets: a fitting bottom card (6.4), each possible top card and size; three Sevens can end on either other one', () => {
    const sevens = position({ hands: { Ana: ['7C', '7S', '7H'], Ben: ['QS'], Cem: ['AC'], Dia: ['JD'] }, playPile: ['8C'], toMove: 'Ana' });
    const packets = names(sevens, 0).filter((a) => a.includes('+'));
    expect(packets).toEqual(['Ana play 7C+7H', 'Ana play 7C+7H+7S', 'Ana play 7C+7S', 'Ana play 7C+7S+7H']);
  });

  test('settlements: count 1, each count that completes a debt, and the whole range from settlementRange (4.13, 4.14)', () => {
    const owing = position({
      hands: { Ana: ['8H'], Ben: ['QS', 'TC'], Cem: ['AC'], Dia: ['JD'] }, playPile: ['KH', 'KD'], toMove: 'Ben',
      debts: [{ player: 'Ben', cards: 3, event: 1 }, { player: 'Ben', cards: 4, event: 2 }],
    });
    expect(names(owing, 1).filter((a) => a.includes('draw'))).toEqual(['Ben draw', 'Ben draw 3', 'Ben draw 7']);
    expect(settlementRange(owing, 1)).toEqual({ min: 1, max: 7 });
    expect(settlementRange(owing, 0)).toBeNull();
  });

  test('complaints about a card or a Marke are lawful even without cause, so they are listed; only the founded ones pass seemsFounded (10.5, 10.7)', () => {
    const all = lawfulActions(s, 1).filter((a) => a.type === 'complain').map((a) => formatAction(a, s.players)).sort();
    // No Marke has been taken and no call missed, so those complaints are refused (10.7, 8.2) and not listed.
    expect(all).toEqual(['Ben complain Ana card', 'Ben complain Cem card', 'Ben complain Dia card']);
    const fouled = act(s, 'Cem play 9H').state;
    expect(lawfulActions(fouled, 1).filter((a) => a.type === 'complain' && seemsFounded(fouled, a)).map((a) => formatAction(a, s.players))).toEqual(['Ben complain Cem card']);
  });

  test('every listed action is ruled lawful when played', () => {
    for (const seat of [0, 1, 2, 3]) {
      for (const a of lawfulActions(s, seat)) expect(act(s, formatAction(a, s.players)).ruling.lawful).toBe(true);
    }
  });
});
