import { describe, expect, test } from 'vitest';
import { fitFont, handLayout, rowHeight, tileFor } from './sizes';

describe('tileFor', () => {
  test('four tiles in a 400 px row with 10 px gaps are 92 wide when the height allows 140', () => {
    // (400 - 3 * 10) / 4 = 92.5, and 140 / 1.4 = 100 is more: the width decides; 92 * 1.4 = 128.8.
    expect(tileFor(4, 400, 140, 10, 200)).toEqual({ width: 92, height: 128 });
  });

  test('a low row decides instead: 70 px high gives 50 wide', () => {
    expect(tileFor(4, 400, 70, 10, 200)).toEqual({ width: 50, height: 70 });
  });

  test('the cap on the height applies even with room to spare', () => {
    expect(tileFor(1, 1000, 1000, 10, 112)).toEqual({ width: 80, height: 112 });
  });
});

test('rowHeight shares the height among rows after the gaps', () => {
  // (400 - 3 * 8) / 4 = 94
  expect(rowHeight(4, 400, 8)).toBe(94);
  expect(rowHeight(0, 400, 8)).toBe(400);
});

describe('fitFont', () => {
  test('a short line gets the largest size', () => {
    expect(fitFont('Ana', 1000, 24, 15)).toBe(24);
  });

  test('a long line gets what fits: 100 characters in 1000 px at 0.5 em each is 20 px', () => {
    expect(fitFont('x'.repeat(100), 1000, 24, 15)).toBe(20);
  });

  test('never below the smallest size', () => {
    expect(fitFont('x'.repeat(1000), 1000, 24, 15)).toBe(15);
  });
});

describe('handLayout', () => {
  test('ten cards in a tall row go on two lines of five when the tiles get clearly larger', () => {
    // One line: (560 - 9 * 6) / 10 = 50.6 -> 50 wide. Two lines of 5: (560 - 24) / 5 = 107, but (180 - 6) / 2 / 1.4 = 62.1 -> 62 wide.
    expect(handLayout(10, 560, 180, 6, 200)).toEqual({ tile: { width: 62, height: 86 }, perLine: 5 });
  });

  test('eight cards in a low row stay on one line', () => {
    // One line: min((560 - 42) / 8 = 64.75, 80 / 1.4 = 57.1) -> 57. Two lines: (80 - 6) / 2 / 1.4 = 26.4 -> smaller.
    expect(handLayout(8, 560, 80, 6, 200)).toEqual({ tile: { width: 57, height: 79 }, perLine: 8 });
  });
});
