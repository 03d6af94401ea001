import { describe, expect, test } from 'vitest';
import { gressPositionLines } from './position-lines';
import { start } from './test-fixtures';

describe('gressPositionLines', () => {
  test('one line per seat in seat order (dealer, to move, hand, Marke), then the table', () => {
    const lines = gressPositionLines(start);
    expect(lines.slice(0, 3)).toEqual([
      'Anna (dealer): K♥ 9♣ A♠ 7♦, Marke face down',
      'Ben (to move): 8♠ Q♥ 10♣ J♦, Marke face down',
      'Carla: 7♣ Q♠ (deck 2) 9♥, Marke face down',
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('play pile 8♥ on top (1 card)');
    expect(lines[3]).toContain('draw pile 5 cards');
    expect(lines[3]).toContain('throws allowed');
    expect(lines[3]).toContain('clockwise');
  });

  test('debts and a taken Marke are named', () => {
    const state = { ...start, markes: [null, start.markes[1], start.markes[2]], debts: [{ seat: 2, cards: 2, event: 1, paragraph: '5.3' }] } as typeof start;
    const lines = gressPositionLines(state);
    expect(lines[0]).toBe('Anna (dealer): K♥ 9♣ A♠ 7♦, Marke taken');
    expect(lines[2]).toBe('Carla: 7♣ Q♠ (deck 2) 9♥, Marke face down, owes 2 cards');
  });
});

describe('gressPositionLines in German', () => {
  test("the German table's words: Geber, am Zug, Marke verdeckt, Kartensatz", () => {
    const lines = gressPositionLines(start, 'de');
    expect(lines.slice(0, 3)).toEqual([
      'Anna (Geber): K♥ 9♣ A♠ 7♦, Marke verdeckt',
      'Ben (am Zug): 8♠ Q♥ 10♣ J♦, Marke verdeckt',
      'Carla: 7♣ Q♠ (Kartensatz 2) 9♥, Marke verdeckt',
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain('Spielstapel 8♥ oben (1 Karte)');
    expect(lines[3]).toContain('Ziehstapel 5 Karten');
    expect(lines[3]).toContain('; Würfe erlaubt;');
    expect(lines[3]).toContain('im Uhrzeigersinn');
  });

  test('debts and a taken Marke in German', () => {
    const state = { ...start, markes: [null, start.markes[1], start.markes[2]], debts: [{ seat: 2, cards: 2, event: 1, paragraph: '5.3' }] } as typeof start;
    const lines = gressPositionLines(state, 'de');
    expect(lines[0]).toBe('Anna (Geber): K♥ 9♣ A♠ 7♦, Marke genommen');
    expect(lines[2]).toBe('Carla: 7♣ Q♠ (Kartensatz 2) 9♥, Marke verdeckt, schuldet 2 Karten');
  });
});
