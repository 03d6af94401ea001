/**
 * A second, deliberately simple reading of §1, §2, §4 and §8, for tests only
 * (ARCHITECTURE.md "Trust"). It imports nothing from the engine, not even the
 * card helpers, so a bug in the engine's melds or lay-offs cannot hide here
 * too. Slow on purpose: every partition, every order.
 */

/** A card as the rulebook sees it: rank 1 (Ace) to 13 (King), suit C D H S. */
export interface OracleCard {
  readonly rank: number;
  readonly suit: string;
}

/** §2, as a table: index is the rank. Ace 1, Two to Ten their pips, Jack Queen King 10. */
const VALUE = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];

/** §2: one card's points. */
export function oracleValue(card: OracleCard): number {
  return VALUE[card.rank];
}

/** "7H"; for messages and table keys only. */
export function oracleText(card: OracleCard): string {
  return 'A23456789TJQK'[card.rank - 1] + card.suit;
}

/**
 * §4 with §1: three or four cards of one rank (all different suits), or three
 * or more cards of one suit whose ranks, sorted, step by exactly one. The Ace
 * is rank 1 and the King 13, so nothing ever follows the King.
 */
export function oracleIsMeld(cards: readonly OracleCard[]): boolean {
  if (cards.length < 3) return false;
  const suits = cards.map((c) => c.suit);
  const ranks = cards.map((c) => c.rank);
  if (ranks.every((r) => r === ranks[0])) return cards.length <= 4 && new Set(suits).size === cards.length;
  if (!suits.every((s) => s === suits[0])) return false;
  const sorted = [...ranks].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) if (sorted[i] !== sorted[i - 1] + 1) return false;
  return true;
}

/** The best partition as three numbers: deadwood points, cards in melds, number of melds. */
export interface OracleBest {
  readonly points: number;
  readonly melded: number;
  readonly melds: number;
}

function better(a: OracleBest, b: OracleBest): boolean {
  return a.points < b.points || (a.points === b.points && (a.melded > b.melded || (a.melded === b.melded && a.melds < b.melds)));
}

function bitCount(x: number): number {
  let n = 0;
  for (let y = x; y !== 0; y &= y - 1) n++;
  return n;
}

/**
 * §4, §2: over every partition of the hand into melds and single dead cards,
 * the least deadwood points; among those the most melded cards; then the
 * fewest melds. The lowest card left is either dead or grouped with any
 * subset of the others that makes a meld with it; results are remembered per
 * set of cards left (the three numbers just add up, so that loses nothing).
 */
export function oracleBest(hand: readonly OracleCard[]): OracleBest {
  const n = hand.length;
  if (n > 20) throw new RangeError('oracleBest: too many cards for brute force');
  const meldCache = new Int8Array(1 << n); // 0 unknown, 1 meld, 2 not
  const isMeld = (mask: number): boolean => {
    if (meldCache[mask] === 0) meldCache[mask] = oracleIsMeld(hand.filter((_, i) => (mask & (1 << i)) !== 0)) ? 1 : 2;
    return meldCache[mask] === 1;
  };
  const memo = new Map<number, OracleBest>();
  const go = (rest: number): OracleBest => {
    if (rest === 0) return { points: 0, melded: 0, melds: 0 };
    const known = memo.get(rest);
    if (known) return known;
    const low = rest & -rest;
    const lowIndex = 31 - Math.clz32(low);
    const others = rest ^ low;
    const after = go(others);
    let best: OracleBest = { points: after.points + oracleValue(hand[lowIndex]), melded: after.melded, melds: after.melds };
    for (let sub = others; sub !== 0; sub = (sub - 1) & others) {
      const size = bitCount(sub) + 1;
      if (size < 3 || !isMeld(sub | low)) continue;
      const left = go(others ^ sub);
      const option = { points: left.points, melded: left.melded + size, melds: left.melds + 1 };
      if (better(option, best)) best = option;
    }
    memo.set(rest, best);
    return best;
  };
  return go((1 << n) - 1);
}

/** The opponent's best after a knock: least deadwood, then fewest lay-offs. */
export interface OracleOpponent {
  readonly points: number;
  readonly layoffs: number;
}

/**
 * §8: the opponent lays cards off one at a time onto the knocker's groups; a
 * card may go onto a group when the group with it is still a meld (§4). Every
 * order of every choice is walked (a table already seen is not walked twice);
 * at each point the cards still in hand are arranged by `oracleBest`.
 */
export function oracleOpponent(hand: readonly OracleCard[], table: readonly (readonly OracleCard[])[]): OracleOpponent {
  const restBest = new Map<number, number>();
  const seen = new Set<string>();
  let best: OracleOpponent = { points: Infinity, layoffs: Infinity };
  const walk = (groups: readonly (readonly OracleCard[])[], laid: number, count: number): void => {
    const key = groups.map((g) => g.map(oracleText).sort().join(',')).join('|');
    if (seen.has(key)) return;
    seen.add(key);
    let points = restBest.get(laid);
    if (points === undefined) {
      points = oracleBest(hand.filter((_, i) => (laid & (1 << i)) === 0)).points;
      restBest.set(laid, points);
    }
    if (points < best.points || (points === best.points && count < best.layoffs)) best = { points, layoffs: count };
    hand.forEach((card, i) => {
      if ((laid & (1 << i)) !== 0) return;
      groups.forEach((group, g) => {
        const grown = [...group, card];
        if (!oracleIsMeld(grown)) return;
        const next = groups.slice();
        next[g] = grown;
        walk(next, laid | (1 << i), count + 1);
      });
    });
  };
  walk(table, 0, 0);
  return best;
}
