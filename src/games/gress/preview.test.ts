/**
 * Gress's link preview data, worked out by hand from the fixture `start`
 * (test-fixtures.ts): Anna deals and opened with 8♥; Ben is to move, throws
 * allowed, clockwise; every Marke lies face down; five cards in the draw pile.
 */
import { describe, expect, test } from 'vitest';
import { frenchCard } from '../../components/og/french-card';
import { gressPreview } from './preview';
import { jackWished, start, swapAnnounced } from './test-fixtures';

describe('gressPreview', () => {
  const preview = gressPreview(start);

  test('each seat: its badges (the one to move first), its hand face up and its Marke face down', () => {
    expect(preview.seats).toEqual([
      { name: 'Anna', badges: ['dealer'], acting: false, cards: [frenchCard('K', 'hearts'), frenchCard('9', 'clubs'), frenchCard('A', 'spades'), frenchCard('7', 'diamonds')], hidden: 1 },
      { name: 'Ben', badges: ['to move'], acting: true, cards: [frenchCard('8', 'spades'), frenchCard('Q', 'hearts'), frenchCard('10', 'clubs'), frenchCard('J', 'diamonds')], hidden: 1 },
      { name: 'Carla', badges: [], acting: false, cards: [frenchCard('7', 'clubs'), frenchCard('Q', 'spades'), frenchCard('9', 'hearts')], hidden: 1 },
    ]);
  });

  test('the play pile with its top card marked and said, and the draw pile face down', () => {
    expect(preview.piles).toEqual([
      { label: 'Play pile · 1', cards: [frenchCard('8', 'hearts', { strong: true })], faceDown: 0, note: '8♥: opening by Anna' },
      { label: 'Draw pile', cards: [], faceDown: 5 },
    ]);
  });

  test('the status: who is to move, throws allowed, the direction', () => {
    expect(preview.status).toEqual(['Ben to move · throws allowed · clockwise']);
  });

  test('a wished suit is named under the Jack on top (7.4)', () => {
    expect(gressPreview(jackWished).piles[0].note).toBe('J♦: move by Ben, wished: hearts');
  });
});

test('a swap announced is said in words under the status (5.5)', () => {
  expect(gressPreview(swapAnnounced).status).toEqual(['Ben to move · throws allowed · clockwise', 'Swap announced: Anna and Ben (Ben may defend with a red Nine)']);
});
