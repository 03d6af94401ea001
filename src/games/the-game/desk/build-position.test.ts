/**
 * The Game's desk form as a position: worked out by hand from 1.1 (each player
 * owns the 58 cards 2-59, each somewhere once) and 3.1/3.2 (a pile rises or
 * falls from its row card), and read back by the engine's own parser.
 */
import { describe, expect, test } from 'vitest';
import { parsePosition } from '../../../../engine/the-game/notation';
import { buildPosition, formOf } from './build-position';
import { DISPUTE } from './test-table';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('The Game desk form', () => {
  test('the cards not given go under the piles they fit below, the rest into the draw pile', () => {
    const built = buildPosition(DISPUTE);
    expect(built.note).toBeNull();
    const parsed = parsePosition(built.text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [ben, ana] = parsed.value.seats;
    expect(ben.hand).toEqual([20, 23, 40]);
    // Between 30 (top of up) and 45 (top of down) nothing fits under a pile: 31-44 but 40 (in hand), 13 cards.
    expect(ben.draw).toEqual([...range(31, 39), ...range(41, 44)]);
    expect(ben.up.map((c) => c.value)).toEqual([...range(2, 30).filter((v) => v !== 20 && v !== 23)]);
    expect(ben.down.map((c) => c.value)).toEqual(range(45, 59).reverse());
    expect(ana.hand).toEqual([5, 50]);
    // Ana: 13-47, 35 cards, fit under neither pile.
    expect(ana.draw).toEqual(range(13, 47));
    expect(ana.up.at(-1)?.value).toBe(12);
    expect(ana.down.at(-1)?.value).toBe(48);
    expect(parsed.value.toMove).toBe(0);
  });

  test('a draw count is met by taking cards from under the piles, and one too small is said', () => {
    const asked = buildPosition({ ...DISPUTE, seats: [{ ...DISPUTE.seats[0], draw: '5' }, { ...DISPUTE.seats[1], draw: '40' }] });
    expect(asked.note).toBe("Ben's draw pile holds at least 13: those cards fit under no pile given.");
    const parsed = parsePosition(asked.text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.seats[0].draw).toHaveLength(13);
    expect(parsed.value.seats[1].draw).toHaveLength(40);
  });

  test('what makes no sense is left for the engine to name', () => {
    const seven = buildPosition({ ...DISPUTE, seats: [{ ...DISPUTE.seats[0], hand: '20, 23, 40, 41, 42, 43, 44' }, DISPUTE.seats[1]] });
    const parsed = parsePosition(seven.text);
    expect(parsed.ok).toBe(false);
    // 2.3: a hand holds six cards at most at the start of a turn.
    if (!parsed.ok) expect(parsed.error).toContain('Ben holds 7');
    const typo = parsePosition(buildPosition({ ...DISPUTE, seats: [{ ...DISPUTE.seats[0], hand: '20, x' }, DISPUTE.seats[1]] }).text);
    expect(typo.ok).toBe(false);
    if (!typo.ok) expect(typo.error).toContain('"x"');
  });

  test('a position opened from a link comes back from the form unchanged', () => {
    const parsed = parsePosition(buildPosition(DISPUTE).text);
    if (!parsed.ok) throw new Error(parsed.error);
    const again = parsePosition(buildPosition(formOf(parsed.value)).text);
    expect(again.ok && again.value).toEqual(parsed.value);
  });
});
