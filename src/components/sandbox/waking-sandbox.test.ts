import { expect, test } from 'vitest';
import { MAX_FRAMES_BYTES, readFrames } from './WakingSandbox';

const frame = (state?: object) => ({ state, action: null, ruling: null, says: null });

test('a frames file matching the page is read', () => {
  const frames = readFrames(JSON.stringify([frame({ a: 1 }), frame(), frame()]), 2);
  expect(Array.isArray(frames) && frames.length).toBe(3);
});

test('a broken or mismatched frames file gives a reason, not an exception', () => {
  expect(readFrames('{', 1)).toBe('the file is not JSON');
  expect(readFrames('{}', 1)).toBe('the file holds no list of positions');
  expect(readFrames(JSON.stringify([frame({}), frame()]), 3)).toBe('the file has 2 positions, the page expects 4');
  expect(readFrames(JSON.stringify([frame(), frame()]), 1)).toBe('the starting position is missing');
  expect(readFrames(' '.repeat(MAX_FRAMES_BYTES + 1), 0)).toMatch(/more than/);
});
