import { describe, expect, test } from 'vitest';
import { allCards } from './rules/2-table';
import { dealtGame, newGame, positionFromSetup } from './setup';
import { sayReason } from '../core/reasons';
import { say } from './messages';

describe('setting up a game', () => {
  test('2.1: fewer than three players are refused with the paragraph', () => {
    const r = newGame({ players: ['Ana', 'Ben'], dealer: 'Ana' });
    expect(r).toEqual({ ok: false, error: expect.stringContaining('(2.1)') });
  });

  // One pack holds 32 cards and a player takes 6 (hand and Marke), so six players need two decks.
  test.each([[3, 1], [4, 1], [5, 1], [6, 2]])('a seeded deal for %i players (%i deck) ends opened, every card accounted for', (n, decks) => {
    {
      const players = ['Ana', 'Ben', 'Cem', 'Dia', 'Eli', 'Fin'].slice(0, n);
      const r = dealtGame({ players, dealer: players[n - 1], seed: 11, decks });
      if (!r.ok) throw new Error(r.error);
      const s = r.state;
      expect(s.phase).toBe('running');
      expect(s.hands.every((h) => h.length === 5)).toBe(true); // 2.7
      expect(s.markes.every((m) => m !== null)).toBe(true); // 2.8
      expect(s.playPile).toHaveLength(1); // 2.4
      expect(s.drawPile).toHaveLength(32 * decks - 6 * n - 1); // 3.4, 3.6
      expect(allCards(s)).toHaveLength(32 * decks);
    }
  });

  test('1.4: two decks give 64 cards; 1.1: a pack that is not complete is refused', () => {
    const two = dealtGame({ players: ['Ana', 'Ben', 'Cem', 'Dia'], dealer: 'Dia', seed: 3, decks: 2 });
    expect(two.ok && allCards(two.state).length).toBe(64);
    expect(newGame({ players: ['Ana', 'Ben', 'Cem'], dealer: 'Ana', pack: ['QH', 'KH'] })).toEqual({
      ok: false, error: expect.stringContaining('expected all 32 cards'),
    });
  });

  test('positions are validated: duplicate cards, unknown players, empty play pile', () => {
    const base = { players: ['Ana', 'Ben', 'Cem'], dealer: 'Cem', hands: { Ana: ['QH'], Ben: ['7C'], Cem: ['8C'] }, playPile: ['KH'], drawPile: 'rest' as const, toMove: 'Ana' };
    expect(positionFromSetup(base).ok).toBe(true);
    expect(positionFromSetup({ ...base, hands: { ...base.hands, Ben: ['QH'] } })).toEqual({ ok: false, error: expect.stringContaining('QH is placed twice') });
    expect(positionFromSetup({ ...base, toMove: 'Zoe' })).toEqual({ ok: false, error: expect.stringContaining('"Zoe" is not one of the players') });
    expect(positionFromSetup({ ...base, playPile: [] })).toEqual({ ok: false, error: expect.stringContaining('(2.4)') });
    expect(positionFromSetup({ ...base, hands: { ...base.hands, Ben: ['QH2'] } })).toEqual({ ok: false, error: expect.stringContaining('only 1 deck') });
    expect(positionFromSetup({ ...base, hands: { Ana: ['QH'], Ben: ['7C'] } })).toEqual({ ok: false, error: expect.stringContaining('Cem has no cards') });
  });

  test('"rest" puts every unplaced card on the draw pile', () => {
    const r = positionFromSetup({ players: ['Ana', 'Ben', 'Cem'], dealer: 'Cem', hands: { Ana: ['QH'], Ben: ['7C'], Cem: ['8C'] }, playPile: ['KH'], drawPile: 'rest', toMove: 'Ana' });
    expect(r.ok && r.state.drawPile.length).toBe(28);
  });
});

describe('a deal from a seed no shuffle takes, in English and German (German by hand)', () => {
  test('seed -1', () => {
    const r = dealtGame({ players: ['Ana', 'Ben', 'Cem'], dealer: 'Cem', seed: -1, decks: 1 });
    if (r.ok) throw new Error('dealt');
    expect(r.error).toBe('seed: a seed is a whole number from 0 to 4294967295, got -1');
    expect(sayReason(r, 'de', say)).toBe('seed: als Startwert taugt nur eine ganze Zahl von 0 bis 4294967295, nicht -1');
  });
});
