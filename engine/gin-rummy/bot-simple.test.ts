/**
 * The simple level (bot-simple.ts, the EAAI 2021 baseline under this site's
 * rules), clause by clause, on positions worked out by hand. Whole hands,
 * lawfulness and the leak test run for it with every level in
 * bot-levels.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { prng } from '../core/prng';
import { cardText } from './cards';
import { botChoice } from './bots';
import { ginRummy } from './index';
import { positionFromSetup, type PositionSetup } from './setup';
import type { GinAction, GinState } from './types';

const PLAYERS = ['Ana', 'Ben'];
const BEN = ['AS', '3S', '6D', '8S', 'TC', 'QD', '2H', '6C', 'JH', '7C'];

const position = (setup: Omit<PositionSetup, 'players' | 'dealer'>): GinState => {
  const r = positionFromSetup({ players: PLAYERS, dealer: 'Ben', turn: 'Ana', ...setup });
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const simple = (s: GinState): GinAction => botChoice(s, prng(1), 'simple')!;

describe('drawing (§5): the face-up card only if it makes a meld at once', () => {
  // Ana: 7H 8H, KS KC, and loose 2C 4D 6S 9C JD 3H.
  const hand = ['7H', '8H', 'KS', 'KC', '2C', '4D', '6S', '9C', 'JD', '3H'];
  const drawing = (top: string) => simple(position({ phase: 'draw', hands: { Ana: hand, Ben: BEN }, discards: [top] }));

  test('9H runs 7H 8H 9H: it takes it', () => {
    expect(drawing('9H').type).toBe('take');
  });

  test('KD makes three Kings with KS KC: it takes it, high as it is', () => {
    expect(drawing('KD').type).toBe('take');
  });

  test('AD makes no meld (no other Ace, no diamond beside it) and is passed, though it is low: it draws from the stock', () => {
    expect(drawing('AD')).toEqual({ type: 'draw', seat: 0, count: 1 });
  });

  test('TH is one short of a run (8H is there, 9H is not): it draws from the stock', () => {
    expect(drawing('TH')).toEqual({ type: 'draw', seat: 0, count: 1 });
  });
});

describe('discarding: an unmelded card of the highest value, never the one just taken', () => {
  // Melds 2C 3C 4C and 7D 8D 9D; loose KS KH QC 9S 6H. The best face-down card (a King) still leaves 10 + 9 + 6 + 10 = 35: no knock.
  const eleven = ['2C', '3C', '4C', '7D', '8D', '9D', 'KS', 'KH', 'QC', '9S', '6H'];

  test('three tens in value loose (KS KH QC): a King before the Queen, and hearts before spades', () => {
    const a = simple(position({ phase: 'discard', hands: { Ana: eleven, Ben: BEN } }));
    expect(a.type === 'discard' && cardText(a.card)).toBe('KH');
  });

  test('KH just taken from the pile may not go straight back (§5): KS goes', () => {
    const a = simple(position({ phase: 'discard', drawn: 'discard', taken: 'KH', hands: { Ana: eleven, Ben: BEN }, discards: ['5C'] }));
    expect(a.type === 'discard' && cardText(a.card)).toBe('KS');
  });

  test('a melded card is never thrown while a loose one is left: with 4C 5C the run 2C-5C keeps both, and QC goes', () => {
    // Melds 2C 3C 4C 5C and 7D 8D 9D; loose QC 9S 6H AH: QC (10) is the highest loose card. Burying it leaves 9 + 6 + 1 = 16: no knock.
    const a = simple(position({ phase: 'discard', hands: { Ana: ['2C', '3C', '4C', '5C', '7D', '8D', '9D', 'QC', '9S', '6H', 'AH'], Ben: BEN } }));
    expect(a.type === 'discard' && cardText(a.card)).toBe('QC');
  });
});

describe('knocking (§7, §11): as soon as the deadwood allows, gin when it can', () => {
  // Melds 2C 3C 4C, 7D 8D 9D and 5H 5S 5D, with KH and one more card.
  const melded = ['2C', '3C', '4C', '7D', '8D', '9D', '5H', '5S', '5D'];
  const withExtra = (extra: string) => position({ phase: 'discard', hands: { Ana: [...melded, extra, 'KH'], Ben: BEN.map((c) => (c === extra ? 'QS' : c)) } });

  test('with AS: KH face down leaves 1 point, and it knocks at once, with the stock still full', () => {
    const s = withExtra('AS');
    const a = simple(s);
    expect(a.type === 'knock' && cardText(a.discard) === 'KH' && !a.gin).toBe(true);
    expect(ginRummy.apply(s, a).ruling.classification).toBe('lawful');
  });

  test('with 5C the Fives are four: KH face down, all ten in melds, gin', () => {
    const a = simple(withExtra('5C'));
    expect(a.type === 'knock' && a.gin && cardText(a.discard) === 'KH').toBe(true);
  });

  test('11 points at best (AD 2S 3H 5H left once KC goes face down): no knock, KC is discarded', () => {
    const a = simple(position({ phase: 'discard', hands: { Ana: ['2C', '3C', '4C', '7D', '8D', '9D', 'AD', '2S', '3H', '5H', 'KC'], Ben: BEN.filter((c) => c !== '2S') } }));
    expect(a.type === 'discard' && cardText(a.card)).toBe('KC');
  });

  test('exactly 10 (with 2C-5C a run, 2S 4S 4H left once KC goes face down): it knocks', () => {
    const s = position({ phase: 'discard', hands: { Ana: ['2C', '3C', '4C', '7D', '8D', '9D', '5C', '2S', '4S', '4H', 'KC'], Ben: BEN } });
    const a = simple(s);
    expect(a.type === 'knock' && cardText(a.discard) === 'KC' && !a.gin).toBe(true);
    expect(ginRummy.apply(s, a).ruling.classification).toBe('lawful');
  });
});
