/**
 * 7.2, 7.3, 8.1-8.4: melds. Which cards form a meld and what it is worth,
 * every meld a hand holds, how two melds compare, which side's melds count
 * once the first trick is complete, and Bella.
 *
 * Runs (Dreiständer, Quart, Fuss) are cards of one suit next to each other in
 * the meld order of 2.4; a Vierständer is the four cards of one rank. Readings,
 * each stated on the page at its paragraph: the order of the Vierständer (8.4),
 * runs of six to eight (8.1), several melds in a hand and a card in two melds
 * (8.2), cancelling (8.3), whose melds count (7.2), Bella (7.3).
 */
import { MELD_ORDER, RANKS, SUITS, rankOf, suitOf, type Card, type Rank, type Suit } from './cards';
import type { Meld, MeldKind, MeldSettlement, Side } from './types';

/** A meld as the rules see it: kind, cards (in meld order), value and the card its rank is judged by. */
export interface MeldShape {
  readonly kind: MeldKind;
  /** Runs in meld order (2.4), low to high; a Vierständer in suit order (Eichel, Gras, Herz, Schellen). */
  readonly cards: readonly Card[];
  readonly points: number;
  /** A run's highest card; for a Vierständer the Schellen card (only its rank matters, 8.4). */
  readonly top: Card;
}

/** 8.1: run values by length; six to eight cards count as a Fuss (reading at 8.1). */
export const RUN_POINTS: Readonly<Record<number, number>> = { 3: 20, 4: 50, 5: 100, 6: 100, 7: 100, 8: 100 };

/** 8.2: Vierständer values by rank; Sevens and Eights make none. */
export const VIERSTAENDER_POINTS: Readonly<Partial<Record<Rank, number>>> = { T: 100, O: 100, K: 100, A: 100, '9': 150, U: 200 };

/** 8.3 (reading at 8.3): the kinds, weakest first; a stronger kind wins whatever the points. */
export const KIND_ORDER: readonly MeldKind[] = ['dreistaender', 'quart', 'fuss', 'vierstaender'];

/** 8.4 (reading at 8.4): Vierständer from weakest to strongest: Obers, Kings, Tens, Saus, Nines, Unters. */
export const VIERSTAENDER_ORDER: readonly Rank[] = ['O', 'K', 'T', 'A', '9', 'U'];

/** 7.3: Bella is worth 20. */
export const BELLA_POINTS = 20;

const meldIndex = (card: Card) => MELD_ORDER.indexOf(rankOf(card));

function runKind(length: number): MeldKind {
  return length === 3 ? 'dreistaender' : length === 4 ? 'quart' : 'fuss';
}

/** A run from cards already known to be one suit and consecutive, low to high. */
function runShape(cards: readonly Card[]): MeldShape {
  return { kind: runKind(cards.length), cards, points: RUN_POINTS[cards.length], top: cards[cards.length - 1] };
}

/** 8.2: the four cards of `rank`, or null for Sevens and Eights. */
function vierstaenderShape(rank: Rank): MeldShape | null {
  const points = VIERSTAENDER_POINTS[rank];
  if (points === undefined) return null;
  const cards = SUITS.map((suit) => `${rank}${suit}` as Card);
  return { kind: 'vierstaender', cards, points, top: cards[3] };
}

/**
 * 8.1, 8.2: the meld these cards form exactly, or null. A run is 3 to 8 cards
 * of one suit with no gap in the meld order (2.4); a Vierständer is the four
 * cards of a rank other than Seven and Eight. Input order does not matter; a
 * card named twice (one pack) or a string that is no card gives null.
 */
export function meldOf(cards: readonly Card[]): MeldShape | null {
  if (cards.length < 3 || cards.length > 8) return null;
  if (new Set(cards).size !== cards.length) return null;
  if (!cards.every((c) => typeof c === 'string' && /^[789TUOKA][EGHS]$/.test(c))) return null;
  if (cards.length === 4 && cards.every((c) => rankOf(c) === rankOf(cards[0]))) return vierstaenderShape(rankOf(cards[0]));
  const suit = suitOf(cards[0]);
  if (!cards.every((c) => suitOf(c) === suit)) return null;
  const sorted = [...cards].sort((a, b) => meldIndex(a) - meldIndex(b));
  for (let i = 1; i < sorted.length; i++) if (meldIndex(sorted[i]) !== meldIndex(sorted[i - 1]) + 1) return null;
  return runShape(sorted);
}

/**
 * 8.1, 8.2: every meld the hand holds: each longest run of three or more in a
 * suit (one meld per run, not its shorter pieces), suit by suit in the order
 * Eichel, Gras, Herz, Schellen, then each Vierständer in meld order. A card
 * may appear in a run and in a Vierständer (reading stated at 8.2 on the page).
 */
export function meldsIn(hand: readonly Card[]): MeldShape[] {
  const held = new Set(hand);
  const out: MeldShape[] = [];
  for (const suit of SUITS) {
    let run: Card[] = [];
    for (const rank of [...RANKS, null]) {
      const card = rank === null ? null : (`${rank}${suit}` as Card);
      if (card !== null && held.has(card)) {
        run.push(card);
        continue;
      }
      if (run.length >= 3) out.push(runShape(run));
      run = [];
    }
  }
  for (const rank of RANKS) {
    const shape = vierstaenderShape(rank);
    if (shape && shape.cards.every((c) => held.has(c))) out.push(shape);
  }
  return out;
}

/**
 * 8.3, 8.4 (readings at 8.3 and 8.4): >0 when `a` beats `b`, <0 when `b` beats `a`, 0 when
 * they cancel. A stronger kind wins (Vierständer, Fuss, Quart, Dreiständer);
 * two Vierständer go by the 8.4 order; two runs of one kind by their top card
 * in the meld order, and with equal top cards the one in trumps wins, else
 * they cancel. Points play no part (a Vierständer of Tens beats a Fuss).
 */
export function compareMelds(a: MeldShape, b: MeldShape, trump: Suit): number {
  const byKind = KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
  if (byKind !== 0) return byKind;
  if (a.kind === 'vierstaender') return VIERSTAENDER_ORDER.indexOf(rankOf(a.top)) - VIERSTAENDER_ORDER.indexOf(rankOf(b.top));
  const byTop = meldIndex(a.top) - meldIndex(b.top);
  if (byTop !== 0) return byTop;
  const aTrump = suitOf(a.top) === trump;
  const bTrump = suitOf(b.top) === trump;
  return aTrump === bTrump ? 0 : aTrump ? 1 : -1;
}

const sideOf = (meld: Meld): Side => (meld.seat % 2) as Side;

/** The strongest of some melds (the first of equals), or null for none. */
function best(shapes: readonly MeldShape[], trump: Suit): MeldShape | null {
  let top: MeldShape | null = null;
  for (const s of shapes) if (top === null || compareMelds(s, top, trump) > 0) top = s;
  return top;
}

/**
 * 7.2, 8.3 (readings at 7.2 and 8.3): which side's melds count. Each side's best meld is
 * compared with the other's; the side with the better one scores every meld
 * of both its players and shows them all, the other side scores none. Best
 * melds that cancel leave both sides without meld points. Bella is not part of
 * this (7.3 and its reading). Each meld is judged by its cards (meldOf), not by the kind
 * and points it was announced with; cards that form no meld count for nothing,
 * and a meld announced twice (the same cards) counts once.
 */
export function settleMelds(melds: readonly Meld[], trump: Suit): MeldSettlement {
  const seen = new Set<string>();
  const valid: { meld: Meld; shape: MeldShape }[] = [];
  for (const meld of melds) {
    const shape = meldOf(meld.cards);
    const key = shape ? shape.cards.join(' ') : '';
    if (shape === null || seen.has(key)) continue;
    seen.add(key);
    valid.push({ meld, shape });
  }
  const bestOf = (side: Side) => best(valid.filter((v) => sideOf(v.meld) === side).map((v) => v.shape), trump);
  const [b0, b1] = [bestOf(0), bestOf(1)];
  let side: Side | null;
  if (b0 === null && b1 === null) side = null;
  else if (b1 === null) side = 0;
  else if (b0 === null) side = 1;
  else {
    const c = compareMelds(b0, b1, trump);
    side = c > 0 ? 0 : c < 0 ? 1 : null;
  }
  if (side === null) return { side: null, points: [0, 0], shown: [] };
  const counting = valid.filter((v) => sideOf(v.meld) === side);
  const sum = counting.reduce((n, v) => n + v.shape.points, 0);
  return { side, points: side === 0 ? [sum, 0] : [0, sum], shown: counting.map((v) => v.meld) };
}

/** 7.3: the trump Ober and King, which together make Bella. */
export function bellaCards(trump: Suit): readonly [Card, Card] {
  return [`O${trump}`, `K${trump}`];
}

/** 7.3 (reading at 7.3): the announced run holds both Bella cards, so Bella counts without being announced on its own. */
export function runHoldsBella(meld: { readonly cards: readonly Card[] }, trump: Suit): boolean {
  const [ober, king] = bellaCards(trump);
  return meld.cards.includes(ober) && meld.cards.includes(king);
}
