import { describe, expect, test } from 'vitest';
import { cardText, fullPack } from '../cards';
import { checkPlayers, dealCards, drawForVorhand, firstDeal, shuffleAndCut } from './3-dealing';

describe('§3 dealing', () => {
  test('one at a time, Vorhand first: 11 and 10, the rest is the stock in order', () => {
    const pack = fullPack();
    const d = dealCards(pack, [11, 10]);
    expect(d.first.map(cardText)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20].map((i) => cardText(pack[i])));
    expect(d.dealer.map(cardText)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19].map((i) => cardText(pack[i])));
    expect(d.stock.map(cardText)).toEqual(pack.slice(21).map(cardText));
  });

  test('a misdeal deals the counts it is given (§14.9)', () => {
    const d = dealCards(fullPack(), [12, 9]);
    expect([d.first.length, d.dealer.length, d.stock.length]).toEqual([12, 9, 31]);
  });

  test('shuffle and cut keep the 52 cards; the same seed gives the same pack', () => {
    const p = shuffleAndCut(99);
    expect(new Set(p.map(cardText)).size).toBe(52);
    expect(shuffleAndCut(99)).toEqual(p);
    expect(shuffleAndCut(100)).not.toEqual(p);
  });

  test('the draw for Vorhand: the higher rank wins, equal ranks draw again', () => {
    for (let seed = 0; seed < 300; seed++) {
      const { rounds, vorhand } = drawForVorhand(seed);
      const last = rounds[rounds.length - 1];
      for (const r of rounds.slice(0, -1)) expect(r[0].rank).toBe(r[1].rank);
      expect(last[vorhand].rank).toBeGreaterThan(last[1 - vorhand].rank);
    }
  });

  test('a new match: Vorhand (the higher card) holds eleven, the dealer (the other) ten and the other pack', () => {
    for (let seed = 0; seed < 50; seed++) {
      const m = firstDeal(['Ana', 'Ben'], seed);
      if (!m.ok) throw new Error(m.error);
      const { vorhand } = drawForVorhand(seed);
      expect(m.value.hand.dealer).toBe(1 - vorhand);
      expect(m.value.hand.turn).toBe(vorhand);
      expect(m.value.hand.hands[vorhand]).toHaveLength(11);
      expect(m.value.hand.hands[1 - vorhand]).toHaveLength(10);
      expect(m.value.packs[0]).not.toBe(m.value.packs[1]);
    }
  });

  test('players and seeds from outside', () => {
    expect(checkPlayers(['Ana'])).toMatch(/exactly 2/);
    expect(checkPlayers(['Ana', 'ana'])).toMatch(/twice/);
    expect(checkPlayers(['Ana', 'B en'])).toMatch(/letter/);
    expect(checkPlayers(['Ana', 'x'.repeat(33)])).toMatch(/longer/);
    expect(firstDeal(['Ana', 'Ben'], -1).ok).toBe(false);
    expect(firstDeal(['Ana', 'Ben'], 1.5).ok).toBe(false);
  });
});
