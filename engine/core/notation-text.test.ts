/** The notation's shared reading: columns counted from 1, and each way a position's fields can be wrong named with its column. */
import { describe, expect, test } from 'vitest';
import { failAt, isFailed, readFields, tokenize } from './notation-text';

describe('tokenize', () => {
  test('words and the columns they start at, however much space between them', () => {
    expect(tokenize('  Ana  play 7H\tend')).toEqual([
      { text: 'Ana', column: 3 },
      { text: 'play', column: 8 },
      { text: '7H', column: 13 },
      { text: 'end', column: 16 },
    ]);
    expect(tokenize('   ')).toEqual([]);
  });
});

describe('readFields', () => {
  const KNOWN = ['players', 'turn', 'score'] as const;
  const REQUIRED = ['players', 'turn'] as const;

  test('each field with where its key and its value start', () => {
    const fields = readFields('players=Ana,Ben turn=Ben', KNOWN, REQUIRED);
    expect(isFailed(fields)).toBe(false);
    if (!isFailed(fields)) {
      expect(fields.get('players')).toEqual({ value: 'Ana,Ben', column: 9, keyColumn: 1 });
      expect(fields.get('turn')).toEqual({ value: 'Ben', column: 22, keyColumn: 17 });
      expect(fields.has('score')).toBe(false);
    }
  });

  test.each([
    ['players=Ana,Ben turn', 'column 17: expected key=value, got "turn"'],
    ['players=Ana,Ben =Ben', 'column 17: expected key=value, got "=Ben"'],
    ['players=Ana,Ben turn=Ben way=cw', 'column 26: unknown field "way" (expected one of players, turn, score)'],
    ['players=Ana,Ben turn=Ben turn=Ana', 'column 26: field "turn" appears twice'],
    ['players=Ana,Ben  ', 'column 16: missing field "turn="'],
  ])('%j: %s', (text, error) => {
    expect(readFields(text, KNOWN, REQUIRED)).toEqual({ ok: false, error });
  });

  test('a huge unknown key is echoed cut short', () => {
    const r = readFields(`${'k'.repeat(5000)}=1`, KNOWN, REQUIRED);
    expect(isFailed(r) && r.error.length).toBeLessThan(120);
  });

  test('failAt names the column', () => {
    expect(failAt(4, 'no')).toEqual({ ok: false, error: 'column 4: no' });
  });
});
