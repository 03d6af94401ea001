/**
 * §1, §2, §4, §7, §8: the engine's deadwood search (melds.ts) and lay-off
 * search (layoffs.ts) against the brute-force oracle in oracle/brute-force.ts,
 * which shares no code with them. Seeded random hands, many of them drawn
 * from a few ranks and suits so that melds overlap and choices matter.
 *
 * GIN_ORACLE_HANDS (default 10000) sets the number of hands for
 * bestArrangement; bestDiscard gets 3% of it and bestOpponentResult 30%.
 */
import { describe, expect, test } from 'vitest';
import { prng, shuffle } from '../core/prng';
import type { Card, Rank, Suit } from './cards';
import { bestOpponentResult } from './layoffs';
import { bestArrangement, bestDiscard, type Arrangement, type Meld } from './melds';
import { oracleBest, oracleIsMeld, oracleOpponent, oracleText, oracleValue, type OracleCard } from './oracle/brute-force';

const HANDS = Number(process.env.GIN_ORACLE_HANDS ?? 10000);
const DISCARDS = Math.max(1, Math.round(HANDS * 0.03));
const OPPONENTS = Math.max(1, Math.round(HANDS * 0.3));
/** Each sweep takes a few seconds alone; a busy machine running other test files at once can stretch that well past the 5 s default. */
const SLOW = { timeout: 120_000 };

const SUIT_ORDER = ['C', 'D', 'H', 'S'];
/** The 52 cards, built here rather than taken from the engine. */
const DECK: Card[] = SUIT_ORDER.flatMap((suit) => Array.from({ length: 13 }, (_, i) => ({ rank: (i + 1) as Rank, suit: suit as Suit })));

const show = (cards: readonly OracleCard[]) => cards.map(oracleText).join(' ');
const sortedText = (cards: readonly OracleCard[]) => cards.map(oracleText).sort().join(' ');

/** A uniformly random hand of `size` cards. */
function uniformHand(seed: number, size: number): Card[] {
  return shuffle(DECK, seed).slice(0, size);
}

/** A hand drawn from a window of 3-6 ranks in 2-4 suits (widened if too small): melds are common and overlap. */
function richHand(seed: number, size: number): Card[] {
  const next = prng(seed);
  const width = 3 + Math.floor(next() * 4);
  const low = 1 + Math.floor(next() * (14 - width));
  const suits = shuffle(SUIT_ORDER, seed ^ 0x5bd1).slice(0, 2 + Math.floor(next() * 3));
  let pool = DECK.filter((c) => c.rank >= low && c.rank < low + width && suits.includes(c.suit));
  if (pool.length < size) pool = DECK.filter((c) => c.rank >= low - 2 && c.rank < low + width + 2);
  return shuffle(pool, seed + 1).slice(0, size);
}

/** Problems with an arrangement of `hand`, checked with the oracle's own rules; empty when it is sound. */
function arrangementProblems(hand: readonly Card[], a: Arrangement): string[] {
  const problems: string[] = [];
  for (const m of a.melds) {
    if (!oracleIsMeld(m.cards)) problems.push(`${show(m.cards)} is no meld`);
    const oneRank = m.cards.every((c) => c.rank === m.cards[0].rank);
    if (m.kind !== (oneRank ? 'set' : 'run')) problems.push(`${show(m.cards)} is called a ${m.kind}`);
    for (let i = 1; i < m.cards.length; i++) {
      const [p, q] = [m.cards[i - 1], m.cards[i]];
      const inOrder = oneRank ? SUIT_ORDER.indexOf(p.suit) < SUIT_ORDER.indexOf(q.suit) : q.rank === p.rank + 1;
      if (!inOrder) problems.push(`${show(m.cards)} is out of order`);
    }
  }
  const used = [...a.melds.flatMap((m) => m.cards), ...a.deadwood];
  if (sortedText(used) !== sortedText(hand)) problems.push(`melds and deadwood hold ${sortedText(used)}, the hand is ${sortedText(hand)}`);
  const sum = a.deadwood.reduce((s, c) => s + oracleValue(c), 0);
  if (sum !== a.points) problems.push(`points ${a.points}, deadwood adds up to ${sum}`);
  return problems;
}

/** Compares bestArrangement with the oracle on one hand; returns a message on disagreement. */
function checkHand(hand: readonly Card[]): string | null {
  const engine = bestArrangement(hand);
  const oracle = oracleBest(hand);
  const melded = engine.melds.reduce((s, m) => s + m.cards.length, 0);
  const problems = arrangementProblems(hand, engine);
  if (engine.points !== oracle.points) problems.push(`points ${engine.points}, oracle ${oracle.points}`);
  else if (melded !== oracle.melded) problems.push(`${melded} cards in melds, oracle ${oracle.melded}`);
  else if (engine.melds.length !== oracle.melds) problems.push(`${engine.melds.length} melds, oracle ${oracle.melds}`);
  return problems.length === 0 ? null : `${show(hand)}: ${problems.join('; ')}`;
}

/** Runs `check` over `count` seeds, keeping the first few failures so one report shows a pattern. */
function sweep(count: number, check: (seed: number) => string | null): string[] {
  const failures: string[] = [];
  for (let seed = 0; seed < count && failures.length < 5; seed++) {
    const failure = check(seed);
    if (failure !== null) failures.push(`seed ${seed}: ${failure}`);
  }
  return failures;
}

describe('§2, §4: bestArrangement against every partition of the hand', () => {
  const uniform = Math.round(HANDS * 0.4);
  const rich = Math.round(HANDS * 0.5);
  const other = HANDS - uniform - rich;

  test(`${uniform} uniform hands of 10 and 11 cards`, SLOW, () => {
    expect(sweep(uniform, (seed) => checkHand(uniformHand(seed, 10 + (seed % 2))))).toEqual([]);
  });

  test(`${rich} meld-rich hands of 10 and 11 cards`, SLOW, () => {
    expect(sweep(rich, (seed) => checkHand(richHand(seed + 1_000_000, 10 + (seed % 2))))).toEqual([]);
  });

  test(`${other} hands of 0 to 15 cards, half of them meld-rich`, SLOW, () => {
    expect(
      sweep(other, (seed) => {
        const size = seed % 16;
        return checkHand(seed % 2 === 0 ? uniformHand(seed + 2_000_000, size) : richHand(seed + 2_000_000, size));
      }),
    ).toEqual([]);
  });
});

describe('§7: bestDiscard against trying every discard', () => {
  test(`${DISCARDS} hands of 11 cards`, SLOW, () => {
    const failures = sweep(DISCARDS, (seed) => {
      const hand = seed % 2 === 0 ? uniformHand(seed + 3_000_000, 11) : richHand(seed + 3_000_000, 11);
      const leaves = hand.map((_, i) => oracleBest(hand.filter((__, k) => k !== i)).points);
      const least = Math.min(...leaves);
      // The documented tie-break: highest value, then highest rank, then suit order C D H S.
      const tied = hand.filter((_, i) => leaves[i] === least);
      tied.sort((p, q) => oracleValue(q) - oracleValue(p) || q.rank - p.rank || SUIT_ORDER.indexOf(p.suit) - SUIT_ORDER.indexOf(q.suit));
      const { discard, arrangement } = bestDiscard(hand);
      const problems = arrangementProblems(
        hand.filter((c) => oracleText(c) !== oracleText(discard)),
        arrangement,
      );
      if (arrangement.points !== least) problems.push(`leaves ${arrangement.points}, oracle ${least}`);
      if (oracleText(discard) !== oracleText(tied[0])) problems.push(`discards ${oracleText(discard)}, expected ${oracleText(tied[0])}`);
      return problems.length === 0 ? null : `${show(hand)}: ${problems.join('; ')}`;
    });
    expect(failures).toEqual([]);
  });
});

/** 1-3 random melds for the knocker, built from the deck with the oracle's rules. */
function knockerMelds(seed: number): Meld[] {
  const next = prng(seed);
  const taken = new Set<string>();
  const melds: Meld[] = [];
  const wanted = 1 + Math.floor(next() * 3);
  for (let attempt = 0; attempt < 30 && melds.length < wanted; attempt++) {
    let cards: Card[];
    if (next() < 0.5) {
      const rank = 1 + Math.floor(next() * 13);
      const free = shuffle(
        DECK.filter((c) => c.rank === rank && !taken.has(oracleText(c))),
        seed + attempt,
      );
      cards = free.slice(0, next() < 0.75 ? 3 : 4);
    } else {
      const length = 3 + Math.floor(next() * 3);
      const low = 1 + Math.floor(next() * (14 - length));
      const suit = SUIT_ORDER[Math.floor(next() * 4)];
      cards = DECK.filter((c) => c.suit === suit && c.rank >= low && c.rank < low + length);
    }
    if (!oracleIsMeld(cards) || cards.some((c) => taken.has(oracleText(c)))) continue;
    cards.forEach((c) => taken.add(oracleText(c)));
    const oneRank = cards.every((c) => c.rank === cards[0].rank);
    melds.push({ kind: oneRank ? 'set' : 'run', cards });
  }
  return melds;
}

/** An opponent's hand: about half from cards next to the knocker's melds (so lay-offs and chains happen), the rest anywhere. */
function opponentHand(seed: number, melds: readonly Meld[], size: number): Card[] {
  const onTable = new Set(melds.flatMap((m) => m.cards.map(oracleText)));
  const free = DECK.filter((c) => !onTable.has(oracleText(c)));
  const near = free.filter((c) =>
    melds.some((m) => m.cards.some((t) => (m.kind === 'set' ? t.rank === c.rank : t.suit === c.suit && Math.abs(t.rank - c.rank) <= 3))),
  );
  const fromNear = shuffle(near, seed).slice(0, Math.ceil(size / 2));
  const picked = new Set(fromNear.map(oracleText));
  const rest = shuffle(
    free.filter((c) => !picked.has(oracleText(c))),
    seed + 1,
  ).slice(0, size - fromNear.length);
  return [...fromNear, ...rest];
}

describe('§8: bestOpponentResult against every order of lay-offs', () => {
  test(`${OPPONENTS} knocks`, SLOW, () => {
    const failures = sweep(OPPONENTS, (seed) => {
      const melds = knockerMelds(seed + 4_000_000);
      const hand = opponentHand(seed + 5_000_000, melds, seed % 5 === 0 ? 5 + (seed % 7) : 10);
      const oracle = oracleOpponent(hand, melds.map((m) => m.cards));
      const r = bestOpponentResult(hand, melds);
      const problems: string[] = [];
      if (r.points !== oracle.points) problems.push(`points ${r.points}, oracle ${oracle.points}`);
      else if (r.layoffs.length !== oracle.layoffs) problems.push(`${r.layoffs.length} lay-offs, oracle ${oracle.layoffs}`);
      // Replay the lay-offs in the given order with the oracle's rule: each one a hand card that keeps its group a meld.
      const table = melds.map((m) => [...m.cards]);
      const laid = new Set<string>();
      for (const l of r.layoffs) {
        const group = table[l.meld];
        const fromHand = hand.some((c) => oracleText(c) === oracleText(l.card));
        if (!group || !fromHand || laid.has(oracleText(l.card)) || !oracleIsMeld([...group, l.card])) {
          problems.push(`lay-off ${oracleText(l.card)} onto ${l.meld} is not legal at its turn`);
          break;
        }
        group.push(l.card);
        laid.add(oracleText(l.card));
      }
      const after = r.knockerMelds.map((m) => sortedText(m.cards)).join(' | ');
      if (after !== table.map(sortedText).join(' | ')) problems.push(`knocker melds ${after}, replayed ${table.map(sortedText).join(' | ')}`);
      const kept = hand.filter((c) => !laid.has(oracleText(c)));
      problems.push(...arrangementProblems(kept, { melds: r.melds, deadwood: r.deadwood, points: r.points }));
      // §11: no lay-offs at all when they are not allowed.
      const barred = bestOpponentResult(hand, melds, { allowLayOffs: false });
      if (barred.layoffs.length !== 0 || barred.points !== oracleBest(hand).points) problems.push(`with lay-offs barred: ${barred.points}`);
      return problems.length === 0 ? null : `knocker ${melds.map((m) => show(m.cards)).join(' | ')}, hand ${show(hand)}: ${problems.join('; ')}`;
    });
    expect(failures).toEqual([]);
  });
});
