/**
 * The Gin Rummy set-up form's notation: what a filled form writes, read back
 * by the engine (notation.ts parsePosition). Expectations by hand: the fill
 * puts the cards not named into the stock in pack order (clubs, diamonds,
 * hearts, spades, each Ace to King), below any named top cards.
 */
import { describe, expect, test } from 'vitest';
import { cardText } from '../../../../engine/gin-rummy/cards';
import { formatPosition, parsePosition } from '../../../../engine/gin-rummy/notation';
import type { GinState } from '../../../../engine/gin-rummy/types';
import { formFromPosition, freshForm, positionText, sameTable, type GinForm } from './form-model';

const texts = (cards: readonly { rank: number; suit: string }[]) => cards.map((c) => cardText(c as never));
const ANA = 'AS 2S 3S 8H 8D 8C 9D TD JD 7S';
const BEN = 'KC KH KS QC QH QS 4S 5S 2D 3H';

function read(form: GinForm): GinState {
  const parsed = parsePosition(positionText(form));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** Ana dealt; Ben to draw; 4H under QD on the pile; one hand on the sheet for Ana (25), one drawn hand. */
const drawTable: GinForm = {
  ...freshForm(), phase: 'draw', turn: 1, hands: [ANA, BEN], discards: '4H qd',
  ledger: [{ winner: 0, points: '25' }, { winner: null, points: '' }],
};

describe('the set-up form writes positions the engine reads back', () => {
  test('a draw turn: hands, pile and the rest of the pack as the stock, in pack order', () => {
    const s = read(drawTable);
    expect(s.players).toEqual(['Ana', 'Ben']);
    expect(s.phase).toBe('draw');
    expect([s.hand.dealer, s.hand.turn]).toEqual([0, 1]);
    expect(texts(s.hand.hands[0])).toEqual(ANA.split(' '));
    expect(texts(s.hand.hands[1])).toEqual(BEN.split(' '));
    expect(texts(s.hand.discards)).toEqual(['4H', 'QD']);
    // 52 - 22 named = 30: clubs A-7, 9, T, J; diamonds A, 3-7, K; hearts A, 2, 5, 6, 7, 9, T, J; spades 6, 8, 9, T, J.
    expect(texts(s.hand.stock)).toEqual([
      'AC', '2C', '3C', '4C', '5C', '6C', '7C', '9C', 'TC', 'JC',
      'AD', '3D', '4D', '5D', '6D', '7D', 'KD',
      'AH', '2H', '5H', '6H', '7H', '9H', 'TH', 'JH',
      '6S', '8S', '9S', 'TS', 'JS',
    ]);
    expect(s.ledger).toEqual([{ winner: 0, points: 25 }, { winner: null, points: 0 }]);
  });

  test('a smaller stock: the top cards named, the other unnamed cards under the discard pile', () => {
    const s = read({ ...drawTable, stockTop: 'KD 10h', stockCount: '4' });
    expect(texts(s.hand.stock)).toEqual(['KD', 'TH', 'AC', '2C']);
    // 30 unnamed less KD, TH: 28; two went to the stock, 26 lie under 4H QD, from 3C on.
    expect(s.hand.discards).toHaveLength(28);
    expect(texts(s.hand.discards).slice(0, 2)).toEqual(['3C', '4C']);
    expect(texts(s.hand.discards).slice(-2)).toEqual(['4H', 'QD']);
  });

  test("Vorhand's opening: begun=no is written, eleven cards for Ben", () => {
    const s = read({ ...freshForm(), hands: [ANA, `${BEN} JS`] });
    expect(s.phase).toBe('first-discard');
    expect(s.hand.begun).toBe(false);
    expect(s.hand.turn).toBe(1);
    expect(s.hand.hands[1]).toHaveLength(11);
    expect(s.hand.discards).toEqual([]);
  });

  test('a discard turn after taking from the pile: drawn and taken are written', () => {
    const s = read({ ...drawTable, phase: 'discard', turn: 0, hands: [`${ANA} QD`, BEN], discards: '4H', drawn: 'discard', taken: 'qd' });
    expect(s.phase).toBe('discard');
    expect(s.hand.drawn).toBe('discard');
    expect(s.hand.taken && cardText(s.hand.taken)).toBe('QD');
    expect(s.hand.hands[0]).toHaveLength(11);
  });

  test('the form does not judge: a card in two places reaches the engine, which says so', () => {
    const text = positionText({ ...drawTable, discards: '4H AS' });
    const parsed = parsePosition(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toBe("cards: AS is in Ana's hand and again in the discard pile; a pack holds each card once (§1)");
  });

  test('a token that is no card is written as typed, for the engine to refuse', () => {
    const text = positionText({ ...drawTable, hands: ['AS XZ', BEN] });
    expect(text).toContain('hands=AS,XZ/');
    const parsed = parsePosition(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain('hands: expected a card such as 7H, got "XZ"');
  });
});

describe('the form filled from a position', () => {
  test('reading back what the form wrote gives the same table', () => {
    const text = positionText({ ...drawTable, stockTop: 'KD 10h', stockCount: '4' });
    const back = formFromPosition(text);
    if (!back.ok) throw new Error(back.error);
    expect(back.note).toBeNull();
    expect(formatPosition(read(back.form))).toBe(formatPosition(read({ ...drawTable, stockTop: 'KD 10h', stockCount: '4' })));
  });

  test('a stock in pack order needs no named top; one out of order names just its head', () => {
    const plain = formFromPosition(positionText(drawTable));
    if (!plain.ok) throw new Error(plain.error);
    expect(plain.form.stockTop).toBe('');
    expect(plain.form.hands).toEqual([ANA, BEN]);
    expect(plain.form.ledger).toEqual([{ winner: 0, points: '25' }, { winner: null, points: '' }]);
    const topped = formFromPosition(positionText({ ...drawTable, stockTop: 'JS 2C' }));
    if (!topped.ok) throw new Error(topped.error);
    expect(topped.form.stockTop).toBe('JS 2C');
  });

  test('fields the form has no control for are kept', () => {
    const text = `${positionText({ ...drawTable, turn: 0 })} early=Ben`;
    expect(parsePosition(text).ok).toBe(true);
    const back = formFromPosition(text);
    if (!back.ok) throw new Error(back.error);
    expect(back.form.kept).toEqual(['early=Ben']);
    expect(read(back.form).hand.early).toBe(1);
  });

  test('a position that does not read gives the engine\'s sentence', () => {
    const back = formFromPosition('players=Ana');
    expect(back.ok).toBe(false);
  });
});

describe('what the engine says about a taken card', () => {
  test('a taken card left out of the hand: the engine names the rule, not a lost card', () => {
    const parsed = parsePosition(positionText({ ...drawTable, phase: 'discard', turn: 0, hands: [ANA, BEN], discards: '4H', drawn: 'discard', taken: 'QD' }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toBe("taken: QD is not in Ana's hand (§5)");
  });
});

describe('the same table in the engine\'s spelling', () => {
  test('the form\'s line and the engine\'s reformatting of it are one table; another table or a line that does not read is not', () => {
    // The form writes kept fields last; the engine writes due= after the dealer.
    const table = { ...drawTable, kept: ['due=Ben'] };
    const mine = positionText(table);
    const engines = formatPosition(read(table));
    expect(engines).not.toBe(mine);
    expect(sameTable(engines, mine)).toBe(true);
    expect(sameTable(positionText({ ...table, turn: 0 }), mine)).toBe(false);
    expect(sameTable('players=Ana', mine)).toBe(false);
    expect(sameTable(null, mine)).toBe(false);
  });
});
