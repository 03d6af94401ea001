/**
 * The SENS quick reference (/sens/reference/), built from the engine's own
 * tables: the card orders and card points (cards.ts), meld values and the
 * comparison orders (melds.ts), the duties in a trick (rules/9-tricks.ts
 * `dutyParagraph`), the game threshold and Dackeln (scoring.ts) and the match
 * target (match.ts). The words are the site's own, keyed by the engine's
 * names: a meld kind, duty or point constant without words makes building the
 * page fail, and reference.test.ts compares the keys both ways.
 */
import { counted, wordsFor, type QuickReference, type ReferenceRow } from '../core/reference';
import { BASE_TOTAL, LAST_TRICK_POINTS, MELD_ORDER, PLAIN_ORDER, PLAIN_POINTS, RANK_NAMES, RANKS, TRUMP_ORDER, TRUMP_POINTS, type Rank } from './cards';
import { TARGET } from './match';
import { BELLA_POINTS, KIND_ORDER, RUN_POINTS, VIERSTAENDER_ORDER, VIERSTAENDER_POINTS } from './melds';
import { KIND_NAMES } from './rules/7-melding';
import { DACKELN_BONUS, pointsToMakeGame } from './scoring';
import type { MeldKind } from './types';

const names = (ranks: readonly Rank[]) => ranks.map((r) => RANK_NAMES[r]).join(', ');

// ------------------------------------------------------------------ cards

function orderRows(): ReferenceRow[] {
  return [
    { cells: ['Plain suit', names(PLAIN_ORDER)], paragraphs: ['2.2'] },
    { cells: ['Trumps', names(TRUMP_ORDER)], paragraphs: ['2.3'] },
    { cells: ['Runs (melds)', names(MELD_ORDER)], paragraphs: ['2.4'] },
  ];
}

/** 3.1: the ranks grouped by their points (plain, trump), in meld order; each rank in exactly one group. */
export function pointGroups(): { readonly ranks: readonly Rank[]; readonly plain: number; readonly trump: number }[] {
  const groups: { ranks: Rank[]; plain: number; trump: number }[] = [];
  for (const rank of RANKS) {
    const last = groups.at(-1);
    if (last && last.plain === PLAIN_POINTS[rank] && last.trump === TRUMP_POINTS[rank]) last.ranks.push(rank);
    else groups.push({ ranks: [rank], plain: PLAIN_POINTS[rank], trump: TRUMP_POINTS[rank] });
  }
  return groups;
}

function pointRows(): ReferenceRow[] {
  return [
    ...pointGroups().map((g) => ({ cells: [names(g.ranks), String(g.plain), String(g.trump)], paragraphs: ['3.1'] })),
    { cells: ['Last trick', `${LAST_TRICK_POINTS} more`, `${LAST_TRICK_POINTS} more`], paragraphs: ['3.2'] },
  ];
}

// ------------------------------------------------------------------ melds

/** What each kind of meld is, keyed by the engine's meld kinds (rules/7-melding.ts KIND_NAMES). */
export const MELD_WORDS: Readonly<Record<MeldKind, { readonly what: string; readonly paragraphs: readonly string[] }>> = {
  dreistaender: { what: 'three in a row, one suit', paragraphs: ['8.1'] },
  quart: { what: 'four in a row, one suit', paragraphs: ['8.1'] },
  fuss: { what: 'five in a row, one suit (this site: six to eight count as a Fuss)', paragraphs: ['8.1'] },
  vierstaender: { what: 'all four', paragraphs: ['8.2'] },
};

/** 8.1: the kind of run a length makes (as melds.ts counts it). */
const runKindOf = (length: number): MeldKind => (length === 3 ? 'dreistaender' : length === 4 ? 'quart' : 'fuss');

/** 8.2: the ranks that make a Vierständer, grouped by its points, in meld order. */
export function vierstaenderGroups(): { readonly ranks: readonly Rank[]; readonly points: number }[] {
  const byPoints = new Map<number, Rank[]>();
  for (const rank of RANKS) {
    const p = VIERSTAENDER_POINTS[rank];
    if (p !== undefined) byPoints.set(p, [...(byPoints.get(p) ?? []), rank]);
  }
  return [...byPoints].map(([points, ranks]) => ({ ranks, points })).sort((a, b) => a.points - b.points);
}

const plural = (rank: Rank) => `${RANK_NAMES[rank]}s`;

function meldRows(): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  for (const kind of [...KIND_ORDER]) {
    const words = wordsFor(MELD_WORDS, kind, 'meld kind');
    if (kind === 'vierstaender') {
      for (const g of vierstaenderGroups()) rows.push({ cells: [KIND_NAMES[kind], `${words.what} ${g.ranks.map(plural).join(', ')}`, String(g.points)], paragraphs: words.paragraphs });
      continue;
    }
    const points = [...new Set(Object.keys(RUN_POINTS).map(Number).filter((n) => runKindOf(n) === kind).map((n) => RUN_POINTS[n]))];
    rows.push({ cells: [KIND_NAMES[kind], words.what, points.join(' / ')], paragraphs: words.paragraphs });
  }
  rows.push({
    cells: ['Bella', 'Ober and King of trumps, announced before either is played; counts for its side whatever the comparison, and inside an announced run without a second announcement', String(BELLA_POINTS)],
    paragraphs: ['7.3'],
  });
  return rows;
}

/** 8.2: the ranks that make no Vierständer. */
export const noVierstaender = (): string => RANKS.filter((r) => VIERSTAENDER_POINTS[r] === undefined).map(plural).join(' or ');

function comparisonRows(): ReferenceRow[] {
  const kinds = [...KIND_ORDER].reverse().map((k) => KIND_NAMES[k]).join(' > ');
  const four = [...VIERSTAENDER_ORDER].reverse().map((r) => `${RANK_NAMES[r]}s`).join(' > ');
  return [
    { cells: ['When', 'Each player announces before playing a first card; the best meld is settled when the first trick is complete.'], paragraphs: ['7.1', '7.2'] },
    { cells: ['Who scores', 'The side holding the best meld scores all its players\u2019 melds; the other side scores none.'], paragraphs: ['7.2'] },
    { cells: ['Kind first', `${kinds}, whatever the points.`], paragraphs: ['8.3'] },
    { cells: ['Same kind', 'The higher top card wins; equal top cards: the one in trumps wins, else both cancel.'], paragraphs: ['8.3'] },
    { cells: ['Two Vierständer', four], paragraphs: ['8.4'] },
  ];
}

// ------------------------------------------------------------------ tricks

/** The duty paragraphs rules/9-tricks.ts `dutyParagraph` names, in the site's words. */
export const DUTY_WORDS: Readonly<Record<'9.2' | '9.3' | '9.4', { readonly situation: string; readonly duty: string }>> = {
  '9.2': { situation: 'Trumps led', duty: 'Play a trump, higher than the best trump in the trick if you can, else a lower one; no trump: any card.' },
  '9.3': { situation: 'Plain suit led, you hold it', duty: 'Follow suit with any card of it; no need to head the trick.' },
  '9.4': { situation: 'Plain suit led, you have none', duty: 'Trump, beating a trump already in the trick if you can; no trump: any card.' },
};

function trickRows(): ReferenceRow[] {
  return [
    { cells: ['Lead', 'Vorhand (left of the dealer) leads the first trick; whoever takes a trick leads the next.'], paragraphs: ['9.1'] },
    ...(['9.2', '9.3', '9.4'] as const).map((n) => {
      const words = wordsFor(DUTY_WORDS, n, 'trick duty');
      return { cells: [words.situation, words.duty], paragraphs: [n] };
    }),
    { cells: ['Who takes it', 'The highest trump, else the highest card of the suit led. The duties hold even when your partner is winning.'], paragraphs: ['9.5'] },
  ];
}

// ------------------------------------------------------------------ the deal and the match

/** Point constants the engine exports, shown in the tables above or below, by name: the test checks that none is left out. */
export const POINTS_SHOWN = [
  'PLAIN_POINTS', 'TRUMP_POINTS', 'LAST_TRICK_POINTS', 'RUN_POINTS', 'VIERSTAENDER_POINTS', 'BELLA_POINTS', 'DACKELN_BONUS',
] as const;

function scoreRows(): ReferenceRow[] {
  const need = pointsToMakeGame(BASE_TOTAL);
  return [
    {
      cells: ['Making the game', `The side that chose trumps needs half of all points plus one: ${need} of ${BASE_TOTAL} without melds (melds raise the total).`],
      paragraphs: ['11.1', '12.1'],
    },
    { cells: ['Ziehen', 'Short of that, the other side writes every point of the deal, melds included; the taking side writes nothing.'], paragraphs: ['11.1'] },
    { cells: ['Dackeln', `The taking side takes all eight tricks: ${counted(DACKELN_BONUS, 'point')} more.`], paragraphs: ['11.2'] },
    { cells: ['Match', `A side at ${TARGET} or more wins; both past it with no call: the higher total, and if equal, another deal (this site's reading). The losing side deals the next match.`], paragraphs: ['10.1', '10.2', '4.1'] },
    {
      cells: ['Vorlauf', `Either side may call it during play: its tricks so far are secured and later ones no longer count for it. If its total before the deal, the secured tricks and its melds reach ${TARGET}, it wins even when both sides pass ${TARGET}; if not, or if it took the game and misses it, the other side wins.`],
      paragraphs: ['10.2', '10.3', '10.4'],
    },
    { cells: ['Wrong card', `Taken back at once: no harm. Found later: the other side writes everything (${BASE_TOTAL} plus the melds that count).`], paragraphs: ['1.3', '1.4'] },
    { cells: ['Misdeal', `By table agreement: strict, the other side writes ${BASE_TOTAL}; or mild, deal again.`], paragraphs: ['4.5'] },
  ];
}

export function sensReference(): QuickReference {
  return {
    gameId: 'sens',
    title: 'SENS quick reference',
    description: 'SENS on one printable page: card orders and points, melds and how they compare, the duties in a trick, making the game, Vorlauf and the end of the match, each with its paragraph.',
    intro: 'Four players, partners sitting crosswise. Names are the Bavarian pack\u2019s (Unter = Jack, Ober = Queen, Sau = Ace). Numbers link to their paragraphs.',
    tables: [
      { id: 'card-order', title: 'Card order (low to high)', columns: ['Suit', 'Order'], rows: orderRows() },
      { id: 'card-points', title: 'Card points', columns: ['Card', 'Plain', 'Trump'], rows: pointRows(), note: `All the cards and the last trick make ${BASE_TOTAL}.` },
      { id: 'melds', title: 'Melds', columns: ['Meld', 'Cards', 'Points'], rows: meldRows(), note: `There is no Vierständer of ${noVierstaender()}.` },
      { id: 'meld-comparison', title: 'Which melds count', columns: ['Rule', 'How'], rows: comparisonRows() },
      { id: 'tricks', title: 'Duties in a trick', columns: ['Situation', 'Duty'], rows: trickRows() },
      { id: 'scoring', title: 'The game and the match', columns: ['Rule', 'How'], rows: scoreRows() },
    ],
  };
}
