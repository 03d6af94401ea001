import { describe, expect, test } from 'vitest';
import { card } from '../../core/cards';
import { colour, findDuplicateCard, rankBelow } from './1-cards';

describe('1.2 rank order', () => {
  // A K Q J 10 9 8 7 A: each rank's lower neighbour, including the wrap from Seven to Ace.
  test.each([
    ['A', 'K'], ['K', 'Q'], ['Q', 'J'], ['J', '10'], ['10', '9'], ['9', '8'], ['8', '7'], ['7', 'A'],
  ] as const)('one below %s is %s', (rank, below) => {
    expect(rankBelow(rank)).toBe(below);
  });
});

describe('1.3 colour', () => {
  test.each([['HK', 'red'], ['DK', 'red'], ['SK', 'black'], ['CK', 'black']] as const)('%s is %s', (id, c) => {
    expect(colour(card(id[1] + id[0]))).toBe(c);
  });
});

describe('1.4 several decks', () => {
  test('identical faces from two decks are not duplicates; the same card twice is', () => {
    expect(findDuplicateCard([card('QH'), card('QH2')])).toBeNull();
    expect(findDuplicateCard([card('QH'), card('7C'), card('QH')])).toBe('QH');
  });
});
