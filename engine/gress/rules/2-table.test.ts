import { describe, expect, test } from 'vitest';
import { checkPlayers, leftNeighbour, neighbourInDirection, rightNeighbour } from './2-table';

describe('2.1 number of players', () => {
  test('two players are too few; three are enough', () => {
    expect(checkPlayers(['Ana', 'Ben'])).toMatch(/at least 3 players \(2\.1\)/);
    expect(checkPlayers(['Ana', 'Ben', 'Cem'])).toBeNull();
  });
  test('names must be distinct and simple', () => {
    expect(checkPlayers(['Ana', 'Ben', 'ana'])).toMatch(/twice/);
    expect(checkPlayers(['Ana', 'Ben', 'C m'])).toMatch(/must start with a letter/);
  });
});

describe('2.2 neighbours (players listed clockwise)', () => {
  test('left is the next seat, right the previous, both wrap around', () => {
    expect(leftNeighbour(0, 4)).toBe(1);
    expect(leftNeighbour(3, 4)).toBe(0);
    expect(rightNeighbour(0, 4)).toBe(3);
    expect(rightNeighbour(2, 4)).toBe(1);
  });
  test('4.10: clockwise play goes left, counter-clockwise right', () => {
    expect(neighbourInDirection(1, 'clockwise', 3)).toBe(2);
    expect(neighbourInDirection(1, 'counterclockwise', 3)).toBe(0);
  });
});
