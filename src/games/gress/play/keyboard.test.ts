import { describe, expect, test } from 'vitest';
import { commandForKey, KEY_LIST } from './keyboard';

describe('keys on the play page', () => {
  test.each([
    ['1', { kind: 'pick', index: 0 }],
    ['9', { kind: 'pick', index: 8 }],
    ['Enter', { kind: 'play' }],
    ['d', { kind: 'draw' }],
    ['D', { kind: 'draw' }],
    ['c', { kind: 'call' }],
    ['m', { kind: 'marke' }],
    ['k', { kind: 'complain' }],
    ['w', { kind: 'withdraw' }],
    ['l', { kind: 'layDown' }],
    ['Escape', { kind: 'clear' }],
    ['p', { kind: 'practice' }],
    ['h', { kind: 'hint' }],
  ])('%s', (key, command) => {
    expect(commandForKey(key)).toEqual(command);
  });

  test.each(['0', 'x', 'Tab', 'ArrowLeft', ' '])('%s does nothing', (key) => {
    expect(commandForKey(key)).toBeNull();
  });

  test('every key in the list does something', () => {
    for (const { key } of KEY_LIST) {
      const probe = key === '1-9' ? '5' : key === 'Esc' ? 'Escape' : key;
      expect(commandForKey(probe), key).not.toBeNull();
    }
  });
});
