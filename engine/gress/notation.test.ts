import { describe, expect, test } from 'vitest';
import { formatAction, parseAction } from './notation';

const P = ['Ana', 'Ben', 'Cem', 'Dia'];

describe('action notation', () => {
  test.each([
    'Dia shuffle 42', 'Dia reshuffle 0', 'Dia deal hands', 'Dia deal markes', 'Dia build draw pile',
    'Ben ready', 'Dia peek', 'Dia open', 'Ben play QS', 'Ben play 7C+7S', 'Ben draw', 'Ben draw 2',
    'Ana halt', 'Ben play QS with holding hand', 'Cem draw 3 with holding hand', 'Ben ready with holding hand',
  ])('"%s" round-trips', (text) => {
    const r = parseAction(text, P);
    expect(r.ok).toBe(true);
    if (r.ok) expect(formatAction(r.action, P)).toBe(text);
  });

  test('names are case-insensitive and cards are normalised', () => {
    expect(parseAction('ben play 10h', P)).toEqual({ ok: true, action: { type: 'play', seat: 1, cards: ['TH'], hand: 'action' } });
    expect(parseAction('Ben play QS with action hand', P)).toEqual({ ok: true, action: { type: 'play', seat: 1, cards: ['QS'], hand: 'action' } });
  });

  test.each([
    ['', 'column 1: expected a player name'],
    ['Bob play QS', 'column 1: expected a player (Ana, Ben, Cem, Dia), got "Bob"'],
    ['Ben', 'column 5: expected an action'],
    ['Ben jump', 'column 5: expected an action'],
    ['Ben play', 'column 10: expected a card'],
    ['Ben play QX', 'column 10: "QX" is not a card'],
    ['Ben play 7C+7X', 'column 13: "7X" is not a card'],
    ['Ben draw 0', 'column 10: expected a number of cards'],
    ['Ben draw 2 3', 'column 12: unexpected "3"'],
    ['Dia shuffle', 'column 13: expected a seed'],
    ['Dia deal cards', 'column 10: expected "deal hands" or "deal markes"'],
  ])('"%s" fails with "%s"', (text, message) => {
    const r = parseAction(text, P);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});
