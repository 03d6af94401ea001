import { describe, expect, test } from 'vitest';
import { cardLabel, cardName, formatCard, makeDeck, makeDecks, parseCard, sameCard, sameFace } from './cards';

describe('card notation', () => {
  test.each([
    ['QH', 'Q', 'hearts', 1],
    ['qh', 'Q', 'hearts', 1],
    ['10D', '10', 'diamonds', 1],
    ['TD', '10', 'diamonds', 1],
    ['7C2', '7', 'clubs', 2],
    ['AS', 'A', 'spades', 1],
  ])('%s is the %s of %s from deck %i', (text, rank, suit, deck) => {
    const r = parseCard(text);
    expect(r).toEqual({ ok: true, card: { rank, suit, deck } });
  });

  test.each(['', 'Q', 'QX', '6H', '11H', 'QH0', 'Q H'])('"%s" is refused with a message, not an exception', (text) => {
    const r = parseCard(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain('expected a rank');
  });

  test('format writes T for ten and the deck only when it is not 1', () => {
    expect(formatCard({ rank: '10', suit: 'hearts', deck: 1 })).toBe('TH');
    expect(formatCard({ rank: 'Q', suit: 'spades', deck: 3 })).toBe('QS3');
  });

  test('every card of two decks round-trips through the notation', () => {
    for (const c of makeDecks(2)) {
      const r = parseCard(formatCard(c));
      expect(r.ok && sameCard(r.card, c)).toBe(true);
    }
  });

  test('names and labels', () => {
    expect(cardName({ rank: 'Q', suit: 'hearts', deck: 1 })).toBe('Queen of hearts');
    expect(cardName({ rank: '7', suit: 'clubs', deck: 2 })).toBe('Seven of clubs (deck 2)');
    expect(cardLabel({ rank: '10', suit: 'diamonds', deck: 1 })).toBe('10♦');
  });
});

describe('decks (1.1, 1.4)', () => {
  test('one pack has 32 distinct cards: 4 suits x 8 ranks', () => {
    const deck = makeDeck();
    expect(deck).toHaveLength(32);
    expect(new Set(deck.map(formatCard)).size).toBe(32);
  });

  test('two packs hold identical faces that are still different cards', () => {
    const cards = makeDecks(2);
    expect(cards).toHaveLength(64);
    const queens = cards.filter((c) => c.rank === 'Q' && c.suit === 'hearts');
    expect(queens).toHaveLength(2);
    expect(sameFace(queens[0], queens[1])).toBe(true);
    expect(sameCard(queens[0], queens[1])).toBe(false);
  });

  test('zero decks is a programming error', () => {
    expect(() => makeDecks(0)).toThrow(/decks/);
  });
});
