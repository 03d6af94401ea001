/**
 * The Game's link preview data, worked out by hand from the fixture `mid`
 * (test-fixtures.ts). Ben (seat 0) to move. Ben's ascending pile 4 8 13 20 25;
 * Ana's ascending pile 30, then Ben's 21 on it (4.2); Ana's descending 45;
 * Ben's descending pile empty. Each player has 58 number cards (1.1) and the
 * cards not listed are the draw pile: Ben 58 - 6 in hand - 6 laid = 46,
 * Ana 58 - 6 - 2 = 50.
 */
import { expect, test } from 'vitest';
import { ROW_INK, SEAT_INKS, theGamePreview } from './preview';
import { mid } from './test-fixtures';

const ben = (value: number) => ({ rank: String(value), ink: SEAT_INKS[0] });
const ana = (value: number) => ({ rank: String(value), ink: SEAT_INKS[1] });

test('both hands face up in rising order, in each player\u2019s colour, with the draw piles as badges', () => {
  const { seats } = theGamePreview(mid);
  expect(seats).toEqual([
    { name: 'Ben', badges: ['to move', 'draw pile 46'], acting: true, cards: [9, 17, 26, 35, 44, 55].map(ben), hidden: 0 },
    { name: 'Ana', badges: ['draw pile 50'], acting: false, cards: [2, 3, 5, 6, 7, 10].map(ana), hidden: 0 },
  ]);
});

test('each pile shows its top card in the colour of whoever laid it, an empty pile its row card (1.2)', () => {
  expect(theGamePreview(mid).piles).toEqual([
    { label: 'Ben ↑', cards: [ben(25)], faceDown: 0, note: '5 cards' },
    { label: 'Ben ↓', cards: [{ rank: '60', ink: ROW_INK }], faceDown: 0, note: 'row card' },
    { label: 'Ana ↑', cards: [ben(21)], faceDown: 0, note: '2 cards' },
    { label: 'Ana ↓', cards: [ana(45)], faceDown: 0, note: '1 card' },
  ]);
});

test('the status says whose turn it is and what has been laid in it', () => {
  expect(theGamePreview(mid).status).toEqual(['Ben has not laid a card yet this turn']);
});
