import { expect, test } from 'vitest';
import { ginPositionLines } from './position-lines';
import { undercutScored, undercutStart } from './test-fixtures';

test('each player: cards in suit order and the best arrangement; then the deal, the piles and the turn', () => {
  const lines = ginPositionLines(undercutStart);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toBe('Ana, to act: 2♣ 3♣ 4♣ K♣ 5♦ 8♦ 8♥ 8♠ J♠ Q♠ K♠; best arrangement, discarding K♣: 2♣3♣4♣ · 8♦8♥8♠ · J♠Q♠K♠ — deadwood 5♦ = 5');
  expect(lines[1]).toBe('Ben, dealer: 7♣ 8♣ 7♦ 4♥ 7♥ 9♥ 10♥ J♥ Q♥ 7♠; best arrangement: 7♣7♦7♥7♠ · 9♥10♥J♥Q♥ — deadwood 8♣ 4♥ = 12');
  expect(lines[2]).toMatch(/^Hand 1 · Ben deals from the \w+ pack; stock 31, discard pile empty\. Ana has drawn from the stock and now discards, or knocks \(§5, §7\)\.$/);
});

test('after the hand: the knock with the lay-off, the lay-out, the result and the score', () => {
  const lines = ginPositionLines(undercutScored);
  expect(lines.slice(0, 2)).toEqual(['Ana, deals next, knocked: no cards in hand', 'Ben, dealer: no cards in hand']);
  expect(lines.slice(3)).toEqual([
    'Ana knocked with 5: 2♣3♣4♣ · 8♣8♦8♥8♠ · J♠Q♠K♠; deadwood 5♦ = 5.',
    'Ben laid out 7♣7♦7♥7♠ · 9♥10♥J♥Q♥, laid off 8♣ onto meld 2; deadwood 4♥ = 4.',
    'Ana knocked with 5, but Ben has 4, no more: undercut. Ben scores the difference 1 + 10 bonus = 11.',
    'Score after 1 hand: Ana 0, Ben 11.',
  ]);
});
