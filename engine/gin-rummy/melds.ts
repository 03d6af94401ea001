/**
 * §4 (with §1 and §2, used by §7-§11): melds, deadwood, and the best way to
 * arrange a hand. A meld is a set (3 or 4 cards of one rank) or a run (3 or
 * more cards of one suit in consecutive ranks, Ace low only). Whatever is not
 * in a meld is deadwood and counts its §2 value.
 *
 * Which cards a player puts into which meld is their choice (§7: the knocker
 * lays out their melds), so there are two entry points: `arrangementOf` checks
 * a player's own grouping, `bestArrangement` finds the grouping with the least
 * deadwood (for bots, hints and the opponent's automatic answer).
 *
 * Tie-breaks of `bestArrangement` (the rules only care about the points; the
 * rest only makes the answer deterministic and pleasant to show):
 *   1. least deadwood points;
 *   2. then most cards in melds (the same points may be left in fewer cards);
 *   3. then fewest melds (one run 3-8 rather than 3-5 and 6-8);
 *   4. then canonical order: write each meld in compareCards order and list
 *      the melds by their first card; compare the two lists card by card in
 *      compareCards order (a meld that ends where the other goes on comes
 *      first); the earlier list wins.
 */
import { cardText, cardValue, compareCards, sameCard, SUITS, type Card } from './cards';
import { message } from '../core/messages';
import { sayEnglish, type GinMessage, type GinSpec } from './messages';

/** A result or why not, the reason as a message of the catalogue (the rules' rulings say it in any language). */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly says: GinMessage };

/** A failed check. */
export function failed(says: GinMessage): { readonly ok: false; readonly says: GinMessage } {
  return { ok: false, says };
}

/** §1: whether a failed arrangement failed on the Ace being low only (the ruling then cites §1 too). */
export function aceLowProblem(says: GinMessage): boolean {
  return says.id === 'meld.aceLow' || (says.id === 'arrangement.notMeld' && (says.params.problem as GinMessage).id === 'meld.aceLow');
}

/** A checked result in the shape callers outside the rules read: the reason as English words. */
export function inEnglish<T>(checked: Checked<T>): { ok: true; value: T } | { ok: false; error: string } {
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, error: sayEnglish(checked.says) };
}

const said = <Id extends keyof GinSpec & string>(id: Id, params: GinSpec[Id]) => message<GinSpec, Id>(id, params) as GinMessage;

/** §4: the two kinds of meld, sets (one rank) and runs (one suit, consecutive ranks). */
export const MELD_KINDS = ['set', 'run'] as const;
export type MeldKind = (typeof MELD_KINDS)[number];

/** §4: the fewest cards in a meld of either kind (a set has at most four: one per suit). */
export const MIN_MELD_CARDS = 3;

/** Run cards in ascending rank order; set cards in suit order (both are compareCards order). */
export interface Meld {
  readonly kind: MeldKind;
  readonly cards: readonly Card[];
}

/** Melds plus deadwood; `points` is the §2 value of the deadwood. Deadwood is in compareCards order. */
export interface Arrangement {
  readonly melds: readonly Meld[];
  readonly deadwood: readonly Card[];
  readonly points: number;
}

/** A card's place in compareCards order (clubs Ace = 0 ... spades King = 51): one pack, so it names the card. */
export function cardCode(card: Card): number {
  return SUITS.indexOf(card.suit) * 13 + card.rank - 1;
}

/** §2: the points of some deadwood cards. */
export function deadwoodPoints(cards: readonly Card[]): number {
  let sum = 0;
  for (const card of cards) sum += cardValue(card);
  return sum;
}

/**
 * §4 + §1: why `cards` is not a meld, in plain English, or null when it is one.
 * Order does not matter. A card named twice spoils the group (one pack).
 */
export function meldProblem(cards: readonly Card[]): string | null {
  const problem = meldProblemSaid(cards);
  return problem ? sayEnglish(problem) : null;
}

/** §4 + §1: why `cards` is not a meld, as a message of the catalogue; null when it is one. */
export function meldProblemSaid(cards: readonly Card[]): GinMessage | null {
  if (cards.length < MIN_MELD_CARDS) return said('meld.tooFew', { min: MIN_MELD_CARDS, count: cards.length });
  const sorted = [...cards].sort(compareCards);
  for (let i = 1; i < sorted.length; i++) {
    if (sameCard(sorted[i - 1], sorted[i])) return said('meld.twice', { card: cardText(sorted[i]) });
  }
  // Distinct cards of one rank are at most four (one per suit), so a set is never too long.
  if (sorted.every((c) => c.rank === sorted[0].rank)) return null;
  if (!sorted.every((c) => c.suit === sorted[0].suit)) {
    return said('meld.mixed', {});
  }
  // One suit: sorted is in rank order, so a run has no gaps.
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].rank !== sorted[i - 1].rank + 1) {
      if (sorted[0].rank === 1 && sorted[sorted.length - 1].rank === 13) {
        return said('meld.aceLow', {});
      }
      return said('meld.gap', { low: cardText(sorted[i - 1]), high: cardText(sorted[i]) });
    }
  }
  return null;
}

/**
 * §4 + §1: a set is 3 or 4 cards of one rank; a run is 3+ cards of one suit in
 * consecutive ranks, Ace low only (A-2-3 yes, Q-K-A and K-A-2 no). Null if
 * neither. Input order does not matter; duplicates give null.
 */
export function meldKind(cards: readonly Card[]): MeldKind | null {
  if (meldProblem(cards) !== null) return null;
  return cards.every((c) => c.rank === cards[0].rank) ? 'set' : 'run';
}

/** §4: the meld these cards form, its cards in compareCards order; null if they form none. */
export function toMeld(cards: readonly Card[]): Meld | null {
  const kind = meldKind(cards);
  return kind === null ? null : { kind, cards: [...cards].sort(compareCards) };
}


/**
 * §4, §7: checks an arrangement chosen by a player: every group a valid meld,
 * groups disjoint, all cards in the hand; the rest is deadwood. The error
 * names the first wrong group (counting from 1) and why. Melds keep the
 * player's group order (each meld's cards in compareCards order).
 */
export function arrangementOf(hand: readonly Card[], groups: readonly (readonly Card[])[]): { ok: true; value: Arrangement } | { ok: false; error: string } {
  return inEnglish(arrangementChecked(hand, groups));
}

/** §4, §7: `arrangementOf`, the reason a message (for rulings). */
export function arrangementChecked(hand: readonly Card[], groups: readonly (readonly Card[])[]): Checked<Arrangement> {
  const inHand = new Set<number>();
  for (const card of hand) {
    const code = cardCode(card);
    if (inHand.has(code)) return failed(said('arrangement.handTwice', { card: cardText(card) }));
    inHand.add(code);
  }
  const usedBy = new Map<number, number>();
  const melds: Meld[] = [];
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g];
    const label = { group: g + 1, cards: group.map(cardText) };
    const stranger = group.find((card) => !inHand.has(cardCode(card)));
    if (stranger) return failed(said('arrangement.notInHand', { ...label, card: cardText(stranger) }));
    const problem = meldProblemSaid(group);
    if (problem !== null) return failed(said('arrangement.notMeld', { ...label, problem }));
    for (const card of group) {
      const earlier = usedBy.get(cardCode(card));
      if (earlier !== undefined) return failed(said('arrangement.twice', { ...label, card: cardText(card), earlier }));
    }
    for (const card of group) usedBy.set(cardCode(card), g + 1);
    melds.push(toMeld(group)!);
  }
  const deadwood = hand.filter((card) => !usedBy.has(cardCode(card))).sort(compareCards);
  return { ok: true, value: { melds, deadwood, points: deadwoodPoints(deadwood) } };
}

function meldedCount(a: Arrangement): number {
  let n = 0;
  for (const m of a.melds) n += m.cards.length;
  return n;
}

/** Tie-break 4: the melds flattened lowest card first, each meld closed by -1 (which sorts before any card). */
function canonicalKey(melds: readonly Meld[]): number[] {
  const lists = melds.map((m) => m.cards.map(cardCode).sort((x, y) => x - y));
  lists.sort((x, y) => x[0] - y[0]);
  return lists.flatMap((l) => [...l, -1]);
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/**
 * Orders arrangements as `bestArrangement` chooses (negative: `a` is the
 * better): least points, most melded cards, fewest melds, canonical order
 * (see the file's comment). Meaningful for two arrangements of the same hand.
 */
export function compareArrangements(a: Arrangement, b: Arrangement): number {
  return (
    a.points - b.points ||
    meldedCount(b) - meldedCount(a) ||
    a.melds.length - b.melds.length ||
    compareKeys(canonicalKey(a.melds), canonicalKey(b.melds))
  );
}

/** The search works on bit masks over the hand's positions: 31 positions fit in a 32-bit integer. */
const MAX_HAND = 31;

interface Candidate {
  readonly mask: number;
  /** Hand positions, ascending (so compareCards order). */
  readonly members: readonly number[];
}

/**
 * Every meld the sorted hand can form, filed under its lowest position: sets
 * of 3 and 4 of each rank (a four-card rank gives the 4-set and its four
 * 3-subsets, since a card of it may be wanted in a run) and every contiguous
 * segment of 3+ cards of each stretch of consecutive ranks in a suit (runs
 * split anywhere, so all segments, not just the longest).
 */
function candidatesByLowest(cards: readonly Card[]): Candidate[][] {
  const n = cards.length;
  const byLowest: Candidate[][] = Array.from({ length: n }, () => []);
  const add = (members: number[]) => {
    members.sort((x, y) => x - y);
    let mask = 0;
    for (const i of members) mask |= 1 << i;
    byLowest[members[0]].push({ mask, members });
  };
  // Sets: positions by rank.
  const byRank = new Map<number, number[]>();
  cards.forEach((c, i) => byRank.set(c.rank, [...(byRank.get(c.rank) ?? []), i]));
  for (const group of byRank.values()) {
    if (group.length === 3) add([...group]);
    if (group.length === 4) {
      add([...group]);
      for (let skip = 0; skip < 4; skip++) add(group.filter((_, k) => k !== skip));
    }
  }
  // Runs: the hand is sorted by suit then rank, so a suit's cards are adjacent and ascending.
  let start = 0;
  while (start < n) {
    let end = start + 1;
    while (end < n && cards[end].suit === cards[start].suit && cards[end].rank === cards[end - 1].rank + 1) end++;
    // [start, end) is a maximal stretch of consecutive ranks in one suit.
    for (let a = start; a + 3 <= end; a++) {
      for (let b = a + 3; b <= end; b++) add(Array.from({ length: b - a }, (_, k) => a + k));
    }
    start = end;
  }
  // Within each lowest position, try longer melds first: good answers early make the pruning bite.
  for (const list of byLowest) list.sort((x, y) => y.members.length - x.members.length);
  return byLowest;
}

/**
 * §4, §7: the arrangement with the least deadwood points, for any hand of up
 * to 31 distinct cards (ties as in the file's comment). Throws on a card held
 * twice or a hand over 31 cards (programmer errors: one pack, hands are small).
 *
 * Search: the hand is sorted in compareCards order; the lowest card not yet
 * placed is either deadwood or the lowest card of one of the candidate melds
 * that fit in the cards still free (every card below it is placed already).
 * Branches whose deadwood already exceeds the best found are cut.
 */
export function bestArrangement(hand: readonly Card[]): Arrangement {
  if (hand.length > MAX_HAND) throw new RangeError(`bestArrangement: ${hand.length} cards, at most ${MAX_HAND}`);
  const cards = [...hand].sort(compareCards);
  for (let i = 1; i < cards.length; i++) {
    if (sameCard(cards[i - 1], cards[i])) throw new Error(`bestArrangement: ${cardText(cards[i])} is in the hand twice`);
  }
  const n = cards.length;
  const values = cards.map(cardValue);
  const byLowest = candidatesByLowest(cards);

  let bestPoints = Infinity;
  let bestMelded = -1;
  let bestMelds: (readonly number[])[] = [];
  let bestKey: number[] = [];
  const chosen: (readonly number[])[] = [];

  const keyOf = (melds: readonly (readonly number[])[]) => melds.flatMap((m) => [...m, -1]);

  const search = (from: number, covered: number, dead: number, melded: number): void => {
    let i = from;
    while (i < n && (covered & (1 << i)) !== 0) i++;
    if (dead > bestPoints) return;
    if (i === n) {
      // `chosen` is already listed by first card, and positions follow compareCards: tie-break 4 works on positions.
      let better = dead - bestPoints || bestMelded - melded || chosen.length - bestMelds.length;
      let key: number[] | null = null;
      if (better === 0) {
        key = keyOf(chosen);
        better = compareKeys(key, bestKey);
      }
      if (better < 0) {
        bestPoints = dead;
        bestMelded = melded;
        bestMelds = chosen.slice();
        bestKey = key ?? keyOf(chosen);
      }
      return;
    }
    for (const candidate of byLowest[i]) {
      if ((candidate.mask & covered) !== 0) continue;
      chosen.push(candidate.members);
      search(i + 1, covered | candidate.mask, dead, melded + candidate.members.length);
      chosen.pop();
    }
    search(i + 1, covered | (1 << i), dead + values[i], melded);
  };
  search(0, 0, 0, 0);

  let inMelds = 0;
  const melds: Meld[] = bestMelds.map((members) => {
    for (const i of members) inMelds |= 1 << i;
    const meldCards = members.map((i) => cards[i]);
    return { kind: meldCards[0].rank === meldCards[1].rank ? 'set' : 'run', cards: meldCards };
  });
  const deadwood = cards.filter((_, i) => (inMelds & (1 << i)) === 0);
  return { melds, deadwood, points: bestPoints };
}

/**
 * §7: for an 11-card hand (the knocker discards one card face down, which
 * does not count): the discard that leaves the least deadwood, and that
 * arrangement. Ties: the discard of higher §2 value, then of higher rank
 * (a King before a Ten), then by suit in compareCards order (clubs, diamonds,
 * hearts, spades). `except` is a card that may not be the discard (§5: the
 * one just taken from the pile), unless it is the only card. Works for any
 * non-empty hand; throws on an empty one.
 */
export function bestDiscard(hand: readonly Card[], except: Card | null = null): { readonly discard: Card; readonly arrangement: Arrangement } {
  if (hand.length === 0) throw new RangeError('bestDiscard: an empty hand has nothing to discard');
  let best: { discard: Card; arrangement: Arrangement } | null = null;
  for (let i = 0; i < hand.length; i++) {
    const discard = hand[i];
    if (except && hand.length > 1 && sameCard(discard, except)) continue;
    const arrangement = bestArrangement(hand.filter((_, k) => k !== i));
    if (
      best === null ||
      (arrangement.points - best.arrangement.points ||
        cardValue(best.discard) - cardValue(discard) ||
        best.discard.rank - discard.rank ||
        SUITS.indexOf(discard.suit) - SUITS.indexOf(best.discard.suit)) < 0
    ) {
      best = { discard, arrangement };
    }
  }
  return best!;
}
