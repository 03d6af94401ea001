import { expect, test } from 'vitest';
import { withoutSmallWords } from './question-words';

test.each([
  ['what do we do when the draw pile is empty', 'draw pile empty'],
  ['can I throw a jack while I owe cards', 'throw jack while owe cards'],
  // Words that carry a rule stay.
  ['must I trump', 'must trump'],
  ['who goes first', 'goes first'],
  ['my opponent drew before I had discarded', 'opponent drew before discarded'],
  // The possessive as the index holds it.
  ["how many cards can I put on my opponent's piles", 'cards put opponent piles'],
])('"%s" is searched as "%s"', (question, searched) => {
  expect(withoutSmallWords(question)).toBe(searched);
});

test('a query of small words only is searched as typed', () => {
  expect(withoutSmallWords(' who is it ')).toBe('who is it');
});
