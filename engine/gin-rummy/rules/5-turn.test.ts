/**
 * §5, the site's reading (the rulebook is silent): the card just taken from
 * the discard pile may not go back in the same turn, face up or as a knock's
 * face-down card (§7). The engine refuses it, lawfulActions never lists it,
 * no bot level chooses it, and the position remembers the card (taken=).
 */
import { describe, expect, test } from 'vitest';
import { prng } from '../../core/prng';
import { cardText, type Card } from '../cards';
import { ginRummy } from '../index';
import { BOT_LEVELS } from '../bots';
import { positionFromSetup } from '../setup';
import type { GinAction, GinState } from '../types';

const PLAYERS = ['Ana', 'Ben'];
const KH: Card = { rank: 13, suit: 'H' };

/** Ana to draw; the pile's top is the King of hearts, which would be her worst card: the card a free pass would throw back. */
function beforeTheTake(): GinState {
  const s = positionFromSetup({
    players: PLAYERS, dealer: 'Ben', turn: 'Ana',
    hands: { Ana: ['2C', '3C', '4C', '8D', '8H', '8S', 'JS', 'QS', 'KS', '5D'], Ben: ['7H', '7D', '7C', '9H', 'TH', 'JH', '6S', '5H', '4S', '2D'] },
    discards: ['9C', 'KH'], stockTop: ['QH', '3D'],
  });
  if (!s.ok) throw new Error(s.error);
  return s.value;
}

function apply(s: GinState, line: string) {
  const a = ginRummy.parseAction(line, PLAYERS);
  if (!a.ok) throw new Error(a.error);
  return ginRummy.apply(s, a.value);
}

const afterTheTake = () => apply(beforeTheTake(), 'Ana take').state;
const puts = (a: GinAction, card: Card) => (a.type === 'discard' && cardText(a.card) === cardText(card)) || (a.type === 'knock' && cardText(a.discard) === cardText(card));

describe('§5: the card taken from the pile does not go straight back', () => {
  test('the take records the card, and the position keeps it', () => {
    const s = afterTheTake();
    expect(s.hand.taken).toEqual(KH);
    const line = ginRummy.formatPosition(s);
    expect(line).toContain('drawn=discard taken=KH');
    expect(ginRummy.parsePosition(line)).toEqual({ ok: true, value: s });
  });

  test('discarding it is refused with the reason and §5; the state is untouched', () => {
    const s = afterTheTake();
    const r = apply(s, 'Ana discard KH');
    expect(r.ruling.classification).toBe('refused');
    expect(r.ruling.citations).toEqual(['5']);
    expect(r.ruling.summary).toMatch(/Ana took the King of hearts from the discard pile this turn and may not lay it straight back .*§5/);
    expect(r.state).toBe(s);
  });

  test('so is burying it with a knock (§5 with §7); another card may go, face up or face down', () => {
    const s = afterTheTake();
    const r = apply(s, 'Ana knock KH melds 2C3C4C 8D8H8S JSQSKS');
    expect(r.ruling.classification).toBe('refused');
    expect(r.ruling.citations).toEqual(['5', '7']);
    expect(r.state).toBe(s);
    expect(apply(s, 'Ana knock 5D melds 2C3C4C 8D8H8S JSQSKS').ruling.classification).toBe('lawful');
    const d = apply(s, 'Ana discard 5D');
    expect(d.ruling.classification).toBe('lawful');
    expect(d.state.hand.taken).toBeNull();
  });

  test('a card drawn from the stock may go straight back, as before', () => {
    const s = apply(beforeTheTake(), 'Ana draw').state;
    expect(s.hand.taken).toBeNull();
    expect(apply(s, 'Ana discard QH').ruling.classification).toBe('lawful');
  });

  test('only for this turn: the next turn it may be discarded like any other card', () => {
    let s = afterTheTake();
    for (const line of ['Ana discard 5D', 'Ben draw', 'Ben discard QH', 'Ana draw', 'Ana discard KH']) {
      const r = apply(s, line);
      expect(r.ruling.classification, line).toBe('lawful');
      s = r.state;
    }
    expect(s.hand.discards.at(-1)).toEqual(KH);
  });

  test('an irregular knock sent back goes on with the same turn, so the card is still barred', () => {
    // Burying the Five with the Kings as deadwood only: 5D is gone, deadwood 10+10+10+10 = 40 > 10 (§14.6).
    let s = apply(afterTheTake(), 'Ana knock 5D melds 2C3C4C 8D8H8S').state;
    expect(s.hand.taken).toEqual(KH);
    expect(ginRummy.parsePosition(ginRummy.formatPosition(s))).toEqual({ ok: true, value: s });
    s = apply(s, 'Ben reject').state;
    expect(apply(s, 'Ana discard KH').ruling.classification).toBe('refused');
    expect(apply(s, 'Ana discard 5D').ruling.classification).toBe('lawful');
    const accepted = apply(apply(afterTheTake(), 'Ana knock 5D melds 2C3C4C 8D8H8S').state, 'Ben accept').state;
    expect(accepted.hand.taken).toBeNull();
  });

  test('lawfulActions never offers it, and offers the other ten cards', () => {
    const actions = ginRummy.lawfulActions(afterTheTake(), 0);
    expect(actions.filter((a) => puts(a, KH))).toEqual([]);
    expect(actions.filter((a) => a.type === 'discard')).toHaveLength(10);
  });

  test('no bot level chooses it, whatever its random numbers', () => {
    const s = afterTheTake();
    for (const { id } of BOT_LEVELS) {
      for (let seed = 1; seed <= 40; seed++) {
        const a = ginRummy.botChoice(s, prng(seed), id)!;
        expect(puts(a, KH), `${id}: ${ginRummy.formatAction(a, PLAYERS)}`).toBe(false);
        expect(ginRummy.apply(s, a).ruling.classification).not.toBe('refused');
      }
    }
  });

  test('a written position must name the taken card, and it must be in the hand', () => {
    const line = ginRummy.formatPosition(afterTheTake());
    const error = (t: string) => {
      const r = ginRummy.parsePosition(t);
      return r.ok ? 'parsed' : r.error;
    };
    expect(error(line.replace(' taken=KH', ''))).toMatch(/^drawn: .*taken= \(§5\)/);
    expect(error(line.replace('taken=KH', 'taken=QH'))).toMatch(/^taken: QH is not in Ana's hand \(§5\)/);
    expect(error(line.replace('drawn=discard', 'drawn=stock'))).toMatch(/^taken: .*stock/);
  });
});
