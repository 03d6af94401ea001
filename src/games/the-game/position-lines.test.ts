import { expect, test } from 'vitest';
import { theGamePositionLines } from './position-lines';
import { mid } from './test-fixtures';

test('each player: hand in rising order, both piles, the draw pile; then the turn', () => {
  const lines = theGamePositionLines(mid);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^Ben, to move: hand 9 17 26 35 44 55; piles ascending 25, descending empty \(60\); draw pile/);
  expect(lines[1]).toMatch(/^Ana: hand 2 3 5 6 7 10; piles ascending 21, descending 45; draw pile/);
  expect(lines[2]).toMatch(/Ben/);
});
