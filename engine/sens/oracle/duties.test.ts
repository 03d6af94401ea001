/**
 * 9.2-9.5: the oracle's duties and trick winners, first against positions
 * worked out by hand from the sheet and the reading boxes on the pages (the readings at 2.2, 9.2, 9.4), then
 * against the engine (tricks.ts) on seeded random positions: every card of
 * every hand is judged by both (lawfulCards, brokenDuty), and every trick
 * of one to four cards gets a winner from both (trickWinner).
 *
 * SENS_ORACLE_RUNS multiplies the number of random positions (default 1).
 */
import { describe, expect, test } from 'vitest';
import { prng, shuffle } from '../../core/prng';
import type { Card, Suit } from '../cards';
import { brokenDuty, lawfulCards, trickWinner } from '../tricks';
import type { Played, Seat } from '../types';
import { oracleBrokenDuty, oracleLawful, oracleWinnerIndex } from './duties';

const c = (text: string) => text.split(' ') as Card[];

describe('oracle duties, worked by hand (Herz trumps unless named)', () => {
  test.each([
    // [why, hand, trick, trump, lawful]
    ['9.1: a lead is free', '7E UH AS 9G', '', 'H', '7E UH AS 9G'],
    ['9.2: trumps led, beat the Eight: the King can, the Seven cannot', '7H KH AS', '8H', 'H', 'KH'],
    ['9.2: nothing beats the Unter, so any trump, never the plain card', '9H 7H AE', 'TH UH', 'H', '9H 7H'],
    ['9.2: only the Unter beats the Nine (2.3: Ten and Sau are below it)', 'AH UH TH 7S', '9H', 'H', 'UH'],
    ['9.2: the best trump so far decides, not the led one', 'OH KH AH', '7H TH', 'H', 'AH'],
    ['9.2: no trump in hand: any card', '7E AS KG', 'OH', 'H', '7E AS KG'],
    ['9.3: follow suit, any card of it: no duty to head the King', '7E AE UH 9S', 'KE', 'H', '7E AE'],
    ['9.3: holding the led suit, a trump is not allowed even when the trick is trumped', '8G UH', 'AG 7H', 'H', '8G'],
    ['9.4: void, no trump in the trick: any trump', '7H UH AS', 'AE', 'H', '7H UH'],
    ['9.4: void, a trump in the trick: beat it (only the Unter beats the Nine)', '7H UH AS', 'AE 9H', 'H', 'UH'],
    ['9.4: void, cannot beat the Unter: still a trump, any of them', '7H AH AS', 'AE UH', 'H', '7H AH'],
    ['9.4: void and no trump: any card', 'AS 7G KS', 'TE OH', 'H', 'AS 7G KS'],
    ['the reading at 9.2: the partner (the Eight of trumps, second card) wins, yet the Ober must beat it', '7H OH AS', 'KE 8H 7E', 'H', 'OH'],
    ['2.3: the Ober is above the Eight, the Seven is not', '7H OH', '8H', 'H', 'OH'],
    ['another trump suit: Schellen', 'US 7S AH', '9S', 'S', 'US'],
  ] as const)('%s', (_why, hand, trick, trump, lawful) => {
    expect(oracleLawful(c(hand), trick === '' ? [] : c(trick), trump as Suit)).toEqual(c(lawful));
  });

  test('the broken duty is named', () => {
    expect(oracleBrokenDuty('AE', c('AE 7H'), c('8H'), 'H')).toBe('9.2');
    expect(oracleBrokenDuty('7H', c('7E 7H'), c('KE'), 'H')).toBe('9.3');
    expect(oracleBrokenDuty('AS', c('AS 7H'), c('KE'), 'H')).toBe('9.4');
    expect(oracleBrokenDuty('7H', c('7H UH'), c('KE 9H'), 'H')).toBe('9.4');
    expect(oracleBrokenDuty('UH', c('7H UH'), c('KE 9H'), 'H')).toBeNull();
  });
});

describe('oracle trick winner, worked by hand', () => {
  test.each([
    // [why, trick, trump, winning index]
    ['2.2 (the reading at 2.2): the Ten is above the King and the Unter', 'KE TE 9E UE', 'H', 1],
    ['2.2: the Sau is highest', 'TE AE 9E 8E', 'H', 1],
    ['2.2 (the reading at 2.2): Unter over Nine, Ober over Unter', '9E UE 8E 7E', 'H', 1],
    ['9.5: other plain suits never win, however high', '7E AS AG 8E', 'H', 3],
    ['9.5: the trump Seven beats a plain Sau', 'AE 7H TE KE', 'H', 1],
    ['2.3: the King is above the Ober and below the Ten', 'OH KH 7H 8H', 'H', 1],
    ['2.3: the Unter is the highest trump, then the Nine', 'AH 9H UH TH', 'H', 2],
    ['2.3: the Nine beats the Sau', 'AH 9H KH TH', 'H', 1],
    ['9.5: three trumps on a plain lead: the Nine is the best of them', 'AE 8G TG 9G', 'G', 3],
    ['9.5: two trumps on a plain lead: the higher one (trumped, overtrumped)', 'AE OG KG 7E', 'G', 2],
  ] as const)('%s', (_why, trick, trump, winner) => {
    expect(oracleWinnerIndex(c(trick), trump as Suit)).toBe(winner);
  });
});

/** The number of random positions is multiplied by SENS_ORACLE_RUNS (a bench run sets it higher). */
const RUNS = Math.max(1, Number(process.env.SENS_ORACLE_RUNS ?? 1));
const POSITIONS = Math.round(20_000 * RUNS);
const SLOW = { timeout: 600_000 };
const SUIT_LETTERS: readonly Suit[] = ['E', 'G', 'H', 'S'];
/** The 32 cards, built here from letters (not from the engine). */
const PACK = SUIT_LETTERS.flatMap((s) => [...'789TUOKA'].map((r) => `${r}${s}` as Card));

interface Position {
  readonly hand: Card[];
  readonly trick: Card[];
  readonly full: Card[];
  readonly leader: Seat;
  readonly trump: Suit;
}

/**
 * A seeded position: a hand of 1-8 cards, a trick of 0-3 other cards, four
 * other cards for a whole trick, a leader and a trump suit. Every other
 * position draws all its cards from two suits, so following, trumping and
 * overtrumping questions come up all the time.
 */
function position(seed: number): Position {
  const next = prng(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const trump = SUIT_LETTERS[pick(4)];
  let pool = PACK;
  if (seed % 2 === 1) {
    const other = SUIT_LETTERS.filter((s) => s !== trump)[pick(3)];
    pool = PACK.filter((card) => card[1] === trump || card[1] === other);
  }
  const cards = shuffle(pool, seed ^ 0x51e5);
  const size = 1 + pick(8);
  const hand = cards.slice(0, size);
  const trick = cards.slice(size, size + pick(4));
  const full = cards.slice(size, size + 4);
  return { hand, trick, full, leader: pick(4) as Seat, trump };
}

/** Runs `check` over `count` seeds and keeps the first few disagreements. */
function sweep(count: number, check: (seed: number) => string | null): string[] {
  const failures: string[] = [];
  for (let seed = 1; seed <= count && failures.length < 5; seed++) {
    const problem = check(seed);
    if (problem) failures.push(`seed ${seed}: ${problem}`);
  }
  return failures;
}

describe(`the engine's duties and trick winners against the oracle (${POSITIONS} positions)`, () => {
  test('lawfulCards and brokenDuty agree with the oracle card by card', SLOW, () => {
    const failures = sweep(POSITIONS, (seed) => {
      const { hand, trick, trump } = position(seed);
      const where = `hand ${hand.join(' ')}, trick ${trick.join(' ') || '(leading)'}, trumps ${trump}`;
      const engine = lawfulCards(hand, trick, trump);
      const oracle = oracleLawful(hand, trick, trump);
      if (engine.join(' ') !== oracle.join(' ')) return `${where}: engine allows ${engine.join(' ')}, oracle ${oracle.join(' ')}`;
      for (const card of hand) {
        const e = brokenDuty(hand, trick, trump, card);
        const o = oracleBrokenDuty(card, hand, trick, trump);
        if (e !== o) return `${where}: ${card} breaks ${e ?? 'nothing'} for the engine, ${o ?? 'nothing'} for the oracle`;
      }
      return null;
    });
    expect(failures).toEqual([]);
  });

  test('trickWinner agrees with the oracle on tricks of one to four cards', SLOW, () => {
    const failures = sweep(POSITIONS, (seed) => {
      const { full, leader, trump } = position(seed);
      for (let n = 1; n <= 4; n++) {
        const cards = full.slice(0, n);
        const played: Played[] = cards.map((card, i) => ({ seat: ((leader + i) % 4) as Seat, card }));
        const engine = trickWinner(played, trump);
        const oracle = played[oracleWinnerIndex(cards, trump)].seat;
        if (engine !== oracle) return `trick ${cards.join(' ')} led by seat ${leader}, trumps ${trump}: engine says seat ${engine}, oracle seat ${oracle}`;
      }
      return null;
    });
    expect(failures).toEqual([]);
  });
});
