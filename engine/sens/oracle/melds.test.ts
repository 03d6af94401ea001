/**
 * 8.1-8.4 (the readings at 8.4, 8.1, 8.3): the oracle's melds, first against cases worked out by hand
 * from the sheet's tables, then against the engine (melds.ts) on seeded random
 * hands: meldOf on every subset, meldsIn on the whole hand, and compareMelds on
 * pairs of melds the two sides could hold (no card shared).
 *
 * SENS_ORACLE_RUNS multiplies the number of random hands and pairs (default 1).
 */
import { describe, expect, test } from 'vitest';
import { prng, shuffle } from '../../core/prng';
import type { Card, Suit } from '../cards';
import { compareMelds, meldOf, meldsIn, type MeldShape } from '../melds';
import { oracleCompareMelds, oracleHandMelds, oracleMeld, oracleMeldSubsets, type OracleMeld } from './melds';

const c = (text: string) => text.split(' ') as Card[];
const must = (text: string): OracleMeld => {
  const m = oracleMeld(c(text));
  if (!m) throw new Error(`${text} should be a meld`);
  return m;
};

describe('oracle melds, worked by hand', () => {
  test.each([
    // [why, cards, kind, points, top rank]
    ['8.1: the lowest Dreiständer', '7E 8E 9E', 'dreistaender', 20, '9'],
    ['8.1 (2.4): Nine, Ten, Unter is a run in meld order', '9H TH UH', 'dreistaender', 20, 'U'],
    ['8.1: order of the cards given does not matter', 'AG KG OG', 'dreistaender', 20, 'A'],
    ['8.1: Ten, Unter, Ober, King is a Quart', 'UH OH KH TH', 'quart', 50, 'K'],
    ['8.1: the highest Quart', 'UG OG KG AG', 'quart', 50, 'A'],
    ['8.1: the highest Fuss', 'TE UE OE KE AE', 'fuss', 100, 'A'],
    ['the reading at 8.1: six in a row are one Fuss topped by the King', '8S 9S TS US OS KS', 'fuss', 100, 'K'],
    ['the reading at 8.1: seven in a row', '7G 8G 9G TG UG OG KG', 'fuss', 100, 'K'],
    ['the reading at 8.1: the whole suit is one Fuss', '7S 8S 9S TS US OS KS AS', 'fuss', 100, 'A'],
    ['8.2: four Unters', 'UE UG UH US', 'vierstaender', 200, 'U'],
    ['8.2: four Nines', '9E 9G 9H 9S', 'vierstaender', 150, '9'],
    ['8.2: four Tens', 'TE TG TH TS', 'vierstaender', 100, 'T'],
    ['8.2: four Obers', 'OS OH OG OE', 'vierstaender', 100, 'O'],
    ['8.2: four Kings', 'KE KG KH KS', 'vierstaender', 100, 'K'],
    ['8.2: four Saus', 'AE AG AH AS', 'vierstaender', 100, 'A'],
  ] as const)('%s', (_why, cards, kind, points, top) => {
    const m = must(cards);
    expect([m.kind, m.points, m.topRank]).toEqual([kind, points, top]);
  });

  test.each([
    ['8.2: no Vierständer of Sevens', '7E 7G 7H 7S'],
    ['8.2: no Vierständer of Eights', '8E 8G 8H 8S'],
    ['8.2: three of a rank is nothing', 'UE UG UH'],
    ['8.1: a gap breaks a run', '7E 8E TE'],
    ['8.1: a run is of one suit', '7E 8G 9E'],
    ['2.4: Nine, Unter, Ober follow each other only in the plain order', '9E UE OE'],
    ['2.4: King, Ten, Sau follow each other only in the plain order', 'KE TE AE'],
    ['2.4: no run goes round the corner', 'KH AH 7H'],
    ['two cards are no meld', 'UH OH'],
    ['a card twice is no meld', 'UH OH OH'],
    ['four Unters and one more card', 'UE UG UH US 7E'],
  ] as const)('%s', (_why, cards) => {
    expect(oracleMeld(c(cards))).toBeNull();
  });

  test('every subset of a hand with a Fuss and four Unters', () => {
    const hand = c('7E 8E 9E TE UG UE UH US');
    // Inside the five-card run: three Dreiständer, two Quarts, one Fuss; and one Vierständer.
    const subsets = oracleMeldSubsets(hand);
    expect(subsets.map((m) => m.kind).sort()).toEqual(['dreistaender', 'dreistaender', 'dreistaender', 'fuss', 'quart', 'quart', 'vierstaender']);
    const laid = oracleHandMelds(hand);
    expect(laid.map((m) => `${m.kind} ${[...m.cards].sort().join(' ')}`)).toEqual(['fuss 7E 8E 9E TE UE', 'vierstaender UE UG UH US']);
  });

  test('a hand with two runs in two suits lays out both', () => {
    const laid = oracleHandMelds(c('OH KH AH 7S 8S 9S TS 9E'));
    expect(laid.map((m) => `${m.kind} ${m.points}`)).toEqual(['dreistaender 20', 'quart 50']);
  });
});

describe('oracle meld comparison, worked by hand (Herz trumps unless named)', () => {
  test.each([
    // [why, a, b, trump, sign]
    ['8.3: a Vierständer beats a Fuss of equal points', 'OE OG OH OS', 'TE UE OE KE AE', 'H', 1],
    ['8.3: a Fuss beats a Quart', '7G 8G 9G TG UG', 'UE OE KE AE', 'H', 1],
    ['8.3: a Quart beats a Dreiständer with a higher top', '7G 8G 9G TG', 'OE KE AE', 'H', 1],
    ['8.3: equal kinds: the higher top wins, trumps only break ties', 'OE KE AE', '7H 8H 9H', 'H', 1],
    ['8.3: equal top in two plain suits: both cancel', 'TE UE OE', 'TG UG OG', 'H', 0],
    ['8.3: equal top, one in trumps: the trump run wins', 'TE UE OE', 'TH UH OH', 'H', -1],
    ['the reading at 8.1/the reading at 8.3: a six-card Fuss and a five-card Fuss with the same top cancel', '8S 9S TS US OS KS', '9G TG UG OG KG', 'H', 0],
    ['the reading at 8.1/the reading at 8.3: ... unless one is in trumps', '8S 9S TS US OS KS', '9G TG UG OG KG', 'G', -1],
    ['the reading at 8.1: a longer Fuss with a lower top loses', '7S 8S 9S TS US OS', '9G TG UG OG KG', 'H', -1],
    ['8.4: Unters beat Nines', 'UE UG UH US', '9E 9G 9H 9S', 'H', 1],
    ['8.4: Nines beat Saus', 'AE AG AH AS', '9E 9G 9H 9S', 'H', -1],
    ['8.4 (the reading at 8.4): Saus beat Tens', 'AE AG AH AS', 'TE TG TH TS', 'H', 1],
    ['8.4 (the reading at 8.4): Tens beat Kings', 'KE KG KH KS', 'TE TG TH TS', 'H', -1],
    ['8.4: Kings beat Obers', 'KE KG KH KS', 'OE OG OH OS', 'H', 1],
  ] as const)('%s', (_why, a, b, trump, sign) => {
    expect(oracleCompareMelds(must(a), must(b), trump as Suit)).toBe(sign);
    expect(oracleCompareMelds(must(b), must(a), trump as Suit)).toBe(-sign || 0);
  });
});

/** The number of random hands and pairs is multiplied by SENS_ORACLE_RUNS (a bench run sets it higher). */
const RUNS = Math.max(1, Number(process.env.SENS_ORACLE_RUNS ?? 1));
const HANDS = Math.round(2_000 * RUNS);
const PAIRS = Math.round(10_000 * RUNS);
const SLOW = { timeout: 600_000 };
const SUIT_LETTERS: readonly Suit[] = ['E', 'G', 'H', 'S'];
const RANK_LETTERS = '789TUOKA';
/** The 32 cards, built here from letters (not from the engine). */
const PACK = SUIT_LETTERS.flatMap((s) => [...RANK_LETTERS].map((r) => `${r}${s}` as Card));

/**
 * A seeded 8-card hand. A quarter are dealt from the whole pack; a quarter
 * from two suits (runs everywhere); a quarter hold all four cards of one rank
 * (Sevens and Eights included) besides four random cards; a quarter hold six
 * to eight cards of one suit (long runs, the whole suit at times).
 */
function randomHand(seed: number): Card[] {
  const next = prng(seed);
  const pick = (n: number) => Math.floor(next() * n);
  switch (seed % 4) {
    case 0:
      return shuffle(PACK, seed).slice(0, 8);
    case 1: {
      const suits = shuffle(SUIT_LETTERS, seed ^ 0x2f).slice(0, 2);
      return shuffle(PACK.filter((c) => suits.includes(c[1] as Suit)), seed).slice(0, 8);
    }
    case 2: {
      const rank = RANK_LETTERS[pick(8)];
      const others = shuffle(PACK.filter((c) => c[0] !== rank), seed).slice(0, 4);
      return shuffle([...PACK.filter((c) => c[0] === rank), ...others], seed ^ 0x77);
    }
    default: {
      const suit = SUIT_LETTERS[pick(4)];
      const long = shuffle(PACK.filter((c) => c[1] === suit), seed).slice(0, 6 + pick(3));
      const rest = shuffle(PACK.filter((c) => c[1] !== suit), seed ^ 0x3c).slice(0, 8 - long.length);
      return shuffle([...long, ...rest], seed ^ 0x77);
    }
  }
}

const sorted = (cards: readonly Card[]) => [...cards].sort().join(' ');

/** Differences between the engine's shape and the oracle's verdict on the same cards; empty when they agree. */
function shapeProblems(engine: MeldShape | null, oracle: OracleMeld | null): string[] {
  if (engine === null || oracle === null) {
    return engine === oracle ? [] : [`engine ${engine ? `${engine.kind} ${engine.points}` : 'no meld'}, oracle ${oracle ? `${oracle.kind} ${oracle.points}` : 'no meld'}`];
  }
  const problems: string[] = [];
  if (engine.kind !== oracle.kind) problems.push(`kind ${engine.kind}, oracle ${oracle.kind}`);
  if (engine.points !== oracle.points) problems.push(`points ${engine.points}, oracle ${oracle.points}`);
  if (sorted(engine.cards) !== sorted(oracle.cards)) problems.push(`cards ${engine.cards.join(' ')}, oracle ${oracle.cards.join(' ')}`);
  if (!engine.cards.includes(engine.top)) problems.push(`top ${engine.top} is not one of its cards`);
  if (engine.top[0] !== oracle.topRank) problems.push(`top ${engine.top}, oracle's top rank ${oracle.topRank}`);
  if (oracle.suit !== null && engine.top[1] !== oracle.suit) problems.push(`top ${engine.top}, oracle's suit ${oracle.suit}`);
  return problems;
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

/**
 * A seeded meld for comparisons, as its cards: a run of 3-8 in a suit, or a
 * Vierständer. `like` (when given) asks for a run of the same length class
 * and top rank in another suit, so that ties and trump tie-breaks come up.
 */
function randomMeldCards(next: () => number, used: readonly Card[], like: Card[] | null): Card[] | null {
  const pick = (n: number) => Math.floor(next() * n);
  const free = SUIT_LETTERS.filter((s) => !used.some((c) => c[1] === s));
  if (like && like[0][1] === like[1][1]) {
    // Same top rank, a length of the same class (3, 4, or 5-8 for a Fuss), another suit.
    const top = RANK_LETTERS.indexOf(like[like.length - 1][0]);
    const length = like.length <= 4 ? like.length : 5 + pick(Math.min(4, top - 3));
    const suit = free[pick(free.length)];
    if (suit === undefined || top + 1 - length < 0) return null;
    return [...RANK_LETTERS.slice(top + 1 - length, top + 1)].map((r) => `${r}${suit}` as Card);
  }
  if (pick(4) === 0) {
    const rank = 'TOKA9U'[pick(6)];
    return SUIT_LETTERS.map((s) => `${rank}${s}` as Card);
  }
  const length = 3 + pick(6);
  const low = pick(9 - length);
  const suit = SUIT_LETTERS[pick(4)];
  return [...RANK_LETTERS.slice(low, low + length)].map((r) => `${r}${suit}` as Card);
}

describe(`the engine's melds against the oracle (${HANDS} hands, ${PAIRS} pairs)`, () => {
  test('meldOf agrees with the oracle on every subset of every hand', SLOW, () => {
    const failures = sweep(HANDS, (seed) => {
      const hand = randomHand(seed);
      for (let mask = 1; mask < 1 << hand.length; mask++) {
        const subset = hand.filter((_, i) => (mask >> i) & 1);
        const problems = shapeProblems(meldOf(subset), oracleMeld(subset));
        if (problems.length > 0) return `${subset.join(' ')}: ${problems.join('; ')}`;
      }
      return null;
    });
    expect(failures).toEqual([]);
  });

  test('meldsIn lays out the same melds as the oracle', SLOW, () => {
    const failures = sweep(HANDS, (seed) => {
      const hand = randomHand(seed);
      const engine = meldsIn(hand).map((m) => `${m.kind} ${m.points} ${sorted(m.cards)}`).sort();
      const oracle = oracleHandMelds(hand).map((m) => `${m.kind} ${m.points} ${sorted(m.cards)}`).sort();
      return engine.join(' | ') === oracle.join(' | ') ? null : `hand ${hand.join(' ')}: engine [${engine.join(' | ')}], oracle [${oracle.join(' | ')}]`;
    });
    expect(failures).toEqual([]);
  });

  test('compareMelds agrees in sign with the oracle on pairs held by the two sides', SLOW, () => {
    const outcomes = { won: 0, cancelled: 0, byTrumps: 0 };
    const failures = sweep(PAIRS, (seed) => {
      const next = prng(seed);
      const trump = SUIT_LETTERS[Math.floor(next() * 4)];
      const a = randomMeldCards(next, [], null);
      const b = a && randomMeldCards(next, a, seed % 3 === 0 ? a : null);
      // Two sides never share a card.
      if (!a || !b || a.some((c) => b.includes(c))) return null;
      const [ea, eb] = [meldOf(a), meldOf(b)];
      const [oa, ob] = [oracleMeld(a), oracleMeld(b)];
      if (!ea || !eb || !oa || !ob) return `${a.join(' ')} / ${b.join(' ')}: not both melds (engine ${!!ea} ${!!eb}, oracle ${!!oa} ${!!ob})`;
      const engine = Math.sign(compareMelds(ea, eb, trump));
      const oracle = oracleCompareMelds(oa, ob, trump);
      const back = Math.sign(compareMelds(eb, ea, trump));
      if (engine !== oracle || back !== -oracle) return `${a.join(' ')} against ${b.join(' ')}, trumps ${trump}: engine ${engine} (reversed ${back}), oracle ${oracle}`;
      if (oracle === 0) outcomes.cancelled++;
      else if (oa.kind === ob.kind && oa.topRank === ob.topRank) outcomes.byTrumps++;
      else outcomes.won++;
      return null;
    });
    expect(failures).toEqual([]);
    // The pairs reach every branch of 8.3: decided by kind or top, cancelled, and decided by trumps.
    expect(Math.min(outcomes.won, outcomes.cancelled, outcomes.byTrumps)).toBeGreaterThan(PAIRS / 100);
  });
});
