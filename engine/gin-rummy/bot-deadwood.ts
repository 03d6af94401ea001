/**
 * The least deadwood of a hand (§2 values, §4 melds, Ace low), fast, for the
 * strong level's look ahead (bot-outlook.ts), which asks it thousands of
 * times a decision. melds.ts `bestArrangement` answers the same question with
 * the melds and the tie-breaks a player sees; this answers only the number,
 * on four suit masks (bit r: the card of rank r + 1), without allocating.
 *
 * With `spare` one card may go for nothing: the least deadwood of the hand
 * less its best discard (§7: the knocker's face-down card does not count).
 */

/** §2 by rank index 0..12: Ace 1, pips, court cards 10. */
const VALUE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10];

/** The least deadwood of the cards in the masks (clubs, diamonds, hearts, spades), one card free if `spare`. */
export function leastDeadwood(c: number, d: number, h: number, s: number, spare: boolean): number {
  const suit = c ? 0 : d ? 1 : h ? 2 : s ? 3 : -1;
  if (suit < 0) return 0;
  const m = suit === 0 ? c : suit === 1 ? d : suit === 2 ? h : s;
  const r = 31 - Math.clz32(m & -m);
  const bit = 1 << r;
  // The lowest card left (by suit, then rank) is deadwood, the free card, the start of a run, or in a set with higher suits.
  let best = VALUE[r] + without(c, d, h, s, suit, bit, spare);
  if (spare && best > 0) best = Math.min(best, without(c, d, h, s, suit, bit, false));
  let run = bit;
  for (let k = r + 1; best > 0 && k < 13 && (m & (1 << k)) !== 0; k++) {
    run |= 1 << k;
    if (k - r >= 2) best = Math.min(best, without(c, d, h, s, suit, run, spare));
  }
  if (best === 0 || suit === 3) return best;
  const inD = suit < 1 && (d & bit) !== 0;
  const inH = suit < 2 && (h & bit) !== 0;
  const inS = (s & bit) !== 0;
  if (+inD + +inH + +inS < 2) return best;
  const c1 = suit === 0 ? c & ~bit : c;
  const d1 = suit === 1 ? d & ~bit : d;
  const h1 = suit === 2 ? h & ~bit : h;
  // Every choice of two or three mates from the higher suits (a set of three or four).
  for (let pick = 3; pick < 8 && best > 0; pick++) {
    if (pick === 4) continue;
    const pd = (pick & 1) !== 0;
    const ph = (pick & 2) !== 0;
    const ps = (pick & 4) !== 0;
    if ((pd && !inD) || (ph && !inH) || (ps && !inS)) continue;
    best = Math.min(best, leastDeadwood(c1, pd ? d1 & ~bit : d1, ph ? h1 & ~bit : h1, ps ? s & ~bit : s, spare));
  }
  return best;
}

/** `leastDeadwood` with the cards `bits` taken out of suit `suit`. */
function without(c: number, d: number, h: number, s: number, suit: number, bits: number, spare: boolean): number {
  switch (suit) {
    case 0: return leastDeadwood(c & ~bits, d, h, s, spare);
    case 1: return leastDeadwood(c, d & ~bits, h, s, spare);
    case 2: return leastDeadwood(c, d, h & ~bits, s, spare);
    default: return leastDeadwood(c, d, h, s & ~bits, spare);
  }
}

/** The four suit masks of cards given by cardCode (suit * 13 + rank - 1). */
export function masksOf(codes: readonly number[]): [number, number, number, number] {
  const m: [number, number, number, number] = [0, 0, 0, 0];
  for (const code of codes) m[Math.floor(code / 13)] |= 1 << code % 13;
  return m;
}
