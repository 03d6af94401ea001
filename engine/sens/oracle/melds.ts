/**
 * The oracle's reading of the melds (8.1-8.4, the readings at 8.4, 8.1, 8.3), for tests only
 * (ARCHITECTURE.md "Trust"). The sheet lists every run by its cards; those
 * lists are copied here as tables of rank letters (meld order, 2.4), with the
 * longer runs the reading at 8.1 adds written out the same way. A set of cards is a meld when
 * it is one of the table's rows in one suit, or four cards of one rank the
 * Vierständer table names. A hand's melds are found by trying every subset.
 * Nothing is imported from the engine but the card type.
 */
import type { Card, Suit } from '../cards';

export type OracleMeldKind = 'dreistaender' | 'quart' | 'fuss' | 'vierstaender';

export interface OracleMeld {
  readonly kind: OracleMeldKind;
  /** The meld's cards, as given. */
  readonly cards: readonly Card[];
  readonly points: number;
  /** Runs: the suit and the rank letter of the top card (meld order). Vierständer: the rank letter, suit null. */
  readonly suit: Suit | null;
  readonly topRank: string;
}

interface RunRow {
  readonly ranks: string;
  readonly kind: OracleMeldKind;
  readonly points: number;
}

/** 8.1: the sheet's rows, ranks listed low to high (T = Ten, U = Unter, O = Ober, K = King, A = Sau). */
const LISTED_RUNS: readonly RunRow[] = [
  // Dreiständer, 20
  { ranks: '789', kind: 'dreistaender', points: 20 },
  { ranks: '89T', kind: 'dreistaender', points: 20 },
  { ranks: '9TU', kind: 'dreistaender', points: 20 },
  { ranks: 'TUO', kind: 'dreistaender', points: 20 },
  { ranks: 'UOK', kind: 'dreistaender', points: 20 },
  { ranks: 'OKA', kind: 'dreistaender', points: 20 },
  // Quart, 50
  { ranks: '789T', kind: 'quart', points: 50 },
  { ranks: '89TU', kind: 'quart', points: 50 },
  { ranks: '9TUO', kind: 'quart', points: 50 },
  { ranks: 'TUOK', kind: 'quart', points: 50 },
  { ranks: 'UOKA', kind: 'quart', points: 50 },
  // Fuss, 100
  { ranks: '789TU', kind: 'fuss', points: 100 },
  { ranks: '89TUO', kind: 'fuss', points: 100 },
  { ranks: '9TUOK', kind: 'fuss', points: 100 },
  { ranks: 'TUOKA', kind: 'fuss', points: 100 },
];

/** the reading at 8.1: six, seven or eight in a row count as one Fuss, topped by the run's top. */
const LONG_RUNS: readonly RunRow[] = [
  { ranks: '789TUO', kind: 'fuss', points: 100 },
  { ranks: '89TUOK', kind: 'fuss', points: 100 },
  { ranks: '9TUOKA', kind: 'fuss', points: 100 },
  { ranks: '789TUOK', kind: 'fuss', points: 100 },
  { ranks: '89TUOKA', kind: 'fuss', points: 100 },
  { ranks: '789TUOKA', kind: 'fuss', points: 100 },
];

export const ORACLE_RUN_ROWS: readonly RunRow[] = [...LISTED_RUNS, ...LONG_RUNS];

/** 8.2: the ranks that make a Vierständer and what it is worth; Sevens and Eights make none. */
const FOUR_OF_A_KIND: Readonly<Record<string, number>> = { T: 100, O: 100, K: 100, A: 100, '9': 150, U: 200 };

/** 2.4: the meld order, low to high, as the sheet's rows run. */
const MELD_ORDER = '789TUOKA';
/** 8.4 (the reading at 8.4): Vierständer, best first. */
const FOUR_ORDER = 'U9ATKO';
/** 8.3 (the reading at 8.3): kinds, weakest first. */
const KIND_ORDER: readonly OracleMeldKind[] = ['dreistaender', 'quart', 'fuss', 'vierstaender'];

/** 8.1, 8.2 (the reading at 8.1): the meld `cards` make on their own, or null when they make none. */
export function oracleMeld(cards: readonly Card[]): OracleMeld | null {
  // Every meld has 3 to 8 cards; a card twice is none.
  if (cards.length < 3 || cards.length > 8 || new Set(cards).size !== cards.length) return null;
  const ranks = cards.map((c) => c.charAt(0));
  const suits = cards.map((c) => c.charAt(1));

  if (cards.length === 4 && ranks.every((r) => r === ranks[0]) && ranks[0] in FOUR_OF_A_KIND) {
    return { kind: 'vierstaender', cards, points: FOUR_OF_A_KIND[ranks[0]], suit: null, topRank: ranks[0] };
  }
  if (!suits.every((s) => s === suits[0])) return null;
  for (const row of ORACLE_RUN_ROWS) {
    // The same suit means the ranks are all different: same size and every listed rank present is the row exactly.
    if (row.ranks.length !== cards.length) continue;
    if (![...row.ranks].every((r) => ranks.includes(r))) continue;
    return { kind: row.kind, cards, points: row.points, suit: suits[0] as Suit, topRank: row.ranks.charAt(row.ranks.length - 1) };
  }
  return null;
}

/** Every subset of 3 to 8 cards of `hand` that is a meld (brute force over all 2^n subsets). */
export function oracleMeldSubsets(hand: readonly Card[]): OracleMeld[] {
  const out: OracleMeld[] = [];
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const subset = hand.filter((_, i) => (mask >> i) & 1);
    if (subset.length < 3) continue;
    const meld = oracleMeld(subset);
    if (meld) out.push(meld);
  }
  return out;
}

/**
 * A hand's melds as a player lays them out: every run not lying inside a
 * longer run of the hand (runs of one suit never overlap otherwise), and every
 * Vierständer.
 */
export function oracleHandMelds(hand: readonly Card[]): OracleMeld[] {
  const all = oracleMeldSubsets(hand);
  const runs = all.filter((m) => m.kind !== 'vierstaender');
  const maximal = runs.filter((m) => !runs.some((o) => o.cards.length > m.cards.length && m.cards.every((c) => o.cards.includes(c))));
  return [...maximal, ...all.filter((m) => m.kind === 'vierstaender')];
}

/**
 * 8.3, 8.4 (the reading at 8.3): which of two melds held by opposing sides is better: > 0 for
 * `a`, < 0 for `b`, 0 when they cancel. The kind decides first; two
 * Vierständer go by the 8.4 list; two runs of one kind go by the top card's
 * rank in meld order, and on equal tops a run in trumps wins, else both cancel.
 */
export function oracleCompareMelds(a: OracleMeld, b: OracleMeld, trump: Suit): number {
  const kind = KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
  if (kind !== 0) return Math.sign(kind);
  if (a.kind === 'vierstaender') return Math.sign(FOUR_ORDER.indexOf(b.topRank) - FOUR_ORDER.indexOf(a.topRank));
  const top = MELD_ORDER.indexOf(a.topRank) - MELD_ORDER.indexOf(b.topRank);
  if (top !== 0) return Math.sign(top);
  if (a.suit === trump && b.suit !== trump) return 1;
  if (b.suit === trump && a.suit !== trump) return -1;
  return 0;
}
